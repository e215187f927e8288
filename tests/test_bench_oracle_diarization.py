"""bench/oracle_diarization.py: which reference speakers a count could reach, on hand-made chunks, and the
reference as the clustering of the real offline pipeline on pyannote's sample."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.bench_scripts import load_bench_script


@pytest.fixture(scope="module")
def oracle():
    return load_bench_script("oracle_diarization")


def test_a_speaker_counts_as_heard_only_where_their_slot_overlaps_their_speech(oracle):
    # two chunks of 10 frames, three slots; reference speakers 0, 1, 2
    segmentation = np.zeros((2, 10, 3))
    reference = np.zeros((2, 10, 3))
    segmentation[0, :6, 0] = 1  # slot 0 of chunk 0: six frames alone
    reference[0, :6, 0] = 1
    segmentation[0, 4:8, 1] = 1  # slot 1 of chunk 0: four frames, two of them over slot 0
    reference[0, 4:8, 1] = 1
    segmentation[1, :5, 2] = 1  # slot 2 of chunk 1 is given to speaker 2, who is silent in that chunk
    reference[1, 5:, 2] = 1
    clusters = np.array([[0, 1, -2], [-2, -2, 2]])
    heard, embedded = oracle.reachable_speakers(clusters, segmentation, reference, min_active_ratio=0.3)
    assert heard == {0, 1}
    assert embedded == {0}  # speaker 1 speaks alone for 2 frames of 10, under 0.3 of the window
    assert oracle.reachable_speakers(clusters, segmentation, reference, min_active_ratio=0.2)[1] == {0, 1}


def test_the_reference_as_clustering_finds_both_speakers_of_the_sample(oracle, diarization_dir: Path,
                                                                      sample_wav: Path, sample_rttm: Path):
    import torch
    from pyannote.audio import Pipeline
    from pyannote.database.util import load_rttm

    from core.diarization.clustering import SpeakerCountingClustering
    from core.diarization.offline import CLUSTERING
    from core.media import decode_audio

    pipeline = Pipeline.from_pretrained(diarization_dir).to(torch.device("cpu"))
    audio = decode_audio(sample_wav)
    reference = next(iter(load_rttm(str(sample_rttm)).values()))
    file = {"waveform": torch.from_numpy(audio)[None], "sample_rate": 16000, "uri": "sample",
            "reference": reference, "duration": len(audio) / 16000}
    (row,) = oracle.oracle_rows(pipeline, [file], float(CLUSTERING["min_active_ratio"]))
    assert (row["true"], row["heard"], row["embedded"], row["found"]) == (2, 2, 2, 2)
    # what is left is the segmentation's: missed and false-alarm speech, hardly any confusion
    assert row["der"] <= 0.06
    assert row["confusion"] <= 0.01
    assert row["der"] == pytest.approx(row["missed detection"] + row["false alarm"] + row["confusion"])
    assert isinstance(pipeline.clustering, SpeakerCountingClustering)  # the shipped clustering is back
