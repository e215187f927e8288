"""Models an installed app ships (tiny.en for both engines and the offline diarization pipeline) are used as if
cached: a fresh install transcribes and labels speakers offline, with no download and no Hugging Face token. The
bundle's models/ folder is stood in for by WHISPER_SUBTITLER_BUNDLED_MODELS pointing at .models."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from core import compute
from core.errors import ModelNotFoundError
from core.models import list_models, resolve_model
from core.models.bundled import BUNDLED_MODELS_ENV, bundled_diarization, bundled_models_dir
from tests.conftest import ROOT


@pytest.fixture
def shipped(bundle_models: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(bundle_models))
    return bundle_models


def test_no_bundle_from_a_checkout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(BUNDLED_MODELS_ENV, raising=False)
    assert bundled_models_dir() is None and bundled_diarization() is None
    assert compute.default_diarization_model() == compute.DEFAULT_DIARIZATION_MODEL


def test_frozen_app_finds_its_models_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(BUNDLED_MODELS_ENV, raising=False)
    (tmp_path / "models" / "diarization").mkdir(parents=True)
    (tmp_path / "models" / "diarization" / "config.yaml").write_text("pipeline: {}\n")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert bundled_models_dir() == tmp_path / "models"
    assert bundled_diarization() == tmp_path / "models" / "diarization"


def test_shipped_tiny_en_resolves_offline_with_an_empty_cache(shipped: Path, tmp_path: Path) -> None:
    assert resolve_model("faster-whisper", "tiny.en", offline=True, cache_dir=tmp_path) == shipped / "tiny.en-ct2"
    assert resolve_model("openai-whisper", "tiny.en", offline=True, cache_dir=tmp_path) == shipped / "tiny.en.pt"
    with pytest.raises(ModelNotFoundError, match="'base' is not downloaded .* offline mode is on"):
        resolve_model("faster-whisper", "base", offline=True, cache_dir=tmp_path)
    listed = {(m.engine, m.name): m for m in list_models(cache_dir=tmp_path)}
    tiny = listed["faster-whisper", "tiny.en"]
    assert tiny.cached and tiny.path == shipped / "tiny.en-ct2"
    assert not listed["faster-whisper", "base"].cached


def test_default_diarization_is_the_shipped_pipeline_until_community_1_is_downloaded(shipped: Path,
                                                                                    tmp_path: Path) -> None:
    assert compute.default_diarization_model(tmp_path) == str(shipped / "diarization")


def test_fresh_install_job_needs_no_download_and_no_token(shipped: Path, jfk_wav: Path, tmp_path: Path) -> None:
    """The command a new user types: a model name and --diarize, offline, an empty cache, no token anywhere."""
    env = {k: v for k, v in os.environ.items() if k not in ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN")}
    env.update({BUNDLED_MODELS_ENV: str(shipped), "WHISPER_SUBTITLER_CACHE": str(tmp_path / "cache"),
                "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring"})
    done = subprocess.run([sys.executable, "-m", "core.cli", "transcribe", str(jfk_wav), "-o", str(tmp_path / "out"),
                           "--model", "tiny.en", "--diarize", "--offline", "--format", "json", "--backend", "cpu"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    data = json.loads((tmp_path / "out" / "jfk.json").read_text())
    words = [w for s in data["segments"] for w in s["words"]]
    assert "ask not what your country" in data["text"].lower()
    assert words and all(w.get("speaker") for w in words)
    assert not (tmp_path / "cache").exists() or not any((tmp_path / "cache").rglob("*.bin"))
