"""This machine's probe, from the cheapest place that has it: this process, the disk cache, or torch.

A job with `auto` needs torch's answer only where a GPU could be: when the system shows no sign of one
(platform_utils.gpu_traces) the plan is made without importing torch, as `--backend cpu` already was, so `auto`
costs what `cpu` costs there. Elsewhere the full probe is read from the disk cache (platform_utils.probe_cache)
while its key still matches, and made (then written) otherwise.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable, Mapping
from pathlib import Path

from platform_utils.cpu import restricted_cpus
from platform_utils.facts import Backend, Probe
from platform_utils.gpu_traces import GpuTraces, Places, look
from platform_utils.probe_cache import ProbeCache, cache_key, default_cache

CPU_ASKED = "not probed: the CPU was asked for"


class MachineProbe:
    """Remembers what it found for the life of the process. `full_probe` imports torch; `probe_without_torch(reason)`
    marks every GPU backend unusable for `reason`. Tests pass fakes for both, their own Places and cache file."""

    def __init__(
        self,
        full_probe: Callable[[], Probe],
        probe_without_torch: Callable[[str], Probe],
        *,
        places: Places | None = None,
        cache: ProbeCache | None = None,
        environ: Mapping[str, str] | None = None,
    ) -> None:
        self._full_probe = full_probe
        self._probe_without_torch = probe_without_torch
        self._places = places
        self._environ = environ
        self.cache = cache if cache is not None else default_cache(environ)
        self._lock = threading.RLock()
        self._traces: GpuTraces | None = None
        self._full: Probe | None = None
        self._without_torch: dict[str, Probe] = {}
        self.read_from: Path | None = None  # the cache file the full probe came from; None when probed here

    def traces(self) -> GpuTraces:
        with self._lock:
            if self._traces is None:
                self._traces = look(self._places)
            return self._traces

    def full(self, refresh: bool = False) -> Probe:
        """torch's answer: from this process, else the disk cache while its key matches, else probed and cached.
        `refresh` probes again whatever is kept, and rewrites the cache."""
        with self._lock:
            if self._full is not None and not refresh:
                return self._full
            key = cache_key(self.traces(), self._environ)
            cached = None if refresh else self.cache.load(key)
            if cached is not None:
                self._full, self.read_from = this_process(cached), self.cache.path
                return self._full
            found = self._full_probe()
            self.cache.save(key, found)
            self._full, self.read_from = this_process(found), None
            return self._full

    def cpu_only(self) -> Probe:
        """For a plan that asked for the CPU: no GPU fact can change it (a full probe already made is reused)."""
        return self._without(CPU_ASKED)

    def for_plan(self, requested: str) -> Probe:
        """The probe a plan for `requested` (auto, cpu or a GPU backend) needs, at the least cost."""
        if requested == Backend.CPU:
            return self.cpu_only()
        if requested != Backend.AUTO:
            return self.full()
        traces = self.traces()
        if traces.maybe_gpu:
            return self.full()
        return self._without(f"not probed: {traces.summary()}")

    def _without(self, reason: str) -> Probe:
        with self._lock:
            if self._full is not None:
                return self._full
            if reason not in self._without_torch:
                self._without_torch[reason] = this_process(self._probe_without_torch(reason))
            return self._without_torch[reason]


def this_process(probe: Probe) -> Probe:
    """The machine's probe with the CPUs this process may use, where it may not use them all (taskset, a
    container's cpuset): the disk cache holds the machine's facts, shared by processes restricted differently."""
    return dataclasses.replace(probe, cpu=dataclasses.replace(probe.cpu, usable_cpus=restricted_cpus()))
