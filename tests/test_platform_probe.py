"""The probe: every backend path through fake torch/CTranslate2 surfaces, and the real probe of this machine."""

from __future__ import annotations

import json
import subprocess
import sys

import psutil
import pysubs2
import pytest

from platform_utils import gpu_libs
from platform_utils.cpu import cpu_facts, linux_isa
from platform_utils.facts import BACKEND_ORDER, Probe
from platform_utils.probing import cudnn_text, probe, probe_in_subprocess
from tests.conftest import ROOT
from tests.test_platform_fakes import ARC_A770, GIB, RTX_3090, RX_7900, fake_cpu, fake_ct2, fake_torch


@pytest.fixture
def libraries_present(monkeypatch):
    """cuBLAS/cuDNN for CTranslate2 found (this machine has no CUDA 12 libraries)."""
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: ())


def test_nvidia_two_gpus(libraries_present):
    found = probe(fake_torch(gpus=(RTX_3090, RTX_3090)), fake_ct2(cuda_devices=2), cpu=fake_cpu())
    cuda = found.backends["cuda"]
    assert cuda.usable and cuda.reason == ""
    assert [d.device for d in cuda.devices] == ["cuda:0", "cuda:1"]
    assert cuda.devices[0].name == "NVIDIA GeForce RTX 3090"
    assert cuda.devices[0].total_memory == 24 * GIB
    assert cuda.devices[0].capability == "8.6"
    assert cuda.versions["cudnn"] == "9.1.0" and cuda.versions["cuda_runtime"] == "12.4"
    assert found.backends["rocm"].reason == "this torch is built for CUDA 12.4, not ROCm (torch.version.hip is None)"
    assert found.ct2.gpu_usable and found.ct2.cuda_devices == 2 and "float16" in found.ct2.cuda_compute_types
    assert found.usable() == ("cuda", "cpu")
    assert found.versions["torch"] == "2.5.1+cu124" and found.versions["cuda"] == "12.4"
    assert found.cpu.torch_capability == "AVX2"


def test_cudnn_version_numbers():
    assert (cudnn_text(90100), cudnn_text(92400), cudnn_text(8902)) == ("9.1.0", "9.24.0", "8.9.2")


def test_cuda_driver_too_old_keeps_torch_warning(monkeypatch):
    warning = ("CUDA initialization: The NVIDIA driver on your system is too old (found version 11040). "
               "Please update your GPU driver")
    monkeypatch.setattr(gpu_libs, "nvidia_driver", lambda: {"driver": "470.82", "driver_cuda": "11.4"})
    found = probe(fake_torch(gpus=(RTX_3090,), cuda_warning=warning), fake_ct2(), cpu=fake_cpu())
    cuda = found.backends["cuda"]
    assert not cuda.available and not cuda.functional
    assert cuda.reason == f"the NVIDIA driver supports CUDA 11.4 but this torch needs CUDA 12.4: {warning}"
    assert cuda.versions["driver"] == "470.82"
    assert found.usable() == ("cpu",)


def test_cuda_available_but_op_fails_is_not_functional():
    error = RuntimeError("CUDA error: no kernel image is available for execution on the device\nCUDA kernel errors")
    found = probe(fake_torch(gpus=(RTX_3090,), op_errors={"cuda": error}), fake_ct2(), cpu=fake_cpu())
    cuda = found.backends["cuda"]
    assert cuda.available and not cuda.functional and not cuda.usable
    assert cuda.reason == ("a test operation on cuda:0 failed: RuntimeError: CUDA error: no kernel image is "
                           "available for execution on the device")
    assert len(cuda.devices) == 1


def test_cpu_only_torch():
    found = probe(fake_torch(version="2.5.1+cpu", cuda=None), fake_ct2(), cpu=fake_cpu())
    assert found.backends["cuda"].reason == "this torch (2.5.1+cpu) is built for the CPU only"
    assert found.backends["rocm"].reason == "this torch is built for the CPU only, not ROCm (torch.version.hip is None)"
    assert found.usable() == ("cpu",)


def test_rocm_where_ctranslate2_sees_no_gpu():
    torch = fake_torch(version="2.5.1+rocm6.2", cuda=None, hip="6.2.41133", gpus=(RX_7900,), cudnn=None)
    found = probe(torch, fake_ct2(cuda_devices=0), cpu=fake_cpu())
    rocm = found.backends["rocm"]
    assert rocm.usable and rocm.versions == {"hip": "6.2.41133"}
    assert rocm.devices[0].device == "cuda:0" and rocm.devices[0].capability == "gfx1100"
    assert found.backends["cuda"].reason == "this torch is built for ROCm (HIP 6.2.41133), not CUDA"
    assert not found.ct2.gpu_usable
    assert found.ct2.reason == "CTranslate2 sees no CUDA GPU; this CTranslate2 is not a ROCm build"
    assert found.versions["hip"] == "6.2.41133"


