"""Keeps the controller's queue in an app.queue_store file and puts it back when the window opens.

It listens to the controller's row signals and writes a row only when what would be stored changed (state, message,
outputs, settings of the run), never for a progress tick; the changes of one turn of the event loop go in one
transaction (a drop of 200 files is one write). A row the controller removes is deleted.

Putting back: done, failed and cancelled jobs come back as they were (done ones with their outputs, so the
transcript, Open subtitle and speaker renames work); a job that was running when the app ended is queued again,
after whatever it had half written is undone; a queued job whose input file is gone is failed with a sentence
saying so, and so never started.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from app.controller import FAILED, QUEUED, RUNNING_STATES, JobController
from app.job_status import JobStatus
from app.qt import QObject, QTimer, Signal
from app.queue_item import QueueItem
from app.queue_store import QueueStore, StoredJob
from core.errors import ErrorKind
from core.writers.rollback import remove_partial_outputs


@dataclass(frozen=True, slots=True)
class Restored:
    """What `QueueKeeper.restore` put back, for the window to tell."""

    jobs: int
    interrupted: tuple[Path, ...]  # were running: queued again
    missing: tuple[Path, ...]  # were queued, input gone: failed
    undone: tuple[Path, ...]  # half-written outputs of interrupted jobs, removed
    unreadable: int  # rows of the file that could not be read


def _status(value: str) -> JobStatus:
    """A stored status; one this version does not know (a later version's) reads as queued."""
    try:
        return JobStatus(value)
    except ValueError:
        return QUEUED


def record_of(item: QueueItem) -> StoredJob:
    """The row for an item: everything but its progress (and the undo snapshot only while it runs)."""
    return StoredJob(
        id=item.id, path=item.path, status=str(item.status), target=item.target, duration=item.duration,
        device=item.device, message=item.message, error_kind=str(item.error_kind), detail=item.detail,
        overrides=dict(item.overrides), spec=item.spec, result=item.result,
        snapshot=item.snapshot if item.status in RUNNING_STATES else None)


def item_from(job: StoredJob) -> QueueItem:
    """The item for a row as it was stored (unknown statuses, from a later version, read as queued)."""
    return QueueItem(job.id, job.path, status=_status(job.status), duration=job.duration,
                     target=job.target, spec=job.spec, device=job.device, message=job.message,
                     error_kind=job.error_kind, detail=job.detail, result=job.result, overrides=dict(job.overrides))


class QueueKeeper(QObject):
    notice = Signal(str)  # a one-line warning for the log: the queue could not be read or written

    def __init__(self, controller: JobController, store: QueueStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._store = store
        self._stored: dict[int, StoredJob] = {}  # what the file holds now, as far as this session knows
        self._dirty: set[int] = set()
        self._write_failed = False
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(0)
        self._flush_timer.timeout.connect(self.flush)
        controller.itemAdded.connect(self._changed)
        controller.itemChanged.connect(self._changed)
        controller.itemRemoved.connect(self._changed)

    @property
    def store(self) -> QueueStore:
        return self._store

    def restore(self) -> Restored:
        """Put the stored queue into the (empty) controller; the corrections made on the way are written back."""
        try:
            jobs = self._store.load()
        except sqlite3.Error as error:
            self.notice.emit(self.tr("The saved queue could not be read ({error}); an empty queue starts.").format(
                error=error))
            jobs = []
        self._stored = {job.id: job for job in jobs}
        items, interrupted, missing, undone = [], [], [], []
        for job in jobs:
            item = item_from(job)
            if item.status in RUNNING_STATES:
                if job.snapshot is not None:
                    try:
                        undone += remove_partial_outputs(job.snapshot)
                    except OSError:  # the folder cannot be read now: the run that follows meets what is there
                        pass
                item.status = QUEUED
                interrupted.append(item.path)
            if item.status == QUEUED and not item.path.exists():
                item.status, item.error_kind = FAILED, ErrorKind.MEDIA_NOT_FOUND  # advice: put it back, or add it
                item.message = self.tr("the file is no longer there (moved, renamed or deleted since it was queued)")
                missing.append(item.path)
            items.append(item)
        self._controller.adopt(items)
        self.flush()
        return Restored(len(items), tuple(interrupted), tuple(missing), tuple(undone), self._store.skipped)

    def _changed(self, job_id: int) -> None:
        self._dirty.add(job_id)
        if not self._flush_timer.isActive():
            self._flush_timer.start()

    def flush(self) -> None:
        """Write what changed since the last flush, in one transaction."""
        self._flush_timer.stop()
        saved: dict[int, StoredJob] = {}
        removed: list[int] = []
        present = set(self._controller.ids())
        for job_id in sorted(self._dirty):
            if job_id not in present:
                if job_id in self._stored:
                    removed.append(job_id)
                continue
            record = record_of(self._controller.item(job_id))
            if self._stored.get(job_id) != record:
                saved[job_id] = record
        self._dirty.clear()
        if not saved and not removed:
            return
        try:
            self._store.write(saved.values(), removed)
        except sqlite3.Error as error:
            self._dirty.update(saved, removed)  # tried again with the next change
            if not self._write_failed:
                self._write_failed = True
                self.notice.emit(self.tr("The queue could not be saved ({error}); it is tried again with the next "
                                         "change.").format(error=error))
            return
        self._write_failed = False
        self._stored.update(saved)
        for job_id in removed:
            self._stored.pop(job_id, None)

    def close(self) -> None:
        """Write what is left and let go of the file (the window is closing). Jobs still running stay stored as
        running, so the next start queues them again, as after a crash."""
        self.flush()
        for signal in (self._controller.itemAdded, self._controller.itemChanged, self._controller.itemRemoved):
            signal.disconnect(self._changed)
        self._store.close()
