"""bench/tune_diarization.py's shared helpers: several evaluation sets at once, and turn embeddings computed once
per (file, turn) across grid points."""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import pytest
from pyannote.core import Segment

from tests.bench_scripts import BENCH, load_bench_script


@pytest.fixture(scope="module")
def tune():
    return load_bench_script("tune_diarization")


def _parser(tune) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    tune.add_set_arguments(parser)
    return parser


def test_one_set_by_default_and_several_on_request(tune):
    assert _parser(tune).parse_args([]).set == [BENCH.parent / ".diarset"]
    assert _parser(tune).parse_args(["--set", "a", "b"]).set == [Path("a"), Path("b")]


def test_a_turn_is_embedded_once_per_file(tune):
    calls: list[tuple[str, float, float]] = []

    class Pipeline:
        def embed_turn(self, file, segment):
            calls.append((file["uri"], segment.start, segment.end))
            return np.full(3, segment.start)

    pipeline = Pipeline()
    tune.remember_turn_embeddings(pipeline)
    first = pipeline.embed_turn({"uri": "a"}, Segment(1, 2))
    again = pipeline.embed_turn({"uri": "a"}, Segment(1, 2))
    pipeline.embed_turn({"uri": "b"}, Segment(1, 2))  # the same times in another recording
    pipeline.embed_turn({"uri": "a"}, Segment(1, 2.5))
    assert calls == [("a", 1, 2), ("b", 1, 2), ("a", 1, 2.5)]
    assert np.array_equal(first, again)


def test_turns_are_scored_as_shown_clipped_to_the_audio(tune):
    """pyannote's last frames may run a second past the end; the app clips them, and so does the score (the AMI
    excerpts end in speech: unclipped, dev00 scored 0.416 instead of the 0.382 a user's RTTM gives)."""
    from types import SimpleNamespace

    from pyannote.core import Annotation

    found = Annotation()
    found[Segment(25.0, 30.96)] = "A"
    found[Segment(31.0, 31.5)] = "B"
    shown = tune.as_shown(SimpleNamespace(speaker_diarization=found), {"duration": 30.0})
    assert list(shown.itertracks(yield_label=True)) == [(Segment(25.0, 30.0), "_", "A")]


def test_a_scored_stretch_from_the_manifest_reaches_the_metric_not_the_pipeline(tune):
    file = {"waveform": None, "reference": "ref", "annotated": "uem", "uri": "x"}
    assert set(tune.audio_of(file)) == {"waveform", "uri"}
