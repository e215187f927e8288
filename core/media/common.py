"""What both decoders share: the result of a probe, the file checks made before any decoder runs, and how a file
that will not open is told apart (damaged media or something else entirely)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.audio_format import SAMPLE_RATE
from core.errors import EmptyMediaError, MediaNotFoundError, NotMediaError
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
    """Missing, folder and empty files are refused before a decoder sees them, with the same words for both."""
    if not path.exists():
        raise MediaNotFoundError("file not found", str(path))
    if path.is_dir():
        raise NotMediaError("is a folder, not a media file", str(path))
    if path.stat().st_size == 0:
        raise EmptyMediaError("file is empty (0 bytes)", str(path))


def looks_like_media(path: Path) -> bool:
    with path.open("rb") as handle:
        head = handle.read(16)
    return head.startswith(_MEDIA_MAGIC) or head[4:8] == b"ftyp"
