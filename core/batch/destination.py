"""Can DEST (and the state folder) take the batch's files? Asked before listing, decoding or starting Ray, so a
read-only or full folder, or a bucket that is not there, costs one sentence instead of a whole archive's work.

A local folder gets the same real check as `transcribe` (core.writers.destination: a temporary file created and
removed, then the free space); an object store gets a small object written and deleted under each prefix,
since only a write tells whether the bucket exists and takes our objects.
"""

from __future__ import annotations

import secrets
from pathlib import Path

from core.batch import names, storage
from core.errors import DestinationError

PROBE_PREFIX = ".ws-probe-"


def _remote_cause(error: BaseException) -> str:
    if isinstance(error, FileNotFoundError):
        return "the bucket does not exist"
    if isinstance(error, PermissionError):
        return "permission denied"
    return str(error).strip().rstrip(".") or type(error).__name__


def _check_remote(uri: str) -> None:
    probe = storage.join(uri, PROBE_PREFIX + secrets.token_hex(4))
    try:
        storage.write_bytes(probe, b"")
        storage.remove_tree(probe)
    except Exception as error:  # noqa: BLE001 - fsspec stores raise their own types; each becomes the sentence
        raise DestinationError(f"cannot write the outputs to {uri}: {_remote_cause(error)}", uri) from None


def check_batch_destination(dest: str, state: str) -> None:
    """Raise DestinationError naming the place and the cause unless DEST and the state folder take new files."""
    from core.writers.destination import check_destination

    for place in dict.fromkeys((dest, state)):
        if storage.is_remote(place):
            _check_remote(place)
            continue
        try:
            check_destination(Path(storage.local_path(place)))
        except DestinationError as error:
            raise DestinationError(names.shown(error.message), names.shown(place), full=error.full) from None
