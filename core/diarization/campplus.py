"""CAM++ speaker-embedding network (3D-Speaker's architecture), written here from the packaged state dict's layout.

The packaged weights (`campplus_cn_en_common.pt`, a plain state dict) name every module; the classes below build
exactly those names and shapes, so `load_state_dict(strict=True)` proves the architecture matches:

    head      2-D conv front end over the fbank "image" (32 channels, frequency strided by 8): 80 bins -> 320 features
    xvector   TDNN (stride 2) -> 3 densely connected blocks of context-aware (CAM) layers, each followed by a
              halving transition -> batch norm -> statistics pooling -> 192-dim embedding

Input is (batch, frames, 80) mean-normalised log-mel fbank; output is (batch, 192). `frames_to_embedding` accepts
per-frame weights, so pyannote's masked pooling (one speaker of a chunk) works with the same network.
"""

from __future__ import annotations

from collections import OrderedDict

import torch
import torch.nn.functional as F
from torch import nn


def _bn_relu(channels: int) -> nn.Sequential:
    return nn.Sequential(OrderedDict(batchnorm=nn.BatchNorm1d(channels), relu=nn.ReLU(inplace=True)))


class _ResBlock2d(nn.Module):
    """Two 3x3 convs with a residual; `stride` shrinks only the frequency axis, time keeps its resolution."""

    def __init__(self, channels: int, stride: int) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, stride=(stride, 1), padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, stride=1, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)
        self.shortcut = nn.Sequential()
        if stride != 1:
            self.shortcut = nn.Sequential(
                nn.Conv2d(channels, channels, 1, stride=(stride, 1), bias=False), nn.BatchNorm2d(channels)
            )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return F.relu(out + self.shortcut(x))


