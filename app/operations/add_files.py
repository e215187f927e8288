"""Adding files: the media among dropped or chosen paths (folders expanded) are queued; everything else, and a file
already in the queue, is listed as skipped with the reason; each new job's length is probed in the background."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app.background import run_in_background
from app.controller import DONE, FINAL_STATES
from app.media_files import Skipped, collect_media, existing_outputs, name_patterns
from app.qt import QCoreApplication, QFileDialog, QWidget
from app.settings import OverwritePolicy

if TYPE_CHECKING:
    from app.controller import JobController
    from app.log_panel import LogPanel
    from app.queue_view import QueueView
    from app.settings import AppSettings
    from app.skipped_files import SkippedFiles


class AddWindow(Protocol):
    @property
    def controller(self) -> JobController: ...

    @property
    def queue(self) -> QueueView: ...

    @property
    def log(self) -> LogPanel: ...

    @property
    def skipped_box(self) -> SkippedFiles: ...

    @property
    def settings(self) -> AppSettings: ...


def choose_files(parent: QWidget) -> list[str]:
    filters = ";;".join((QCoreApplication.translate("MainWindow", "Audio and video ({patterns})").format(
        patterns=name_patterns()), QCoreApplication.translate("MainWindow", "All files (*)")))
    files, _ = QFileDialog.getOpenFileNames(
        parent, QCoreApplication.translate("MainWindow", "Add audio or video files"), "", filters)
    return files


def choose_folder(parent: QWidget) -> list[str]:
    folder = QFileDialog.getExistingDirectory(parent, QCoreApplication.translate("MainWindow", "Add a folder"))
    return [folder] if folder else []


def add_paths(window: AddWindow, paths: Iterable[str | Path]) -> list[int]:
    """Queue the media among `paths`; returns the new jobs' ids."""
    controller, settings = window.controller, window.settings
    collected = collect_media(paths)
    media, skipped = [], list(collected.skipped)
    # A file has one row: adding it again (a folder added twice) points at that row instead of queuing a copy.
    rows = {item.path: item.status for item in controller.items()}
    for path in collected.media:
        if path not in rows:
            media.append(path)
        elif rows[path] not in FINAL_STATES:
            skipped.append(Skipped(path, QCoreApplication.translate("MainWindow", "already in the queue")))
        elif rows[path] == DONE:
            skipped.append(Skipped(path, QCoreApplication.translate(
                "MainWindow", "already done in the queue (remove its row to run it again)")))
        else:
            skipped.append(Skipped(path, QCoreApplication.translate(
                "MainWindow", "already in the queue (Retry runs it again)")))
    if settings.overwrite == OverwritePolicy.SKIP:
        keep = []
        for path in media:
            directory = Path(settings.output_dir) if settings.output_dir else path.parent
            if existing_outputs(directory, path.stem, settings.formats):
                skipped.append(Skipped(path, QCoreApplication.translate("MainWindow", "subtitles already exist")))
            else:
                keep.append(path)
        media = keep
    add_skipped(window, skipped)
    ids = controller.add(media)
    if ids:
        window.log.add("info", QCoreApplication.translate("MainWindow", "Added {n} file(s)").format(n=len(ids)))
        if window.queue.selected_id() is None:
            window.queue.select_job(ids[0])
    for job_id in ids:
        probe_duration(controller, job_id)
    return ids


def add_skipped(window: AddWindow, skipped: Iterable[Skipped]) -> None:
    """List the files that were not queued, and say each in the log."""
    entries = list(skipped)
    window.skipped_box.add(entries)
    for entry in entries:
        window.log.add("warning", QCoreApplication.translate("MainWindow", "Skipped {path}: {reason}").format(
            path=entry.path, reason=entry.reason))


def probe_duration(controller: JobController, job_id: int) -> None:
    """The job's length, from its media, off the GUI thread (the queue shows it; progress is measured in it)."""
    path = controller.item(job_id).path

    def probe() -> float:
        from core.media import probe_media

        return probe_media(path).duration

    run_in_background(probe, lambda seconds: controller.set_duration(job_id, seconds), lambda _e: None,
                      owner=controller)
