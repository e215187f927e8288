"""Find out which backends work here: torch's CUDA/ROCm/MPS/XPU and CTranslate2, each with its own facts.

`probe()` imports torch (seconds), so it runs once per process and is kept on disk between processes
(platform_utils.machine_probe); a job plans with `probe_for(requested)`, which skips torch where no GPU can be. The
GUI runs the probe in a helper process (`probe_in_subprocess`) and gets the same frozen Probe back through JSON.
Tests pass fake torch/ctranslate2 modules with the same attribute surface, which is how every vendor path is
exercised on a machine without GPUs.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import platform
import subprocess
import sys
import warnings
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from platform_utils import gpu_libs
from platform_utils.cpu import cpu_facts
from platform_utils.facts import BackendFacts, CpuFacts, Ct2Facts, DeviceFacts, Probe

if TYPE_CHECKING:
    from platform_utils.machine_probe import MachineProbe

Module = Any  # a real module or a test's stand-in with the same attributes
_DISTRIBUTIONS = ("torch", "ctranslate2", "faster-whisper", "openai-whisper", "pyannote.audio")


class ProbeError(RuntimeError):
    """The helper process could not report the probe."""


class NotProbed(Exception):
    """Stands for torch when the CPU was asked for, or when `auto` finds no sign of a GPU: no GPU fact can change
    that plan, and importing torch only to look for GPUs costs seconds a faster-whisper job on the CPU never needs.
    The message is the reason each GPU backend shows."""


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0][:300]}" if text else type(error).__name__


def _call(fn: Callable[[], Any]) -> tuple[Any, str]:
    """Run a torch query, keeping the warnings it raises: torch explains a driver problem only in a warning."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            value = fn()
        except Exception as error:  # a broken driver can raise from a query that normally only answers
            return None, _first_line(error)
    return value, " ".join(str(w.message).strip().splitlines()[0] for w in caught)


def _round_trip(torch: Module, device: str) -> str:
    """A tiny op on `device`, copied back: "" when it worked, else what went wrong."""
    try:
        value = (torch.ones(4, device=device) * 2).sum().to("cpu").item()
    except Exception as error:
        return f"a test operation on {device} failed: {_first_line(error)}"
    return "" if value == 8 else f"a test operation on {device} returned {value!r} instead of 8.0"


def _cuda_devices(torch: Module, hip: bool) -> tuple[DeviceFacts, ...]:
    devices = []
    for index in range(torch.cuda.device_count()):
        props = torch.cuda.get_device_properties(index)
        capability = (getattr(props, "gcnArchName", "") or "") if hip else f"{props.major}.{props.minor}"
        devices.append(DeviceFacts(
            index=index,
            device=f"cuda:{index}",
            name=props.name,
            total_memory=int(props.total_memory),
            capability=capability,
            processors=getattr(props, "multi_processor_count", None),
        ))
    return tuple(devices)


def _cuda_like(torch: Module, name: str) -> BackendFacts:
    """cuda and rocm share torch.cuda; which one this torch is depends on torch.version.hip."""
    hip = getattr(torch.version, "hip", None)
    cuda = getattr(torch.version, "cuda", None)
    versions = {"hip": hip} if name == "rocm" and hip else {"cuda_runtime": cuda} if cuda else {}
    if name == "cuda" and hip:
        return BackendFacts(name, False, False, f"this torch is built for ROCm (HIP {hip}), not CUDA")
    if name == "rocm" and not hip:
        build = f"CUDA {cuda}" if cuda else "the CPU only"
        why = f"this torch is built for {build}, not ROCm (torch.version.hip is None)"
        return BackendFacts(name, False, False, why)
    if name == "cuda" and not cuda:
        return BackendFacts(name, False, False, f"this torch ({torch.__version__}) is built for the CPU only")
    if name == "cuda":
        driver = gpu_libs.nvidia_driver()
        versions |= driver
        cudnn = torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None
        if cudnn:
            versions["cudnn"] = cudnn_text(int(cudnn))
    found, warned = _call(torch.cuda.is_available)
    if not found:
        what = "AMD GPU (ROCm)" if name == "rocm" else "NVIDIA GPU"
        why = warned or f"no {what} found (torch.cuda.is_available() is False)"
        if name == "cuda" and versions.get("driver_cuda") and cuda and _older(versions["driver_cuda"], cuda):
            why = f"the NVIDIA driver supports CUDA {versions['driver_cuda']} but this torch needs CUDA {cuda}: {why}"
        return BackendFacts(name, False, False, why, versions=versions)
    try:
        devices = _cuda_devices(torch, bool(hip))
    except Exception as error:
        return BackendFacts(name, True, False, f"reading the device list failed: {_first_line(error)}",
                            versions=versions)
    failed = _round_trip(torch, "cuda:0")
    return BackendFacts(name, True, not failed, failed, devices, versions)


