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

# What the decoder reads before the audio shares Whisper's 448-token context with what it writes: about 100 tokens
# each for the glossary and the user's prompt (names cost four to six tokens each) leave room for the text.
GLOSSARY_CHARS = 300
PROMPT_CHARS = 400
MIN_MENDED_LETTERS = 6
LETTERS_PER_EDIT = 4
_NOT_LETTERS = re.compile(r"[\W_]+", re.UNICODE)
_EDGE_PUNCTUATION = re.compile(r"^(\s*)(.*?)((?:['’]s)?[\W_]*)$", re.UNICODE | re.DOTALL)
_COMMENT = re.compile(r"(^|\s)#.*$")


def parse_terms(text: str) -> tuple[str, ...]:
    """Terms from a glossary's text: one per line or separated by commas; a `#` at the start of a line or after a
    space starts a comment (so "C#" stays a term); duplicates once."""
    terms: dict[str, None] = {}
    for line in text.splitlines():
        for item in _COMMENT.sub("", line).split(","):
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


def prompted_terms(terms: Sequence[str]) -> tuple[str, ...]:
    """The terms that fit the glossary's share of the decoder's context, whole, in the order given (the rest are
    still mended after decoding)."""
    kept: list[str] = []
    used = 0
    for term in terms:
        used += len(term) + 2
        if used > GLOSSARY_CHARS:
            break
        kept.append(term)
    return tuple(kept)


def decoding_prompt(prompt: str | None, terms: Sequence[str]) -> str | None:
    """The user's prompt (its end, where it is long), then the glossary ("Glossary: A, B.") of the terms that fit:
    openai-whisper's prompt. Whisper keeps a prompt's end, so the glossary goes last."""
    shown = prompted_terms(terms)
    glossary = f"Glossary: {', '.join(shown)}." if shown else ""
    return " ".join(part for part in (user_prompt(prompt), glossary) if part) or None


def user_prompt(prompt: str | None) -> str | None:
    """The user's prompt alone (its end, where it is long): faster-whisper's, whose glossary goes in `hotwords`."""
    return (prompt or "").strip()[-PROMPT_CHARS:].lstrip() or None


def hotwords(terms: Sequence[str]) -> str | None:
    """faster-whisper's hotwords: the terms that fit, comma-separated."""
    return ", ".join(prompted_terms(terms)) or None


def _letters(text: str) -> str:
    return _NOT_LETTERS.sub("", text).casefold()


def _allowed_edits(letters: str) -> int:
    """Edits a word of this many letters may be away from a term's word: none under six letters."""
    return len(letters) // LETTERS_PER_EDIT if len(letters) >= MIN_MENDED_LETTERS else 0


@dataclass(frozen=True, slots=True)
class Mend:
    """Words `start`..`end` (exclusive) of a run are the glossary's `term`."""

    start: int
    end: int
    term: str


@dataclass(frozen=True, slots=True)
class _Target:
    term: str
    letters: str  # the whole term's letters, lower case
    words: tuple[str, ...]  # each word's letters


def _edges(text: str) -> tuple[str, str, str]:
    """(leading space, the words, a possessive 's and punctuation after them) of a token or a run."""
    found = _EDGE_PUNCTUATION.match(text)
    assert found is not None  # the pattern matches any text
    return found.group(1), found.group(2), found.group(3)


def _core(token: str) -> str:
    """A token's letters without a possessive 's: "Kestrova's" is compared as "kestrova"."""
    return _letters(_edges(token.strip())[1])


def _edits(cores: Sequence[str], target: _Target) -> int | None:
    """Edits between a run of tokens (their letters, `_core`) and a term, or None where it is too far. As many tokens
    as the term has words: word by word, each within its own budget ("a new work" is not "New York"). More tokens
    (Whisper split an unknown name): their letters together against the term's, within the term's budget."""
    from rapidfuzz.distance import Levenshtein

    joined = "".join(cores)
    budget = _allowed_edits(target.letters)
    if not joined or abs(len(joined) - len(target.letters)) > budget:  # no run this far in length can be close
        return None
    if len(cores) == len(target.words):
        total = 0
        for core, word in zip(cores, target.words, strict=True):
            budget = _allowed_edits(word)
            edits = Levenshtein.distance(core, word, score_cutoff=budget)
            if edits > budget:
                return None
            total += edits
        return total
    edits = Levenshtein.distance(joined, target.letters, score_cutoff=budget)
    return edits if edits <= budget else None


def find_mends(tokens: Sequence[str], terms: Sequence[str]) -> list[Mend]:
    """Where runs of `tokens` (words as Whisper wrote them) are near misses of `terms`, left to right, never
    overlapping. Terms shorter than six letters are never mended: they would rewrite ordinary words ("Mark",
    "mark"). A run is the term's word count or one or two more; it must need every token it holds (the run without
    its first or last token would not do as well), so a word beside a name is never swallowed into it."""
    targets = [_Target(term, _letters(term), tuple(_letters(w) for w in term.split())) for term in terms]
    targets = [t for t in targets if len(t.letters) >= MIN_MENDED_LETTERS]
    cores = [_core(token) for token in tokens]
    mends: list[Mend] = []
    k = 0
    while k < len(tokens):
        best: tuple[int, int, _Target] | None = None  # (edits, span, target)
        for target in targets:
            for span in range(len(target.words), min(len(target.words) + 2, len(tokens) - k) + 1):
                edits = _edits(cores[k:k + span], target)
                if edits is None or (best is not None and edits >= best[0]):
                    continue
                shorter = [_edits(run, target) for run in (cores[k + 1:k + span], cores[k:k + span - 1])
                           if len(run) >= len(target.words)]
                if any(e is not None and e <= edits for e in shorter):
                    continue
                best = (edits, span, target)
        if best is None:
            k += 1
            continue
        _, span, target = best
        if _spelled(tokens[k:k + span]) != target.term:  # already right: nothing to mend
            mends.append(Mend(k, k + span, target.term))
        k += span
    return mends


def _spelled(tokens: Sequence[str]) -> str:
    """The run's text without its leading space, edge punctuation and possessive: what a term is compared with
    when it is already right."""
    return _edges(" ".join(t.strip() for t in tokens))[1]


def _mended_text(tokens: Sequence[str], term: str) -> str:
    """`term` with the leading space of the run's first token and the punctuation after its last one."""
    return _edges(tokens[0])[0] + term + _edges(tokens[-1])[2]


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
