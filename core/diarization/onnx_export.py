"""Export segmentation-3.0 and CAM++ to ONNX for the CPU backend, and prove the exports compute what torch does.

CAM++ is exported in two graphs around the fbank, which stays in torch (kaldi's fbank is cheap, and the dedup of
identical chunks happens on waveforms before it): `frames.onnx` (fbank -> frame features) runs once per distinct
chunk, `pooling.onnx` (features + frame weights -> embedding) once per speaker mask. All graphs take any batch size;
the CAM++ ones take any number of frames too (pyannote probes the embedding with short inputs).

Each export is checked against the torch model on the same inputs; a difference beyond the tolerance fails the build
(`ExportMismatchError`), so a directory with ONNX files is one whose ONNX files were verified.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from core.audio_format import SAMPLE_RATE
from core.diarization.onnx_models import FRAMES_ONNX, POOLING_ONNX, SEGMENTATION_ONNX
from core.errors import ModelError

OPSET = 17
# Worst absolute differences allowed between torch and ONNX Runtime at build time. Measured on the packaged weights
# (see SOURCES.txt of a built directory): about 1e-5 for segmentation probabilities and 1e-5 for embeddings, whose
# entries are of order 1; the tolerance leaves room for other CPUs' kernels while catching a wrong graph (a wrong
# export is off by 0.1 or more).
SEGMENTATION_TOLERANCE = 1e-3
EMBEDDING_TOLERANCE = 1e-3


class ExportMismatchError(ModelError):
    """An exported graph disagrees with the torch model beyond the tolerance."""


@dataclass(frozen=True)
class ExportCheck:
    name: str
    max_abs_diff: float
    tolerance: float
    detail: str

    def line(self) -> str:
        return f"{self.name}: max |torch - onnxruntime| = {self.max_abs_diff:.2e} (tolerance {self.tolerance:g}; " \
               f"{self.detail})"


def probe_audio(seconds: float = 10.0, count: int = 3, seed: int = 0) -> torch.Tensor:
    """(count, 1, samples) voice-like test signals: harmonic tones with a wandering pitch, syllable-rate bursts and
    noise, each different. Real speech is what the tests check; this is what a build machine always has."""
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    signals = []
    for _ in range(count):
        pitch = rng.uniform(90, 220) * (1 + 0.1 * np.sin(2 * np.pi * rng.uniform(0.2, 1.0) * t))
        phase = 2 * np.pi * np.cumsum(pitch) / SAMPLE_RATE
        voiced = sum(np.sin(k * phase) / k for k in range(1, 12))
        envelope = np.clip(np.sin(2 * np.pi * rng.uniform(2, 5) * t + rng.uniform(0, 6)), 0, None)
        signal = 0.1 * voiced * envelope + 0.01 * rng.standard_normal(t.shape[0])
        signals.append(signal.astype(np.float32))
    return torch.from_numpy(np.stack(signals))[:, None]


def _export(module: torch.nn.Module, inputs: tuple[torch.Tensor, ...], path: Path, input_names: list[str],
            output_names: list[str], dynamic_axes: dict[str, dict[int, str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings(), torch.no_grad():
        warnings.simplefilter("ignore")  # tracer notes on shape arithmetic and RNN batch sizes
        torch.onnx.export(module, inputs, str(path), input_names=input_names, output_names=output_names,
                          dynamic_axes=dynamic_axes, opset_version=OPSET, dynamo=False)


def _checked(name: str, reference: torch.Tensor, got: torch.Tensor, tolerance: float, detail: str) -> ExportCheck:
    diff = float((reference.float() - got.float()).abs().max())
    check = ExportCheck(name, diff, tolerance, detail)
    if not math.isfinite(diff) or diff > tolerance:
        raise ExportMismatchError(f"the ONNX export disagrees with torch: {check.line()}", name)
    return check


class _Frames(torch.nn.Module):
    def __init__(self, network) -> None:
        super().__init__()
        self.network = network

    def forward(self, fbank: torch.Tensor) -> torch.Tensor:
        return self.network.frames(fbank)


class _Pooling(torch.nn.Module):
    def __init__(self, network) -> None:
        super().__init__()
        self.network = network

    def forward(self, frames: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        return self.network.frames_to_embedding(frames, weights)


def export_segmentation(model, directory: Path, audio: torch.Tensor | None = None) -> ExportCheck:
    """`directory/segmentation/model.onnx` from the loaded pyannote segmentation model; checks probabilities."""
    from core.diarization.onnx_models import OnnxSegmentation

    model = model.eval()
    audio = probe_audio() if audio is None else audio
    _export(model, (audio[:1],), directory / SEGMENTATION_ONNX, ["waveforms"], ["scores"],
            {"waveforms": {0: "batch"}, "scores": {0: "batch"}})
    onnx_model = OnnxSegmentation(model, directory / SEGMENTATION_ONNX, threads=0)
    with torch.inference_mode():
        reference, got = model(audio), onnx_model(audio)
    return _checked("segmentation", reference.exp(), got.exp(), SEGMENTATION_TOLERANCE,
                    f"powerset probabilities, {audio.shape[0]} chunks of {audio.shape[-1] / SAMPLE_RATE:g} s")


def export_campplus(model, directory: Path, audio: torch.Tensor | None = None) -> ExportCheck:
    """`directory/embedding/{frames,pooling}.onnx` from our CAM++ model; checks embeddings end to end (whole chunks,
    masked chunks and a short input)."""
    from core.diarization.onnx_models import OnnxCamPlusPlus

    model = model.eval()
    audio = probe_audio() if audio is None else audio
    network = model.campplus
    with torch.no_grad():
        fbank = model.compute_fbank(audio[:1])
        frames = network.frames(fbank)
    _export(_Frames(network).eval(), (fbank,), directory / FRAMES_ONNX, ["fbank"], ["frames"],
            {"fbank": {0: "batch", 1: "fbank_frames"}, "frames": {0: "batch", 2: "frames"}})
    _export(_Pooling(network).eval(), (frames, torch.ones(1, frames.shape[-1])), directory / POOLING_ONNX,
            ["frames", "weights"], ["embedding"],
            {"frames": {0: "batch", 2: "frames"}, "weights": {0: "batch", 1: "frames"}, "embedding": {0: "batch"}})
    onnx_model = OnnxCamPlusPlus(model, directory / FRAMES_ONNX.parent, threads=0)
    # Every chunk with a full mask, a half mask and an empty one, as pyannote asks for them (589 mask frames).
    rows = audio.repeat_interleave(3, dim=0)
    weights = torch.ones(rows.shape[0], 589)
    weights[1::3, 295:] = 0.0
    weights[2::3] = 0.0
    short = audio[:1, :, : SAMPLE_RATE // 2]
    with torch.inference_mode():
        reference = torch.cat([model(rows, weights=weights), model(short)])
        got = torch.cat([onnx_model(rows, weights=weights), onnx_model(short)])
    return _checked("embedding", reference, got, EMBEDDING_TOLERANCE,
                    f"192-d CAM++ embeddings, {rows.shape[0]} masked 10 s chunks and one 0.5 s input")