class _FrontEnd(nn.Module):
    """(batch, mels, frames) -> (batch, channels * mels / 8, frames)."""

    def __init__(self, mels: int = 80, channels: int = 32) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(1, channels, 3, stride=1, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.layer1 = nn.Sequential(_ResBlock2d(channels, 2), _ResBlock2d(channels, 1))
        self.layer2 = nn.Sequential(_ResBlock2d(channels, 2), _ResBlock2d(channels, 1))
        self.conv2 = nn.Conv2d(channels, channels, 3, stride=(2, 1), padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)
        self.out_channels = channels * (mels // 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.relu(self.bn1(self.conv1(x.unsqueeze(1))))
        x = self.layer2(self.layer1(x))
        x = F.relu(self.bn2(self.conv2(x)))
        batch, channels, mels, frames = x.shape
        return x.reshape(batch, channels * mels, frames)


class _Tdnn(nn.Module):
    def __init__(self, in_channels: int, out_channels: int, kernel_size: int, stride: int) -> None:
        super().__init__()
        self.linear = nn.Conv1d(
            in_channels, out_channels, kernel_size, stride=stride, padding=(kernel_size - 1) // 2, bias=False
        )
        self.nonlinear = _bn_relu(out_channels)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.nonlinear(self.linear(x))


class _ContextAwareMask(nn.Module):
    """A local conv whose output is gated by a mask computed from global and 100-frame segment averages."""

    segment_frames = 100

    def __init__(self, channels: int, out_channels: int, kernel_size: int, dilation: int) -> None:
        super().__init__()
        padding = (kernel_size - 1) // 2 * dilation
        self.linear_local = nn.Conv1d(
            channels, out_channels, kernel_size, padding=padding, dilation=dilation, bias=False
        )
        self.linear1 = nn.Conv1d(channels, channels // 2, 1)
        self.linear2 = nn.Conv1d(channels // 2, out_channels, 1)

    def _segment_average(self, x: torch.Tensor) -> torch.Tensor:
        pooled = F.avg_pool1d(x, self.segment_frames, self.segment_frames, ceil_mode=True)
        return pooled.repeat_interleave(self.segment_frames, dim=-1)[..., : x.shape[-1]]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        local = self.linear_local(x)
        context = x.mean(dim=-1, keepdim=True) + self._segment_average(x)
        gate = torch.sigmoid(self.linear2(F.relu(self.linear1(context))))
        return local * gate


class _DenseLayer(nn.Module):
    def __init__(self, in_channels: int, growth: int, bottleneck: int, kernel_size: int, dilation: int) -> None:
        super().__init__()
        self.nonlinear1 = _bn_relu(in_channels)
        self.linear1 = nn.Conv1d(in_channels, bottleneck, 1, bias=False)
        self.nonlinear2 = _bn_relu(bottleneck)
        self.cam_layer = _ContextAwareMask(bottleneck, growth, kernel_size, dilation)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.cam_layer(self.nonlinear2(self.linear1(self.nonlinear1(x))))


class _DenseBlock(nn.Module):
    """Each layer sees the concatenation of the block input and every earlier layer's output."""

    def __init__(self, layers: int, in_channels: int, growth: int, bottleneck: int, kernel_size: int,
                 dilation: int) -> None:
        super().__init__()
        for i in range(layers):
            self.add_module(
                f"tdnnd{i + 1}", _DenseLayer(in_channels + i * growth, growth, bottleneck, kernel_size, dilation)
            )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.children():
            x = torch.cat([x, layer(x)], dim=1)
        return x


class _Transit(nn.Module):
    def __init__(self, in_channels: int, out_channels: int) -> None:
        super().__init__()
        self.nonlinear = _bn_relu(in_channels)
        self.linear = nn.Conv1d(in_channels, out_channels, 1, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.linear(self.nonlinear(x))


class _Embedding(nn.Module):
    """Pooled statistics -> embedding, with a non-affine batch norm (the packaged dict has no weight/bias for it)."""

    def __init__(self, in_channels: int, out_channels: int) -> None:
        super().__init__()
        self.linear = nn.Conv1d(in_channels, out_channels, 1, bias=False)
        self.nonlinear = nn.Sequential(OrderedDict(batchnorm=nn.BatchNorm1d(out_channels, affine=False)))

    def forward(self, stats: torch.Tensor) -> torch.Tensor:
        return self.nonlinear(self.linear(stats.unsqueeze(-1)).squeeze(-1))


def resample_weights(weights: torch.Tensor, frames: int) -> torch.Tensor:
    """(batch, w_frames) mask -> (batch, frames), nearest neighbour, as pyannote's StatsPool resamples its masks."""
    if weights.shape[-1] == frames:
        return weights
    return F.interpolate(weights.unsqueeze(1), size=frames, mode="nearest").squeeze(1)


def weighted_stats(frames: torch.Tensor, weights: torch.Tensor | None) -> torch.Tensor:
    """Mean and unbiased std over time: (batch, channels, frames) -> (batch, 2 * channels).

    `weights` (batch, w_frames) are resampled (nearest) to the frame count, as pyannote's StatsPool does, so one
    chunk's features can be pooled once per speaker mask.
    """
    if weights is None:
        return torch.cat([frames.mean(dim=-1), frames.std(dim=-1, correction=1)], dim=-1)
    w = resample_weights(weights, frames.shape[-1]).unsqueeze(1).to(frames.dtype)
    total = w.sum(dim=-1) + 1e-8
    mean = (frames * w).sum(dim=-1) / total
    square_total = (w * w).sum(dim=-1)
    var = ((frames - mean.unsqueeze(-1)).square() * w).sum(dim=-1) / (total - square_total / total + 1e-8)
    return torch.cat([mean, var.clamp_min(0.0).sqrt()], dim=-1)


class _XVector(nn.Module):
    """TDNN -> three dense CAM blocks with transitions -> batch norm; `dense` turns pooled statistics into the
    embedding. Children keep 3D-Speaker's names (`xvector.block1.tdnnd1...`), so the packaged dict loads as is."""

    def __init__(self, in_channels: int, embedding_size: int, growth: int, bottleneck: int, channels: int) -> None:
        super().__init__()
        self.tdnn = _Tdnn(in_channels, channels, kernel_size=5, stride=2)
        for index, (layers, dilation) in enumerate(((12, 1), (24, 2), (16, 2)), start=1):
            self.add_module(
                f"block{index}", _DenseBlock(layers, channels, growth, bottleneck, kernel_size=3, dilation=dilation)
            )
            channels += layers * growth
            self.add_module(f"transit{index}", _Transit(channels, channels // 2))
            channels //= 2
        self.out_nonlinear = _bn_relu(channels)
        self.dense = _Embedding(channels * 2, embedding_size)

    def frames(self, x: torch.Tensor) -> torch.Tensor:
        for name, module in self.named_children():
            if name != "dense":
                x = module(x)
        return x


class CAMPPlus(nn.Module):
    """The network whose state dict `campplus_cn_en_common.pt` is (embedding size 192, 80 mel bins)."""

    def __init__(self, mels: int = 80, embedding_size: int = 192, growth: int = 32, bottleneck_factor: int = 4,
                 init_channels: int = 128) -> None:
        super().__init__()
        self.head = _FrontEnd(mels)
        self.xvector = _XVector(self.head.out_channels, embedding_size, growth, bottleneck_factor * growth,
                                init_channels)
        self.embedding_size = embedding_size

    def frames(self, fbank: torch.Tensor) -> torch.Tensor:
        """(batch, frames, mels) fbank -> (batch, 512, ceil(frames / 2)) frame-level features before pooling."""
        return self.xvector.frames(self.head(fbank.transpose(1, 2)))

    def frames_to_embedding(self, frames: torch.Tensor, weights: torch.Tensor | None = None) -> torch.Tensor:
        return self.xvector.dense(weighted_stats(frames, weights))

    def forward(self, fbank: torch.Tensor, weights: torch.Tensor | None = None) -> torch.Tensor:
        return self.frames_to_embedding(self.frames(fbank), weights)
