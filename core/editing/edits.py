"""The edits a reviewer makes, each a function from a Draft to a new Draft (the editor's undo keeps the old one).

Times are integer milliseconds as in Cue. Every edit keeps the cue list in time order and each cue's text spelling
out its words (core.editing.retext); none enforces the subtitle rules: a cue that breaks one is marked
(Draft.problems) and `refit` cuts the chosen cues again with them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from core.cues.check import HARD
from core.cues.cutter import make_cues
from core.cues.layout import layout_cue
from core.cues.sequence import WordSequence
from core.cues.text import DASH, cell_width
from core.editing.draft import Draft, turns_with_speaker, words_by_line
from core.editing.retext import line_tokens, retext
from core.errors import InvalidOptionError
from core.types import Cue, CueLine, CueRules, Word, rename_speakers

MIN_CUE_MS = 1  # a cue keeps at least this long whatever its edges are dragged to


def _check_index(draft: Draft, index: int) -> None:
    if not 0 <= index < len(draft.cues):
        raise InvalidOptionError(f"there is no cue {index + 1} (the transcript has {len(draft.cues)})")


def _with(draft: Draft, replaced: dict[int, Cue | None], added: Sequence[Cue] = ()) -> Draft:
    """The draft with cues replaced (None: removed) and added, in time order."""
    kept = [replaced.get(k, cue) for k, cue in enumerate(draft.cues)]
    cues = [cue for cue in kept if cue is not None] + list(added)
    return draft.replace(cues=tuple(sorted(cues, key=lambda c: (c.start_ms, c.end_ms))))


def lines_from_text(text: str, speakers: Sequence[str | None]) -> tuple[CueLine, ...]:
    """A typed text's lines (blank ones dropped), each with the speaker the line in its place had (the last one's for
    lines added below)."""
    rows = [row.strip() for row in text.replace("\r\n", "\n").split("\n")]
    rows = [row for row in rows if line_tokens(row)]
    fallback = speakers[-1] if speakers else None
    return tuple(CueLine(row, speakers[n] if n < len(speakers) else fallback) for n, row in enumerate(rows))


def set_text(draft: Draft, index: int, text: str) -> Draft:
    """The cue says `text` (lines split at newlines); unchanged words keep their timings. An empty text is refused:
    deleting the cue is its own edit."""
    _check_index(draft, index)
    cue = draft.cues[index]
    lines = lines_from_text(text, [line.speaker for line in cue.lines])
    if not lines:
        raise InvalidOptionError(f"cue {index + 1} would have no text; delete it instead")
    words = retext(cue.words, lines, cue.start_ms / 1000, cue.end_ms / 1000, words_by_line(cue))
    return _with(draft, {index: Cue(cue.start_ms, cue.end_ms, lines, words)})


def set_times(draft: Draft, index: int, start_ms: int, end_ms: int) -> Draft:
    """The cue shown from `start_ms` to `end_ms` (its words keep their times: they say when they were spoken)."""
    _check_index(draft, index)
    if start_ms < 0:
        raise InvalidOptionError(f"cue {index + 1} cannot start before the media ({start_ms} ms)")
    if end_ms - start_ms < MIN_CUE_MS:
        raise InvalidOptionError(f"cue {index + 1} would end ({end_ms} ms) before it starts ({start_ms} ms)")
    cue = draft.cues[index]
    return _with(draft, {index: Cue(start_ms, end_ms, cue.lines, cue.words)})


def move_edge(draft: Draft, index: int, edge: str, ms: int) -> Draft:
    """The cue's start or end (`edge`) at `ms`, the other kept: typing a time, dragging an edge, "at the playhead"."""
    _check_index(draft, index)
    cue = draft.cues[index]
    start, end = (ms, cue.end_ms) if edge == "start" else (cue.start_ms, ms)
    return set_times(draft, index, start, end)


def nudge(draft: Draft, index: int, start_delta_ms: int = 0, end_delta_ms: int = 0) -> Draft:
    """Move a cue's start and/or end by a step (the editor's 100 ms and 10 ms keys)."""
    _check_index(draft, index)
    cue = draft.cues[index]
    return set_times(draft, index, cue.start_ms + start_delta_ms, cue.end_ms + end_delta_ms)


