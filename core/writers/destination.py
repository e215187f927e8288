"""Can the output folder take a job's files? Asked before the work, so a full disk or a read-only folder costs a
sentence, not an hour of transcription; and the words for an OS error met while writing anyway.

The check is a real one: a temporary file is created and removed in the folder (or, where the folder does not exist
yet, in the nearest folder that does, since the writer will create the rest), because permission bits say nothing
for root and nothing about a read-only mount. Free space is compared with an estimate of the outputs.
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from core.errors import DestinationError
from core.writers.formats import bytes_per_second

_BLOCK = 4096  # a file takes whole blocks: each output and its temp file beside it at least one, the journal one
_SLACK_BYTES = 4 * _BLOCK  # the check before the length is known: room for the smallest set of outputs

_CAUSES = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "it is on a read-only file system",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENOTDIR: "a file is in the way of the folder",
    errno.ENAMETOOLONG: "the path is too long",
    errno.EIO: "the disk reported an input/output error",
}


def is_full(error: OSError) -> bool:
    """Whether an OS error at the output folder says there is no room left (so freeing space would let it write)."""
    return error.errno in (errno.ENOSPC, errno.EDQUOT)


def cause_of(error: OSError) -> str:
    """A few words for an OS error at the output folder."""
    return _CAUSES.get(error.errno or 0) or (error.strerror or str(error)).rstrip(".").lower()


def estimate_output_bytes(duration: float, formats: Sequence[str]) -> int:
    """What the outputs of `duration` seconds of audio may take on disk (an upper estimate)."""
    rate = sum(bytes_per_second(fmt) for fmt in formats)  # each format's own (OutputFormat.bytes_per_second)
    return int(max(0.0, duration) * rate) + (2 * len(formats) + 1) * _BLOCK  # was a fixed 1 MB: short files refused


def _existing_ancestor(directory: Path) -> Path:
    for candidate in (directory, *directory.parents):
        if candidate.exists():
            return candidate
    return Path(directory.anchor or ".")


def check_destination(directory: Path, needed_bytes: int = _SLACK_BYTES) -> None:
    """Raise DestinationError, with the folder and the cause in one sentence, unless `directory` (or the nearest
    existing folder above it, where it must be created) takes a new file and has `needed_bytes` free."""
    directory = Path(directory).absolute()
    probe_in = _existing_ancestor(directory)
    if not probe_in.is_dir():
        raise DestinationError(f"cannot write the outputs to {directory}: {probe_in} is a file, not a folder",
                               str(directory))
    try:
        handle, probe = tempfile.mkstemp(prefix=".ws-probe-", dir=probe_in)
        os.close(handle)
        os.unlink(probe)
    except OSError as error:
        raise DestinationError(f"cannot write the outputs to {directory}: {cause_of(error)}", str(directory),
                               full=is_full(error)) from None
    free = shutil.disk_usage(probe_in).free
    if free < needed_bytes:
        raise DestinationError(
            f"cannot write the outputs to {directory}: the disk is full ({_size(free)} free, "
            f"the outputs need about {_size(needed_bytes)})", str(directory), full=True)


def _size(count: int) -> str:
    return f"{count / 1e6:.1f} MB" if count >= 100_000 else f"{count / 1e3:.0f} kB"
