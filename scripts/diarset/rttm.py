"""Reference RTTM files as the bench and the tests read them (one reader, pyannote.database's, for every caller), and
speaker turns as pyannote.metrics scores them."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.types import SpeakerTurn

if TYPE_CHECKING:
    from pyannote.core import Annotation


def reference_turns(path: Path) -> tuple[SpeakerTurn, ...]:
    """Every turn of a one-recording RTTM file, in time order (overlapping turns of two speakers both kept)."""
    from pyannote.database.util import load_rttm

    recordings = load_rttm(str(path))
    if len(recordings) != 1:
        raise ValueError(f"{path}: expected the turns of one recording, found {len(recordings)}")
    reference = next(iter(recordings.values()))
    return tuple(SpeakerTurn(segment.start, segment.end, str(label))
                 for segment, _, label in reference.itertracks(yield_label=True))


def annotation(turns: Iterable[Any]) -> Annotation:
    """Turns (SpeakerTurns or (start, end, speaker) rows) as an Annotation with one track per turn, so overlapping
    turns of two speakers both count."""
    from pyannote.core import Annotation, Segment

    result = Annotation()
    for i, turn in enumerate(turns):
        start, end, speaker = (turn.start, turn.end, turn.speaker) if hasattr(turn, "speaker") else turn
        result[Segment(start, end), i] = speaker
    return result


def der_of(reference: Iterable[Any], turns: Iterable[Any], collar: float = 0.0) -> float:
    """DER of `turns` against `reference` as issue 11 scores it: overlapped speech scored, no collar unless asked."""
    from pyannote.metrics.diarization import DiarizationErrorRate

    return float(DiarizationErrorRate(collar=collar, skip_overlap=False)(annotation(reference), annotation(turns)))
