"""What platform_utils found on this machine, in the shape the settings panel and the device-info view show.

The probe imports torch and asks drivers, which takes seconds: it runs in a separate process
(platform_utils.probe_in_subprocess), started from a background thread, so the window never waits for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping


@dataclass(frozen=True, slots=True)
class BackendState:
    available: bool
    device: str = ""  # e.g. "NVIDIA GeForce RTX 4090" or "AMD Ryzen 9 (16 threads)"
    note: str = ""  # why not, or what auto would pick


@dataclass(frozen=True, slots=True)
class DeviceReport:
    backends: Mapping[str, BackendState]
    info: Mapping[str, Any]  # what `whisper-subtitler info --json` prints


def gather_report(backend: str | None = None, use_cuda: bool | None = None) -> DeviceReport:
    """Probe (in a child process) and plan; blocking, so call it through app.background.run_in_background."""
    import platform_utils
    from platform_utils.report import info_dict

    found = platform_utils.probe_in_subprocess()
    preference = platform_utils.resolve_preference(cli_backend=backend, cli_use_cuda=use_cuda, env={}, settings={})
    chosen = platform_utils.plan(found, preference)
    info = info_dict(found, chosen)
    return DeviceReport(backend_states(info), info)


def backend_states(info: Mapping[str, Any]) -> dict[str, BackendState]:
    raise NotImplementedError  # filled in once platform_utils.report lands
