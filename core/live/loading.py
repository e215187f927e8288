"""The live captioners from an offline job's settings: the same plan (core.compute), model resolution and engine
loading as core.pipeline.transcribe_audio, so a model the queue can use captions live too, on the same device.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.errors import EngineError, ModelIntegrityError
from core.jobs import JobSpec
from core.live.types import OnlineSpeakers, StreamingTranscriber


@dataclass(frozen=True)
class Captioners:
    """A loaded streaming transcriber (and online speakers, where asked), what the JSON records of them, and how to
    let their models go."""

    transcriber: StreamingTranscriber
    speakers: OnlineSpeakers | None
    about: dict[str, Any] = field(default_factory=dict)
    close: Callable[[], None] = lambda: None


def load_captioners(job: JobSpec) -> Captioners:
    """Load the job's Whisper engine for streaming (the plan's ASR stage: engine, device, compute type, threads) and,
    with `diarize`, the online speakers. Raises the offline job's errors for a model that cannot be had or loaded."""
    from core import compute
    from core.engines import load_engine
    from core.models.folder_check import check_model_files
    from core.options import TranscribeOptions

    try:
        from core.live.transcriber import WhisperStreaming
    except ImportError:
        raise EngineError("live captions are not available in this version (no streaming transcriber); record "
                          "only, and caption the recording in the queue") from None
    stage = compute.plan_job(job).asr
    path = compute.model_path(stage.engine, job)
    check_model_files(stage.engine, path, job.model, offline=job.offline, cache_dir=job.cache_dir)
    try:
        engine = load_engine(stage.engine, path, model_name=job.model, device=stage.device,
                             compute_type=stage.compute_type, cpu_threads=stage.threads)
    except (RuntimeError, ValueError, OSError) as error:
        raise ModelIntegrityError(f"the model {job.model} could not be loaded ({error}); it may be damaged: "
                                  "download it again or prepare it anew") from None
    options = TranscribeOptions(language=job.language, task=job.task, vad=job.vad, initial_prompt=job.prompt,
                                vocabulary=job.vocabulary)
    speakers = load_speakers(job) if job.diarize else None
    about = {"engine": stage.engine, "model": job.model, "device": stage.device,
             "compute_type": engine.compute_type}
    return Captioners(WhisperStreaming(engine, options), speakers, about, engine.close)


def load_speakers(job: JobSpec) -> OnlineSpeakers:
    """The online speakers with the embedding of the job's speaker pipeline."""
    try:
        from core.live.speakers import load_online_speakers
    except ImportError:
        raise EngineError("naming speakers live is not available in this version; leave speakers off, and find "
                          "them in the queue afterwards") from None
    loaded: OnlineSpeakers = load_online_speakers(job)
    return loaded
