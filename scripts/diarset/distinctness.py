"""How far apart the set's voices are for a speaker embedding, measured on the mixed recordings themselves.

Real people differ: to CAM++, two people in one room (pyannote's sample) are 0.42 apart in cosine similarity and one
stretch of a person is 0.74-0.86 from another stretch of the same person. A synthetic voice that sits as close to
another voice as to itself is a near-twin no real conversation has, and tuning on it teaches a clustering to split
real people. bench/diarset_voices.py prints this table; tests/test_diarization_set.py holds the set to it.
"""

from __future__ import annotations

import json
import wave
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .rttm import reference_turns

RATE = 16_000


@dataclass(frozen=True)
class VoiceDistance:
    voice: str
    same: float | None  # mean similarity of the voice's per-recording centroids; None if it is in one recording
    nearest: float  # highest similarity of one of its centroids to another voice's centroid
    nearest_voice: str


def campplus_embedder(checkpoint: Path) -> Callable[[np.ndarray], np.ndarray]:
    """The project's CAM++ (a pyannote checkpoint) as a function: 16 kHz mono clip -> 192-d embedding.

    Where the pipeline's ONNX export of it lies beside the checkpoint (frames.onnx, pooling.onnx: `models
    prepare-offline`), the network runs on ONNX Runtime, as a CPU job's diarization runs it: the same network (the
    export is checked to 1e-3 against torch, SOURCES.txt; on the set's clips they agree to 1e-5) for about an eighth of
    the CPU time torch's eager kernels take on clips of every length."""
    import torch
    from pyannote.audio import Model

    from core.diarization.embedding import CamPlusPlusEmbedding
    from core.diarization.onnx_models import FRAMES_ONNX, POOLING_ONNX, OnnxCamPlusPlus

    loaded = Model.from_pretrained(checkpoint)
    if loaded is None:
        raise ValueError(f"{checkpoint}: not a pyannote model checkpoint")
    model = loaded.eval()
    directory = Path(checkpoint).parent
    exported = all((directory / name.name).is_file() for name in (FRAMES_ONNX, POOLING_ONNX))
    if exported and isinstance(model, CamPlusPlusEmbedding):
        model = OnnxCamPlusPlus(model, directory).eval()

    def embed(audio: np.ndarray) -> np.ndarray:
        with torch.inference_mode():
            return model(torch.from_numpy(np.ascontiguousarray(audio, np.float32)).reshape(1, 1, -1))[0].numpy()

    return embed


def clean_stretches(rttm: Path, min_seconds: float = 1.5) -> list[tuple[str, float, float]]:
    """(voice, start, end) of every reference turn that no other turn overlaps and that lasts `min_seconds`."""
    turns = [(t.speaker, t.start, t.end) for t in reference_turns(rttm)]
    out = []
    for speaker, start, end in turns:
        others = [(s, e) for sp, s, e in turns if (sp, s, e) != (speaker, start, end) and s < end and e > start]
        if not others and end - start >= min_seconds:
            out.append((speaker, start, end))
    return out


def voice_centroids(
    root: Path, embed: Callable[[np.ndarray], np.ndarray], per_recording: int = 3
) -> dict[tuple[str, str], np.ndarray]:
    """(voice, recording) -> unit mean embedding of the voice's first `per_recording` clean stretches there."""
    manifest = json.loads((root / "manifest.json").read_text())
    per_file: dict[tuple[str, str], list[np.ndarray]] = defaultdict(list)
    for entry in manifest["files"]:
        with wave.open(str(root / entry["path"])) as handle:
            audio = np.frombuffer(handle.readframes(handle.getnframes()), np.int16).astype(np.float32) / 32768
        for speaker, start, end in clean_stretches(root / entry["rttm"]):
            if len(per_file[(speaker, entry["name"])]) < per_recording:
                per_file[(speaker, entry["name"])].append(embed(audio[int(start * RATE) : int(end * RATE)]))
    means = {key: np.mean(rows, axis=0) for key, rows in per_file.items()}
    return {key: row / np.linalg.norm(row) for key, row in means.items()}


def distances(centroids: dict[tuple[str, str], np.ndarray]) -> list[VoiceDistance]:
    out = []
    for voice in sorted({v for v, _ in centroids}):
        own = [row for (name, _), row in centroids.items() if name == voice]
        same = [float(a @ b) for i, a in enumerate(own) for b in own[i + 1 :]]
        best, nearest = max(
            (float(a @ b), other) for a in own for (other, _), b in centroids.items() if other != voice
        )
        out.append(VoiceDistance(voice, float(np.mean(same)) if same else None, best, nearest))
    return out
