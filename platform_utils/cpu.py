"""The CPU's facts without torch: cores (physical, and Apple's performance cores), memory, and the ISA extensions
that decide how fast int8 and float32 inference runs (AVX2, AVX-512, VNNI, AMX, NEON)."""

from __future__ import annotations

import functools
import os
import platform
import subprocess
import sys
from pathlib import Path

from platform_utils.facts import CpuFacts

# The extensions worth showing: what CTranslate2's and oneDNN's kernels choose between.
INTERESTING_ISA = (
    "sse4_2", "avx", "avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512_vnni", "avx512_bf16", "avx_vnni",
    "amx_tile", "amx_int8", "amx_bf16", "neon", "asimddp", "i8mm", "bf16", "sve", "sve2",
)
# Linux spells some flags differently in /proc/cpuinfo than Intel does.
_LINUX_ALIASES = {"avx512vnni": "avx512_vnni", "asimd": "neon"}
# Windows IsProcessorFeaturePresent numbers (winnt.h).
_WINDOWS_FEATURES = {"sse4_2": 38, "avx": 39, "avx2": 40, "avx512f": 41, "neon": 19}


def linux_isa(cpuinfo: str) -> tuple[str, ...]:
    """ISA flags from the text of /proc/cpuinfo (the first "flags" or "Features" line)."""
    for line in cpuinfo.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() in ("flags", "features"):
            found = {_LINUX_ALIASES.get(flag, flag) for flag in value.split()}
            return tuple(flag for flag in INTERESTING_ISA if flag in found)
    return ()


def _cpu_name_linux(cpuinfo: str) -> str:
    for line in cpuinfo.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() in ("model name", "hardware", "processor") and not value.strip().isdigit():
            return value.strip()
    return ""


def _sysctl(name: str) -> str:
    try:
        done = subprocess.run(["sysctl", "-n", name], capture_output=True, text=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def _darwin_isa() -> tuple[str, ...]:
    if platform.machine() == "arm64":
        found = {"neon"}
        for flag, key in (("asimddp", "hw.optional.arm.FEAT_DotProd"), ("i8mm", "hw.optional.arm.FEAT_I8MM"),
                          ("bf16", "hw.optional.arm.FEAT_BF16")):
            if _sysctl(key) == "1":
                found.add(flag)
    else:
        text = f"{_sysctl('machdep.cpu.features')} {_sysctl('machdep.cpu.leaf7_features')}".lower()
        found = {flag.replace(".", "_") for flag in text.split()}
    return tuple(flag for flag in INTERESTING_ISA if flag in found)


def _windows_isa() -> tuple[str, ...]:
    import ctypes

    present = ctypes.windll.kernel32.IsProcessorFeaturePresent  # type: ignore[attr-defined]  # Windows-only name
    return tuple(flag for flag, number in _WINDOWS_FEATURES.items() if present(number))


def _physical_cores() -> int:
    import psutil

    return psutil.cpu_count(logical=False) or os.cpu_count() or 1


@functools.cache
def physical_cores() -> int:
    """Cached: the CPU fallback asks for it without a probe at hand."""
    if sys.platform == "darwin":
        perf = _sysctl("hw.perflevel0.physicalcpu")
        if perf.isdigit() and int(perf) > 0:
            return int(perf)
    return _physical_cores()


def usable_cpus() -> int:
    """The logical CPUs this process may run on now: fewer than the machine has where taskset, a container's cpuset
    or a cluster's scheduler restricts it. Not cached: the restriction belongs to the process, not the machine."""
    counted = getattr(os, "process_cpu_count", None)  # Python 3.13+: the affinity mask where the OS has one
    if counted is not None:
        return counted() or 1
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # macOS and Windows before 3.13 have no affinity call
        return os.cpu_count() or 1


def restricted_cpus() -> int | None:
    """`usable_cpus()` where the process may not use every CPU of the machine, else None."""
    usable = usable_cpus()
    return usable if usable < (os.cpu_count() or usable) else None


def inference_threads() -> int:
    """Threads for CPU inference without a probe at hand: one per physical core, but no more than the CPUs the
    process may use (more threads only queue for the same cores)."""
    return max(1, min(physical_cores(), usable_cpus()))


def cpu_facts() -> CpuFacts:
    import psutil

    isa: tuple[str, ...] = ()
    name, performance = platform.processor(), None
    if sys.platform.startswith("linux"):
        try:
            text = Path("/proc/cpuinfo").read_text(errors="replace")
        except OSError:
            text = ""
        name, isa = _cpu_name_linux(text) or name, linux_isa(text)
    elif sys.platform == "darwin":
        name = _sysctl("machdep.cpu.brand_string") or name
        isa = _darwin_isa()
        perf = _sysctl("hw.perflevel0.physicalcpu")
        performance = int(perf) if perf.isdigit() and int(perf) > 0 else None
    elif sys.platform == "win32":
        try:
            isa = _windows_isa()
        except (OSError, AttributeError):
            isa = ()
    return CpuFacts(
        name=name or platform.machine(),
        machine=platform.machine(),
        physical_cores=_physical_cores(),
        logical_cores=psutil.cpu_count(logical=True) or os.cpu_count() or 1,
        performance_cores=performance,
        total_memory=psutil.virtual_memory().total,
        isa=isa,
    )