def shift(draft: Draft, indices: Iterable[int], offset_ms: int) -> Draft:
    """Move cues and their words by `offset_ms` (a sync fix: the words move with what is shown)."""
    chosen = sorted(set(indices))
    for index in chosen:
        _check_index(draft, index)
    if chosen and min(draft.cues[k].start_ms for k in chosen) + offset_ms < 0:
        raise InvalidOptionError(f"shifting by {offset_ms} ms would move a cue before the start of the media")
    seconds = offset_ms / 1000
    moved: dict[int, Cue | None] = {}
    for k in chosen:
        cue = draft.cues[k]
        words = tuple(Word(round(w.start + seconds, 3), round(w.end + seconds, 3), w.text, w.probability, w.speaker)
                      for w in cue.words)
        moved[k] = Cue(cue.start_ms + offset_ms, cue.end_ms + offset_ms, cue.lines, words)
    return _with(draft, moved)


def word_boundary(text: str, position: int) -> int:
    """`position` moved to the nearest space or line break when it falls inside a word, a word being what is
    between spaces, its punctuation included ("Thanks|," cuts after the comma); the earlier one on a tie. Outside
    a word, or in text without a boundary, it stays."""
    if not 0 < position < len(text) or text[position - 1].isspace() or text[position].isspace():
        return position
    boundaries = [k for k, ch in enumerate(text) if ch.isspace() and text[:k].strip() and text[k:].strip()]
    return min(boundaries, key=lambda k: (abs(k - position), k)) if boundaries else position


def _split_text(cue: Cue, position: int) -> tuple[str, str]:
    text = cue.text
    if not 0 < position < len(text) or not text[:position].strip() or not text[position:].strip():
        raise InvalidOptionError("put the cursor between two words of the cue to split it")
    return text[:position], text[position:]


def split(draft: Draft, index: int, position: int) -> Draft:
    """Two cues from one, cut at `position` in its text (as shown, lines joined by newlines; inside a word, at the
    nearest word boundary). The first ends where its last word ends and the second starts where its first word
    starts (from the word timings); without words, the time is shared by characters."""
    _check_index(draft, index)
    cue = draft.cues[index]
    position = word_boundary(cue.text, position)  # never inside a word: a cue of "," alone is no cue
    first_text, second_text = _split_text(cue, position)
    speakers = [line.speaker for line in cue.lines]
    row = cue.text[:position].count("\n")  # the line the cursor is on
    first_lines = lines_from_text(first_text, speakers[: row + 1])
    second_lines = lines_from_text(second_text, speakers[row:])
    words = retext(cue.words, first_lines + second_lines, cue.start_ms / 1000, cue.end_ms / 1000,
                   words_by_line(cue) if len(cue.lines) == len(first_lines + second_lines) else ())
    count = sum(len(line_tokens(line.text)) for line in first_lines)
    first_words, second_words = words[:count], words[count:]
    if first_words and second_words:
        cut_end, cut_start = round(first_words[-1].end * 1000), round(second_words[0].start * 1000)
    else:
        chars = sum(cell_width(line.text) for line in first_lines)
        total = chars + sum(cell_width(line.text) for line in second_lines)
        cut_end = cut_start = cue.start_ms + cue.duration_ms * chars // max(total, 1)
    cut_end = min(max(cut_end, cue.start_ms + MIN_CUE_MS), cue.end_ms - MIN_CUE_MS)
    cut_start = min(max(cut_start, cut_end), cue.end_ms - MIN_CUE_MS)
    first = Cue(cue.start_ms, cut_end, _undashed(first_lines), first_words)
    second = Cue(cut_start, cue.end_ms, _undashed(second_lines), second_words)
    return _with(draft, {index: first}, [second])


def _undashed(lines: tuple[CueLine, ...]) -> tuple[CueLine, ...]:
    """Lines of one speaker need no dialogue dashes."""
    if len({line.speaker for line in lines}) > 1:
        return lines
    return tuple(CueLine(line.text[len(DASH):] if line.text.startswith(DASH) else line.text, line.speaker)
                 for line in lines)


def _dashed(lines: tuple[CueLine, ...]) -> tuple[CueLine, ...]:
    return tuple(CueLine(line.text if line.text.startswith(DASH) else DASH + line.text, line.speaker)
                 for line in lines)


def _balanced(text: str, speaker: str | None, rules: CueRules) -> tuple[CueLine, ...]:
    """One speaker's text on one line, or two broken at the space nearest the middle when one is too wide."""
    if cell_width(text) <= rules.max_chars_per_line or rules.max_lines < 2 or " " not in text:
        return (CueLine(text, speaker),)
    spaces = [k for k, ch in enumerate(text) if ch == " "]
    cut = min(spaces, key=lambda k: abs(cell_width(text[:k]) - cell_width(text[k + 1:])))
    return CueLine(text[:cut], speaker), CueLine(text[cut + 1:], speaker)


