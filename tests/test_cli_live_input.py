"""`whisper-subtitler live --source mic|DEVICE`: an input captioned through the capture the launcher passes in.

A sound card is the one part this machine lacks, so the first test's capture pushes real speech (jfk) as a device
would, in 0.1 s blocks from its own thread, while the command runs its real session (tiny.en, the recording, the
files). The launcher's own capture (app.live.cli_capture, QtMultimedia) is tested where it needs no device: which
input a name means, and the sentence where there is none."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import numpy as np
import pytest

from app.live.cli_capture import find_input
from app.live.mic_source import InputDevice
from core.cli import main
from core.errors import InvalidOptionError
from core.exit_status import ExitStatus
from core.live.recording import to_pcm16
from core.live.sources import PushSource
from core.media import decode_audio
from core.writers import read_json
from tests.media_factory import read_pcm
from tests.textnorm import wer
from whisper_subtitler.__main__ import main as launcher_main

T = TypeVar("T")
BLOCK = 1600  # 0.1 s at 16 kHz, as the window's microphone adapter delivers


class SpeechInput:
    """Stands in for the sound card only: `samples` arrive in blocks from another thread, then the input ends."""

    def __init__(self, samples: np.ndarray) -> None:
        self.samples = samples
        self.opened: list[str] = []

    def describe(self, name: str) -> str:
        return "Test input (jfk)"

    def inputs(self) -> list[tuple[str, bool]]:
        return [("Built-in Audio Analog Stereo", False), ("Test input (jfk)", True)]

    def run(self, name: str, source: PushSource, work: Callable[[], T]) -> T:
        self.opened.append(name)

        def feed() -> None:
            for at in range(0, len(self.samples), BLOCK):
                source.push(self.samples[at:at + BLOCK])
            source.end()

        feeder = threading.Thread(target=feed)
        feeder.start()
        try:
            return work()
        finally:
            feeder.join()


def test_an_input_is_captioned_and_saved_in_the_current_folder(
        jfk_wav: Path, jfk_text: str, ct2_tiny_en: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    samples = decode_audio(jfk_wav)
    capture = SpeechInput(samples)
    monkeypatch.chdir(tmp_path)
    code = main(["live", "--source", "mic", "--offline", "--model", str(ct2_tiny_en)], capture=capture)
    out, err = capsys.readouterr()
    assert code == ExitStatus.OK, err
    assert capture.opened == ["mic"]
    assert "captioning 'Test input (jfk)'" in err
    stems = {p.stem for p in tmp_path.iterdir()}
    assert len(stems) == 1 and next(iter(stems)).startswith("live-")  # named by its start, as the window does
    stem = next(iter(stems))
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".json", ".srt", ".vtt", ".wav"]
    assert np.array_equal(read_pcm(tmp_path / f"{stem}.wav"), to_pcm16(samples))  # every pushed sample kept
    transcript = read_json(tmp_path / f"{stem}.json").transcript
    assert wer(jfk_text, transcript.text) <= 0.15, transcript.text
    assert wer(jfk_text, " ".join(out.split())) <= 0.15, out  # printed as it became final


def test_the_inputs_are_listed_as_source_takes_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["live", "--list-inputs"], capture=SpeechInput(np.zeros(0, np.float32))) == ExitStatus.OK
    assert capsys.readouterr().out.splitlines() == ["Built-in Audio Analog Stereo",
                                                    "Test input (jfk)  (default: --source mic)"]
    assert main(["live", "--list-inputs"]) == ExitStatus.USAGE  # core alone has no sound input
    assert "capturing the inputs needs the window's sound input" in capsys.readouterr().err


def test_an_input_is_found_by_name() -> None:
    devices = [InputDevice(b"1", "Monitor of Built-in Audio Analog Stereo"),
               InputDevice(b"2", "Built-in Audio Analog Stereo", is_default=True),
               InputDevice(b"3", "USB Headset Mono")]
    assert find_input("mic", devices).id == b"2"  # the default, wherever the system lists it
    assert find_input("mic", devices[:1]).id == b"1"  # none marked default: the first
    assert find_input("Built-in Audio Analog Stereo", devices).id == b"2"  # exact, though the monitor contains it
    assert find_input("usb headset", devices).id == b"3"  # the only one containing it, any case
    with pytest.raises(InvalidOptionError, match="several inputs match 'Built-in'.*'USB Headset Mono'"):
        find_input("Built-in", devices)
    with pytest.raises(InvalidOptionError, match="there is no file or input 'Webcam'; the inputs this computer lists"):
        find_input("Webcam", devices)
    with pytest.raises(InvalidOptionError, match="this computer lists no audio input"):
        find_input("mic", [])


def test_the_launcher_names_an_input_that_is_not_there(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Through Qt's multimedia for real: this machine lists no input (no sound server); one with inputs names them.
    Either way one sentence, a usage error, and nothing written."""
    code = launcher_main(["live", "--source", "No Such Input 4711", "-o", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == ExitStatus.USAGE
    assert ("this computer lists no audio input" in err
            or "there is no file or input 'No Such Input 4711'; the inputs this computer lists" in err), err
    assert list(tmp_path.iterdir()) == []
    assert launcher_main(["live", "--list-inputs"]) == ExitStatus.OK
    out, err = capsys.readouterr()
    assert out.strip() or "this computer lists no audio input" in err  # this machine: none; elsewhere its names
