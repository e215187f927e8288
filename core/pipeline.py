"""One job, start to finish, in the current process: decode -> transcribe (and diarize alongside) -> cues -> files.

The CLI calls `run_job` directly; the GUI calls it inside a spawned worker. Either way nothing is written until
every stage has succeeded, and then all outputs appear atomically (core.writers).
"""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import numpy as np

from core import compute
from core.audio_format import SAMPLE_RATE
from core.engines import load_engine
from core.events import EventSink, Log, Progress, ProgressStage, SegmentDecoded, ignore
from core.jobs import JobResult, JobSpec
from core.media import decode_audio
from core.options import TranscribeOptions
from core.types import Segment, SpeakerVoice, Transcript, rename_speakers

if TYPE_CHECKING:
    from core.diarization import Diarization


@dataclass(frozen=True, slots=True)
class _Asr:
    transcript: Transcript
    fallback: str | None


def _stage_progress(on_event: EventSink, stage: str) -> Callable[[float], None]:
    return lambda fraction: on_event(Progress(stage, max(0.0, min(1.0, fraction))))


def transcribe_audio(
    audio: np.ndarray, spec: JobSpec, job_plan: compute.JobPlan, on_event: EventSink = ignore
) -> _Asr:
    """Load the engine the plan names and stream its segments out as events; on a GPU failure, redo it on the CPU."""
    duration = len(audio) / SAMPLE_RATE
    options = TranscribeOptions(language=spec.language, vad=spec.vad)

    def attempt(stage: compute.StagePlan) -> Transcript:
        on_event(Progress(ProgressStage.LOADING, 0.0, f"{stage.engine} {spec.model} on {stage.device}"))
        model_path = compute.model_path(stage.engine, spec,
                                        on_progress=_stage_progress(on_event, ProgressStage.LOADING))
        started = time.perf_counter()
        engine = load_engine(
            stage.engine,
            model_path,
            model_name=spec.model,
            device=stage.device,
            compute_type=stage.compute_type,
            cpu_threads=stage.threads,
        )
        loaded = time.perf_counter()
        on_event(Progress(ProgressStage.TRANSCRIBING, 0.0))
        try:
            info, stream = engine.transcribe(audio, options)
            segments: list[Segment] = []
            for segment in stream:
                segments.append(segment)
                on_event(SegmentDecoded(segment))
                on_event(Progress(ProgressStage.TRANSCRIBING, min(1.0, segment.end / max(duration, 1e-6))))
        finally:
            engine.close()
        on_event(Progress(ProgressStage.TRANSCRIBING, 1.0))
        return Transcript(
            segments=tuple(segments),
            language=info.language,
            duration=duration,
            engine=stage.engine,
            model=spec.model,
            device=stage.device,
            compute_type=engine.compute_type,
            options={"transcribe": compute.as_dict(options), "rules": compute.as_dict(spec.rules)},
            timings={"load": loaded - started, "transcribe": time.perf_counter() - loaded},
        )

    transcript, used, reason = compute.with_cpu_fallback(job_plan.asr, attempt)
    if reason:
        on_event(Log("warning", f"transcription fell back to the CPU: {reason}"))
    return _Asr(transcript.replace(device=used.device), reason)


def diarize_audio(
    audio: np.ndarray, spec: JobSpec, job_plan: compute.JobPlan, on_event: EventSink = ignore
) -> tuple[Diarization, str | None, float]:
    """Who spoke when, with the CPU fallback; returns (diarization, fallback reason, seconds spent)."""
    from core.diarization import DiarizationOptions, run_diarization

    started = time.perf_counter()
    options = DiarizationOptions(
        model=spec.diarization_model or compute.default_diarization_model(spec.cache_dir),
        num_speakers=spec.num_speakers,
        min_speakers=spec.min_speakers,
        max_speakers=spec.max_speakers,
        cache_dir=spec.cache_dir,
        offline=spec.offline,
    )

    def attempt(stage: compute.StagePlan) -> Diarization:
        return run_diarization(audio, options, device=stage.device, threads=stage.threads,
                               on_progress=_stage_progress(on_event, ProgressStage.DIARIZING))

    result, _used, reason = compute.with_cpu_fallback(job_plan.diarization, attempt)
    if reason:
        on_event(Log("warning", f"diarization fell back to the CPU: {reason}"))
    return result, reason, time.perf_counter() - started


