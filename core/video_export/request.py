"""What an export is asked to make, and the checks made before any work: bad input costs a sentence, not a re-encode
that fails at the end."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.errors import InvalidOptionError, OutputExistsError, VideoExportError
from core.media import probe_media

MODES = ("soft", "burn")  # soft: a subtitle track the viewer can switch off; burn: drawn into the picture
# output suffix -> FFmpeg muxer; MKV takes the ASS track as it is, MP4 and MOV only mov_text (3GPP timed text)
CONTAINERS = {".mkv": "matroska", ".mp4": "mp4", ".m4v": "mp4", ".mov": "mov"}


@dataclass(frozen=True, slots=True)
class VideoExport:
    """`transcript` is the job's JSON (the editable source of truth); `output`'s suffix picks the container."""

    media: Path
    transcript: Path
    output: Path
    mode: str = "soft"
    overwrite: bool = False

    @property
    def muxer(self) -> str:
        return CONTAINERS[self.output.suffix.lower()]


def default_output(media: Path, mode: str = "soft", suffix: str | None = None) -> Path:
    """Beside the media, never its own name: "talk.subtitled.mkv" or "talk.burned.mp4" (MKV keeps a soft track's
    styles; a burned picture needs none, and MP4 plays almost everywhere)."""
    soft = mode == "soft"
    suffix = suffix or (".mkv" if soft else ".mp4")
    return Path(media).with_name(f"{Path(media).stem}.{'subtitled' if soft else 'burned'}{suffix}")


def check_request(request: VideoExport) -> float:
    """Refuse what cannot work, naming the file; returns the media's duration in seconds (0.0 when unknown)."""
    if request.mode not in MODES:
        raise InvalidOptionError(f"unknown export mode {request.mode!r}; use one of: {', '.join(MODES)}")
    if request.output.suffix.lower() not in CONTAINERS:
        raise InvalidOptionError(
            f"cannot write a video as {request.output.suffix or 'a file without a suffix'}; use one of: "
            f"{', '.join(sorted(CONTAINERS))}", str(request.output))
    if request.transcript.suffix.lower() != ".json":
        raise InvalidOptionError("expected the job's .json transcript", str(request.transcript))
    info = probe_media(request.media)
    if info.video_streams == 0:
        raise VideoExportError("has no video stream: there is no picture to put subtitles on", str(request.media))
    if request.output.resolve() == Path(request.media).resolve():
        raise InvalidOptionError("the output would replace the media it is made from", str(request.output))
    if request.output.exists() and not request.overwrite:
        raise OutputExistsError(f"would overwrite {request.output.name}", str(request.output))
    return info.duration
