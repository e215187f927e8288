"""`whisper-subtitler` and `python -m whisper_subtitler`: core's commands plus `gui`, which opens the window.

It lives above core and app so that core.cli never imports the GUI; app is imported only when `gui` is asked for,
so a transcription never loads Qt.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from core.cli import DelegatedCommand
from core.cli import main as cli_main


def open_window(argv: Sequence[str]) -> int:
    """`gui ...`: the window's own parser (app.__main__) reads the rest of the line, so `gui --help` lists its
    options."""
    from app.__main__ import main as gui_main

    return gui_main(list(argv), prog="whisper-subtitler gui")


GUI = DelegatedCommand("open the desktop window (see `gui --help` for its options)", open_window)


def main(argv: Sequence[str] | None = None) -> int:
    return cli_main(argv, delegated={"gui": GUI})


if __name__ == "__main__":
    os.environ.setdefault("PYTHONIOENCODING", "utf-8")
    raise SystemExit(main())
