"""Who spoke when: load a pyannote pipeline (hub repo or local directory) and run it on audio already in memory.

The decoded 16 kHz array goes to pyannote as a tensor (`{"waveform", "sample_rate"}`), so the file is decoded once
for transcription and diarization together. torch and pyannote are imported inside functions, keeping
`import core.diarization` cheap for the GUI process.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from core.audio_format import SAMPLE_RATE
from core.diarization.hub import resolve_pipeline
from core.diarization.options import DiarizationOptions
from core.diarization.progress import ProgressHook
from core.errors import InvalidOptionError, ModelError
from core.types import SpeakerTurn, Word

# Shorter than one 25 ms analysis window: there is nothing to diarize.
MIN_SAMPLES = 400


@dataclass(frozen=True, slots=True)
class Diarization:
    """`turns` may overlap (two people at once): what RTTM and JSON carry. `exclusive` gives each instant to at most
    one speaker, which is what word assignment wants. Both are sorted by start time. `voices` maps each speaker to
    its embedding centroid (unit length), for recognising a remembered voice; empty where the pipeline gives none."""

    turns: tuple[SpeakerTurn, ...]
    exclusive: tuple[SpeakerTurn, ...]
    voices: Mapping[str, tuple[float, ...]] = field(default_factory=dict)
    embedder: str = ""

    @property
    def speakers(self) -> tuple[str, ...]:
        return tuple(sorted({t.speaker for t in self.turns}))


def _telemetry_off() -> None:
    """pyannote enables usage metrics by default (telemetry/config.yaml); switch them off for this process."""
    from pyannote.audio.telemetry import set_telemetry_metrics

    set_telemetry_metrics(False)


def load_pipeline(options: DiarizationOptions, device: str = "cpu",
                  on_download: Callable[[float], None] | None = None, threads: int = 0) -> Any:
    """The pyannote pipeline `options.model` names, on `device` ("cpu", "cuda:0", "mps", ...).

    An offline pipeline directory runs its networks through ONNX Runtime on the CPU, with `threads` threads (the
    planned CPU threads; 0: one per physical core), and through torch on any other device.
    Errors moving it to the device are left as they are, for the caller's CPU fallback to classify.
    """
    import torch

    from core.diarization.local_pipeline import AgglomerativeSpeakerDiarization
    from platform_utils.cpu import inference_threads

    config = resolve_pipeline(
        options.model,
        cache_dir=options.cache_dir,
        offline=options.offline,
        endpoint=options.endpoint,
        on_progress=on_download,
    )
    _telemetry_off()
    from pyannote.audio import Pipeline

    try:
        pipeline = Pipeline.from_pretrained(config)  # on the CPU: any failure here is the files', not the device's
    except Exception as error:
        raise ModelError(
            f"cannot load the diarization pipeline: {type(error).__name__}: {error}", str(config.parent)
        ) from error
    if pipeline is None:
        raise ModelError("pyannote could not load the diarization pipeline", str(config.parent))
    if isinstance(pipeline, AgglomerativeSpeakerDiarization):
        pipeline.set_cpu_threads(threads or inference_threads())
    return pipeline.to(torch.device(device))


def _turns(annotation: Any, duration: float) -> tuple[SpeakerTurn, ...]:
    """Turns sorted by time and clipped to the audio (pyannote's frames may run past the last sample)."""
    turns = []
    for segment, _track, label in annotation.itertracks(yield_label=True):
        start, end = max(0.0, float(segment.start)), min(duration, float(segment.end))
        if end > start:
            turns.append(SpeakerTurn(start=start, end=end, speaker=str(label)))
    return tuple(sorted(turns, key=lambda t: (t.start, t.end, t.speaker)))


def _voices(output: Any) -> dict[str, tuple[float, ...]]:
    """Speaker -> unit-length centroid. pyannote orders `speaker_embeddings` as `speaker_diarization.labels()` and pads
    with zero rows for speakers clustering never saw; those (and NaN rows) have no usable voice."""
    centroids = getattr(output, "speaker_embeddings", None)
    if centroids is None:
        return {}
    voices = {}
    rows = np.asarray(centroids, dtype=np.float64)
    for label, row in zip(output.speaker_diarization.labels(), rows, strict=False):  # rows past the labels: padding
        norm = float(np.linalg.norm(row))
        if np.isfinite(norm) and norm > 0:
            voices[str(label)] = tuple(float(x) for x in row / norm)
    return voices


def _embedder(pipeline: Any) -> str:
    """Which embedding network made the centroids: their spaces differ between networks, not between the runtimes
    (torch, ONNX Runtime) or devices one network runs on. Our models say it (`voice_space`); others by class."""
    embedding = getattr(pipeline, "_embedding", None)
    model = getattr(embedding, "model_", None)
    if model is None:
        return ""
    space = getattr(model, "voice_space", None) or type(model).__name__
    return f"{space}/{getattr(embedding, 'dimension', '?')}"


# Gives the transcript's words when they are known (blocking while a transcription running alongside finishes), or
# None where there are none to use.
WordSource = Callable[[], "Sequence[Word] | None"]


def _with_words(pipeline: Any, file: dict[str, Any], output: Any, words: Sequence[Word] | None,
                options: DiarizationOptions) -> Any:
    """The pipeline's output after the words' look at its turns; as it was where there are no words, or where the
    pipeline gives no speaker centroids to compare with."""
    from pyannote.audio.pipelines.speaker_diarization import DiarizeOutput

    from core.diarization.local_pipeline import embed_segment
    from core.diarization.word_turns import refine_with_words

    if not words or not isinstance(output, DiarizeOutput) or not hasattr(pipeline, "_embedding"):
        return output
    may_add = options.num_speakers is None and (options.max_speakers or 2) >= 2
    return refine_with_words(output, words, lambda segment: embed_segment(pipeline, file, segment),
                             may_add_speaker=may_add)


def _check_audio(audio: np.ndarray) -> np.ndarray:
    if not isinstance(audio, np.ndarray) or audio.ndim != 1:
        shape = getattr(audio, "shape", type(audio).__name__)
        raise InvalidOptionError(f"diarization needs mono audio as a 1-D array of 16 kHz samples, got {shape}")
    if not np.issubdtype(audio.dtype, np.floating):
        raise InvalidOptionError(f"diarization needs float samples in [-1, 1], got {audio.dtype}")
    return np.ascontiguousarray(audio, dtype=np.float32)


def run_diarization(
    audio: np.ndarray,
    options: DiarizationOptions,
    *,
    device: str = "cpu",
    on_progress: Callable[[float], None] | None = None,
    on_download: Callable[[float], None] | None = None,
    pipeline: Any = None,
    threads: int = 0,
    words: WordSource | None = None,
) -> Diarization:
    """Diarize 16 kHz mono float32 `audio`. Pass a `pipeline` from `load_pipeline` to reuse a loaded one (it stays
    on the device it was loaded to; `device` and `on_download` are then unused). `words` gives the transcript's
    words once they are known (it may wait for a transcription running alongside, and gives None when there are
    none): the turns then get a look with the words (core.diarization.word_turns)."""
    import torch

    from platform_utils.runtime import PeriodicTrim

    audio = _check_audio(audio)
    hook = ProgressHook(on_progress, after_batch=PeriodicTrim())
    if pipeline is None:
        pipeline = load_pipeline(options, device, on_download, threads)
    if audio.shape[0] < MIN_SAMPLES:
        hook.report(1.0)
        return Diarization((), ())
    file = {"waveform": torch.from_numpy(audio)[None], "sample_rate": SAMPLE_RATE, "uri": "audio"}
    output = pipeline(file, hook=hook, **options.speaker_bounds())
    if words is not None:
        output = _with_words(pipeline, file, output, words(), options)
    hook.report(1.0)
    duration = audio.shape[0] / SAMPLE_RATE
    return Diarization(
        _turns(output.speaker_diarization, duration),
        _turns(output.exclusive_speaker_diarization, duration),
        _voices(output),
        _embedder(pipeline),
    )


def diarize(
    audio: np.ndarray,
    options: DiarizationOptions,
    on_progress: Callable[[float], None] | None = None,
    *,
    device: str = "cpu",
    on_download: Callable[[float], None] | None = None,
    pipeline: Any = None,
    threads: int = 0,
) -> tuple[SpeakerTurn, ...]:
    """The exclusive (non-overlapping) speaker turns of `audio`, ready for `core.speakers.assign_speakers`."""
    return run_diarization(
        audio, options, device=device, on_progress=on_progress, on_download=on_download,
        pipeline=pipeline, threads=threads,
    ).exclusive

