"""The pipeline class an offline diarization directory's config.yaml names.

pyannote.audio 4's `SpeakerDiarization` always loads a PLDA (VBx clustering needs community-1's, which only the hub
has), even when it is told to cluster agglomeratively. This subclass hands it a placeholder instead, so a directory
holding just a segmentation and an embedding checkpoint is a complete pipeline. Everything else (segmentation,
embeddings, clustering, reconstruction, hooks, exclusive output) is pyannote's own code, unchanged; after it, each
turn is re-embedded whole and may move to the speaker it sounds closest to (core.diarization.reassign).

On the CPU it runs both networks through ONNX Runtime when the directory holds their verified exports: `to(device)`
swaps pyannote Models whose forward runs an ONNX session (core.diarization.onnx_models) in for the torch ones, and
swaps the torch ones back for any other device. While ONNX Runtime runs them, the torch networks keep their structure
but not their weights (the sessions hold their own copy): about 42 MB less resident for a job on a CPU, loaded
again from the directory when torch is wanted back.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import torch
from pyannote.audio.core.plda import PLDA
from pyannote.audio.pipelines import SpeakerDiarization
from pyannote.audio.pipelines.speaker_diarization import DiarizeOutput
from pyannote.core import Segment

from core.diarization.blend import HalfEmbeddings
from core.diarization.clustering import SpeakerCountingClustering
from core.diarization.progress import TURN_STEP
from core.diarization.reassign import reassign_turns

# Batch sizes on the CPU, where big batches buy no speed but cost memory: SincNet's first layer alone holds
# 80 x 160,000 floats (51 MB) per 10 s chunk, so the config's 32-chunk batches peaked at 2.4 GB. Four chunks per
# segmentation batch and four chunks' three speaker slots per embedding batch (a multiple of 3, so a chunk is never
# split across two batches and run twice) keep the whole diarization under 1.5 GB (bench/diarize.py --stages).
CPU_SEGMENTATION_BATCH = 4
CPU_EMBEDDING_BATCH = 12
# Where training mode (bench/tune_diarization.py) keeps each file's half embeddings beside pyannote's own caches.
HALVES_CACHE = "training_cache/half_embeddings"


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
        self._remember_torch_models(segmentation, embedding)

    def instantiate(self, params: dict[str, Any]) -> AgglomerativeSpeakerDiarization:
        """A directory's config.yaml made before a clustering parameter existed does not list it: it gets the value
        that reproduces what that directory did, instead of a pipeline that refuses to run."""
        clustering = params.get("clustering")
        if isinstance(self.clustering, SpeakerCountingClustering) and isinstance(clustering, dict):
            params = {**params, "clustering": {**SpeakerCountingClustering.UNLISTED_DEFAULTS, **clustering}}
        super().instantiate(params)
        return self

    def get_embeddings(self, file: Any, binary_segmentations: Any, exclude_overlap: bool = False,
                       hook: Callable[..., Any] | None = None) -> np.ndarray:
        """pyannote's chunk embeddings; where the clustering leaves out slots that hold two people
        (`blend_similarity`), the two halves of each slot's speech are embedded in the same batches and handed to
        the clustering (core.diarization.blend). In training mode (the benches) they are kept in the file like
        pyannote keeps the embeddings."""
        clustering = self.clustering
        if not (isinstance(clustering, SpeakerCountingClustering) and clustering.splits_blends()):
            return super().get_embeddings(file, binary_segmentations, exclude_overlap=exclude_overlap, hook=hook)
        num_chunks, num_frames, num_speakers = binary_segmentations.data.shape
        if self.training and HALVES_CACHE in file:
            clustering.half_embeddings = file[HALVES_CACHE]
            return super().get_embeddings(file, binary_segmentations, exclude_overlap=exclude_overlap, hook=hook)
        if self.training:
            file.pop("training_cache/embeddings", None)  # embedded again, with the halves beside
        recorder = HalfEmbeddings(self._embedding, math.ceil(float(clustering.min_active_ratio) * num_frames))
        self._embedding = recorder
        try:
            embeddings = super().get_embeddings(file, binary_segmentations, exclude_overlap=exclude_overlap,
                                                hook=hook)
        finally:
            self._embedding = recorder.inner
        clustering.half_embeddings = recorder.halves(num_chunks, num_speakers)
        if self.training:
            file[HALVES_CACHE] = clustering.half_embeddings
        return embeddings

    def apply(self, file: Any, num_speakers: int | None = None, min_speakers: int | None = None,
              max_speakers: int | None = None, hook: Callable[..., Any] | None = None, **kwargs: Any) -> Any:
        """pyannote's diarization, then each turn re-embedded whole and moved to the speaker it sounds closest to
        (core.diarization.reassign)."""
        output = super().apply(file, num_speakers=num_speakers, min_speakers=min_speakers,
                               max_speakers=max_speakers, hook=hook, **kwargs)
        if not isinstance(output, DiarizeOutput):
            return output
        def on_turn(done: int, total: int) -> None:
            if hook is not None:
                hook(TURN_STEP, None, file=file, total=total, completed=done)

        result = reassign_turns(output, lambda segment: self.embed_turn(file, segment), on_turn=on_turn)
        if hook is not None:
            hook(TURN_STEP, result, file=file)
        return result

    def embed_turn(self, file: Any, segment: Segment) -> np.ndarray | None:
        """One embedding of the segment's audio, or None for one too short to embed (under 0.1 s)."""
        return embed_segment(self, file, segment)

    # --- runtime: ONNX Runtime on the CPU, torch elsewhere --------------------------------------------------------

    def _remember_torch_models(self, segmentation: Any, embedding: Any) -> None:
        self._torch_models = (self._segmentation.model, self._embedding.model_)
        # Where both networks came from files, their weights can be let go and loaded again (torch_networks).
        self._reloadable = ((copy.deepcopy(segmentation), copy.deepcopy(embedding))
                            if isinstance(segmentation, Mapping | str) and isinstance(embedding, Mapping | str)
                            else None)
        self._torch_weights = True
        self._configured_batches = (self.segmentation_batch_size, self.embedding_batch_size)
        self._onnx_dir = _local_directory(segmentation)
        self._cpu_threads = 0
        self.runtime = "torch"

    def torch_networks(self) -> tuple[Any, Any]:
        """The torch segmentation and embedding networks with their weights, loaded again from their files (as
        pyannote loaded them) if they were let go while ONNX Runtime ran."""
        if not self._torch_weights:
            from pyannote.audio.pipelines.utils import get_model

            assert self._reloadable is not None  # weights are only let go where they can be loaded again
            self._torch_models = (get_model(copy.deepcopy(self._reloadable[0])),
                                  get_model(copy.deepcopy(self._reloadable[1])))
            self._torch_weights = True
        return self._torch_models

    def _let_torch_weights_go(self) -> None:
        """ONNX Runtime's sessions hold their own copy of both networks; the torch copies keep their structure on
        the meta device and no memory. OnnxSegmentation still calls the segmentation network's frame geometry
        (num_frames, receptive fields), which SincNet computes from its hyperparameters alone, not its weights."""
        if self._reloadable is None:
            return
        from platform_utils.runtime import release_free_memory

        for network in self._torch_models:
            network.to("meta")
        self._torch_weights = False
        release_free_memory()  # back to the system now, not at the first heap trim of the next job

    def set_cpu_threads(self, threads: int) -> None:
        """Threads for the ONNX Runtime sessions (the planned CPU threads); takes effect at the next `to()`."""
        self._cpu_threads = max(0, int(threads))

    def use_runtime(self, runtime: str) -> None:
        """Swap the networks under pyannote's pipeline: "onnx" (CPU only, needs the directory's ONNX files) or
        "torch". Specifications and receptive fields are the same, so nothing else in the pipeline changes."""
        from core.diarization.onnx_models import OnnxCamPlusPlus, OnnxSegmentation, has_onnx_models

        if runtime == "torch":
            self._segmentation.model, self._embedding.model_ = self.torch_networks()
        elif runtime == "onnx":
            if self._onnx_dir is None or not has_onnx_models(self._onnx_dir):
                raise ValueError(f"no ONNX models in this pipeline directory ({self._onnx_dir}): rebuild it with "
                                 "`whisper-subtitler models prepare-offline DIR`")
            from core.diarization.onnx_models import FRAMES_ONNX, SEGMENTATION_ONNX

            segmentation, embedding = self.torch_networks()
            self._segmentation.model = OnnxSegmentation(segmentation, self._onnx_dir / SEGMENTATION_ONNX,
                                                        self._cpu_threads).eval()
            self._embedding.model_ = OnnxCamPlusPlus(embedding, self._onnx_dir / FRAMES_ONNX.parent,
                                                     self._cpu_threads).eval()
            self._let_torch_weights_go()
        else:
            raise ValueError(f"unknown diarization runtime {runtime!r}: use 'onnx' or 'torch'")
        self.runtime = runtime

    def to(self, device: torch.device) -> AgglomerativeSpeakerDiarization:
        from core.diarization.onnx_models import has_onnx_models

        onnx_ready = self._onnx_dir is not None and has_onnx_models(self._onnx_dir)
        wanted = runtime_for(device, onnx_ready)
        if wanted != self.runtime:
            self.use_runtime(wanted)
        on_cpu = torch.device(device).type == "cpu"
        self.segmentation_batch_size = CPU_SEGMENTATION_BATCH if on_cpu else self._configured_batches[0]
        self.embedding_batch_size = CPU_EMBEDDING_BATCH if on_cpu else self._configured_batches[1]
        return super().to(device)


