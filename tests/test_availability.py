"""An installation without openai-whisper (the cpu and mps installers leave it out): the engine is greyed out in
the settings panel with the reason, and a job or a model download that names it fails with that sentence."""

from __future__ import annotations

import importlib.util

import pytest

from core.availability import engine_installed
from core.engines import load_engine
from core.errors import EngineError
from core.models import download_model, resolve_model


@pytest.fixture
def without_openai_whisper(monkeypatch: pytest.MonkeyPatch) -> None:
    """This installation as a CPU installer builds it: the whisper package is not there."""
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "whisper" else real(name, *a))


def test_installed_engines_are_found_without_importing_them() -> None:
    assert engine_installed("faster-whisper") and engine_installed("openai-whisper")
    assert not engine_installed("whisper.cpp")


def test_engine_left_out_of_the_installation_is_greyed_out_with_the_reason(qtbot, without_openai_whisper):
    from app.settings import AppSettings
    from app.settings_panel import SettingsPanel

    panel = SettingsPanel(AppSettings())
    qtbot.addWidget(panel)
    model = panel.engine.model()
    rows = {panel.engine.itemData(r): model.item(r) for r in range(panel.engine.count())}
    assert rows["faster-whisper"].isEnabled() and rows["auto"].isEnabled()
    assert not rows["openai-whisper"].isEnabled()
    assert rows["openai-whisper"].toolTip().startswith("openai-whisper is not part of this installation")


def test_job_naming_a_missing_engine_fails_with_a_sentence(without_openai_whisper, ct2_tiny_en):
    with pytest.raises(EngineError, match=r"^openai-whisper is not part of this installation .*`pip install "
                                          r"openai-whisper`$"):
        load_engine("openai-whisper", "tiny.en.pt")
    assert load_engine("faster-whisper", ct2_tiny_en).name == "faster-whisper"


def test_model_for_a_missing_engine_is_refused_before_the_lookup(without_openai_whisper, tmp_path):
    for call in (resolve_model, download_model):
        with pytest.raises(EngineError, match="^openai-whisper is not part of this installation"):
            call("openai-whisper", "tiny.en", cache_dir=tmp_path)
