"""A real file streamed through the live transcriber once per test run, for every module that reads the same stream.

Streaming pyannote's sample through tiny.en is about 25 s of CPU: test_live_transcriber checks its updates and
test_live_speakers names their final words, and each used to decode it anew with the same engine, options and
chunks. The result is a tuple of frozen updates (words are frozen too), so no test can change what another reads.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from core.live.types import AudioChunk, LiveUpdate

RATE = 16_000
CHUNK_SAMPLES = 8_000  # 0.5 s per chunk, as a microphone source hands them over


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
