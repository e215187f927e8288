"""Speaker labels in the text ("[Alice] Hello.", "Alice: Hello."): when a line shows one and how wide it is.

One source for the cutter, the rule checker and the writers that put labels in the text (SRT, TXT), so a line
is cut for exactly the label it will be shown with. A line carries its speaker's label when that speaker differs
from the speaker of the line before it, across cue boundaries; VTT voices and ASS styles keep the name out of the
text and need no room for it.

Labels only where they help: a text with one speaker (or none) shows no label at all unless the rules ask for one
(CueRules.label_single_speaker), so an audiobook's lines keep their full width. `shown_style` makes that choice
for the cutter, the checker and the writers alike, from the speakers of the whole text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from core.cues.text import DASH, cell_width
from core.errors import InvalidOptionError
from core.types import Cue, CueRules
from platform_utils.strenum import StrEnum


class LabelStyle(StrEnum):
    """How SRT and TXT mark a line's speaker in its text (the JSON records the style, so a rebuild keeps it)."""

    BRACKET = "bracket"  # "[Alice] Hello."
    COLON = "colon"  # "Alice: Hello."
    NONE = "none"  # no label in the text


LABEL_STYLES = tuple(style.value for style in LabelStyle)
DEFAULT_LABEL_STYLE = LabelStyle.BRACKET.value


def check_label_style(style: str) -> str:
    if style not in LABEL_STYLES:
        raise InvalidOptionError(f"unknown label style {style!r}; allowed: {', '.join(LABEL_STYLES)}")
    return style


def names_speakers(speakers: Iterable[str | None], rules: CueRules | None = None) -> bool:
    """Whether a text with these speakers names them in SRT, VTT and TXT: when two or more speak, or one does and
    the rules ask for it (`rules` None: the default rules). A label that names the only voice tells a viewer
    nothing and takes a line's room (13 of 42 cells for "[SPEAKER_00] ")."""
    found = {s for s in speakers if s is not None}
    return len(found) > 1 or (len(found) == 1 and rules is not None and rules.label_single_speaker)


def shown_style(style: str, speakers: Iterable[str | None], rules: CueRules | None = None) -> str:
    """The label style a text with these speakers is shown with: `style`, or "none" where it names no one."""
    check_label_style(style)
    return style if names_speakers(speakers, rules) else LabelStyle.NONE.value


def cue_speakers(cues: Iterable[Cue]) -> list[str | None]:
    """The speaker of every line of `cues`, in order (what `shown_style` decides on for cut cues)."""
    return [line.speaker for cue in cues for line in cue.lines]


def label(name: str | None, style: str) -> str:
    """The prefix that marks `name` as the speaker of the text after it ("" without a name or with style none)."""
    if name is None or style == LabelStyle.NONE:
        return ""
    if style == LabelStyle.BRACKET:
        return f"[{name}] "
    if style == LabelStyle.COLON:
        return f"{name}: "
    check_label_style(style)
    return ""


def label_cells(name: str | None, style: str) -> int:
    return cell_width(label(name, style))


def shows_label(speaker: str | None, before: str | None) -> bool:
    """Whether a line of `speaker` after a line of `before` opens with a label: at every change of speaker."""
    return speaker is not None and speaker != before


def with_label(text: str, name: str | None, style: str) -> str:
    """`text` as shown with `name`'s label: after the dialogue dash when the line has one."""
    prefix = label(name, style)
    if not prefix:
        return text
    return DASH + prefix + text[len(DASH) :] if text.startswith(DASH) else prefix + text


def shown_lines(cue: Cue, style: str, before: str | None) -> list[str]:
    """The lines of `cue` as a viewer sees them, labels included; `before` is the speaker of the line before it."""
    out: list[str] = []
    for line in cue.lines:
        name = line.speaker if shows_label(line.speaker, before) else None
        out.append(with_label(line.text, name, style))
        before = line.speaker
    return out


def shown_cues(cues: Sequence[Cue], style: str) -> list[list[str]]:
    """Every cue's lines as shown, each line labelled where its speaker differs from the line before."""
    out: list[list[str]] = []
    before: str | None = None
    for cue in cues:
        out.append(shown_lines(cue, style, before))
        if cue.lines:
            before = cue.lines[-1].speaker
    return out


def last_speaker(cue: Cue | None) -> str | None:
    return cue.lines[-1].speaker if cue is not None and cue.lines else None
