"""Cutting words into cues: hard boundaries first (long pauses, speaker changes), then, inside each stretch, the
set of cues with the lowest total cost found by dynamic programming over word positions.

A cue's cost: one unit per cue (fewer, fuller cues), how bad its last break is (sentence end best), its line
layout, and penalties when the time before the next speech cannot carry its text at max_cps or min_duration.
Candidates that break a hard rule (too wide, too many lines, longer than max_duration) are never considered.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from core.cues.labels import DEFAULT_LABEL_STYLE
from core.cues.layout import Layout, layout_cue
from core.cues.sequence import WordSequence
from core.cues.timing import place
from core.types import Cue, CueRules, Word

CUE_COST = 1.0
END_BREAK_WEIGHT = 2.0
READING_WEIGHT = 3.0
SHORT_WEIGHT = 2.0
LONE_WORD_CUE = 1.0


def _stretches(seq: WordSequence, rules: CueRules) -> list[tuple[int, int]]:
    """Word spans no cue may cross: split at pauses over max_pause and, without dialogue dashes, at speakers."""
    out: list[tuple[int, int]] = []
    start = 0
    for k in range(1, len(seq)):
        speaker_change = seq.speakers[k] != seq.speakers[k - 1]
        if seq.pause[k] > rules.max_pause or (speaker_change and not rules.dialogue_dashes):
            out.append((start, k))
            start = k
    if len(seq):
        out.append((start, len(seq)))
    return out


def _timing_penalty(chars: int, start: float, speech_end: float, next_start: float, rules: CueRules) -> float:
    """How far the time this cue can stay up falls short of what its text needs to be read."""
    room = min(next_start - rules.min_gap, start + rules.max_duration) - start
    room = max(room, speech_end - start, 1e-3)
    need = chars / rules.max_cps
    penalty = READING_WEIGHT * max(0.0, need / room - 1.0)
    if room < rules.min_duration:
        penalty += SHORT_WEIGHT * (1.0 - room / rules.min_duration)
    return penalty


def _cut_stretch(
    seq: WordSequence, lo: int, hi: int, next_start: float, rules: CueRules
) -> list[tuple[int, int, Layout]]:
    """Cheapest cues for words[lo:hi]; `next_start` is when the speech after this stretch begins."""
    best = [math.inf] * (hi - lo + 1)
    back: list[tuple[int, Layout] | None] = [None] * (hi - lo + 1)
    best[0] = 0.0
    widest = rules.max_chars_per_line * rules.max_lines
    for j in range(lo + 1, hi + 1):
        following = seq.words[j].start if j < hi else next_start
        end_cost = 0.0 if j == hi else END_BREAK_WEIGHT * seq.breaks[j]
        speech_end = -math.inf
        for i in range(j - 1, lo - 1, -1):
            speech_end = max(speech_end, seq.words[i].end)
            alone = i == j - 1
            if not alone and (seq.width(i, j) > widest or speech_end - seq.words[i].start > rules.max_duration):
                break
            layout = layout_cue(seq, i, j, rules)
            if layout is None:
                if alone:
                    raise AssertionError(f"a single word does not fit a cue: {seq.words[i].text!r}")
                break  # adding words in front only makes it harder
            cost = best[i - lo] + CUE_COST + end_cost + layout.cost
            cost += _timing_penalty(layout.cells(seq), seq.words[i].start, speech_end, following, rules)
            if alone and hi - lo > 1:
                cost += LONE_WORD_CUE
            if cost < best[j - lo]:
                best[j - lo] = cost
                back[j - lo] = (i, layout)
    cues: list[tuple[int, int, Layout]] = []
    j = hi
    while j > lo:
        step = back[j - lo]
        assert step is not None
        i, layout = step
        cues.append((i, j, layout))
        j = i
    cues.reverse()
    return cues


def make_cues(
    words: Sequence[Word],
    rules: CueRules = CueRules(),
    *,
    until: float | None = None,
    label_style: str = DEFAULT_LABEL_STYLE,
    speakers: Iterable[str | None] | None = None,
    language: str | None = None,
) -> list[Cue]:
    """Subtitle cues for `words` under `rules`; `until` (the media duration) keeps the last cue inside the media.

    `label_style` is how SRT and TXT will mark speakers: each line is cut to fit beside the label it will show,
    and with one speaker or none (unless rules.label_single_speaker) no line shows one and each has its full
    width. `speakers`: every speaker of the whole text when `words` are only part of it (the editor re-cutting a
    few cues), so the part is cut for the labels the whole will show. `language` (the transcript's, ISO 639-1)
    says which words a line must not end on (core.cues.phrases); None: English.
    Every cue meets the hard rules of `check_cue` (with the same style); reading speed and minimum duration are
    met wherever the silence around the speech allows it. Raises InvalidOptionError for a speaker name too long
    to leave room for speech beside its label.
    """
    seq = WordSequence.build(words, rules, label_style, speakers, language)
    stretches = _stretches(seq, rules)
    cut: list[tuple[int, int, Layout]] = []
    for n, (lo, hi) in enumerate(stretches):
        if n + 1 < len(stretches):
            next_start = seq.words[stretches[n + 1][0]].start
        else:
            next_start = until if until is not None else math.inf
        cut.extend(_cut_stretch(seq, lo, hi, next_start, rules))
    spans = [(seq.words[i].start, seq.span(i, j) + seq.words[i].start) for i, j, _ in cut]
    chars = [layout.cells(seq) for _, _, layout in cut]
    times = place(spans, chars, rules, until)
    return [
        Cue(t.start_ms, t.end_ms, layout.lines(seq), seq.words[i:j])
        for (i, j, layout), t in zip(cut, times, strict=True)
    ]
