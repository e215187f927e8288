"""Signs of a GPU that the system shows without torch: device nodes, kernel modules, driver libraries, and what
they say about driver versions.

Looking costs a few stat calls and small reads (well under a millisecond) against seconds and hundreds of MB for
importing torch. Where there is no sign at all, no backend but the CPU can work, so `auto` plans without torch;
the same signs key the probe's disk cache (platform_utils.probe_cache), so a new driver or device probes again.

The check errs towards "maybe": any NVIDIA, AMD or Intel sign, any macOS (MPS needs Apple silicon or an AMD GPU,
which cannot be told apart cheaply) and any platform not known here mean the full probe runs.
"""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

# /dev entries a GPU compute stack opens, by the start of their names: NVIDIA (and Jetson's nvhost/nvmap), ROCm's
# kfd, WSL2's dxg; in /dev/dri the render nodes (Intel XPU, AMD, NVIDIA's DRM). Plain prefixes, not glob patterns:
# compiling those costs more than the whole look.
DEVICE_PREFIXES = ("nvidia", "nvhost-", "nvmap", "kfd", "dxg")
DRI_PREFIXES = ("renderD",)
# Loaded GPU kernel drivers: NVIDIA creates its /dev nodes only on first use, so the module is the sign then.
KERNEL_MODULES = ("nvidia", "amdgpu", "i915", "xe")
# Driver-side libraries (not the CUDA/ROCm runtimes that wheels bring): the CUDA driver, NVML, HIP/HSA, Level Zero.
LINUX_LIBRARIES = (
    "libcuda.so.1", "libnvidia-ml.so.1", "libamdhip64.so", "libamdhip64.so.5", "libamdhip64.so.6",
    "libamdhip64.so.7", "libhsa-runtime64.so.1", "libze_loader.so.1", "libze_intel_gpu.so.1",
)
WINDOWS_LIBRARIES = (
    "nvcuda.dll", "nvml.dll", "amdhip64.dll", "amdhip64_6.dll", "amdhip64_7.dll", "ze_loader.dll", "ze_intel_gpu64.dll",
)
_STANDARD_LIBRARY_DIRS = ("/usr/lib64", "/usr/lib", "/lib64", "/lib", "/usr/local/lib", "/usr/lib/wsl/lib",
                          "/opt/rocm/lib", "/run/opengl-driver/lib")  # the last: NixOS


