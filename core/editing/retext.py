"""A cue's words after its text was edited: the words that stayed keep their timings, the new ones are timed between.

A cue's lines must spell out its words (core.cues.check compares them), and the words carry what karaoke, the loop
guard's output and a later re-cut need: their times. So an edit is aligned, token by token, with the words the cue
had (difflib, on a form that ignores case and punctuation): an unchanged word keeps its start, end and probability
under its new spelling ("hello" -> "Hello,"), a replaced run shares the time the old run took, an inserted word gets
the time between its neighbours, by characters. Scripts written without spaces (Japanese, Chinese) are aligned per
line: an edited line becomes one word spanning the line's old time.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Sequence

from core.cues.text import DASH, uses_spaces
from core.types import CueLine, Word

TYPED_PROBABILITY = 1.0  # a word a person typed is as sure as a word can be


def line_tokens(text: str) -> list[str]:
    """The words of one line as typed, without the dialogue dash in front."""
    if text.startswith(DASH):
        text = text[len(DASH):]
    return text.split()


def _key(token: str) -> str:
    """What makes two spellings the same word: letters and digits, case folded."""
    kept = "".join(ch for ch in unicodedata.normalize("NFKC", token) if ch.isalnum())
    return kept.casefold() or token


def _spread(tokens: Sequence[tuple[str, str | None]], start: float, end: float, space: str) -> list[Word]:
    """Words for `tokens` sharing [start, end] by their length in characters."""
    end = max(end, start)
    total = sum(len(text) for text, _ in tokens) or 1
    out: list[Word] = []
    at = start
    for text, speaker in tokens:
        step = (end - start) * len(text) / total
        out.append(Word(round(at, 3), round(at + step, 3), space + text, TYPED_PROBABILITY, speaker))
        at += step
    return out


def _unspaced(before: Sequence[Sequence[Word]], lines: Sequence[CueLine], start: float,
              end: float) -> tuple[Word, ...]:
    """Line by line against the lines' words before the edit (`before`): an unchanged line keeps its words, an
    edited one becomes one word over the old line's time; with another number of lines, one word per line."""
    if len(before) != len(lines):
        return tuple(_spread([("".join(line_tokens(line.text)), line.speaker) for line in lines], start, end, ""))
    out: list[Word] = []
    for words, line in zip(before, lines, strict=True):
        ink = "".join(line_tokens(line.text))
        if ink == "".join("".join(w.text.split()) for w in words):
            out.extend(Word(w.start, w.end, w.text, w.probability, line.speaker) for w in words)
        elif ink:
            lo = words[0].start if words else (out[-1].end if out else start)
            hi = words[-1].end if words else lo
            out.extend(_spread([(ink, line.speaker)], lo, hi, ""))
    return tuple(out)


def retext(old: Sequence[Word], lines: Sequence[CueLine], start: float, end: float,
           old_lines: Sequence[Sequence[Word]] = ()) -> tuple[Word, ...]:
    """The words that `lines` spell, timed from `old` (the cue's words before the edit, `old_lines` the same per
    line) within [start, end], each with its line's speaker."""
    if old and not uses_spaces(tuple(old)):
        return _unspaced(old_lines or (old,), lines, start, end)
    new = [(token, line.speaker) for line in lines for token in line_tokens(line.text)]
    matcher = difflib.SequenceMatcher(a=[_key(w.text) for w in old], b=[_key(t) for t, _ in new], autojunk=False)
    placed: list[Word | None] = [None] * len(new)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for k in range(i2 - i1):
                w = old[i1 + k]
                text, speaker = new[j1 + k]
                placed[j1 + k] = Word(w.start, w.end, " " + text, w.probability, speaker)
        elif tag == "replace":
            placed[j1:j2] = _spread(new[j1:j2], old[i1].start, old[i2 - 1].end, " ")
    # Inserted words: the time between the words either side (or the cue's edges).
    k = 0
    while k < len(placed):
        if placed[k] is not None:
            k += 1
            continue
        run_end = k
        while run_end < len(placed) and placed[run_end] is None:
            run_end += 1
        before = placed[k - 1] if k else None
        after = placed[run_end] if run_end < len(placed) else None
        lo = before.end if before is not None else start
        hi = after.start if after is not None else end
        placed[k:run_end] = _spread(new[k:run_end], lo, max(lo, hi), " ")
        k = run_end
    return tuple(w for w in placed if w is not None)
