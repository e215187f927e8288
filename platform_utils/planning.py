"""From a probe, a preference and the engines lined up to one plan per stage: engine, device, precision and threads.

`STAGE_TABLE` is the single place that says what runs where (docs/GPU.md shows the same table). For each backend
it lists the ASR choices best first, by runtime; a choice that needs CTranslate2 on the GPU is skipped when
CTranslate2 cannot use it (ROCm torch with a CUDA build of CTranslate2, or cuBLAS/cuDNN missing). Which engine
runs a runtime comes from the caller's lineup (platform_utils.lineup): nothing here knows an engine by name.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from platform_utils.batching import BatchRequest, choose
from platform_utils.facts import BACKEND_ORDER, Backend, Probe
from platform_utils.lineup import EngineLineup, LinedUpEngine, Runtime
from platform_utils.preference import Preference, PreferenceError
from platform_utils.strenum import StrEnum


class Stage(StrEnum):
    """The stages a job plans a device for."""

    ASR = "asr"
    DIARIZATION = "diarization"


@dataclass(frozen=True)
class StagePlan:
    stage: str  # a Stage
    backend: str  # cuda | rocm | mps | xpu | cpu: whose device this stage uses
    device: str  # what to hand the engine: "cuda:0" (ROCm too), "mps", "xpu:0", "cpu"
    engine: str  # the engine's name, from the lineup
    runtime: Runtime  # what the engine computes with: decides threads, precision and per-backend settings
    compute_type: str  # CTranslate2's compute type, or torch precision for torch engines
    torch_dtype: str  # "float16" / "float32" for torch engines, "" for CTranslate2
    threads: int  # CPU threads (0 = the library's default, for GPU stages)
    reason: str
    env: tuple[tuple[str, str], ...] = ()  # variables the worker sets before importing torch
    # Batched inference (platform_utils.batching): audio of `batched_from` seconds or more is decoded `batch_size`
    # 30 s chunks at a time; 0 = always sequentially. `batching` says why.
    batch_size: int = 0
    batched_from: float = 0.0
    batching: str = ""

    @property
    def on_gpu(self) -> bool:
        return self.device != "cpu"

    def batch_size_for(self, seconds: float) -> int:
        """The batch size for audio this long: the plan's, or 0 (sequential) below its threshold. Applied per file,
        since one plan serves every file of a batch actor."""
        return self.batch_size if self.batch_size > 0 and seconds >= self.batched_from else 0


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
    """One row entry: the runtime, whether it goes on the backend's GPU, the precision, and why (a template that may
    name the lineup's engines: {ct2}, {torch}, {diarization})."""

    runtime: Runtime
    on_gpu: bool
    compute_type: str
    why: str

    @property
    def needs_ct2_gpu(self) -> bool:
        return self.runtime == Runtime.CT2 and self.on_gpu


MPS_ENV = (("PYTORCH_ENABLE_MPS_FALLBACK", "1"),)

# backend -> (ASR choices best first, diarization choice)
STAGE_TABLE: dict[str, tuple[tuple[Choice, ...], Choice]] = {
    Backend.CUDA: (
        (Choice(Runtime.CT2, True, "float16", "CTranslate2 float16 is the fastest Whisper on NVIDIA"),
         Choice(Runtime.TORCH, True, "float16", "CTranslate2 cannot use this GPU, torch can")),
        Choice(Runtime.TORCH, True, "float32", "{diarization} on the GPU"),
    ),
    Backend.ROCM: (
        (Choice(Runtime.CT2, True, "float16", "this CTranslate2 sees the AMD GPU"),
         Choice(Runtime.TORCH, True, "float16", "{torch} on torch-ROCm (CTranslate2 sees no AMD GPU)")),
        Choice(Runtime.TORCH, True, "float32", "{diarization} on torch-ROCm"),
    ),
    Backend.MPS: (
        (Choice(Runtime.CT2, False, "int8", "{ct2} int8 on the CPU outruns {torch} on MPS (docs/GPU.md)"),),
        Choice(Runtime.TORCH, True, "float32",
               "{diarization} on MPS (float32; unsupported ops fall back to the CPU)"),
    ),
    Backend.XPU: (
        (Choice(Runtime.TORCH, True, "float32", "{torch} on the Intel GPU (CTranslate2 has no XPU)"),),
        Choice(Runtime.TORCH, True, "float32", "{diarization} on the Intel GPU"),
    ),
    Backend.CPU: (
        (Choice(Runtime.CT2, False, "int8", "{ct2} int8 is the fastest Whisper on CPUs"),),
        Choice(Runtime.TORCH, False, "float32", "{diarization} on the CPU"),
    ),
}
# The backends whose GPU CTranslate2 can drive (when the probe says it sees one): CUDA, and ROCm with a ROCm build.
CT2_GPU_BACKENDS = (Backend.CUDA, Backend.ROCM)


