"""What platform_utils found on this machine, in the shape the settings panel and the device-info view show.

The probe imports torch and asks drivers, which takes seconds: it runs in a separate process
(platform_utils.probe_in_subprocess), started from a background thread, so the window never waits for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from platform_utils.facts import Backend


@dataclass(frozen=True, slots=True)
class BackendState:
    """Facts, not sentences: the settings panel words them in the window's language (the probe's own notes are
    English and go to the tooltip)."""

    available: bool
    device: str = ""  # e.g. "NVIDIA GeForce RTX 4090, 24 GiB" or "AMD Ryzen 9"
    note: str = ""  # why not, or what auto would pick (the probe's words)
    threads: int = 0  # the CPU's threads, for the CPU backend (and auto when it picks the CPU)
    picked: str = ""  # for auto: the backend it picks here


@dataclass(frozen=True, slots=True)
class DeviceReport:
    backends: Mapping[str, BackendState]
    info: Mapping[str, Any]  # what `whisper-subtitler info --json` prints


def gather_report(backend: str | None = None, use_cuda: bool | None = None) -> DeviceReport:
    """Probe (in a child process) and plan; blocking, so call it through app.background.run_in_background."""
    import platform_utils
    from core.engines.registry import lineup
    from core.media import decoder_report
    from platform_utils.report import info_dict

    found = platform_utils.probe_in_subprocess()
    preference = platform_utils.resolve_preference(cli_backend=backend, cli_use_cuda=use_cuda, env={}, settings={})
    info = {**info_dict(found, platform_utils.plan(found, preference, lineup())), "decoder": decoder_report()}
    if preference.requested == Backend.AUTO:
        auto = info["plan"]
    else:  # the auto row says what auto would pick, whatever the user has chosen
        auto = info_dict(found, platform_utils.plan(found, platform_utils.resolve_preference(
            cli_backend=Backend.AUTO.value, env={}, settings={}), lineup()))["plan"]
    return DeviceReport(backend_states(info, auto), info)


def _device_text(name: str, facts: Mapping[str, Any], cpu: Mapping[str, Any]) -> str:
    """The device a backend would use: the accelerator's name (and memory), or the CPU's."""
    if name == Backend.CPU:
        return str(cpu.get("name") or "CPU")
    devices = facts.get("devices") or []
    if not devices:
        return ""
    first = devices[0]
    text = str(first.get("name") or first.get("device") or "")
    if first.get("memory_total_gib"):
        text += f", {first['memory_total_gib']:.0f} GiB"
    if len(devices) > 1:
        text += f" (+{len(devices) - 1} more)"
    return text


def backend_states(info: Mapping[str, Any], auto_plan: Mapping[str, Any] | None = None) -> dict[str, BackendState]:
    """Per backend name (auto first, then platform_utils' backends), whether jobs can run on it here, on which
    device, and a note: why not, or why auto picks what it picks. `info` is platform_utils.report.info_dict;
    `auto_plan` the "plan" part of one made for backend auto (default: info's own plan)."""
    backends: Mapping[str, Mapping[str, Any]] = info.get("backends") or {}
    cpu: Mapping[str, Any] = info.get("cpu") or {}
    chosen: Mapping[str, Any] = auto_plan if auto_plan is not None else (info.get("plan") or {})
    states: dict[str, BackendState] = {}
    for name, facts in backends.items():
        usable = bool(facts.get("usable"))
        device = _device_text(name, facts, cpu) if usable or name == Backend.CPU else ""
        if usable:
            note = chosen.get("reason", "") if chosen.get("backend") == name else ""
        elif facts.get("available"):
            note = facts.get("reason") or "found, but a test operation failed there"
        else:
            note = facts.get("reason") or "not found"
        threads = int(cpu.get("logical_cores") or cpu.get("threads") or 0) if name == Backend.CPU else 0
        states[name] = BackendState(usable, device, str(note or ""), threads)
    picked = str(chosen.get("backend") or Backend.CPU.value)
    target = states.get(picked)
    note = "; ".join([str(chosen.get("reason") or ""), *(chosen.get("warnings") or ())]).strip("; ")
    auto = BackendState(True, target.device if target else "", note, target.threads if target else 0, picked)
    states = {Backend.AUTO.value: auto, **states}
    return states
