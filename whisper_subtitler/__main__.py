"""`whisper-subtitler` and `python -m whisper_subtitler`: core's commands plus `gui`, which opens the window.

It lives above core and app so that core.cli never imports the GUI; app is imported only when `gui` is asked for,
so a transcription never loads Qt.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from core.cli import DelegatedCommand
from core.cli import main as cli_main

if TYPE_CHECKING:
    from app.live.cli_capture import QtInputCapture
    from core.live.sources import PushSource

T = TypeVar("T")


def open_window(argv: Sequence[str]) -> int:
    """`gui ...`: the window's own parser (app.__main__) reads the rest of the line, so `gui --help` lists its
    options."""
    from app.__main__ import main as gui_main

    return gui_main(list(argv), prog="whisper-subtitler gui")


GUI = DelegatedCommand("open the desktop window (see `gui --help` for its options)", open_window)


class WindowInputs:
    """`live --source mic|DEVICE`: the window's sound input (app.live.cli_capture), imported only when a session
    captures one, so every other command runs without Qt."""

    @staticmethod
    def _capture() -> QtInputCapture:
        from app.live.cli_capture import QtInputCapture

        return QtInputCapture()

    def describe(self, name: str) -> str:
        return self._capture().describe(name)

    def inputs(self) -> list[tuple[str, bool]]:
        return self._capture().inputs()

    def run(self, name: str, source: PushSource, work: Callable[[], T]) -> T:
        return self._capture().run(name, source, work)


def main(argv: Sequence[str] | None = None) -> int:
    return cli_main(argv, delegated={"gui": GUI}, capture=WindowInputs())


if __name__ == "__main__":
    os.environ.setdefault("PYTHONIOENCODING", "utf-8")
    raise SystemExit(main())
