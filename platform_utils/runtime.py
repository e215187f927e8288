"""Per-backend settings applied before a stage loads, memory figures, and releasing memory between stages.

Nothing here imports torch on its own: a stage that needs torch has imported it already, and when torch is not
loaded there is no torch memory to report or free. Tests pass a fake torch via `torch_module`.
"""

from __future__ import annotations

import gc
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from platform_utils.lineup import Runtime
from platform_utils.planning import StagePlan

_applied: set[tuple[str, ...]] = set()
_lock = threading.Lock()


def _loaded_torch(torch_module: Any = None) -> Any:
    return torch_module if torch_module is not None else sys.modules.get("torch")


def _backend_of(device: str) -> str:
    return device.partition(":")[0]


def apply_optimisations(stage: StagePlan, torch_module: Any = None) -> tuple[str, ...]:
    """Set what makes `stage` fast on its backend, each setting once per process; returns what it set now.

    CUDA and ROCm: TF32 matrix products asked for (pyannote's Inference turns them off again for the whole process
    on a CUDA device at its first run, for reproducibility: fix_reproducibility). No cuDNN/MIOpen
    benchmark search: it tunes every convolution again for each new input shape, and the speaker embedding sees
    one shape per turn (each turn is embedded at its own length); on an H200 it made a 30 s clip's diarization take
    1 to 56 s instead of about 1 s (docs/GPU.md).
    MPS: the CPU fallback for missing ops (effective only before torch loads). CPU: torch threads = physical cores.
    CTranslate2 stages take their threads from StagePlan.threads and need nothing here.
    """
    done: list[str] = []
    with _lock:
        for key, value in stage.env:
            if ("env", key) not in _applied:
                _applied.add(("env", key))
                if key not in os.environ:
                    os.environ[key] = value
                    done.append(f"{key}={value}")
        if stage.runtime != Runtime.TORCH:
            return tuple(done)
        torch = _loaded_torch(torch_module)
        if torch is None:
            import torch  # a torch engine is about to load it anyway
        if stage.backend in ("cuda", "rocm") and ("tf32",) not in _applied:
            _applied.add(("tf32",))
            torch.set_float32_matmul_precision("high")
            done.append("float32 matmul precision high (TF32)")
        # Each time the count differs, not once per value: a warm worker's jobs may ask for 1, then 2, then 1 again
        # (the stages side by side, then one stage alone: core.compute.overlap_plan).
        if stage.backend == "cpu" and stage.threads and torch.get_num_threads() != stage.threads:
            torch.set_num_threads(stage.threads)
            done.append(f"torch threads {stage.threads}")
    return tuple(done)


def _forget_applied() -> None:
    """For tests: start again as a fresh process would."""
    with _lock:
        _applied.clear()


@dataclass(frozen=True)
class MemoryInfo:
    """Bytes; None where the backend does not say. `allocated`/`reserved` are this process's torch tensors."""

    device: str
    total: int | None
    free: int | None
    allocated: int | None = None
    reserved: int | None = None


def memory_info(device: str, torch_module: Any = None) -> MemoryInfo:
    backend = _backend_of(device)
    if backend == "cpu":
        import psutil

        vm = psutil.virtual_memory()
        return MemoryInfo(device, vm.total, vm.available, psutil.Process().memory_info().rss, None)
    torch = _loaded_torch(torch_module)
    if torch is None:
        import torch
    if backend in ("cuda", "rocm"):
        index = int(device.partition(":")[2] or 0)
        free, total = torch.cuda.mem_get_info(index)
        return MemoryInfo(device, int(total), int(free), int(torch.cuda.memory_allocated(index)),
                          int(torch.cuda.memory_reserved(index)))
    if backend == "mps":
        total = int(torch.mps.recommended_max_memory())
        driver = int(torch.mps.driver_allocated_memory())
        return MemoryInfo(device, total, max(0, total - driver), int(torch.mps.current_allocated_memory()), driver)
    if backend == "xpu":
        index = int(device.partition(":")[2] or 0)
        free, total = torch.xpu.mem_get_info(index)
        return MemoryInfo(device, int(total), int(free), int(torch.xpu.memory_allocated(index)),
                          int(torch.xpu.memory_reserved(index)))
    raise ValueError(f"unknown device {device!r}; expected cpu, cuda:N, mps or xpu:N")