def test_rocm_build_of_ctranslate2_skips_the_cuda_library_check(monkeypatch):
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: pytest.fail("checked CUDA libraries on ROCm"))
    torch = fake_torch(cuda=None, hip="6.2", gpus=(RX_7900,), cudnn=None)
    found = probe(torch, fake_ct2(cuda_devices=1), cpu=fake_cpu())
    assert found.ct2.gpu_usable


def test_ctranslate2_missing_cuda_libraries(monkeypatch):
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: tuple(n for n in names if "cudnn" in n))
    found = probe(fake_torch(gpus=(RTX_3090,)), fake_ct2(version="4.5.0", cuda_devices=1), cpu=fake_cpu())
    assert found.backends["cuda"].usable
    assert not found.ct2.gpu_usable and found.ct2.missing_libraries == ("libcudnn.so.9",)
    assert found.ct2.reason == "CTranslate2 4.5.0 needs libcudnn.so.9, which cannot be loaded (pip install .[cuda])"


def test_mps_available_and_functional():
    found = probe(fake_torch(version="2.5.1", cuda=None, mps_built=True, mps_available=True), fake_ct2(),
                  cpu=fake_cpu(physical=10, logical=10, performance=8, machine="arm64"))
    mps = found.backends["mps"]
    assert mps.usable and mps.devices[0].device == "mps" and mps.devices[0].total_memory == 21 * GIB
    assert found.usable() == ("mps", "cpu")


def test_mps_available_but_copy_back_is_wrong():
    found = probe(fake_torch(cuda=None, mps_built=True, mps_available=True, garbage=("mps",)), fake_ct2(),
                  cpu=fake_cpu())
    mps = found.backends["mps"]
    assert mps.available and not mps.functional
    assert mps.reason == ("MPS is available but not functional: a test operation on mps returned 0.0 instead of 8.0")
    assert found.usable() == ("cpu",)


def test_mps_available_but_op_raises():
    error = RuntimeError("MPS backend out of memory (MPS allocated: 0 bytes, other allocations: 0 bytes)")
    found = probe(fake_torch(cuda=None, mps_built=True, mps_available=True, op_errors={"mps": error}), fake_ct2(),
                  cpu=fake_cpu())
    assert found.backends["mps"].reason.startswith(
        "MPS is available but not functional: a test operation on mps failed: RuntimeError: MPS backend out of memory")


def test_mps_built_but_not_available_and_not_built():
    built = probe(fake_torch(cuda=None, mps_built=True, mps_available=False), fake_ct2(), cpu=fake_cpu())
    assert built.backends["mps"].reason.startswith("MPS is built in but not available")
    absent = probe(fake_torch(), fake_ct2(), cpu=fake_cpu())
    assert absent.backends["mps"].reason == "this torch is built without MPS (Apple GPUs need torch for macOS)"


def test_xpu():
    found = probe(fake_torch(cuda=None, xpu_gpus=(ARC_A770,)), fake_ct2(), cpu=fake_cpu())
    xpu = found.backends["xpu"]
    assert xpu.usable and xpu.devices[0].device == "xpu:0" and xpu.devices[0].name == ARC_A770.name
    assert xpu.devices[0].processors == 512
    assert probe(fake_torch(), fake_ct2(), cpu=fake_cpu()).backends["xpu"].reason.endswith("has no torch.xpu")
    empty = probe(fake_torch(xpu_gpus=()), fake_ct2(), cpu=fake_cpu())
    assert empty.backends["xpu"].reason == "no Intel GPU found (torch.xpu.is_available() is False)"


def test_torch_and_ctranslate2_that_do_not_import():
    found = probe(ImportError("No module named 'torch'"), OSError("libctranslate2.so.4: cannot open shared object"),
                  cpu=fake_cpu())
    for name in ("cuda", "rocm", "mps", "xpu"):
        assert found.backends[name].reason == ("torch is not installed or does not import: "
                                               "ImportError: No module named 'torch'")
    assert found.usable() == ("cpu",)
    assert not found.ct2.installed
    assert found.ct2.reason == ("ctranslate2 is not installed or does not import: "
                                "OSError: libctranslate2.so.4: cannot open shared object")


def test_probe_survives_json(libraries_present):
    found = probe(fake_torch(gpus=(RTX_3090,), xpu_gpus=()), fake_ct2(cuda_devices=1), cpu=fake_cpu(performance=4))
    again = Probe.from_dict(json.loads(json.dumps(found.to_dict())))
    assert again == found
    with pytest.raises(ValueError, match="probe schema_version 99, expected 1"):
        Probe.from_dict({**found.to_dict(), "schema_version": 99})


def test_real_probe_of_this_machine():
    found = probe()
    assert probe() is found  # cached
    assert list(found.backends) == list(BACKEND_ORDER)
    assert found.usable()[-1] == "cpu"
    for name in found.backends:
        facts = found.backends[name]
        assert facts.usable or facts.reason, name  # every backend that is not usable says why
    import ctranslate2
    import torch

    assert found.versions["torch"] == torch.__version__
    assert found.ct2.version == ctranslate2.__version__
    assert set(found.ct2.cpu_compute_types) == ctranslate2.get_supported_compute_types("cpu")
    assert found.ct2.cuda_devices == ctranslate2.get_cuda_device_count()
    assert found.backends["cuda"].usable == torch.cuda.is_available()
    assert found.cpu.physical_cores == psutil.cpu_count(logical=False)
    assert found.cpu.torch_capability == torch.backends.cpu.get_cpu_capability()


