"""The window's queue on disk: one SQLite file in the user data folder, so a crash, a kill or a reboot loses no job.

No Qt here (app.queue_keeper ties it to the controller). One row per job, keyed by the queue's job id, which also
gives the rows' order. Every `write` is one transaction: after a kill the file holds the queue as it was before or
after a change, never half of one. WAL with synchronous=NORMAL: a killed app loses nothing that was committed; a
power cut may lose the last few changes but never the file.

A file that cannot be read (damaged, not SQLite, written by a newer version, no permission) is set aside under a new
name, and an empty queue starts with a one-line notice; where not even that works, the queue is kept in memory.

One window at a time keeps the file: it holds a lock on `<file>.lock` while open (the system lets go of it when the
process ends, however it ends). A second window of the app gets a queue in memory and a notice, instead of
restoring and running the same jobs as the first.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import IO, Any

from core.errors import InvalidOptionError
from core.jobs import JobResult, JobSpec
from core.runner import DEFAULT_TARGET
from core.writers.rollback import OutputSnapshot

APP_NAME = "whisper-subtitler"
FILE_NAME = "queue.sqlite3"
SCHEMA_VERSION = 1  # PRAGMA user_version; a file with a higher one was written by a newer app and is set aside
_SIDE_FILES = ("-wal", "-shm")  # SQLite's companions, moved with a file set aside so a new file never adopts them

_CREATE = """
CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,  -- the queue's job id: rows load in this order
    input TEXT NOT NULL,
    status TEXT NOT NULL,    -- app.controller's status ("queued", "transcribing", "done", ...)
    target TEXT NOT NULL,    -- the worker function, "module:function"
    duration REAL,
    device TEXT NOT NULL,
    message TEXT NOT NULL,   -- a failure's sentence, or why it was cancelled
    error_kind TEXT NOT NULL,
    detail TEXT NOT NULL,    -- a failure's traceback, for the log
    overrides TEXT NOT NULL, -- JSON object: JobSpec fields a retry chose (overwrite, output_name)
    spec TEXT,               -- JobSpec.to_json() of the last start
    result TEXT,             -- JSON of the last good JobResult: its outputs
    snapshot TEXT,           -- JSON of the outputs there before a running job started (what to undo after a kill)
    updated TEXT NOT NULL    -- UTC time of the row's last write, for people reading the file
)
"""
_COLUMNS = ("id", "input", "status", "target", "duration", "device", "message", "error_kind", "detail", "overrides",
            "spec", "result", "snapshot", "updated")


@dataclass(frozen=True, slots=True)
class StoredJob:
    """One row: what the queue needs to show a job again and to run it, not its progress."""

    id: int
    path: Path
    status: str
    target: str = DEFAULT_TARGET
    duration: float | None = None
    device: str = ""
    message: str = ""
    error_kind: str = ""
    detail: str = ""
    overrides: Mapping[str, Any] = field(default_factory=dict)
    spec: JobSpec | None = None
    result: JobResult | None = None
    snapshot: OutputSnapshot | None = None


class QueueStoreError(Exception):
    """The file is there but is not a queue this version can read."""


def default_queue_path() -> Path:
    """The queue's file in the user data folder (beside the known voices, core.voices)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME) / FILE_NAME


class QueueStore:
    """The rows of one queue file. Open it with `open_queue_store`, which never fails."""

    def __init__(self, connection: sqlite3.Connection, path: Path | None, notice: str = "",
                 lock: IO[bytes] | None = None) -> None:
        self._conn = connection
        self._lock = lock
        self.path = path  # None: kept in memory only
        self.notice = notice  # one line for the user when the file could not be used as it was, else ""
        self.skipped = 0  # rows the last `load` could not read (left out and deleted)

    @classmethod
    def open(cls, path: Path, lock: IO[bytes] | None = None) -> QueueStore:
        """Open or create the file; QueueStoreError or sqlite3.Error when it cannot be used. `lock` (from
        `take_lock`) is let go of when the store closes."""
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(path), timeout=5.0)
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]  # "file is not a database" here
            if version > SCHEMA_VERSION:
                raise QueueStoreError(f"it was written by a newer version of the app (schema {version})")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise QueueStoreError(f"it is damaged ({check})")
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if version == 0 and tables:
                raise QueueStoreError("it is not a queue file")
            if version == SCHEMA_VERSION and "jobs" not in tables:
                raise QueueStoreError("its jobs table is missing")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            if version == 0:
                with conn:
                    conn.execute(_CREATE)
                    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except BaseException:
            conn.close()
            raise
        return cls(conn, path, lock=lock)

    @classmethod
    def in_memory(cls, notice: str = "") -> QueueStore:
        conn = sqlite3.connect(":memory:")
        with conn:
            conn.execute(_CREATE)
        return cls(conn, None, notice)

    def load(self) -> list[StoredJob]:
        """Every readable row, in queue order. A row that no longer parses (damaged by hand, say) is deleted and
        counted in `skipped`, so that the rest of the queue still comes back."""
        jobs, bad = [], []
        for row in self._conn.execute(f"SELECT {', '.join(_COLUMNS)} FROM jobs ORDER BY id").fetchall():
            try:
                jobs.append(_job_from_row(row))
            except (KeyError, TypeError, ValueError, InvalidOptionError):
                bad.append(row[0])
        self.skipped = len(bad)
        if bad:
            self.write(removed=bad)
        return jobs

    def write(self, saved: Iterable[StoredJob] = (), removed: Iterable[int] = ()) -> None:
        """Insert or replace `saved` and delete the ids in `removed`, all in one transaction (sqlite3.Error if the
        disk refuses; then nothing of it is written)."""
        now = datetime.now(timezone.utc).isoformat(timespec="seconds")
        rows = [_row_of(job, now) for job in saved]
        with self._conn:
            if rows:
                self._conn.executemany(
                    f"INSERT OR REPLACE INTO jobs ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * len(_COLUMNS))})",
                    rows)
            self._conn.executemany("DELETE FROM jobs WHERE id = ?", [(job_id,) for job_id in removed])

    def close(self) -> None:
        self._conn.close()
        if self._lock is not None:
            self._lock.close()  # closing the file lets go of the lock
            self._lock = None


