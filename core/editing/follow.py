"""Which cue the player is on: the editor highlights and follows it as the position moves."""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from core.types import Cue

OVERLAP_REACH = 4


def cue_at(cues: Sequence[Cue], position_ms: int) -> int | None:
    """The index of the cue shown at `position_ms` (the later one where two overlap), or None between cues."""
    k = bisect.bisect_right([cue.start_ms for cue in cues], position_ms) - 1
    for j in range(k, max(-1, k - OVERLAP_REACH), -1):  # cues overlap their neighbours at most, if at all
        if cues[j].start_ms <= position_ms < cues[j].end_ms:
            return j
    return None


def nearest_cue(cues: Sequence[Cue], position_ms: int) -> int | None:
    """The cue at `position_ms`, else the last one started before it (previous/next cue keys start from there)."""
    found = cue_at(cues, position_ms)
    if found is not None:
        return found
    k = bisect.bisect_right([cue.start_ms for cue in cues], position_ms) - 1
    return k if k >= 0 else None