def clear_cache(device: str, torch_module: Any = None) -> None:
    """Collect dropped models, then hand the allocator's cached blocks back to the driver, so the next stage (or the
    CPU retry after an out-of-memory error) starts from free memory. Never raises: it runs on error paths."""
    gc.collect()
    torch = _loaded_torch(torch_module)
    backend = _backend_of(device)
    if torch is None or backend == "cpu":
        return
    try:
        if backend in ("cuda", "rocm"):
            torch.cuda.empty_cache()
        elif backend == "mps":
            torch.mps.empty_cache()
        elif backend == "xpu":
            torch.xpu.empty_cache()
    except Exception:  # a GPU that just failed may refuse this too; there is nothing more to free then
        pass


def _glibc(name: str) -> Any:
    """A function of glibc, or None where the C library is another (macOS, Windows, musl)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        return getattr(ctypes.CDLL("libc.so.6"), name)
    except (OSError, AttributeError):
        return None


def _malloc_trim() -> Any:
    """glibc's malloc_trim, or None where the C library is another."""
    return _glibc("malloc_trim")


@dataclass(frozen=True, slots=True)
class HeapFigures:
    """glibc's heap over every arena, in bytes: what is handed out, what is free but kept, and what lies in mappings
    of their own (large blocks, handed back to the system as they are freed)."""

    in_use: int
    kept_free: int
    mapped: int


def heap_figures() -> HeapFigures | None:
    """glibc's mallinfo2 now; None where the C library is another (or older than glibc 2.33)."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in
                    "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost".split()]

    mallinfo2 = _glibc("mallinfo2")
    if mallinfo2 is None:
        return None
    mallinfo2.restype = MallInfo2
    info = mallinfo2()
    return HeapFigures(in_use=info.uordblks, kept_free=info.fordblks, mapped=info.hblkhd)


_M_MMAP_THRESHOLD = -3  # glibc's malloc.h
LARGE_BLOCK = 4 * 1024 * 1024


def map_large_blocks_apart(threshold: int = LARGE_BLOCK) -> bool:
    """From now on every new block of `threshold` bytes or more gets a mapping of its own, handed back to the system
    when freed; True where it could (glibc). Process-wide.

    glibc gives each thread that allocates a heap (arena) of its own, and memory freed in one heap never serves
    another; it also raises its bound for a mapping of its own (128 KB at first, up to 32 MB) each time such a block
    is freed. With transcription and diarization in two threads at once (core.pipeline), each stage's buffers of a
    few MB then pile up apart from what the other freed: 7 minutes of meetings diarized beside tiny.en peaked at
    1632 MiB against 1404 MiB with the stages in turn, and with this bound at 4 MB at 1431 MiB against 1421 (two
    paired runs). 1 MB cost 19% more CPU (docs/GPU.md, "Transcription and diarization at the same time"). Set only
    where both stages run on the CPU, which is where it was measured.
    """
    mallopt = _glibc("mallopt")
    return mallopt is not None and mallopt(_M_MMAP_THRESHOLD, threshold) == 1


def release_free_memory() -> bool:
    """Hand memory freed by the last job back to the system (glibc's malloc_trim); True where it could.

    The engines' thread pools allocate in glibc's per-thread arenas, which keep freed memory: a CLI call of 200
    short jobs in one process grew from 186 to 923 MB resident with nothing alive (bench/soak.py), and stays flat with
    a trim after each job. Other C libraries (macOS, Windows, musl) return memory on their own terms; nothing to do.
    """
    trim = _malloc_trim()
    if trim is None:
        return False
    gc.collect()
    trim(0)
    return True


class PeriodicTrim:
    """Call it after every batch of a long loop: at most once per `interval` seconds it hands freed heap pages back
    (malloc_trim, no garbage collection: that is the slow part and the loop frees its own arrays).

    A long loop that keeps small results while large buffers come and go leaves holes the heap never returns: on
    40 minutes of speech pyannote's segmentation step grew the resident set by 300 MB with under 30 MB alive, and a
    3-hour file would have needed 1.3 GB for nothing. Trimming once a second kept that step's growth at 44 MB.
    """

    def __init__(self, interval: float = 1.0, clock: Callable[[], float] | None = None) -> None:
        import time

        self.interval = interval
        self._clock = clock or time.monotonic
        self._trim = _malloc_trim()
        self._last = self._clock()
        self.trims = 0

    def __call__(self) -> None:
        """Trim now if `interval` has passed since the last trim (or since this was made)."""
        if self._trim is None:
            return
        now = self._clock()
        if now - self._last >= self.interval:
            self._trim(0)
            self._last = now
            self.trims += 1
