"""Long audio in windows: the cuts fall in pauses, cover everything once, and the words come out as in one piece.

The real faster-whisper tiny.en runs on a 73 s recording of real speech with windows of 20 s (the shipped size is 10
minutes, so the test takes seconds instead of an hour); bench/long.py measures the memory this saves on hours of audio.
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import numpy as np
import pytest

import core.engines.long_audio as long_audio
from core.engines import load_engine
from core.engines.long_audio import carried_prompt, split_points
from core.media import decode_audio
from core.options import TranscribeOptions
from tests.textnorm import stm_text, wer

RATE = 16000


def test_short_audio_is_one_window() -> None:
    audio = np.ones(int(RATE * 600 * 1.5), dtype=np.float32)
    assert split_points(audio) == [(0, len(audio))]


def test_cuts_fall_in_the_quietest_stretch_near_each_boundary_and_cover_everything() -> None:
    rng = np.random.default_rng(0)
    audio = rng.normal(0, 0.3, RATE * 100).astype(np.float32)
    pauses = [9.2, 21.5, 29.0]  # seconds; each within 3 s of a 10 s-window boundary found from the last cut
    for pause in pauses:
        audio[int(pause * RATE): int((pause + 0.3) * RATE)] = 0.0
    windows = split_points(audio, window=10.0, search=3.0)
    assert windows[0][0] == 0 and windows[-1][1] == len(audio)
    assert all(a[1] == b[0] for a, b in pairwise(windows))  # contiguous: every sample once
    for (_, cut), pause in zip(windows, pauses, strict=False):  # the first windows only
        assert pause * RATE <= cut <= (pause + 0.3) * RATE, (cut / RATE, pause)


def test_the_prompt_carries_the_end_of_what_was_said() -> None:
    said = [" one two three", " four five"] + [" word"] * 100
    carried = carried_prompt(said, TranscribeOptions(condition_on_previous_text=True))
    assert carried is not None and carried.split() == ["word"] * long_audio.PROMPT_WORDS
    assert carried_prompt(said, TranscribeOptions(condition_on_previous_text=False, initial_prompt="Names")) == "Names"
    assert carried_prompt([], TranscribeOptions(initial_prompt="Names")) == "Names"


@pytest.fixture(scope="module")
def engine(ct2_tiny_en: Path):
    loaded = load_engine("faster-whisper", ct2_tiny_en, model_name="tiny.en")
    yield loaded
    loaded.close()


def test_windows_give_the_same_words_as_one_piece(engine, sample_wav: Path, sample_stm: Path, jfk_wav: Path,
                                                  jfk_text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 73 s recording (the sample, jfk.wav, the sample again, a second of silence between) in windows of about 20 s:
    four windows, cut inside the conversation, each long enough to hold sentences. (Windows of 10 s on the 30 s
    sample alone left a first window of 7 s with one word in it, and the next window, prompted with that one word,
    decoded into a stock hallucination on this machine (with every ctranslate2, onnxruntime, tokenizers and numpy
    version tried) after passing on the one before: a test of one word's luck.)"""
    pause = np.zeros(RATE, dtype=np.float32)
    audio = np.concatenate([decode_audio(sample_wav), pause, decode_audio(jfk_wav), pause, decode_audio(sample_wav)])
    reference = " ".join([stm_text(sample_stm), jfk_text, stm_text(sample_stm)])
    options = TranscribeOptions(language="en", word_timestamps=True)
    whole_info, whole = engine.transcribe(audio, options)
    whole_text = " ".join(s.text for s in whole)

    monkeypatch.setattr(long_audio, "WINDOW_SECONDS", 20.0)
    monkeypatch.setattr(long_audio, "SEARCH_SECONDS", 5.0)
    assert len(split_points(audio)) == 4
    info, segments = engine.transcribe(audio, options)
    segments = list(segments)
    text = " ".join(s.text for s in segments)
    assert info.duration == pytest.approx(len(audio) / RATE)
    assert info.language == whole_info.language == "en"
    assert wer(reference, text) <= wer(reference, whole_text) + 0.05  # measured: 0.143 in windows, 0.168 whole
    starts = [w.start for s in segments for w in s.words]
    assert starts == sorted(starts) and starts[-1] > 60.0  # on the file's timeline, to the end
