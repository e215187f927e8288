"""A local speaker that holds two people: found by embedding the two halves of its speech apart.

segmentation-3.0 gives each 10 s window up to three local speakers. Now and then one of them holds two people (in a
joined AMI meeting, one slot carried MEE009 and MEE012 for 17.6 s and 9.7 s): its chunk embedding lies between the
two voices, and a few such windows make a third "speaker" who is both. Cut in two halves in time, such a slot's
speech sounds like two people; one person's does not. `HalfEmbeddings` embeds both halves of every slot with enough
speech to take part in the clustering, in the same batch as the slot itself: the rows share their chunk's waveform,
so the embedding network runs once per chunk as before (core.diarization.embedding.embed_chunks) and only the
pooling runs twice more. `blended_slots` says which slots' halves are less alike than a given similarity; the
clustering leaves those out (as it leaves out a slot with too little speech), and the assignment gives their frames
to the people found without them.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import torch


def halves(mask: torch.Tensor, min_frames: int) -> tuple[torch.Tensor, torch.Tensor] | None:
    """The active frames of `mask` (one slot's frame weights in its window) cut at their middle, counted in active
    frames, into an earlier and a later mask; None where `mask` has fewer than `min_frames` active frames."""
    active = torch.nonzero(mask > 0).flatten()
    if len(active) < max(2, min_frames):
        return None
    middle = active[len(active) // 2]
    earlier, later = mask.clone(), mask.clone()
    earlier[middle:] = 0
    later[:middle] = 0
    return earlier, later


class HalfEmbeddings:
    """Stands in for a pyannote speaker-embedding inference (the pipeline's `_embedding`): every call returns the
    embeddings asked for and keeps, for each row with at least `min_frames` active frames, the embeddings of its two
    halves (`halves`), computed in the same call; other rows keep NaN. Rows are kept in call order, which is
    pyannote's (chunk, slot) order. Anything else is the wrapped inference's."""

    def __init__(self, inner: Any, min_frames: int) -> None:
        self.inner = inner
        self.min_frames = min_frames
        self._kept: list[np.ndarray] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def __call__(self, waveforms: torch.Tensor, masks: torch.Tensor | None = None) -> np.ndarray:
        if masks is None:
            return self.inner(waveforms)
        rows_w: list[torch.Tensor] = []
        rows_m: list[torch.Tensor] = []
        asked: list[int] = []
        split: list[bool] = []
        for waveform, mask in zip(waveforms, masks, strict=True):
            asked.append(len(rows_w))
            rows_w.append(waveform)
            rows_m.append(mask)
            parts = halves(mask, self.min_frames)
            split.append(parts is not None)
            if parts is not None:  # beside their row: one waveform in a row is one run of the network
                rows_w += [waveform, waveform]
                rows_m += list(parts)
        embedded = np.asarray(self.inner(torch.stack(rows_w), masks=torch.stack(rows_m)))
        dimension = embedded.shape[-1]
        for row, has_halves in zip(asked, split, strict=True):
            self._kept.append(embedded[row + 1:row + 3] if has_halves else np.full((2, dimension), np.nan))
        return embedded[asked]

    def halves(self, num_chunks: int, num_speakers: int) -> np.ndarray:
        """(num_chunks, num_speakers, 2, dimension): each slot's two half embeddings, NaN where it had none."""
        return np.stack(self._kept).reshape(num_chunks, num_speakers, 2, -1)


def blended_slots(half_embeddings: np.ndarray, similarity: float) -> np.ndarray:
    """(num_chunks, num_speakers) True where a slot's two halves are less similar (cosine) than `similarity`: two
    people in one slot. Slots without halves are never blended."""
    rows = np.nan_to_num(half_embeddings)
    norms = np.linalg.norm(rows, axis=-1)
    cosine = np.sum(rows[:, :, 0] * rows[:, :, 1], axis=-1) / np.maximum(norms[:, :, 0] * norms[:, :, 1], 1e-12)
    measured = ~np.isnan(half_embeddings).any(axis=(2, 3)) & (norms > 0).all(axis=-1)
    return measured & (cosine < similarity)
