"""The microphone, or any input the system lists (Qt lists no PulseAudio monitor source: docs/LIVE.md says how to
caption what the computer plays), through QtMultimedia: a thin adapter that opens the device and hands 16 kHz mono
float32 blocks, with their time in the session, to whoever listens (the live runner pushes them to the worker).

A device that disappears mid-session (unplugged, its server gone) or that gives nothing at all is reported once as a
sentence; the blocks delivered until then stay delivered, so the recording keeps them.
"""

from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import numpy as np

from app.live.sample_blocks import BlockConverter, RawFormat, supported
from app.qt import QObject, QTimer, Signal
from core.live.types import SAMPLE_RATE, AudioChunk

BLOCK_SAMPLES = SAMPLE_RATE // 10  # 0.1 s: a block per level-meter step, few enough to cross a pipe cheaply
SILENT_DEVICE_MS = 5000  # no bytes at all for this long after starting: the device gives nothing
# QAudioSource's state is read on a timer: PySide6 cannot deliver its stateChanged signal to Python ("parameter 0 of
# type QAudio::State cannot be converted", seen with a real PulseAudio input), so a slot on it never runs.
STATE_CHECK_MS = 200


@functools.cache
def multimedia() -> ModuleType | str:
    """QtMultimedia, or why it cannot load here (no PulseAudio client library, an installation without Addons)."""
    try:
        return importlib.import_module("PySide6.QtMultimedia")
    except ImportError as error:
        return str(error)


@dataclass(frozen=True, slots=True)
class InputDevice:
    """An input the system lists: `id` is the device's stable id, `name` what the system calls it."""

    id: bytes
    name: str
    is_default: bool = False


def input_devices() -> list[InputDevice]:
    """Every audio input the system lists (monitors of outputs included), the default first; none where
    QtMultimedia cannot load or there is no sound server."""
    loaded = multimedia()
    if isinstance(loaded, str):
        return []
    found = [InputDevice(bytes(d.id().data()), d.description(), d.isDefault())
             for d in loaded.QMediaDevices.audioInputs()]
    return sorted(found, key=lambda d: not d.is_default)


def raw_format(qt_format: Any) -> RawFormat:
    """A QAudioFormat as the converter reads it."""
    return RawFormat(qt_format.sampleRate(), qt_format.channelCount(), qt_format.sampleFormat().name)



class MicSource(QObject):
    """Captures one input device. `chunk(AudioChunk)` every ~0.1 s; `failed(sentence)` once if the device goes away
    or gives nothing; `stopped()` after `stop()` or a failure, with every block captured until then delivered."""

    chunk = Signal(object)
    failed = Signal(str)
    stopped = Signal()

    def __init__(self, device: InputDevice, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.device = device
        self._source: Any = None
        self._io: Any = None
        self._devices: Any = None
        self._converter: BlockConverter | None = None
        self._held: list[np.ndarray] = []
        self._held_samples = 0
        self._delivered = 0  # samples handed on: the next block's start, in samples
        self._bytes_seen = 0
        self._running = False
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._check_silent_device)
        self._health = QTimer(self)
        self._health.setInterval(STATE_CHECK_MS)
        self._health.timeout.connect(self._on_state)

    @property
    def description(self) -> str:
        return self.device.name

    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        """Open the device at 16 kHz mono float where it can, else at its preferred format (converted here)."""
        loaded = multimedia()
        if isinstance(loaded, str):
            self._fail(self.tr("Sound input is not available here ({reason}).").format(reason=loaded))
            return
        qt_device = next((d for d in loaded.QMediaDevices.audioInputs() if bytes(d.id().data()) == self.device.id),
                         None)
        if qt_device is None:
            self._fail(self.tr("The input “{name}” is not connected.").format(name=self.device.name))
            return
        wanted = loaded.QAudioFormat()
        wanted.setSampleRate(SAMPLE_RATE)
        wanted.setChannelCount(1)
        wanted.setSampleFormat(loaded.QAudioFormat.SampleFormat.Float)
        chosen = wanted if qt_device.isFormatSupported(wanted) else qt_device.preferredFormat()
        raw = raw_format(chosen)
        if not supported(raw.sample_format):
            self._fail(self.tr("The input “{name}” gives audio in a format this app cannot read.")
                       .format(name=self.device.name))
            return
        self._converter = BlockConverter(raw)
        self._devices = loaded.QMediaDevices(self)
        self._devices.audioInputsChanged.connect(self._on_inputs_changed)
        self._source = loaded.QAudioSource(qt_device, chosen, self)
        self._io = self._source.start()
        self._running = True
        if self._io is None:
            self._fail(self.tr("The input “{name}” could not be opened.").format(
                name=self.device.name))
            return
        self._io.readyRead.connect(self._read)
        self._watchdog.start(SILENT_DEVICE_MS)
        self._health.start()

    def stop(self) -> None:
        """Stop capturing; what was captured is delivered first."""
        if not self._running:
            return
        self._read()
        self._finish()

    def _read(self) -> None:
        if self._io is None or self._converter is None:
            return
        data = bytes(self._io.readAll().data())
        if not data:
            return
        self._bytes_seen += len(data)
        self._hold(self._converter.convert(data))

    def _hold(self, samples: np.ndarray, flush: bool = False) -> None:
        if samples.size:
            self._held.append(samples)
            self._held_samples += samples.size
        if self._held and (flush or self._held_samples >= BLOCK_SAMPLES):
            block = np.concatenate(self._held)
            self._held, self._held_samples = [], 0
            self.chunk.emit(AudioChunk(self._delivered / SAMPLE_RATE, block))
            self._delivered += block.size

    def _on_state(self) -> None:
        loaded = multimedia()
        if isinstance(loaded, str) or self._source is None or not self._running:
            return
        if self._source.error() not in (loaded.QtAudio.Error.NoError, loaded.QtAudio.Error.UnderrunError):
            self._read()
            self._fail(self.tr("The input “{name}” stopped working; what was recorded until then is kept.")
                       .format(name=self.device.name))

    def _on_inputs_changed(self) -> None:
        if self._running and self.device.id not in {d.id for d in input_devices()}:
            self._fail(self.tr("The input “{name}” was disconnected; what was recorded until then is kept.")
                       .format(name=self.device.name))

    def _check_silent_device(self) -> None:
        if self._running and self._bytes_seen == 0:
            self._fail(self.tr("No sound arrives from “{name}”: check that it is switched on and allowed to record.")
                       .format(name=self.device.name))

    def _fail(self, sentence: str) -> None:
        self._finish()
        self.failed.emit(sentence)

    def _finish(self) -> None:
        was_running, self._running = self._running, False
        self._watchdog.stop()
        self._health.stop()
        if self._converter is not None:
            converter, self._converter = self._converter, None
            self._hold(converter.flush(), flush=True)
        if self._source is not None:
            self._source.stop()
        if self._devices is not None:
            self._devices.audioInputsChanged.disconnect(self._on_inputs_changed)
        self._source = self._io = self._devices = None
        if was_running:
            self.stopped.emit()
