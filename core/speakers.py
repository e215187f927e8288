"""Words to speakers: give every recognised word the diarization speaker it overlaps most.

The turns are first flattened into a sorted timeline of non-overlapping spans, each listing the speakers active in
it (overlapping turns stay possible, exclusive ones are the common case). A word then needs one `bisect` to find
the spans it touches, so a 3-hour file (20,000 words, 3,000 turns) assigns in milliseconds, where comparing every
word with every turn would take seconds (bench/diarize.py measures it).

A word touching no turn takes the nearest turn within `max_distance` seconds, else stays unlabelled (None). Then
one or two words that flip to another speaker in the middle of one person's speech (diarization noise at word
scale) are given back to the surrounding speaker, unless a pause sets them apart: a short reply ("Neither did
I.") comes after or before a silence, while a flip inside running speech does not. Last, a speaker change that
falls inside running speech moves to a pause at most two words away: people take turns at pauses, while
diarization boundaries drift by a few hundred milliseconds ("Neither did | I." becomes "Neither did I. |").
"""

from __future__ import annotations

import dataclasses
from bisect import bisect_right
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from core.types import Segment, SpeakerTurn, Word

# Smoothing: a run of at most this many words, lasting at most this long, between two words of one other speaker.
MAX_FLIP_WORDS = 2
MAX_FLIP_SECONDS = 1.0
# A gap this long between the run and the words around it marks a turn of its own (people pause when they take
# the floor); Whisper's gaps between words of one phrase are mostly under 0.1 s.
TURN_PAUSE_SECONDS = 0.2
# A change between two words closer than this is inside running speech, and moves to a pause at most
# MAX_SNAP_WORDS words (lasting at most MAX_FLIP_SECONDS) away, the nearer side first.
RUNNING_GAP_SECONDS = 0.1
MAX_SNAP_WORDS = 2


@dataclass(frozen=True, slots=True)
class _Timeline:
    """Non-overlapping spans sorted by time; `speakers[i]` are those active during span i (in order of arrival)."""

    starts: list[float]
    ends: list[float]
    speakers: list[tuple[str, ...]]

    @classmethod
    def of(cls, turns: Sequence[SpeakerTurn]) -> _Timeline:
        events: list[tuple[float, int, str]] = []
        for turn in turns:
            if turn.end > turn.start:
                events.append((turn.start, 1, turn.speaker))
                events.append((turn.end, -1, turn.speaker))
        events.sort(key=lambda e: (e[0], e[1]))  # ends before starts at one instant: touching turns do not overlap
        starts: list[float] = []
        ends: list[float] = []
        speakers: list[tuple[str, ...]] = []
        active: dict[str, int] = {}
        previous: float | None = None
        for time, change, speaker in events:
            if previous is not None and time > previous and active:
                current = tuple(active)
                if ends and ends[-1] == previous and speakers[-1] == current:
                    ends[-1] = time  # same speakers continue: extend instead of adding a span
                else:
                    starts.append(previous)
                    ends.append(time)
                    speakers.append(current)
            if change > 0:
                active[speaker] = active.get(speaker, 0) + 1
            else:
                active[speaker] -= 1
                if not active[speaker]:
                    del active[speaker]
            previous = time
        return cls(starts, ends, speakers)

    def speaker_at(self, start: float, end: float, max_distance: float) -> str | None:
        first = bisect_right(self.ends, start)  # first span ending after the word starts
        overlap: dict[str, float] = defaultdict(float)
        index = first
        while index < len(self.starts) and self.starts[index] < end:
            shared = min(end, self.ends[index]) - max(start, self.starts[index])
            if shared > 0:
                for speaker in self.speakers[index]:
                    overlap[speaker] += shared
            index += 1
        if overlap:
            return max(overlap, key=overlap.__getitem__)  # ties: the speaker met first
        return self._nearest(first, start, end, max_distance)

    def _nearest(self, first: int, start: float, end: float, max_distance: float) -> str | None:
        options: list[tuple[float, str]] = []
        if first > 0:
            options.append((start - self.ends[first - 1], self.speakers[first - 1][-1]))
        if first < len(self.starts):
            options.append((max(0.0, self.starts[first] - end), self.speakers[first][0]))
        distance, speaker = min(options, default=(float("inf"), None), key=lambda o: o[0])
        return speaker if distance <= max_distance else None


def _gap(words: Sequence[Word], i: int) -> float:
    """Silence between word i-1 and word i."""
    return words[i].start - words[i - 1].end


