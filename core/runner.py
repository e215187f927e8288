"""Run one job in a spawned child process and read what it reports over a one-way pipe. No Qt in here.

Why a process and not a thread: a process can be killed at any moment, even inside native code (CTranslate2,
torch, ffmpeg), and when it ends the operating system takes back every byte of model memory. A crash in the child
(segfault, out of memory, SIGKILL) costs that one job only; the parent sees the pipe close without a final event
and reports `WorkerDied` with a readable reason.

Child side: `_child_main` loads the target function from a `"module:function"` string (so tests can hand a spawned
child a fake job, which a monkeypatch could never reach), throttles progress, reports a final `JobDone` or
`JobFailed`, and leaves with `os._exit` so model memory is dropped without the interpreter's shutdown hang. A
watchdog thread ends the child when its parent disappears, so no orphan keeps a GPU.

Parent side: `start_job` returns a `JobHandle`; `read_events()` drains the pipe without blocking (the GUI calls it
from a timer), `kill()` ends the whole process tree and makes the job count as cancelled.

What a killed job left in its output folder is undone by core.writers.rollback; the GUI's model download, a second
kind of worker task, is core.models.download_task.
"""

from __future__ import annotations

import dataclasses
import importlib
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any, NoReturn

from core.errors import ErrorKind, SubtitlerError
from core.events import Event, Log, Progress, SegmentDecoded, StageStarted

DEFAULT_TARGET = "core.pipeline:run_job"
# Failure kinds the runner gives, beside core.errors' own: the GUI maps each kind to what to do next.
PROGRESS_INTERVAL = 0.1  # seconds: at most ten progress events a second cross the pipe
_KILL_WAIT = 3.0


# --- what crosses the pipe ---------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class JobDone:
    """The target returned; `result` is whatever it returned (a core.jobs.JobResult for the pipeline)."""

    result: Any


@dataclass(frozen=True, slots=True)
class JobFailed:
    """The target raised. `kind` is core.errors' stable kind ("media-corrupt", ...), "out-of-memory" when memory
    ran out whatever raised it, or "internal"."""

    kind: ErrorKind
    message: str
    detail: str = ""  # the child's traceback, for the log
    path: str | None = None


@dataclass(frozen=True, slots=True)
class WorkerDied:
    """Made by the parent: the child's pipe closed without a final event (crash, out of memory, killed). `kind`
    is "out-of-memory" where the exit says memory most likely ran out (SIGKILL, the kernel's OOM killer), else
    "worker-died"."""

    exitcode: int | None
    reason: str
    kind: str = ErrorKind.WORKER_DIED


@dataclass(frozen=True, slots=True)
class JobCancelled:
    """Made by the parent: the child ended because we killed it (`JobHandle.kill`)."""

    reason: str = "cancelled"


WorkerEvent = StageStarted | Progress | SegmentDecoded | Log | JobDone | JobFailed | WorkerDied | JobCancelled
FINAL_EVENTS = (JobDone, JobFailed, WorkerDied, JobCancelled)


