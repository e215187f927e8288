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

from core.engines.registry import find_engine
from core.model_names import OFFLINE_DIARIZATION_DIR

BUNDLED_MODELS_ENV = "WHISPER_SUBTITLER_BUNDLED_MODELS"


def bundled_models_dir() -> Path | None:
    named = os.environ.get(BUNDLED_MODELS_ENV)
    unpacked = getattr(sys, "_MEIPASS", None)  # where a PyInstaller bundle keeps its files
    if named:
        folder = Path(named)
    elif getattr(sys, "frozen", False) and unpacked:
        folder = Path(unpacked) / "models"
    else:
        return None
    return folder if folder.is_dir() else None


def bundled_model(engine: str, name: str) -> Path | None:
    """The shipped copy of `name` for `engine` (named as its spec says: tiny.en-ct2/, tiny.en.pt), if there is one."""
    folder = bundled_models_dir()
    spec = find_engine(engine)
    if folder is None or spec is None:
        return None
    path = folder / spec.files.name_for(name)
    return path if spec.files.holds_model(path) else None


def bundled_diarization() -> Path | None:
    """The shipped offline diarization pipeline folder, if there is one."""
    folder = bundled_models_dir()
    if folder is None:
        return None
    path = folder / OFFLINE_DIARIZATION_DIR
    return path if (path / "config.yaml").is_file() else None
