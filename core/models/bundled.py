"""Models that ship inside an installed app: tiny.en for each engine, the offline diarization pipeline and, in
builds that had a Hugging Face token, pyannote's community-1 pipeline (CC-BY-4.0, with its attribution).

Why: an installer carries these so that a fresh install transcribes and labels speakers with no account and no
network (docs/INSTALL.md). Without this lookup a frozen app would ask the user to download the very model it ships.
The folder is the PyInstaller bundle's `models/` (installers/spec_config.py puts it there), or the folder named by
WHISPER_SUBTITLER_BUNDLED_MODELS (tests, portable installs); from a checkout there is none.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from core.engines.registry import find_engine
from core.model_names import BUNDLED_COMMUNITY_DIR, BUNDLED_MODELS_MANIFEST, OFFLINE_DIARIZATION_DIR

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


def bundled_manifest(folder: Path | None = None) -> dict[str, dict[str, Any]]:
    """The bundle's record of its models (installers/community.py writes it): folder name -> what it is, where it
    came from, its licence and attribution. Empty when there is no bundle or no readable manifest."""
    folder = bundled_models_dir() if folder is None else folder
    if folder is None:
        return {}
    try:
        data = json.loads((folder / BUNDLED_MODELS_MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    models = data.get("models") if isinstance(data, dict) else None
    return {str(k): v for k, v in models.items() if isinstance(v, dict)} if isinstance(models, dict) else {}


def bundled_community() -> Path | None:
    """The shipped community-1 pipeline folder, if this build has one. Only with its manifest entry and attribution:
    a CC-BY-4.0 model is used only where the app can say whose it is (the About view shows it)."""
    folder = bundled_models_dir()
    if folder is None:
        return None
    path = folder / BUNDLED_COMMUNITY_DIR
    entry = bundled_manifest(folder).get(BUNDLED_COMMUNITY_DIR, {})
    return path if (path / "config.yaml").is_file() and entry.get("attribution") else None
