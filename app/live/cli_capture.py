"""`whisper-subtitler live --source mic|DEVICE`: the window's microphone adapter (MicSource) without a window.

Qt's multimedia needs an event loop, and Qt wants it on the main thread, so the roles swap with the file case: the
session runs in a thread while the main thread runs Qt's loop and hands each captured block to the session's
PushSource. A timer wakes Python ten times a second, so a Ctrl-C reaches the command's handler, which never raises
here (core.live.command.interrupts_while_capturing), and the input is closed as soon as the session stops reading.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from app.live.mic_source import InputDevice, MicSource, input_devices, multimedia
from app.qt import QCoreApplication, QEventLoop, QLoggingCategory, QTimer
from core.errors import InvalidOptionError
from core.live.command import MIC

if TYPE_CHECKING:
    from core.live.sources import PushSource

T = TypeVar("T")
WAKE_MS = 100  # how often Python runs while Qt's loop waits: a Ctrl-C is handled within this
# Qt's multimedia says which optional libraries (PipeWire, VA-API) it did not find: nothing a user can act on here.
QUIET_MULTIMEDIA = "qt.multimedia.*=false"


@functools.cache
def application() -> Any:
    """The process's Qt application, kept for its life: Qt's multimedia lists and opens devices only under one."""
    return QCoreApplication.instance() or QCoreApplication([])


def find_input(name: str, devices: list[InputDevice]) -> InputDevice:
    """The input `name` means: MIC the default (the first listed where none is marked), else the one whose name is
    `name`, else the only one whose name contains it (any case). InvalidOptionError names the inputs there are."""
    if not devices:
        raise InvalidOptionError("this computer lists no audio input (no microphone, and no sound server to ask)")
    if name == MIC:
        return next((d for d in devices if d.is_default), devices[0])
    exact = [d for d in devices if d.name == name]
    if len(exact) == 1:
        return exact[0]
    partial = [d for d in devices if name.casefold() in d.name.casefold()]
    if len(partial) == 1:
        return partial[0]
    listed = "; ".join(repr(d.name) for d in devices)
    what = "several inputs match" if len(exact) + len(partial) > 1 else "there is no file or input"
    raise InvalidOptionError(f"{what} {name!r}; the inputs this computer lists: {listed}")


class QtInputCapture:
    """core.live.command.InputCapture through QtMultimedia."""

    def describe(self, name: str) -> str:
        return self._device(name).name

    def inputs(self) -> list[tuple[str, bool]]:
        self._multimedia()
        return [(device.name, device.is_default) for device in input_devices()]

    @staticmethod
    def _multimedia() -> None:
        if "QT_LOGGING_RULES" not in os.environ:  # a user's own rules win
            QLoggingCategory.setFilterRules(QUIET_MULTIMEDIA)
        loaded = multimedia()
        if isinstance(loaded, str):
            raise InvalidOptionError(f"sound input is not available here ({loaded})")
        application()

    def _device(self, name: str) -> InputDevice:
        self._multimedia()
        return find_input(name, input_devices())

    def run(self, name: str, source: PushSource, work: Callable[[], T]) -> T:
        mic = MicSource(self._device(name))
        refused: list[str] = []
        mic.failed.connect(refused.append)
        mic.start()
        if refused:  # the device would not open: said now, before the session loads its models
            raise InvalidOptionError(refused[0])
        mic.chunk.connect(lambda chunk: source.push(chunk.samples))
        mic.failed.connect(source.fail)
        outcome: dict[str, Any] = {}

        def session() -> None:
            try:
                outcome["value"] = work()
            except BaseException as error:  # noqa: BLE001 - handed back to the main thread, which raises it
                outcome["error"] = error

        thread = threading.Thread(target=session, name="live-session", daemon=True)
        loop = QEventLoop()

        def wake() -> None:
            if source.ended and mic.running:  # Stop: the input closes at once, not after the save and refine
                mic.stop()
            if not thread.is_alive():
                loop.quit()

        timer = QTimer()
        timer.setInterval(WAKE_MS)
        timer.timeout.connect(wake)
        thread.start()
        timer.start()
        loop.exec()
        timer.stop()
        mic.stop()
        source.end()
        thread.join()
        if "error" in outcome:
            raise outcome["error"]
        return outcome["value"]
