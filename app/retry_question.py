"""Retrying a job whose subtitles are already there: ask whether to replace them, keep both (the new ones under a
free name such as `talk (2).srt`), or not run at all, instead of letting the job fail on a command-line hint."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from app.media_files import existing_outputs
from app.qt import QMessageBox, QWidget

REPLACE, KEEP_BOTH, CANCEL = "replace", "keep-both", "cancel"
MAX_SUFFIX = 10_000


def free_output_name(directory: Path, stem: str, formats: Sequence[str]) -> str:
    """The first of `stem (2)`, `stem (3)`, ... under which no output of any of `formats` exists, so every file of
    the new run gets the same new name."""
    for number in range(2, MAX_SUFFIX):
        candidate = f"{stem} ({number})"
        if not existing_outputs(directory, candidate, formats):
            return candidate
    raise OSError(f"no free output name for {stem} in {directory}")


def ask_existing_outputs(parent: QWidget, job_name: str, existing: Sequence[Path], new_name: str) -> str:
    """REPLACE, KEEP_BOTH or CANCEL, from a window-modal question (Escape or closing it means CANCEL)."""
    box = question_box(parent, job_name, existing, new_name)
    box.exec()
    return box.property("answer") or CANCEL


def question_box(parent: QWidget, job_name: str, existing: Sequence[Path], new_name: str) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Question, parent.tr("Subtitles already exist"), "", parent=parent)
    box.setObjectName("existingOutputsQuestion")
    names = ", ".join(p.name for p in existing)
    box.setText(parent.tr("{job} already has subtitles: {names}.").format(job=job_name, names=names))
    box.setInformativeText(parent.tr("Replace them with the new run, or keep both (the new files are named "
                                     "“{new}”)?").format(new=new_name))
    replace = box.addButton(parent.tr("Replace"), QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton(parent.tr("Keep both"), QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    replace.setObjectName(REPLACE)
    keep.setObjectName(KEEP_BOTH)
    cancel.setObjectName(CANCEL)
    box.setDefaultButton(keep)
    box.setEscapeButton(cancel)
    answers = {replace: REPLACE, keep: KEEP_BOTH, cancel: CANCEL}
    box.buttonClicked.connect(lambda button: box.setProperty("answer", answers.get(button, CANCEL)))
    return box
