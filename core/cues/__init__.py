"""Subtitle cues from timed words: `make_cues` cuts, `check_cue` says which rules a cue breaks (hard or soft)."""

from core.cues.check import HARD, SOFT, check_cue, check_cues, hard_violations, reading_cells
from core.cues.cutter import make_cues
from core.cues.labels import DEFAULT_LABEL_STYLE, LABEL_STYLES, LabelStyle, label, shown_cues
from core.cues.lines import line_words, run_text
from core.cues.text import cell_width

__all__ = [
    "DEFAULT_LABEL_STYLE",
    "HARD",
    "LABEL_STYLES",
    "SOFT",
    "LabelStyle",
    "cell_width",
    "check_cue",
    "check_cues",
    "hard_violations",
    "label",
    "line_words",
    "make_cues",
    "reading_cells",
    "run_text",
    "shown_cues",
]
