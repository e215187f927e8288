"""Which file names are media, and which of those usually hold a picture.

A module of its own with no imports (as core.audio_format), so the window can ask without loading core.media, which
brings numpy and a decoder into the GUI process.
"""

from __future__ import annotations

from pathlib import PurePath

MEDIA_EXTENSIONS = frozenset(
    ".wav .mp3 .m4a .aac .flac .ogg .oga .opus .wma .aiff .aif .mp4 .m4v .mkv .mov .webm .avi .wmv .mpg .mpeg .ts"
    " .mts .3gp".split()
)
# Those that usually hold a picture (an .mp4 or .mkv may hold sound alone: core.video_export checks the streams)
VIDEO_EXTENSIONS = frozenset(".mp4 .m4v .mkv .mov .webm .avi .wmv .mpg .mpeg .ts .mts .3gp".split())


def is_media_path(path: PurePath) -> bool:
    return path.suffix.lower() in MEDIA_EXTENSIONS


def is_video_path(path: PurePath) -> bool:
    return path.suffix.lower() in VIDEO_EXTENSIONS
