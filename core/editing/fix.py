"""The editor's "Fix rules": mend what breaks a subtitle rule in the chosen cues, and say what could not be mended.

The cutter already gave each cue its best cut, so cutting the same words again changes nothing; what is left to a
fix is what the cutter does not do. Each step is tried where a chosen cue breaks a rule, and kept only when the
cues around it break fewer rules (or the same ones by less):

  1. cut again from the words (a label added by a rename or a new speaker can push a line over the limit);
  2. show it longer: into the silence after it, then before its speech (at most LEAD_MS early), as far as the
     neighbours leave room;
  3. merge with a chosen neighbour into one cue, where the two fit the line rules together;
  4. rebalance with a chosen neighbour: move words across the boundary, so the dense cue gives text to the sparse
     one (only at a break no worse than between two ordinary words: never after an article or a preposition).

A cue whose speech is faster than its room (no silence around it, a neighbour of another speaker) stays as it is,
and the result names it with the rule it breaks. Only chosen cues are changed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from core.cues.check import HARD, SOFT, check_cue, reading_cells
from core.cues.cutter import make_cues
from core.cues.layout import layout_cue
from core.cues.sequence import WordSequence
from core.cues.text import BREAK_PLAIN
from core.cues.timing import to_ms
from core.editing.draft import Draft
from core.errors import InvalidOptionError
from core.types import Cue

LEAD_MS = 1000  # a cue may show at most this long before its first word is spoken
MAX_PASSES = 4


@dataclass(frozen=True, slots=True)
class FixResult:
    """The fixed draft; how many chosen cues broke a rule before, and (index in the new draft, messages) for each
    chosen cue that still does."""

    draft: Draft
    broken_before: int
    left: tuple[tuple[int, tuple[str, ...]], ...]
    why: tuple[str, ...] = ()  # per entry of `left`: why it could not be mended

    @property
    def fixed(self) -> int:
        return max(self.broken_before - len(self.left), 0)


def _score(messages: Iterable[str], cue: Cue, rules_cps: float, min_ms: int) -> tuple[int, int, float]:
    """(hard rules broken, soft ones, seconds of reading time missing): lower is better, compared in that order."""
    hard = soft = 0
    for message in messages:
        if message.startswith(HARD):
            hard += 1
        elif message.startswith(SOFT):
            soft += 1
    need = max(reading_cells(cue) / rules_cps * 1000, min_ms)
    return hard, soft, max(0.0, need - cue.duration_ms) / 1000


class _Fixer:
    def __init__(self, draft: Draft, chosen: Iterable[int]) -> None:
        self.draft = draft
        self.rules = draft.rules
        self.style = draft.shown_label_style()
        self.cues = list(draft.cues)
        self.chosen = {id(self.cues[k]) for k in chosen}
        self.kept: list[Cue] = [self.cues[k] for k in chosen]  # alive, so no new cue ever gets a chosen one's id
        self.speakers = draft.speakers()
        self.until = to_ms(draft.transcript.duration) if draft.transcript.duration else None

    # --- judging ------------------------------------------------------------------------------------------------
    def problems(self, cues: Sequence[Cue], k: int) -> list[str]:
        return check_cue(cues[k], self.rules, cues[k - 1] if k else None, self.style)

    def window_score(self, cues: Sequence[Cue], lo: int, hi: int) -> tuple[int, int, float]:
        """The summed score of cues[lo:hi] and the cue after them (whose gap and label depend on them)."""
        total = (0, 0, 0.0)
        for k in range(max(lo, 0), min(hi + 1, len(cues))):
            hard, soft, missing = _score(self.problems(cues, k), cues[k], self.rules.max_cps,
                                         to_ms(self.rules.min_duration))
            total = (total[0] + hard, total[1] + soft, total[2] + missing)
        return total

    # --- building candidates --------------------------------------------------------------------------------------
    def stretched(self, cues: Sequence[Cue], k: int, cue: Cue) -> Cue:
        """`cue` (at k, between cues[k-1] and cues[k+1]) shown long enough to read, as far as the room allows:
        later first (the text stays while it was spoken), then earlier, never more than LEAD_MS before its speech."""
        gap = to_ms(self.rules.min_gap)
        need = min(max(math.ceil(reading_cells(cue) * 1000 / self.rules.max_cps), to_ms(self.rules.min_duration)),
                   to_ms(self.rules.max_duration))
        if cue.duration_ms >= need:
            return cue
        latest = cues[k + 1].start_ms - gap if k + 1 < len(cues) else (self.until or cue.start_ms + need)
        end = max(cue.end_ms, min(cue.start_ms + need, latest))
        start = cue.start_ms
        if end - start < need:
            earliest = cues[k - 1].end_ms + gap if k else 0
            spoken = round(cue.words[0].start * 1000) if cue.words else cue.start_ms
            start = min(cue.start_ms, max(end - need, earliest, spoken - LEAD_MS))
        if (start, end) == (cue.start_ms, cue.end_ms) or end - start > to_ms(self.rules.max_duration):
            return cue
        return Cue(start, end, cue.lines, cue.words)

    def pair(self, seq: WordSequence, cut: int, a: Cue, b: Cue) -> list[Cue] | None:
        """Two cues from the words of neighbours a and b (`seq`) split anew before word `cut`, inside the time the
        two had; None where either part does not fit one cue."""
        gap = to_ms(self.rules.min_gap)
        first, second = seq.words[:cut], seq.words[cut:]
        end = max(a.start_ms + 1, min(round(max(w.end for w in first) * 1000), b.end_ms - gap - 1))
        start = max(end + gap, min(round(second[0].start * 1000), b.end_ms - 1))
        one, two = layout_cue(seq, 0, cut, self.rules), layout_cue(seq, cut, len(seq), self.rules)
        if one is None or two is None or start >= b.end_ms:
            return None
        return [Cue(a.start_ms, end, one.lines(seq), first), Cue(start, b.end_ms, two.lines(seq), second)]

    def candidates(self, k: int) -> Iterable[tuple[int, int, list[Cue], float]]:
        """(lo, hi, replacement for cues[lo:hi], preference: lower is the smaller change) to try for chosen cue k."""
        cues = self.cues
        cue = cues[k]
        stretched = self.stretched(cues, k, cue)
        if stretched is not cue:
            yield k, k + 1, [stretched], 0.0
        if cue.words and any(m.startswith(HARD) for m in self.problems(cues, k)):
            until = (cues[k + 1].start_ms / 1000 - self.rules.min_gap if k + 1 < len(cues)
                     else (self.until / 1000 if self.until else None))
            try:
                cut = make_cues(cue.words, self.rules, until=until, label_style=self.draft.label_style,
                                speakers=self.speakers, language=self.draft.transcript.language)
            except InvalidOptionError:
                cut = []
            if cut and cut[0].start_ms >= (cues[k - 1].end_ms if k else 0):
                yield k, k + 1, cut, 1.0
        for lo in (k - 1, k):
            hi = lo + 2
            if lo < 0 or hi > len(cues) or not all(id(c) in self.chosen for c in cues[lo:hi]):
                continue
            a, b = cues[lo], cues[lo + 1]
            words = list(a.words) + list(b.words)
            if not a.words or not b.words or (not self.rules.dialogue_dashes and a.speakers != b.speakers):
                continue  # two speakers' words share no cue without dialogue dashes: they split where they do
            seq = WordSequence.build(words, self.rules, self.draft.label_style, self.speakers,
                                     self.draft.transcript.language)
            for at in range(1, len(seq)):
                # only at a break as good as an ordinary one: never after an article, inside a word...
                if seq.breaks[at] > BREAK_PLAIN:
                    continue
                split = self.pair(seq, at, a, b)
                if split is not None:
                    yield lo, hi, split, 2.5 + seq.breaks[at] / 10
            whole = layout_cue(seq, 0, len(seq), self.rules)
            if whole is not None:
                merged = Cue(a.start_ms, max(a.end_ms, b.end_ms), whole.lines(seq), seq.words)
                yield lo, hi, [merged], 2.0  # fewer, fuller cues, and no new break

    # --- the search ---------------------------------------------------------------------------------------------
    def settle(self, cues: list[Cue], lo: int, count: int) -> list[Cue]:
        """The cues placed at lo.. given room to be read (each stretched in its new neighbourhood)."""
        for k in range(lo, lo + count):
            cues[k] = self.stretched(cues, k, cues[k])
        return cues

    def step(self, k: int) -> bool:
        """Apply the candidate for chosen cue k that leaves its neighbourhood breaking the fewest rules (the smallest
        change among equals); True if one breaks fewer than now."""
        best: tuple[tuple[int, int, float, float], list[Cue], int, int] | None = None
        for lo, hi, replacement, preference in self.candidates(k):
            before = self.window_score(self.cues, lo - 1, hi)
            trial = self.settle(self.cues[:lo] + replacement + self.cues[hi:], lo, len(replacement))
            after = self.window_score(trial, lo - 1, lo + len(replacement))
            gain = (after[0] - before[0], after[1] - before[1], preference, after[2] - before[2])
            if gain[:2] < (0, 0) and (best is None or gain < best[0]):
                best = (gain, trial, lo, lo + len(replacement))
        if best is None:
            return False
        _, trial, lo, hi = best
        self.chosen.update(id(c) for c in trial[lo:hi])
        self.kept.extend(trial[lo:hi])
        self.cues = trial
        return True

    def run(self) -> list[Cue]:
        stuck: dict[int, tuple[int, int]] = {}  # cue -> its neighbours when nothing helped it (kept alive in kept)
        for _ in range(MAX_PASSES):
            changed = False
            k = 0
            while k < len(self.cues):
                cue = self.cues[k]
                around = (id(self.cues[k - 1]) if k else 0, id(self.cues[k + 1]) if k + 1 < len(self.cues) else 0)
                if id(cue) in self.chosen and stuck.get(id(cue)) != around and self.problems(self.cues, k):
                    if self.step(k):
                        changed = True
                        continue  # look at the same place again: the cue there is new
                    stuck[id(cue)] = around  # tried again only when a neighbour changes
                k += 1
            if not changed:
                break
        return self.cues


def fix_rules(draft: Draft, indices: Iterable[int]) -> FixResult:
    """The chosen cues mended where they break a subtitle rule (see the module's docstring), and what is left."""
    chosen = sorted(set(indices))
    for k in chosen:
        if not 0 <= k < len(draft.cues):
            raise InvalidOptionError(f"there is no cue {k + 1} (the transcript has {len(draft.cues)})")
    before = draft.problems()
    broken = sum(1 for k in chosen if k in before)
    fixer = _Fixer(draft, chosen)
    cues = fixer.run()
    after = draft.replace(cues=tuple(cues)) if cues != list(draft.cues) else draft
    problems = after.problems()
    left = tuple((k, tuple(problems[k])) for k, cue in enumerate(after.cues)
                 if k in problems and id(cue) in fixer.chosen)
    return FixResult(after, broken, left, tuple(_why(after, k, found, fixer.chosen) for k, found in left))


def _why(draft: Draft, k: int, problems: Sequence[str], chosen: set[int]) -> str:
    """Why cue k (breaking `problems`) still breaks a rule, in words a person can act on."""
    cues, rules = draft.cues, draft.rules
    cue = cues[k]
    if any(m.startswith(HARD) for m in problems):
        return "its words do not fit the rules in the time it has: split it, or edit its text"
    gap = to_ms(rules.min_gap)
    need = max(math.ceil(reading_cells(cue) * 1000 / rules.max_cps), to_ms(rules.min_duration))
    spoken = round(cue.words[0].start * 1000) if cue.words else cue.start_ms
    earliest = max(cues[k - 1].end_ms + gap if k else 0, spoken - LEAD_MS)
    latest = cues[k + 1].start_ms - gap if k + 1 < len(cues) else cue.end_ms
    room = f"it needs {need / 1000:.1f} s to be read and its neighbours leave {(latest - earliest) / 1000:.1f} s"
    movable = [n for n in (k - 1, k + 1) if 0 <= n < len(cues) and id(cues[n]) in chosen
               and (rules.dialogue_dashes or cues[n].speakers == cue.speakers)]
    if not movable:
        return room + "; its neighbours are another speaker's or not chosen, so no words can move to them"
    return room + "; moving words to a neighbour or merging would break a rule there"
