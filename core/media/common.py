"""What both decoders share: the result of a probe, the file checks made before any decoder runs, and how a file
that will not open is told apart (damaged media or something else entirely)."""

from __future__ import annotations

import errno
import stat
from dataclasses import dataclass
from pathlib import Path

from core.audio_format import SAMPLE_RATE
from core.errors import EmptyMediaError, MediaError, MediaNotFoundError, NotMediaError
from core.media_kinds import MEDIA_EXTENSIONS, VIDEO_EXTENSIONS, is_media_path, is_video_path

__all__ = ["MEDIA_EXTENSIONS", "SAMPLE_RATE", "VIDEO_EXTENSIONS", "MediaInfo", "check_file", "is_media_path",
           "is_video_path", "looks_like_media"]
# Magic bytes of containers FFmpeg reads: a file that starts like media but will not open is damaged, not foreign.
NOT_MEDIA = "not an audio or video file: neither sound nor picture could be found in it"
_MEDIA_MAGIC = (b"RIFF", b"ID3", b"fLaC", b"OggS", b"\x1a\x45\xdf\xa3", b"FORM", b"\xff\xfb", b"\xff\xf3", b"\xff\xf1")


@dataclass(frozen=True, slots=True)
class MediaInfo:
    """What the container says, before any decoding."""

    path: Path
    container: str
    duration: float  # seconds; 0.0 when the container does not say
    audio_streams: int
    video_streams: int


def check_file(path: Path) -> None:
    """Missing, folder, empty and unreadable files are refused before a decoder sees them, with the same words for
    both, each by its own cause (a link loop is not "not found", a file we may not read is not "damaged")."""
    try:
        info = path.stat()
    except OSError as error:
        raise _unreachable(error, path) from None
    if stat.S_ISDIR(info.st_mode):
        raise NotMediaError("is a folder, not a media file", str(path))
    if info.st_size == 0:
        raise EmptyMediaError("file is empty (0 bytes)", str(path))
    try:
        with path.open("rb"):
            pass
    except OSError as error:
        raise _unreachable(error, path) from None


def _unreachable(error: OSError, path: Path) -> MediaError:
    if error.errno == errno.ENOENT:
        return MediaNotFoundError("file not found", str(path))
    if error.errno == errno.ELOOP:
        return MediaNotFoundError("a symbolic link loop: the link leads back to itself, never to a file", str(path))
    if error.errno in (errno.EACCES, errno.EPERM):
        return MediaError("cannot be read: permission denied (the file's permissions do not let you read it)",
                          str(path))
    if error.errno == errno.ENAMETOOLONG:
        return MediaNotFoundError("the name or path is longer than the file system allows", str(path))
    return MediaError(f"cannot be read ({(error.strerror or str(error)).lower()})", str(path))


def looks_like_media(path: Path) -> bool:
    with path.open("rb") as handle:
        head = handle.read(16)
    return head.startswith(_MEDIA_MAGIC) or head[4:8] == b"ftyp"
