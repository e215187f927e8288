"""Optimisations applied once per backend, memory figures and cache release, on fake GPUs and the real CPU."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import psutil
import pytest

from platform_utils import runtime
from platform_utils.lineup import Runtime
from platform_utils.planning import StagePlan
from platform_utils.runtime import MemoryInfo, apply_optimisations, clear_cache, memory_info
from tests.test_platform_fakes import ARC_A770, GIB, RTX_3090, RX_7900, fake_torch


def stage(backend: str, device: str, runtime: Runtime = Runtime.TORCH, threads: int = 0, env=()) -> StagePlan:
    engine = "pyannote" if runtime == Runtime.TORCH else "faster-whisper"
    return StagePlan("diarization", backend, device, engine, runtime, "float32", "float32", threads, "test", env)


@pytest.fixture(autouse=True)
def fresh_process():
    runtime._forget_applied()
    yield
    runtime._forget_applied()


def test_cuda_settings_applied_once():
    torch = fake_torch(gpus=(RTX_3090,))
    done = apply_optimisations(stage("cuda", "cuda:0"), torch)
    assert done == ("float32 matmul precision high (TF32)",)
    # no benchmark search: the speaker embedding runs one input shape per turn, and each new shape was tuned again
    assert torch.backends.cudnn.benchmark is False
    assert apply_optimisations(stage("cuda", "cuda:0"), torch) == ()
    assert apply_optimisations(stage("cuda", "cuda:0"), torch) == ()  # another torch stage: nothing new
    assert torch.calls.matmul_precision == ["high"]


def test_rocm_gets_tf32_but_no_miopen_search():
    torch = fake_torch(cuda=None, hip="6.2", gpus=(RX_7900,))
    assert apply_optimisations(stage("rocm", "cuda:0"), torch) == ("float32 matmul precision high (TF32)",)
    assert torch.backends.cudnn.benchmark is False


def test_cpu_threads_for_torch_stages_only():
    torch = fake_torch(cuda=None)
    assert apply_optimisations(stage("cpu", "cpu", runtime=Runtime.CT2, threads=6), torch) == ()
    assert torch.calls.threads == []  # CTranslate2 takes its threads from the plan
    assert apply_optimisations(stage("cpu", "cpu", threads=6), torch) == ("torch threads 6",)
    assert apply_optimisations(stage("cpu", "cpu", threads=6), torch) == ()
    assert torch.calls.threads == [6]
    assert torch.calls.matmul_precision == []


def test_torch_threads_follow_each_stage_that_asks_for_another_count():
    """A warm worker on 2 cores: a diarized job gives diarization 1 thread (beside the transcription), finding the
    speakers again gives it both, and the next diarized job 1 again."""
    torch = fake_torch(cuda=None)
    for threads in (1, 2, 1):
        assert apply_optimisations(stage("cpu", "cpu", threads=threads), torch) == (f"torch threads {threads}",)
    assert torch.calls.threads == [1, 2, 1]


def test_mps_fallback_variable(monkeypatch):
    monkeypatch.delenv("PYTORCH_ENABLE_MPS_FALLBACK", raising=False)
    torch = fake_torch(cuda=None, mps_built=True, mps_available=True)
    env = (("PYTORCH_ENABLE_MPS_FALLBACK", "1"),)
    assert apply_optimisations(stage("mps", "mps", env=env), torch) == ("PYTORCH_ENABLE_MPS_FALLBACK=1",)
    assert os.environ["PYTORCH_ENABLE_MPS_FALLBACK"] == "1"
    assert torch.calls.matmul_precision == [] and torch.calls.threads == []


def test_a_users_own_mps_setting_is_kept(monkeypatch):
    monkeypatch.setenv("PYTORCH_ENABLE_MPS_FALLBACK", "0")
    env = (("PYTORCH_ENABLE_MPS_FALLBACK", "1"),)
    assert apply_optimisations(stage("mps", "mps", env=env), fake_torch(cuda=None)) == ()
    assert os.environ["PYTORCH_ENABLE_MPS_FALLBACK"] == "0"


def test_memory_info_per_backend():
    nvidia = fake_torch(gpus=(RTX_3090, RTX_3090), free_fraction=0.25)
    assert memory_info("cuda:1", nvidia) == MemoryInfo("cuda:1", 24 * GIB, 6 * GIB, 1 * GIB, 2 * GIB)
    apple = fake_torch(cuda=None, mps_built=True, mps_available=True)
    assert memory_info("mps", apple) == MemoryInfo("mps", 21 * GIB, 16 * GIB, 3 * GIB, 5 * GIB)
    intel = fake_torch(cuda=None, xpu_gpus=(ARC_A770,), free_fraction=0.5)
    assert memory_info("xpu:0", intel) == MemoryInfo("xpu:0", 16 * GIB, 8 * GIB, 0, 0)
    with pytest.raises(ValueError) as caught:
        memory_info("tpu:0", nvidia)
    assert str(caught.value) == "unknown device 'tpu:0'; expected cpu, cuda:N, mps or xpu:N"


def test_memory_info_of_the_real_cpu():
    info = memory_info("cpu")
    assert info.total == psutil.virtual_memory().total
    assert 0 < info.free <= info.total
    assert info.allocated > 0  # this process's resident memory


def test_clear_cache_per_backend():
    torch = fake_torch(gpus=(RTX_3090,), mps_built=True, xpu_gpus=(ARC_A770,))
    for device in ("cuda:0", "mps", "xpu:0", "cpu"):
        clear_cache(device, torch)
    assert torch.calls.empty_cache == ["cuda", "mps", "xpu"]


def test_clear_cache_never_raises():
    torch = fake_torch(gpus=(RTX_3090,))

    def refuse() -> None:
        raise RuntimeError("CUDA error: an illegal memory access was encountered")

    torch.cuda.empty_cache = refuse
    clear_cache("cuda:0", torch)


def test_free_memory_goes_back_to_the_system_after_each_cli_job(jfk_wav, ct2_tiny_en, tmp_path, monkeypatch) -> None:
    import sys

    from core.cli import main
    from platform_utils import runtime

    assert runtime.release_free_memory() is sys.platform.startswith("linux")
    calls: list[bool] = []
    real = runtime.release_free_memory
    monkeypatch.setattr(runtime, "release_free_memory", lambda: calls.append(real()) or True)
    bad = tmp_path / "bad.wav"
    bad.write_bytes(b"RIFF\0\0\0\0WAVEnot audio")
    code = main(["transcribe", "--quiet", "--offline", "--model", str(ct2_tiny_en), "-o", str(tmp_path / "out"),
                 str(jfk_wav), str(bad)])
    assert code == 1 and len(calls) == 2  # after the good job and after the failed one


def test_periodic_trim_runs_at_most_once_per_interval() -> None:

    from platform_utils.runtime import PeriodicTrim

    now = [0.0]
    trim = PeriodicTrim(interval=1.0, clock=lambda: now[0])
    for t in (0.5, 1.2, 1.5, 2.1, 2.3, 5.0):
        now[0] = t
        trim()
    assert trim.trims == (3 if runtime._malloc_trim() is not None else 0)  # at 1.2, 2.3 and 5.0 where glibc is


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's heap; other C libraries return memory alone")
def test_periodic_trim_hands_back_the_holes_a_loop_leaves() -> None:
    """The pattern of pyannote's batch loops: big buffers come and go while small results stay. The freed buffers
    stay resident (the small ones pin the heap) until the trim hands their pages back."""
    import subprocess

    code = """
