"""Events a running job reports. Plain frozen dataclasses: the CLI renders them, the GUI receives them over a pipe."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

from core.types import Segment


@dataclass(frozen=True, slots=True)
class Progress:
    """`fraction` of `stage` done (0..1). Stages: decoding, loading, transcribing, diarizing, writing."""

    stage: str
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