# --- child side --------------------------------------------------------------------------------------------------
class ProgressThrottle:
    """An event sink that lets `Progress` through at most once per `interval`, but always the first event of a stage
    and a stage's end (fraction 1.0). Other events pass at once, after any held-back progress, so order is kept.
    `flush()` sends what is still held back; call it before the final event."""

    def __init__(
        self,
        send: Callable[[Event], None],
        interval: float = PROGRESS_INTERVAL,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._send = send
        self._interval = interval
        self._clock = clock
        self._last_sent = float("-inf")
        self._stages_seen: set[str] = set()
        self._held: dict[str, Progress] = {}  # newest held-back progress per stage
        self._lock = threading.Lock()  # the pipeline reports from a diarization thread too

    def __call__(self, event: Event) -> None:
        with self._lock:
            if not isinstance(event, Progress):
                self._flush_locked()
                self._send(event)
                return
            now = self._clock()
            urgent = event.stage not in self._stages_seen or event.fraction >= 1.0
            self._stages_seen.add(event.stage)
            if urgent or now - self._last_sent >= self._interval:
                self._held.pop(event.stage, None)
                self._flush_locked()
                self._send(event)
                self._last_sent = now
            else:
                self._held[event.stage] = event

    def flush(self) -> None:
        with self._lock:
            self._flush_locked()

    def _flush_locked(self) -> None:
        held, self._held = list(self._held.values()), {}
        for event in held:
            self._send(event)


class _ForwardLogs(logging.Handler):
    """Library warnings in the child become `Log` events instead of vanishing into a console nobody sees."""

    def __init__(self, sink: Callable[[Event], None]) -> None:
        super().__init__(logging.WARNING)
        self._sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self._sink(Log(record.levelname.lower(), f"{record.name}: {record.getMessage()}"))
        except Exception:  # a log line must never take the job down
            pass


def load_target(ref: str) -> Callable[[Any, Callable[[Event], None]], Any]:
    """`"package.module:function"` -> the function."""
    module_name, sep, attr = ref.partition(":")
    if not sep or not module_name or not attr:
        raise ValueError(f"target must look like 'module:function', got {ref!r}")
    target = getattr(importlib.import_module(module_name), attr, None)
    if not callable(target):
        raise ValueError(f"{ref!r} is not a callable")
    return target


def _watch_parent() -> None:
    """Exit as soon as the parent process is gone (its sentinel becomes ready when it dies)."""
    from multiprocessing.connection import wait

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(3)

    threading.Thread(target=watch, name="parent-watchdog", daemon=True).start()


def as_failure(error: BaseException) -> JobFailed:
    """Classify an exception in one place: our typed errors keep their kind, the rest are internal; any error that
    says memory ran out (torch's "CUDA out of memory", a library's RuntimeError) is "out-of-memory", so the GUI's
    help keys on the kind and never reads the message."""
    detail = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    if isinstance(error, MemoryError):
        return JobFailed(ErrorKind.OUT_OF_MEMORY, "ran out of memory", detail)
    if isinstance(error, SubtitlerError):
        failure = JobFailed(error.kind, error.message, detail, error.path)
    else:
        failure = JobFailed(ErrorKind.INTERNAL, f"{type(error).__name__}: {error}", detail)
    if "out of memory" in failure.message.lower():
        return dataclasses.replace(failure, kind=ErrorKind.OUT_OF_MEMORY)
    return failure


def _thread_lock_for_tqdm() -> None:
    """tqdm (faster-whisper's and huggingface_hub's progress) locks with a multiprocessing RLock, a named semaphore
    the parent's resource tracker owns; a child that leaves by os._exit never releases it, and the user then reads
    "leaked semaphore objects" when the app closes. One job per process needs only a thread lock."""
    try:
        from tqdm import tqdm
    except ImportError:
        return
    tqdm.set_lock(threading.RLock())


def prepare_worker(env: Mapping[str, str]) -> None:
    """What every spawned worker does first: end with its parent, take the job's environment, and give libraries a
    sink where a windowed app (pythonw) has no console."""
    _watch_parent()
    os.environ.update(env)
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def event_sender(conn: Connection) -> Callable[[Any], None]:
    """A worker's one way to send on its event pipe, safe from its threads; a parent that stopped listening ends
    the worker (exit 4): nobody would read what it does next."""
    lock = threading.Lock()

    def send(event: Any) -> None:
        try:
            with lock:
                conn.send(event)
        except (BrokenPipeError, EOFError, OSError):
            os._exit(4)

    return send


def leave_worker(code: int, *pipes: Connection) -> NoReturn:
    """How every worker ends: its pipes closed and output flushed, then os._exit, which drops model memory without
    the interpreter's shutdown (that can hang on library threads)."""
    try:
        for pipe in pipes:
            pipe.close()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)


def _child_main(conn: Connection, target: str, payload: Any, env: Mapping[str, str]) -> None:
    """Entry point of the spawned child. Never returns: ends with os._exit."""
    prepare_worker(env)
    send = event_sender(conn)
    sink = ProgressThrottle(send)
    logging.getLogger().addHandler(_ForwardLogs(sink))
    _thread_lock_for_tqdm()
    code = 0
    try:
        result = load_target(target)(payload, sink)
        sink.flush()
        send(JobDone(result))
    except BaseException as error:  # noqa: BLE001 - everything must be reported, then the process ends anyway
        sink.flush()
        send(as_failure(error))
        code = 1
    finally:
        leave_worker(code, conn)


# --- parent side -------------------------------------------------------------------------------------------------
_SIGNAL_REASONS = {
    "SIGSEGV": "crashed (segmentation fault)",
    "SIGBUS": "crashed (bus error)",
    "SIGILL": "crashed (illegal instruction)",
    "SIGFPE": "crashed (arithmetic error)",
    "SIGABRT": "aborted",
    "SIGKILL": "was killed (SIGKILL); the system may have run out of memory",
    "SIGTERM": "was terminated (SIGTERM)",
}
_WINDOWS_CODES = {0xC0000005: "crashed (access violation)", 0xC00000FD: "crashed (stack overflow)",
                  0xC0000409: "crashed (stack buffer overrun)", 0xE06D7363: "crashed (C++ exception)"}


def describe_exit(exitcode: int | None) -> str:
    """A sentence for how a worker ended without reporting, from its exit code."""
    if exitcode is None:
        return "the worker stopped responding"
    if exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        return f"the worker {_SIGNAL_REASONS.get(name, f'was stopped by {name}')}"
    if exitcode & 0xFFFFFFFF in _WINDOWS_CODES:
        return f"the worker {_WINDOWS_CODES[exitcode & 0xFFFFFFFF]}"
    return f"the worker exited with code {exitcode} without reporting a result"


def exit_kind(exitcode: int | None) -> str:
    """The failure kind of a worker that ended without reporting: killed outright (SIGKILL, what the kernel's OOM
    killer sends; a cancel is told apart before this) reads as memory having run out."""
    sigkill = getattr(signal, "SIGKILL", None)  # Windows has none
    if sigkill is not None and exitcode == -sigkill:
        return ErrorKind.OUT_OF_MEMORY
    return ErrorKind.WORKER_DIED


