"""Reference RTTM files as the bench and the tests read them: one reader, pyannote.database's, for every caller."""

from __future__ import annotations

from pathlib import Path

from core.types import SpeakerTurn


def reference_turns(path: Path) -> tuple[SpeakerTurn, ...]:
    """Every turn of a one-recording RTTM file, in time order (overlapping turns of two speakers both kept)."""
    from pyannote.database.util import load_rttm

    recordings = load_rttm(str(path))
    if len(recordings) != 1:
        raise ValueError(f"{path}: expected the turns of one recording, found {len(recordings)}")
    reference = next(iter(recordings.values()))
    return tuple(SpeakerTurn(segment.start, segment.end, str(label))
                 for segment, _, label in reference.itertracks(yield_label=True))