def open_queue_store(path: Path | None = None) -> QueueStore:
    """The queue file at `path` (default: the user data folder), ready to use whatever state it is in."""
    path = Path(path) if path is not None else default_queue_path()
    try:
        lock = take_lock(path.with_name(path.name + ".lock"))
    except OSError as error:  # the folder cannot be made or written
        return QueueStore.in_memory(_memory_notice(path, error))
    if lock is None:
        return QueueStore.in_memory("Another window of the app keeps the saved queue: this window's queue lasts "
                                    "until it closes.")
    try:
        return QueueStore.open(path, lock)
    except (QueueStoreError, sqlite3.Error, OSError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    try:
        aside = set_aside(path)
        store = QueueStore.open(path, lock)
    except (QueueStoreError, sqlite3.Error, OSError) as error:
        lock.close()
        return QueueStore.in_memory(_memory_notice(path, error))
    store.notice = (f"The saved queue could not be read ({reason}); it was set aside as {aside.name} and an empty "
                    f"queue starts.")
    return store


def take_lock(path: Path) -> IO[bytes] | None:
    """An exclusive lock on `path` (made if missing), held as long as the returned file stays open; None when
    another process holds it. OSError when the file cannot be made."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a+b")
    try:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle


def set_aside(path: Path) -> Path:
    """Rename an unusable queue file (and SQLite's -wal/-shm beside it) to a dated name; the new name."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.unreadable-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.unreadable-{stamp}-{n}")
    path.rename(aside)
    for suffix in _SIDE_FILES:
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(aside.with_name(aside.name + suffix))
    return aside


def _memory_notice(path: Path, error: BaseException) -> str:
    why = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return f"The queue cannot be saved in {path.parent} ({why}): it lasts until the window closes."


# --- rows <-> jobs -------------------------------------------------------------------------------------------------
def _row_of(job: StoredJob, now: str) -> tuple[Any, ...]:
    return (job.id, str(job.path), job.status, job.target, job.duration, job.device, job.message, job.error_kind,
            job.detail, json.dumps(dict(job.overrides)), job.spec.to_json() if job.spec else None,
            result_to_json(job.result) if job.result else None,
            snapshot_to_json(job.snapshot) if job.snapshot else None, now)


def _job_from_row(row: tuple[Any, ...]) -> StoredJob:
    values = dict(zip(_COLUMNS, row, strict=True))
    overrides = json.loads(values["overrides"])
    if not isinstance(overrides, dict):
        raise ValueError("overrides is not an object")
    return StoredJob(
        id=int(values["id"]), path=Path(values["input"]), status=str(values["status"]), target=str(values["target"]),
        duration=None if values["duration"] is None else float(values["duration"]), device=str(values["device"]),
        message=str(values["message"]), error_kind=str(values["error_kind"]), detail=str(values["detail"]),
        overrides=overrides,
        spec=JobSpec.from_json(values["spec"]) if values["spec"] else None,
        result=result_from_json(values["result"]) if values["result"] else None,
        snapshot=snapshot_from_json(values["snapshot"]) if values["snapshot"] else None,
    )


def result_to_json(result: JobResult) -> str:
    return json.dumps(dataclasses.asdict(result), ensure_ascii=False)


def result_from_json(text: str) -> JobResult:
    data = json.loads(text)
    known = {f.name for f in dataclasses.fields(JobResult)}
    data = {k: v for k, v in data.items() if k in known}  # a field dropped by a later version is no reason to fail
    for key in ("outputs", "speakers", "fallbacks"):
        if key in data:
            data[key] = tuple(data[key])
    data["timings"] = dict(data.get("timings") or {})
    return JobResult(**data)


def snapshot_to_json(snapshot: OutputSnapshot) -> str:
    return json.dumps({"directory": str(snapshot.directory), "names": sorted(snapshot.names),
                       "before": {name: list(key) for name, key in snapshot.before.items()}}, ensure_ascii=False)


def snapshot_from_json(text: str) -> OutputSnapshot:
    data = json.loads(text)
    return OutputSnapshot(Path(data["directory"]), frozenset(data["names"]),
                          {name: (int(k[0]), int(k[1]), int(k[2])) for name, k in data["before"].items()})
