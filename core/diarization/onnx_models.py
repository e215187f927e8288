"""pyannote `Model`s whose forward runs an ONNX Runtime session: the CPU backend of the offline diarization pipeline.

On a CPU, ONNX Runtime runs segmentation-3.0 and CAM++ faster than torch's eager kernels. These classes are pyannote
models in every other respect (specifications, receptive field, sample rate, embedding dimension are the torch
model's own), so `SpeakerDiarization`, its `Inference`, hooks, clustering and reconstruction run unchanged on top.

Files (written by core.diarization.onnx_export when the offline directory is built):

    segmentation/model.onnx      waveforms (batch, 1, samples) -> powerset log-probabilities (batch, frames, 7)
    embedding/frames.onnx        mean-normalised fbank (batch, fbank_frames, 80) -> CAM++ features (batch, 512, t)
    embedding/pooling.onnx       features + frame weights (batch, t) -> embedding (batch, 192)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import torch
from pyannote.audio import Model

from core.diarization.campplus import resample_weights
from core.diarization.embedding import CamPlusPlusEmbedding, embed_chunks, kaldi_fbank
from core.errors import ModelError

SEGMENTATION_ONNX = Path("segmentation") / "model.onnx"
FRAMES_ONNX = Path("embedding") / "frames.onnx"
POOLING_ONNX = Path("embedding") / "pooling.onnx"
ONNX_FILES = (SEGMENTATION_ONNX, FRAMES_ONNX, POOLING_ONNX)


def has_onnx_models(pipeline_dir: Path) -> bool:
    return all((Path(pipeline_dir) / name).is_file() for name in ONNX_FILES)


def cpu_session(path: Path, threads: int):
    """One CPU inference session; `threads` is the planned CPU thread count (ONNX Runtime's own default when 0)."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = max(0, int(threads))
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    # Without the arena, each run's activations go back to the system: peak RSS stays near one batch's worth
    # (the arena kept the largest batch's high-water mark), at no measurable cost in speed.
    options.enable_cpu_mem_arena = False
    try:
        return ort.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
    except Exception as error:  # onnxruntime raises its own Fail/InvalidGraph types
        raise ModelError(f"cannot load {path.name}: {type(error).__name__}: {error}", str(path)) from error


def _run(session, feeds: dict[str, torch.Tensor]) -> torch.Tensor:
    arrays = {name: np.ascontiguousarray(value.detach().cpu().numpy(), dtype=np.float32)
              for name, value in feeds.items()}
    return torch.from_numpy(session.run(None, arrays)[0])


class _CpuOnly:
    """ONNX Runtime sessions here live on the CPU; moving the model elsewhere is a mistake worth an error."""

    def to(self, *args, **kwargs):
        device = next((a for a in (*args, kwargs.get("device")) if isinstance(a, (str, torch.device))), None)
        if device is not None and torch.device(device).type != "cpu":
            raise ModelError(f"{type(self).__name__} runs ONNX Runtime on the CPU; use the torch model on {device}")
        return super().to(*args, **kwargs)


class OnnxSegmentation(_CpuOnly, Model):
    """segmentation-3.0 through ONNX Runtime, with the reference torch model's specifications and receptive field."""

    def __init__(self, reference: Model, path: Path, threads: int = 0) -> None:
        super().__init__(sample_rate=reference.hparams["sample_rate"], num_channels=reference.hparams["num_channels"])
        self.specifications = reference.specifications
        # Frame geometry is the torch model's (SincNet strides): pyannote aligns frames to time with these.
        self.num_frames = reference.num_frames
        self.receptive_field_size = reference.receptive_field_size
        self.receptive_field_center = reference.receptive_field_center
        self.__dict__["receptive_field"] = reference.receptive_field
        self._session = cpu_session(path, threads)

    def forward(self, waveforms: torch.Tensor, **kwargs) -> torch.Tensor:
        return _run(self._session, {"waveforms": waveforms})


class OnnxCamPlusPlus(_CpuOnly, Model):
    """CAM++ through ONNX Runtime. The fbank stays in torch (computed once per distinct chunk, as the torch model
    does); speaker slots whose mask is empty in a chunk skip the network (see embedding.embed_chunks)."""

    voice_space = CamPlusPlusEmbedding.voice_space  # the same network on another runtime: remembered voices carry over

    def __init__(self, reference: CamPlusPlusEmbedding, directory: Path, threads: int = 0) -> None:
        hparams = reference.hparams
        super().__init__(sample_rate=hparams["sample_rate"], num_channels=hparams["num_channels"])
        self.save_hyperparameters({key: hparams[key] for key in
                                   ("sample_rate", "num_channels", "num_mel_bins", "embedding_size")})
        self.specifications = reference.specifications
        self._frames = cpu_session(Path(directory) / FRAMES_ONNX.name, threads)
        self._pooling = cpu_session(Path(directory) / POOLING_ONNX.name, threads)

    @property
    def dimension(self) -> int:
        return self.hparams["embedding_size"]

    def forward(
        self, waveforms: torch.Tensor, weights: torch.Tensor | None = None, **kwargs: Any
    ) -> torch.Tensor:
        return embed_chunks(
            waveforms,
            weights,
            fbank=lambda w: kaldi_fbank(w, self.hparams["num_mel_bins"], self.hparams["sample_rate"]),
            frames=lambda fbank: _run(self._frames, {"fbank": fbank}),
            pool=self._pool,
            sample_rate=self.hparams["sample_rate"],
        )

    def _pool(self, frames: torch.Tensor, weights: torch.Tensor | None) -> torch.Tensor:
        """The exported pooling always takes weights: none means every frame counts once."""
        if weights is None:
            weights = torch.ones(frames.shape[0], frames.shape[-1])
        return _run(self._pooling, {"frames": frames, "weights": resample_weights(weights, frames.shape[-1])})
