"""`info`: the rich tables and the JSON, for this machine (CPU only) and for a fake NVIDIA + ROCm-less machine."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from core.cli import main as cli_main
from core.media import describe_decoder
from platform_utils import gpu_libs
from platform_utils.batching import BATCH_TABLE
from platform_utils.planning import plan as plan_with
from platform_utils.preference import Preference
from platform_utils.probing import probe
from platform_utils.report import info_dict, render_info
from tests.test_platform_fakes import LINEUP, RTX_3090, fake_cpu, fake_ct2, fake_torch


def plan(found, preference):
    return plan_with(found, preference, LINEUP)


def rendered(found, chosen) -> str:
    console = Console(record=True, width=160, file=io.StringIO())
    render_info(console, found, chosen)
    return console.export_text()


def test_render_this_machine():
    found = probe()
    chosen = plan(found, Preference())
    text = rendered(found, chosen)
    for name, facts in found.backends.items():
        row = next(line for line in text.splitlines() if line.startswith(f"│ {name} "))
        assert ("yes" in row) == facts.usable
        if not facts.usable:
            assert facts.reason[:40] in text
    assert f"torch          │ {found.versions['torch']}" in text
    assert f"ctranslate2    │ {found.ct2.version}" in text
    assert f"CTranslate2 {found.ct2.version}: CPU {', '.join(found.ct2.cpu_compute_types)}" in text
    asr_row = next(line for line in text.splitlines() if line.startswith("│ asr "))
    assert chosen.asr.engine in asr_row and chosen.asr.device in asr_row and chosen.asr.compute_type in asr_row
    assert f"{found.cpu.physical_cores} cores / {found.cpu.logical_cores} threads" in text


def test_render_a_gpu_machine_with_a_warning(monkeypatch):
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: ())
    found = probe(fake_torch(gpus=(RTX_3090,)), fake_ct2(cuda_devices=1), cpu=fake_cpu(performance=None))
    chosen = plan(found, Preference("mps", None, "env", "default"))
    text = rendered(found, chosen)
    assert "cuda:0: NVIDIA GeForce RTX 3090 (8.6)" in text and "24.0 GiB" in text
    assert "Plan (mps was asked for but is not usable; cuda is the next best)" in text
    assert ("warning: gpu_backend mps (environment) is not usable here: this torch is built without MPS (Apple GPUs "
            "need torch for macOS); using cuda instead") in text
    assert "1 CUDA device(s), bfloat16, float16" in text
    assert "batched, 8 chunks at a time, for audio of 60 s or more (faster-whisper's published numbers" in text


def test_info_dict_is_json_and_complete(monkeypatch):
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: ())
    found = probe(fake_torch(gpus=(RTX_3090,)), fake_ct2(cuda_devices=1), cpu=fake_cpu())
    info = info_dict(found, plan(found, Preference()))
    assert json.loads(json.dumps(info)) == info
    assert list(info) == ["system", "versions", "backends", "ctranslate2", "cpu", "plan"]
    assert list(info["backends"]) == ["cuda", "rocm", "mps", "xpu", "cpu"]
    cuda = info["backends"]["cuda"]
    assert cuda["usable"] is True and cuda["reason"] is None
    assert cuda["devices"][0] == {"name": "NVIDIA GeForce RTX 3090", "device": "cuda:0", "index": 0,
                                  "memory_total": 24 * 1024**3, "memory_total_gib": 24.0, "capability": "8.6",
                                  "processors": 82}
    assert info["plan"]["stages"]["asr"] == {
        "stage": "asr", "engine": "faster-whisper", "backend": "cuda", "device": "cuda:0", "compute_type": "float16",
        "torch_dtype": None, "threads": None, "env": {},
        "reason": "CTranslate2 float16 is the fastest Whisper on NVIDIA",
        "batching": {"batch_size": 8, "from_seconds": 60.0, "why": BATCH_TABLE["cuda"].why}}
    assert info["plan"]["stages"]["diarization"]["batching"] is None
    assert info["plan"]["backend"] == "cuda" and info["plan"]["warnings"] == []
    assert info["cpu"]["threads"] == 8


def test_cli_info_json_parses(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("WHISPER_SUBTITLER_SETTINGS", str(tmp_path / "settings.json"))
    monkeypatch.delenv("GPU_BACKEND", raising=False)
    monkeypatch.delenv("USE_CUDA", raising=False)
    assert cli_main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    found = probe()
    assert info == {**info_dict(found, plan(found, Preference())), "decoder": describe_decoder()}
    assert info["plan"]["backend"] == found.usable()[0]


def test_cli_info_table(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("WHISPER_SUBTITLER_SETTINGS", str(tmp_path / "settings.json"))
    monkeypatch.setenv("GPU_BACKEND", "rocm")
    assert cli_main(["info"]) == 0
    out = capsys.readouterr().out
    assert "Backends" in out and "Versions" in out and "Plan (" in out
    assert "".join(f"Media decoder: {describe_decoder()}".split()) in "".join(out.split())  # rich wraps long paths
    if not probe().backends["rocm"].usable:
        assert "warning: gpu_backend rocm (environment) is not usable here" in " ".join(out.split())


@pytest.mark.parametrize("flag", ["--json", "--probe-json"])
def test_module_entry_point(flag, capsys, monkeypatch, tmp_path):
    from platform_utils.__main__ import main

    monkeypatch.setenv("WHISPER_SUBTITLER_SETTINGS", str(tmp_path / "settings.json"))
    assert main([flag]) == 0
    data = json.loads(capsys.readouterr().out)
    assert ("plan" in data) == (flag == "--json")


def test_render_keeps_brackets_in_reasons(monkeypatch):
    """A reason such as "pip install .[cuda]" is text, not rich markup (seen on a real H100 without cuBLAS 12)."""
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: names[:1])
    found = probe(fake_torch(gpus=(RTX_3090,)), fake_ct2(cuda_devices=1), cpu=fake_cpu())
    text = rendered(found, plan(found, Preference()))
    assert "CTranslate2 4.5.0 needs libcublas.so.12, which cannot be loaded (pip install .[cuda])" in " ".join(
        text.split())
    assert "│ asr         │ openai-whisper │ cuda:0 │ float16" in text
