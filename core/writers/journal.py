"""The publish journal: what lets the next run finish or undo a set of outputs whose publishing a kill cut short.

A publish (core.writers.atomic) holds the output folder's lock throughout and names every file it makes after one
random id: `.ws-<id>.<n>.part` (the new bytes), `.ws-<id>.<n>.bak` (a link to the file it replaces), and
`.ws-<id>.journal`, written once every part is complete and synced: from then on the new set is committed. A
publish that fails in-process (not a kill) writes `.ws-<id>.undo` before putting the old files back.

`recover_publishes` runs under the same lock before any publish or target check: with a journal and no undo mark it
rolls forward (every part still there is moved into place); otherwise it rolls back (backups put back, parts
deleted). Either way the folder holds one whole set, old or new, and no temp file of ours.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import signal
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

TEMP_PREFIX = ".ws-"  # core.writers.rollback finds what a killed job left by this prefix
_OURS = re.compile(r"^\.ws-([0-9a-f]{12})\.(?:(\d+)\.(part|bak)|(journal|undo)|(part|bak))$")
KILL_ENV = "WHISPER_SUBTITLER_TEST_KILL_AT"  # tests only: SIGKILL this process at that publish step (1, 2, ...)
_steps = 0


def fault_point() -> None:
    """Count one step of a publish; the process kills itself at step $WHISPER_SUBTITLER_TEST_KILL_AT, so tests can
    cut a publish at every point with a real SIGKILL. Without the variable this does nothing."""
    global _steps
    wanted = os.environ.get(KILL_ENV)
    if not wanted:
        return
    _steps += 1
    if _steps == int(wanted):
        os.kill(os.getpid(), signal.SIGKILL)


@dataclass(frozen=True)
class Entry:
    """One file of a publish: its part's index, the target's name and whether a file was there to replace."""

    index: int
    target: str
    replaces: bool


def part_name(publish_id: str, index: int) -> str:
    return f"{TEMP_PREFIX}{publish_id}.{index}.part"


def backup_name(publish_id: str, index: int) -> str:
    return f"{TEMP_PREFIX}{publish_id}.{index}.bak"


def journal_name(publish_id: str) -> str:
    return f"{TEMP_PREFIX}{publish_id}.journal"


def undo_name(publish_id: str) -> str:
    return f"{TEMP_PREFIX}{publish_id}.undo"


def sync_folder(directory: Path) -> None:
    """Make renames and new names in `directory` durable (a no-op where folders cannot be opened: Windows)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_journal(directory: Path, publish_id: str, entries: list[Entry]) -> None:
    """The commit point: a complete, synced journal (a torn one reads as none, and the publish is undone)."""
    body = json.dumps({"entries": [[e.index, e.target, e.replaces] for e in entries], "end": True})
    fd = os.open(directory / journal_name(publish_id), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as out:
        out.write(body)
        out.flush()
        os.fsync(out.fileno())
    sync_folder(directory)


def mark_undo(directory: Path, publish_id: str) -> None:
    fd = os.open(directory / undo_name(publish_id), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.fsync(fd)
    os.close(fd)
    sync_folder(directory)


def _read_journal(path: Path) -> list[Entry] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8", errors="surrogateescape"))
        return [Entry(int(i), str(t), bool(r)) for i, t, r in data["entries"]] if data.get("end") else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


@contextlib.contextmanager
def folder_lock(directory: Path) -> Iterator[None]:
    """One publish or recovery at a time in `directory`, across processes: an exclusive flock on the folder itself
    (no lock file to leave behind; the system lets go when the process ends, however it ends). Where folders cannot
    be locked (Windows; NFS, which takes no exclusive lock on a read-only descriptor) publishes are not serialized."""
    try:
        import fcntl
    except ImportError:  # Windows
        yield
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except OSError as error:
            if error.errno not in (errno.EBADF, errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL):
                raise
        yield
    finally:
        os.close(fd)  # closing lets the lock go


def _quietly_unlink(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError, IsADirectoryError, PermissionError):
        path.unlink()


def _finish(directory: Path, publish_id: str, entries: list[Entry], forward: bool) -> None:
    for entry in entries:
        part, backup = directory / part_name(publish_id, entry.index), directory / backup_name(publish_id, entry.index)
        target = directory / entry.target
        if forward:
            if part.exists():
                os.replace(part, target)
        elif backup.exists():
            os.replace(backup, target)
        elif not entry.replaces and not part.exists():
            _quietly_unlink(target)  # placed by the publish being undone, where nothing was before
    sync_folder(directory)


def recover_publishes(directory: Path, *, locked: bool = False) -> list[str]:
    """Finish (journal, no undo mark) or undo (anything else) every publish a kill left in `directory`, then delete
    its temp files. Returns the publish ids found. `locked`: the caller holds the folder lock already."""
    try:
        names = os.listdir(directory)
    except OSError:
        return []
    if not any(_OURS.match(name) for name in names):
        return []
    if not locked:
        with folder_lock(directory):
            return recover_publishes(directory, locked=True)
    found: dict[str, list[str]] = {}
    for name in os.listdir(directory):
        match = _OURS.match(name)
        if match:
            found.setdefault(match.group(1), []).append(name)
    for publish_id, files in found.items():
        entries = _read_journal(directory / journal_name(publish_id))
        if entries is not None:
            _finish(directory, publish_id, entries, forward=undo_name(publish_id) not in files)
        for name in sorted(files, key=lambda n: n.endswith(".journal")):  # the journal last
            _quietly_unlink(directory / name)
    sync_folder(directory)
    return sorted(found)