def cudnn_text(number: int) -> str:
    """cuDNN 9 numbers its versions 90100 (9.1.0); cuDNN 8 used 8902 (8.9.2)."""
    major, rest = divmod(number, 10000) if number >= 10000 else divmod(number, 1000)
    return f"{major}.{rest // 100}.{rest % 100}"


def _older(have: str, need: str) -> bool:
    def key(text: str) -> tuple[int, ...]:
        return tuple(int(part) for part in text.split(".")[:2] if part.isdigit())

    return key(have) < key(need)


def _mps(torch: Module) -> BackendFacts:
    mps = getattr(getattr(torch, "backends", None), "mps", None)
    if mps is None or not mps.is_built():
        return BackendFacts("mps", False, False, "this torch is built without MPS (Apple GPUs need torch for macOS)")
    found, warned = _call(mps.is_available)
    if not found:
        return BackendFacts("mps", False, False, warned or "MPS is built in but not available (it needs macOS 12.3+ "
                            "and an Apple silicon or AMD GPU)")
    memory = None
    recommended = getattr(getattr(torch, "mps", None), "recommended_max_memory", None)
    if recommended is not None:
        memory, _ = _call(recommended)
    name = platform.processor() if sys.platform == "darwin" else ""
    devices = (DeviceFacts(0, "mps", f"Apple GPU ({name})" if name else "Apple GPU",
                           int(memory) if memory else None),)
    failed = _round_trip(torch, "mps")
    return BackendFacts("mps", True, not failed, failed and f"MPS is available but not functional: {failed}", devices)


def _xpu(torch: Module) -> BackendFacts:
    xpu = getattr(torch, "xpu", None)
    if xpu is None:
        return BackendFacts("xpu", False, False, f"this torch ({torch.__version__}) has no torch.xpu")
    found, warned = _call(xpu.is_available)
    if not found:
        return BackendFacts("xpu", False, False, warned or "no Intel GPU found (torch.xpu.is_available() is False)")
    try:
        devices = []
        for index in range(xpu.device_count()):
            props = xpu.get_device_properties(index)
            devices.append(DeviceFacts(index, f"xpu:{index}", props.name, int(props.total_memory),
                                       processors=getattr(props, "max_compute_units", None)))
    except Exception as error:
        return BackendFacts("xpu", True, False, f"reading the device list failed: {_first_line(error)}")
    failed = _round_trip(torch, "xpu:0")
    xpu_version = getattr(torch.version, "xpu", None)
    return BackendFacts("xpu", True, not failed, failed, tuple(devices), {"xpu": xpu_version} if xpu_version else {})


def _cpu_backend(cpu: CpuFacts) -> BackendFacts:
    device = DeviceFacts(0, "cpu", cpu.name, cpu.total_memory, processors=cpu.physical_cores)
    return BackendFacts("cpu", True, True, "", (device,))


def probe_torch(torch: Module | BaseException, cpu: CpuFacts) -> dict[str, BackendFacts]:
    if isinstance(torch, NotProbed):
        gpu = {name: BackendFacts(name, False, False, str(torch)) for name in ("cuda", "rocm", "mps", "xpu")}
        return gpu | {"cpu": _cpu_backend(cpu)}
    if isinstance(torch, BaseException):
        why = f"torch is not installed or does not import: {_first_line(torch)}"
        gpu = {name: BackendFacts(name, False, False, why) for name in ("cuda", "rocm", "mps", "xpu")}
        return gpu | {"cpu": _cpu_backend(cpu)}
    return {
        "cuda": _cuda_like(torch, "cuda"),
        "rocm": _cuda_like(torch, "rocm"),
        "mps": _mps(torch),
        "xpu": _xpu(torch),
        "cpu": _cpu_backend(cpu),
    }


def probe_ct2(ct2: Module | BaseException, torch_hip: bool = False) -> Ct2Facts:
    if isinstance(ct2, BaseException):
        return Ct2Facts(False, reason=f"ctranslate2 is not installed or does not import: {_first_line(ct2)}")
    version = getattr(ct2, "__version__", "")
    cpu_types, _ = _call(lambda: ct2.get_supported_compute_types("cpu"))
    count, why = _call(ct2.get_cuda_device_count)
    count = int(count or 0)
    if count == 0:
        reason = f"CTranslate2 sees no CUDA GPU ({why})" if why else "CTranslate2 sees no CUDA GPU"
        if torch_hip:
            reason += "; this CTranslate2 is not a ROCm build"
        return Ct2Facts(True, version, 0, tuple(sorted(cpu_types or ())), reason=reason)
    cuda_types, why = _call(lambda: ct2.get_supported_compute_types("cuda"))
    # A ROCm build of CTranslate2 brings its own HIP libraries; the cuBLAS/cuDNN check is for CUDA builds.
    missing = () if torch_hip else gpu_libs.missing_libraries(gpu_libs.ct2_cuda_libraries(version))
    reason = ""
    if missing:
        reason = f"CTranslate2 {version} needs {', '.join(missing)}, which cannot be loaded (pip install .[cuda])"
    elif cuda_types is None:
        reason = f"CTranslate2 sees {count} GPU(s) but cannot query them: {why}"
    return Ct2Facts(True, version, count, tuple(sorted(cpu_types or ())), tuple(sorted(cuda_types or ())),
                    missing, reason)


