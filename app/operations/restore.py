"""The queue of the last session: put back from its store (app.queue_keeper) when the window opens, kept from then
on, and what could not come back as it was said in the log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.controller import QUEUED
from app.operations.add_files import probe_duration
from app.qt import QCoreApplication, QObject
from app.queue_keeper import QueueKeeper, Restored

if TYPE_CHECKING:
    from app.controller import JobController
    from app.log_panel import LogPanel
    from app.queue_store import QueueStore


def restore_queue(controller: JobController, store: QueueStore, log: LogPanel, owner: QObject) -> QueueKeeper:
    """Put back the queue of the last session and keep it from now on (`owner`: the keeper's parent)."""
    keeper = QueueKeeper(controller, store, owner)
    keeper.notice.connect(lambda text: log.add("warning", text))
    if store.notice:
        log.add("warning", store.notice)
    log_restored(log, keeper.restore())
    for item in controller.items():
        if item.duration is None and item.status == QUEUED:  # the app stopped before the probe came back
            probe_duration(controller, item.id)
    return keeper


def log_restored(log: LogPanel, restored: Restored) -> None:
    if restored.jobs:
        log.add("info", QCoreApplication.translate(
            "MainWindow", "The queue of the last session is back: {n} job(s)").format(n=restored.jobs))
    for path in restored.interrupted:
        log.add("info", QCoreApplication.translate(
            "MainWindow", "{name} was running when the app stopped: it is queued again").format(name=path.name))
    for path in restored.undone:
        log.add("info", QCoreApplication.translate("MainWindow", "Removed unfinished output {path}").format(path=path))
    for path in restored.missing:
        log.add("warning", QCoreApplication.translate(
            "MainWindow", "{name} is no longer at {folder}: it is not started").format(
            name=path.name, folder=path.parent))
    if restored.unreadable:
        log.add("warning", QCoreApplication.translate(
            "MainWindow", "{n} job(s) of the saved queue could not be read and were left out").format(
            n=restored.unreadable))
