"""The Hugging Face token in the GUI: kept in the system keyring under the same entry the pipeline reads
(core.diarization.hf_token), never in QSettings or a log.

Where no keyring exists (a headless Linux box) saving fails; the panel then keeps the token for this session only
and hands it to workers as HF_TOKEN, and says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.job_settings import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class SaveOutcome:
    saved: bool
    message: str  # English, marked for the window to translate (context "TokenField") where it is ours


def load_token() -> str | None:
    """The token stored in the keyring (not HF_TOKEN from the environment: that one is not ours to show)."""
    from core.diarization.hf_token import read_token

    return read_token(env={})


def save_token(token: str | None) -> SaveOutcome:
    """Store the token, or remove the stored one when `token` is empty."""
    from core.diarization.hf_token import delete_token
    from core.diarization.hf_token import save_token as store
    from core.errors import InvalidOptionError

    if not token:
        removed = delete_token()
        return SaveOutcome(True, QT_TRANSLATE_NOOP("TokenField", "removed from the system keyring") if removed
                           else QT_TRANSLATE_NOOP("TokenField", "no token was stored"))
    try:
        store(token)
    except InvalidOptionError as error:
        return SaveOutcome(False, error.message)
    return SaveOutcome(True, QT_TRANSLATE_NOOP("TokenField", "saved in the system keyring"))
