"""A real file streamed through the live transcriber once per test run, for every module that reads the same stream.

Streaming pyannote's sample through tiny.en is about 25 s of CPU: test_live_transcriber checks its updates and
test_live_speakers names their final words, and each used to decode it anew with the same engine, options and
chunks. The result is a tuple of frozen updates (words are frozen too), so no test can change what another reads.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from core.live.types import AudioChunk, LiveUpdate
from core.types import Word

if TYPE_CHECKING:
    from core.live.speakers import SpeakerSettings

RATE = 16_000
CHUNK_SAMPLES = 8_000  # 0.5 s per chunk, as a microphone source hands them over


# The variables that cap oneDNN's kernels, which choose tiny.en's words on an AVX-512 CPU (oneDNN reads either name).
ONEDNN_CAPS = ("ONEDNN_MAX_CPU_ISA", "DNNL_MAX_CPU_ISA")


@functools.cache
def avx512_words() -> bool:
    """Whether tiny.en's live words here are those of oneDNN's AVX-512 kernels (CTranslate2's convolutions). They are
    not an AVX2-only CPU's words: on pyannote's sample "Jersey. And I'm Sheila" against "Jersey and I'm Sheila", and
    the live tests that read them come out differently on the two (docs/EVALUATION.md, "The CPU's vector kernels").
    ONEDNN_MAX_CPU_ISA=AVX2 gives an AVX-512 CPU the AVX2 words."""
    try:
        flags = Path("/proc/cpuinfo").read_text()
    except OSError:
        return False
    capped = next((os.environ[name] for name in ONEDNN_CAPS if os.environ.get(name)), "").upper()
    return " avx512f" in flags and (capped in ("", "ALL") or capped.startswith("AVX512"))


def chunks(audio: np.ndarray) -> Iterator[AudioChunk]:
    """`audio` in the chunks the stream was fed with."""
    for at in range(0, len(audio), CHUNK_SAMPLES):
        yield AudioChunk(at / RATE, audio[at:at + CHUNK_SAMPLES])


@functools.cache
def live_updates(model: Path, path: Path) -> tuple[LiveUpdate, ...]:
    """The updates of `path` streamed through faster-whisper `model` (int8, two threads, English, as the live
    tests load it): one per chunk after it is inserted, then the one `finish` gives."""
    from core.engines import load_engine
    from core.live.transcriber import WhisperStreaming
    from core.media import decode_audio
    from core.options import TranscribeOptions

    engine = load_engine("faster-whisper", model, model_name="tiny.en", compute_type="int8", cpu_threads=2)
    try:
        live = WhisperStreaming(engine, TranscribeOptions(language="en"))
        updates = []
        for chunk in chunks(decode_audio(path)):
            live.insert(chunk)
            updates.append(live.process())
        updates.append(live.finish())
        return tuple(updates)
    finally:
        engine.close()


def named_live(model: Path, path: Path, embedder: Callable[[np.ndarray], np.ndarray],
               settings: SpeakerSettings | None = None) -> tuple[list[Word], dict[str, tuple[float, ...]]]:
    """`path`'s final words as a live session names them, and the speakers' centroids."""
    return name_updates([update.final for update in live_updates(model, path)], path, embedder, settings)


def name_updates(finals: Sequence[Sequence[Word]], path: Path, embedder: Callable[[np.ndarray], np.ndarray],
                 settings: SpeakerSettings | None = None) -> tuple[list[Word], dict[str, tuple[float, ...]]]:
    """The final words of each update (one per chunk, then the finish's) named by the online speakers, which hear
    each chunk before they name the words of the update that chunk gave, as in a session; and their centroids."""
    from core.live.speakers import CentroidSpeakers
    from core.media import decode_audio

    speakers = CentroidSpeakers(embedder, settings)
    named: list[Word] = []
    for chunk, words in zip(chunks(decode_audio(path)), finals[:-1], strict=True):
        speakers.insert(chunk)
        named += speakers.label(tuple(words))
    named += speakers.label(tuple(finals[-1]))
    return named, speakers.centroids
