"""A worker process kept alive between jobs, so a queue of short files pays the imports (torch, pyannote.audio) and
the model loads once instead of once per file. No Qt in here; app.controller drives it from the GUI thread.

Each job still runs in a spawned process that can be killed at any moment (core.runner says why), and the same
events come back over a pipe, so a `WarmPool` hands out handles that behave as core.runner's `JobHandle`:

- **Same models, same worker.** A job goes to an idle worker whose `WorkerKey` serves it: the same engine, model,
  backend and compute type, model folders and offline mode, the same diarization pipeline (a worker that has not
  diarized yet takes a job that does) and the same environment. Inside, core.model_cache keeps the loaded engine and
  diarization pipeline; a settings change that needs other models retires the idle worker and starts another.
- **Cancel kills.** `kill()` ends the worker's process tree, as for a one-job worker; the next job gets a fresh one.
- **A crash costs one job.** A worker that dies reads as `WorkerDied` for the job it ran; the next gets a fresh one.
- **Idle workers leave.** A worker with no job for `IDLE_EXIT_S` exits by itself and gives its memory back; the
  parent stops sending work to one a little before that (`_REUSE_MARGIN_S`), so a job never meets a worker leaving.
- **Flat memory.** After each job the worker drops what the job held, collects garbage, empties torch's GPU cache
  and trims the heap (core.model_cache.ModelCache.after_job): memory goes back to the idle level.

Events carry the number of their job, so nothing a library logs between two jobs is taken for the next one's.

- **The next file decodes while this one runs.** `WarmPool.decode_next` tells the worker running a job which file
  comes next where the same worker will serve it; a thread in the worker decodes it (core.decode_ahead) and the
  next job takes those samples instead of decoding again. A cancel kills the worker and the decode with it.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from core.errors import ErrorKind
from core.events import Event, ignore
from core.jobs import JobSpec
from core.runner import (
    _KILL_WAIT,
    DEFAULT_TARGET,
    FINAL_EVENTS,
    JobDone,
    JobHandle,
    ProgressThrottle,
    WorkerEvent,
    _ForwardLogs,
    _reap,
    _thread_lock_for_tqdm,
    as_failure,
    event_sender,
    kill_process_tree,
    leave_worker,
    load_target,
    prepare_worker,
    read_until,
)

IDLE_EXIT_S = 300.0  # an idle worker exits after this long, giving its memory (models, torch) back
_REUSE_MARGIN_S = 30.0  # no job goes to a worker this close to its idle exit (at most half of IDLE_EXIT_S)
_RETIRE_WAIT_S = 1.0  # a retired worker has this long to leave by itself before it is killed
WARM_TARGET = "core.warm_worker:run_kept_job"  # what DEFAULT_TARGET runs as in a warm worker


# --- which jobs one worker serves --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class WorkerKey:
    """What a worker has loaded, or will load, for its jobs. `diarization` is None until it runs a diarizing job."""

    models: tuple[Any, ...]
    diarization: str | None
    env: tuple[tuple[str, str], ...]

    def serves(self, job: WorkerKey) -> bool:
        """A worker with this key can run a job with key `job` without loading other models."""
        return (self.models == job.models and self.env == job.env
                and (job.diarization is None or self.diarization in (None, job.diarization)))

    def after(self, job: WorkerKey) -> WorkerKey:
        """The worker's key once it has run `job` (a first diarizing job adds its pipeline)."""
        return WorkerKey(self.models, self.diarization or job.diarization, self.env)


def worker_key(payload: Any, env: Mapping[str, str] | None = None) -> WorkerKey:
    """The key of a job: from a JobSpec, the settings that decide which models load and where; any other payload
    (a test's) is served by any worker with the same environment."""
    environment = tuple(sorted((env or {}).items()))
    if not isinstance(payload, JobSpec):
        return WorkerKey((), None, environment)
    models = (payload.engine, payload.model, payload.backend, payload.use_cuda, payload.compute_type,
              payload.cache_dir, payload.offline)
    diarization = (payload.diarization_model or "") if payload.diarize else None
    return WorkerKey(models, diarization, environment)


@dataclass(frozen=True, slots=True)
class DecodeNext:
    """Parent to worker, beside the jobs: the file of the job that will come after the running one."""

    path: str


# --- child side --------------------------------------------------------------------------------------------------
_MODELS: Any = None  # the worker's core.model_cache.ModelCache, while it runs
_AHEAD: Any = None  # the worker's core.decode_ahead.DecodeAhead, while it runs


def run_kept_job(spec: JobSpec, on_event: Callable[[Event], None]) -> Any:
    """core.pipeline.run_job with the worker's kept models and the files it decoded ahead."""
    from core.pipeline import run_job

    return run_job(spec, on_event, models=_MODELS, ahead=_AHEAD)


