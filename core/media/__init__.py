"""Media in, 16 kHz mono float32 out; every way a file can be unusable gets its own error.

Two decoders give the same samples and the same errors: the ffmpeg program through ffmpeg-python (ffmpeg_cli),
used when one is found (WHISPER_SUBTITLER_FFMPEG, PATH, imageio-ffmpeg), and FFmpeg's libraries through PyAV
(pyav), used otherwise and in a desktop bundle, which ships PyAV for faster-whisper and no second FFmpeg (there
WHISPER_SUBTITLER_FFMPEG still names a program to use). WHISPER_SUBTITLER_DECODER=ffmpeg|pyav picks one outright.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import numpy as np

from core.errors import FFmpegNotFoundError, NoAudioStreamError
from core.media.common import MEDIA_EXTENSIONS, SAMPLE_RATE, MediaInfo, check_file, is_media_path
from core.media.ffmpeg_cli import FFMPEG_ENV, ffmpeg_executable

__all__ = ["MEDIA_EXTENSIONS", "SAMPLE_RATE", "MediaInfo", "decode_audio", "decoder", "decoder_report",
           "describe_decoder",
           "ffmpeg_executable", "is_media_path", "probe_media"]
DECODERS = ("ffmpeg", "pyav")
DECODER_ENV = "WHISPER_SUBTITLER_DECODER"


def _has_pyav() -> bool:
    return importlib.util.find_spec("av") is not None


def decoder() -> str:
    """Which decoder runs: the one WHISPER_SUBTITLER_DECODER names; the ffmpeg program WHISPER_SUBTITLER_FFMPEG
    names; PyAV in a frozen bundle; the ffmpeg program when there is one; else PyAV. Raises FFmpegNotFoundError
    when neither exists."""
    forced = os.environ.get(DECODER_ENV, "").strip().lower()
    if forced:
        if forced not in DECODERS:
            raise FFmpegNotFoundError(f"{DECODER_ENV}={forced!r} is not a decoder; use one of: {', '.join(DECODERS)}")
        if forced == "pyav" and not _has_pyav():
            raise FFmpegNotFoundError(f"{DECODER_ENV}=pyav, but PyAV is not installed (pip install av)")
        return forced
    if getattr(sys, "frozen", False) and _has_pyav() and not os.environ.get(FFMPEG_ENV):
        return "pyav"
    try:
        ffmpeg_executable()
        return "ffmpeg"
    except FFmpegNotFoundError:
        if _has_pyav():
            return "pyav"
        raise


def describe_decoder() -> str:
    """The decoder in words, for `info` and the self-test."""
    if decoder() == "pyav":
        from core.media import pyav

        return f"FFmpeg libraries through {pyav.library_version()}"
    return f"ffmpeg program at {ffmpeg_executable()}"


def decoder_report() -> str:
    """describe_decoder(), or "none (why)" when there is no decoder: `info` and the device view report the rest."""
    try:
        return describe_decoder()
    except FFmpegNotFoundError as error:
        return f"none ({error})"


def _backend() -> ModuleType:
    if decoder() == "pyav":
        from core.media import pyav

        return pyav
    from core.media import ffmpeg_cli

    return ffmpeg_cli


def probe_media(path: str | os.PathLike[str], backend: ModuleType | None = None) -> MediaInfo:
    """Streams and duration, before decoding; raises a MediaError subclass naming the file for bad input.
    `backend`: the decoder module already chosen (decode_audio chooses once for both steps)."""
    path = Path(path)
    check_file(path)
    return (backend or _backend()).probe(path)


def decode_audio(
    path: str | os.PathLike[str],
    sample_rate: int = SAMPLE_RATE,
    on_progress: Callable[[float], None] | None = None,
) -> np.ndarray:
    """Decode the first audio stream to mono float32 at `sample_rate`, in memory.

    Raises MediaNotFoundError, EmptyMediaError, NotMediaError, NoAudioStreamError or CorruptMediaError.
    """
    backend = _backend()
    info = probe_media(path, backend)
    if info.audio_streams == 0:
        kind = "video" if info.video_streams else "file"
        raise NoAudioStreamError(f"this {kind} has no audio stream", str(info.path))
    return backend.decode(info, sample_rate, on_progress)