def merge(draft: Draft, index: int) -> Draft:
    """The cue and the next one as one, from the first's start to the second's end. One speaker's words are laid
    out again as the cutter lays them out (one line, or two balanced ones broken at a phrase boundary; split at
    the middle space where they do not fit); two speakers' lines are kept, with dialogue dashes where the rules
    use them."""
    _check_index(draft, index)
    if index + 1 >= len(draft.cues):
        raise InvalidOptionError(f"cue {index + 1} is the last one: there is no next cue to merge it with")
    a, b = draft.cues[index], draft.cues[index + 1]
    speakers = {line.speaker for line in a.lines + b.lines}
    words = a.words + b.words
    if len(speakers) == 1:
        laid = _laid_out(draft, words)
        if laid is not None:
            merged = Cue(a.start_ms, max(a.end_ms, b.end_ms), *laid)
            return _with(draft, {index: merged, index + 1: None})
        text = " ".join(" ".join(line_tokens(line.text)) for line in a.lines + b.lines)
        lines = _balanced(text, next(iter(speakers)), draft.rules)
    else:
        lines = a.lines + b.lines
        lines = _dashed(lines) if draft.rules.dialogue_dashes else lines
    merged = Cue(a.start_ms, max(a.end_ms, b.end_ms), lines, words)
    return _with(draft, {index: merged, index + 1: None})


def _laid_out(draft: Draft, words: tuple[Word, ...]) -> tuple[tuple[CueLine, ...], tuple[Word, ...]] | None:
    """One speaker's words on lines as the cutter breaks them (phrase boundaries, balanced, room for the label),
    or None where they do not fit the rules' lines (or have no words to lay out)."""
    if not words:
        return None
    seq = WordSequence.build(words, draft.rules, draft.label_style, draft.speakers(), draft.transcript.language)
    layout = layout_cue(seq, 0, len(seq), draft.rules) if len(seq) else None
    return (layout.lines(seq), seq.words) if layout is not None else None


def insert(draft: Draft, start_ms: int, end_ms: int, text: str, speaker: str | None = None) -> Draft:
    """A new cue (words timed across it by characters, as typed words are)."""
    if start_ms < 0 or end_ms - start_ms < MIN_CUE_MS:
        raise InvalidOptionError(f"a new cue needs a start ({start_ms} ms) before its end ({end_ms} ms)")
    lines = lines_from_text(text, [speaker])
    if not lines:
        raise InvalidOptionError("a new cue needs some text")
    return _with(draft, {}, [Cue(start_ms, end_ms, lines, retext((), lines, start_ms / 1000, end_ms / 1000))])


def delete(draft: Draft, indices: Iterable[int]) -> Draft:
    chosen = set(indices)
    for index in chosen:
        _check_index(draft, index)
    return _with(draft, dict.fromkeys(chosen))


def set_speaker(draft: Draft, indices: Iterable[int], speaker: str) -> Draft:
    """Give whole cues to `speaker`: their lines, their words, and the diarization turns under them. Labels that
    now show (a second speaker, a change of speaker) are made room for (`fit_labels`)."""
    if not speaker.strip():
        raise InvalidOptionError("a speaker needs a name")
    chosen = sorted(set(indices))
    changed: dict[int, Cue | None] = {}
    turns = draft.transcript.turns
    for k in chosen:
        _check_index(draft, k)
        cue = draft.cues[k]
        lines = _undashed(tuple(CueLine(line.text, speaker) for line in cue.lines))
        words = tuple(Word(w.start, w.end, w.text, w.probability, speaker) for w in cue.words)
        changed[k] = Cue(cue.start_ms, cue.end_ms, lines, words)
        if turns:
            turns = turns_with_speaker(turns, cue.start_ms / 1000, cue.end_ms / 1000, speaker)
    return fit_labels(draft, _with(draft.replace(transcript=draft.transcript.replace(turns=turns)), changed))