def test_probe_in_subprocess_matches_the_probe_here():
    assert probe_in_subprocess() == probe()


def test_importing_platform_utils_does_not_import_torch():
    code = ("import sys, platform_utils; from platform_utils import plan, resolve_preference, Probe, StagePlan, "
            "run_with_cpu_fallback, classify_gpu_error; import platform_utils.report; "
            "print(sorted(m for m in ('torch', 'ctranslate2', 'rich', 'psutil') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert done.stdout.strip() == "[]"


def test_asking_for_the_cpu_plans_without_importing_torch(ct2_tiny_en, jfk_wav, tmp_path):
    """backend=cpu: the plan needs no GPU facts, and a faster-whisper job without diarization never loads torch
    (seconds of start-up a short file would otherwise pay); with diarization on, torch comes with pyannote."""
    code = f"""
import json, sys
from core import compute
from core.jobs import JobSpec
from core.pipeline import run_job
from platform_utils import probe
spec = JobSpec(input={str(jfk_wav)!r}, output_dir={str(tmp_path)!r}, formats=("srt",), engine="faster-whisper",
               model={str(ct2_tiny_en)!r}, backend="cpu", offline=True)
plan = compute.plan_job(spec)
after_plan = "torch" in sys.modules
result = run_job(spec)
text = open(result.outputs[0], encoding="utf-8").read()
print(json.dumps({{"after_plan": after_plan, "after_job": "torch" in sys.modules, "asr": plan.asr.device,
                  "cuda": probe(cpu_only=True).backends["cuda"].reason, "text": text}}))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report == {"after_plan": False, "after_job": False, "asr": "cpu",
                      "cuda": "not probed: the CPU was asked for", "text": report["text"]}
    spoken = " ".join(event.plaintext.replace("\n", " ") for event in pysubs2.SSAFile.from_string(report["text"]))
    assert "what your country can do for you" in spoken  # wherever the cues and lines break


def test_cpu_only_probe_reuses_a_full_probe_already_made():
    full = probe()
    assert probe(cpu_only=True) is full


def test_linux_isa_reads_cpuinfo_flags():
    text = ("processor\t: 0\nmodel name\t: Test CPU\n"
            "flags\t\t: fpu sse4_2 avx avx2 fma f16c avx512f avx512bw avx512vnni amx_tile\n\nprocessor\t: 1\n")
    assert linux_isa(text) == ("sse4_2", "avx", "avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512_vnni",
                               "amx_tile")
    assert linux_isa("processor\t: 0\nFeatures\t: fp asimd asimddp i8mm sve\n") == ("neon", "asimddp", "i8mm", "sve")
    assert linux_isa("no flags here") == ()


def test_cpu_facts_of_this_machine():
    facts = cpu_facts()
    assert facts.physical_cores == psutil.cpu_count(logical=False)
    assert facts.logical_cores == psutil.cpu_count(logical=True)
    assert facts.total_memory == psutil.virtual_memory().total
    assert facts.threads == facts.physical_cores
    if sys.platform.startswith("linux"):
        with open("/proc/cpuinfo") as handle:
            flags = next(line for line in handle if line.startswith("flags")).split(":")[1].split()
        assert ("avx2" in facts.isa) == ("avx2" in flags)


def test_ctranslate2_cuda_libraries_by_version():
    assert gpu_libs.ct2_cuda_libraries("4.8.5", "linux") == ("libcublas.so.12", "libcudnn.so.9")
    assert gpu_libs.ct2_cuda_libraries("4.4.0", "linux") == ("libcublas.so.12", "libcudnn.so.8")
    assert gpu_libs.ct2_cuda_libraries("3.24.0", "linux") == ("libcublas.so.11", "libcudnn.so.8")
    assert gpu_libs.ct2_cuda_libraries("4.5.0", "win32") == ("cublas64_12.dll", "cudnn64_9.dll")
    assert gpu_libs.ct2_cuda_libraries("4.5.0", "darwin") == ()
    assert gpu_libs.ct2_cuda_libraries("2.0", "linux") == ()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="library names are Linux's")
def test_missing_libraries_loads_for_real():
    assert gpu_libs.missing_libraries(("libc.so.6", "libwhisper-subtitler-absent.so.1")) == (
        "libwhisper-subtitler-absent.so.1",)


def test_exported_names_survive_importing_every_submodule():
    import importlib
    import pkgutil

    import platform_utils

    for module in pkgutil.iter_modules(platform_utils.__path__):
        if module.name != "__main__":
            importlib.import_module(f"platform_utils.{module.name}")
    for name in platform_utils.__all__:
        exported = getattr(platform_utils, name)
        assert not isinstance(exported, type(platform_utils)), f"platform_utils.{name} is a module"
