"""Rename a speaker of a finished job: every output is rewritten with the new name (app.controller); refused while
the job is open for review, whose save would undo it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app.qt import QCoreApplication

if TYPE_CHECKING:
    from app.controller import JobController
    from app.log_panel import LogPanel
    from app.preview import PreviewPanel


class RenameWindow(Protocol):
    @property
    def controller(self) -> JobController: ...

    @property
    def preview(self) -> PreviewPanel: ...

    @property
    def log(self) -> LogPanel: ...

    def under_review(self, json_path: Path | None) -> bool: ...

    def warn(self, title: str, text: str) -> object: ...


def rename_speaker(window: RenameWindow, job_id: int, label: str, name: str) -> None:
    from core.errors import SubtitlerError

    item = window.controller.item(job_id)
    failed = QCoreApplication.translate("MainWindow", "Rename failed")
    if window.under_review(item.json_output):
        window.preview.rename_failed(item, label, name)
        window.warn(failed, QCoreApplication.translate(
            "MainWindow", "{name} is open for review. Save or close the review first, then rename the speaker."
        ).format(name=item.path.name))
        return
    try:
        window.controller.rename_speaker(job_id, label, name)
    except (SubtitlerError, OSError) as error:
        window.preview.rename_failed(window.controller.item(job_id), label, name)
        window.log.add("error", QCoreApplication.translate("MainWindow", "Renaming {old} failed: {error}").format(
            old=label, error=error))
        window.warn(failed, str(error))
