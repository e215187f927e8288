"""On-screen times for cut cues, in integer ms: start with the speech, never overlap, keep the minimum gap, then
stretch short or dense cues into the silence around them as far as the neighbours allow.

Hard: start < end, end - start <= max_duration, next start >= end + min_gap. Best-effort: min_duration and the
reading speed (max_cps) when the speech leaves no room; then the cue keeps what it can get.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.types import CueRules


def to_ms(seconds: float) -> int:
    return int(round(seconds * 1000))


@dataclass(frozen=True, slots=True)
class Timed:
    start_ms: int
    end_ms: int


def place(
    spans: list[tuple[float, float]], chars: list[int], rules: CueRules, until: float | None = None
) -> list[Timed]:
    """Times for cues whose speech runs over `spans` (seconds) and that show `chars` cells of text."""
    gap = to_ms(rules.min_gap)
    longest = to_ms(rules.max_duration)
    shortest = to_ms(rules.min_duration)
    limit = to_ms(until) if until is not None else None
    starts = [max(0, to_ms(s)) for s, _ in spans]
    ends = [min(max(to_ms(e), starts[k] + 1), starts[k] + longest) for k, (_, e) in enumerate(spans)]
    if limit is not None:
        ends = [max(starts[k] + 1, min(e, limit)) for k, e in enumerate(ends)]

    # 1. No overlap, keep the gap: trim the earlier cue, and if that would leave nothing, start the later one later.
    for k in range(1, len(spans)):
        if starts[k] < ends[k - 1] + gap:
            ends[k - 1] = max(starts[k - 1] + 1, min(ends[k - 1], starts[k] - gap))
            starts[k] = max(starts[k], ends[k - 1] + gap)
            ends[k] = min(max(ends[k], starts[k] + 1), starts[k] + longest)

    wanted = [min(longest, max(shortest, int(1000 * c / rules.max_cps + 0.999))) for c in chars]

    def room_after(k: int) -> int:
        if k + 1 < len(spans):
            return starts[k + 1] - gap
        return limit if limit is not None else starts[k] + longest

    # 2. Stretch forward into the silence after the speech, for reading speed and minimum duration.
    for k in range(len(spans)):
        target = min(starts[k] + wanted[k], starts[k] + longest, room_after(k))
        ends[k] = max(ends[k], target)

    # 3. Still under the minimum duration: show it a little before the speech, if the previous cue leaves room.
    # (Taking time from a neighbour would show its text after, or hide it before, it is spoken.)
    for k in range(len(spans)):
        if ends[k] - starts[k] >= shortest:
            continue
        earliest = ends[k - 1] + gap if k else 0
        starts[k] = max(earliest, min(starts[k], ends[k] - shortest))
    return [Timed(s, e) for s, e in zip(starts, ends, strict=True)]
