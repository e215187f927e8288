"""All-or-nothing publishing of a set of files: each is written to a temp file beside its target, and only when
every one is complete are they moved into place with os.replace. On any failure the temp files go, targets this
call already placed are removed, and files it replaced are put back, so nobody ever sees half a subtitle file."""

from __future__ import annotations

import os
import secrets
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path

TEMP_PREFIX = ".ws-"  # core.writers.rollback finds what a killed job left by this prefix


def _temp_beside(target: Path, tag: str) -> Path:
    # Short hidden name: the target may already be near the file-name length limit.
    return target.with_name(f"{TEMP_PREFIX}{secrets.token_hex(6)}.{tag}")


def _write_new(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


def _backup(target: Path) -> Path:
    """A copy of an existing target to restore if publishing fails (a hard link when the filesystem allows)."""
    backup = _temp_beside(target, "bak")
    try:
        os.link(target, backup)
    except OSError:
        shutil.copy2(target, backup)
    return backup


def _quietly(action: Callable[..., object], *args: object, **kwargs: object) -> None:
    """Clean-up step that must not hide the error that made us clean up."""
    try:
        action(*args, **kwargs)
    except OSError:
        pass


def publish(targets: Sequence[tuple[Path, Callable[[], bytes]]]) -> list[Path]:
    """Produce each target's bytes, write them all to temp files, then move them all into place."""
    temps: list[tuple[Path, Path]] = []
    backups: dict[Path, Path] = {}
    placed: list[Path] = []
    try:
        for target, produce in targets:
            temp = _temp_beside(target, "part")
            temps.append((temp, target))
            _write_new(temp, produce())
        for temp, target in temps:
            if target.exists():
                backups[target] = _backup(target)
            os.replace(temp, target)
            placed.append(target)
    except BaseException:
        for target in placed:
            if target in backups:
                _quietly(os.replace, backups.pop(target), target)
            else:
                _quietly(target.unlink, missing_ok=True)
        for temp, _ in temps:
            _quietly(temp.unlink, missing_ok=True)
        for backup in backups.values():
            _quietly(backup.unlink, missing_ok=True)
        raise
    for backup in backups.values():
        backup.unlink(missing_ok=True)
    return placed
