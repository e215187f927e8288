"""bench/batching.py's helpers (no timing here): the joined meetings it measures are the reader's speaker set's."""

from __future__ import annotations

import json
from pathlib import Path

from tests.bench_scripts import load_bench_script

batching = load_bench_script("batching")


def test_the_joined_meetings_come_from_the_speaker_set(tmp_path: Path):
    files = [{"name": "ami-dev", "kind": "meeting", "path": "meetings/ami-dev.wav", "duration": 60.0},
             {"name": "jfk", "kind": "single", "path": "single/jfk.wav", "duration": 11.0}]
    (tmp_path / "manifest.json").write_text(json.dumps({"files": files}))
    assert [e["name"] for e in batching.meeting_entries(tmp_path)] == ["ami-dev"]
    assert batching.meeting_entries(tmp_path / "not-built") == []


def test_the_speaker_set_names_every_meeting_with_two_or_more_excerpts(speaker_eval: Path):
    meetings = batching.meeting_entries(speaker_eval)
    assert {e["name"] for e in meetings} == {"ami-dev", "ami-tst", "ami-trn07", "ami-trn00"}
    assert all((speaker_eval / e["path"]).is_file() for e in meetings)
