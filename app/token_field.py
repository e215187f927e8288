"""What the settings panel's Hugging Face token field does: show the stored token, save it to the keyring (or keep
it for this session where no keyring exists) and hand it to worker processes. The panel builds and lays out the
widgets; the keyring itself is app.token_store."""

from __future__ import annotations

from app.background import run_in_background
from app.qt import QLabel, QLineEdit, QObject, Signal
from app.token_store import load_token, save_token


class TokenField(QObject):
    changed = Signal(str)  # the token as saved (or kept for the session); "" when it was removed

    def __init__(self, edit: QLineEdit, state: QLabel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.token = edit
        self.token_state = state
        self._session_token: str | None = None

    def load(self) -> None:
        """Read the stored token (off the GUI thread: a keyring may need a moment to unlock)."""

        def show(token: str | None) -> None:
            if token:
                self.token.setText(token)
                self.token_state.setText(self.tr("A token is stored in the system keyring."))

        run_in_background(load_token, show, lambda _error: None, owner=self)

    def save(self) -> None:
        token = self.token.text().strip()
        outcome = save_token(token or None)
        if outcome.saved:
            self._session_token = None
            self.token_state.setText(self.tr("Token {outcome}.").format(outcome=self.tr(outcome.message)))
        else:
            self._session_token = token or None
            self.token_state.setText(self.tr("Not saved: {why}. The token is used for this session only.").format(
                why=outcome.message))
        self.changed.emit(token)

    def value(self) -> str | None:
        return self.token.text().strip() or self._session_token

    def worker_env(self) -> dict[str, str]:
        """Environment for worker processes: the token reaches huggingface_hub there, and only there."""
        token = self.value()
        return {"HF_TOKEN": token} if token else {}
