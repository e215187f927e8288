"""The window's workflows, one module each (as Anki's aqt/operations): retry, remove, rename a speaker, find the
speakers again, open for review, export a video; and beside them adding files (add_files), the last session's
queue (restore) and the device probe (devices). Each takes the window through a small Protocol that names only what
it touches (the controller, the preview, the log, a question the tests answer), so it can be read and changed
without the rest of `MainWindow`; the window builds its actions (app.window_actions) and wires each to one of these.

Their texts keep the translation context "MainWindow" (QCoreApplication.translate), where the catalogues have
them: a workflow moved out of the window reads the same in every language.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from app.controller import JobController
    from app.log_panel import LogPanel
    from app.preview import PreviewPanel


class FinishedJobWindow(Protocol):
    """What a workflow on a finished job's outputs touches: refused while that job is open for review."""

    @property
    def controller(self) -> JobController: ...

    @property
    def preview(self) -> PreviewPanel: ...

    @property
    def log(self) -> LogPanel: ...

    def under_review(self, json_path: Path | None) -> bool: ...

    def warn(self, title: str, text: str) -> object: ...
