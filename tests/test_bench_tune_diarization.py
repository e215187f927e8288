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
