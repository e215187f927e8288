"""Speakers on conversations the pipeline was never tuned on: the evaluation set's report half (make diarset).

Every recording of the report half goes through the offline pipeline once, as a job would run it (CPU plan, the
values core.diarization.offline ships). Issue 11 asks for the count right on 80% of the files and never off by more
than one, and DER (no collar, overlap scored) at most 0.20. Measured today: count right on 0 of 6, within one on 4,
DER 0.376 (the previous clustering: 2 of 6, 5, 0.406). These tests hold what is reached, so that no change makes it
worse unnoticed; the targets stay open in the issue. Known voices: a remembered voice is named in another recording
and no speaker is given a name that is not theirs.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from pyannote.core import Annotation, Segment
from pyannote.database.util import load_rttm
from pyannote.metrics.diarization import DiarizationErrorRate

from core.diarization import Diarization, DiarizationOptions, load_pipeline, run_diarization
from core.media import decode_audio
from core.voices import VoiceBook


def annotation(turns: Any) -> Annotation:
    found = Annotation()
    for i, turn in enumerate(turns):
        found[Segment(turn.start, turn.end), i] = turn.speaker
    return found


@pytest.fixture(scope="module")
def report(diarization_set: Path, diarization_dir: Path) -> list[tuple[dict, Annotation, Diarization]]:
    """(manifest entry, reference, our diarization) for every recording of the report half."""
    manifest = json.loads((diarization_set / "manifest.json").read_text())
    options = DiarizationOptions(model=str(diarization_dir))
    pipeline = load_pipeline(options)
    out = []
    for entry in manifest["files"]:
        if entry["split"] != "report":
            continue
        reference = next(iter(load_rttm(str(diarization_set / entry["rttm"])).values()))
        audio = decode_audio(diarization_set / entry["path"])
        out.append((entry, reference, run_diarization(audio, options, pipeline=pipeline)))
    assert len(out) >= 4
    return out


def test_speaker_count_is_within_one_on_most_files(report) -> None:
    counts = [(entry["name"], len(reference.labels()), len(result.speakers)) for entry, reference, result in report]
    within = sum(abs(true - found) <= 1 for _, true, found in counts)
    assert within >= 0.6 * len(counts), counts
    assert all(abs(true - found) <= 3 for _, true, found in counts), counts


def test_der_over_the_report_half(report) -> None:
    metric = DiarizationErrorRate(collar=0.0, skip_overlap=False)
    for _entry, reference, result in report:
        metric(reference, annotation(result.turns), uem=Segment(0.0, reference.get_timeline().extent().end))
    assert abs(metric) <= 0.40, metric.report()


def voices_by_reference(reference: Annotation, result: Diarization) -> dict[str, tuple[float, ...]]:
    """Reference voice id -> the centroid of the found speaker that pyannote's optimal mapping pairs with it."""
    mapping = DiarizationErrorRate().optimal_mapping(reference, annotation(result.turns))
    return {true: result.voices[found] for found, true in mapping.items() if found in result.voices}


def test_remembered_voices_are_recognised_in_other_recordings_and_nobody_else_is_named(
        report, tmp_path: Path) -> None:
    """Every ordered pair of report recordings: remember A's voices under their true names, then name B's speakers
    at the shipped threshold. Names given must be true (a stray one is allowed over the 30 pairs: 2% of different
    voices pass the threshold on this half); voices both recordings share must be named some of the time."""
    embedder = report[0][2].embedder
    wrong, hits, shared = [], 0, 0
    for (a, ref_a, res_a), (b, ref_b, res_b) in itertools.permutations(report, 2):
        book = VoiceBook(tmp_path / f"{a['name']}-{b['name']}.json")
        known = voices_by_reference(ref_a, res_a)
        for name, centroid in known.items():
            book.remember(name, embedder, centroid)
        truth_b = DiarizationErrorRate().optimal_mapping(ref_b, annotation(res_b.turns))  # found -> true voice
        matches = book.match(res_b.voices, embedder)
        wrong += [(a["name"], b["name"], m) for m in matches if truth_b.get(m.speaker) != m.name]
        common = set(known) & set(truth_b.values())
        shared += len(common)
        hits += sum(1 for m in matches if m.name in common and truth_b.get(m.speaker) == m.name)
    assert shared >= 10, "the report half should reuse voices across recordings"
    assert len(wrong) <= 1, wrong
    assert hits >= 0.3 * shared, (hits, shared)


def test_voices_are_unit_centroids_of_found_speakers(report) -> None:
    for _entry, _reference, result in report:
        assert set(result.voices) <= set(result.speakers)
        assert result.embedder == "CAM++ campplus_cn_en_common/192"
        for centroid in result.voices.values():
            assert np.isclose(np.linalg.norm(centroid), 1.0)
