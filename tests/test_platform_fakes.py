"""Stand-ins for the hardware surfaces this machine lacks: a torch module (torch.cuda, torch.version,
torch.backends.mps, torch.xpu, ...) and a ctranslate2 module, with only the attributes platform_utils reads.

They model what real installs report: a CUDA or ROCm build, GPUs with properties, warnings from a bad driver,
test operations that raise or return garbage, and CTranslate2 builds that see or miss the GPU.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from core.engines.registry import lineup
from platform_utils.facts import CpuFacts

GIB = 1024**3
# The engines as core lines them up for a plan (faster-whisper on CTranslate2, openai-whisper and pyannote on torch).
LINEUP = lineup()


@dataclass
class Gpu:
    name: str
    memory_gib: float
    major: int = 8
    minor: int = 6
    arch: str = ""  # ROCm's gcnArchName
    processors: int = 82


@dataclass
class Calls:
    """What platform_utils did to the fake torch."""

    matmul_precision: list[str] = field(default_factory=list)
    threads: list[int] = field(default_factory=list)
    empty_cache: list[str] = field(default_factory=list)


class _Tensor:
    def __init__(self, value: float, device: str, garbage: bool) -> None:
        self.value, self.device, self.garbage = value, device, garbage

    def __mul__(self, other: float) -> _Tensor:
        return _Tensor(self.value * other, self.device, self.garbage)

    def sum(self) -> _Tensor:
        return self

    def to(self, device: str) -> _Tensor:
        return _Tensor(0.0 if self.garbage else self.value, device, False)

    def item(self) -> float:
        return self.value


def fake_torch(
    *,
    version: str = "2.5.1+cu124",
    cuda: str | None = "12.4",
    hip: str | None = None,
    gpus: tuple[Gpu, ...] = (),
    cuda_warning: str = "",
    mps_built: bool = False,
    mps_available: bool = False,
    xpu_gpus: tuple[Gpu, ...] | None = None,
    op_errors: dict[str, BaseException] | None = None,
    garbage: tuple[str, ...] = (),
    cudnn: int | None = 90100,
    free_fraction: float = 0.5,
) -> Any:
    """A torch module. `op_errors` maps a device kind ("cuda", "mps", "xpu") to what its test op raises;
    `garbage` lists kinds whose copy back to the CPU returns a wrong value."""
    calls = Calls()
    errors = op_errors or {}

    def ones(n: int, device: str = "cpu") -> _Tensor:
        kind = device.partition(":")[0]
        if kind in errors:
            raise errors[kind]
        return _Tensor(float(n), device, kind in garbage)

    def is_available() -> bool:
        if cuda_warning:
            warnings.warn(cuda_warning, UserWarning, stacklevel=2)
        return bool(gpus) and not cuda_warning

    def props(index: int) -> SimpleNamespace:
        gpu = gpus[index]
        return SimpleNamespace(name=gpu.name, total_memory=int(gpu.memory_gib * GIB), major=gpu.major,
                               minor=gpu.minor, gcnArchName=gpu.arch, multi_processor_count=gpu.processors)

    def mem_get_info(index: int = 0) -> tuple[int, int]:
        total = int(gpus[index].memory_gib * GIB)
        return int(total * free_fraction), total

    cuda_ns = SimpleNamespace(
        is_available=is_available,
        device_count=lambda: len(gpus) if is_available() else 0,
        get_device_properties=props,
        mem_get_info=mem_get_info,
        memory_allocated=lambda index=0: 1 * GIB,
        memory_reserved=lambda index=0: 2 * GIB,
        empty_cache=lambda: calls.empty_cache.append("cuda"),
    )
    torch = SimpleNamespace(
        __version__=version,
        version=SimpleNamespace(cuda=cuda, hip=hip),
        cuda=cuda_ns,
        ones=ones,
        backends=SimpleNamespace(
            cudnn=SimpleNamespace(is_available=lambda: cudnn is not None, version=lambda: cudnn, benchmark=False),
            mps=SimpleNamespace(is_built=lambda: mps_built, is_available=lambda: mps_built and mps_available),
            cpu=SimpleNamespace(get_cpu_capability=lambda: "AVX2"),
        ),
        set_float32_matmul_precision=calls.matmul_precision.append,
        set_num_threads=calls.threads.append,
        get_num_threads=lambda: calls.threads[-1] if calls.threads else 4,  # torch starts with the physical cores
        calls=calls,
    )
    if mps_built:
        torch.mps = SimpleNamespace(
            recommended_max_memory=lambda: 21 * GIB,
            driver_allocated_memory=lambda: 5 * GIB,
            current_allocated_memory=lambda: 3 * GIB,
            empty_cache=lambda: calls.empty_cache.append("mps"),
        )
    if xpu_gpus is not None:
        xgpus = xpu_gpus
        torch.xpu = SimpleNamespace(
            is_available=lambda: bool(xgpus),
            device_count=lambda: len(xgpus),
            get_device_properties=lambda i: SimpleNamespace(name=xgpus[i].name,
                                                            total_memory=int(xgpus[i].memory_gib * GIB),
                                                            max_compute_units=xgpus[i].processors),
            mem_get_info=lambda i=0: (int(xgpus[i].memory_gib * GIB * free_fraction), int(xgpus[i].memory_gib * GIB)),
            memory_allocated=lambda i=0: 0,
            memory_reserved=lambda i=0: 0,
            empty_cache=lambda: calls.empty_cache.append("xpu"),
        )
    return torch


def fake_ct2(
    *,
    version: str = "4.5.0",
    cuda_devices: int = 0,
    cuda_types: tuple[str, ...] = ("bfloat16", "float16", "float32", "int8", "int8_bfloat16", "int8_float16",
                                   "int8_float32"),
    cpu_types: tuple[str, ...] = ("float32", "int8", "int8_float32"),
    cuda_error: str = "",
) -> Any:
    def supported(device: str, device_index: int = 0) -> set[str]:
        if device == "cuda":
            if cuda_error or not cuda_devices:
                raise RuntimeError(cuda_error or "CUDA failed with error no CUDA-capable device is detected")
            return set(cuda_types)
        return set(cpu_types)

    return SimpleNamespace(__version__=version, get_cuda_device_count=lambda: cuda_devices,
                           get_supported_compute_types=supported)


def fake_cpu(physical: int = 8, logical: int = 16, performance: int | None = None, machine: str = "x86_64") -> CpuFacts:
    return CpuFacts(name="Test CPU", machine=machine, physical_cores=physical, logical_cores=logical,
                    performance_cores=performance, total_memory=32 * GIB, isa=("avx2", "fma"))


RTX_3090 = Gpu("NVIDIA GeForce RTX 3090", 24.0, 8, 6, processors=82)
GTX_1080 = Gpu("NVIDIA GeForce GTX 1080", 8.0, 6, 1, processors=20)
RX_7900 = Gpu("AMD Radeon RX 7900 XTX", 24.0, 11, 0, arch="gfx1100", processors=96)
ARC_A770 = Gpu("Intel(R) Arc(TM) A770 Graphics", 16.0, processors=512)
