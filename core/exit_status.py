"""What `whisper-subtitler`'s exit status says, so a script can tell its own mistake from a bad file and from ours.

A call goes on past a failed file; its status is the worst of its files' (internal above bad input), or USAGE when
nothing could start.
"""

from __future__ import annotations

from enum import IntEnum

from core.errors import ErrorKind, SubtitlerError


class ExitStatus(IntEnum):
    OK = 0
    BAD_INPUT = 1  # a file, its name, the model or the output folder could not be used: the file's own sentence
    USAGE = 2  # the command line is wrong, or nothing could start (no media found, a model that cannot be had)
    INTERNAL = 3  # a fault of whisper-subtitler (a bug): reported per file, the other files went on
    INTERRUPTED = 130


HELP = ("exit status: 0 every file done; 1 some file, its name, the model or the output folder could not be used "
        "(each said in its own sentence, the other files done); 2 usage: the command line is wrong or nothing could "
        "start; 3 an internal fault (a bug) in some file, the others went on; 130 interrupted")

_INTERNAL_KINDS = frozenset({ErrorKind.INTERNAL, ErrorKind.WORKER_DIED})


def status_of(error: BaseException | None) -> ExitStatus:
    """The status one file's outcome gives (None: done)."""
    if error is None:
        return ExitStatus.OK
    if isinstance(error, SubtitlerError) and error.kind not in _INTERNAL_KINDS:
        return ExitStatus.BAD_INPUT
    return ExitStatus.INTERNAL


def worst(statuses: list[ExitStatus]) -> ExitStatus:
    """The call's status from its files': an internal fault first, then a bad input, else OK."""
    for status in (ExitStatus.INTERNAL, ExitStatus.BAD_INPUT):
        if status in statuses:
            return status
    return ExitStatus.OK
