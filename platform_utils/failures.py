"""Telling a GPU failure from any other error, and running a stage again on the CPU when the GPU fails.

The classifier reads the exception chain (the pipeline wraps errors but keeps their cause) and matches the types
and messages torch, CTranslate2, HIP and MPS actually produce. Anything it does not recognise is not a GPU failure
and propagates unchanged: a corrupt model must fail loudly, not run again on the CPU.
"""

from __future__ import annotations

import re
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from platform_utils.planning import StagePlan, cpu_fallback
from platform_utils.runtime import apply_optimisations, clear_cache

T = TypeVar("T")

KIND_TEXT = {
    "oom": "the GPU ran out of memory",
    "runtime-mismatch": "the GPU driver is too old for this CUDA runtime",
    "arch-unsupported": "this build has no kernels for this GPU",
    "driver": "the GPU driver is missing or failed",
    "cudnn-missing": "cuDNN is missing or cannot be loaded",
    "cudnn": "cuDNN failed",
    "cuda-library-missing": "a CUDA library is missing or cannot be loaded",
    "compute-type": "the GPU does not support the requested precision",
    "hip": "a HIP/ROCm error",
    "mps": "an MPS (Apple GPU) error",
    "xpu": "an Intel GPU (XPU) error",
    "no-device": "no usable GPU",
    "cuda": "a CUDA error",
}

# (kind, pattern) in order: the first that matches wins, so specific causes come before the generic CUDA error.
_PATTERNS: tuple[tuple[str, str], ...] = (
    ("oom", r"out of memory|CUDA_ERROR_OUT_OF_MEMORY|hipErrorOutOfMemory|CUBLAS_STATUS_ALLOC_FAILED"
            r"|MPS backend out of memory|UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY|failed to allocate"),
    ("runtime-mismatch", r"driver version is insufficient|driver on your system is too old"
                         r"|CUDA_ERROR_(SYSTEM_DRIVER_MISMATCH|COMPAT_NOT_SUPPORTED)|forward compatibility"),
    ("arch-unsupported", r"no kernel image is available|invalid device function|not compatible with the current "
                         r"PyTorch installation|hipErrorNoBinaryForGpu"),
    ("cudnn-missing", r"(libcudnn|cudnn\w*\.dll|cudnn)\S*[^\n]*(not found|cannot (be )?(open|load)|could not load"
                      r"|unable to load|no such file)|(unable to|could not|cannot) load[^\n]*cudnn"
                      r"|CUDNN_STATUS_NOT_INITIALIZED"),
    ("cudnn", r"CUDNN_STATUS_|cuDNN error"),
    ("cuda-library-missing", r"(libcublas|cublas\w*\.dll|libcudart|cudart\w*\.dll|libnvrtc|libcufft)\S*[^\n]*"
                             r"(not found|cannot (be )?(open|load)|could not load|unable to load|no such file)"),
    ("compute-type", r"compute type.*(not support|do not support)|target device or backend do not support"),
    ("driver", r"no NVIDIA driver|NVIDIA driver|CUDA driver initialization failed|cuInit|NVML"
               r"|CUDA_ERROR_(NOT_INITIALIZED|INVALID_DEVICE|UNKNOWN)|libcuda\.so"),
    ("no-device", r"no CUDA-capable device|CUDA_ERROR_NO_DEVICE|not compiled with (CUDA|XPU|MPS)|"
                  r"CUDA is not available|invalid device ordinal"),
    ("hip", r"\bHIP error|hipError|\bMIOpen|ROCm|rocBLAS|HSA_STATUS"),
    ("mps", r"\bMPS\b|\bMetal\b|mps device|MPSGraph|PYTORCH_ENABLE_MPS_FALLBACK"),
    ("xpu", r"\bXPU\b|Level Zero|UR_RESULT_ERROR|PI_ERROR|SYCL"),
    ("cuda", r"\bCUDA (error|failed)|CUDA_ERROR_|cuBLAS error|CUBLAS_STATUS_|device-side assert|"
             r"an illegal memory access|\bNCCL\b|CUDA kernel errors"),
)
_RULES = tuple((kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in _PATTERNS)
# Types that GPU libraries raise; an error of another type (FileNotFoundError for a model...) is never a GPU's.
_GPU_ERROR_TYPES = (RuntimeError, OSError, AssertionError, NotImplementedError, ValueError, MemoryError)


@dataclass(frozen=True)
class GpuFailure:
    kind: str  # a key of KIND_TEXT
    message: str  # the first line of the original error

    @property
    def summary(self) -> str:
        return KIND_TEXT.get(self.kind, self.kind)

    def describe(self, device: str = "") -> str:
        where = f" on {device}" if device else ""
        return f"{self.summary}{where} [{self.kind}]: {self.message}"


def _chain(error: BaseException) -> Iterator[BaseException]:
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def _first_line(error: BaseException) -> str:
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return (lines[0][:400] if lines else type(error).__name__)


def classify_gpu_error(error: BaseException) -> GpuFailure | None:
    """The GPU failure `error` (or one of its causes) is, or None when it is not a GPU's doing."""
    for item in _chain(error):
        if type(item).__name__ == "OutOfMemoryError":  # torch.OutOfMemoryError (torch.cuda.OutOfMemoryError)
            return GpuFailure("oom", _first_line(item))
        if not isinstance(item, _GPU_ERROR_TYPES) or type(item) is MemoryError:
            continue
        text = f"{type(item).__name__}: {item}"
        for kind, pattern in _RULES:
            if pattern.search(text):
                return GpuFailure(kind, _first_line(item))
    return None


def run_with_cpu_fallback(stage: StagePlan, fn: Callable[[StagePlan], T]) -> tuple[T, StagePlan, str | None]:
    """Call `fn(stage)`; if a GPU stage fails with a classified GPU error, free the GPU's memory and call
    `fn(cpu_fallback(stage))`. After a GPU stage the allocator's cache is emptied for the next stage.
    Returns (result, the plan used, why it fell back or None). An unclassified error, an error on the CPU
    attempt, and any error of a CPU stage propagate."""
    apply_optimisations(stage)
    if not stage.on_gpu:
        return fn(stage), stage, None
    try:
        result = fn(stage)
    except Exception as error:
        failure = classify_gpu_error(error)
        if failure is None:
            raise
        # The traceback's frames hold the failed model and its tensors: drop them before freeing memory.
        traceback.clear_frames(error.__traceback__)
        reason = failure.describe(stage.device)
    else:
        clear_cache(stage.device)  # the stage's model is gone: give its memory back before the next stage loads
        return result, stage, None
    clear_cache(stage.device)
    fallback = cpu_fallback(stage)
    apply_optimisations(fallback)
    return fn(fallback), fallback, reason