def _why(choice: Choice, lineup: EngineLineup) -> str:
    """The choice's reason with the lineup's engine names filled in (a runtime without one is named by itself)."""
    names = {"diarization": lineup.diarization.name}
    for runtime in Runtime:
        engine = lineup.asr_for(runtime)
        names[runtime.value] = engine.name if engine is not None else runtime.value
    return choice.why.format(**names)


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
    if backend == Backend.ROCM:
        return True
    if backend != Backend.CUDA:
        return False
    devices = probe.backends[backend].devices
    if not devices or not devices[0].capability:
        return True
    try:
        return float(devices[0].capability) >= 7.0
    except ValueError:
        return True


def _stage(probe: Probe, stage: Stage, backend: str, choice: Choice, engine: LinedUpEngine,
           reason: str) -> StagePlan:
    ct2 = choice.runtime == Runtime.CT2
    if not choice.on_gpu:
        compute = _ct2_cpu_type(probe) if ct2 else "float32"
        return StagePlan(stage, Backend.CPU, "cpu", engine.name, choice.runtime, compute, "" if ct2 else compute,
                         probe.cpu.threads, reason)
    if ct2:
        compute, dtype = _ct2_gpu_type(probe), ""
    else:
        compute = choice.compute_type
        if compute == "float16" and not _torch_half_ok(probe, backend):
            compute = "float32"
        dtype = compute
    env = MPS_ENV if backend == Backend.MPS else ()
    return StagePlan(stage, backend, _device(probe, backend), engine.name, choice.runtime, compute, dtype, 0, reason,
                     env)


def _auto_asr(probe: Probe, backend: str, lineup: EngineLineup) -> StagePlan:
    """The table's best choice for `backend` that has an engine lined up and, on the GPU, a CTranslate2 that can
    use it."""
    choices, _ = STAGE_TABLE[backend]
    for choice in choices:
        engine = lineup.asr_for(choice.runtime)
        if engine is not None and (not choice.needs_ct2_gpu or probe.ct2.gpu_usable):
            return _stage(probe, Stage.ASR, backend, choice, engine, _why(choice, lineup))
    raise AssertionError(f"STAGE_TABLE[{backend!r}] has no choice the lineup {lineup.asr_names} can run")


def _forced_asr(probe: Probe, backend: str, engine: LinedUpEngine) -> tuple[StagePlan, str | None]:
    """The ASR stage for an engine the user named, on the device its runtime can use here; returns a warning when
    that forces the CPU."""
    why = f"{engine.name} was asked for"
    if engine.runtime == Runtime.TORCH:
        if backend == Backend.CPU:
            return _stage(probe, Stage.ASR, Backend.CPU, Choice(Runtime.TORCH, False, "float32", why), engine,
                          why), None
        compute = "float16" if backend in (Backend.CUDA, Backend.ROCM) else "float32"
        return _stage(probe, Stage.ASR, backend, Choice(Runtime.TORCH, True, compute, why), engine, why), None
    # CTranslate2: on the GPU only where it can use it (CUDA, or a ROCm build that sees the GPU).
    if backend in CT2_GPU_BACKENDS and probe.ct2.gpu_usable:
        return _stage(probe, Stage.ASR, backend, Choice(Runtime.CT2, True, "float16", why), engine, why), None
    warning = None
    if backend not in (Backend.CPU, Backend.MPS):
        detail = probe.ct2.reason or "CTranslate2 has no kernels for this GPU"
        warning = f"{engine.name} cannot use the {backend} GPU ({detail}); transcription runs on the CPU"
        why = f"{engine.name} was asked for; {detail}"
    return _stage(probe, Stage.ASR, Backend.CPU, Choice(Runtime.CT2, False, "int8", why), engine, why), warning


