"""`whisper-subtitler live` (core.live.command): a file is recorded beside its captions, a name in use is refused,
and a missing or damaged file, or a microphone where core's command line has no capture, is one sentence."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pytest

from core.cli import main
from core.exit_status import ExitStatus
from core.live.command import CaptionPrinter
from core.live.recording import to_pcm16
from core.media import decode_audio
from core.types import Word
from tests import media_factory
from tests.media_factory import read_pcm


def test_recording_a_file_only(jfk_wav: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["live", "--source", str(jfk_wav), "--record-only", "-o", str(tmp_path)]) == ExitStatus.OK
    assert [p.name for p in tmp_path.iterdir()] == ["jfk.live.wav"]
    assert np.array_equal(read_pcm(tmp_path / "jfk.live.wav"), to_pcm16(decode_audio(jfk_wav)))
    assert "saved" in capsys.readouterr().err


def test_a_name_in_use_is_refused_and_kept(jfk_wav: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "talk.wav").write_bytes(b"older")
    code = main(["live", "--source", str(jfk_wav), "--record-only", "-o", str(tmp_path), "--name", "talk"])
    assert code == ExitStatus.BAD_INPUT
    assert "would overwrite talk.wav" in capsys.readouterr().err
    assert (tmp_path / "talk.wav").read_bytes() == b"older"


def test_a_missing_or_damaged_file_is_a_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["live", "--source", str(tmp_path / "gone.wav"), "-o", str(tmp_path)]) == ExitStatus.BAD_INPUT
    assert "file not found" in capsys.readouterr().err
    broken = media_factory.garbage_with_media_header(tmp_path / "broken.wav")
    assert main(["live", "--source", str(broken), "--name", "b", "--record-only"]) == ExitStatus.BAD_INPUT
    assert "broken.wav" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.wav"]  # nothing recorded


def test_a_speed_of_zero_is_refused(jfk_wav: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["live", "--source", str(jfk_wav), "--realtime", "--speed", "0", "--record-only"]) != ExitStatus.OK
    assert "speed must be more than 0" in capsys.readouterr().err


@pytest.mark.parametrize("source", ["mic", "Built-in Audio Analog Stereo"])
def test_core_alone_says_where_an_input_can_be_captured(source: str, capsys: pytest.CaptureFixture[str]) -> None:
    """core's own command line has no sound input (it needs Qt): `whisper-subtitler live` and the window have one
    (tests/test_cli_live_input.py)."""
    assert main(["live", "--source", source]) == ExitStatus.USAGE
    err = capsys.readouterr().err
    assert "needs the window's sound input" in err and "`whisper-subtitler live`" in err


def test_captions_are_printed_as_they_come_a_line_per_speaker_and_sentence() -> None:
    out = io.StringIO()
    printer = CaptionPrinter(out)
    printer.words((Word(0, 1, " And so", speaker="SPEAKER_00"), Word(1, 2, " my fellow", speaker="SPEAKER_00")))
    printer.words((Word(2, 3, " Americans.", speaker="SPEAKER_00"), Word(3, 4, " Ask", speaker="SPEAKER_00")))
    printer.words((Word(4, 5, " not!", speaker="SPEAKER_01"), Word(9, 10, " Then", speaker="SPEAKER_01")))
    printer.end()
    assert out.getvalue() == ("[SPEAKER_00] And so my fellow Americans.\n[SPEAKER_00] Ask\n[SPEAKER_01] not!\n"
                              "[SPEAKER_01] Then\n")
    unnamed = io.StringIO()
    printer = CaptionPrinter(unnamed)
    printer.words((Word(0, 1, " Hello"), Word(1, 2, " there.")))
    printer.end()
    assert unnamed.getvalue() == "Hello there.\n"


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGKILL"), reason="POSIX signals")
def test_ctrl_c_stops_and_saves(sample_wav: Path, tmp_path: Path) -> None:
    import os
    import signal
    import subprocess
    import sys
    import time

    root = Path(__file__).resolve().parent.parent
    child = subprocess.Popen([sys.executable, "-m", "core.cli", "live", "--source", str(sample_wav), "--realtime",
                              "--record-only", "-o", str(tmp_path)], cwd=root, stderr=subprocess.PIPE, text=True,
                             env=os.environ | {"PYTHONPATH": str(root)})
    recording = tmp_path / "sample.live.wav"
    deadline = time.monotonic() + 60
    while (not recording.exists() or recording.stat().st_size < 44 + 32000) and time.monotonic() < deadline:
        time.sleep(0.05)  # until a second of audio is recorded
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=60)
    assert child.returncode == ExitStatus.OK, err
    assert "stopping" in err and "saved" in err
    recorded = read_pcm(recording)
    assert 16000 <= len(recorded) < len(decode_audio(sample_wav))
    assert np.array_equal(recorded, to_pcm16(decode_audio(sample_wav))[: len(recorded)])


def test_recovering_needs_a_partial_file(jfk_wav: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["live", "--recover", str(tmp_path / "gone.partial.jsonl")]) == ExitStatus.BAD_INPUT
    assert "no such file" in capsys.readouterr().err
    assert main(["live", "--recover", str(jfk_wav)]) == ExitStatus.BAD_INPUT
    assert ".partial.jsonl" in capsys.readouterr().err


def test_a_file_with_no_sound_is_a_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = media_factory.write_wav(tmp_path / "empty.wav", np.zeros(0, dtype=np.float32))
    assert main(["live", "--source", str(empty), "--record-only"]) == ExitStatus.BAD_INPUT
    assert "no audio samples" in capsys.readouterr().err
    assert [p.name for p in tmp_path.iterdir()] == ["empty.wav"]
