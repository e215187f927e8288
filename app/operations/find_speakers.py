"""Find speakers again: ask how many people talk, then queue the job to find only its speakers again (the words are
kept, every output is rewritten); refused while the job is open for review."""

from __future__ import annotations

from typing import Protocol

from app.operations import FinishedJobWindow
from app.qt import QCoreApplication, QDialog, QWidget


class FindSpeakersWindow(FinishedJobWindow, Protocol):

    def ask_speaker_counts(self, dialog: QDialog) -> bool:
        """Show the count dialog and wait for the answer (tests answer it instead)."""
        ...


def find_speakers_again(window: FindSpeakersWindow, parent: QWidget, job_id: int) -> None:
    """`parent`: the widget the count dialog sits over."""
    from app.speakers_dialog import FindSpeakersDialog

    item = window.controller.item(job_id)
    if window.under_review(item.json_output):
        window.warn(QCoreApplication.translate("MainWindow", "Find speakers again"), QCoreApplication.translate(
            "MainWindow", "{name} is open for review. Save or close the review first, then find the speakers again."
        ).format(name=item.path.name))
        return
    found = len(item.transcript.speakers) if item.transcript is not None else 0
    dialog = FindSpeakersDialog(item.path.name, found, parent)
    if window.ask_speaker_counts(dialog) and window.controller.find_speakers_again(job_id, **dialog.counts()):
        window.preview.forget_names(job_id)  # the labels the table kept beside names are the last run's
        window.log.add("info", QCoreApplication.translate("MainWindow", "{name}: finding the speakers again").format(
            name=item.path.name))
