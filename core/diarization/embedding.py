"""CAM++ as a pyannote.audio `Model`, so pyannote's diarization pipeline can use it as its speaker embedding.

pyannote loads a model checkpoint by importing the module and class named inside it; the offline pipeline directory
stores `embedding/pytorch_model.bin` naming this class, so `Pipeline.from_pretrained(<dir>)` needs nothing else.

The pipeline asks for one embedding per (chunk, local speaker): the same 10 s waveform arrives up to three times in a
row with different frame masks. `forward` runs the network once per distinct waveform and pools it once per mask,
which makes the embedding step about three times cheaper without changing any result; slots whose mask is empty do
not run it at all (`embed_chunks`). core.diarization.onnx_models shares that logic with ONNX Runtime sessions.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch
import torchaudio.compliance.kaldi as kaldi
from pyannote.audio import Model
from pyannote.audio.core.task import Problem, Resolution, Specifications

from core.audio_format import SAMPLE_RATE
from core.diarization.campplus import CAMPPlus

# Below this many fbank frames (25 ms windows every 10 ms) the pooled standard deviation is meaningless.
MIN_FBANK_FRAMES = 5


class CamPlusPlusEmbedding(Model):
    """Kaldi-style 80-bin fbank (mean-normalised per input, as 3D-Speaker trains it) -> CAM++ -> 192-dim vector."""

    # Remembered voices (core.voices) are only compared within one embedding space: this network's, on any runtime.
    voice_space = "CAM++ campplus_cn_en_common"

    def __init__(
        self,
        sample_rate: int = SAMPLE_RATE,
        num_channels: int = 1,
        num_mel_bins: int = 80,
        embedding_size: int = 192,
        task=None,
    ) -> None:
        super().__init__(sample_rate=sample_rate, num_channels=num_channels, task=task)
        self.save_hyperparameters("sample_rate", "num_channels", "num_mel_bins", "embedding_size")
        self.campplus = CAMPPlus(mels=num_mel_bins, embedding_size=embedding_size)
        self.specifications = Specifications(
            problem=Problem.REPRESENTATION, resolution=Resolution.CHUNK, duration=10.0
        )

    @property
    def dimension(self) -> int:
        return self.hparams["embedding_size"]

    def compute_fbank(self, waveforms: torch.Tensor) -> torch.Tensor:
        return kaldi_fbank(waveforms, self.hparams["num_mel_bins"], self.hparams["sample_rate"])

    def forward(
        self, waveforms: torch.Tensor, weights: torch.Tensor | None = None, **kwargs: Any
    ) -> torch.Tensor:
        """(batch, 1, samples) [+ (batch, frames) weights] -> (batch, 192)."""
        return embed_chunks(waveforms, weights, fbank=self.compute_fbank, frames=self.campplus.frames,
                            pool=self.campplus.frames_to_embedding, sample_rate=self.hparams["sample_rate"])

    @classmethod
    def from_packaged_state_dict(cls, path: Path) -> CamPlusPlusEmbedding:
        """Build the model around 3D-Speaker's plain state dict, loaded strictly (any layout mismatch raises)."""
        model = cls()
        state = torch.load(path, map_location="cpu", weights_only=True)
        model.campplus.load_state_dict(state, strict=True)
        return model.eval()


def kaldi_fbank(waveforms: torch.Tensor, num_mel_bins: int, sample_rate: int) -> torch.Tensor:
    """(batch, 1, samples) -> (batch, frames, mels), mean-normalised per input as 3D-Speaker trains CAM++; the FFT
    runs on the CPU for MPS, which lacks it."""
    device = waveforms.device
    fft_device = torch.device("cpu") if device.type == "mps" else device

    def one(waveform: torch.Tensor) -> torch.Tensor:
        return kaldi.fbank(waveform, num_mel_bins=num_mel_bins, sample_frequency=sample_rate, dither=0.0)

    features = torch.vmap(one)(waveforms.to(fft_device).float()).to(device)
    return features - features.mean(dim=1, keepdim=True)


def embed_chunks(
    waveforms: torch.Tensor,
    weights: torch.Tensor | None,
    *,
    fbank: Callable[[torch.Tensor], torch.Tensor],
    frames: Callable[[torch.Tensor], torch.Tensor],
    pool: Callable[[torch.Tensor, torch.Tensor | None], torch.Tensor],
    sample_rate: int,
) -> torch.Tensor:
    """One embedding per (waveform, weights) row, running fbank and network once per distinct waveform.

    A row whose weights are all zero (a speaker slot silent in its chunk, which pyannote embeds anyway and then sets
    aside) pools nothing whatever the features are, so the network only runs for waveforms that some row uses;
    skipped rows get zero features, and pooling gives them exactly the value the full computation would.
    """
    if waveforms.shape[-1] < int(sample_rate * (0.025 + 0.010 * (MIN_FBANK_FRAMES - 1))):
        raise ValueError(f"need at least {MIN_FBANK_FRAMES} fbank frames, got {waveforms.shape[-1]} samples")
    distinct, owner = _distinct_rows(waveforms)
    if weights is None:
        needed = torch.ones(distinct.shape[0], dtype=torch.bool, device=waveforms.device)
    else:
        needed = torch.zeros(distinct.shape[0], dtype=torch.bool, device=waveforms.device)
        needed[owner[(weights != 0).any(dim=-1)]] = True
        if not bool(needed.any()):
            needed[0] = True  # for the feature shape; pooling still gives every row the empty value
    features = frames(fbank(distinct[needed])).to(waveforms.device)
    if bool(needed.all()):
        return pool(features[owner], weights)
    full = features.new_zeros((distinct.shape[0], *features.shape[1:]))
    full[needed] = features
    return pool(full[owner], weights)


def _distinct_rows(batch: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Collapse runs of identical consecutive rows: returns (distinct rows, index of each input row's distinct row)."""
    owner = [0]
    for i in range(1, batch.shape[0]):
        owner.append(owner[-1] if torch.equal(batch[i], batch[i - 1]) else owner[-1] + 1)
    keep = [i for i in range(batch.shape[0]) if i == 0 or owner[i] != owner[i - 1]]
    return batch[keep], torch.tensor(owner, device=batch.device)
