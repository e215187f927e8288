"""What both decoders share: the result of a probe, the file checks made before any decoder runs, and how a file
that will not open is told apart (damaged media or something else entirely)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.audio_format import SAMPLE_RATE
from core.errors import EmptyMediaError, MediaNotFoundError, NotMediaError

__all__ = ["MEDIA_EXTENSIONS", "SAMPLE_RATE", "VIDEO_EXTENSIONS", "MediaInfo", "check_file", "is_media_path",
           "is_video_path", "looks_like_media"]
MEDIA_EXTENSIONS = frozenset(
    ".wav .mp3 .m4a .aac .flac .ogg .oga .opus .wma .aiff .aif .mp4 .m4v .mkv .mov .webm .avi .wmv .mpg .mpeg .ts"
    " .mts .3gp".split()
)
# Those that usually hold a picture (an .mp4 or .mkv may hold sound alone: core.video_export checks the streams)
VIDEO_EXTENSIONS = frozenset(".mp4 .m4v .mkv .mov .webm .avi .wmv .mpg .mpeg .ts .mts .3gp".split())
# Magic bytes of containers FFmpeg reads: a file that starts like media but will not open is damaged, not foreign.
_MEDIA_MAGIC = (b"RIFF", b"ID3", b"fLaC", b"OggS", b"\x1a\x45\xdf\xa3", b"FORM", b"\xff\xfb", b"\xff\xf3", b"\xff\xf1")


@dataclass(frozen=True, slots=True)
class MediaInfo:
    """What the container says, before any decoding."""

    path: Path
    container: str
    duration: float  # seconds; 0.0 when the container does not say
    audio_streams: int
    video_streams: int


def is_media_path(path: Path) -> bool:
    return path.suffix.lower() in MEDIA_EXTENSIONS


def is_video_path(path: Path) -> bool:
    return path.suffix.lower() in VIDEO_EXTENSIONS


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
