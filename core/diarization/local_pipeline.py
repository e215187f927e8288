"""The pipeline class an offline diarization directory's config.yaml names.

pyannote.audio 4's `SpeakerDiarization` always loads a PLDA (VBx clustering needs community-1's, which only the hub
has), even when it is told to cluster agglomeratively. This subclass hands it a placeholder instead, so a directory
holding just a segmentation and an embedding checkpoint is a complete pipeline. Everything else (segmentation,
embeddings, clustering, reconstruction, hooks, exclusive output) is pyannote's own code, unchanged.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from pyannote.audio.core.plda import PLDA
from pyannote.audio.pipelines import SpeakerDiarization

from core.diarization.clustering import SpeakerCountingClustering


class _NoPLDA(PLDA):
    """Satisfies the constructor's PLDA slot; agglomerative clustering never calls it, and anything that does fails."""

    def __init__(self) -> None:  # noqa: D107 - deliberately skips loading any file
        self.lda_dimension = 0

    @property
    def phi(self) -> np.ndarray:
        raise RuntimeError("this offline pipeline has no PLDA: use AgglomerativeClustering, not VBxClustering")

    def __call__(self, embeddings: np.ndarray) -> np.ndarray:
        raise RuntimeError("this offline pipeline has no PLDA: use AgglomerativeClustering, not VBxClustering")


class AgglomerativeSpeakerDiarization(SpeakerDiarization):
    """`SpeakerDiarization` with no PLDA, clustering with pyannote's `AgglomerativeClustering` or our
    `SpeakerCountingClustering` (core.diarization.clustering), which the directories made today name."""

    def __init__(self, segmentation: Any, embedding: Any, clustering: str = "AgglomerativeClustering",
                 **kwargs: Any) -> None:
        if clustering == "VBxClustering":
            raise ValueError("VBxClustering needs a PLDA, which an offline pipeline directory does not have")
        kwargs.pop("plda", None)
        ours = clustering == SpeakerCountingClustering.__name__
        super().__init__(segmentation=segmentation, embedding=embedding, plda=_NoPLDA(),
                         clustering="AgglomerativeClustering" if ours else clustering, **kwargs)
        if ours:
            self.klustering = clustering
            self.clustering = SpeakerCountingClustering(metric=self._embedding.metric)
