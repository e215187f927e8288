"""Models that ship inside an installed app: tiny.en for each engine and the offline diarization pipeline.

Why: an installer carries these so that a fresh install transcribes and labels speakers with no account and no
network (docs/INSTALL.md). Without this lookup a frozen app would ask the user to download the very model it ships.
The folder is the PyInstaller bundle's `models/` (installers/spec_config.py puts it there), or the folder named by
WHISPER_SUBTITLER_BUNDLED_MODELS (tests, portable installs); from a checkout there is none.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

BUNDLED_MODELS_ENV = "WHISPER_SUBTITLER_BUNDLED_MODELS"


def bundled_models_dir() -> Path | None:
    named = os.environ.get(BUNDLED_MODELS_ENV)
    if named:
        folder = Path(named)
    elif getattr(sys, "frozen", False) and getattr(sys, "_MEIPASS", None):
        folder = Path(sys._MEIPASS) / "models"
    else:
        return None
    return folder if folder.is_dir() else None


def bundled_model(engine: str, name: str) -> Path | None:
    """The shipped copy of `name` for `engine` (a CTranslate2 folder or an openai-whisper .pt), if there is one."""
    folder = bundled_models_dir()
    if folder is None:
        return None
    if engine == "faster-whisper":
        path = folder / f"{name}-ct2"
        return path if (path / "model.bin").is_file() else None
    path = folder / f"{name}.pt"
    return path if path.is_file() else None


def bundled_diarization() -> Path | None:
    """The shipped offline diarization pipeline folder, if there is one."""
    folder = bundled_models_dir()
    if folder is None:
        return None
    path = folder / "diarization"
    return path if (path / "config.yaml").is_file() else None
