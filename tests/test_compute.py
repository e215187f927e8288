"""When transcription and diarization run at the same time, and how a CPU's cores are shared between them."""

from __future__ import annotations

import pytest

from core.compute import overlap_plan
from platform_utils import Plan, Runtime, StagePlan


def stage(name: str, device: str, engine: str, runtime: Runtime, threads: int) -> StagePlan:
    backend = device.partition(":")[0]
    return StagePlan(name, backend, device, engine, runtime, "int8", "", threads, "test")


def plan(asr_device: str, diar_device: str, threads: int, engine: str = "faster-whisper",
         runtime: Runtime = Runtime.CT2) -> Plan:
    return Plan("auto", asr_device.partition(":")[0], stage("asr", asr_device, engine, runtime, threads),
                stage("diarization", diar_device, "pyannote", Runtime.TORCH, threads))


@pytest.fixture(autouse=True)
def no_forcing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WHISPER_SUBTITLER_OVERLAP", raising=False)


def test_cpu_with_many_cores_splits_them() -> None:
    chosen = overlap_plan(plan("cpu", "cpu", 8))
    assert chosen is not None and (chosen.asr.threads, chosen.diarization.threads) == (4, 4)
    odd = overlap_plan(plan("cpu", "cpu", 5))
    assert odd is not None and (odd.asr.threads, odd.diarization.threads) == (2, 3)


def test_two_cores_give_each_stage_one() -> None:
    """Measured on 2 cores (docs/GPU.md): one core each beats both stages on both cores in turn."""
    chosen = overlap_plan(plan("cpu", "cpu", 2))
    assert chosen is not None and (chosen.asr.threads, chosen.diarization.threads) == (1, 1)


def test_one_core_runs_the_stages_in_turn() -> None:
    assert overlap_plan(plan("cpu", "cpu", 1)) is None


def test_torch_asr_on_the_cpu_shares_torchs_pool_so_no_overlap() -> None:
    assert overlap_plan(plan("cpu", "cpu", 16, engine="openai-whisper", runtime=Runtime.TORCH)) is None


def test_gpu_stages_overlap_unchanged() -> None:
    both_gpu = plan("cuda:0", "cuda:0", 0)
    assert overlap_plan(both_gpu) is both_gpu
    split = plan("cpu", "mps", 4)
    assert overlap_plan(split) is split


def test_environment_forces_either_way(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WHISPER_SUBTITLER_OVERLAP", "1")
    forced = overlap_plan(plan("cpu", "cpu", 2))
    assert forced is not None and (forced.asr.threads, forced.diarization.threads) == (1, 1)
    monkeypatch.setenv("WHISPER_SUBTITLER_OVERLAP", "off")
    assert overlap_plan(plan("cuda:0", "cuda:0", 0)) is None