import ctypes
libc = ctypes.CDLL('libc.so.6')
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
def rss():
    return int(next(l for l in open('/proc/self/status') if l.startswith('VmRSS')).split()[1]) // 1024
kept, batch = [], []
for i in range(2000):
    batch.append(libc.malloc(96_000))  # a buffer below the mmap threshold, so it comes from the heap
    ctypes.memset(batch[-1], 1, 96_000)
    kept.append(libc.malloc(64))       # the loop's small result, allocated after it
for block in batch:
    libc.free(block)
before = rss()
# imported after the loop: blocks its import frees would serve the small requests and leave no holes
from platform_utils.runtime import PeriodicTrim
PeriodicTrim(interval=0.0)()
print(before, rss())
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent)
    before, after = map(int, out.stdout.split())
    assert before - after >= 100, (before, after)  # about 190 MB of holes; most of them go back


@pytest.mark.skipif(runtime.heap_figures() is None, reason="glibc's heap (2.33 or later: mallinfo2); other C "
                    "libraries map large blocks apart alone")
@pytest.mark.parametrize("asked", [False, True])
def test_large_blocks_get_mappings_of_their_own_once_asked(asked: bool) -> None:
    """glibc raises its bound for a mapping of its own to the size of each mapped block that is freed: after a 16 MB
    block comes and goes, an 8 MB block comes from the heap (and stays there, free, when freed). Once the stages run
    side by side (core.pipeline), every new block of 4 MB or more is mapped apart, and handed back when freed."""
    import subprocess

    code = f"""
import ctypes
libc = ctypes.CDLL('libc.so.6')
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
from platform_utils.runtime import heap_figures, map_large_blocks_apart
libc.free(libc.malloc(16 * 2**20))
set_bound = map_large_blocks_apart() if {asked} else False
before = heap_figures().mapped
for size in (2**20, 8 * 2**20):
    block = libc.malloc(size)
    print(heap_figures().mapped - before)
    libc.free(block)
print(set_bound)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent)
    small, large, set_bound = out.stdout.split()
    assert int(small) == 0 and set_bound == str(asked)
    assert (int(large) >= 8 * 2**20) is asked


def test_no_heap_figures_or_mapping_bound_where_the_c_library_is_not_glibc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runtime.sys, "platform", "darwin")
    assert runtime.heap_figures() is None and runtime.map_large_blocks_apart() is False
