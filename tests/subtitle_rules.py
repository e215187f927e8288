"""One check for a job's written files: every cue keeps the cue rules and no line a viewer sees is too wide.

The rules and label style come from the job's own JSON; SRT, VTT and ASS are read back by pysubs2 (which drops
VTT voice tags and ASS override tags, as a player does) and TXT line by line, so the check sees what people see.
"""

from __future__ import annotations

from pathlib import Path

import pysubs2

from core.cues import HARD, cell_width, check_cues
from core.types import CueRules
from core.writers import read_json

SUBTITLE_FORMATS = ("srt", "vtt", "ass")


def shown_line_problems(folder: Path, stem: str) -> list[str]:
    """Every hard rule a cue of `<folder>/<stem>.json` breaks (labels included), and every line of the SRT, VTT,
    ASS and TXT beside it that is wider than the line limit or in a cue with too many lines."""
    saved = read_json(folder / f"{stem}.json")
    rules = saved.rules or CueRules()
    limit = rules.max_chars_per_line
    problems = [f"json cue {k}: {m}" for k, m in check_cues(list(saved.cues), rules, saved.label_style)
                if m.startswith(HARD)]
    for fmt in SUBTITLE_FORMATS:
        path = folder / f"{stem}.{fmt}"
        if not path.exists():
            continue
        events = pysubs2.load(str(path))
        if len(events) != len(saved.cues):
            problems.append(f"{fmt}: {len(events)} events for {len(saved.cues)} cues")
        for k, event in enumerate(events):
            lines = event.plaintext.split("\n")
            if len(lines) > rules.max_lines:
                problems.append(f"{fmt} cue {k}: {len(lines)} lines")
            problems += [f"{fmt} cue {k}: {cell_width(line)} cells: {line!r}" for line in lines
                         if cell_width(line) > limit]
    txt = folder / f"{stem}.txt"
    if txt.exists():
        problems += [f"txt: {cell_width(line)} cells: {line!r}"
                     for line in txt.read_text(encoding="utf-8").splitlines() if cell_width(line) > limit]
    return problems
