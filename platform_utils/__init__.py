"""Which backend, device and precision each stage runs on: the only part of the project that knows GPU vendors.

Importing this package is cheap and never imports torch: names are loaded from their modules on first use.

    found = probe()                                  # cached, also on disk; probe_in_subprocess() for the GUI
    chosen = plan(found, resolve_preference(cli_backend="auto"), lineup)  # lineup: the engines core declares
    found = probe_for("auto")                        # what a job plans with: no torch where no GPU can be
    result, used, why = run_with_cpu_fallback(chosen.asr, load_and_run)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "Backend": "facts",
    "BACKENDS": "facts",
    "BACKEND_ORDER": "facts",
    "BackendFacts": "facts",
    "BATCHING": "batching",
    "Batching": "batching",
    "BatchRequest": "batching",
    "CpuFacts": "facts",
    "Ct2Facts": "facts",
    "DeviceFacts": "facts",
    "Probe": "facts",
    "probe": "probing",
    "probe_for": "probing",
    "probe_in_subprocess": "probing",
    "ProbeError": "probing",
    "Preference": "preference",
    "PreferenceError": "preference",
    "resolve_preference": "preference",
    "Source": "preference",
    "load_settings": "settings",
    "save_settings": "settings",
    "settings_path": "settings",
    "SettingsError": "settings",
    "EngineLineup": "lineup",
    "LinedUpEngine": "lineup",
    "Runtime": "lineup",
    "Plan": "planning",
    "Stage": "planning",
    "StagePlan": "planning",
    "STAGE_TABLE": "planning",
    "plan": "planning",
    "cpu_fallback": "planning",
    "MemoryInfo": "runtime",
    "apply_optimisations": "runtime",
    "clear_cache": "runtime",
    "memory_info": "runtime",
    "GpuFailure": "failures",
    "classify_gpu_error": "failures",
    "run_with_cpu_fallback": "failures",
}

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:
    from platform_utils.batching import BATCHING, Batching, BatchRequest
    from platform_utils.facts import (
        BACKEND_ORDER,
        BACKENDS,
        Backend,
        BackendFacts,
        CpuFacts,
        Ct2Facts,
        DeviceFacts,
        Probe,
    )
    from platform_utils.failures import GpuFailure, classify_gpu_error, run_with_cpu_fallback
    from platform_utils.lineup import EngineLineup, LinedUpEngine, Runtime
    from platform_utils.planning import STAGE_TABLE, Plan, Stage, StagePlan, cpu_fallback, plan
    from platform_utils.preference import Preference, PreferenceError, Source, resolve_preference
    from platform_utils.probing import ProbeError, probe, probe_for, probe_in_subprocess
    from platform_utils.runtime import MemoryInfo, apply_optimisations, clear_cache, memory_info
    from platform_utils.settings import SettingsError, load_settings, save_settings, settings_path


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'platform_utils' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"platform_utils.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