def _read_commands(commands: Connection, jobs: queue.SimpleQueue[Any], ahead: Any) -> None:
    """The worker's reader thread: jobs go to the main loop in order; a DecodeNext starts its decode at once, while
    the running job goes on. None tells the main loop the parent closed the pipe."""
    while True:
        try:
            message = commands.recv()
        except (EOFError, OSError):
            jobs.put(None)
            return
        if isinstance(message, DecodeNext):
            ahead.start(message.path)
        else:
            jobs.put(message)


def _tagged(send: Callable[[tuple[int, Any]], None], job_no: int) -> Callable[[Event], None]:
    return lambda event: send((job_no, event))


def _warm_main(commands: Connection, events: Connection, env: Mapping[str, str], idle_exit_s: float) -> None:
    """Entry point of a warm worker: run jobs as they come until the parent closes the pipe, the worker has been
    idle for `idle_exit_s`, or a job leaves it unfit (memory ran out). Never returns: ends with os._exit."""
    global _MODELS, _AHEAD
    from core.decode_ahead import DecodeAhead
    from core.model_cache import ModelCache

    prepare_worker(env)
    send = event_sender(events)
    current: list[Callable[[Event], None]] = [ignore]  # library warnings go to the running job, if any
    logging.getLogger().addHandler(_ForwardLogs(lambda event: current[0](event)))
    _thread_lock_for_tqdm()
    _MODELS = ModelCache()
    _AHEAD = DecodeAhead()
    jobs: queue.SimpleQueue[Any] = queue.SimpleQueue()
    threading.Thread(target=_read_commands, args=(commands, jobs, _AHEAD), name="commands", daemon=True).start()
    code = 0
    while True:
        try:
            message = jobs.get(timeout=idle_exit_s)
        except queue.Empty:
            break  # idle long enough: give the memory back
        if message is None:
            break  # the parent retired this worker (or is gone)
        job_no, target, payload = message
        sink = ProgressThrottle(_tagged(send, job_no))
        current[0] = sink
        final: Any
        fatal = False
        _MODELS.before_job()
        try:
            final = JobDone(load_target(target)(payload, sink))
        except BaseException as error:  # noqa: BLE001 - everything is reported; what is not an Exception ends the worker
            final = as_failure(error)
            fatal = not isinstance(error, Exception) or final.kind == ErrorKind.OUT_OF_MEMORY
        sink.flush()
        current[0] = ignore
        send((job_no, final))
        del payload, final, sink  # the job's data (its result, its spec) goes before the next one comes
        if fatal:
            code = 1
            break
        _MODELS.after_job()
    _AHEAD.drop()
    leave_worker(code, commands, events)


# --- parent side -------------------------------------------------------------------------------------------------
@dataclass(eq=False)
class WarmJobHandle(JobHandle):
    """One job on a warm worker: core.runner.JobHandle's interface over the worker's shared pipe. Reading stops at
    the job's final event (the pipe stays open for the next job); `kill()` ends the worker."""

    worker: WarmWorker | None = None
    job_no: int = 0
    ended: float | None = None  # when the final event was read (time.monotonic)

    def read_events(self, limit: int = 1000) -> list[WorkerEvent]:
        events: list[WorkerEvent] = []
        while not self._closed and self.final is None and len(events) < limit:
            try:
                if not self.conn.poll():
                    break
                job_no, event = self.conn.recv()
            except (EOFError, OSError):
                events.extend(self._on_closed())
                break
            if job_no != self.job_no:
                continue  # an earlier job's late word
            events.append(event)
            if isinstance(event, FINAL_EVENTS):
                self.final, self.ended = event, time.monotonic()
        return events

    def wait(self, timeout: float | None = None) -> list[WorkerEvent]:
        return read_until(self.conn, self.read_events, timeout, lambda: self._closed or self.final is not None)

    def kill(self) -> None:
        """Cancel: the worker's process tree is killed now (a job already over leaves the worker alone)."""
        if self.final is not None:
            return
        if self.worker is not None:
            self.worker.dead = True
        super().kill()

    def abandon(self) -> list[WorkerEvent]:
        if self.final is not None:
            return []
        return super().abandon()

    def _on_closed(self) -> list[WorkerEvent]:
        if self.worker is not None:
            self.worker.dead = True
        events = super()._on_closed()
        self.ended = self.ended or time.monotonic()
        return events


