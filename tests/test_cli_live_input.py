"""`whisper-subtitler live --source mic|DEVICE`: an input captioned through the capture the launcher passes in.

A sound card is the one part this machine lacks. The command's tests push real speech (jfk) as a device would, in
0.1 s blocks from another thread, while the command runs its real session (tiny.en, the recording, the files). The
launcher's own capture (app.live.cli_capture) runs its real Qt loop and threads around a stand-in for the device
alone (`TimerMic`: blocks from a QTimer, as QAudioSource's readyRead comes); which input a name means, and the
sentence where there is none, go through QtMultimedia itself. docs/LIVE.md has the run on a real PulseAudio input."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import numpy as np
import pytest

from app.live import cli_capture
from app.live.cli_capture import QtInputCapture, find_input
from app.live.mic_source import InputDevice
from app.qt import QObject, QTimer, Signal
from core.cli import main
from core.errors import InvalidOptionError
from core.exit_status import ExitStatus
from core.live.recording import to_pcm16
from core.live.sources import PushSource
from core.live.types import AudioChunk
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


class TimerMic(QObject):
    """MicSource's interface over given samples; `refuse` is the sentence of a device that will not open."""

    chunk = Signal(object)
    failed = Signal(str)
    stopped = Signal()
    samples = np.zeros(0, np.float32)
    refuse = ""

    def __init__(self, device: InputDevice) -> None:
        super().__init__()
        self.running = False
        self._at = 0
        self._timer = QTimer(self)
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._block)

    def start(self) -> None:
        if self.refuse:
            self.failed.emit(self.refuse)
            return
        self.running = True
        self._timer.start()

    def _block(self) -> None:
        if self._at >= len(self.samples):
            return
        self.chunk.emit(AudioChunk(self._at / 16_000, self.samples[self._at:self._at + BLOCK]))
        self._at += BLOCK

    def stop(self) -> None:
        self._timer.stop()
        self.running = False


@pytest.fixture
def timer_mic(qapp, monkeypatch: pytest.MonkeyPatch) -> type[TimerMic]:
    monkeypatch.setattr(cli_capture, "MicSource", TimerMic)
    monkeypatch.setattr(QtInputCapture, "_device", lambda self, name: InputDevice(b"t", name, True))
    return TimerMic


def test_the_qt_capture_feeds_the_session_and_ends_with_it(timer_mic: type[TimerMic], jfk_wav: Path) -> None:
    timer_mic.samples = decode_audio(jfk_wav)[:16_000 * 3]
    source = PushSource("test input")

    def session() -> np.ndarray:  # reads until the input has given everything, then stops it, as Stop does
        got, total = [], 0
        for chunk in source.chunks():
            got.append(chunk.samples)
            total += len(chunk.samples)
            if total >= len(timer_mic.samples):
                source.stop()
        return np.concatenate(got)

    got = QtInputCapture().run("test input", source, session)
    assert np.array_equal(got, timer_mic.samples)  # every block, in order, through the Qt loop and the thread
    assert source.ended


def test_the_qt_capture_hands_back_what_went_wrong_in_the_session(timer_mic: type[TimerMic]) -> None:
    def session() -> None:
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        QtInputCapture().run("test input", PushSource(), session)


def test_an_input_that_will_not_open_is_said_before_the_session_starts(timer_mic: type[TimerMic]) -> None:
    timer_mic.refuse = "The input “Test” could not be opened."
    ran: list[bool] = []
    with pytest.raises(InvalidOptionError, match="could not be opened"):
        QtInputCapture().run("Test", PushSource(), lambda: ran.append(True))
    assert ran == []  # no model loaded, nothing recorded


def test_the_launcher_names_an_input_that_is_not_there(qapp, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
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
