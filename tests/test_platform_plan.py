"""The per-stage plan for each backend, forced engines, manual choices that fall back, and the CPU fallback plan."""

from __future__ import annotations

import pytest

from platform_utils import gpu_libs
from platform_utils.batching import BATCH_TABLE, BATCHED_FROM_SECONDS, BatchRequest
from platform_utils.cpu import inference_threads
from platform_utils.lineup import Runtime
from platform_utils.planning import STAGE_TABLE, StagePlan, cpu_fallback
from platform_utils.planning import plan as plan_with
from platform_utils.preference import Preference, PreferenceError
from platform_utils.probing import probe
from tests.test_platform_fakes import ARC_A770, GTX_1080, LINEUP, RTX_3090, RX_7900, fake_cpu, fake_ct2, fake_torch

AUTO = Preference()
CT2, TORCH = Runtime.CT2, Runtime.TORCH


def plan(found, preference, **options):
    return plan_with(found, preference, LINEUP, **options)


def ask(backend: str) -> Preference:
    return Preference(backend, None, "cli", "default")


@pytest.fixture
def nvidia(monkeypatch):
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: ())
    return probe(fake_torch(gpus=(RTX_3090,)), fake_ct2(cuda_devices=1), cpu=fake_cpu())


@pytest.fixture
def rocm():
    return probe(fake_torch(cuda=None, hip="6.2", gpus=(RX_7900,), cudnn=None), fake_ct2(cuda_devices=0),
                 cpu=fake_cpu())


@pytest.fixture
def apple():
    return probe(fake_torch(cuda=None, mps_built=True, mps_available=True), fake_ct2(),
                 cpu=fake_cpu(physical=10, logical=10, performance=8, machine="arm64"))


@pytest.fixture
def apple_broken():
    return probe(fake_torch(cuda=None, mps_built=True, mps_available=True, garbage=("mps",)), fake_ct2(),
                 cpu=fake_cpu(physical=10, logical=10, performance=8, machine="arm64"))


@pytest.fixture
def intel():
    return probe(fake_torch(cuda=None, xpu_gpus=(ARC_A770,)), fake_ct2(), cpu=fake_cpu())


@pytest.fixture
def cpu_only():
    return probe(fake_torch(cuda=None), fake_ct2(), cpu=fake_cpu(physical=6, logical=12))


def test_nvidia(nvidia):
    chosen = plan(nvidia, AUTO)
    assert chosen.backend == "cuda" and chosen.requested == "auto" and chosen.warnings == ()
    assert chosen.reason == "auto: cuda is the best working backend here (NVIDIA GeForce RTX 3090)"
    assert chosen.asr == StagePlan("asr", "cuda", "cuda:0", "faster-whisper", CT2, "float16", "", 0,
                                   "CTranslate2 float16 is the fastest Whisper on NVIDIA", batch_size=8,
                                   batched_from=BATCHED_FROM_SECONDS, batching=BATCH_TABLE["cuda"].why)
    assert chosen.diarization == StagePlan("diarization", "cuda", "cuda:0", "pyannote", TORCH, "float32", "float32", 0,
                                           "pyannote on the GPU")


def test_nvidia_where_ctranslate2_cannot_use_the_gpu(monkeypatch):
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: names)
    found = probe(fake_torch(gpus=(RTX_3090,)), fake_ct2(cuda_devices=1), cpu=fake_cpu())
    asr = plan(found, AUTO).asr
    assert (asr.engine, asr.device, asr.compute_type, asr.torch_dtype) == ("openai-whisper", "cuda:0", "float16",
                                                                         "float16")
    forced = plan(found, AUTO, asr_engine="faster-whisper")
    assert (forced.asr.device, forced.asr.compute_type, forced.asr.threads) == ("cpu", "int8", 8)
    assert forced.warnings == (
        "faster-whisper cannot use the cuda GPU (CTranslate2 4.5.0 needs libcublas.so.12, libcudnn.so.9, which "
        "cannot be loaded (pip install .[cuda])); transcription runs on the CPU",)


