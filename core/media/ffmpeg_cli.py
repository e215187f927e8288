"""The ffmpeg command-line decoder: media in, 16 kHz mono float32 out; every way a file can be unusable gets its
own error.

ffmpeg runs with an argument list built by ffmpeg-python (never a shell string), so names with spaces, quotes, `;`
or non-ASCII characters are passed through untouched. A first quick `ffmpeg -i` pass reads the container's streams
(so a video without sound or a text file is told apart from a damaged recording) and the duration, which also
drives decoding progress.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import cast

import ffmpeg
import numpy as np

from core.errors import CorruptMediaError, FFmpegNotFoundError, NotMediaError
from core.media.common import NOT_MEDIA, SAMPLE_RATE, MediaInfo, looks_like_media
from core.media.sample_buffer import SampleBuffer

_CHUNK_BYTES = 1 << 20
_INPUT_PLACEHOLDER = "\0input\0"  # stands for the input path while ffmpeg-python compiles the arguments
FFMPEG_ENV = "WHISPER_SUBTITLER_FFMPEG"  # a path to the ffmpeg program to use


def ffmpeg_executable() -> str:
    """ffmpeg from WHISPER_SUBTITLER_FFMPEG, PATH, the frozen bundle's `ffmpeg/` folder, or imageio-ffmpeg's wheel."""
    override = os.environ.get(FFMPEG_ENV)
    if override:
        if Path(override).is_file():
            return override
        raise FFmpegNotFoundError(f"{FFMPEG_ENV} points at {override}, which does not exist")
    found = shutil.which("ffmpeg")
    if found:
        return found
    exe_name = "ffmpeg.exe" if sys.platform == "win32" else "ffmpeg"
    bundle_roots = [Path(getattr(sys, "_MEIPASS", "")), Path(sys.executable).resolve().parent]
    for root in bundle_roots:
        candidate = root / "ffmpeg" / exe_name
        if str(root) and candidate.is_file():
            return str(candidate)
    try:
        import imageio_ffmpeg  # optional, ships a static ffmpeg inside its wheel

        return imageio_ffmpeg.get_ffmpeg_exe()
    except (ImportError, RuntimeError):
        pass
    raise FFmpegNotFoundError(
        "ffmpeg was not found: install it (apt install ffmpeg, brew install ffmpeg, winget install ffmpeg) "
        "or set WHISPER_SUBTITLER_FFMPEG to its path"
    )


def _last_error_line(stderr: str, path: Path) -> str:
    """ffmpeg's last complaint, without the file name it prefixes (the error already names the file)."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    if not lines:
        return "ffmpeg failed without a message"
    line = lines[-1]
    prefix = f"{path}: "
    return line[len(prefix):] if line.startswith(prefix) else line


def probe(path: Path) -> MediaInfo:
    """Read streams and duration with `ffmpeg -i` (no ffprobe needed, so a static ffmpeg alone is enough)."""
    # `ffmpeg -i X` with no output exits 1 by design; what we want is on stderr.
    args = [ffmpeg_executable(), "-hide_banner", "-nostdin", "-i", str(path)]
    proc = subprocess.run(args, capture_output=True, timeout=120)
    stderr = proc.stderr.decode("utf-8", errors="replace")
    header = re.search(r"Input #0, ([^,]+(?:,[^,]+)*?), from", stderr)
    if header is None:
        reason = _last_error_line(stderr, path)
        if "moov atom not found" in stderr or looks_like_media(path):
            raise CorruptMediaError(f"damaged or truncated media ({reason})", str(path))
        raise NotMediaError(NOT_MEDIA, str(path))  # FFmpeg's words ("Invalid data found ...") help nobody here
    duration = 0.0
    match = re.search(r"Duration: (\d+):(\d+):(\d+(?:\.\d+)?)", stderr)
    if match:
        hours, minutes, seconds = match.groups()
        duration = int(hours) * 3600 + int(minutes) * 60 + float(seconds)
    return MediaInfo(
        path=path,
        container=header.group(1),
        duration=duration,
        audio_streams=len(re.findall(r"Stream #0:\d+.*?: Audio:", stderr)),
        video_streams=len(re.findall(r"Stream #0:\d+.*?: Video:", stderr)),
    )


def decode(info: MediaInfo, sample_rate: int = SAMPLE_RATE,
           on_progress: Callable[[float], None] | None = None) -> np.ndarray:
    """The first audio stream of a probed file as mono float32 at `sample_rate`, read from ffmpeg's stdout."""
    compiled = (
        ffmpeg.input(_INPUT_PLACEHOLDER)
        .output("pipe:", format="f32le", acodec="pcm_f32le", ac=1, ar=sample_rate, map="0:a:0")
        .global_args("-hide_banner", "-nostdin", "-loglevel", "error")
        .compile(cmd=ffmpeg_executable())
    )
    # ffmpeg-python hashes its arguments as UTF-8, which a POSIX name that is not UTF-8 (kept by Python as
    # surrogate escapes) cannot be: the name goes in after compiling, and subprocess hands the child its bytes.
    args = [os.fspath(info.path) if arg == _INPUT_PLACEHOLDER else arg for arg in compiled]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # Popen opens each PIPE as a BufferedReader (typeshed says only IO[bytes] | None).
    out_pipe, err_pipe = cast(io.BufferedReader, proc.stdout), cast(io.BufferedReader, proc.stderr)
    stderr_chunks: list[bytes] = []
    drain = threading.Thread(target=lambda: stderr_chunks.append(err_pipe.read()), daemon=True)
    drain.start()
    expected = max(1, int(info.duration * sample_rate))
    buffer = SampleBuffer(expected + sample_rate)
    try:
        while buffer.read_from(out_pipe, _CHUNK_BYTES):
            if on_progress is not None:
                on_progress(min(1.0, buffer.samples_read / expected))
    finally:
        out_pipe.close()
        returncode = proc.wait()
        drain.join()
    stderr = b"".join(stderr_chunks).decode("utf-8", errors="replace")
    if returncode != 0:
        raise CorruptMediaError(
            f"could not decode the audio ({_last_error_line(stderr, info.path)})", str(info.path)
        )
    audio = buffer.samples()
    if audio.size == 0 and info.duration > 0.05:
        reason = _last_error_line(stderr, info.path) if stderr.strip() else "no audio samples could be decoded"
        raise CorruptMediaError(f"damaged audio stream ({reason})", str(info.path))
    if on_progress is not None:
        on_progress(1.0)
    return audio