def _smooth(words: list[Word]) -> list[Word]:
    """Give short flips (1-2 words, at most 1 s, same speaker on both sides, no pause around them) back to the
    surrounding speaker."""
    result = list(words)
    i = 0
    while i < len(result):
        j = i
        while j + 1 < len(result) and result[j + 1].speaker == result[i].speaker:
            j += 1
        # result[i..j] is a run of one speaker
        if 0 < i and j + 1 < len(result) and result[i].speaker is not None:
            before, after = result[i - 1].speaker, result[j + 1].speaker
            short = j - i + 1 <= MAX_FLIP_WORDS and result[j].end - result[i].start <= MAX_FLIP_SECONDS
            paused = _gap(result, i) >= TURN_PAUSE_SECONDS or _gap(result, j + 1) >= TURN_PAUSE_SECONDS
            if short and not paused and before is not None and before == after and before != result[i].speaker:
                for k in range(i, j + 1):
                    result[k] = result[k].with_speaker(before)
                # the run merged into its neighbours: rescan from the start of the merged run
                while i > 0 and result[i - 1].speaker == before:
                    i -= 1
                continue
        i = j + 1
    return result


def _can_move(words: Sequence[Word], first: int, last: int, speaker: str | None, pause_at: int) -> bool:
    """Whether words first..last, all of `speaker`, can change hands: a pause lies before word `pause_at` (at the
    run's far end), none inside the run, and the run lasts at most MAX_FLIP_SECONDS."""
    return (0 < pause_at < len(words)
            and all(w.speaker == speaker for w in words[first:last + 1])
            and _gap(words, pause_at) >= TURN_PAUSE_SECONDS
            and all(_gap(words, k) < TURN_PAUSE_SECONDS for k in range(first + 1, last + 1))
            and words[last].end - words[first].start <= MAX_FLIP_SECONDS)


def _snap_target(words: Sequence[Word], change: int, before: str, after: str) -> tuple[int, int, str] | None:
    """For a change from speaker `before` (word change-1) to `after` (word change) inside running speech: (first,
    last, speaker) of the words to move so that the change falls on the nearest pause, or None when no pause is close
    enough."""
    for moved in range(1, MAX_SNAP_WORDS + 1):
        # forward: words change..last go to `before`; the new change sits at the pause after them
        last = change + moved - 1
        if _can_move(words, change, last, after, pause_at=last + 1):
            return change, last, before
        # backward: words first..change-1 go to `after`; the new change sits at the pause before them
        first = change - moved
        if first >= 0 and _can_move(words, first, change - 1, before, pause_at=first):
            return first, change - 1, after
    return None


def _snap_to_pauses(words: list[Word]) -> list[Word]:
    """Move speaker changes that fall inside running speech to the nearest pause within two words."""
    result = list(words)
    for change in range(1, len(result)):
        before, after = result[change - 1].speaker, result[change].speaker
        if before is None or after is None or before == after or _gap(result, change) >= RUNNING_GAP_SECONDS:
            continue
        target = _snap_target(result, change, before, after)
        if target is not None:
            first, last, speaker = target
            for k in range(first, last + 1):
                result[k] = result[k].with_speaker(speaker)
    return result


def assign_speakers(
    words: Sequence[Word], turns: Sequence[SpeakerTurn], *, max_distance: float = 1.0, smooth: bool = True
) -> list[Word]:
    """`words` (in time order) with `speaker` set from `turns`; None where no turn is within `max_distance` s.
    `smooth` (the default) applies the word-scale corrections described above."""
    timeline = _Timeline.of(turns)
    labelled = [w.with_speaker(timeline.speaker_at(w.start, w.end, max_distance)) for w in words]
    return _snap_to_pauses(_smooth(labelled)) if smooth else labelled


def majority_speaker(words: Sequence[Word]) -> str | None:
    """The speaker of most words; ties go to the one who spoke longer, then to the one heard first."""
    counts = Counter(w.speaker for w in words if w.speaker is not None)
    if not counts:
        return None
    durations: dict[str, float] = defaultdict(float)
    first_seen: dict[str, int] = {}
    for index, word in enumerate(words):
        if word.speaker is not None:
            durations[word.speaker] += word.end - word.start
            first_seen.setdefault(word.speaker, index)
    return max(counts, key=lambda s: (counts[s], durations[s], -first_seen[s]))


def label_segments(
    segments: Sequence[Segment], turns: Sequence[SpeakerTurn], *, max_distance: float = 1.0, smooth: bool = True
) -> tuple[Segment, ...]:
    """Every segment with its words' speakers and its majority speaker.

    Words of all segments are assigned together, so smoothing works across segment boundaries. A segment without
    word timings is labelled as if it were one long word.
    """
    flat = [w for s in segments for w in s.words]
    assigned = iter(assign_speakers(flat, turns, max_distance=max_distance, smooth=smooth))
    timeline = _Timeline.of(turns)
    result = []
    for segment in segments:
        words = tuple(next(assigned) for _ in segment.words)
        if words:
            speaker = majority_speaker(words)
        else:
            speaker = timeline.speaker_at(segment.start, segment.end, max_distance)
        result.append(dataclasses.replace(segment, words=words, speaker=speaker))
    return tuple(result)
