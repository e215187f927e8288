"""Whisper's known failure: it falls into a loop and writes the same phrase again and again. Catch it and re-decode.

A loop is a phrase of 2 to 10 words said 3+ times back to back, a single word 5+ times back to back (so a real
"no, no, no" survives), or the same segment text 3+ times in a row. The looping stretch is decoded again without the
previous text as prompt and from a higher temperature; if that still loops, the repeats are collapsed to one, so a
loop never reaches a subtitle.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Iterator, Sequence

from core.engines.long_audio import shifted
from core.types import Segment

MIN_PHRASE_REPEATS = 3
MIN_WORD_REPEATS = 5
MAX_PHRASE_WORDS = 10
SEGMENT_REPEATS = 3

Redecode = Callable[[float, float], list[Segment]]

_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)?", re.UNICODE)


def _tokens(text: str) -> list[str]:
    return [t.lower() for t in _TOKEN.findall(text)]


def find_loop(text: str) -> tuple[int, int, int] | None:
    """(start token, phrase length, repeats) of the first loop in `text`, or None."""
    tokens = _tokens(text)
    for size in range(1, MAX_PHRASE_WORDS + 1):
        needed = MIN_WORD_REPEATS if size == 1 else MIN_PHRASE_REPEATS
        for start in range(0, len(tokens) - size * needed + 1):
            phrase = tokens[start : start + size]
            repeats = 1
            while tokens[start + repeats * size : start + (repeats + 1) * size] == phrase:
                repeats += 1
            if repeats >= needed:
                return start, size, repeats
    return None


def has_loop(text: str) -> bool:
    return find_loop(text) is not None


def _normalised(text: str) -> str:
    return " ".join(_tokens(text))


def collapse_repeats(segment: Segment) -> Segment:
    """Last resort: keep one copy of each looping phrase, in the words and the text."""
    words = list(segment.words)
    tokens_per_word = [_tokens(w.text) for w in words]
    changed = True
    while changed:
        changed = False
        flat = [t for ts in tokens_per_word for t in ts]
        loop = find_loop(" ".join(flat))
        if loop is None or not words:
            break
        start, size, repeats = loop
        # Map token positions back to word positions (words carry one token each in practice).
        owner = [i for i, ts in enumerate(tokens_per_word) for _ in ts]
        first_drop, last_drop = owner[start + size], owner[start + size * repeats - 1]
        del words[first_drop : last_drop + 1]
        del tokens_per_word[first_drop : last_drop + 1]
        changed = True
    if segment.words:
        text = "".join(w.text for w in words)
        end = words[-1].end if words else segment.end
        return dataclasses.replace(segment, words=tuple(words), text=text, end=max(end, segment.start))
    tokens = segment.text.split()
    loop = find_loop(segment.text)
    while loop is not None:
        start, size, repeats = loop
        tokens = tokens[: start + size] + tokens[start + size * repeats :]
        loop = find_loop(" ".join(tokens))
    return dataclasses.replace(segment, text=" " + " ".join(tokens))


def _still_loops(segments: Sequence[Segment]) -> bool:
    if any(has_loop(s.text) for s in segments):
        return True
    texts = [_normalised(s.text) for s in segments]
    return any(len(set(texts[i : i + SEGMENT_REPEATS])) == 1 for i in range(len(texts) - SEGMENT_REPEATS + 1))


def _dedupe_segments(segments: Sequence[Segment]) -> list[Segment]:
    kept: list[Segment] = []
    for segment in segments:
        segment = collapse_repeats(segment) if has_loop(segment.text) else segment
        if kept and _normalised(kept[-1].text) == _normalised(segment.text):
            continue
        kept.append(segment)
    return kept


def _repair(window: Sequence[Segment], redecode: Redecode) -> list[Segment]:
    start, end = window[0].start, window[-1].end
    try:
        again = [s for s in redecode(start, end) if s.text.strip()]
    except Exception:  # a failed re-decode must not lose the original transcript
        again = []
    if again and not _still_loops(again):
        return again
    return _dedupe_segments(window)


def guard_repetitions(segments: Iterable[Segment], redecode: Redecode) -> Iterator[Segment]:
    """Pass segments through as they come, holding back just enough to see a loop start, and repair loops."""
    held: list[Segment] = []
    looping: list[Segment] = []  # a run of identical segments being collected
    for segment in segments:
        if looping:
            if _normalised(segment.text) == _normalised(looping[-1].text):
                looping.append(segment)
                continue
            yield from _repair(looping, redecode)
            looping = []
        if has_loop(segment.text):
            yield from held
            held = []
            yield from _repair([segment], redecode)
            continue
        held.append(segment)
        recent = [_normalised(s.text) for s in held[-SEGMENT_REPEATS:]]
        if len(recent) == SEGMENT_REPEATS and len(set(recent)) == 1 and recent[0]:
            looping = held[-SEGMENT_REPEATS:]
            held = held[:-SEGMENT_REPEATS]
            yield from held
            held = []
            continue
        while len(held) >= SEGMENT_REPEATS:
            yield held.pop(0)
    if looping:
        yield from _repair(looping, redecode)
    yield from held


def shift(segments: Iterable[Segment], offset: float) -> list[Segment]:
    """Move segments decoded from a window back onto the file's timeline."""
    return list(shifted(segments, offset))
