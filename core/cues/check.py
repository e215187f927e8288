"""Rule checks for one cue, in words a person can act on; tests and the bench use them to judge the cutter.

Every message starts with its class:
  "hard: "  never broken by make_cues: line width (speaker label included), line count, start before end,
            no overlap, min gap, max duration, no pause over max_pause inside a cue, one speaker per line (and
            per cue without dialogue dashes), dialogue dashes on speaker changes, text equal to the cue's words;
  "soft: "  best-effort, met wherever the speech leaves room: reading speed (max_cps) and min duration. Fast speech
            hemmed in by the next cue cannot be slowed down without overlapping it, so these may remain.
"""

from __future__ import annotations

from core.cues.labels import DEFAULT_LABEL_STYLE, cue_speakers, last_speaker, shown_lines, shown_style
from core.cues.lines import line_words
from core.cues.text import DASH, cell_width
from core.cues.timing import to_ms
from core.types import Cue, CueRules

HARD = "hard: "
SOFT = "soft: "


def reading_cells(cue: Cue) -> int:
    """Cells a viewer reads: the lines without dialogue dashes or line breaks."""
    return sum(cell_width(line.text[len(DASH) :] if line.text.startswith(DASH) else line.text) for line in cue.lines)


def _layout(cue: Cue, rules: CueRules, previous: Cue | None, label_style: str) -> list[str]:
    """Line count and width, each line measured as shown: with the speaker label SRT and TXT put in front."""
    out: list[str] = []
    if not cue.lines:
        return [HARD + "has no lines"]
    if len(cue.lines) > rules.max_lines:
        out.append(HARD + f"has {len(cue.lines)} lines (max {rules.max_lines})")
    shown = shown_lines(cue, label_style, last_speaker(previous))
    for n, (line, text) in enumerate(zip(cue.lines, shown, strict=True), 1):
        width = cell_width(text)
        if not line.text.strip():
            out.append(HARD + f"line {n} is empty")
        elif width > rules.max_chars_per_line:
            out.append(HARD + f"line {n} is {width} characters wide (max {rules.max_chars_per_line}): {text!r}")
    return out


def _timing(cue: Cue, rules: CueRules, previous: Cue | None) -> list[str]:
    out: list[str] = []
    if cue.end_ms <= cue.start_ms:
        out.append(HARD + f"ends ({cue.end_ms} ms) before it starts ({cue.start_ms} ms)")
    if cue.duration_ms > to_ms(rules.max_duration):
        out.append(HARD + f"lasts {cue.duration_ms / 1000:.3f} s (max {rules.max_duration} s)")
    if previous is not None:
        gap = cue.start_ms - previous.end_ms
        if gap < 0:
            out.append(HARD + f"overlaps the previous cue by {-gap} ms")
        elif gap < to_ms(rules.min_gap):
            out.append(HARD + f"starts {gap} ms after the previous cue (min {to_ms(rules.min_gap)} ms)")
    latest = None
    for word in cue.words:
        if latest is not None and word.start - latest > rules.max_pause:
            out.append(
                HARD + f"spans a pause of {word.start - latest:.2f} s (max {rules.max_pause} s) before {word.text!r}"
            )
        latest = word.end if latest is None else max(latest, word.end)
    if cue.duration_ms > 0:
        cps = reading_cells(cue) * 1000 / cue.duration_ms
        if cps > rules.max_cps + 1e-9:
            out.append(SOFT + f"{cps:.1f} characters per second (max {rules.max_cps:g})")
    if 0 < cue.duration_ms < to_ms(rules.min_duration):
        out.append(SOFT + f"lasts {cue.duration_ms / 1000:.3f} s (min {rules.min_duration} s)")
    return out


def _speakers(cue: Cue, rules: CueRules) -> list[str]:
    if not cue.words:
        return []
    try:
        per_line = line_words(cue)
    except ValueError as exc:
        return [HARD + f"text does not match its words: {exc}"]
    out: list[str] = []
    previous: str | None = None
    for n, (line, words) in enumerate(zip(cue.lines, per_line, strict=True), 1):
        said = sorted({w.speaker for w in words if w.speaker is not None})
        if len(said) > 1:
            out.append(HARD + f"line {n} mixes speakers {', '.join(said)}")
        elif said and line.speaker != said[0]:
            out.append(HARD + f"line {n} is labelled {line.speaker!r} but spoken by {said[0]!r}")
        if n > 1 and line.speaker != previous and rules.dialogue_dashes and not line.text.startswith(DASH):
            out.append(HARD + f"line {n} starts speaker {line.speaker!r} without a dialogue dash")
        previous = line.speaker
    if len(cue.speakers) > 1 and not rules.dialogue_dashes:
        out.append(HARD + f"holds speakers {', '.join(cue.speakers)} but dialogue dashes are off")
    if len(cue.speakers) > 1 and rules.dialogue_dashes and not cue.lines[0].text.startswith(DASH):
        out.append(HARD + "line 1 opens a dialogue without a dash")
    return out


def check_cue(
    cue: Cue, rules: CueRules = CueRules(), previous: Cue | None = None, label_style: str = DEFAULT_LABEL_STYLE
) -> list[str]:
    """Every rule `cue` breaks (after `previous`, if given); each message starts with "hard: " or "soft: ".

    Lines are measured with the speaker label `label_style` shows where the speaker changes, as SRT and TXT
    display them; without `previous` the first line counts as a change. One cue cannot tell whether its text has
    one speaker (then no label shows): pass the style `shown_style` gives for the whole text, as check_cues does."""
    return _layout(cue, rules, previous, label_style) + _timing(cue, rules, previous) + _speakers(cue, rules)


def hard_violations(
    cue: Cue, rules: CueRules = CueRules(), previous: Cue | None = None, label_style: str = DEFAULT_LABEL_STYLE
) -> list[str]:
    return [m for m in check_cue(cue, rules, previous, label_style) if m.startswith(HARD)]


def check_cues(
    cues: list[Cue], rules: CueRules = CueRules(), label_style: str = DEFAULT_LABEL_STYLE
) -> list[tuple[int, str]]:
    """(index, message) for every rule broken along a whole cue list, each line measured with the label it is
    shown with (none at all where the list has one speaker, unless rules.label_single_speaker)."""
    label_style = shown_style(label_style, cue_speakers(cues), rules)
    out: list[tuple[int, str]] = []
    for k, cue in enumerate(cues):
        out.extend((k, m) for m in check_cue(cue, rules, cues[k - 1] if k else None, label_style))
    return out
