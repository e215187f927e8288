"""What the cutter needs to know about text: how wide it is on screen and how good a place to break it is.

Width is counted in character cells: a full-width (CJK) character takes two cells, as it does on screen, so the
42-cell line of CueRules holds 21 Chinese or Japanese characters (close to the 16-20 that broadcast guides allow)
and 17 cells per second is about 8.5 CJK characters per second. Combining marks take no cell.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata

from core.cues.phrases import ENGLISH, Phrasing, bare, is_title
from core.types import Word

# Opens the line of each speaker in a cue with dialogue dashes.
DASH = "- "

_CLOSERS = "\"'”’»)]}」』》）】〕"
SENTENCE_END = re.compile(rf"[.!?…。！？‼⁇⁈⁉][{re.escape(_CLOSERS)}]*$")
CLAUSE_END = re.compile(rf"[,;:、，；：—–][{re.escape(_CLOSERS)}]*$")
# A line or cue must not begin with these: they belong to the word before.
NO_LINE_START = frozenset(",.!?;:、。，．！？；：)]}」』》）】〕…%％")
# Ranked break quality: lower is a better place to start a new line or cue.
BREAK_SENTENCE = 0.0
BREAK_CLAUSE = 1.0
BREAK_JOINER = 2.0  # before a word that opens a phrase (core.cues.phrases)
BREAK_PLAIN = 3.0
BREAK_LEANING = 6.0  # after an auxiliary or a modal: "Is / that what"
BREAK_BINDING = 12.0  # after an article, title, preposition, conjunction: "a / umbrella", "Mr. / John"
BREAK_INSIDE_WORD = 20.0
BREAK_BEFORE_PUNCTUATION = 50.0
# A pause breaks ties: up to this much is taken off for a pause of a second or more, less than one rank step.
PAUSE_BONUS = 0.9


def cell_width(text: str) -> int:
    """Screen cells `text` takes: 2 for wide/full-width characters, 0 for combining marks, 1 otherwise."""
    width = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def join_words(words: list[Word] | tuple[Word, ...]) -> str:
    """Rebuild text from whisper words: each keeps its own leading space, so languages without spaces stay so."""
    return "".join(w.text for w in words).strip()


def uses_spaces(words: list[Word] | tuple[Word, ...]) -> bool:
    """True when most words start with a space (English...), False for scripts written without them (ja, zh)."""
    if len(words) < 2:
        return True
    spaced = sum(1 for w in words[1:] if w.text[:1].isspace())
    return spaced * 2 >= len(words) - 1


def break_cost(before: Word, after: Word, pause: float, spaced: bool, classes: Phrasing = ENGLISH) -> float:
    """How bad it is to start a new line or cue with `after`: sentence end < clause end < before a phrase < other <
    after a leaning word < after a binding one (`classes`, the language's word classes). A pause makes a break
    better, but never one after a binding word: "the ... umbrella" is still one phrase."""
    head = after.text.strip()
    if head[:1] in NO_LINE_START:
        return BREAK_BEFORE_PUNCTUATION
    if spaced and not after.text[:1].isspace():
        return BREAK_INSIDE_WORD
    tail = before.text.strip()
    word = bare(tail)
    if SENTENCE_END.search(tail) and not is_title(tail, classes):
        rank = BREAK_SENTENCE
    elif CLAUSE_END.search(tail) and not _opening_conjunction(tail, word, classes):
        rank = BREAK_CLAUSE
    elif classes.binds(word, bare(head)) or is_title(tail, classes):
        return BREAK_BINDING
    elif word in classes.leaning or _names(tail, head):
        rank = BREAK_LEANING
    elif bare(head) in classes.opening:
        rank = BREAK_JOINER
    else:
        rank = BREAK_PLAIN
    return max(0.0, rank - PAUSE_BONUS * min(max(pause, 0.0), 1.0))


def _opening_conjunction(tail: str, word: str, classes: Phrasing) -> bool:
    """A capitalised conjunction before its comma opens its sentence ("So, / what do we need") and stays with it;
    in lower case the comma can end a clause ("I think so, / but")."""
    return word in classes.conjunctions and tail[:1].isupper()


def _names(tail: str, head: str) -> bool:
    """Two capitalised words in a row, the first no sentence start we can see: a name ("John / Dashwood")."""
    first, second = tail.strip("\"'“‘«("), head.strip("\"'“‘«(")
    return first[:1].isupper() and second[:1].isupper() and first.lower() != "i" and first.isalpha()


def hard_wrap(word: Word, capacity: int) -> list[Word]:
    """Cut a word wider than a line into pieces that fit, sharing its time by characters, so no text is lost.

    The first piece keeps the leading space; the others have none, so joining the pieces gives the word back.
    """
    body = word.text.lstrip()
    lead = word.text[: len(word.text) - len(body)]
    body = body.rstrip()
    if cell_width(body) <= capacity:
        return [word]
    pieces: list[str] = []
    current = ""
    for ch in body:
        if current and cell_width(current + ch) > capacity:
            pieces.append(current)
            current = ""
        current += ch
    pieces.append(current)
    total = len(body)
    span = max(word.end - word.start, 0.0)
    out: list[Word] = []
    done = 0
    for n, piece in enumerate(pieces):
        start = word.start + span * done / total
        done += len(piece)
        end = word.start + span * done / total
        out.append(dataclasses.replace(word, start=start, end=end, text=(lead if n == 0 else "") + piece))
    return out
