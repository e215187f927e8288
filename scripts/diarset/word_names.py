"""Whose name each subtitle word carries, scored against the evaluation set's timed reference transcript (STM).

DER scores time; a viewer reads names on words. Whisper's words, once a job has given them speakers, are aligned to
the words each reference speaker said (Levenshtein alignment of normalised words: only words found in both count),
and each is checked against who said it. bench/word_speakers.py prints the share per recording;
tests/test_diarization_quality.py holds it on the report half.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.types import Segment, SpeakerTurn, Word


@dataclass(frozen=True, slots=True)
class ReferenceWord:
    """A word of the reference transcript: its normalised text, its speaker, and where it lies in time (spread over
    its utterance by character count: the STM times utterances, not words)."""

    token: str
    speaker: str
    start: float
    end: float


def normalised(text: str) -> list[str]:
    """Lower case, punctuation dropped except inside words ("don't"), split on spaces."""
    return re.sub(r"[^\w' ]+|(?<!\w)'|'(?!\w)", " ", text.lower()).split()


def reference_words(stm: Path) -> list[ReferenceWord]:
    """The STM's words in time order (by where each is estimated to start)."""
    words = []
    for line in stm.read_text().splitlines():
        fields = line.split()  # name, channel, speaker, start, end, words...
        speaker, start, end = fields[2], float(fields[3]), float(fields[4])
        tokens = normalised(" ".join(fields[5:]))
        lengths = [len(t) for t in tokens]
        position, span = start, end - start
        for token, length in zip(tokens, lengths, strict=True):
            step = span * length / max(1, sum(lengths))
            words.append(ReferenceWord(token, speaker, position, position + step))
            position += step
    return sorted(words, key=lambda w: (w.start, w.end))


def overlapped(reference: Any, start: float, end: float) -> bool:
    """Whether two or more reference speakers talk at the middle of [start, end]."""
    middle = (start + end) / 2
    return sum(1 for segment, _, _ in reference.itertracks(yield_label=True)
               if segment.start <= middle < segment.end) >= 2


def aligned(hypothesis: Sequence[Word], reference: Sequence[ReferenceWord]) -> list[tuple[Word, ReferenceWord]]:
    """Pairs of a found word and the reference word it is (same normalised text), by Levenshtein alignment."""
    from rapidfuzz.distance import Levenshtein

    tokens: list[tuple[int, str]] = []  # (index of the found word, token): one found word may hold two tokens
    for index, word in enumerate(hypothesis):
        tokens += [(index, token) for token in normalised(word.text)]
    pairs = []
    for op in Levenshtein.opcodes([t for _, t in tokens], [w.token for w in reference]):
        if op.tag == "equal":
            pairs += [(hypothesis[tokens[op.src_start + k][0]], reference[op.dest_start + k])
                      for k in range(op.src_end - op.src_start)]
    return pairs


def wrong_names(pairs: list[tuple[Word, ReferenceWord]], naming: dict[str, str], reference: Any) -> dict[str, int]:
    """Counts of matched words and of wrongly named ones, alone and in overlapped speech."""
    counts = {"words": 0, "wrong": 0, "alone": 0, "alone wrong": 0, "overlap": 0, "overlap wrong": 0}
    for found, true in pairs:
        wrong = found.speaker is None or naming.get(found.speaker) != true.speaker
        where = "overlap" if overlapped(reference, true.start, true.end) else "alone"
        counts["words"] += 1
        counts["wrong"] += wrong
        counts[where] += 1
        counts[f"{where} wrong"] += wrong
    return counts


def named_word_counts(segments: Sequence[Segment], turns: Sequence[SpeakerTurn], truth: Sequence[ReferenceWord],
                      naming: dict[str, str], reference: Any, smooth: bool = True) -> dict[str, int]:
    """`wrong_names` of the segments' words once a job has given them speakers from `turns`
    (`core.speakers.label_segments`, with or without its word-scale smoothing)."""
    from core.speakers import label_segments

    words = [w for s in label_segments(segments, turns, smooth=smooth) for w in s.words]
    return wrong_names(aligned(words, truth), naming, reference)


def load_whisper(whisper: Path, threads: int = 0) -> Any:
    """faster-whisper as a job loads it on the CPU (int8); `whisper` is a CTranslate2 model directory (tiny.en in the
    tests). Close it when done; one loaded engine may transcribe many recordings (it keeps nothing between them)."""
    from core.engines import load_engine

    return load_engine("faster-whisper", whisper, model_name="tiny.en", compute_type="int8", cpu_threads=threads)


def transcribe_with(engine: Any, audio: Any) -> list[Segment]:
    """16 kHz mono `audio` transcribed as a job does it on the CPU by an engine from `load_whisper`: English, word
    timestamps, the engine's VAD."""
    from core.options import TranscribeOptions

    _info, stream = engine.transcribe(audio, TranscribeOptions(language="en"))
    return list(stream)


def transcribe(audio: Any, whisper: Path, threads: int = 0) -> list[Segment]:
    """`transcribe_with` an engine loaded for this recording alone."""
    engine = load_whisper(whisper, threads)
    try:
        return transcribe_with(engine, audio)
    finally:
        engine.close()


def word_speaker_error(words: Sequence[Word], reference: Sequence[SpeakerTurn]) -> tuple[int, int]:
    """(wrong, scored): the words whose speaker is not the reference speaker at the word's middle, once found names
    are mapped one to one onto reference names in the way that gets the most words right (a word in overlapped
    speech is right if either speaker matches; a word with no speaker is wrong). Words where the reference has
    nobody are not scored. Needs only the reference turns (RTTM), so real meetings with no transcript count too."""
    import numpy as np
    from scipy.optimize import linear_sum_assignment

    scored: list[tuple[str | None, frozenset[str]]] = []
    for word in words:
        middle = (word.start + word.end) / 2
        present = frozenset(t.speaker for t in reference if t.start <= middle < t.end)
        if present:
            scored.append((word.speaker, present))
    found = sorted({f for f, _ in scored if f is not None})
    true = sorted(set().union(*(p for _, p in scored))) if scored else []
    agree = np.zeros((len(found), len(true)), dtype=np.int64)
    for speaker, present in scored:
        if speaker is not None:
            for name in present:
                agree[found.index(speaker), true.index(name)] += 1
    rows, cols = linear_sum_assignment(-agree) if agree.size else ((), ())
    naming = {found[r]: true[c] for r, c in zip(rows, cols, strict=True)}
    wrong = sum(1 for speaker, present in scored if speaker is None or naming.get(speaker) not in present)
    return wrong, len(scored)
