"""Speaker turns as pyannote.metrics scores them: our SpeakerTurns (or (start, end, speaker) rows) as an Annotation."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyannote.core import Annotation, Segment


def annotation(turns: Iterable[Any]) -> Annotation:
    """One track per turn, so overlapping turns of two speakers both count."""
    result = Annotation()
    for i, turn in enumerate(turns):
        start, end, speaker = (turn.start, turn.end, turn.speaker) if hasattr(turn, "speaker") else turn
        result[Segment(start, end), i] = speaker
    return result