def _versions(torch: Module | BaseException, ct2: Module | BaseException) -> dict[str, str]:
    versions = {"python": platform.python_version()}
    for name in _DISTRIBUTIONS:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            pass
    if not isinstance(torch, BaseException):
        versions["torch"] = str(torch.__version__)
        for attr, key in (("cuda", "cuda"), ("hip", "hip")):
            value = getattr(torch.version, attr, None)
            if value:
                versions[key] = str(value)
    ct2_version = None if isinstance(ct2, BaseException) else getattr(ct2, "__version__", None)
    if ct2_version:
        versions["ctranslate2"] = str(ct2_version)
    return versions


def _import(name: str) -> ModuleType | BaseException:
    try:
        return __import__(name)
    except Exception as error:  # a broken install raises more than ImportError (OSError from a missing .so)
        return error


def probe(
    torch_module: Module | BaseException | None = None,
    ct2_module: Module | BaseException | None = None,
    *,
    cpu: CpuFacts | None = None,
    cpu_only: bool = False,
    refresh: bool = False,
) -> Probe:
    """What works here. With no arguments: the real torch and ctranslate2, once per process and kept on disk between
    processes while nothing it depends on changes (platform_utils.probe_cache); `refresh=True` probes again.

    `cpu_only=True` (the user asked for the CPU) leaves torch alone and marks the GPU backends "not probed", unless
    a full probe already ran in this process.

    A module argument replaces the import (tests pass fakes); an exception instance stands for a failed import.
    """
    if torch_module is None and ct2_module is None and cpu is None:
        return machine().cpu_only() if cpu_only and not refresh else machine().full(refresh=refresh)
    if torch_module is None:
        torch_module = _import_torch()
    if ct2_module is None:
        ct2_module = _import("ctranslate2")
    return _build(torch_module, ct2_module, cpu or cpu_facts())


def probe_for(requested: str) -> Probe:
    """The probe a plan for `requested` (auto, cpu, cuda, ...) needs, at the least cost: `cpu`, and `auto` where
    the system shows no sign of a GPU, plan without importing torch (platform_utils.machine_probe)."""
    return machine().for_plan(requested)


def _import_torch() -> ModuleType | BaseException:
    if sys.platform == "darwin":
        # Read once when torch loads: without it an op MPS lacks is an error instead of running on the CPU.
        os.environ.setdefault("PYTORCH_ENABLE_MPS_FALLBACK", "1")
    return _import("torch")


def _full_probe() -> Probe:
    return _build(_import_torch(), _import("ctranslate2"), cpu_facts())


def _probe_without_torch(reason: str) -> Probe:
    return _build(NotProbed(reason), _import("ctranslate2"), cpu_facts())


def probe_cache_file() -> Path | None:
    """The disk cache this process's full probe was read from; None when it probed here (or has not yet)."""
    return machine().read_from


@functools.cache
def machine() -> MachineProbe:
    """This process's probe of the real machine (memory, then the disk cache, then torch)."""
    from platform_utils.machine_probe import MachineProbe

    return MachineProbe(_full_probe, _probe_without_torch)


def _build(torch: Module | BaseException, ct2: Module | BaseException, cpu: CpuFacts) -> Probe:
    if not isinstance(torch, BaseException):
        capability, _ = _call(lambda: torch.backends.cpu.get_cpu_capability())
        if capability:
            cpu = dataclasses.replace(cpu, torch_capability=str(capability))
    hip = not isinstance(torch, BaseException) and bool(getattr(torch.version, "hip", None))
    return Probe(
        backends=probe_torch(torch, cpu),
        ct2=probe_ct2(ct2, torch_hip=hip),
        cpu=cpu,
        versions=_versions(torch, ct2),
        system=f"{platform.system()} {platform.release()} ({platform.machine()})",
    )


def probe_in_subprocess(timeout: float = 180.0) -> Probe:
    """The real probe, run in a fresh helper process so the caller (the GUI) never imports torch or CUDA."""
    root = str(Path(__file__).resolve().parent.parent)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "platform_utils", "--probe-json"],
            capture_output=True, text=True, timeout=timeout, env=env, cwd=root,
        )
    except subprocess.TimeoutExpired as error:
        raise ProbeError(f"the device probe did not finish in {timeout:.0f} s") from error
    except OSError as error:
        raise ProbeError(f"the device probe could not start: {error}") from error
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        tail = (done.stderr or done.stdout).strip()[-800:]
        raise ProbeError(f"the device probe failed (exit code {done.returncode}): {tail}")
    return Probe.from_dict(json.loads(lines[-1]))
