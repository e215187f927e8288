"""bench/finetune_segmentation.py: the targets it trains on, and that its loop learns (real segmentation-3.0)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.bench_scripts import load_bench_script


@pytest.fixture(scope="module")
def finetuning():
    return load_bench_script("finetune_segmentation")


def test_rttm_turns_keep_each_speaker_in_order_of_appearance(finetuning, tmp_path: Path):
    from pyannote.database.util import load_rttm

    (tmp_path / "f.rttm").write_text("SPEAKER f 1 0.50 1.00 <NA> <NA> bob <NA> <NA>\n"
                                     "SPEAKER f 1 2.00 0.50 <NA> <NA> ann <NA> <NA>\n"
                                     "SPEAKER f 1 3.00 1.25 <NA> <NA> bob <NA> <NA>\n")
    reference = load_rttm(str(tmp_path / "f.rttm"))["f"]
    assert finetuning.speaker_turns(reference) == (((0.5, 1.5), (3.0, 4.25)), ((2.0, 2.5),))


def test_chunk_targets_keep_the_three_most_active_speakers_of_the_chunk(finetuning):
    middles = np.arange(0, 10, 0.5) + 0.25  # 20 frames of 0.5 s
    turns = (((0.0, 1.0),), ((11.0, 14.0),), ((12.0, 13.0),), ((10.0, 20.0),))  # chunk 10-20 s: d > b > c, a absent
    targets = finetuning.chunk_targets(turns, 10.0, middles)
    assert targets.shape == (20, 3)
    assert targets.sum(axis=0).tolist() == [20.0, 6.0, 2.0]
    assert targets[2:8, 1].all() and not targets[:2, 1].any()  # b: 11-14 s is frames 2-7


def test_chunk_targets_pad_silent_columns_for_fewer_speakers(finetuning):
    targets = finetuning.chunk_targets((((2.0, 3.0),),), 0.0, np.array([1.0, 2.5, 4.0]))
    assert targets.tolist() == [[0, 0, 0], [1, 0, 0], [0, 0, 0]]


def test_finetuning_lowers_the_loss_on_what_it_trained_on(finetuning, diarization_dir: Path, sample_wav: Path,
                                                         sample_rttm: Path):
    from pyannote.audio import Model
    from pyannote.database.util import load_rttm

    from core.media import decode_audio

    model = Model.from_pretrained(diarization_dir / "segmentation" / "pytorch_model.bin")
    recording = finetuning.Recording("sample", decode_audio(sample_wav),
                                     finetuning.speaker_turns(next(iter(load_rttm(str(sample_rttm)).values()))))
    middles = finetuning.frame_middles(model)
    starts = [0.0, 6.0, 12.0]
    waveforms = np.stack([recording.audio[int(s * 16000):int(s * 16000) + 160000] for s in starts])
    targets = np.stack([finetuning.chunk_targets(recording.turns, s, middles) for s in starts])
    model.eval()
    before = float(finetuning.batch_loss(model, waveforms, targets))
    finetuning.finetune(model, [recording], steps=6, batch=4, lr=1e-3, seed=0)
    after = float(finetuning.batch_loss(model, waveforms, targets))
    assert after < before * 0.9


def test_mixed_weights_average_floats_and_keep_the_adapted_counters(finetuning):
    import torch

    published = {"w": torch.tensor([0.0, 2.0]), "steps": torch.tensor(3)}
    adapted = {"w": torch.tensor([4.0, 6.0]), "steps": torch.tensor(9)}
    assert finetuning.mixed_weights(published, adapted, 0.0)["w"].tolist() == [0.0, 2.0]
    assert finetuning.mixed_weights(published, adapted, 1.0)["w"].tolist() == [4.0, 6.0]
    quarter = finetuning.mixed_weights(published, adapted, 0.25)
    assert quarter["w"].tolist() == [1.0, 3.0]
    assert int(quarter["steps"]) == 9
