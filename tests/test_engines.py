"""Both engines on real speech with the offline tiny.en weights: exact jfk sentence, streamed in time order."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.engines import load_engine
from core.errors import InvalidOptionError
from core.media import decode_audio
from core.options import TranscribeOptions
from tests.textnorm import normalise, stm_text, wer


@pytest.fixture(scope="module")
def jfk_audio(jfk_wav: Path):
    return decode_audio(jfk_wav)


@pytest.mark.parametrize("engine", ["faster-whisper", "openai-whisper"])
def test_jfk_exact_sentence(engine: str, ct2_tiny_en: Path, pt_tiny_en: Path, jfk_audio, jfk_text: str) -> None:
    model = ct2_tiny_en if engine == "faster-whisper" else pt_tiny_en
    transcriber = load_engine(engine, model, model_name="tiny.en")
    info, stream = transcriber.transcribe(jfk_audio, TranscribeOptions())
    segments = list(stream)
    transcriber.close()
    assert info.language == "en"
    assert abs(info.duration - 11.0) < 0.01
    assert normalise("".join(s.text for s in segments)) == normalise(jfk_text)
    words = [w for s in segments for w in s.words]
    assert normalise("".join(w.text for w in words)) == normalise(jfk_text)
    assert all(0 <= w.start <= w.end <= 11.1 for w in words)
    assert [w.start for w in words] == sorted(w.start for w in words)
    assert all(0.0 <= w.probability <= 1.0 for w in words)


@pytest.mark.parametrize("engine", ["faster-whisper", "openai-whisper"])
def test_sample_streams_segments_in_order(engine: str, ct2_tiny_en: Path, pt_tiny_en: Path, sample_wav: Path,
                                          sample_stm: Path) -> None:
    model = ct2_tiny_en if engine == "faster-whisper" else pt_tiny_en
    transcriber = load_engine(engine, model, model_name="tiny.en")
    info, stream = transcriber.transcribe(decode_audio(sample_wav), TranscribeOptions(language="en"))
    ends: list[float] = []
    text = ""
    for segment in stream:  # a generator: segments come one by one
        ends.append(segment.end)
        text += segment.text
    assert ends == sorted(ends) and len(ends) > 3
    assert ends[-1] <= info.duration + 0.5
    assert wer(stm_text(sample_stm), text) <= 0.25


def test_unknown_engine_is_refused(ct2_tiny_en: Path) -> None:
    with pytest.raises(InvalidOptionError, match="allowed: faster-whisper, openai-whisper"):
        load_engine("whisper.cpp", ct2_tiny_en)
