"""The NVIDIA driver and the CUDA libraries CTranslate2 opens at run time.

CTranslate2's CUDA build links cuBLAS and cuDNN lazily: it reports GPUs even when those libraries are missing and
only fails at the first matrix product. We look for them up front, and on Linux we load the copies that the
`nvidia-cublas-cu12` / `nvidia-cudnn-cu12` wheels put in site-packages, so `pip install .[cuda]` works without
LD_LIBRARY_PATH (the dynamic loader finds an already loaded library by its soname).
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import re
import sys
from pathlib import Path

# CTranslate2 major.minor -> (CUDA major, cuDNN major) it was built against (its release notes).
_CT2_CUDA = ((4, 5, "12", "9"), (4, 0, "12", "8"), (3, 0, "11", "8"))


def ct2_cuda_libraries(ct2_version: str, platform: str = sys.platform) -> tuple[str, ...]:
    """The cuBLAS and cuDNN file names a CTranslate2 version's CUDA build opens, for this platform."""
    numbers = [int(n) for n in re.findall(r"\d+", ct2_version)[:2]] + [0, 0]
    major, minor = numbers[0], numbers[1]
    built = next(((cuda, cudnn) for low_major, low_minor, cuda, cudnn in _CT2_CUDA
                  if (major, minor) >= (low_major, low_minor)), None)
    if built is None:
        return ()
    cuda, cudnn = built
    if platform == "win32":
        return (f"cublas64_{cuda}.dll", f"cudnn64_{cudnn}.dll")
    if platform.startswith("linux"):
        return (f"libcublas.so.{cuda}", f"libcudnn.so.{cudnn}")
    return ()


def _wheel_copies(name: str) -> list[Path]:
    """Where the nvidia-* wheels keep `name`: site-packages/nvidia/<part>/lib (or bin on Windows)."""
    spec = importlib.util.find_spec("nvidia")
    if spec is None or not spec.submodule_search_locations:
        return []
    found = []
    for root in spec.submodule_search_locations:
        found.extend(sorted(Path(root).glob(f"*/lib/{name}")) + sorted(Path(root).glob(f"*/bin/{name}")))
    return found


@functools.cache
def load_library(name: str) -> str:
    """Load `name` (system search path first, then the nvidia-* wheels); returns "" when found, else why not."""
    mode = getattr(ctypes, "RTLD_GLOBAL", 0)
    try:
        ctypes.CDLL(name, mode=mode)
        return ""
    except OSError as error:
        why = str(error)
    for path in _wheel_copies(name):
        try:
            ctypes.CDLL(str(path), mode=mode)
            return ""
        except OSError as error:
            why = str(error)
    return why or f"{name} not found"


def missing_libraries(names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(name for name in names if load_library(name))


@functools.cache
def nvidia_driver() -> dict[str, str]:
    """The driver's release (e.g. "580.95") and the newest CUDA it supports (e.g. "13.0"); empty when absent."""
    facts: dict[str, str] = {}
    try:
        text = Path("/proc/driver/nvidia/version").read_text()
        match = re.search(r"Kernel Module\s+(?:for \S+\s+)?([\d.]+)", text)
        if match:
            facts["driver"] = match.group(1)
    except OSError:
        pass
    name = {"win32": "nvcuda.dll", "darwin": ""}.get(sys.platform, "libcuda.so.1")
    if name:
        try:
            lib = ctypes.CDLL(name)
            version = ctypes.c_int(0)
            if lib.cuDriverGetVersion(ctypes.byref(version)) == 0 and version.value:
                facts["driver_cuda"] = f"{version.value // 1000}.{version.value % 1000 // 10}"
        except (OSError, AttributeError):
            pass
    return facts
