"""Undoing what an unfinished job left in its output folder: the parent snapshots the output paths before a job
starts and, when the job fails or is cancelled, removes what appeared and puts back what was replaced.

core.writers.atomic stages every file as a hidden ".ws-<random>.part" beside its target and keeps the replaced
target as ".ws-<random>.bak" (a hard link) until all files are in place. A job killed in that short window leaves
those behind; the clean-up below removes the temp files and puts replaced outputs back.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from core.writers.atomic import TEMP_PREFIX as WRITER_TEMP_PREFIX
from core.writers.journal import folder_lock


@dataclass(frozen=True, slots=True)
class OutputSnapshot:
    """What a job's output paths looked like before it started, so anything it left half-done can be undone."""

    directory: Path
    names: frozenset[str]  # the output file names the job may write
    before: Mapping[str, tuple[int, int, int]]  # name -> (size, mtime_ns, inode) of outputs and temp files


def _entries(directory: Path, names: frozenset[str]) -> dict[str, os.stat_result]:
    found = {}
    try:
        with os.scandir(directory) as it:
            for entry in it:
                if entry.name in names or entry.name.startswith(WRITER_TEMP_PREFIX):
                    try:
                        found[entry.name] = entry.stat(follow_symlinks=False)
                    except FileNotFoundError:
                        pass
    except (FileNotFoundError, NotADirectoryError):
        pass
    return found


def _key(stat: os.stat_result) -> tuple[int, int, int]:
    return (stat.st_size, stat.st_mtime_ns, stat.st_ino)


def snapshot_outputs(directory: Path, stem: str, formats: Iterable[str]) -> OutputSnapshot:
    names = frozenset(f"{stem}.{fmt}" for fmt in formats)
    return OutputSnapshot(Path(directory), names,
                          {name: _key(st) for name, st in _entries(Path(directory), names).items()})


def remove_partial_outputs(snapshot: OutputSnapshot) -> list[Path]:
    """Undo what an unfinished job left: outputs that appeared or changed are removed (or, when the writer's backup
    of the old file is still there, the old file is put back), and new writer temp files are deleted.

    One exception: a replaced output whose backup is already gone means the writer had put every file in place and
    was deleting the old ones' backups (core.writers.atomic.publish's last step) when the job ended. The new
    outputs are then whole and the old ones partly gone, so the new set is kept and only leftover temp files go.
    Returns the paths removed. Done under the folder's publish lock (core.writers.journal), so another process's
    publish in the same folder never loses its temp files to this clean-up."""
    if not snapshot.directory.is_dir():
        return []
    with folder_lock(snapshot.directory):
        return _remove_partial_outputs(snapshot)


def _remove_partial_outputs(snapshot: OutputSnapshot) -> list[Path]:
    directory = snapshot.directory
    now = _entries(directory, snapshot.names)
    new_temps = {name: st for name, st in now.items()
                 if name.startswith(WRITER_TEMP_PREFIX) and _key(st) != snapshot.before.get(name)}
    changed = [name for name in sorted(snapshot.names & now.keys()) if _key(now[name]) != snapshot.before.get(name)]
    backups = _backups(changed, snapshot.before, new_temps)
    placed_whole = any(snapshot.before.get(name) is not None and backups[name] is None for name in changed)
    removed: list[Path] = []
    for name in [] if placed_whole else changed:
        backup = backups[name]
        try:
            if backup is not None:
                os.replace(directory / backup, directory / name)
                del new_temps[backup]
            else:
                (directory / name).unlink()
                removed.append(directory / name)
        except FileNotFoundError:
            pass
    for name in new_temps:
        try:
            (directory / name).unlink()
            removed.append(directory / name)
        except (FileNotFoundError, IsADirectoryError, PermissionError):
            pass
    return removed


def _backups(changed: list[str], before: Mapping[str, tuple[int, int, int]],
             temps: Mapping[str, os.stat_result]) -> dict[str, str | None]:
    """Each changed output's backup by the writer, if it is still there, each backup claimed once: a hard link to the
    old file (same inode), or a copy2 of it where links fail (same size and modification time)."""
    free = {name: st for name, st in temps.items() if name.endswith(".bak")}
    found: dict[str, str | None] = {}
    for name in changed:
        old = before.get(name)
        backup = None if old is None else next(
            (t for t, st in free.items() if st.st_ino == old[2] or (st.st_size, st.st_mtime_ns) == old[:2]), None)
        if backup is not None:
            del free[backup]
        found[name] = backup
    return found