def _pick(probe: Probe, preference: Preference) -> tuple[str, str, list[str]]:
    """(backend, why, warnings)."""
    usable = probe.usable()
    requested = preference.requested
    if requested == Backend.AUTO:
        best = usable[0] if usable else Backend.CPU.value
        devices = probe.backends[best].devices
        why = f"auto: {best} is the best working backend here" + (f" ({devices[0].name})" if devices else "")
        if preference.use_cuda and best == Backend.CPU:
            reasons = "; ".join(f"{n}: {probe.backends[n].reason}" for n in BACKEND_ORDER[:-1] if n in probe.backends)
            return best, why, [f"use_cuda=true but no GPU works here, using cpu ({reasons})"]
        return best, why, []
    if requested in usable:
        return requested, f"{preference.describe()} was asked for", []
    facts = probe.backends.get(requested)
    why = facts.reason if facts is not None and facts.reason else f"{requested} is not available"
    fallback = next((name for name in usable if name != requested), Backend.CPU.value)
    warning = f"gpu_backend {preference.describe()} is not usable here: {why}; using {fallback} instead"
    return fallback, f"{requested} was asked for but is not usable; {fallback} is the next best", [warning]


def _batched(asr: StagePlan, lineup: EngineLineup, request: BatchRequest) -> tuple[StagePlan, str | None]:
    """The ASR stage with its batching (platform_utils.batching), and a warning where the job asked for what it
    cannot have."""
    engine = lineup.asr_named(asr.engine)
    if engine is None:  # every stage's engine comes from the lineup
        raise AssertionError(f"{asr.engine!r} is not in the lineup {lineup.asr_names}")
    chosen = choose(request, engine, asr.backend)
    return replace(asr, batch_size=chosen.batch_size, batched_from=chosen.from_seconds,
                   batching=chosen.why), chosen.warning


def plan(probe: Probe, preference: Preference, lineup: EngineLineup, *, asr_engine: str = "auto",
         batching: BatchRequest | None = None) -> Plan:
    """The plan for one job, choosing among `lineup`'s engines (`asr_engine` names one, or auto) and whether its
    transcription is batched (`batching`: what the job asks; auto by default). Never raises for missing hardware:
    it falls back and says why in `warnings`."""
    forced = lineup.asr_named(asr_engine)
    if asr_engine != "auto" and forced is None:
        allowed = ", ".join(("auto", *lineup.asr_names))
        raise PreferenceError(f"unknown ASR engine {asr_engine!r}; allowed: {allowed}")
    backend, why, warnings = _pick(probe, preference)
    warnings = list(preference.notes) + warnings
    if forced is None:
        asr, warning = _auto_asr(probe, backend, lineup), None
    else:
        asr, warning = _forced_asr(probe, backend, forced)
    if warning:
        warnings.append(warning)
    asr, warning = _batched(asr, lineup, batching or BatchRequest())
    if warning:
        warnings.append(warning)
    choice = STAGE_TABLE[backend][1]
    diarization = _stage(probe, Stage.DIARIZATION, backend, choice, lineup.diarization, _why(choice, lineup))
    return Plan(preference.requested, backend, asr, diarization, tuple(warnings), why)


def cpu_fallback(stage: StagePlan, threads: int | None = None) -> StagePlan:
    """The same stage on the CPU, keeping its engine (the model files on disk belong to it) and its batching
    (batched decoding is faster on CPUs too, and an `on`/`off` the user chose still holds)."""
    from platform_utils.cpu import inference_threads

    ct2 = stage.runtime == Runtime.CT2
    compute = "int8" if ct2 else "float32"
    return StagePlan(
        stage=stage.stage,
        backend=Backend.CPU,
        device="cpu",
        engine=stage.engine,
        runtime=stage.runtime,
        compute_type=compute,
        torch_dtype="" if ct2 else compute,
        threads=threads or inference_threads(),
        reason=f"CPU fallback from {stage.device}",
        batch_size=stage.batch_size,
        batched_from=stage.batched_from,
        batching=stage.batching,
    )
