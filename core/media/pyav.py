"""The in-process decoder: FFmpeg's libraries through PyAV, which faster-whisper needs anyway.

A desktop bundle ships these libraries already (faster-whisper imports PyAV), so it ships no ffmpeg program as
well: on Windows that saves about 105 MB, on Linux 173 MB. The errors are the ones the ffmpeg decoder gives,
in the same words, and the audio is the same: PyAV resamples and downmixes with the same swresample defaults.
A packet that does not decode is skipped, as the ffmpeg program does; a stream where nothing decodes is damaged.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

from core.errors import CorruptMediaError, NotMediaError
from core.media.common import NOT_MEDIA, SAMPLE_RATE, MediaInfo, looks_like_media
from core.media.sample_buffer import SampleBuffer


def _reason(error: Exception) -> str:
    """FFmpeg's words without the file name PyAV appends (the error names the file already)."""
    text = getattr(error, "strerror", None) or str(error)
    return str(text).split(": '", 1)[0].strip() or type(error).__name__


def library_version() -> str:
    import av

    return f"PyAV {av.__version__}, FFmpeg {av.ffmpeg_version_info}"


def probe(path: Path) -> MediaInfo:
    """Open the container and count its streams; the duration is the container's (0.0 when it does not say)."""
    import av

    try:
        with av.open(str(path), metadata_errors="ignore") as container:
            duration = container.duration / av.time_base if container.duration else 0.0
            return MediaInfo(path=path, container=container.format.name, duration=float(duration),
                             audio_streams=len(container.streams.audio),
                             video_streams=len(container.streams.video))
    except av.FFmpegError as error:
        if looks_like_media(path):
            raise CorruptMediaError(f"damaged or truncated media ({_reason(error)})", str(path)) from None
        raise NotMediaError(NOT_MEDIA, str(path)) from None


def decode(info: MediaInfo, sample_rate: int = SAMPLE_RATE,
           on_progress: Callable[[float], None] | None = None) -> np.ndarray:
    """The first audio stream as mono float32 at `sample_rate`."""
    import av

    resampler = av.AudioResampler(format="flt", layout="mono", rate=sample_rate)
    buffer = SampleBuffer(int(info.duration * sample_rate) + sample_rate)
    last_failure: Exception | None = None
    decoded = 0
    try:
        with av.open(str(info.path), metadata_errors="ignore") as container:
            stream = container.streams.audio[0]
            for packet in container.demux(stream):
                try:
                    frames = packet.decode()
                except av.InvalidDataError as error:  # one bad packet: skipped, like the ffmpeg program does
                    last_failure = error
                    continue
                for frame in frames:
                    decoded += 1
                    for out in resampler.resample(frame):
                        buffer.append(out.to_ndarray())
                    if on_progress is not None and info.duration > 0 and frame.time is not None:
                        on_progress(min(1.0, max(0.0, frame.time / info.duration)))
            for out in resampler.resample(None):
                buffer.append(out.to_ndarray())
    except av.FFmpegError as error:
        raise CorruptMediaError(f"could not decode the audio ({_reason(error)})", str(info.path)) from None
    audio = buffer.samples()
    if audio.size == 0 and info.duration > 0.05:
        reason = _reason(last_failure) if last_failure and not decoded else "no audio samples could be decoded"
        raise CorruptMediaError(f"damaged audio stream ({reason})", str(info.path))
    if on_progress is not None:
        on_progress(1.0)
    return audio
