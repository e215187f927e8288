"""`whisper-subtitler info`: the probe and the plan auto would choose, as rich tables or as JSON-able data.

`info_dict` is also what the GUI's device view shows, so its shape is part of the interface: top-level keys
system, versions, backends (name -> facts), ctranslate2, cpu, plan (requested, backend, reason, warnings, stages).
"""

from __future__ import annotations

from typing import Any

from platform_utils.batching import describe
from platform_utils.facts import BackendFacts, DeviceFacts, Probe
from platform_utils.planning import Plan, StagePlan

_GIB = 1024**3
VERSION_KEYS = ("python", "torch", "cuda", "hip", "ctranslate2", "faster-whisper", "openai-whisper", "pyannote.audio")


def _gib(value: int | None) -> str:
    return f"{value / _GIB:.1f} GiB" if value else "—"


def _device_dict(device: DeviceFacts) -> dict[str, Any]:
    return {
        "name": device.name,
        "device": device.device,
        "index": device.index,
        "memory_total": device.total_memory,
        "memory_total_gib": round(device.total_memory / _GIB, 2) if device.total_memory else None,
        "capability": device.capability or None,
        "processors": device.processors,
    }


def _backend_dict(facts: BackendFacts) -> dict[str, Any]:
    return {
        "available": facts.available,
        "functional": facts.functional,
        "usable": facts.usable,
        "reason": facts.reason or None,
        "devices": [_device_dict(d) for d in facts.devices],
        "versions": dict(facts.versions),
    }


def _stage_dict(stage: StagePlan) -> dict[str, Any]:
    return {
        "stage": stage.stage,
        "engine": stage.engine,
        "backend": stage.backend,
        "device": stage.device,
        "compute_type": stage.compute_type,
        "torch_dtype": stage.torch_dtype or None,
        "threads": stage.threads or None,
        "env": dict(stage.env),
        "reason": stage.reason,
        "batching": _batching_dict(stage),
    }


def _batching_dict(stage: StagePlan) -> dict[str, Any] | None:
    """The ASR stage's batching (None for a stage that never batches, such as diarization)."""
    if not stage.batching:
        return None
    return {"batch_size": stage.batch_size, "from_seconds": stage.batched_from, "why": stage.batching}


def _batching_text(stage: StagePlan) -> str:
    """"batched, 8 chunks at a time, for audio of 60 s or more (why)" under a stage's reason; "" when none."""
    if not stage.batching:
        return ""
    return f"\n{describe(stage.batch_size, stage.batched_from)} ({stage.batching})"


def info_dict(probe: Probe, plan: Plan) -> dict[str, Any]:
    """Plain dicts, lists, strings, numbers, bools and None: `json.dumps` takes it as it is."""
    cpu = probe.cpu
    ct2 = probe.ct2
    return {
        "system": probe.system,
        "versions": {key: probe.versions.get(key) for key in VERSION_KEYS},
        "backends": {name: _backend_dict(facts) for name, facts in probe.backends.items()},
        "ctranslate2": {
            "installed": ct2.installed,
            "version": ct2.version or None,
            "cuda_devices": ct2.cuda_devices,
            "gpu_usable": ct2.gpu_usable,
            "cpu_compute_types": list(ct2.cpu_compute_types),
            "cuda_compute_types": list(ct2.cuda_compute_types),
            "missing_libraries": list(ct2.missing_libraries),
            "reason": ct2.reason or None,
        },
        "cpu": {
            "name": cpu.name,
            "machine": cpu.machine,
            "physical_cores": cpu.physical_cores,
            "logical_cores": cpu.logical_cores,
            "performance_cores": cpu.performance_cores,
            "threads": cpu.threads,
            "memory_total": cpu.total_memory,
            "memory_total_gib": round(cpu.total_memory / _GIB, 2) if cpu.total_memory else None,
            "isa": list(cpu.isa),
            "torch_capability": cpu.torch_capability or None,
        },
        "plan": {
            "requested": plan.requested,
            "backend": plan.backend,
            "reason": plan.reason,
            "warnings": list(plan.warnings),
            "stages": {stage.stage: _stage_dict(stage) for stage in plan.stages},
        },
    }


def render_info(console: Any, probe: Probe, plan: Plan) -> None:
    """Print the backends, versions, CPU, CTranslate2 and the plan to a rich Console."""
    from rich.markup import escape as e
    from rich.table import Table

    console.print(f"[bold]whisper-subtitler info[/bold] — {e(probe.system)}")

    backends = Table(title="Backends", title_justify="left")
    for column in ("backend", "usable", "devices", "memory", "why not / notes"):
        backends.add_column(column, overflow="fold")
    for name, facts in probe.backends.items():
        state = "[green]yes[/green]" if facts.usable else (
            "[yellow]not functional[/yellow]" if facts.available else "[red]no[/red]")
        devices = "\n".join(e(f"{d.device}: {d.name}" + (f" ({d.capability})" if d.capability else ""))
                             for d in facts.devices)
        memory = "\n".join(_gib(d.total_memory) for d in facts.devices)
        notes = facts.reason or ", ".join(f"{k} {v}" for k, v in facts.versions.items())
        backends.add_row(name, state, devices or "—", memory or "—", e(notes))
    console.print(backends)

    versions = Table(title="Versions", title_justify="left", show_header=False)
    versions.add_column("package")
    versions.add_column("version")
    for key in VERSION_KEYS:
        versions.add_row(key, e(probe.versions.get(key) or ("—" if key in ("cuda", "hip") else "not installed")))
    console.print(versions)

    cpu, ct2 = probe.cpu, probe.ct2
    console.print(f"[bold]CPU[/bold]: {e(cpu.name)} — {cpu.physical_cores} cores / {cpu.logical_cores} threads"
                  + (f", {cpu.performance_cores} performance cores" if cpu.performance_cores else "")
                  + f", {_gib(cpu.total_memory)}; ISA: {', '.join(cpu.isa) or '—'}"
                  + (f"; torch kernels: {cpu.torch_capability}" if cpu.torch_capability else ""), highlight=False)
    if ct2.installed:
        gpu = (f"{ct2.cuda_devices} CUDA device(s), {', '.join(ct2.cuda_compute_types)}" if ct2.cuda_devices
               else "no GPU")
        console.print(f"[bold]CTranslate2[/bold] {ct2.version}: CPU {', '.join(ct2.cpu_compute_types)}; {gpu}"
                      + (f" — {e(ct2.reason)}" if ct2.reason else ""), highlight=False)
    else:
        console.print(f"[bold]CTranslate2[/bold]: {e(ct2.reason)}", highlight=False)

    stages = Table(title=f"Plan ({e(plan.reason)})", title_justify="left")
    for column in ("stage", "engine", "device", "precision", "threads", "why"):
        stages.add_column(column, overflow="fold")
    for stage in plan.stages:
        env = " ".join(f"{k}={v}" for k, v in stage.env)
        stages.add_row(stage.stage, stage.engine, stage.device, stage.compute_type, str(stage.threads or "—"),
                       e(stage.reason + (f" ({env})" if env else "") + _batching_text(stage)))
    console.print(stages)
    for warning in plan.warnings:
        console.print(f"[yellow]warning:[/yellow] {e(warning)}", highlight=False)
