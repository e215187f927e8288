"""Loading the live captioners (core.live.loading) from an offline job's settings."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.errors import ModelNotFoundError
from core.jobs import JobSpec
from core.live.loading import load_captioners, speaker_pipeline_dir


def test_the_named_speaker_pipeline_or_a_sentence(diarization_dir: Path, tmp_path: Path) -> None:
    assert speaker_pipeline_dir(JobSpec(input="a.wav", diarization_model=str(diarization_dir))) == diarization_dir
    with pytest.raises(ModelNotFoundError, match="has no embedding"):
        speaker_pipeline_dir(JobSpec(input="a.wav", diarization_model=str(tmp_path)))  # never another in its place


def test_the_job_model_loads_for_streaming(ct2_tiny_en: Path) -> None:
    captioners = load_captioners(JobSpec(input="a.wav", model=str(ct2_tiny_en), offline=True, backend="cpu"))
    try:
        assert captioners.speakers is None
        assert captioners.about["device"] == "cpu" and captioners.about["model"] == str(ct2_tiny_en)
    finally:
        captioners.close()


def test_a_model_that_cannot_be_had_is_the_offline_jobs_sentence(tmp_path: Path) -> None:
    with pytest.raises(ModelNotFoundError):
        load_captioners(JobSpec(input="a.wav", model=str(tmp_path / "no-such-model"), offline=True, backend="cpu"))
