"""Which of a cue's words stand on which of its lines, recovered from the text (CueLine keeps no word list).

Lines and words are matched on their non-space characters, so this works with and without spaces between words
and skips the dialogue dash the cutter put in front of a line.
"""

from __future__ import annotations

from core.cues.text import DASH
from core.types import Cue, Word


def _ink(text: str) -> str:
    return "".join(text.split())


def line_words(cue: Cue) -> list[tuple[Word, ...]]:
    """The words of each line of `cue`. Raises ValueError when the lines do not spell out exactly its words."""
    out: list[tuple[Word, ...]] = []
    pending = list(cue.words)
    for number, line in enumerate(cue.lines, 1):
        rest = _ink(line.text)
        taken: list[Word] = []
        if line.text.startswith(DASH) and pending and not _ink(pending[0].text).startswith("-"):
            rest = rest[1:]
        while rest and pending:
            ink = _ink(pending[0].text)
            if not rest.startswith(ink):
                raise ValueError(f"line {number} {line.text!r} does not match word {pending[0].text!r}")
            rest = rest[len(ink) :]
            taken.append(pending.pop(0))
        if rest:
            raise ValueError(f"line {number} {line.text!r} has text no word carries: {rest!r}")
        out.append(tuple(taken))
    if pending:
        raise ValueError(f"words not on any line: {''.join(w.text for w in pending)!r}")
    return out


def run_text(words: tuple[Word, ...] | list[Word]) -> str:
    """Text of consecutive words, spaced as the engine spaced them."""
    return "".join(w.text for w in words).strip()