def test_old_nvidia_gpu_gets_the_precision_it_runs_fast(monkeypatch):
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: ())
    ct2 = fake_ct2(cuda_devices=1, cuda_types=("float32", "int8", "int8_float32"))
    found = probe(fake_torch(gpus=(GTX_1080,)), ct2, cpu=fake_cpu())
    assert plan(found, AUTO).asr.compute_type == "int8"  # CTranslate2 has no fast float16 on Pascal
    assert plan(found, AUTO, asr_engine="openai-whisper").asr.compute_type == "float32"  # no tensor cores


def test_rocm_where_ctranslate2_sees_no_gpu(rocm):
    chosen = plan(rocm, AUTO)
    assert chosen.backend == "rocm" and chosen.warnings == ()
    assert chosen.asr == StagePlan("asr", "rocm", "cuda:0", "openai-whisper", TORCH, "float16", "float16", 0,
                                   "openai-whisper on torch-ROCm (CTranslate2 sees no AMD GPU)",
                                   batching="openai-whisper has no batched pipeline")
    assert (chosen.diarization.backend, chosen.diarization.device) == ("rocm", "cuda:0")
    forced = plan(rocm, AUTO, asr_engine="faster-whisper")
    assert (forced.asr.engine, forced.asr.device, forced.asr.compute_type) == ("faster-whisper", "cpu", "int8")
    assert forced.warnings == ("faster-whisper cannot use the rocm GPU (CTranslate2 sees no CUDA GPU; this "
                               "CTranslate2 is not a ROCm build); transcription runs on the CPU",)


def test_rocm_with_a_rocm_build_of_ctranslate2():
    found = probe(fake_torch(cuda=None, hip="6.2", gpus=(RX_7900,), cudnn=None),
                  fake_ct2(cuda_devices=1, cuda_types=("float16", "float32", "int8_float16")), cpu=fake_cpu())
    asr = plan(found, AUTO).asr
    assert (asr.engine, asr.backend, asr.device, asr.compute_type) == ("faster-whisper", "rocm", "cuda:0", "float16")


def test_apple(apple):
    chosen = plan(apple, AUTO)
    assert chosen.backend == "mps" and chosen.warnings == ()
    assert chosen.asr == StagePlan("asr", "cpu", "cpu", "faster-whisper", CT2, "int8", "", 8,
                                   "faster-whisper int8 on the CPU outruns openai-whisper on MPS (docs/GPU.md)",
                                   batching=BATCH_TABLE["cpu"].why)
    assert chosen.diarization.device == "mps" and chosen.diarization.torch_dtype == "float32"
    assert chosen.diarization.env == (("PYTORCH_ENABLE_MPS_FALLBACK", "1"),)
    forced = plan(apple, AUTO, asr_engine="openai-whisper").asr
    assert (forced.device, forced.compute_type, forced.env) == ("mps", "float32", (("PYTORCH_ENABLE_MPS_FALLBACK",
                                                                                     "1"),))


def test_apple_mps_available_but_not_functional(apple_broken):
    chosen = plan(apple_broken, AUTO)
    assert chosen.backend == "cpu" and chosen.warnings == ()
    assert chosen.diarization.device == "cpu" and chosen.diarization.threads == 8
    manual = plan(apple_broken, ask("mps"))
    assert manual.backend == "cpu"
    assert manual.warnings == ("gpu_backend mps (command line) is not usable here: MPS is available but not "
                               "functional: a test operation on mps returned 0.0 instead of 8.0; using cpu instead",)


def test_intel(intel):
    chosen = plan(intel, AUTO)
    assert (chosen.asr.engine, chosen.asr.device, chosen.asr.compute_type) == ("openai-whisper", "xpu:0", "float32")
    assert chosen.diarization.device == "xpu:0"
    forced = plan(intel, AUTO, asr_engine="faster-whisper")
    assert forced.asr.device == "cpu" and forced.warnings[0].startswith("faster-whisper cannot use the xpu GPU")


