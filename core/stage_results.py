"""What the pipeline's two model stages hand back to `run_job`: named fields instead of tuples, so a stage can report
one more fact without every caller unpacking it anew."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.types import Transcript

if TYPE_CHECKING:  # core.diarization is imported only by jobs that diarize
    from core.diarization import Diarization


@dataclass(frozen=True, slots=True)
class TranscriptionResult:
    """The transcript (its `device` is where it was made) and, when the GPU failed, why it was redone on the CPU."""

    transcript: Transcript
    fallback: str | None = None


@dataclass(frozen=True, slots=True)
class DiarizationResult:
    """Who spoke when, the device that found it, the seconds it took, and why it fell back to the CPU, if it did.
    `load_seconds`: the part of `seconds` spent loading the pipeline (imports included); 0 where it was kept loaded
    (core.model_cache)."""

    diarization: Diarization
    device: str
    seconds: float
    fallback: str | None = None
    load_seconds: float = 0.0
