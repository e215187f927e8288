"""Open for review: a job's JSON (or a subtitle file made anywhere) in the review editor, the reviews a crash left
unsaved offered again, and a saved review read back into the queue's jobs. `Reviews` keeps the open editors, so the
other workflows can ask whether a job is under review (rewriting its files then would be undone by the review's save,
or would undo what the review saved)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app.qt import QCoreApplication, QDateTime, QFileDialog, QMainWindow, QMessageBox, Qt, QWidget

if TYPE_CHECKING:
    from app.controller import JobController
    from app.log_panel import LogPanel
    from app.queue_item import QueueItem
    from core.editing import Draft


class ReviewWindow(Protocol):
    @property
    def controller(self) -> JobController: ...

    @property
    def log(self) -> LogPanel: ...

    @property
    def recovery_base(self) -> Path | None:
        """Where editors autosave (core.editing.recovery; None: the user data folder); read at each opening."""
        ...

    def confirm_restore(self, json_path: Path, saved_at: float) -> bool:
        """Asked at start for each unsaved review (tests answer it instead)."""
        ...


def ask_to_restore(parent: QWidget, json_path: Path, saved_at: float) -> bool:
    when = QDateTime.fromSecsSinceEpoch(int(saved_at)).toString(Qt.DateFormat.TextDate)
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("MainWindow", "Unsaved review"),
        QCoreApplication.translate("MainWindow", "The review of {name} was not saved ({when}). Restore it?").format(
            name=json_path.name, when=when),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
    return answer == QMessageBox.StandardButton.Yes


class Reviews:
    """The review editors the window opened; `parent` is the widget its questions sit over."""

    def __init__(self, window: ReviewWindow, parent: QWidget) -> None:
        self.window = window
        self.parent = parent
        self.editors: list[QMainWindow] = []  # open review editors

    def review(self, json_path: Path, media: Path | None, draft: Draft | None = None) -> QMainWindow:
        """Open the editor on a job's JSON and media (`draft`: a recovered one). Imported here: the editor brings
        numpy and QtMultimedia, which the window does not load to show itself."""
        from app.editor.window import EditorWindow

        editor = EditorWindow(json_path, media if media is not None and media.exists() else None,
                              draft=draft, recovery_base=self.window.recovery_base)
        editor.saved.connect(self._on_saved)
        self.editors.append(editor)
        editor.destroyed.connect(lambda _obj=None, e=editor: self.editors.remove(e) if e in self.editors else None)
        editor.show()
        return editor

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.parent, QCoreApplication.translate("MainWindow", "Open for review"), "",
            QCoreApplication.translate("MainWindow", "Subtitles ({patterns})").format(
                patterns="*.srt *.vtt *.ass *.ssa *.json") + ";;"
            + QCoreApplication.translate("MainWindow", "All files (*)"))
        if path:
            self.review_file(Path(path))

    def review_file(self, path: Path) -> QMainWindow | None:
        """A subtitle file made anywhere (or a job's JSON) in the editor, with the media named as it is."""
        from core.editing.draft import media_beside, open_for_review
        from core.errors import SubtitlerError

        try:
            opened = open_for_review(path)
        except SubtitlerError as error:
            QMessageBox.warning(self.parent, QCoreApplication.translate("MainWindow", "Open for review"), str(error))
            return None
        return self.review(opened.json_path, media_beside(path), None if opened.existing else opened.draft)

    def offer_recoveries(self) -> list[QMainWindow]:
        """Reviews a crash or a kill left unsaved: each offered once, restored into an editor or discarded."""
        from core.editing.recovery import discard_recovery, pending_recoveries

        opened = []
        base = self.window.recovery_base
        for found in pending_recoveries(base):
            if not found.json_path.exists():
                found.path.unlink(missing_ok=True)  # its job's files are gone: nothing to restore it into
                continue
            if self.window.confirm_restore(found.json_path, found.saved_at):
                opened.append(self.review(found.json_path, self._media_of(found.json_path), found.draft))
            else:
                discard_recovery(found.json_path, base)
        return opened

    def under_review(self, json_path: Path | None) -> bool:
        """Whether a review editor shows this JSON."""
        if json_path is None:
            return False
        wanted = json_path.resolve()  # as _jobs_of compares them
        return any(e.isVisible() and Path(getattr(e, "json_path", "")).resolve() == wanted for e in self.editors)

    def _jobs_of(self, json_path: Path) -> list[QueueItem]:
        """The queue's jobs whose transcript is `json_path`."""
        wanted = json_path.resolve()
        return [item for item in self.window.controller.items()
                if item.json_output is not None and item.json_output.resolve() == wanted]

    def _media_of(self, json_path: Path) -> Path | None:
        """The media a job's JSON was made from, when the queue still has it."""
        return next((item.path for item in self._jobs_of(json_path)), None)

    def _on_saved(self, json_path: Path) -> None:
        for item in self._jobs_of(json_path):
            self.window.controller.reload_transcript(item.id)
        self.window.log.add("info", QCoreApplication.translate("MainWindow", "Saved the review of {name}").format(
            name=json_path.name))
