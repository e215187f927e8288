"""Transcript comparison as Whisper's authors score it: their English normaliser, then jiwer's WER."""

from __future__ import annotations

from pathlib import Path

import jiwer
from whisper.normalizers import EnglishTextNormalizer

_normalise = EnglishTextNormalizer()


def normalise(text: str) -> str:
    return " ".join(_normalise(text).split())


def wer(reference: str, hypothesis: str) -> float:
    return jiwer.wer(normalise(reference), normalise(hypothesis))


def stm_text(stm: Path) -> str:
    """The reference words of an STM file, in time order."""
    rows = []
    for line in stm.read_text().splitlines():
        parts = line.split(maxsplit=5)
        if len(parts) == 6 and not line.startswith(";;"):
            rows.append((float(parts[3]), parts[5]))
    return " ".join(text for _, text in sorted(rows))