def rename_speaker(draft: Draft, old: str, new: str) -> Draft:
    """Every line, word and turn of `old` given to `new`, in every cue. A name another speaker already has makes the
    two one person: a cue with both loses its dialogue dashes, and their turns and voices are joined
    (core.types.rename_speakers). A cue that fitted its lines before and is too wide beside the new label is
    broken again (`fit_labels`)."""
    new = new.strip()
    if not new:
        raise InvalidOptionError("a speaker needs a name")
    if not any(old in cue.speakers for cue in draft.cues):
        raise InvalidOptionError(f"no cue has the speaker {old!r}")

    def renamed(cue: Cue) -> Cue:
        if old not in cue.speakers:
            return cue
        lines = tuple(CueLine(line.text, new if line.speaker == old else line.speaker) for line in cue.lines)
        words = tuple(w.with_speaker(new) if w.speaker == old else w for w in cue.words)
        return Cue(cue.start_ms, cue.end_ms, _undashed(lines), words)

    return fit_labels(draft, draft.replace(transcript=rename_speakers(draft.transcript, {old: new}),
                                           cues=tuple(renamed(cue) for cue in draft.cues)))


def find(draft: Draft, pattern: str, *, whole_word: bool = False, match_case: bool = False) -> list[int]:
    """The cues whose text holds `pattern`."""
    expression = _expression(pattern, whole_word, match_case)
    return [k for k, cue in enumerate(draft.cues) if expression.search(cue.text)]


def _expression(pattern: str, whole_word: bool, match_case: bool) -> re.Pattern[str]:
    if not pattern:
        raise InvalidOptionError("nothing to find")
    body = re.escape(pattern)
    if whole_word:
        body = rf"(?<!\w){body}(?!\w)"
    return re.compile(body, 0 if match_case else re.IGNORECASE)


def replace_all(draft: Draft, pattern: str, replacement: str, *, whole_word: bool = False,
                match_case: bool = False) -> tuple[Draft, int]:
    """Every match replaced, as text edits (so words that stay keep their timings); the draft and how many were
    replaced. A cue the replacement would empty is refused, as typing it away is."""
    expression = _expression(pattern, whole_word, match_case)
    count = 0
    for k, cue in enumerate(draft.cues):
        text, found = expression.subn(lambda _m: replacement, cue.text)
        if found:
            draft = set_text(draft, k, text)
            count += found
    return draft, count


def refit(draft: Draft, indices: Iterable[int]) -> Draft:
    """The chosen cues cut again by the rules from their words (each run of neighbouring cues together), kept
    before the next cue: the editor's "fix"."""
    chosen = sorted(set(indices))
    for k in chosen:
        _check_index(draft, k)
    runs: list[list[int]] = []
    for k in chosen:
        if runs and runs[-1][-1] == k - 1:
            runs[-1].append(k)
        else:
            runs.append([k])
    removed: dict[int, Cue | None] = {}
    added: list[Cue] = []
    for run in runs:
        words = [w for k in run for w in draft.cues[k].words]
        if not words:
            continue
        following = run[-1] + 1
        until = (draft.cues[following].start_ms / 1000 - draft.rules.min_gap if following < len(draft.cues)
                 else draft.transcript.duration or None)
        # labels show as the whole draft shows them
        added.extend(make_cues(words, draft.rules, until=until, label_style=draft.label_style,
                               speakers=draft.speakers(), language=draft.transcript.language))
        removed.update(dict.fromkeys(run))
    return _with(draft, removed, added)


def _too_wide(problems: Iterable[str]) -> bool:
    return any(m.startswith(HARD) and "characters wide" in m for m in problems)


def fit_labels(before: Draft, after: Draft) -> Draft:
    """`after` (an edit of `before` that changed speakers, cue for cue) with every cue that fitted its lines before
    and is too wide now, beside a label that now shows, laid out again: its lines broken anew in the same time
    where they fit (core.cues.layout), else cut again from its words (`refit`). A cue the person left too wide
    stays as it was: only what the label pushed over is mended."""
    if len(before.cues) != len(after.cues):
        return after
    was, now = before.problems(), after.problems()
    pushed = [k for k in sorted(now) if _too_wide(now[k]) and not _too_wide(was.get(k, []))]
    if not pushed:
        return after
    relaid: dict[int, Cue | None] = {}
    recut: list[int] = []
    for k in pushed:
        cue = after.cues[k]
        laid = _laid_out(after, cue.words)
        if laid is None:
            recut.append(k)
        else:
            relaid[k] = Cue(cue.start_ms, cue.end_ms, *laid)
    fitted = _with(after, relaid)
    return refit(fitted, recut) if recut else fitted
