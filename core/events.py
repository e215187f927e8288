"""Events a running job reports. Plain frozen dataclasses: the CLI renders them, the GUI receives them over a pipe."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

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


@dataclass(frozen=True, slots=True)
class Progress:
    """`fraction` of `stage` done (0..1)."""

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


Event = Union[Progress, SegmentDecoded, Log]
EventSink = Callable[[Event], None]


def ignore(_event: Event) -> None:
    """The default sink, so pipeline code never checks whether someone listens."""
