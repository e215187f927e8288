"""From a probe and a preference to one plan per stage: engine, device, precision and threads.

`STAGE_TABLE` is the single place that says what runs where (docs/GPU.md shows the same table). For each backend
it lists the ASR choices best first; a choice that needs CTranslate2 on the GPU is skipped when CTranslate2 cannot
use it (ROCm torch with a CUDA build of CTranslate2, or cuBLAS/cuDNN missing).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from platform_utils.facts import BACKEND_ORDER, Probe
from platform_utils.preference import Preference, PreferenceError

ASR_ENGINES = ("auto", "faster-whisper", "openai-whisper")
DIARIZATION_ENGINE = "pyannote"


@dataclass(frozen=True)
class StagePlan:
    stage: str  # "asr" | "diarization"
    backend: str  # cuda | rocm | mps | xpu | cpu: whose device this stage uses
    device: str  # what to hand the engine: "cuda:0" (ROCm too), "mps", "xpu:0", "cpu"
    engine: str  # faster-whisper | openai-whisper | pyannote
    compute_type: str  # CTranslate2's compute type, or torch precision for torch engines
    torch_dtype: str  # "float16" / "float32" for torch engines, "" for CTranslate2
    threads: int  # CPU threads (0 = the library's default, for GPU stages)
    reason: str
    env: tuple[tuple[str, str], ...] = ()  # variables the worker sets before importing torch

    @property
    def on_gpu(self) -> bool:
        return self.device != "cpu"


@dataclass(frozen=True)
class Plan:
    requested: str  # what the preference asked for (after the legacy rule)
    backend: str  # the backend used
    asr: StagePlan
    diarization: StagePlan
    warnings: tuple[str, ...] = ()
    reason: str = ""  # why this backend

    @property
    def stages(self) -> tuple[StagePlan, StagePlan]:
        return (self.asr, self.diarization)


@dataclass(frozen=True)
class Choice:
    engine: str
    on_gpu: bool
    compute_type: str
    why: str
    needs_ct2_gpu: bool = False


MPS_ENV = (("PYTORCH_ENABLE_MPS_FALLBACK", "1"),)

# backend -> (ASR choices best first, diarization choice)
STAGE_TABLE: dict[str, tuple[tuple[Choice, ...], Choice]] = {
    "cuda": (
        (Choice("faster-whisper", True, "float16", "CTranslate2 float16 is the fastest Whisper on NVIDIA",
                needs_ct2_gpu=True),
         Choice("openai-whisper", True, "float16", "CTranslate2 cannot use this GPU, torch can")),
        Choice(DIARIZATION_ENGINE, True, "float32", "pyannote on the GPU"),
    ),
    "rocm": (
        (Choice("faster-whisper", True, "float16", "this CTranslate2 sees the AMD GPU", needs_ct2_gpu=True),
         Choice("openai-whisper", True, "float16", "openai-whisper on torch-ROCm (CTranslate2 sees no AMD GPU)")),
        Choice(DIARIZATION_ENGINE, True, "float32", "pyannote on torch-ROCm"),
    ),
    "mps": (
        (Choice("faster-whisper", False, "int8",
                "faster-whisper int8 on the CPU outruns openai-whisper on MPS (docs/GPU.md)"),),
        Choice(DIARIZATION_ENGINE, True, "float32", "pyannote on MPS (float32; unsupported ops fall back to the CPU)"),
    ),
    "xpu": (
        (Choice("openai-whisper", True, "float32", "openai-whisper on the Intel GPU (CTranslate2 has no XPU)"),),
        Choice(DIARIZATION_ENGINE, True, "float32", "pyannote on the Intel GPU"),
    ),
    "cpu": (
        (Choice("faster-whisper", False, "int8", "faster-whisper int8 is the fastest Whisper on CPUs"),),
        Choice(DIARIZATION_ENGINE, False, "float32", "pyannote on the CPU"),
    ),
}


def _device(probe: Probe, backend: str) -> str:
    devices = probe.backends[backend].devices
    return devices[0].device if devices else backend


def _ct2_cpu_type(probe: Probe) -> str:
    """int8 where CTranslate2 has int8 kernels for this CPU (it almost always does), else float32."""
    types = probe.ct2.cpu_compute_types
    return "int8" if not types or "int8" in types else "float32"


def _ct2_gpu_type(probe: Probe) -> str:
    types = probe.ct2.cuda_compute_types
    for wanted in ("float16", "int8_float16", "int8", "float32"):
        if not types or wanted in types:
            return wanted
    return "float32"


def _torch_half_ok(probe: Probe, backend: str) -> bool:
    """float16 where the GPU has fast half precision: NVIDIA compute capability 7.0+ (tensor cores), any ROCm GPU."""
    if backend == "rocm":
        return True
    if backend != "cuda":
        return False
    devices = probe.backends[backend].devices
    if not devices or not devices[0].capability:
        return True
    try:
        return float(devices[0].capability) >= 7.0
    except ValueError:
        return True


def _stage(probe: Probe, stage: str, backend: str, choice: Choice, reason: str | None = None) -> StagePlan:
    if not choice.on_gpu:
        ct2 = choice.engine == "faster-whisper"
        compute = _ct2_cpu_type(probe) if ct2 else "float32"
        return StagePlan(stage, "cpu", "cpu", choice.engine, compute, "" if ct2 else compute, probe.cpu.threads,
                         reason or choice.why)
    if choice.engine == "faster-whisper":
        compute, dtype = _ct2_gpu_type(probe), ""
    else:
        compute = choice.compute_type
        if compute == "float16" and not _torch_half_ok(probe, backend):
            compute = "float32"
        dtype = compute
    env = MPS_ENV if backend == "mps" else ()
    return StagePlan(stage, backend, _device(probe, backend), choice.engine, compute, dtype, 0, reason or choice.why,
                     env)


def _asr(probe: Probe, backend: str, engine: str) -> tuple[StagePlan, str | None]:
    """The ASR stage for `backend`, honouring a forced engine; returns a warning when the engine forces the CPU."""
    choices, _ = STAGE_TABLE[backend]
    ct2_ok = probe.ct2.gpu_usable
    if engine == "auto":
        for choice in choices:
            if not choice.needs_ct2_gpu or ct2_ok:
                return _stage(probe, "asr", backend, choice), None
        raise AssertionError(f"STAGE_TABLE[{backend!r}] has no choice without CTranslate2 on the GPU")
    if engine == "openai-whisper":
        if backend == "cpu":
            return _stage(probe, "asr", "cpu", Choice(engine, False, "float32", "openai-whisper was asked for")), None
        compute = "float16" if backend in ("cuda", "rocm") else "float32"
        return _stage(probe, "asr", backend, Choice(engine, True, compute, "openai-whisper was asked for")), None
    # faster-whisper: on the GPU only where CTranslate2 can use it (CUDA, or a ROCm build that sees the GPU).
    if backend in ("cuda", "rocm") and ct2_ok:
        return _stage(probe, "asr", backend, Choice(engine, True, "float16", "faster-whisper was asked for")), None
    why = "faster-whisper was asked for"
    warning = None
    if backend != "cpu" and backend != "mps":
        detail = probe.ct2.reason or "CTranslate2 has no kernels for this GPU"
        warning = f"faster-whisper cannot use the {backend} GPU ({detail}); transcription runs on the CPU"
        why = f"faster-whisper was asked for; {detail}"
    return _stage(probe, "asr", "cpu", Choice(engine, False, "int8", why)), warning


def _pick(probe: Probe, preference: Preference) -> tuple[str, str, list[str]]:
    """(backend, why, warnings)."""
    usable = probe.usable()
    requested = preference.requested
    if requested == "auto":
        best = usable[0] if usable else "cpu"
        devices = probe.backends[best].devices
        why = f"auto: {best} is the best working backend here" + (f" ({devices[0].name})" if devices else "")
        if preference.use_cuda and best == "cpu":
            reasons = "; ".join(f"{n}: {probe.backends[n].reason}" for n in BACKEND_ORDER[:-1] if n in probe.backends)
            return best, why, [f"use_cuda=true but no GPU works here, using cpu ({reasons})"]
        return best, why, []
    if requested in usable:
        return requested, f"{preference.describe()} was asked for", []
    facts = probe.backends.get(requested)
    why = facts.reason if facts is not None and facts.reason else f"{requested} is not available"
    fallback = next((name for name in usable if name != requested), "cpu")
    warning = f"gpu_backend {preference.describe()} is not usable here: {why}; using {fallback} instead"
    return fallback, f"{requested} was asked for but is not usable; {fallback} is the next best", [warning]


def plan(probe: Probe, preference: Preference, *, asr_engine: str = "auto") -> Plan:
    """The plan for one job. Never raises for missing hardware: it falls back and says why in `warnings`."""
    if asr_engine not in ASR_ENGINES:
        raise PreferenceError(f"unknown ASR engine {asr_engine!r}; allowed: {', '.join(ASR_ENGINES)}")
    backend, why, warnings = _pick(probe, preference)
    warnings = list(preference.notes) + warnings
    asr, warning = _asr(probe, backend, asr_engine)
    if warning:
        warnings.append(warning)
    diarization = _stage(probe, "diarization", backend, STAGE_TABLE[backend][1])
    return Plan(preference.requested, backend, asr, diarization, tuple(warnings), why)


def cpu_fallback(stage: StagePlan, threads: int | None = None) -> StagePlan:
    """The same stage on the CPU, keeping its engine (the model files on disk belong to it)."""
    from platform_utils.cpu import physical_cores

    ct2 = stage.engine == "faster-whisper"
    compute = "int8" if ct2 else "float32"
    return StagePlan(
        stage=stage.stage,
        backend="cpu",
        device="cpu",
        engine=stage.engine,
        compute_type=compute,
        torch_dtype="" if ct2 else compute,
        threads=threads or physical_cores(),
        reason=f"CPU fallback from {stage.device}",
    )
