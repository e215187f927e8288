"""Breaking one cue's words into lines: as few lines as fit, each speaker on lines of its own, breaks at the
best-ranked places, lines of similar length and no lone word on a line when another layout avoids it.
A line that will open with a speaker label (core.cues.labels) gets that much less room."""

from __future__ import annotations

import math
from dataclasses import dataclass

from core.cues.sequence import DASH, WordSequence
from core.types import CueLine, CueRules

LINE_BREAK_WEIGHT = 1.0
BALANCE_WEIGHT = 4.0
# Lines of very different length read badly even when each fits ("Thank you, / will it rain in the harbor this
# afternoon?", 10 against 41): the text's widths, labels aside, are also weighed against their own mean, except
# beside a sentence end, where a short line is the better break.
RELATIVE_BALANCE_WEIGHT = 1.5
LONE_WORD = 1.5


@dataclass(frozen=True, slots=True)
class Layout:
    """Lines as (start, end) word spans, each with its speaker and whether it opens with a dialogue dash."""

    spans: tuple[tuple[int, int], ...]
    dashed: tuple[bool, ...]
    cost: float

    def cells(self, seq: WordSequence) -> int:
        """Cells a viewer reads (dashes and line breaks not counted), as check.reading_cells counts them."""
        return sum(seq.width(a, b) for a, b in self.spans)

    def lines(self, seq: WordSequence) -> tuple[CueLine, ...]:
        return tuple(
            CueLine((DASH if dash else "") + seq.text(a, b), seq.speakers[a])
            for (a, b), dash in zip(self.spans, self.dashed, strict=True)
        )


def _split_run(
    seq: WordSequence, a: int, b: int, count: int, first_cap: int, cap: int, label: int = 0
) -> tuple[float, list[tuple[int, int]]] | None:
    """Best split of words[a:b] into exactly `count` lines (first line `first_cap` cells wide, others `cap`);
    the first line also shows a speaker label `label` cells wide, which counts toward its width and balance."""
    total = seq.width(a, b) + label
    mean = total / count
    text_mean = max(seq.width(a, b) / count, 1.0)
    several = b - a > 1

    def line_cost(s: int, e: int, first: bool) -> float:
        width = seq.width(s, e) + (label if first else 0)
        if width > (first_cap if first else cap):
            return math.inf
        cost = BALANCE_WEIGHT * ((width - mean) / cap) ** 2
        if not ((not first and seq.breaks[s] == 0.0) or (e < b and seq.breaks[e] == 0.0)):
            # a sentence may end on a short line ("Okay. / ..."); a stub cut off at a comma should not
            cost += RELATIVE_BALANCE_WEIGHT * ((seq.width(s, e) - text_mean) / text_mean) ** 2
        if several and e - s == 1:
            cost += LONE_WORD
        if not first:
            cost += LINE_BREAK_WEIGHT * seq.breaks[s]
        return cost

    if count == 1:
        cost = line_cost(a, b, True)
        return None if math.isinf(cost) else (0.0, [(a, b)])
    # best[e] = (cost, spans) of words[a:e] in `lines` lines; grow one line at a time.
    best: dict[int, tuple[float, list[tuple[int, int]]]] = {}
    for e in range(a + 1, b):
        c = line_cost(a, e, True)
        if not math.isinf(c):
            best[e] = (c, [(a, e)])
    for lines in range(2, count + 1):
        ends = [b] if lines == count else range(a + lines, b)
        grown: dict[int, tuple[float, list[tuple[int, int]]]] = {}
        for e in ends:
            choice: tuple[float, list[tuple[int, int]]] | None = None
            for s, (c, spans) in best.items():
                if s >= e:
                    continue
                total_cost = c + line_cost(s, e, False)
                if choice is None or total_cost < choice[0]:
                    choice = (total_cost, spans + [(s, e)])
            if choice is not None and not math.isinf(choice[0]):
                grown[e] = choice
        best = grown
    return best.get(b)


def layout_cue(seq: WordSequence, a: int, b: int, rules: CueRules) -> Layout | None:
    """Lines for words[a:b], or None when they cannot fit the rules (too wide, too many speakers)."""
    runs = seq.runs(a, b)
    if len(runs) > 1 and not rules.dialogue_dashes:
        return None
    if len(runs) > rules.max_lines:
        return None
    cap = rules.max_chars_per_line
    dashed = len(runs) > 1
    first_cap = cap - len(DASH) if dashed else cap
    if seq.width(a, b) + seq.labels[a] > first_cap + cap * (rules.max_lines - 1):
        return None
    budget = rules.max_lines - len(runs)  # extra lines beyond one per speaker
    spans: list[tuple[int, int]] = []
    marks: list[bool] = []
    cost = 0.0
    for s, e in runs:
        # A run opens with its speaker's label where the speaker changes (always, inside a cue).
        for count in range(1, budget + 2):
            split = _split_run(seq, s, e, count, first_cap, cap, seq.labels[s])
            if split is not None:
                break
        else:
            return None
        budget -= count - 1
        line_cost, run_spans = split
        cost += line_cost
        spans.extend(run_spans)
        marks.extend([dashed] + [False] * (len(run_spans) - 1))
    return Layout(tuple(spans), tuple(marks), cost)
