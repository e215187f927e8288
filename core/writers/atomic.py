"""All-or-nothing publishing of a set of files, with a journal, so that neither an error nor a kill at any point
leaves a mix of two runs' outputs (core.writers.journal says how the next run finishes or undoes a cut publish).

Under the output folder's lock: what a killed publish left is recovered; with `overwrite` off, a target already
there refuses the whole set (checked under the lock, and each file is then linked into place, never renamed over
one, so two writers cannot both win); every file is written to a temp file beside its target and synced; the
journal is written (the commit point); then the files are moved into place, the replaced ones kept as backups until
every new file is in, and the backups and the journal deleted. An error before the journal deletes the temp files;
an error after it puts the old files back.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path

from core.errors import OutputExistsError
from core.writers.journal import (
    TEMP_PREFIX,
    Entry,
    backup_name,
    fault_point,
    folder_lock,
    journal_name,
    mark_undo,
    part_name,
    recover_publishes,
    sync_folder,
    undo_name,
    write_journal,
)

__all__ = ["TEMP_PREFIX", "publish"]


def _write_new(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


def _place_new(part: Path, target: Path) -> None:
    """Move `part` to `target` only if no file is there: a hard link fails on an existing name, atomically. Where
    the file system has no hard links, an exclusive create of the name first, then the rename over that claim."""
    try:
        os.link(part, target)
    except FileExistsError:
        raise OutputExistsError(f"would overwrite {target.name}", str(target)) from None
    except OSError:
        os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))  # FileExistsError: someone won
        os.replace(part, target)
        return
    os.unlink(part)


def _backup(target: Path, backup: Path) -> None:
    """The replaced file kept until every new one is in: a hard link, or a copy where links are not supported."""
    try:
        os.link(target, backup)
    except FileExistsError:
        raise
    except OSError:
        shutil.copy2(target, backup)


def _quietly(action: Callable[..., object], *args: object) -> None:
    """Clean-up step that must not hide the error that made us clean up."""
    with contextlib.suppress(OSError):
        action(*args)


def publish(targets: Sequence[tuple[Path, Callable[[], bytes]]], *, overwrite: bool = True) -> list[Path]:
    """Produce each target's bytes and put them all in place, or none (see the module's text). Every target must be
    in one folder. Raises OutputExistsError, with nothing written, when `overwrite` is off and one is there."""
    if not targets:
        return []
    directory = targets[0][0].parent
    if any(target.parent != directory for target, _ in targets):
        raise ValueError("publish: every target must be in one folder")
    with folder_lock(directory):
        recover_publishes(directory, locked=True)
        return _publish_locked(directory, targets, overwrite)


def _publish_locked(directory: Path, targets: Sequence[tuple[Path, Callable[[], bytes]]],
                    overwrite: bool) -> list[Path]:
    existing = [target for target, _ in targets if os.path.lexists(target)]
    if existing and not overwrite:
        names = ", ".join(p.name for p in existing)
        raise OutputExistsError(f"would overwrite {names}", str(existing[0]))
    publish_id = secrets.token_hex(6)
    entries = [Entry(index, target.name, target in existing) for index, (target, _) in enumerate(targets)]
    parts = [directory / part_name(publish_id, index) for index in range(len(targets))]
    try:
        for part, (_, produce) in zip(parts, targets, strict=True):
            _write_new(part, produce())
            fault_point()
        sync_folder(directory)
        write_journal(directory, publish_id, entries)
    except BaseException:
        for part in parts:
            _quietly(part.unlink)
        _quietly(os.unlink, directory / journal_name(publish_id))
        raise
    fault_point()
    placed: list[Path] = []
    try:
        for entry, part in zip(entries, parts, strict=True):
            target = directory / entry.target
            if entry.replaces:
                _backup(target, directory / backup_name(publish_id, entry.index))
                fault_point()
                os.replace(part, target)
            elif overwrite:
                os.replace(part, target)
            else:
                _place_new(part, target)
            placed.append(target)
            fault_point()
    except BaseException:
        _undo(directory, publish_id, entries, parts, len(placed))
        raise
    sync_folder(directory)
    for entry in entries:
        if entry.replaces:
            os.unlink(directory / backup_name(publish_id, entry.index))
            fault_point()
    os.unlink(directory / journal_name(publish_id))
    fault_point()
    sync_folder(directory)
    return placed


def _undo(directory: Path, publish_id: str, entries: list[Entry], parts: list[Path], placed: int) -> None:
    """Put the old files back after an error past the commit point; the undo mark first, so a kill in here is
    undone (not finished) by the next run."""
    _quietly(mark_undo, directory, publish_id)
    for entry in entries[: placed + 1]:
        backup, target = directory / backup_name(publish_id, entry.index), directory / entry.target
        if os.path.lexists(backup):
            _quietly(os.replace, backup, target)
        elif not entry.replaces and entry in entries[:placed]:
            _quietly(target.unlink)
    for part in parts:
        _quietly(part.unlink)
    _quietly(os.unlink, directory / journal_name(publish_id))
    _quietly(os.unlink, directory / undo_name(publish_id))
