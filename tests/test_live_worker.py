"""The live worker (core.live.worker): a session in a spawned process, fed and stopped over its command pipe,
reporting levels and its end over the event pipe; a kill leaves the recording playable."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from core.errors import ErrorKind
from core.live.recording import to_pcm16
from core.live.types import SAMPLE_RATE, LiveLevel
from core.live.worker import LiveEnded, LiveHandle, LiveSpec, LiveStarted, start_live
from core.media import decode_audio
from core.runner import JobCancelled, JobDone, JobFailed
from tests.media_factory import read_pcm


def finish(handle: LiveHandle) -> list[object]:
    events: list[object] = []
    while not handle.finished:
        got = handle.wait(60)
        assert got or handle.finished, "the live worker said nothing for a minute"
        events.extend(got)
    return events


def test_pushed_audio_is_recorded_whole_and_levels_come_back(jfk_wav: Path, tmp_path: Path) -> None:
    audio = decode_audio(jfk_wav)
    handle = start_live(LiveSpec(str(tmp_path), "mic"))
    for piece in np.array_split(audio, 200):
        assert handle.push(piece)
    assert handle.end_audio()
    events = finish(handle)
    assert isinstance(handle.final, JobDone) and isinstance(handle.final.result, LiveEnded)
    ended = handle.final.result
    assert ended.problem is None and ended.saved.paths == (str(tmp_path / "mic.wav"),)
    assert np.array_equal(read_pcm(tmp_path / "mic.wav"), to_pcm16(audio))
    assert events[0] == LiveStarted(str(tmp_path / "mic.wav"), "the microphone")
    levels = [e for e in events if isinstance(e, LiveLevel)]
    assert levels and levels[-1].at == pytest.approx(len(audio) / SAMPLE_RATE)


def test_an_input_that_breaks_is_a_sentence_and_the_recording_stays(jfk_wav: Path, tmp_path: Path) -> None:
    audio = decode_audio(jfk_wav)[: 2 * SAMPLE_RATE]
    handle = start_live(LiveSpec(str(tmp_path), "mic", source_name="the USB microphone"))
    handle.push(audio)
    handle.fail_audio("the device was unplugged")
    finish(handle)
    assert isinstance(handle.final, JobDone)
    problem = handle.final.result.problem
    assert problem is not None and problem.kind == ErrorKind.SOURCE_LOST
    assert "USB microphone" in problem.message and "unplugged" in problem.message
    assert np.array_equal(read_pcm(tmp_path / "mic.wav"), to_pcm16(audio))


def test_a_file_plays_in_the_worker_until_stopped(sample_wav: Path, tmp_path: Path) -> None:
    handle = start_live(LiveSpec(str(tmp_path), "played", media=str(sample_wav), realtime=True, speed=4.0))
    while not any(isinstance(e, LiveLevel) and e.at >= 1.0 for e in handle.next_events(30)):
        assert not handle.finished
    assert handle.stop()
    finish(handle)
    assert isinstance(handle.final, JobDone)
    recorded = read_pcm(tmp_path / "played.wav")
    assert 0 < len(recorded) < len(decode_audio(sample_wav))
    assert np.array_equal(recorded, to_pcm16(decode_audio(sample_wav))[: len(recorded)])


def test_a_name_in_use_fails_with_its_kind_and_nothing_is_touched(jfk_wav: Path, tmp_path: Path) -> None:
    (tmp_path / "mic.wav").write_bytes(b"older")
    handle = start_live(LiveSpec(str(tmp_path), "mic"))
    finish(handle)
    assert isinstance(handle.final, JobFailed) and handle.final.kind == ErrorKind.OUTPUT_EXISTS
    assert (tmp_path / "mic.wav").read_bytes() == b"older"


def test_a_killed_worker_leaves_a_playable_recording(sample_wav: Path, tmp_path: Path) -> None:
    audio = decode_audio(sample_wav)
    handle = start_live(LiveSpec(str(tmp_path), "killed", first_wait_s=60))
    pieces = np.array_split(audio[: 5 * SAMPLE_RATE], 50)
    for piece in pieces:
        handle.push(piece)
    heard = 0.0
    while heard < 4.0:  # levels come after each chunk is written
        heard = max([heard, *(e.at for e in handle.next_events(30) if isinstance(e, LiveLevel))])
    handle.kill()
    finish(handle)
    assert isinstance(handle.final, JobCancelled)
    recorded = read_pcm(tmp_path / "killed.wav")
    assert len(recorded) >= 4 * SAMPLE_RATE
    assert np.array_equal(recorded, to_pcm16(audio)[: len(recorded)])