def default_library_dirs(machine: str, environ: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """Where Linux drivers put their libraries: LD_LIBRARY_PATH, then the distributions' usual folders. ld.so.conf is
    not read (four more files on every start): a driver installed elsewhere still shows as a kernel module."""
    environ = os.environ if environ is None else environ
    dirs = [d for d in environ.get("LD_LIBRARY_PATH", "").split(os.pathsep) if d]
    dirs += [f"/usr/lib/{machine}-linux-gnu", f"/lib/{machine}-linux-gnu"] + list(_STANDARD_LIBRARY_DIRS)
    return tuple(dict.fromkeys(dirs))


def _windows_system() -> Path:
    return Path(os.environ.get("SystemRoot", r"C:\Windows")) / "System32"


@dataclass(frozen=True)
class Places:
    """Where to look and what system this is. The defaults are this machine's; tests point them at a folder."""

    system: str = sys.platform  # as sys.platform says it: linux, win32, darwin, ...
    machine: str = field(default_factory=platform.machine)
    dev: Path = Path("/dev")
    sys_root: Path = Path("/sys")
    proc: Path = Path("/proc")
    library_dirs: tuple[str | Path, ...] | None = None  # None: default_library_dirs()
    windows_system: Path | None = None  # None: %SystemRoot%\System32


@dataclass(frozen=True)
class GpuTraces:
    """What was seen; every field is in the probe cache's key. `maybe_gpu` is False only where nothing was."""

    system: str  # sys.platform
    device_nodes: tuple[str, ...] = ()  # "/dev/nvidia0", "/dev/dri/renderD128 0x8086:0x56a0"
    kernel_modules: tuple[str, ...] = ()  # "nvidia 580.95.05", "amdgpu"
    driver_libraries: tuple[str, ...] = ()  # resolved path, size and mtime: a driver update changes them
    driver_versions: tuple[str, ...] = ()  # /proc/driver/nvidia/version's first line, the kernel release, macOS
    apple: bool = False  # macOS: MPS may be there
    unknown_platform: bool = False

    @property
    def maybe_gpu(self) -> bool:
        return bool(self.device_nodes or self.kernel_modules or self.driver_libraries or self.apple
                    or self.unknown_platform)

    def summary(self) -> str:
        """Why the probe runs, or why it need not, in words."""
        if not self.maybe_gpu:
            return "no NVIDIA, AMD or Intel GPU device, kernel driver or driver library was found"
        signs = list(self.device_nodes) + [f"kernel module {m}" for m in self.kernel_modules]
        signs += [lib.split(" ", 1)[0] for lib in self.driver_libraries]
        if self.apple:
            signs.append("macOS (Metal)")
        if self.unknown_platform:
            signs.append(f"platform {self.system} (not checked)")
        return "possible GPU: " + ", ".join(signs)


def _read(path: str, limit: int = 4096) -> str:
    try:
        with open(path, "rb") as handle:
            return handle.read(limit).decode("utf-8", errors="replace").strip()
    except OSError:
        return ""


def _file_identity(path: str) -> str | None:
    """The resolved file (libcuda.so.1 -> libcuda.so.580.95.05) with its size and mtime; None when it is not there."""
    try:
        stat = os.stat(path)  # most names are absent: fail before resolving links
        real = os.path.realpath(path)
    except OSError:
        return None
    return f"{real} {stat.st_size} {stat.st_mtime_ns}"


def _listing(folder: str) -> list[str]:
    try:
        return sorted(os.listdir(folder))
    except OSError:
        return []


# The Linux helpers take plain strings: pathlib's joins cost more than the stat calls they prepare.
def _device_nodes(dev: str, sys_root: str) -> tuple[str, ...]:
    found = [os.path.join(dev, name) for name in _listing(dev) if name.startswith(DEVICE_PREFIXES)]
    dri = os.path.join(dev, "dri")
    for name in _listing(dri):
        if name.startswith(DRI_PREFIXES):  # which vendor and chip, from sysfs
            device = os.path.join(sys_root, "class", "drm", name, "device")
            ids = ":".join(filter(None, (_read(os.path.join(device, part)) for part in ("vendor", "device"))))
            found.append(f"{os.path.join(dri, name)} {ids}".strip())
    return tuple(found)


def _kernel_modules(sys_root: str, proc: str) -> tuple[str, ...]:
    found = []
    for name in KERNEL_MODULES:
        module = os.path.join(sys_root, "module", name)
        if os.path.isdir(module):
            found.append(f"{name} {_read(os.path.join(module, 'version'))}".strip())
    if os.path.isdir(os.path.join(proc, "driver", "nvidia")) and not any(m.startswith("nvidia") for m in found):
        found.append("nvidia")
    return tuple(found)


def _libraries(directories: Iterable[str | Path], names: tuple[str, ...]) -> tuple[str, ...]:
    found: list[str] = []
    seen: set[tuple[int, int]] = set()
    for directory in map(str, directories):
        try:
            folder = os.stat(directory)
        except OSError:
            continue
        if (folder.st_dev, folder.st_ino) in seen:  # /lib is /usr/lib on most systems now
            continue
        seen.add((folder.st_dev, folder.st_ino))
        for name in names:
            identity = _file_identity(os.path.join(directory, name))
            if identity is not None and identity not in found:
                found.append(identity)
    return tuple(found)


def look(places: Places | None = None) -> GpuTraces:
    """The GPU signs this system shows, read without importing torch or loading any library."""
    places = places or Places()
    if places.system == "darwin":
        return GpuTraces(places.system, apple=True,
                         driver_versions=(f"macOS {platform.mac_ver()[0]} {places.machine}",))
    if places.system == "win32":
        system = places.windows_system or _windows_system()
        return GpuTraces(places.system, driver_libraries=_libraries((system,), WINDOWS_LIBRARIES),
                         driver_versions=(f"Windows {platform.version()}",))
    if not places.system.startswith("linux"):
        return GpuTraces(places.system, unknown_platform=True)
    dev, sys_root, proc = str(places.dev), str(places.sys_root), str(places.proc)
    dirs = places.library_dirs if places.library_dirs is not None else default_library_dirs(places.machine)
    nvidia = _read(os.path.join(proc, "driver", "nvidia", "version")).splitlines()
    versions = (f"kernel {platform.release()}",) + ((nvidia[0],) if nvidia else ())
    return GpuTraces(
        places.system,
        device_nodes=_device_nodes(dev, sys_root),
        kernel_modules=_kernel_modules(sys_root, proc),
        driver_libraries=_libraries(dirs, LINUX_LIBRARIES),
        driver_versions=versions,
    )
