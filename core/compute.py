"""The pipeline's one doorway to platform_utils and the model store: which engine and device each stage uses,
where its weights are, and the CPU retry when a GPU fails."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import platform_utils
from core.engines.registry import AUTO, ENGINES, lineup
from core.jobs import JobSpec
from core.model_names import DEFAULT_DIARIZATION_MODEL
from platform_utils import Plan as JobPlan
from platform_utils import Runtime, StagePlan
from platform_utils.facts import Backend

T = TypeVar("T")


def engine_for_model(spec: JobSpec) -> str:
    """A local model path decides the engine when the user left it on auto: the first engine whose models look like
    it (a folder is a CTranslate2 conversion, a .pt file an openai-whisper checkpoint)."""
    if spec.engine != AUTO:
        return spec.engine
    path = Path(spec.model).expanduser()
    return next((engine.name for engine in ENGINES if engine.files.looks_like(path)), AUTO)


def plan_job(spec: JobSpec) -> JobPlan:
    """Plan from the spec alone: the CLI or GUI already merged flags, environment and settings into it, and
    recorded where each value came from, so the plan's warnings name that source."""
    preference = platform_utils.Preference(spec.backend, spec.use_cuda, spec.source("backend"), spec.source("use_cuda"))
    # Asked for the CPU, or auto where the system shows no GPU: no GPU fact matters, so torch is not imported for the
    # plan (a faster-whisper job without diarization then never imports it).
    found = platform_utils.probe_for(preference.requested)
    batching = platform_utils.BatchRequest(spec.batched, spec.batch_size, spec.vad)
    chosen = platform_utils.plan(found, preference, lineup(), asr_engine=engine_for_model(spec), batching=batching)
    if spec.compute_type and spec.compute_type != chosen.asr.compute_type:
        chosen = dataclasses.replace(chosen, asr=dataclasses.replace(chosen.asr, compute_type=spec.compute_type))
    return chosen


def with_cpu_fallback(stage: StagePlan, attempt: Callable[[StagePlan], T]) -> tuple[T, StagePlan, str | None]:
    return platform_utils.run_with_cpu_fallback(stage, attempt)


def model_path(engine: str, spec: JobSpec, on_progress: Callable[[float], None] | None = None) -> Path:
    from core.models import resolve_model

    def bytes_progress(done: int, total: int) -> None:
        if on_progress is not None and total:
            on_progress(done / total)

    return resolve_model(
        engine,
        spec.model,
        offline=spec.offline,
        cache_dir=Path(spec.cache_dir) if spec.cache_dir else None,
        on_progress=bytes_progress,
    )


def default_diarization_model(cache_dir: str | Path | None = None) -> str:
    """The pipeline a job uses when nobody named one (a name in Settings or --diarization-model always wins):
    the installed app's own copy of community-1 where its build shipped one (installers/community.py); else
    community-1 from the hub, unless the app ships the offline pipeline and community-1 is not downloaded: then the
    shipped one, so a fresh install labels speakers with no token and no network."""
    from core.models.bundled import bundled_community, bundled_diarization

    community = bundled_community()
    if community is not None:
        return str(community)
    shipped = bundled_diarization()
    if shipped is None:
        return DEFAULT_DIARIZATION_MODEL
    from core.diarization.hub import fetch_hub_pipeline
    from core.errors import ModelError

    try:
        fetch_hub_pipeline(DEFAULT_DIARIZATION_MODEL, cache_dir=cache_dir, offline=True)
    except ModelError:
        return str(shipped)
    return DEFAULT_DIARIZATION_MODEL


MIN_OVERLAP_CORES = 2  # on the CPU: one for each stage


def overlap_plan(job_plan: JobPlan) -> JobPlan | None:
    """The plan for running diarization beside transcription, or None to run them one after the other.

    Stages on different devices always overlap. On one GPU they overlap too: each stage's CPU-side work (feature
    extraction, beam search bookkeeping, clustering) fills the other's gaps. On the CPU they overlap with at least 2
    cores and a CTranslate2 ASR engine (its own thread pool), and then split the cores between them, since two stages
    each using every core only fight. Two cores split one each beat both stages on both cores in turn: neither stage
    keeps a second core busy (docs/GPU.md, "Transcription and diarization at the same time").
    WHISPER_SUBTITLER_OVERLAP=1/0 forces it either way (the benchmarks measure both).
    """
    forced = os.environ.get("WHISPER_SUBTITLER_OVERLAP", "").strip().lower()
    if forced in ("0", "false", "no", "off"):
        return None
    asr, diarization = job_plan.asr, job_plan.diarization
    if asr.device != diarization.device or asr.backend != Backend.CPU:
        return job_plan
    cores = max(asr.threads, diarization.threads, 1)
    if forced not in ("1", "true", "yes", "on") and (cores < MIN_OVERLAP_CORES or asr.runtime != Runtime.CT2):
        return None
    asr_threads = max(1, cores // 2)
    return dataclasses.replace(
        job_plan,
        asr=dataclasses.replace(asr, threads=asr_threads),
        diarization=dataclasses.replace(diarization, threads=max(1, cores - asr_threads)),
    )


def as_dict(obj: Any) -> dict[str, Any]:
    return dataclasses.asdict(obj)
