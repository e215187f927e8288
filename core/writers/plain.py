"""Plain text (paragraphs per speaker, labelled, filled to the line width) and TSV (one row per speaker per cue,
times in ms like whisper; the speaker has a column of its own, so no label takes room in the text)."""

from __future__ import annotations

from core.cues.labels import label, shows_label
from core.cues.lines import line_words, run_text
from core.cues.text import cell_width
from core.types import CueRules, Word
from core.writers.document import Document
from core.writers.formats import OutputFormat


def _speaker_runs(doc: Document) -> list[tuple[str | None, int, int, list[Word]]]:
    """(speaker, start_ms, end_ms, words) for each stretch of one speaker inside each cue."""
    runs: list[tuple[str | None, int, int, list[Word]]] = []
    for cue in doc.cues:
        per_line = line_words(cue)
        for line, words in zip(cue.lines, per_line, strict=True):
            if runs and runs[-1][0] == line.speaker and runs[-1][1] == cue.start_ms:
                runs[-1][3].extend(words)
            else:
                runs.append((line.speaker, cue.start_ms, cue.end_ms, list(words)))
    return runs


def render_tsv(doc: Document) -> str:
    rows = ["start\tend\tspeaker\ttext"]
    for speaker, start, end, words in _speaker_runs(doc):
        text = " ".join(run_text(words).split())  # no tabs or newlines inside a field
        rows.append(f"{start}\t{end}\t{speaker or ''}\t{text}")
    return "\n".join(rows) + "\n"


def wrap_words(prefix: str, words: list[Word], width: int) -> list[str]:
    """`prefix` (a speaker label) and the words filled into lines of at most `width` cells, breaking between words.

    The cutter already cut every word to fit a line beside the label it opens with, so nothing here is wider."""
    lines: list[str] = []
    current = prefix
    empty = True
    for w in words:
        piece = w.text.lstrip() if empty else w.text
        if not empty and cell_width((current + piece).rstrip()) > width:
            lines.append(current.rstrip())
            current, piece = "", w.text.lstrip()
        current += piece
        empty = False
    if current.strip():
        lines.append(current.rstrip())
    return lines


def render_txt(doc: Document) -> str:
    """One paragraph per speaker turn (a new one also after a pause longer than max_pause), labelled when the
    speaker changes (one speaker goes unlabelled: Document.names_speakers); without speakers, paragraphs follow the
    pauses. Lines are filled to the cue rules' line
    width, label included, so a transcript reads like its subtitles and keeps their line limit."""
    rules = doc.rules or CueRules()
    paragraphs: list[tuple[str | None, list[Word]]] = []
    last_end: float | None = None
    for speaker, _start, _end, words in _speaker_runs(doc):
        if not words:
            continue
        paused = last_end is not None and words[0].start - last_end > rules.max_pause
        if paragraphs and paragraphs[-1][0] == speaker and not paused:
            paragraphs[-1][1].extend(words)
        else:
            paragraphs.append((speaker, list(words)))
        last_end = max(w.end for w in words)
    out: list[str] = []
    previous: str | None = None
    style = doc.shown_label_style
    for speaker, words in paragraphs:
        name = speaker if shows_label(speaker, previous) else None
        previous = speaker
        out.append("\n".join(wrap_words(label(name, style), words, rules.max_chars_per_line)))
    return "\n\n".join(out) + "\n" if out else ""


TXT = OutputFormat("txt", render_txt, bytes_per_second=30)
TSV = OutputFormat("tsv", render_tsv)