def run_job(spec: JobSpec, on_event: EventSink = ignore) -> JobResult:
    """Run one job. Raises a core.errors.SubtitlerError subclass; on any error no output file is left."""
    from core.cues import make_cues
    from core.writers import check_targets, write_outputs

    started = time.perf_counter()
    source = spec.input_path
    directory = spec.target_dir
    check_targets(directory, spec.output_stem, spec.formats, overwrite=spec.overwrite)

    on_event(Progress(ProgressStage.DECODING, 0.0))
    audio = decode_audio(source, on_progress=_stage_progress(on_event, ProgressStage.DECODING))
    decoded = time.perf_counter()
    job_plan = compute.plan_job(spec)
    for warning in job_plan.warnings:
        on_event(Log("warning", warning))

    diarization: Diarization | None = None
    diar_reason: str | None = None
    diarization_time = 0.0
    overlapped = compute.overlap_plan(job_plan) if spec.diarize else None
    if overlapped is not None:
        # Diarization in a second thread while the engine transcribes: both release the GIL in their kernels.
        job_plan = overlapped
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="diarize") as pool:
            future: Future = pool.submit(diarize_audio, audio, spec, job_plan, on_event)
            asr = transcribe_audio(audio, spec, job_plan, on_event)
            diarization, diar_reason, diarization_time = future.result()
    else:
        asr = transcribe_audio(audio, spec, job_plan, on_event)
        if spec.diarize:
            on_event(Progress(ProgressStage.DIARIZING, 0.0))
            diarization, diar_reason, diarization_time = diarize_audio(audio, spec, job_plan, on_event)
    fallbacks = [f"transcription: {asr.fallback}"] if asr.fallback else []
    if diar_reason:
        fallbacks.append(f"diarization: {diar_reason}")

    transcript = asr.transcript
    if diarization is not None:
        from core.speakers import label_segments

        # Words go by the exclusive turns (one speaker at a time); the outputs keep the overlap-aware turns.
        transcript = transcript.replace(
            segments=label_segments(transcript.segments, diarization.exclusive),
            turns=diarization.turns,
            voices={label: SpeakerVoice(centroid) for label, centroid in diarization.voices.items()},
            embedder=diarization.embedder,
        )
    if spec.known_voices and diarization is not None:
        from core.voices import VoiceBook, apply_known_voices

        transcript, matches = apply_known_voices(transcript, spec.names, VoiceBook())
        for m in matches:
            on_event(Log("info", f"recognised {m.speaker} as {m.name} (voice similarity {m.similarity:.2f})"))
    elif spec.speaker_names:
        transcript = rename_speakers(transcript, spec.names)
    timings = dict(transcript.timings) | {"decode": decoded - started}
    if spec.diarize:
        timings["diarize"] = diarization_time

    on_event(Progress(ProgressStage.WRITING, 0.0))
    cues = make_cues(transcript.words, spec.rules, until=transcript.duration)
    transcript = transcript.replace(timings=timings, fallbacks=tuple(fallbacks))
    outputs = write_outputs(
        transcript, cues, directory, spec.output_stem, spec.formats, overwrite=spec.overwrite, rules=spec.rules
    )
    on_event(Progress(ProgressStage.WRITING, 1.0))
    wall = time.perf_counter() - started
    return JobResult(
        input=str(source),
        outputs=tuple(str(p) for p in outputs),
        duration=transcript.duration,
        wall_time=wall,
        language=transcript.language,
        device=transcript.device,
        engine=transcript.engine,
        model=transcript.model,
        speakers=transcript.speakers,
        fallbacks=transcript.fallbacks,
        timings=timings | {"total": wall},
    )

