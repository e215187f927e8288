"""The records every live piece shares: audio chunks in, words out, and the updates a session reports.

Times are seconds since the session started on the source's own clock (sample count / rate), never wall time, so a
file played on an accelerated clock gives the same words at the same times as one played in real time.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from core.types import Word

SAMPLE_RATE = 16_000


@dataclass(frozen=True, slots=True, eq=False)
class AudioChunk:
    """A run of 16 kHz mono float32 samples in [-1, 1], starting `start` seconds into the session."""

    start: float
    samples: np.ndarray

    @property
    def end(self) -> float:
        return self.start + len(self.samples) / SAMPLE_RATE


class LiveSource(Protocol):
    """Where live audio comes from. `chunks()` blocks until audio arrives and ends when the source ends or `stop()`
    is called; a source that fails (a microphone unplugged) raises `core.errors` errors with a sentence a person can
    read, after yielding everything it had."""

    @property
    def description(self) -> str: ...

    def chunks(self) -> Iterator[AudioChunk]: ...

    def stop(self) -> None: ...


@dataclass(frozen=True, slots=True)
class LiveUpdate:
    """What changed after one decode: `final` words are new and will never change again (they carry a speaker once
    the speaker step has seen them); `tentative` is the whole current guess after the last final word, shown grey,
    replaced by the next update. `heard_until` is how far into the session the decoder has listened."""

    final: tuple[Word, ...] = ()
    tentative: tuple[Word, ...] = ()
    heard_until: float = 0.0


class StreamingTranscriber(Protocol):
    """Re-decodes a sliding buffer as audio arrives; commits words once consecutive decodes agree."""

    def insert(self, chunk: AudioChunk) -> None: ...

    def process(self) -> LiveUpdate: ...

    def finish(self) -> LiveUpdate: ...


class OnlineSpeakers(Protocol):
    """Names final words as they are committed: each committed stretch is embedded and given to the closest running
    speaker centroid (or a known voice, or a new speaker). It keeps the audio it needs from `insert`."""

    def insert(self, chunk: AudioChunk) -> None: ...

    def label(self, words: tuple[Word, ...]) -> tuple[Word, ...]: ...


@dataclass(frozen=True, slots=True)
class LiveLevel:
    """The input level for the meter: RMS and peak of the last chunk, in dBFS (-inf for silence)."""

    at: float
    rms_db: float
    peak_db: float


@dataclass(frozen=True, slots=True)
class LiveRefining:
    """At Stop, the speakers are being found again over the whole recording (core.live.refine): `fraction` done."""

    fraction: float = 0.0


@dataclass(frozen=True, slots=True)
class LiveSaved:
    """The files a session wrote at Stop (or that a crash left): the recording first, then SRT, VTT, JSON.
    `words`: the final words as the captions hold them; `refined`: their speakers were found again at Stop (the
    live names may differ); `refine_failed`: why refining did not happen where it was asked for ("" otherwise)."""

    paths: tuple[str, ...] = field(default_factory=tuple)
    words: tuple[Word, ...] = ()
    refined: bool = False
    refine_failed: str = ""