def embed_segment(pipeline: SpeakerDiarization, file: Any, segment: Segment) -> np.ndarray | None:
    """One embedding of a stretch of `file`'s audio by the pipeline's own embedding network (any pyannote
    speaker-diarization pipeline has one), or None for a stretch too short to embed (under 0.1 s)."""
    if segment.duration < 0.1:
        return None
    waveform, _ = pipeline._audio.crop(file, segment, mode="pad")  # the last turn may end a frame past the file
    with torch.inference_mode():
        embedding = pipeline._embedding(waveform[None].float())
    return np.asarray(embedding)[0] if len(embedding) else None


def runtime_for(device: torch.device | str, onnx_available: bool) -> str:
    """ONNX Runtime on the CPU (faster than torch's eager kernels there) when the directory has the verified ONNX
    files; CUDA, ROCm, MPS and XPU keep torch, whose kernels for those devices ONNX Runtime's CPU build lacks."""
    return "onnx" if onnx_available and torch.device(device).type == "cpu" else "torch"


def _local_directory(model: Any) -> Path | None:
    """The pipeline directory a `$model/<sub>` entry came from (pyannote expands it to a checkpoint + subfolder)."""
    if isinstance(model, dict) and model.get("checkpoint") is not None and Path(model["checkpoint"]).is_dir():
        return Path(model["checkpoint"])
    return None
