"""The queue and its workers: owns one core.runner.JobHandle per running job, reads their pipes on the GUI thread
as soon as something arrives (a QSocketNotifier on the pipe's descriptor; on Windows, whose pipes a notifier cannot
watch, a 50 ms timer) and re-emits what arrives as Qt signals.

Jobs run on warm workers (core.warm_worker): a worker process stays alive between jobs that need the same models,
so a queue of short files pays the imports and model loads once; cancel still kills the job's worker at once. While
a job runs, its worker decodes the next queued file where it will run that one too (core.decode_ahead).

Widgets never touch a worker; they call this object's methods (add, start, pause, cancel, retry, remove,
rename_speaker) and redraw when it signals. One job runs at a time by default: a second whisper model would only
compete for the same cores or GPU memory.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from app.job_status import FINAL_STATES, RUNNING_STATES, JobStatus
from app.progress import ProgressTracker
from app.qt import QObject, QSocketNotifier, QTimer, Signal
from app.queue_item import QueueItem
from core.errors import ErrorKind, SubtitlerError
from core.events import Log, Progress, SegmentDecoded, StageStarted
from core.jobs import JobResult, JobSpec
from core.runner import (
    DEFAULT_TARGET,
    JobCancelled,
    JobDone,
    JobFailed,
    JobHandle,
    WorkerDied,
    start_job,
)
from core.types import Transcript
from core.warm_worker import WarmPool

# The statuses other modules import from here (app.job_status defines them).
QUEUED, DECODING, DONE, FAILED, CANCELLED = (JobStatus.QUEUED, JobStatus.DECODING, JobStatus.DONE, JobStatus.FAILED,
                                             JobStatus.CANCELLED)
POLL_MS = 50  # reading interval where no notifier watches the pipe
CANCEL_WAIT_S = 0.8  # a cancel never blocks the window longer than this (plus the kill itself)
TICK_MS = 500  # redraw interval for running rows (the ETA moves on even when no event arrives)
USE_NOTIFIER = os.name == "posix"


class JobController(QObject):
    itemAdded = Signal(int)
    itemChanged = Signal(int)
    itemRemoved = Signal(int)
    segmentReceived = Signal(int, object)  # job id, core.types.Segment
    logMessage = Signal(str, str)  # level, text
    runningChanged = Signal(bool)  # queue started / paused
    ticked = Signal()  # every TICK_MS while jobs run: time for the ETA to be redrawn
    queueIdle = Signal()  # the last running job ended and no other could start
    jobFinished = Signal(int)  # job id: it is done and its outputs are written (the window logs where)

    def __init__(
        self,
        spec_factory: Callable[[Path], JobSpec],
        env_factory: Callable[[], dict[str, str]] | None = None,
        max_parallel: int = 1,
        parent: QObject | None = None,
        warm_workers: bool = True,
        decode_ahead: bool = True,
    ) -> None:
        """`warm_workers`: jobs that need the same models share a worker process kept alive between them (False: a
        fresh process per job, as before core.warm_worker; the queue bench compares the two). `decode_ahead`: the
        running job's worker decodes the next queued file meanwhile (False: each job decodes its own)."""
        super().__init__(parent)
        self._spec_factory = spec_factory
        self._env_factory = env_factory or dict
        self.max_parallel = max_parallel
        self.workers = WarmPool(decode_ahead=decode_ahead)
        self._hinted: tuple[JobHandle, int] | None = None  # the running job whose worker was told the next file
        self._start_worker = self.workers.start if warm_workers else start_job
        self._items: dict[int, QueueItem] = {}
        self._next_id = 1
        self._running = False
        self._busy = False
        self.use_notifier = USE_NOTIFIER
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS if self.use_notifier else POLL_MS)
        self._timer.timeout.connect(self._poll)

    # --- queries -----------------------------------------------------------------------------------------------
    def items(self) -> list[QueueItem]:
        return list(self._items.values())

    def item(self, job_id: int) -> QueueItem:
        return self._items[job_id]

    def ids(self) -> list[int]:
        return list(self._items)

    @property
    def is_running(self) -> bool:
        return self._running

    def active(self) -> list[QueueItem]:
        return [i for i in self._items.values() if i.handle is not None]

    # --- queue edits -------------------------------------------------------------------------------------------
    def add(self, paths: Iterable[Path], target: str = DEFAULT_TARGET,
            overrides: dict[str, Any] | None = None) -> list[int]:
        """Queue files (already filtered by app.media_files); they start when the queue runs. `overrides`: JobSpec
        fields these jobs set over the settings (a live recording's refinement names its own outputs)."""
        added = []
        for path in paths:
            item = QueueItem(self._next_id, Path(path), target=target, overrides=dict(overrides or {}))
            self._next_id += 1
            self._items[item.id] = item
            added.append(item.id)
            self.itemAdded.emit(item.id)
        self._schedule()
        return added

    def adopt(self, items: Iterable[QueueItem]) -> None:
        """Take back rows kept from an earlier session (app.queue_keeper) with their ids, in order; queued ones start
        when the queue runs."""
        for item in items:
            self._items[item.id] = item
            self._next_id = max(self._next_id, item.id + 1)
            self.itemAdded.emit(item.id)
        self._schedule()

    def set_duration(self, job_id: int, seconds: float | None) -> None:
        if job_id in self._items and seconds:
            self._items[job_id].duration = seconds
            self.itemChanged.emit(job_id)

    def remove(self, job_id: int) -> None:
        """Take a row off the queue; a running job is cancelled first."""
        item = self._items.get(job_id)
        if item is None:
            return
        if item.handle is not None:
            self.cancel(job_id)
        del self._items[job_id]
        self.itemRemoved.emit(job_id)

    def retry(self, job_id: int, *, overwrite: bool = False, output_name: str | None = None) -> None:
        """Queue a finished, failed or cancelled job again, whole: it picks up the settings of that moment.

        `overwrite` replaces the job's existing outputs, `output_name` writes them under another name instead (the
        window asks which). The last good result stays on view, and its files openable, until the new run
        finishes: a retry that fails or is cancelled takes nothing away.
        """
        item = self._items.get(job_id)
        if item is None or item.status not in FINAL_STATES:
            return
        # Nothing of the last run's own overrides is carried: after "Find speakers again" (speakers_only, its count
        # and its output folder), a retry is the whole job with the settings of now, a changed model included.
        overrides: dict[str, Any] = {}
        if overwrite:
            overrides["overwrite"] = True
        if output_name is not None:
            overrides["output_name"] = output_name
        self._requeue(item, overrides)

    def find_speakers_again(self, job_id: int, *, num_speakers: int | None = None, min_speakers: int | None = None,
                            max_speakers: int | None = None) -> bool:
        """Queue a finished job again to find only its speakers (core's `speakers_only`): the words of its JSON stay,
        diarization runs with the count given here, and the same output files are rewritten. For a count that
        came out wrong, or speakers for a job transcribed without them. False where the job has no JSON."""
        item = self._items.get(job_id)
        json_path = item.json_output if item is not None else None
        if item is None or item.status not in FINAL_STATES or json_path is None:
            return False
        from core.writers import sibling_formats

        # what the run rewrites (core.pipeline.find_speakers_again: the JSON and the outputs beside it), so the
        # snapshot can undo all of it
        formats = tuple(sibling_formats(json_path))
        self._requeue(item, {"speakers_only": True, "diarize": True, "num_speakers": num_speakers,
                             "min_speakers": min_speakers, "max_speakers": max_speakers, "overwrite": True,
                             "output_dir": str(json_path.parent), "output_name": json_path.name[: -len(".json")],
                             "formats": formats})
        return True

    def _requeue(self, item: QueueItem, overrides: dict[str, Any]) -> None:
        """The job queued again with `overrides` on the settings of the moment; its last good result stays on view."""
        fresh = QueueItem(item.id, item.path, duration=item.duration, target=item.target, spec=item.spec,
                          device=item.device, result=item.result, transcript=item.transcript, overrides=overrides)
        self._items[item.id] = fresh
        self.itemChanged.emit(item.id)
        self._schedule()

    # --- running -----------------------------------------------------------------------------------------------
    def start(self) -> None:
        if not self._running:
            self._running = True
            self.runningChanged.emit(True)
        self._schedule()

    def pause(self) -> None:
        """Start no further jobs; the running one finishes (cancel it to stop it now)."""
        if self._running:
            self._running = False
            self.runningChanged.emit(False)

    def cancel(self, job_id: int) -> None:
        """Stop a job now. A running worker is killed with its process tree before this returns, so the row reads
        "cancelled" at once and any half-written output is removed."""
        item = self._items.get(job_id)
        if item is None or item.status in FINAL_STATES:
            return
        if item.handle is None:
            item.status, item.message = CANCELLED, self.tr("cancelled before it started")
            self.itemChanged.emit(job_id)
            return
        from multiprocessing.connection import wait

        handle = item.handle
        handle.kill()
        deadline = time.monotonic() + CANCEL_WAIT_S
        while not handle.finished:  # what was sent before the kill, then the final JobCancelled (pipe is closed)
            if self._drain(item):
                continue
            if time.monotonic() > deadline:  # the pipe never closed: end the job without it
                self._apply(item, handle.abandon())
                break
            wait([handle.conn], 0.1)
        self._schedule()

    def shutdown(self) -> None:
        """Stop everything (window closing): no new jobs, every worker killed, partial outputs removed."""
        self.pause()
        for item in self.active():
            self.cancel(item.id)
        self.workers.shutdown()  # idle warm workers leave now rather than after their idle time
        self._timer.stop()

    def _schedule(self) -> None:
        if self._running:
            for item in list(self._items.values()):
                if len(self.active()) >= self.max_parallel:
                    break
                if item.status == QUEUED:
                    self._launch(item)
        if self.active():
            self._busy = True
            self._decode_next()
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
            if self._busy:
                self._busy = False
                self.queueIdle.emit()

    def _decode_next(self) -> None:
        """Every slot taken by one running job: tell its worker the next queued file, once, so it decodes it
        meanwhile (core.warm_worker.WarmPool.decode_next sends it only where that worker will run it)."""
        active = self.active()
        if not self._running or len(active) != 1 or self.max_parallel != 1:
            return
        running = active[0]
        following = next((i for i in self._items.values() if i.status == QUEUED), None)
        if following is None or running.handle is None or self._hinted == (running.handle, following.id):
            return
        self._hinted = (running.handle, following.id)
        try:
            spec = self._spec_of(following)
        except (SubtitlerError, ValueError):
            return  # its own launch says what is wrong
        self.workers.decode_next(running.handle, spec, self._env_factory())

    def _spec_of(self, item: QueueItem) -> JobSpec:
        """The job's settings as of now, with the row's own overrides."""
        spec = self._spec_factory(item.path)
        if item.overrides:  # lists are tuples in a JobSpec (overrides kept across sessions come back from JSON)
            chosen: dict[str, Any] = {key: tuple(value) if isinstance(value, list) else value
                                      for key, value in item.overrides.items()}
            spec = dataclasses.replace(spec, **chosen)
        return spec

    def _launch(self, item: QueueItem) -> None:
        from core.writers.rollback import snapshot_outputs

        try:
            spec = self._spec_of(item)
        except (SubtitlerError, ValueError) as error:
            item.error_kind = getattr(error, "kind", "invalid-option")
            self._finish(item, FAILED, getattr(error, "message", str(error)))
            return
        item.spec = spec
        item.tracker = ProgressTracker(diarize=spec.diarize, speakers_only=spec.speakers_only)
        item.tracker.started = time.monotonic()
        item.snapshot = snapshot_outputs(spec.target_dir, spec.output_stem, spec.formats)
        item.status = DECODING
        item.handle = self._start_worker(spec, item.target, self._env_factory())
        if self.use_notifier:
            item.notifier = QSocketNotifier(item.handle.fileno(), QSocketNotifier.Type.Read, self)
            item.notifier.activated.connect(lambda *_args, job_id=item.id: self._on_readable(job_id))
        self.logMessage.emit("info", self.tr("Started {name}").format(name=item.path.name))
        self.itemChanged.emit(item.id)

    def _on_readable(self, job_id: int) -> None:
        item = self._items.get(job_id)
        if item is not None and item.handle is not None:
            self._drain(item)
            self._schedule()

    def _poll(self) -> None:
        for item in self.active():
            self._drain(item)
        self._schedule()
        self.ticked.emit()

    def _drain(self, item: QueueItem) -> bool:
        """Apply what the worker sent; False when nothing was waiting."""
        assert item.handle is not None
        return self._apply(item, item.handle.read_events())

    def _apply(self, item: QueueItem, events: list) -> bool:
        """Turn a worker's events into row changes and signals; False when there were none."""
        if not events:
            return False
        handle = item.handle
        assert handle is not None  # events come from a running job's handle
        changed = False
        for event in events:
            if isinstance(event, (StageStarted, Progress)):
                item.tracker.update(event, time.monotonic())
                item.status = item.tracker.status
                if isinstance(event, StageStarted) and event.device:
                    item.device = event.device
                changed = True
            elif isinstance(event, SegmentDecoded):
                item.segments.append(event.segment)
                self.segmentReceived.emit(item.id, event.segment)
            elif isinstance(event, Log):
                self.logMessage.emit(event.level, f"{item.path.name}: {event.message}")
            elif isinstance(event, JobDone):
                self._done(item, event.result)
            elif isinstance(event, JobFailed):
                where = f" ({event.path})" if event.path and event.path != str(item.path) else ""
                if event.kind == ErrorKind.OUTPUT_EXISTS and event.message.startswith("would overwrite"):
                    where = self.tr(": press Retry to replace them or keep both")  # the window asks which
                item.detail = event.detail
                item.error_kind = event.kind
                self._finish(item, FAILED, event.message + where)
            elif isinstance(event, WorkerDied):
                item.error_kind = event.kind
                self._finish(item, FAILED, event.reason)
            elif isinstance(event, JobCancelled):
                self._finish(item, CANCELLED, self.tr("cancelled"))
        if changed and not handle.finished:
            self.itemChanged.emit(item.id)
        return True

    def _done(self, item: QueueItem, result: JobResult) -> None:
        item.result = result
        item.device = result.device
        # The file's length as its container says, as the row showed it while queued (a video's picture can run a
        # little past its sound, which is what the job measures: 0:27 queued, 0:26 done); the job's where no probe
        # answered.
        item.duration = item.duration or result.duration
        if item.json_output is not None and item.json_output.exists():
            item.transcript = read_transcript(item.json_output)
        self._finish(item, DONE, "")
        self.jobFinished.emit(item.id)

    def _finish(self, item: QueueItem, status: JobStatus, message: str) -> None:
        item.handle = None
        if item.notifier is not None:  # before the event loop runs again: the pipe's descriptor is closed by now
            item.notifier.setEnabled(False)
            item.notifier.deleteLater()
            item.notifier = None
        item.status, item.message = status, message
        if status in (FAILED, CANCELLED) and item.snapshot is not None:
            from core.writers.rollback import remove_partial_outputs

            for path in remove_partial_outputs(item.snapshot):
                self.logMessage.emit("info", self.tr("Removed unfinished output {path}").format(path=path))
        if status == FAILED:
            self.logMessage.emit("error", f"{item.path.name}: {message}")
            if item.detail:
                self.logMessage.emit("debug", item.detail.rstrip())
        elif status == CANCELLED:
            self.logMessage.emit("info", self.tr("Cancelled {name}").format(name=item.path.name))
        self.itemChanged.emit(item.id)

    # --- after a job -------------------------------------------------------------------------------------------
    def rename_speaker(self, job_id: int, label: str, name: str) -> list[Path]:
        """Give a speaker a name in every output of a finished job (rewritten from its JSON)."""
        from core.writers import rebuild_outputs

        item = self._items[job_id]
        json_path = item.json_output
        if item.status in RUNNING_STATES or json_path is None:
            raise SubtitlerError("only a finished job's outputs can be renamed", path=str(item.path))
        formats = tuple(p.suffix.lstrip(".") for p in item.outputs)
        # `label` is the name the JSON has now; the JSON is rewritten too, so the next rename starts from `name`.
        written = rebuild_outputs(json_path, {label: name}, formats=formats)
        item.transcript = read_transcript(json_path)
        self.logMessage.emit("info", self.tr("Renamed {old} to {new} in {n} files").format(
            old=label, new=name, n=len(written)))
        if item.spec is not None and item.spec.known_voices:
            self._remember_voice(item.transcript, name)
        self.itemChanged.emit(job_id)
        return list(written)

    def load_transcript(self, job_id: int) -> None:
        """Read a finished job's transcript from its JSON where it is not in memory (a job put back from an earlier
        session): when it is first shown, rather than every one at start."""
        item = self._items.get(job_id)
        if item is None or item.transcript is not None or item.status in RUNNING_STATES:
            return
        json_path = item.json_output
        if json_path is None or not json_path.exists():
            return
        try:
            item.transcript = read_transcript(json_path)
        except (SubtitlerError, OSError) as error:
            self.logMessage.emit("warning", f"{item.path.name}: {error}")

    def reload_transcript(self, job_id: int) -> None:
        """Read a job's transcript again after its JSON changed (a saved review), and show it."""
        item = self._items.get(job_id)
        if item is None or item.status in RUNNING_STATES:
            return
        item.transcript = None
        self.load_transcript(job_id)
        self.itemChanged.emit(job_id)

    def _remember_voice(self, transcript: Transcript, name: str) -> None:
        """Known voices on: the voice just named is remembered (kept on this computer only) for later files."""
        from core.voices import VoiceBook

        voice = transcript.voices.get(name)
        if voice is None or not transcript.embedder:
            return
        try:
            VoiceBook().remember(name, transcript.embedder, voice.centroid)
        except (OSError, SubtitlerError) as error:
            self.logMessage.emit("warning", self.tr("Could not remember the voice of {name}: {error}").format(
                name=name, error=error))
            return
        self.logMessage.emit("info", self.tr("Remembered the voice of {name}").format(name=name))


def read_transcript(json_path: Path) -> Transcript:
    from core.writers import read_json

    return read_json(Path(json_path)).transcript
