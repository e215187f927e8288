"""Word-level highlighting (karaoke): where each word of a cue starts in its lines' text, and when it is spoken.

The cutter keeps each cue's words (`Cue.words`, cleaned, in order) and builds the lines from their text, so every
word can be found again in its line. Writers then mark the words with their times: WebVTT inline timestamps
(`<00:00:01.500>`), ASS karaoke tags (`{\\k50}`). Where the words cannot be found in the lines (a word longer than a
line was hard-wrapped, or someone edited the text), the cue is written without highlighting rather than wrongly.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.types import Cue, Word


@dataclass(frozen=True, slots=True)
class Piece:
    """A run of a line's text; `word` is the word it starts with, None for text before the first word (a dash)."""

    text: str
    word: Word | None


def cue_pieces(cue: Cue) -> tuple[tuple[Piece, ...], ...] | None:
    """Each line of `cue` cut into pieces at its words' starts (joined, each line's pieces give its text back), or
    None where the cue's words do not spell its lines in order."""
    words = [w for w in cue.words if w.text.strip()]
    if not words:
        return None
    out: list[tuple[Piece, ...]] = []
    k = 0
    for line in cue.lines:
        starts: list[tuple[int, Word]] = []
        position = 0
        while k < len(words):
            at = line.text.find(words[k].text.strip(), position)
            if at < 0:
                break
            starts.append((at, words[k]))
            position = at + len(words[k].text.strip())
            k += 1
        if not starts:
            return None
        pieces = [Piece(line.text[: starts[0][0]], None)] if starts[0][0] > 0 else []
        for (at, word), (end, _) in zip(starts, [*starts[1:], (len(line.text), None)], strict=True):
            pieces.append(Piece(line.text[at:end], word))
        out.append(tuple(pieces))
    return tuple(out) if k == len(words) else None


def word_starts_ms(cue: Cue, pieces: tuple[tuple[Piece, ...], ...]) -> list[int]:
    """When each piece's highlight begins, in ms, one per piece in reading order: its word's start, kept inside the
    cue and never earlier than the piece before. A piece without a word (a dialogue dash) lights up with the word
    after it."""
    flat = [piece for line in pieces for piece in line]
    raw: list[int] = []
    following = cue.end_ms
    for piece in reversed(flat):
        if piece.word is not None:
            following = round(piece.word.start * 1000)
        raw.append(following)
    out: list[int] = []
    latest = cue.start_ms
    for start in reversed(raw):
        latest = min(max(start, latest), cue.end_ms)
        out.append(latest)
    return out