def test_cpu(cpu_only):
    chosen = plan(cpu_only, AUTO)
    assert chosen.asr == StagePlan("asr", "cpu", "cpu", "faster-whisper", CT2, "int8", "", 6,
                                   "faster-whisper int8 is the fastest Whisper on CPUs",
                                   batching=BATCH_TABLE["cpu"].why)
    assert chosen.diarization == StagePlan("diarization", "cpu", "cpu", "pyannote", TORCH, "float32", "float32", 6,
                                           "pyannote on the CPU")
    forced = plan(cpu_only, AUTO, asr_engine="openai-whisper").asr
    assert (forced.engine, forced.compute_type, forced.torch_dtype, forced.threads) == ("openai-whisper", "float32",
                                                                                      "float32", 6)


def test_ctranslate2_without_int8_on_this_cpu():
    found = probe(fake_torch(cuda=None), fake_ct2(cpu_types=("float32",)), cpu=fake_cpu())
    assert plan(found, AUTO).asr.compute_type == "float32"


def test_forced_engines_on_nvidia(nvidia):
    assert plan(nvidia, AUTO, asr_engine="faster-whisper").asr.device == "cuda:0"
    asr = plan(nvidia, AUTO, asr_engine="openai-whisper").asr
    assert (asr.engine, asr.device, asr.compute_type) == ("openai-whisper", "cuda:0", "float16")
    with pytest.raises(PreferenceError) as caught:
        plan(nvidia, AUTO, asr_engine="whisper.cpp")
    assert str(caught.value) == "unknown ASR engine 'whisper.cpp'; allowed: auto, faster-whisper, openai-whisper"


def test_manual_choice_falls_back_to_the_next_best(nvidia, rocm, cpu_only):
    chosen = plan(rocm, ask("cuda"))
    assert chosen.backend == "rocm" and chosen.requested == "cuda"
    assert chosen.warnings == ("gpu_backend cuda (command line) is not usable here: this torch is built for ROCm "
                               "(HIP 6.2), not CUDA; using rocm instead",)
    assert plan(nvidia, ask("mps")).backend == "cuda"
    assert plan(nvidia, ask("mps")).warnings[0].startswith("gpu_backend mps (command line) is not usable here: this "
                                                           "torch is built without MPS")
    assert plan(cpu_only, ask("xpu")).backend == "cpu"
    assert plan(nvidia, ask("cpu")).backend == "cpu" and plan(nvidia, ask("cpu")).warnings == ()


def test_asking_for_the_cpu_on_a_gpu_machine(nvidia):
    chosen = plan(nvidia, Preference("auto", False, "default", "env"))
    assert chosen.backend == "cpu" and chosen.requested == "cpu"
    assert chosen.reason == "cpu (use_cuda=false, environment) was asked for"
    assert (chosen.asr.device, chosen.diarization.device) == ("cpu", "cpu")


def test_every_table_row_has_a_choice_without_ctranslate2_on_the_gpu():
    for backend, (asr_choices, diarization) in STAGE_TABLE.items():
        assert any(not c.needs_ct2_gpu for c in asr_choices), backend
        assert diarization.runtime == Runtime.TORCH


def test_cpu_fallback_keeps_the_engine():
    gpu = StagePlan("asr", "cuda", "cuda:0", "faster-whisper", CT2, "float16", "", 0, "x")
    fallback = cpu_fallback(gpu)
    assert fallback == StagePlan("asr", "cpu", "cpu", "faster-whisper", CT2, "int8", "", inference_threads(),
                                 "CPU fallback from cuda:0")
    torch_stage = StagePlan("diarization", "mps", "mps", "pyannote", TORCH, "float32", "float32", 0, "x",
                            (("PYTORCH_ENABLE_MPS_FALLBACK", "1"),))
    assert cpu_fallback(torch_stage) == StagePlan("diarization", "cpu", "cpu", "pyannote", TORCH, "float32", "float32",
                                                  inference_threads(), "CPU fallback from mps")
    whisper = StagePlan("asr", "rocm", "cuda:0", "openai-whisper", TORCH, "float16", "float16", 0, "x")
    assert (cpu_fallback(whisper, threads=3).compute_type, cpu_fallback(whisper, threads=3).threads) == ("float32", 3)