class WarmWorker:
    """One warm worker process and its two pipes (jobs in, events out)."""

    def __init__(self, key: WorkerKey, env: Mapping[str, str], idle_exit_s: float) -> None:
        context = multiprocessing.get_context("spawn")
        job_reader, self._jobs = context.Pipe(duplex=False)
        self.events, event_writer = context.Pipe(duplex=False)
        self.process = context.Process(target=_warm_main, args=(job_reader, event_writer, dict(env), idle_exit_s),
                                       name="subtitler-warm-worker", daemon=True)
        self.process.start()
        job_reader.close()  # only the child reads jobs and writes events: its death reads as EOF
        event_writer.close()
        self.key = key
        self.idle_exit_s = idle_exit_s
        self.jobs = 0
        self.current: WarmJobHandle | None = None
        self.idle_since = time.monotonic()
        self.dead = False
        self.hinted: str | None = None  # the file this worker was told comes next (it may hold its audio)

    @property
    def pid(self) -> int | None:
        return self.process.pid

    @property
    def busy(self) -> bool:
        return self.current is not None and self.current.final is None

    def alive(self) -> bool:
        return not self.dead and self.process.is_alive()

    def near_idle_exit(self, now: float) -> bool:
        """Idle so long that the worker may be leaving by itself: send it no more work."""
        margin = min(_REUSE_MARGIN_S, self.idle_exit_s / 2)
        return not self.busy and now - self._idle_since() >= self.idle_exit_s - margin

    def _idle_since(self) -> float:
        if self.current is not None and self.current.final is not None and self.current.ended is not None:
            return self.current.ended
        return self.idle_since

    def submit(self, target: str, payload: Any) -> WarmJobHandle:
        """Send a job; raises OSError (BrokenPipeError) where the worker has gone."""
        self.jobs += 1
        self._jobs.send((self.jobs, target, payload))
        self.current = WarmJobHandle(self.process, self.events, worker=self, job_no=self.jobs)
        return self.current

    def decode_next(self, path: str) -> bool:
        """Hint the file of the job that will follow the running one; False where the worker has gone."""
        try:
            self._jobs.send(DecodeNext(path))
        except OSError:
            return False
        self.hinted = path
        return True

    def retire(self) -> None:
        """Let an idle worker go: it reads the closed pipe and exits; killed if it has not within a second."""
        self.dead = True
        try:
            self._jobs.close()
        except OSError:
            pass
        _reap(self.process, _RETIRE_WAIT_S)
        if self.process.is_alive() and self.pid is not None:
            kill_process_tree(self.pid)
            _reap(self.process, _KILL_WAIT)
        self.events.close()


@dataclass
class WarmPool:
    """Hands jobs to warm workers (`start` has core.runner.start_job's signature); one worker per running job."""

    idle_exit_s: float = IDLE_EXIT_S
    workers: list[WarmWorker] = field(default_factory=list)
    started: int = 0  # workers started so far
    decode_ahead: bool = True  # False: decode_next does nothing (the queue bench compares both)

    def start(self, payload: Any, target: str = DEFAULT_TARGET, env: Mapping[str, str] | None = None) -> JobHandle:
        """Run `target(payload, on_event)` on an idle worker that serves the job's key, else on a new one.
        core.pipeline:run_job runs with the worker's kept models."""
        environment = dict(env or {})
        key = worker_key(payload, environment)
        run = WARM_TARGET if target == DEFAULT_TARGET else target
        self._tidy(key)
        path = str(payload.input_path) if isinstance(payload, JobSpec) else None
        # the worker told this file comes next goes first: it may have the audio decoded already
        for worker in sorted(self.workers, key=lambda w: path is None or w.hinted != path):
            if not worker.busy and worker.key.serves(key):
                try:
                    handle = worker.submit(run, payload)
                except OSError:  # it went between the check and the send
                    self._retire(worker)
                    break
                worker.key = worker.key.after(key)
                return handle
        worker = WarmWorker(key, environment, self.idle_exit_s)
        self.workers.append(worker)
        self.started += 1
        return worker.submit(run, payload)

    def decode_next(self, running: JobHandle, payload: Any, env: Mapping[str, str] | None = None) -> bool:
        """Let `running`'s worker decode the file of `payload`, the job that will follow it, while `running` goes on
        (core.decode_ahead). Only where that worker will serve the next job (the same models) and the job reads a
        media file; True where the hint was sent."""
        if not self.decode_ahead or not isinstance(running, WarmJobHandle) or not isinstance(payload, JobSpec):
            return False
        worker = running.worker
        if worker is None or worker.current is not running or not worker.busy or not worker.alive():
            return False
        if not worker.key.serves(worker_key(payload, dict(env or {}))):
            return False
        return worker.decode_next(str(payload.input_path))

    def _tidy(self, key: WorkerKey) -> None:
        """Forget workers that ended; retire idle ones that cannot serve `key` or are about to leave by themselves."""
        now = time.monotonic()
        for worker in list(self.workers):
            if not worker.alive():
                self._retire(worker)
            elif not worker.busy and (not worker.key.serves(key) or worker.near_idle_exit(now)):
                self._retire(worker)

    def _retire(self, worker: WarmWorker) -> None:
        self.workers.remove(worker)
        worker.retire()

    def idle_pids(self) -> list[int]:
        """The idle workers still alive (for tests and benches)."""
        return [w.pid for w in self.workers if w.pid is not None and not w.busy and w.alive()]

    def shutdown(self) -> None:
        """Every worker ends: running jobs are killed (as a cancel), idle workers retire."""
        for worker in list(self.workers):
            if worker.busy and worker.current is not None:
                worker.current.kill()
            self._retire(worker)
