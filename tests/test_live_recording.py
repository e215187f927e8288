"""The live recording (core.live.recording): the samples written come back exactly (as 16-bit PCM), the file is
playable at every moment, even after a SIGKILL, and an existing file is never replaced."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from core.errors import OutputExistsError
from core.live.recording import WavRecording, to_pcm16
from core.media import decode_audio
from tests.media_factory import read_pcm

ROOT = Path(__file__).resolve().parent.parent


def test_the_samples_read_back_equal_the_input(sample_wav: Path, tmp_path: Path) -> None:
    audio = decode_audio(sample_wav)
    path = tmp_path / "rec.wav"
    pieces = np.array_split(audio, 97)  # uneven pieces, as a microphone gives them
    with WavRecording(path) as recording:
        for piece in pieces:
            recording.write(piece)
        assert recording.frames == len(audio)
    back = read_pcm(path)
    assert np.array_equal(back, to_pcm16(audio))
    assert np.max(np.abs(back / 32767.0 - np.clip(audio, -1, 1))) <= 0.5 / 32767 + 1e-7


def test_the_file_is_whole_after_every_chunk_before_close(jfk_wav: Path, tmp_path: Path) -> None:
    audio = decode_audio(jfk_wav)
    path = tmp_path / "rec.wav"
    recording = WavRecording(path)
    try:
        assert len(read_pcm(path)) == 0  # a valid empty file from the start
        written = 0
        for piece in np.array_split(audio, 5):
            recording.write(piece)
            written += len(piece)
            assert np.array_equal(read_pcm(path), to_pcm16(audio[:written]))
    finally:
        recording.close()


def test_loud_samples_are_clipped_not_wrapped(tmp_path: Path) -> None:
    path = tmp_path / "loud.wav"
    with WavRecording(path) as recording:
        recording.write(np.array([1.5, -2.0, 1.0, -1.0, 0.0], dtype=np.float32))
    assert read_pcm(path).tolist() == [32767, -32767, 32767, -32767, 0]


def test_an_existing_file_is_never_replaced(tmp_path: Path) -> None:
    path = tmp_path / "rec.wav"
    path.write_bytes(b"keep me")
    with pytest.raises(OutputExistsError, match="rec.wav"):
        WavRecording(path)
    assert path.read_bytes() == b"keep me"


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_a_session_killed_mid_recording_leaves_a_playable_file(sample_wav: Path, tmp_path: Path) -> None:
    """A child records chunk by chunk; after it said the 12th chunk is recorded it is killed outright. The file opens
    and holds exactly the samples of the input up to at least that chunk, and nothing that was not input."""
    child = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "live_child.py"), str(sample_wav), str(tmp_path), "killed"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=os.environ | {"PYTHONPATH": str(ROOT)})
    assert child.stdin is not None and child.stdout is not None
    recorded = 0.0
    try:
        for _ in range(12):
            child.stdin.write("\n")
            child.stdin.flush()
            recorded = float(child.stdout.readline())
        child.stdin.write("\n" * 3)  # more audio on its way while it dies
        child.stdin.flush()
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(30)
    assert child.returncode == -signal.SIGKILL
    back = read_pcm(tmp_path / "killed.wav")
    audio = to_pcm16(decode_audio(sample_wav))
    assert len(back) >= round(recorded * 16000)
    assert np.array_equal(back, audio[: len(back)])
