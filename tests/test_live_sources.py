"""Live sources (core.live.sources): a file played as live gives exactly its samples on the source's clock; pushed
samples come out whole and in order; a source that gives nothing or stops says so after yielding what it had."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

from core.errors import MediaError, MediaNotFoundError, SourceLostError, SourceSilentError
from core.live.sources import MAX_CHUNK_SECONDS, FileSource, PushSource
from core.live.types import SAMPLE_RATE, AudioChunk
from core.media import decode_audio
from tests import media_factory


def _joined(chunks: list[AudioChunk]) -> np.ndarray:
    return np.concatenate([c.samples for c in chunks])


def _contiguous(chunks: list[AudioChunk]) -> bool:
    return all(abs(b.start - a.end) < 1e-9 for a, b in zip(chunks, chunks[1:], strict=False))


@pytest.mark.parametrize("realtime", [False, True])
def test_a_file_gives_its_samples_in_short_chunks(jfk_wav: Path, realtime: bool) -> None:
    source = FileSource(jfk_wav, realtime=realtime, speed=40.0)
    chunks = list(source.chunks())
    assert np.array_equal(_joined(chunks), decode_audio(jfk_wav))
    assert chunks[0].start == 0.0 and _contiguous(chunks)
    assert all(0 < len(c.samples) <= 0.2 * SAMPLE_RATE for c in chunks)


def test_a_file_source_stops_when_asked(sample_wav: Path) -> None:
    source = FileSource(sample_wav)
    taken = []
    for chunk in source.chunks():
        taken.append(chunk)
        if len(taken) == 5:
            source.stop()
    assert len(taken) == 5


def test_a_file_that_cannot_be_read_says_why(tmp_path: Path) -> None:
    with pytest.raises(MediaNotFoundError):
        FileSource(tmp_path / "gone.wav")
    broken = media_factory.garbage_with_media_header(tmp_path / "broken.wav")
    with pytest.raises(MediaError):
        FileSource(broken)


def test_pushed_samples_come_out_whole_and_in_order(sample_wav: Path) -> None:
    audio = decode_audio(sample_wav)[: 8 * SAMPLE_RATE]
    source = PushSource("the test feed")
    pieces = np.array_split(audio, 800)  # 10 ms pieces, as a sound card gives them

    def feed() -> None:
        for piece in pieces:
            source.push(piece)
        source.end()

    threading.Thread(target=feed).start()
    chunks = list(source.chunks())
    assert np.array_equal(_joined(chunks), audio)
    assert chunks[0].start == 0.0 and _contiguous(chunks)
    assert all(len(c.samples) <= MAX_CHUNK_SECONDS * SAMPLE_RATE + 160 for c in chunks)


def test_int16_samples_are_scaled() -> None:
    source = PushSource()
    source.push(np.array([16384, -32768], dtype=np.int16))
    source.end()
    (chunk,) = source.chunks()
    assert chunk.samples.tolist() == [0.5, -1.0]


def test_a_source_that_fails_gives_what_it_had_then_a_sentence() -> None:
    source = PushSource("the USB microphone")
    source.push(np.full(SAMPLE_RATE, 0.1, dtype=np.float32))
    source.fail("the device was unplugged")
    got: list[AudioChunk] = []
    with pytest.raises(SourceLostError, match="USB microphone stopped after 1.0 s: the device was unplugged"):
        for chunk in source.chunks():
            got.append(chunk)
    assert sum(len(c.samples) for c in got) == SAMPLE_RATE


def test_a_source_that_gives_nothing_says_so() -> None:
    with pytest.raises(SourceSilentError, match="no audio came from the microphone"):
        list(PushSource(first_wait_s=0.2).chunks())


def test_a_source_that_goes_quiet_mid_session_is_taken_as_lost() -> None:
    source = PushSource(stall_wait_s=0.2)
    source.push(np.zeros(1600, dtype=np.float32))
    got: list[AudioChunk] = []
    with pytest.raises(SourceLostError) as caught:
        for chunk in source.chunks():
            got.append(chunk)
    assert not isinstance(caught.value, SourceSilentError)
    assert len(got) == 1
