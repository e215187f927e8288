"""The CPU backend of the offline diarization pipeline: ONNX exports built by prepare-offline, checked against torch
on real speech, plugged into pyannote's own pipeline, and chosen only for the CPU."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import numpy as np
import pytest
import torch

from core.diarization import DiarizationOptions, load_pipeline, run_diarization
from core.diarization.embedding import CamPlusPlusEmbedding
from core.diarization.local_pipeline import runtime_for
from core.diarization.onnx_models import ONNX_FILES, OnnxCamPlusPlus, OnnxSegmentation
from core.errors import ModelError
from core.media import decode_audio
from scripts.diarset.rttm import der_of, reference_turns

SR = 16000


@pytest.fixture(scope="module")
def sample(sample_wav: Path) -> np.ndarray:
    return decode_audio(sample_wav)


@pytest.fixture(scope="module")
def chunks(sample: np.ndarray) -> torch.Tensor:
    """Three 10 s chunks of real two-speaker speech, as pyannote crops them."""
    return torch.stack([torch.from_numpy(sample[s * SR: (s + 10) * SR]) for s in (0, 9, 18)])[:, None]


@pytest.fixture(scope="module")
def pipeline(diarization_dir: Path):
    return load_pipeline(DiarizationOptions(model=str(diarization_dir)), "cpu", threads=1)


def test_prepare_offline_wrote_onnx_files_and_their_check(diarization_dir: Path) -> None:
    for name in ONNX_FILES:
        assert (diarization_dir / name).stat().st_size > 100_000, name
    sources = (diarization_dir / "SOURCES.txt").read_text()
    diffs = [float(x) for x in re.findall(r"max \|torch - onnxruntime\| = ([0-9.e+-]+)", sources)]
    assert len(diffs) == 2 and all(d <= 1e-3 for d in diffs), sources


def test_onnx_segmentation_matches_torch_on_speech(pipeline, chunks: torch.Tensor) -> None:
    segmentation, _ = pipeline.torch_networks()
    onnx = OnnxSegmentation(segmentation, pipeline._onnx_dir / "segmentation" / "model.onnx", threads=1)
    assert onnx.specifications == segmentation.specifications
    assert onnx.receptive_field == segmentation.receptive_field
    with torch.inference_mode():
        reference, got = segmentation(chunks).exp(), onnx(chunks).exp()
    assert got.shape == reference.shape == (3, 589, 7)
    assert float((reference - got).abs().max()) <= 1e-3
    # the chunks hold speech: the network is not trivially answering "nobody speaks"
    assert float(reference[..., 1:].sum(-1).mean()) > 0.3


def test_onnx_campplus_matches_torch_on_masked_speech(pipeline, chunks: torch.Tensor) -> None:
    _, embedding = pipeline.torch_networks()
    onnx = OnnxCamPlusPlus(embedding, pipeline._onnx_dir / "embedding", threads=1)
    assert onnx.dimension == embedding.dimension == 192
    rows = chunks.repeat_interleave(3, dim=0)
    masks = torch.zeros(rows.shape[0], 589)
    masks[0::3, :300] = 1.0
    masks[1::3, 250:] = 1.0  # the third slot of each chunk stays empty, as pyannote sends it
    with torch.inference_mode():
        reference, got = embedding(rows, weights=masks), onnx(rows, weights=masks)
    assert float((reference - got).abs().max()) <= 1e-3
    assert not torch.allclose(got[0], got[1], atol=1e-2)


def test_empty_slots_get_what_the_full_computation_gives(chunks: torch.Tensor, pipeline) -> None:
    """Skipping the network for a silent slot changes nothing: zero weights pool to the same vector anyway."""
    _, model = pipeline.torch_networks()
    assert isinstance(model, CamPlusPlusEmbedding)
    masks = torch.zeros(2, 589)
    masks[1, :100] = 1.0
    rows = torch.stack([chunks[0], chunks[1]])
    with torch.inference_mode():
        skipped = model(rows, weights=masks)
        full = model.campplus.frames_to_embedding(model.campplus.frames(model.compute_fbank(rows)), masks)
    assert torch.allclose(skipped, full, atol=1e-5)


def test_cpu_pipeline_runs_onnx_and_matches_torch_on_the_sample(pipeline, sample: np.ndarray,
                                                                 sample_rttm: Path, diarization_dir: Path) -> None:
    assert pipeline.runtime == "onnx"
    assert (pipeline.segmentation_batch_size, pipeline.embedding_batch_size) == (4, 12)  # bounded memory on CPUs
    assert isinstance(pipeline._segmentation.model, OnnxSegmentation)
    assert isinstance(pipeline._embedding.model_, OnnxCamPlusPlus)
    options = DiarizationOptions(model=str(diarization_dir))
    with_onnx = run_diarization(sample, options, pipeline=pipeline)
    pipeline.use_runtime("onnx")  # the other tests may have loaded the torch weights again (torch_networks)
    # ONNX Runtime holds the networks: the torch copies keep no weights, and come back from the files for torch
    assert all(p.device.type == "meta" for network in pipeline._torch_models for p in network.parameters())
    pipeline.use_runtime("torch")
    assert all(p.device.type == "cpu" for network in pipeline._torch_models for p in network.parameters())
    try:
        assert not isinstance(pipeline._segmentation.model, OnnxSegmentation)
        with_torch = run_diarization(sample, options, pipeline=pipeline)
    finally:
        pipeline.use_runtime("onnx")
    assert with_onnx.speakers == with_torch.speakers == ("SPEAKER_00", "SPEAKER_01")
    reference = reference_turns(sample_rttm)
    der_onnx, der_torch = der_of(reference, with_onnx.turns), der_of(reference, with_torch.turns)
    assert der_onnx <= 0.075, der_onnx  # 0.072 with the shipped step and clustering (tests/test_cli_diarize.py)
    assert abs(der_onnx - der_torch) <= 0.01, (der_onnx, der_torch)


@pytest.mark.parametrize("device, onnx_available, expected", [
    ("cpu", True, "onnx"),
    (torch.device("cpu"), True, "onnx"),
    ("cpu", False, "torch"),
    ("cuda:0", True, "torch"),
    ("cuda", True, "torch"),
    ("mps", True, "torch"),
    ("xpu:0", True, "torch"),
])
def test_only_the_cpu_uses_onnx_runtime(device, onnx_available: bool, expected: str) -> None:
    assert runtime_for(device, onnx_available) == expected


def test_onnx_models_refuse_to_leave_the_cpu(pipeline) -> None:
    with pytest.raises(ModelError, match="runs ONNX Runtime on the CPU"):
        pipeline._segmentation.model.to(torch.device("cuda"))
    with pytest.raises(ModelError, match="runs ONNX Runtime on the CPU"):
        pipeline._embedding.model_.to("mps")


def test_directory_without_onnx_files_runs_torch_on_the_cpu(diarization_dir: Path, tmp_path: Path,
                                                           sample: np.ndarray) -> None:
    """Directories built before the ONNX exports existed keep working, with torch."""
    old = tmp_path / "diarization"
    shutil.copytree(diarization_dir, old, ignore=shutil.ignore_patterns("*.onnx"))
    pipeline = load_pipeline(DiarizationOptions(model=str(old)), "cpu", threads=1)
    assert pipeline.runtime == "torch"
    with pytest.raises(ValueError, match="no ONNX models in this pipeline directory"):
        pipeline.use_runtime("onnx")
