"""The live captioners from an offline job's settings: the same plan (core.compute), model resolution and engine
loading as core.pipeline.transcribe_audio, so a model the queue can use captions live too, on the same device.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core import compute
from core.engines.base import Transcriber
from core.errors import ModelIntegrityError, ModelNotFoundError
from core.jobs import JobSpec
from core.live.types import OnlineSpeakers, StreamingTranscriber
from platform_utils import StagePlan


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
    from core.engines import load_engine
    from core.live.transcriber import WhisperStreaming
    from core.models.folder_check import check_model_files
    from core.options import TranscribeOptions
    from platform_utils.failures import classify_gpu_error

    plan = compute.plan_job(job)

    def attempt(stage: StagePlan) -> Transcriber:
        path = compute.model_path(stage.engine, job)
        check_model_files(stage.engine, path, job.model, offline=job.offline, cache_dir=job.cache_dir)
        try:
            return load_engine(stage.engine, path, model_name=job.model, device=stage.device,
                               compute_type=stage.compute_type, cpu_threads=stage.threads)
        except (RuntimeError, ValueError, OSError) as error:
            if classify_gpu_error(error) is not None:
                raise  # a GPU's failure: loaded again on the CPU (compute.with_cpu_fallback)
            raise ModelIntegrityError(f"the model {job.model} could not be loaded ({error}); it may be damaged: "
                                      "download it again or prepare it anew") from None

    engine, used, fallback = compute.with_cpu_fallback(plan.asr, attempt)
    try:
        speakers = load_speakers(job, plan.diarization.threads) if job.diarize else None
    except BaseException:
        engine.close()
        raise
    options = TranscribeOptions(language=job.language, task=job.task, vad=job.vad, initial_prompt=job.prompt,
                                vocabulary=job.vocabulary)
    about = {"engine": used.engine, "model": job.model, "device": used.device, "compute_type": engine.compute_type,
             "fallback": fallback or ""}
    return Captioners(WhisperStreaming(engine, options), speakers, about, engine.close)


def speaker_pipeline_dir(job: JobSpec) -> Path:
    """The offline speaker pipeline whose CAM++ embedding (ONNX) names speakers live: the job's when it names one,
    else the one this app ships, else a checkout's .models. Raises ModelNotFoundError where none has it."""
    from core.diarization.onnx_models import FRAMES_ONNX
    from core.model_names import OFFLINE_DIARIZATION_DIR
    from core.models.bundled import bundled_diarization
    from core.models.readiness import default_models_dirs

    if job.diarization_model:  # the one named, or none: never another in its place
        candidates = [Path(job.diarization_model).expanduser()]
    else:
        candidates = [p for p in (bundled_diarization(),) if p is not None]
        candidates += [folder / OFFLINE_DIARIZATION_DIR for folder in default_models_dirs()]
    for folder in candidates:
        if (folder / FRAMES_ONNX).is_file():
            return folder
    named = f" ({job.diarization_model} has no {FRAMES_ONNX})" if job.diarization_model else ""
    raise ModelNotFoundError(f"naming speakers live needs an offline speaker pipeline{named}; build one with "
                             "`whisper-subtitler models prepare-offline DIR` and name DIR/diarization, or leave "
                             "speakers off and find them in the queue afterwards")


def load_speakers(job: JobSpec, threads: int = 0) -> OnlineSpeakers:
    """Online speakers with the CAM++ embedding of the job's speaker pipeline; with `known_voices`, remembered
    voices are named as they speak."""
    from core.live.speakers import CampPlusEmbedder, CentroidSpeakers
    from core.voices import Voice, VoiceBook

    voices: tuple[Voice, ...] = VoiceBook().voices() if job.known_voices else ()
    return CentroidSpeakers(CampPlusEmbedder(speaker_pipeline_dir(job), threads=threads), voices=voices)
