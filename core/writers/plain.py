"""Plain text (paragraphs per speaker, labelled) and TSV (one row per speaker per cue, times in ms like whisper)."""

from __future__ import annotations

from core.cues.lines import line_words, run_text
from core.types import CueRules, Word
from core.writers.document import Document, label


def _speaker_runs(doc: Document) -> list[tuple[str | None, int, int, list[Word]]]:
    """(speaker, start_ms, end_ms, words) for each stretch of one speaker inside each cue."""
    runs: list[tuple[str | None, int, int, list[Word]]] = []
    for cue in doc.cues:
        per_line = line_words(cue)
        for line, words in zip(cue.lines, per_line):
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


def render_txt(doc: Document) -> str:
    """One paragraph per speaker turn (a new one also after a pause longer than max_pause), labelled when the
    speaker changes; without speakers, paragraphs follow the pauses."""
    max_pause = (doc.rules or CueRules()).max_pause
    paragraphs: list[tuple[str | None, list[Word]]] = []
    last_end: float | None = None
    for speaker, _start, _end, words in _speaker_runs(doc):
        if not words:
            continue
        paused = last_end is not None and words[0].start - last_end > max_pause
        if paragraphs and paragraphs[-1][0] == speaker and not paused:
            paragraphs[-1][1].extend(words)
        else:
            paragraphs.append((speaker, list(words)))
        last_end = max(w.end for w in words)
    out: list[str] = []
    previous: str | None = None
    for speaker, words in paragraphs:
        prefix = ""
        if speaker is not None and speaker != previous and doc.label_style != "none":
            prefix = label(speaker, doc.label_style)
        previous = speaker
        out.append(prefix + run_text(words))
    return "\n\n".join(out) + "\n" if out else ""