def kill_process_tree(pid: int, timeout: float = _KILL_WAIT) -> None:
    """Kill a process and everything it started (ffmpeg, loader helpers). Children are listed before the kill so
    none is missed; only they are waited for here, because reaping `pid` is its owner's business
    (multiprocessing's join would otherwise never learn the exit code)."""
    import psutil

    try:
        root = psutil.Process(pid)
        children = root.children(recursive=True)
    except psutil.NoSuchProcess:
        return
    for proc in (root, *children):
        try:
            proc.kill()
        except psutil.NoSuchProcess:
            pass
    psutil.wait_procs(children, timeout=timeout)


def _reap(process: multiprocessing.process.BaseProcess, timeout: float) -> None:
    """Wait up to `timeout` for a worker to end, by polling its exit status (waitpid) rather than `join()`: join
    waits on a sentinel pipe, which a grandchild that escaped the kill (double fork) may still hold open."""
    deadline = time.monotonic() + timeout
    while process.is_alive() and time.monotonic() < deadline:
        time.sleep(0.005)


def read_until(conn: Connection, read: Callable[[], list[WorkerEvent]], timeout: float | None,
               over: Callable[[], bool]) -> list[WorkerEvent]:
    """Every event `read` takes from the worker's pipe until `over()` or `timeout` seconds (None: no limit): the
    blocking wait of a job handle, for CLI-style callers."""
    deadline = None if timeout is None else time.monotonic() + timeout
    events: list[WorkerEvent] = []
    while not over():
        remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
        if remaining == 0.0:
            break
        conn.poll(remaining if remaining is not None else 0.5)
        events.extend(read())
    return events


@dataclass
class JobHandle:
    """The parent's grip on one worker. Not thread-safe: use it from one thread (the GUI's)."""

    process: multiprocessing.process.BaseProcess
    conn: Connection
    started: float = field(default_factory=time.monotonic)
    cancel_requested: bool = False
    final: WorkerEvent | None = None
    _closed: bool = False

    @property
    def pid(self) -> int | None:
        return self.process.pid

    @property
    def finished(self) -> bool:
        """True once the final event has been read (or made up): nothing more will come."""
        return self.final is not None

    def fileno(self) -> int:
        return self.conn.fileno()

    def read_events(self, limit: int = 1000) -> list[WorkerEvent]:
        """Everything waiting in the pipe, without blocking; ends with the final event when the job is over."""
        events: list[WorkerEvent] = []
        while not self._closed and len(events) < limit:
            try:
                if not self.conn.poll():
                    break
                event = self.conn.recv()
            except (EOFError, OSError):
                events.extend(self._on_closed())
                break
            if self.final is None:
                events.append(event)
                if isinstance(event, FINAL_EVENTS):
                    self.final = event
        return events

    def wait(self, timeout: float | None = None) -> list[WorkerEvent]:
        """Block until the job is over (or `timeout` passes) and return every event read; for CLI-style callers."""
        return read_until(self.conn, self.read_events, timeout, lambda: self._closed)

    def kill(self) -> None:
        """Cancel: kill the worker's process tree now. The job ends as `JobCancelled` unless its result was
        already sent; events sent before the kill are still delivered by `read_events`."""
        if self._closed:
            return
        self.cancel_requested = True
        if self.pid is not None and self.process.is_alive():
            kill_process_tree(self.pid)
        _reap(self.process, _KILL_WAIT)

    def abandon(self) -> list[WorkerEvent]:
        """Stop reading without waiting for the pipe to close (something the kill could not reach still holds its
        write end): the job ends now, as `JobCancelled` after `kill()`, else as `WorkerDied`."""
        if self._closed:
            return []
        return self._on_closed()

    def _on_closed(self) -> list[WorkerEvent]:
        self._closed = True
        self.conn.close()
        _reap(self.process, _KILL_WAIT)
        if self.final is not None:
            return []
        if self.cancel_requested:
            self.final = JobCancelled()
        else:
            code = self.process.exitcode
            self.final = WorkerDied(code, describe_exit(code), exit_kind(code))
        return [self.final]


def start_job(payload: Any, target: str = DEFAULT_TARGET, env: Mapping[str, str] | None = None) -> JobHandle:
    """Spawn a worker that runs `target(payload, on_event)`; `env` is added to its environment only."""
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(
        target=_child_main, args=(sender, target, payload, dict(env or {})), name="subtitler-worker", daemon=True
    )
    process.start()
    sender.close()  # only the child writes: with our copy closed, its death reads as EOF
    return JobHandle(process, receiver)


def run_in_worker(payload: Any, target: str = DEFAULT_TARGET, on_event: Callable[[WorkerEvent], None] | None = None,
                  env: Mapping[str, str] | None = None) -> WorkerEvent:
    """Blocking convenience: run one job in a worker, pass its events on, return the final event."""
    handle = start_job(payload, target, env)
    try:
        while not handle.finished:
            for event in handle.wait(0.5):
                if on_event is not None:
                    on_event(event)
    except BaseException:
        handle.kill()
        raise
    assert handle.final is not None
    return handle.final
