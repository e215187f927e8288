"""Words made ready for cutting: sorted, cleaned, hard-wrapped, with prefix sums so any span's width is O(1)."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Sequence

from core.cues.text import break_cost, cell_width, hard_wrap, uses_spaces
from core.types import CueRules, Word

DASH = "- "


def effective_speakers(words: Sequence[Word]) -> list[str | None]:
    """Speaker of each word, where an unlabelled word belongs to the speaker before it (or after, at the start),
    so a word the diarization missed never splits a cue on its own."""
    out: list[str | None] = []
    last: str | None = next((w.speaker for w in words if w.speaker is not None), None)
    for w in words:
        if w.speaker is not None:
            last = w.speaker
        out.append(last)
    return out


def clean_words(words: Sequence[Word], capacity: int) -> list[Word]:
    """Drop empty or timeless words, order by start, repair end < start, and hard-wrap words wider than a line."""
    kept = [
        w if w.end >= w.start else dataclasses.replace(w, end=w.start)
        for w in words
        if w.text.strip() and math.isfinite(w.start) and math.isfinite(w.end)
    ]
    kept.sort(key=lambda w: w.start)
    return [piece for w in kept for piece in hard_wrap(w, capacity)]


@dataclass(frozen=True)
class WordSequence:
    """Parallel arrays over the cleaned words; `pause[k]` is the silence before word k (against the latest end
    so far, so an overlapping long word is not mistaken for a pause)."""

    words: tuple[Word, ...]
    speakers: tuple[str | None, ...]
    prefix: tuple[int, ...]  # prefix[k] = cells of words[:k], spaces included
    lead: tuple[int, ...]  # cells of each word's leading whitespace
    trail: tuple[int, ...]  # cells of each word's trailing whitespace
    pause: tuple[float, ...]
    breaks: tuple[float, ...]  # break cost before word k (0 for k = 0)
    spaced: bool

    @classmethod
    def build(cls, words: Sequence[Word], rules: CueRules) -> "WordSequence":
        capacity = rules.max_chars_per_line - (len(DASH) if rules.dialogue_dashes else 0)
        cleaned = clean_words(words, capacity)
        spaced = uses_spaces(cleaned)
        speakers = effective_speakers(cleaned)
        prefix = [0]
        lead: list[int] = []
        trail: list[int] = []
        pause: list[float] = []
        breaks: list[float] = []
        latest = -math.inf
        for k, w in enumerate(cleaned):
            prefix.append(prefix[-1] + cell_width(w.text))
            lead.append(cell_width(w.text[: len(w.text) - len(w.text.lstrip())]))
            trail.append(cell_width(w.text[len(w.text.rstrip()) :]))
            gap = w.start - latest if k else 0.0
            pause.append(gap)
            latest = max(latest, w.end)
            if k == 0:
                breaks.append(0.0)
            elif speakers[k] != speakers[k - 1]:
                breaks.append(0.0)  # a change of speaker is the best break there is
            else:
                breaks.append(break_cost(cleaned[k - 1], w, gap, spaced))
        return cls(
            words=tuple(cleaned),
            speakers=tuple(speakers),
            prefix=tuple(prefix),
            lead=tuple(lead),
            trail=tuple(trail),
            pause=tuple(pause),
            breaks=tuple(breaks),
            spaced=spaced,
        )

    def __len__(self) -> int:
        return len(self.words)

    def width(self, a: int, b: int) -> int:
        """Cells of words[a:b] joined and stripped, as they would stand on one line."""
        if b <= a:
            return 0
        return self.prefix[b] - self.prefix[a] - self.lead[a] - self.trail[b - 1]

    def text(self, a: int, b: int) -> str:
        return "".join(w.text for w in self.words[a:b]).strip()

    def span(self, a: int, b: int) -> float:
        """Seconds from the first word's start to the latest end among words[a:b]."""
        return max(w.end for w in self.words[a:b]) - self.words[a].start

    def runs(self, a: int, b: int) -> list[tuple[int, int]]:
        """words[a:b] split where the (effective) speaker changes."""
        out: list[tuple[int, int]] = []
        start = a
        for k in range(a + 1, b):
            if self.speakers[k] != self.speakers[k - 1]:
                out.append((start, k))
                start = k
        out.append((start, b))
        return out
