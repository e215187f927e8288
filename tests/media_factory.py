"""Make real media files for tests with the ffmpeg binary: every container we claim, and every kind of bad input."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

from core.media import decode_audio, ffmpeg_executable

# container extension -> codec arguments for the audio (and a video track for video containers)
AUDIO_CONTAINERS = {
    "wav": ["-c:a", "pcm_s16le"],
    "mp3": ["-c:a", "libmp3lame"],
    "m4a": ["-c:a", "aac"],
    "flac": ["-c:a", "flac"],
    "ogg": ["-c:a", "libvorbis"],
    "opus": ["-c:a", "libopus"],
}
VIDEO_CONTAINERS = {
    "mp4": ["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac"],
    "mkv": ["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "libopus"],
    "mov": ["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac"],
    "webm": ["-c:v", "libvpx", "-deadline", "realtime", "-c:a", "libopus"],
    "avi": ["-c:v", "mpeg4", "-c:a", "libmp3lame"],
}


def _ffmpeg(*args: str) -> None:
    subprocess.run([ffmpeg_executable(), "-hide_banner", "-loglevel", "error", "-y", *args], check=True)


def convert(source: Path, target: Path, size: str = "160x120", colour: str = "blue", rate: int = 10) -> Path:
    """`source` audio into `target`'s container; video containers get a plain picture track of `size`."""
    ext = target.suffix.lstrip(".").lower()
    if ext in AUDIO_CONTAINERS:
        _ffmpeg("-i", str(source), "-vn", *AUDIO_CONTAINERS[ext], str(target))
    elif ext in VIDEO_CONTAINERS:
        # The picture lasts as long as the sound: `-shortest` alone leaves seconds of extra video in ffmpeg 9's
        # Matroska (imageio-ffmpeg's build), which Debian's 5.1 did not.
        seconds = len(decode_audio(source)) / 16000
        _ffmpeg("-f", "lavfi", "-i", f"color=c={colour}:s={size}:r={rate}:d={seconds:.3f}", "-i", str(source),
                "-map", "0:v", "-map", "1:a", "-shortest", *VIDEO_CONTAINERS[ext], str(target))
    else:
        raise ValueError(f"no recipe for {ext}")
    return target


def picture_with_sound(source: Path, target: Path, size: str = "640x360") -> Path:
    """`source`'s sound under a black picture of `size` at 25 fps, big enough for burned-in text to be measured."""
    return convert(source, target, size=size, colour="black", rate=25)


def video_without_audio(target: Path, seconds: float = 2.0) -> Path:
    _ffmpeg("-f", "lavfi", "-i", f"color=c=red:s=160x120:d={seconds}", "-c:v", "libx264", "-preset", "ultrafast",
            str(target))
    return target


def truncated(source: Path, target: Path, keep: int = 4096) -> Path:
    """The head of a real file: for mp4 the index (moov) at the end is gone, so the file cannot be opened."""
    target.write_bytes(source.read_bytes()[:keep])
    return target


def garbage_with_media_header(target: Path) -> Path:
    """A RIFF/WAVE header followed by noise bytes: looks like media, is not decodable."""
    target.write_bytes(b"RIFF\x24\x00\x00\x00WAVEfmt " + os.urandom(512))
    return target


def text_file(target: Path) -> Path:
    target.write_text("this is a shopping list, not a recording\n")
    return target


def silence(target: Path, seconds: float = 3.0) -> Path:
    _ffmpeg("-f", "lavfi", "-i", f"anullsrc=r=16000:cl=mono:d={seconds}", "-c:a", "pcm_s16le", str(target))
    return target


def read_pcm(path: Path) -> np.ndarray:
    """The 16-bit samples of a mono 16 kHz WAV, as a live recording writes them (the format is checked)."""
    import wave

    import numpy as np

    with wave.open(str(path), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 16000)
        return np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2")


def write_wav(target: Path, samples: np.ndarray, rate: int = 16000) -> Path:
    """16-bit mono WAV of float samples in [-1, 1] (clipped), with the standard library's writer."""
    import wave

    import numpy as np

    pcm = (np.clip(samples, -1.0, 1.0) * 32767).astype("<i2")
    with wave.open(str(target), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm.tobytes())
    return target
