"""A job's vocabulary: names and terms the user expects, given to Whisper before decoding and used to mend near
misses after it.

Before: the terms go into the decoder's prompt (both engines' `initial_prompt`, after the user's own prompt) and,
for faster-whisper, its `hotwords`. Whisper then spells a name it has never seen the way the prompt does.
After: a word (or two or three neighbouring words: Whisper splits an unknown name) whose letters are within a few
edits of a term is replaced by the term, keeping the first word's start and the last word's end. Only terms of at
least six letters are mended, and only by about one edit in four letters, so a short term never rewrites an ordinary
word ("Mark" never turns "mask" into a name).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from core.errors import InvalidOptionError
from core.types import Segment, Word

# Whisper's prompt holds up to 224 tokens (half its text context); about four characters a token for names.
PROMPT_CHARS = 800
MIN_MENDED_LETTERS = 6
LETTERS_PER_EDIT = 4
_NOT_LETTERS = re.compile(r"[\W_]+", re.UNICODE)
_EDGE_PUNCTUATION = re.compile(r"^(\s*)(.*?)([\W_]*)$", re.UNICODE | re.DOTALL)


def parse_terms(text: str) -> tuple[str, ...]:
    """Terms from a glossary's text: one per line or separated by commas; `#` starts a comment; duplicates once."""
    terms: dict[str, None] = {}
    for line in text.splitlines():
        for item in line.split("#", 1)[0].split(","):
            term = " ".join(item.split())
            if term:
                terms.setdefault(term, None)
    return tuple(terms)


def read_vocabulary(path: str | Path) -> tuple[str, ...]:
    """The terms of a glossary file (UTF-8 text); a missing or unreadable file is the user's error, named."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise InvalidOptionError("no such vocabulary file", str(path)) from None
    except (OSError, UnicodeDecodeError) as error:
        raise InvalidOptionError(f"cannot read the vocabulary file: {error}", str(path)) from None
    terms = parse_terms(text)
    if not terms:
        raise InvalidOptionError("the vocabulary file lists no terms", str(path))
    return terms


def decoding_prompt(prompt: str | None, terms: Sequence[str]) -> str | None:
    """The user's prompt, then the glossary ("Glossary: A, B."), cut to what Whisper's prompt can hold. Terms come
    first in what is kept: a prompt too long for both loses its beginning (Whisper keeps a prompt's end too)."""
    glossary = f"Glossary: {', '.join(terms)}." if terms else ""
    text = " ".join(part for part in ((prompt or "").strip(), glossary) if part)
    return text[-PROMPT_CHARS:].lstrip() or None


def hotwords(terms: Sequence[str]) -> str | None:
    return ", ".join(terms)[:PROMPT_CHARS] or None


def _letters(text: str) -> str:
    return _NOT_LETTERS.sub("", text).casefold()


def _allowed_edits(term_letters: str) -> int:
    return len(term_letters) // LETTERS_PER_EDIT if len(term_letters) >= MIN_MENDED_LETTERS else 0


@dataclass(frozen=True, slots=True)
class Mend:
    """Words `start`..`end` (exclusive) of a run are the glossary's `term`."""

    start: int
    end: int
    term: str


def find_mends(tokens: Sequence[str], terms: Sequence[str]) -> list[Mend]:
    """Where runs of `tokens` (words as Whisper wrote them) are near misses of `terms`, left to right, never
    overlapping; at each place the closest term wins. Spans of the term's word count and one or two more."""
    from rapidfuzz.distance import Levenshtein

    targets = [(term, _letters(term), len(term.split())) for term in terms]
    targets = [t for t in targets if t[1]]
    mends: list[Mend] = []
    k = 0
    while k < len(tokens):
        best: tuple[int, int, str] | None = None  # (edits, span, term)
        for term, letters, words in targets:
            for span in range(words, min(words + 2, len(tokens) - k) + 1):
                said = _letters("".join(tokens[k:k + span]))
                if not said:
                    continue
                edits = Levenshtein.distance(said, letters, score_cutoff=_allowed_edits(letters))
                if edits <= _allowed_edits(letters) and (best is None or edits < best[0]):
                    best = (edits, span, term)
        if best is not None and _spelled(tokens[k:k + best[1]]) != best[2]:
            mends.append(Mend(k, k + best[1], best[2]))
        k += best[1] if best is not None else 1
    return mends


def _spelled(tokens: Sequence[str]) -> str:
    """The run's text without its leading space and edge punctuation: what a term is compared with when it is
    already right."""
    return _EDGE_PUNCTUATION.match(" ".join(t.strip() for t in tokens)).group(2)  # type: ignore[union-attr]


def _mended_text(tokens: Sequence[str], term: str) -> str:
    """`term` with the leading space of the run's first token and the punctuation after its last one."""
    first = _EDGE_PUNCTUATION.match(tokens[0])
    last = _EDGE_PUNCTUATION.match(tokens[-1])
    assert first is not None and last is not None  # the pattern matches any text
    return first.group(1) + term + last.group(3)


def mend_words(words: Sequence[Word], terms: Sequence[str]) -> tuple[tuple[Word, ...], int]:
    """`words` with near misses of `terms` replaced (timings from the first and last word replaced); and how many."""
    mends = find_mends([w.text for w in words], terms)
    if not mends:
        return tuple(words), 0
    out: list[Word] = []
    k = 0
    for mend in mends:
        out.extend(words[k:mend.start])
        run = words[mend.start:mend.end]
        out.append(dataclasses.replace(
            run[0], end=max(w.end for w in run), text=_mended_text([w.text for w in run], mend.term),
            probability=min(w.probability for w in run)))
        k = mend.end
    out.extend(words[k:])
    return tuple(out), len(mends)


def mend_segments(segments: Sequence[Segment], terms: Sequence[str]) -> tuple[tuple[Segment, ...], int]:
    """Every segment with its near misses mended: its words where it has them (their text rebuilds the segment's),
    else its text word by word. Returns the segments and how many runs were mended."""
    if not terms:
        return tuple(segments), 0
    out: list[Segment] = []
    total = 0
    for segment in segments:
        if segment.words:
            words, count = mend_words(segment.words, terms)
            text = "".join(w.text for w in words) if count else segment.text
            out.append(dataclasses.replace(segment, words=words, text=text))
        else:
            tokens = re.findall(r"\s*\S+", segment.text)
            mends = find_mends(tokens, terms)
            count = len(mends)
            for mend in reversed(mends):
                tokens[mend.start:mend.end] = [_mended_text(tokens[mend.start:mend.end], mend.term)]
            out.append(dataclasses.replace(segment, text="".join(tokens)) if count else segment)
        total += count
    return tuple(out), total
