"""Words made ready for cutting: sorted, cleaned, hard-wrapped, with prefix sums so any span's width is O(1)."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from core.cues.labels import DEFAULT_LABEL_STYLE, check_label_style, label, label_cells, shown_style, shows_label
from core.cues.phrases import phrasing
from core.cues.text import DASH, break_cost, cell_width, hard_wrap, uses_spaces
from core.errors import InvalidOptionError
from core.types import CueRules, Word

# A labelled line keeps at least this share of its width for speech; a longer name is refused: a line of one
# syllable beside a name would be unreadable, and cutting the name is the user's choice, not ours.
MIN_SPEECH_SHARE = 0.25


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


def clean_words(words: Sequence[Word]) -> list[Word]:
    """Drop empty or timeless words, order by start and repair end < start."""
    kept = [
        w if w.end >= w.start else dataclasses.replace(w, end=w.start)
        for w in words
        if w.text.strip() and math.isfinite(w.start) and math.isfinite(w.end)
    ]
    kept.sort(key=lambda w: w.start)
    return kept


def opening_labels(speakers: Sequence[str | None], style: str) -> list[int]:
    """Cells of the label a line starting at each word shows: its speaker's label where the speaker changes
    (the line before, in this cue or the one before, is another speaker's), else 0."""
    return [
        label_cells(s, style) if shows_label(s, speakers[k - 1] if k else None) else 0
        for k, s in enumerate(speakers)
    ]


def _room_for_speech(speaker: str | None, labelled: int, rules: CueRules, style: str) -> int:
    """Cells left for words on a line that opens with a label `labelled` cells wide (dialogue dash included)."""
    room = rules.max_chars_per_line - (len(DASH) if rules.dialogue_dashes else 0) - labelled
    least = max(1, math.ceil(rules.max_chars_per_line * MIN_SPEECH_SHARE))
    if labelled and room < least:
        raise InvalidOptionError(
            f"speaker name {speaker!r} is too long for {rules.max_chars_per_line}-character lines: its label "
            f"{label(speaker, style)!r} leaves {max(room, 0)} for speech (at least {least} are needed)"
        )
    return room


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
    labels: tuple[int, ...]  # cells of the speaker label a line starting at word k shows (0: none)
    spaced: bool

    @classmethod
    def build(cls, words: Sequence[Word], rules: CueRules, label_style: str = DEFAULT_LABEL_STYLE,
              whole: Iterable[str | None] | None = None, language: str | None = None) -> WordSequence:
        """`label_style` is how the writers mark speakers in the text: a line opening with a label holds less. No
        line holds a label where the text has one speaker or none (core.cues.labels.shown_style), judged on
        `whole`, every speaker of the whole text, when these words are only part of it (else on the words').
        `language` picks the word classes that say where a phrase may break (core.cues.phrases)."""
        check_label_style(label_style)
        kept = clean_words(words)
        kept_speakers = effective_speakers(kept)
        label_style = shown_style(label_style, kept_speakers if whole is None else whole, rules)
        cleaned: list[Word] = []
        speakers: list[str | None] = []
        for w, s, labelled in zip(kept, kept_speakers, opening_labels(kept_speakers, label_style), strict=True):
            # Hard-wrap words wider than a line; the pieces of a word never start a speaker, so only the first
            # could carry a label and all are cut to the room beside it.
            pieces = hard_wrap(w, _room_for_speech(s, labelled, rules, label_style))
            cleaned.extend(pieces)
            speakers.extend([s] * len(pieces))
        spaced = uses_spaces(cleaned)
        classes = phrasing(language)
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
                breaks.append(break_cost(cleaned[k - 1], w, gap, spaced, classes))
        return cls(
            words=tuple(cleaned),
            speakers=tuple(speakers),
            prefix=tuple(prefix),
            lead=tuple(lead),
            trail=tuple(trail),
            pause=tuple(pause),
            breaks=tuple(breaks),
            labels=tuple(opening_labels(speakers, label_style)),
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
