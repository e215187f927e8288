"""What the probe found, as frozen data that survives a trip through JSON (the GUI probes in a helper process).

Only facts that stay true for the life of a process live here (names, total memory, versions); what changes from
moment to moment (free memory) comes from `platform_utils.runtime.memory_info`, so two probes of one machine are
equal and a cached probe is never stale.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from platform_utils.strenum import StrEnum


class Backend(StrEnum):
    """What `gpu_backend` may say: a backend, or auto for the best one that works. Members are in the order auto
    tries them, best first (CUDA and ROCm never both work in one torch build)."""

    AUTO = "auto"
    CUDA = "cuda"
    ROCM = "rocm"
    MPS = "mps"
    XPU = "xpu"
    CPU = "cpu"


# Plain strings, for choices lists and messages (an enum member's repr would read "<Backend.CUDA: 'cuda'>").
BACKENDS: tuple[str, ...] = tuple(backend.value for backend in Backend)  # every allowed value, auto first
BACKEND_ORDER: tuple[str, ...] = BACKENDS[1:]  # the real backends, best first
GPU_BACKENDS: tuple[str, ...] = BACKEND_ORDER[:-1]
SCHEMA_VERSION = 1


@dataclass(frozen=True)
class DeviceFacts:
    """One accelerator (or the CPU) as torch addresses it: `device` is the string to hand to torch."""

    index: int
    device: str  # "cuda:0" (also ROCm), "mps", "xpu:0", "cpu"
    name: str
    total_memory: int | None = None  # bytes
    capability: str = ""  # "8.6" on NVIDIA, the gfx architecture on AMD
    processors: int | None = None  # streaming multiprocessors / compute units


@dataclass(frozen=True)
class BackendFacts:
    """`available`: torch was built for it and sees a device; `functional`: a tiny op ran there and came back."""

    name: str
    available: bool
    functional: bool
    reason: str = ""  # why it is not usable ("" when it is)
    devices: tuple[DeviceFacts, ...] = ()
    versions: Mapping[str, str] = field(default_factory=dict)

    @property
    def usable(self) -> bool:
        return self.available and self.functional


@dataclass(frozen=True)
class Ct2Facts:
    """CTranslate2 on its own: on ROCm torch sees the GPU while a CUDA build of CTranslate2 sees none."""

    installed: bool
    version: str = ""
    cuda_devices: int = 0
    cpu_compute_types: tuple[str, ...] = ()
    cuda_compute_types: tuple[str, ...] = ()
    missing_libraries: tuple[str, ...] = ()  # GPU libraries CTranslate2 loads at run time but that are not here
    reason: str = ""  # why it cannot use a GPU ("" when it can)

    @property
    def gpu_usable(self) -> bool:
        return self.installed and self.cuda_devices > 0 and not self.missing_libraries


@dataclass(frozen=True)
class CpuFacts:
    name: str
    machine: str  # x86_64, arm64, ...
    physical_cores: int
    logical_cores: int
    performance_cores: int | None = None  # Apple silicon: the P-cores, which CTranslate2 should use
    total_memory: int | None = None  # bytes
    isa: tuple[str, ...] = ()  # avx2, avx512f, neon, ...
    torch_capability: str = ""  # what torch dispatches to: "AVX2", "AVX512", "DEFAULT", ...
    # The CPUs this process may run on (taskset, a container's cpuset); None = all. The process's, not the
    # machine's: set on each process's probe (platform_utils.machine_probe), never kept in the disk cache.
    usable_cpus: int | None = None

    @property
    def threads(self) -> int:
        """Threads for CPU inference: one per physical (performance) core; hyper-threads only add contention, and
        threads beyond the CPUs the process may use queue for the same cores."""
        cores = max(1, self.performance_cores or self.physical_cores or self.logical_cores or 1)
        return min(cores, self.usable_cpus) if self.usable_cpus else cores


@dataclass(frozen=True)
class Probe:
    backends: Mapping[str, BackendFacts]
    ct2: Ct2Facts
    cpu: CpuFacts
    versions: Mapping[str, str] = field(default_factory=dict)  # python, torch, cuda, hip, ctranslate2, ...
    system: str = ""  # "Linux 6.1 (x86_64)"
    schema_version: int = SCHEMA_VERSION

    def backend(self, name: str) -> BackendFacts:
        return self.backends[name]

    def usable(self) -> tuple[str, ...]:
        """Usable backends, best first."""
        return tuple(name for name in BACKEND_ORDER if name in self.backends and self.backends[name].usable)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Probe:
        if data.get("schema_version") != SCHEMA_VERSION:
            raise ValueError(f"probe schema_version {data.get('schema_version')!r}, expected {SCHEMA_VERSION}")
        backends = {
            name: BackendFacts(
                name=b["name"],
                available=b["available"],
                functional=b["functional"],
                reason=b["reason"],
                devices=tuple(DeviceFacts(**d) for d in b["devices"]),
                versions=dict(b["versions"]),
            )
            for name, b in data["backends"].items()
        }
        ct2 = dict(data["ct2"])
        for key in ("cpu_compute_types", "cuda_compute_types", "missing_libraries"):
            ct2[key] = tuple(ct2[key])
        cpu = dict(data["cpu"])
        cpu["isa"] = tuple(cpu["isa"])
        return cls(
            backends=backends,
            ct2=Ct2Facts(**ct2),
            cpu=CpuFacts(**cpu),
            versions=dict(data["versions"]),
            system=data["system"],
        )
