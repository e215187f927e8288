"""Events a running job reports. Plain frozen dataclasses: the CLI renders them, the GUI receives them over a pipe."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core.types import Segment
from platform_utils.strenum import StrEnum


class ProgressStage(StrEnum):
    """What a running job (or a model download) reports progress on; a job's stages come in this order, except that
    diarizing may run beside transcribing."""

    DECODING = "decoding"
    LOADING = "loading"  # the Whisper model: downloading or reading it
    TRANSCRIBING = "transcribing"
    DIARIZING = "diarizing"
    WRITING = "writing"
    DOWNLOADING = "downloading"  # a model download on its own (the settings panel's Download button)
    EXPORTING = "exporting"  # a video with subtitles (core.video_export), on its own


@dataclass(frozen=True, slots=True)
class StageStarted:
    """`stage` begins (its fraction is 0 from here). Stages: decoding, loading, transcribing, diarizing, writing.

    The stage that loads the Whisper model ("loading") names the engine, the model and the device it runs on, so a
    listener reads them here instead of parsing a message; the other stages leave them empty. A CPU fallback starts
    "loading" again, on the CPU."""

    stage: str
    engine: str = ""
    model: str = ""
    device: str = ""

    @property
    def description(self) -> str:
        """What runs where, as a person reads it ("faster-whisper base on cuda:0"); "" where no engine is named."""
        return f"{self.engine} {self.model} on {self.device}" if self.engine else ""


@dataclass(frozen=True, slots=True)
class Progress:
    """`fraction` of `stage` done (0..1). Most stages announce themselves with StageStarted first; the others begin
    with their first Progress (a model download, and diarization while it runs alongside transcription)."""

    stage: str  # a ProgressStage
    fraction: float
    detail: str = ""


@dataclass(frozen=True, slots=True)
class SegmentDecoded:
    segment: Segment


@dataclass(frozen=True, slots=True)
class Log:
    level: str
    message: str


Event = StageStarted | Progress | SegmentDecoded | Log
EventSink = Callable[[Event], None]


def ignore(_event: Event) -> None:
    """The default sink, so pipeline code never checks whether someone listens."""
