"""One file's state on its way through the stages, and how it travels in a Ray Data row.

A row is {"work": pickled FileWork, "audio": float32 samples}: the audio is a tensor column so Ray's object store
carries it without another copy, and everything else (the transcript, the diarization) is opaque bytes, so Arrow
never has to guess a schema for our dataclasses.
"""

from __future__ import annotations

import dataclasses
import pickle
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from core.batch.inputs import BatchInput

NO_AUDIO = np.zeros(0, dtype=np.float32)


@dataclass(frozen=True, slots=True)
class FileWork:
    item: BatchInput
    checksum: str = ""
    audio_seconds: float = 0.0
    asr: Any = None  # core.pipeline's transcription result
    diarized: Any = None  # core.pipeline.diarize_audio's (diarization, fallback, seconds)
    outputs: tuple[str, ...] = ()
    device: str = ""
    error_kind: str = ""
    error: str = ""
    timings: Mapping[str, float] = field(default_factory=dict)  # busy seconds per stage
    recorded: str = ""  # when the write task marked it done in the journal (its entry's `finished`)

    @property
    def failed(self) -> bool:
        return bool(self.error_kind)

    def timed(self, stage: str, seconds: float, **changes: Any) -> FileWork:
        return dataclasses.replace(self, timings={**self.timings, stage: seconds}, **changes)

    def fail(self, error: BaseException) -> FileWork:
        """Record why this file failed; our typed errors keep their kind, anything else counts as internal."""
        from core.errors import SubtitlerError

        kind: str
        if isinstance(error, SubtitlerError):
            kind, message = error.kind, error.message
        elif isinstance(error, MemoryError):
            kind, message = "out-of-memory", "ran out of memory"
        else:
            kind, message = "internal", f"{type(error).__name__}: {error}"
        return dataclasses.replace(self, error_kind=kind, error=message, asr=None, diarized=None)


def to_row(work: FileWork, audio: np.ndarray = NO_AUDIO) -> dict[str, Any]:
    return {"work": pickle.dumps(work, protocol=pickle.HIGHEST_PROTOCOL), "audio": audio}


def from_row(row: Mapping[str, Any]) -> tuple[FileWork, np.ndarray]:
    audio = row.get("audio")
    return pickle.loads(row["work"]), NO_AUDIO if audio is None else np.asarray(audio, dtype=np.float32)