# --- batched inference (platform_utils.batching) ----------------------------------------------------------------------
def test_batched_where_measured_faster_on_long_files(nvidia):
    """CUDA by faster-whisper's published numbers: from a minute of audio, sequential below."""
    asr = plan(nvidia, AUTO).asr
    assert (asr.batch_size, asr.batched_from) == (8, BATCHED_FROM_SECONDS), asr
    assert asr.batch_size_for(30.0) == 0 and asr.batch_size_for(60.0) == asr.batch_size_for(3 * 3600.0) == 8
    rocm_ct2 = probe(fake_torch(cuda=None, hip="6.2", gpus=(RX_7900,), cudnn=None),
                     fake_ct2(cuda_devices=1, cuda_types=("float16", "float32")), cpu=fake_cpu())
    assert plan(rocm_ct2, AUTO).asr.batch_size == 8 and plan(rocm_ct2, AUTO).asr.batching == BATCH_TABLE["rocm"].why


def test_auto_decodes_sequentially_on_a_cpu_where_on_still_batches(apple, cpu_only):
    """The CPU (also a Mac's CTranslate2 stage): bench/batching.py measured batching slower on real speech, so auto
    never batches there, at any length; `on` batches at faster-whisper's default size, or the size asked for."""
    assert BATCH_TABLE["cpu"].batch_size == 0
    for found in (apple, cpu_only):
        asr = plan(found, AUTO).asr
        assert asr.device == "cpu" and asr.engine == "faster-whisper", asr
        assert (asr.batch_size, asr.batching) == (0, BATCH_TABLE["cpu"].why)
        assert asr.batch_size_for(60.0) == asr.batch_size_for(3 * 3600.0) == 0
        sized = plan(found, AUTO, batching=BatchRequest("auto", 16)).asr
        assert sized.batch_size_for(3600.0) == 0
        on = plan(found, AUTO, batching=BatchRequest("on")).asr
        assert (on.batch_size, on.batch_size_for(5.0), on.batch_size_for(3600.0)) == (8, 8, 8)


def test_no_batching_for_an_engine_without_a_batched_pipeline(rocm, intel, nvidia):
    for asr in (plan(rocm, AUTO).asr, plan(intel, AUTO).asr, plan(nvidia, AUTO, asr_engine="openai-whisper").asr):
        assert asr.engine == "openai-whisper" and asr.batch_size == 0 and asr.batch_size_for(3600.0) == 0
        assert asr.batching == "openai-whisper has no batched pipeline"
    chosen = plan(intel, AUTO, batching=BatchRequest("on"))
    assert chosen.asr.batch_size == 0
    assert chosen.warnings == ("openai-whisper has no batched pipeline; transcribing sequentially",)


def test_the_job_turns_batching_on_or_off_and_sets_its_size(nvidia, cpu_only):
    on = plan(cpu_only, AUTO, batching=BatchRequest("on")).asr
    assert (on.batch_size, on.batch_size_for(5.0), on.batching) == (8, 8, "batched inference was asked for")
    off = plan(nvidia, AUTO, batching=BatchRequest("off")).asr
    assert (off.batch_size, off.batch_size_for(3600.0), off.batching) == (0, 0, "batched inference is off")
    sized = plan(nvidia, AUTO, batching=BatchRequest("auto", 24)).asr
    assert (sized.batch_size, sized.batch_size_for(59.0), sized.batch_size_for(61.0)) == (24, 0, 24)
    assert plan(cpu_only, AUTO, batching=BatchRequest("on", 2)).asr.batch_size_for(1.0) == 2
    assert plan(nvidia, AUTO, batching=BatchRequest("off", 16)).asr.batch_size == 0


def test_batching_needs_vad(cpu_only):
    auto = plan(cpu_only, AUTO, batching=BatchRequest("auto", vad=False))
    assert auto.asr.batch_size == 0 and auto.warnings == ()
    asked = plan(cpu_only, AUTO, batching=BatchRequest("on", vad=False))
    assert asked.asr.batch_size == 0
    assert asked.warnings == ("batched inference needs voice activity detection to cut the speech into chunks, and "
                              "it is off; transcribing sequentially",)


def test_cpu_fallback_keeps_the_batching(nvidia):
    gpu = plan(nvidia, AUTO).asr
    fallback = cpu_fallback(gpu)
    assert (fallback.device, fallback.batch_size, fallback.batched_from, fallback.batching) == (
        "cpu", gpu.batch_size, gpu.batched_from, gpu.batching)
