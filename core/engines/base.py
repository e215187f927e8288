"""The one interface both Whisper engines implement, so the pipeline never knows which one runs."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from core.options import Task, TranscribeOptions
from core.types import Segment

if TYPE_CHECKING:  # only for annotations: the engine registry is read at GUI start-up, before numpy is welcome
    import numpy as np


TASKS = tuple(task.value for task in Task)  # Whisper's two tasks: the speech's own language, or English


ENGLISH = ("en", "english")  # what an English-only model can be asked for (besides detection)


def check_task(options: TranscribeOptions, multilingual: bool, model_name: str) -> None:
    """Translation and any language but English need a multilingual model: an English-only one (tiny.en, base.en,
    ...) would transcribe English instead, call it a translation or record "en" for German speech (faster-whisper
    only logs a warning). Said before any decoding."""
    from core.errors import InvalidOptionError

    if options.task not in TASKS:
        raise InvalidOptionError(f"unknown task {options.task!r}; allowed: {', '.join(TASKS)}")
    if multilingual:
        return
    if options.task == Task.TRANSLATE:
        raise InvalidOptionError(f"translation to English needs a multilingual model; {model_name} is English-only "
                                 "(choose base, small, medium, large-v3 or turbo without .en)")
    if options.language and options.language.strip().lower() not in (*ENGLISH, "auto"):
        raise InvalidOptionError(f"{model_name} is English-only and cannot transcribe language {options.language!r} "
                                 "(choose base, small, medium, large-v3 or turbo without .en, or language auto or en)")


@dataclass(frozen=True, slots=True)
class EngineInfo:
    """Known before the first segment, so progress can be `segment.end / duration`."""

    language: str
    language_probability: float
    duration: float


class Transcriber(Protocol):
    name: str
    model_name: str
    device: str
    compute_type: str

    def transcribe(
        self, audio: np.ndarray, options: TranscribeOptions
    ) -> tuple[EngineInfo, Iterator[Segment]]:
        """Decode 16 kHz mono float32 audio; segments are yielded as they are decoded, in time order."""
        ...

    def close(self) -> None:
        """Release the model (and GPU memory) now rather than at garbage collection."""
        ...
