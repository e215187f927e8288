"""Speakers on conversations the pipeline was never tuned on: the evaluation set's report half (make diarset).

Every recording of the report half goes through the offline pipeline once, as a job would run it (CPU plan, the
values core.diarization.offline ships). The numbers asserted are issue 11's: the speaker count right on at least 80%
of the files and never off by more than one, DER with no collar (overlap scored) at most 0.20 over the half, and a
remembered voice recognised by name in another recording without naming anyone else.
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


def test_speaker_count_is_right_on_most_files_and_never_off_by_more_than_one(report) -> None:
    counts = [(entry["name"], len(reference.labels()), len(result.speakers)) for entry, reference, result in report]
    right = sum(true == found for _, true, found in counts)
    assert right >= 0.8 * len(counts), counts
    assert all(abs(true - found) <= 1 for _, true, found in counts), counts


def test_der_over_the_report_half(report) -> None:
    metric = DiarizationErrorRate(collar=0.0, skip_overlap=False)
    for _entry, reference, result in report:
        metric(reference, annotation(result.turns), uem=Segment(0.0, reference.get_timeline().extent().end))
    assert abs(metric) <= 0.20, metric.report()


def voices_by_reference(reference: Annotation, result: Diarization) -> dict[str, tuple[float, ...]]:
    """Reference voice id -> the centroid of the found speaker that pyannote's optimal mapping pairs with it."""
    mapping = DiarizationErrorRate().optimal_mapping(reference, annotation(result.turns))
    return {true: result.voices[found] for found, true in mapping.items() if found in result.voices}


def test_remembered_voices_are_recognised_in_other_recordings_and_nobody_else_is_named(
        report, tmp_path: Path) -> None:
    """Every ordered pair of report recordings: remember A's voices under their true names, then name B's speakers.
    A name given must be the speaker's true voice; a voice both recordings share should be named."""
    embedder = report[0][2].embedder
    wrong, hits, shared = [], 0, 0
    for (a, ref_a, res_a), (b, ref_b, res_b) in itertools.permutations(report, 2):
        book = VoiceBook(tmp_path / f"{a['name']}-{b['name']}.json")
        for name, centroid in voices_by_reference(ref_a, res_a).items():
            book.remember(name, embedder, centroid)
        truth_b = {found: true for true, found in
                   ((t, f) for f, t in DiarizationErrorRate().optimal_mapping(ref_b, annotation(res_b.turns)).items())}
        for match in book.match(res_b.voices, embedder):
            if truth_b.get(match.speaker) != match.name:
                wrong.append((a["name"], b["name"], match))
        common = set(voices_by_reference(ref_a, res_a)) & set(truth_b.values())
        shared += len(common)
        hits += sum(1 for m in book.match(res_b.voices, embedder) if m.name in common and truth_b[m.speaker] == m.name)
    assert shared >= 3, "the report half should reuse voices across recordings"
    assert not wrong, wrong
    assert hits >= 0.8 * shared, (hits, shared)


def test_voices_are_unit_centroids_of_found_speakers(report) -> None:
    for _entry, _reference, result in report:
        assert set(result.voices) <= set(result.speakers)
        assert result.embedder == "CAM++ campplus_cn_en_common/192"
        for centroid in result.voices.values():
            assert np.isclose(np.linalg.norm(centroid), 1.0)
