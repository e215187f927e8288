"""A local speaker that holds two people (core.diarization.blend): real CAM++ on real voices, and the clustering."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from core.diarization import DiarizationOptions, load_pipeline
from core.diarization.blend import HalfEmbeddings, blended_slots, halves
from core.diarization.clustering import SpeakerCountingClustering
from core.diarization.offline import CLUSTERING
from core.media import decode_audio

SR = 16000
CHUNK = 10 * SR
# The value the tuning data chose (the largest that scores as the rule left off; docs/EVALUATION.md, eleventh look).
# It is not shipped: on the report data it cost the AMI tst00 excerpt two people. These tests keep the mechanism
# honest for the next measurement.
CANDIDATE = 0.3


def test_halves_cut_the_active_frames_at_their_middle() -> None:
    mask = torch.tensor([0, 1, 1, 0, 0, 1, 1, 1, 1, 0], dtype=torch.float32)
    parts = halves(mask, min_frames=4)
    assert parts is not None
    earlier, later = parts
    assert earlier.tolist() == [0, 1, 1, 0, 0, 1, 0, 0, 0, 0]
    assert later.tolist() == [0, 0, 0, 0, 0, 0, 1, 1, 1, 0]
    assert halves(mask, min_frames=7) is None  # too little speech to take part in the clustering at all


def chunk_of(*stretches: np.ndarray) -> torch.Tensor:
    """One 10 s window: the stretches one after the other, then silence."""
    audio = np.concatenate(stretches)[:CHUNK]
    return torch.from_numpy(np.pad(audio, (0, CHUNK - len(audio))).astype(np.float32))


@pytest.fixture(scope="module")
def embedding(diarization_dir: Path):
    return load_pipeline(DiarizationOptions(model=str(diarization_dir)), "cpu")._embedding


def test_real_voices_one_slot_of_two_people_is_found_and_one_person_is_not(
        embedding, sample_wav: Path, jfk_wav: Path) -> None:
    """pyannote's sample (speaker90 at 10.6-14.7 s, speaker91 at 21.8-28.5 s) and JFK, through the offline
    pipeline's CAM++: a slot whose speech is one person for its first half and another for its second (as
    segmentation-3.0 gave MEE009 and MEE012 one slot in the joined AMI dev meeting) is blended at the tuning data's
    `blend_similarity` where the two are far apart (speaker90 and JFK: halves 0.25 alike); a slot of one person,
    whoever it is, is not (0.79-0.81). The value is cautious: the sample's two people in one slot (0.52) would be
    left as they are."""
    sample, jfk = decode_audio(sample_wav), decode_audio(jfk_wav)
    first = sample[int(10.6 * SR):int(14.6 * SR)]
    windows = {
        "speaker90 then jfk": chunk_of(first, jfk[:4 * SR]),
        "speaker91 alone": chunk_of(sample[int(21.8 * SR):int(28.4 * SR)]),
        "jfk alone": chunk_of(jfk[:8 * SR]),
    }
    num_frames = 589  # segmentation-3.0's frames per 10 s window
    speech = torch.zeros(num_frames)
    speech[:int(num_frames * 0.8)] = 1.0  # every window above speaks for 8 s or more (6.6 s for speaker91 alone)
    recorder = HalfEmbeddings(embedding, min_frames=int(0.3 * num_frames))
    waveforms = torch.stack(list(windows.values()))[:, None]
    full = recorder(waveforms, masks=speech.repeat(len(windows), 1))
    assert full.shape == (len(windows), 192) and not np.isnan(full).any()
    found = blended_slots(recorder.halves(len(windows), 1), CANDIDATE)[:, 0]
    assert dict(zip(windows, found.tolist(), strict=True)) == {
        "speaker90 then jfk": True, "speaker91 alone": False, "jfk alone": False}
    # the halves come from the same pass as the slot itself: the slot's own embedding is what the network gives alone
    alone = np.asarray(embedding(waveforms, masks=speech.repeat(len(windows), 1)))
    np.testing.assert_allclose(full, alone, atol=1e-5)


def test_a_blended_slot_takes_no_part_in_the_clustering() -> None:
    """Two voices in five windows each and a slot whose halves are one of each: the slot's own embedding lies between
    them; left out of the clustering, it cannot seed a third speaker, and the assignment still gives it a speaker."""
    rng = np.random.default_rng(2)
    a, b, own = (v / np.linalg.norm(v) for v in rng.normal(size=(3, 192)))
    between = a + b + 0.8 * own  # what the slot's whole speech sounds like: both people, and neither quite

    def near(v: np.ndarray, spread: float = 0.3) -> np.ndarray:
        noise = rng.normal(size=192)
        return v / np.linalg.norm(v) + spread * noise / np.linalg.norm(noise)

    embeddings = np.full((13, 1, 192), np.nan)
    halves_ = np.full((13, 1, 2, 192), np.nan)
    for chunk in range(10):
        voice = a if chunk < 5 else b
        embeddings[chunk, 0], halves_[chunk, 0] = near(voice), np.stack([near(voice), near(voice)])
    for chunk in range(10, 13):  # three windows of one slot holding both people: each its own between-voice
        embeddings[chunk, 0], halves_[chunk, 0] = near(between, 0.1), np.stack([near(a), near(b)])
    from pyannote.core import SlidingWindow, SlidingWindowFeature

    activity = np.zeros((13, 10, 1))
    activity[:, :, 0] = 1.0
    segmentations = SlidingWindowFeature(activity, SlidingWindow(duration=10.0, step=3.0))

    def run(blend: float) -> np.ndarray:
        c = SpeakerCountingClustering()
        c.instantiate({**CLUSTERING, "threshold": 0.35, "blend_similarity": blend})
        c.half_embeddings = halves_
        hard, _, _ = c(embeddings, segmentations=segmentations)
        return hard[:, 0]

    assert len(set(run(-1.0).tolist())) == 3  # without the rule the blended windows are a third "speaker"
    labels = run(CANDIDATE)
    assert len(set(labels.tolist())) == 2 and len(set(labels[:5])) == 1 and len(set(labels[5:10])) == 1
    assert labels[0] != labels[5]
