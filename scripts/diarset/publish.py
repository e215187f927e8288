"""Evaluation sets appear whole or not at all: built in a folder beside their destination, renamed into place."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def building(dest: Path) -> Iterator[Path]:
    """A fresh folder beside `dest` to build in. When the block ends well, `.ready` is written last and the folder
    replaces `dest`; on any failure it is removed. A reader that finds `dest/.ready` finds the whole set."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f"{dest.name}.building-", dir=dest.parent))
    try:
        yield work
        (work / ".ready").write_text("ok\n")
        if dest.exists():
            shutil.rmtree(dest)
        work.rename(dest)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
