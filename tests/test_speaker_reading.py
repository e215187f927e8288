"""The name on each subtitle line, on the reader's speaker set (scripts/build_speaker_eval.py), through the job's own
path: tiny.en words (faster-whisper, int8, as a CPU job), the offline pipeline given those words
(core.diarization.run_diarization: the words' look of core.diarization.word_turns), words given speakers by
core.speakers. The word speaker error is scripts/diarset/word_names.word_speaker_error.

Measured with the shipped values (bench/speaker_reading.py --split report, docs/EVALUATION.md "What the reader
sees"): the AMI meetings joined per meeting 23.2% -> 20.2% of words with the wrong name (trn00 11.5% -> 5.3%), 7.2%
with a cluster between two people dissolved (ami-dev 3 people found -> 2);
both people of every generated dialogue found (a third, tiny one in dialogue10), 0.2% wrong; every one-speaker
recording one speaker. These tests hold that.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.diarization import Diarization, DiarizationOptions, load_pipeline, run_diarization
from core.media import decode_audio
from core.speakers import label_segments
from scripts.diarset.rttm import der_of, reference_turns
from scripts.diarset.word_names import transcribe_with, word_speaker_error


def _entries(root: Path, kind: str, split: str = "report") -> list[dict[str, Any]]:
    files = json.loads((root / "manifest.json").read_text())["files"]
    return [f for f in files if f["kind"] == kind and f["split"] == split]


@pytest.fixture(scope="module")
def pipeline(diarization_dir: Path) -> Any:
    return load_pipeline(DiarizationOptions(model=str(diarization_dir)))


_TRANSCRIBED: dict[Path, tuple[Any, list[Any]]] = {}  # each recording transcribed once for the whole module


def read(root: Path, entry: dict[str, Any], pipeline: Any, whisper: Any, diarization_dir: Path,
         **hints: int) -> dict[str, Any]:
    """One recording as a job reads it: its diarization with the words, and the word speaker error. `whisper` is
    the session's tiny.en (conftest.job_whisper)."""
    path = root / entry["path"]
    if path not in _TRANSCRIBED:
        audio = decode_audio(path)
        _TRANSCRIBED[path] = (audio, transcribe_with(whisper, audio))
    audio, segments = _TRANSCRIBED[path]
    words = tuple(w for s in segments for w in s.words)
    options = DiarizationOptions(model=str(diarization_dir), **hints)
    result: Diarization = run_diarization(audio, options, pipeline=pipeline, words=lambda: words)
    reference = reference_turns(root / entry["rttm"])
    labelled = [w for s in label_segments(segments, result.exclusive) for w in s.words]
    wrong, scored = word_speaker_error(labelled, reference)
    return {"found": len(result.speakers), "der": der_of(reference, result.turns), "wrong": wrong,
            "scored": scored, "true": entry["num_speakers"]}


@pytest.fixture(scope="module")
def dialogues(speaker_eval: Path, pipeline: Any, job_whisper: Any, diarization_dir: Path) -> list[dict[str, Any]]:
    return [read(speaker_eval, e, pipeline, job_whisper, diarization_dir) for e in _entries(speaker_eval, "dialogue")]


@pytest.fixture(scope="module")
def meetings(speaker_eval: Path, pipeline: Any, job_whisper: Any, diarization_dir: Path) -> dict[str, Any]:
    return {e["name"]: read(speaker_eval, e, pipeline, job_whisper, diarization_dir)
            for e in _entries(speaker_eval, "meeting")}


def test_the_set_holds_what_the_reader_brings(speaker_eval: Path) -> None:
    manifest = json.loads((speaker_eval / "manifest.json").read_text())["files"]
    dialogues = _entries(speaker_eval, "dialogue")
    assert len(dialogues) == 10 and len(_entries(speaker_eval, "dialogue", "tune")) == 6
    for entry in dialogues:
        assert 20 <= entry["duration"] <= 60 and entry["num_speakers"] == 2
        turns = reference_turns(speaker_eval / entry["rttm"])
        if not entry["overlap"]:  # no two people at once anywhere
            ordered = sorted(turns, key=lambda t: t.start)
            assert all(b.start >= a.end for a, b in zip(ordered, ordered[1:], strict=False))
    assert {m["name"]: m["excerpts"] for m in _entries(speaker_eval, "meeting")} == {
        "ami-dev": ["dev00", "dev01"], "ami-tst": ["tst00", "tst01"], "ami-trn07": ["trn07", "trn08"],
        "ami-trn00": ["trn00", "trn01", "trn02", "trn03"]}
    joined = reference_turns(speaker_eval / "meetings" / "ami-dev.rttm")
    assert max(t.end for t in joined) > 30.0  # dev01's turns come after dev00's 30 s
    assert {f["name"] for f in manifest if f["kind"] == "single"} >= {"jfk", "ami-trn02", "reading-report"}


def test_both_people_of_a_two_voice_dialogue_are_found_and_named_on_their_words(dialogues) -> None:
    both = sum(d["found"] >= 2 for d in dialogues)
    exact = sum(d["found"] == 2 for d in dialogues)
    wrong = sum(d["wrong"] for d in dialogues) / sum(d["scored"] for d in dialogues)
    assert both == 10 and exact >= 9, dialogues
    assert wrong <= 0.05, dialogues


def test_real_meetings_joined_per_meeting(meetings) -> None:
    wrong = sum(m["wrong"] for m in meetings.values()) / sum(m["scored"] for m in meetings.values())
    # 23.2% before the words' look, 20.2% with it, 14.4% with lone speakers kept (15.0% on an AVX-512 CPU),
    # 7.2% with blends dissolved
    assert wrong <= 0.10, meetings
    assert meetings["ami-tst"]["found"] == 4  # two of its people spoke alone in one window each
    # two men alternating inside windows made a third cluster between them (3 found, DER 0.545, 44% misnamed);
    # with it dissolved: DER 0.365 against the reference-as-clustering's 0.316, 15% misnamed (AVX-512). The words'
    # look moves DER with tiny.en's words, which differ a little between CPUs' kernels: held to 0.40, not 0.366
    dev = meetings["ami-dev"]
    assert dev["found"] == 2 and dev["der"] <= 0.40 and dev["wrong"] / dev["scored"] <= 0.2
    assert meetings["ami-trn00"]["wrong"] / meetings["ami-trn00"]["scored"] <= 0.06  # 11.5% before
    assert meetings["ami-trn07"]["wrong"] == 0 and abs(meetings["ami-trn07"]["found"] - 4) <= 1


@pytest.mark.parametrize("name", ["jfk", "ami-trn02", "reading-report"])
def test_one_speaker_recordings_get_one_speaker(speaker_eval: Path, pipeline: Any, job_whisper: Any,
                                                diarization_dir: Path, name: str) -> None:
    entry = next(e for e in _entries(speaker_eval, "single") if e["name"] == name)
    assert read(speaker_eval, entry, pipeline, job_whisper, diarization_dir)["found"] == 1


def test_a_count_hint_is_honoured_with_the_words(speaker_eval: Path, pipeline: Any, job_whisper: Any,
                                                 diarization_dir: Path) -> None:
    entry = next(e for e in _entries(speaker_eval, "meeting") if e["name"] == "ami-tst")
    assert read(speaker_eval, entry, pipeline, job_whisper, diarization_dir, num_speakers=4)["found"] == 4
    dialogue = _entries(speaker_eval, "dialogue")[0]
    assert read(speaker_eval, dialogue, pipeline, job_whisper, diarization_dir, max_speakers=1)["found"] == 1
