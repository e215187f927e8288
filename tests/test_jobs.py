"""JobSpec: the whole job as data; it must survive JSON (for the GUI's queue and the worker) and refuse nonsense."""

from __future__ import annotations

import json

import pytest

from core.errors import InvalidOptionError
from core.jobs import JobResult, JobSpec
from core.types import CueRules


def test_round_trip_keeps_every_field() -> None:
    spec = JobSpec(input="/media/ünï cødé; 'x'.mp4", output_dir="/out", formats=("srt", "json", "rttm"),
                   engine="openai-whisper", model="small", language="de", backend="rocm", use_cuda=False,
                   rules=CueRules(max_chars_per_line=37, dialogue_dashes=True), diarize=True, num_speakers=3,
                   speaker_names=(("SPEAKER_00", "Diane"),), compute_type="float16")
    assert JobSpec.from_json(spec.to_json()) == spec


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"formats": ("srt", "docx")}, "unknown format(s) docx"),
        ({"engine": "whisper.cpp"}, "unknown engine 'whisper.cpp'"),
        ({"backend": "opencl"}, "unknown backend 'opencl'; allowed: auto, cuda, rocm, mps, xpu, cpu"),
        ({"num_speakers": 0}, "num_speakers must be at least 1"),
        ({"min_speakers": 4, "max_speakers": 2}, "min_speakers 4 > max_speakers 2"),
    ],
)
def test_bad_values_are_refused(changes: dict, message: str) -> None:
    with pytest.raises(InvalidOptionError, match=message.replace("(", r"\(").replace(")", r"\)")):
        JobSpec(input="a.wav", **changes)


def test_unknown_keys_and_versions_are_refused() -> None:
    data = json.loads(JobSpec(input="a.wav").to_json())
    with pytest.raises(InvalidOptionError, match="unknown job field"):
        JobSpec.from_dict(data | {"colour": "red"})
    with pytest.raises(InvalidOptionError, match="schema_version 99"):
        JobSpec.from_dict(data | {"schema_version": 99})


def test_outputs_go_beside_the_input_by_default() -> None:
    assert str(JobSpec(input="/videos/a.mkv").target_dir) == "/videos"
    assert str(JobSpec(input="/videos/a.mkv", output_dir="/subs").target_dir) == "/subs"


def test_real_time_factor() -> None:
    result = JobResult(input="a", outputs=(), duration=30.0, wall_time=3.0, language="en", device="cpu",
                       engine="faster-whisper", model="tiny.en")
    assert result.real_time_factor == pytest.approx(0.1)


def test_speakers_only_needs_diarization() -> None:
    with pytest.raises(InvalidOptionError, match="finding only the speakers again needs diarization on"):
        JobSpec(input="a.wav", speakers_only=True)
    assert JobSpec(input="a.wav", speakers_only=True, diarize=True).speakers_only
