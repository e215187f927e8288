"""The ffmpeg program runs the export: mux (streams copied, the ASS track added) or burn in (the picture re-encoded
with libass drawing the ASS track). Arguments are a list, never a shell string; progress comes from `-progress`."""

from __future__ import annotations

import functools
import shutil
import subprocess
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from core.errors import VideoExportError

# H.264 at a quality that keeps the picture as it was for a viewer, at a speed a laptop can take for a long film.
BURN_VIDEO = ("-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p")
_STDERR_LINES = 12  # the tail of ffmpeg's complaints kept for the error message


@functools.cache
def features(executable: str) -> frozenset[str]:
    """Names of the filters and encoders the program has (asked once per program): libass and libx264 are optional
    in FFmpeg builds, and a burn-in that needs them should say so before it starts."""
    names: set[str] = set()
    for listing in ("-filters", "-encoders"):
        try:
            out = subprocess.run([executable, "-hide_banner", listing], capture_output=True, text=True, timeout=30,
                                 check=False).stdout
        except (OSError, subprocess.SubprocessError):
            continue
        for line in out.splitlines():
            parts = line.split()
            if len(parts) >= 2 and not line.startswith(" ="):
                names.add(parts[1])
    return frozenset(names)


def mux_arguments(media: Path, track: Path, target: Path, muxer: str, *, language: str, title: str,
                  copy_audio: bool) -> list[str]:
    """Picture and sound copied as they are, our track first and shown by default; other subtitle tracks dropped
    (MP4 could not hold most of them)."""
    codec = "ass" if muxer == "matroska" else "mov_text"
    audio = ["-c:a", "copy"] if copy_audio else ["-c:a", "aac", "-b:a", "192k"]
    return ["-i", str(media), "-i", str(track), "-map", "0:v", "-map", "0:a?", "-map", "1:0",
            "-c:v", "copy", *audio, "-c:s", codec,
            "-metadata:s:s:0", f"language={language}", "-metadata:s:s:0", f"title={title}",
            "-disposition:s:0", "default", "-f", muxer, str(target)]


def burn_arguments(media: Path, track_name: str, target: Path, muxer: str, *, copy_audio: bool,
                   fonts: str | None) -> list[str]:
    """The first picture stream re-encoded with the track drawn in; the track is named relative to the working
    folder, because a path inside a filter graph needs escaping that differs on every system."""
    drawing = f"ass={track_name}" + (f":fontsdir={fonts}" if fonts else "")
    audio = ["-c:a", "copy"] if copy_audio else ["-c:a", "aac", "-b:a", "192k"]
    return ["-i", str(media), "-map", "0:v:0", "-map", "0:a?", "-vf", drawing, *BURN_VIDEO, *audio,
            "-f", muxer, str(target)]


def run(executable: str, arguments: Sequence[str], duration: float, on_fraction: Callable[[float], None],
        media: Path, cwd: Path | None = None) -> None:
    """Run ffmpeg to the end, passing on the fraction done; any failure is a VideoExportError with ffmpeg's words.
    An interrupt (Ctrl+C, the worker told to stop) ends ffmpeg before it is passed on."""
    command = [executable, "-hide_banner", "-nostdin", "-loglevel", "error", "-nostats", "-progress", "pipe:1", "-y",
               *arguments]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=cwd,
                               encoding="utf-8", errors="replace")
    complaints: list[str] = []
    reader = threading.Thread(target=lambda: complaints.extend(process.stderr or ()), daemon=True)
    reader.start()
    try:
        for line in process.stdout or ():
            key, _, value = line.strip().partition("=")
            if key == "out_time_us" and duration > 0 and value.isdigit():
                on_fraction(min(1.0, int(value) / 1e6 / duration))
        process.wait()
    except BaseException:
        process.kill()
        process.wait()
        raise
    reader.join(timeout=5)
    if process.returncode != 0:
        said = " ".join(line.strip() for line in complaints[-_STDERR_LINES:] if line.strip())
        raise VideoExportError(f"ffmpeg failed: {said or f'exit status {process.returncode}'}", str(media))


def fallback_fonts(into: Path) -> str | None:
    """A folder of fonts libass can always use (DejaVu Sans from matplotlib's data, where installed), copied into
    the working folder and named relative to it: a computer without system fonts still shows the subtitles."""
    try:
        import matplotlib
    except ImportError:
        return None
    source = Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf"
    if not source.is_file():
        return None
    (into / "fonts").mkdir(exist_ok=True)
    shutil.copy2(source, into / "fonts" / source.name)
    return "fonts"
