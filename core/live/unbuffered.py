"""Files a live session appends to straight through to the operating system (the recording, the captions so far):
created exclusively, so nothing is ever written over, and written without a buffer in this process, so a kill at any
moment leaves every write made before it."""

from __future__ import annotations

import io
import os
from pathlib import Path


def open_new(path: Path) -> io.FileIO:
    """A new file for unbuffered writing; FileExistsError where one is there (never replaced), OSError otherwise."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    return io.FileIO(fd, "wb")


def write_all(file: io.FileIO, data: bytes) -> None:
    """An unbuffered write may take fewer bytes than given (a signal, a pipe); write the rest."""
    view = memoryview(data)
    while view:
        written = file.write(view)
        if not written:
            raise OSError("nothing could be written")
        view = view[written:]
