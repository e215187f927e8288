"""Rename a speaker of a finished job: every output is rewritten with the new name (app.controller); refused while
the job is open for review, whose save would undo it."""

from __future__ import annotations

from typing import Protocol

from app.operations import FinishedJobWindow
from app.qt import QCoreApplication


class RenameWindow(FinishedJobWindow, Protocol):
    """Renaming touches nothing beyond what every workflow on a finished job does."""


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
