"""gpu_backend and the legacy use_cuda from the command line, the environment and the settings file, every
combination, through to the plan they produce on an NVIDIA machine and on a CPU-only one."""

from __future__ import annotations

import json

import pytest

from platform_utils import gpu_libs
from platform_utils.planning import plan as plan_with
from platform_utils.preference import Preference, PreferenceError, resolve_preference
from platform_utils.probing import probe
from platform_utils.settings import SettingsError, load_settings, save_settings, settings_path
from tests.test_platform_fakes import LINEUP, RTX_3090, fake_cpu, fake_ct2, fake_torch


def plan(found, preference):
    return plan_with(found, preference, LINEUP)

# Where gpu_backend / use_cuda come from: (source, value), or None when no source sets it.
BACKENDS = [None, ("settings", "auto"), ("settings", "cuda"), ("env", "auto"), ("env", "cuda"), ("cli", "auto"),
            ("cli", "cuda")]
USE_CUDA = [None, ("settings", True), ("settings", False), ("env", True), ("env", False), ("cli", True),
            ("cli", False)]
# The backend asked for, one row per BACKENDS entry, one column per USE_CUDA entry.
EXPECTED = [
    # -       s=1     s=0    e=1     e=0    c=1     c=0
    ["auto", "auto", "cpu", "auto", "cpu", "auto", "cpu"],  # gpu_backend unset
    ["auto", "auto", "cpu", "auto", "cpu", "auto", "cpu"],  # settings auto
    ["cuda", "cuda", "cuda", "cuda", "cuda", "cuda", "cuda"],  # settings cuda
    ["auto", "auto", "cpu", "auto", "cpu", "auto", "cpu"],  # env auto
    ["cuda", "cuda", "cuda", "cuda", "cuda", "cuda", "cuda"],  # env cuda
    ["auto", "auto", "cpu", "auto", "cpu", "auto", "cpu"],  # cli auto
    ["cuda", "cuda", "cuda", "cuda", "cuda", "cuda", "cuda"],  # cli cuda
]
CASES = [(b, u, EXPECTED[i][j]) for i, b in enumerate(BACKENDS) for j, u in enumerate(USE_CUDA)]
ENV_TEXT = {True: "yes", False: "0"}


def _sources(backend, use_cuda):
    cli_backend = cli_use_cuda = None
    env: dict[str, str] = {}
    settings: dict[str, object] = {}
    if backend:
        source, value = backend
        if source == "cli":
            cli_backend = value
        elif source == "env":
            env["GPU_BACKEND"] = value.upper()
        else:
            settings["gpu_backend"] = value
    if use_cuda:
        source, value = use_cuda
        if source == "cli":
            cli_use_cuda = value
        elif source == "env":
            env["USE_CUDA"] = ENV_TEXT[value]
        else:
            settings["use_cuda"] = value
    return dict(cli_backend=cli_backend, cli_use_cuda=cli_use_cuda, env=env, settings=settings)


@pytest.fixture(scope="module")
def nvidia():
    saved = gpu_libs.missing_libraries
    gpu_libs.missing_libraries = lambda names: ()
    try:
        return probe(fake_torch(gpus=(RTX_3090,)), fake_ct2(cuda_devices=1), cpu=fake_cpu())
    finally:
        gpu_libs.missing_libraries = saved


@pytest.fixture(scope="module")
def cpu_only():
    return probe(fake_torch(cuda=None), fake_ct2(), cpu=fake_cpu())


def _label(case):
    backend, use_cuda, _ = case
    b = f"{backend[0]}={backend[1]}" if backend else "no-backend"
    u = f"{use_cuda[0]}-use_cuda={use_cuda[1]}" if use_cuda else "no-use_cuda"
    return f"{b}/{u}"


@pytest.mark.parametrize("case", CASES, ids=[_label(c) for c in CASES])
def test_every_combination(case, nvidia, cpu_only):
    backend, use_cuda, expected = case
    preference = resolve_preference(**_sources(backend, use_cuda))
    assert preference.requested == expected
    assert preference.gpu_backend_source == (backend[0] if backend else "default")
    assert preference.use_cuda_source == (use_cuda[0] if use_cuda else "default")
    assert preference.use_cuda == (use_cuda[1] if use_cuda else None)

    on_gpu = plan(nvidia, preference)
    assert on_gpu.backend == ("cpu" if expected == "cpu" else "cuda")
    assert on_gpu.asr.device == ("cpu" if expected == "cpu" else "cuda:0")
    ignored = bool(use_cuda) and use_cuda[1] is False and expected == "cuda"
    assert any("is ignored: gpu_backend=cuda" in w for w in on_gpu.warnings) == ignored
    if not ignored:
        assert on_gpu.warnings == ()

    no_gpu = plan(cpu_only, preference)
    assert no_gpu.backend == "cpu"
    if expected == "cuda":
        assert any(w.startswith("gpu_backend cuda (") and "using cpu instead" in w for w in no_gpu.warnings)
    elif expected == "auto" and use_cuda and use_cuda[1]:
        assert any(w.startswith("use_cuda=true but no GPU works here, using cpu") for w in no_gpu.warnings)
    else:
        assert no_gpu.warnings == ()


def test_higher_sources_win():
    settings = {"gpu_backend": "cuda", "use_cuda": False}
    env = {"GPU_BACKEND": "mps", "USE_CUDA": "true"}
    assert resolve_preference(env={}, settings=settings) == Preference("cuda", False, "settings", "settings")
    assert resolve_preference(env=env, settings=settings) == Preference("mps", True, "env", "env")
    assert resolve_preference("rocm", False, env=env, settings=settings) == Preference("rocm", False, "cli", "cli")
    # use_cuda=false from the command line over an environment that says auto: the CPU.
    assert resolve_preference(None, False, env={"GPU_BACKEND": "auto"}, settings={}).requested == "cpu"
    # ... and an explicit backend in the lowest source still wins over use_cuda from the highest.
    assert resolve_preference(None, False, env={}, settings={"gpu_backend": "xpu"}).requested == "xpu"


def test_ignored_use_cuda_names_both_sources():
    preference = resolve_preference(None, True, env={}, settings={"gpu_backend": "cpu"})
    assert preference.notes == ("use_cuda=true (command line) is ignored: gpu_backend=cpu (settings file) wins "
                                "over the legacy setting",)
    assert resolve_preference("mps", True, env={}, settings={}).notes == ()  # mps is a GPU: nothing to ignore


@pytest.mark.parametrize("text,value", [("1", True), ("TRUE", True), (" yes ", True), ("0", False),
                                        ("False", False), ("NO", False)])
def test_use_cuda_spellings(text, value):
    assert resolve_preference(env={"USE_CUDA": text}, settings={}).use_cuda is value
    assert resolve_preference(env={}, settings={"use_cuda": text}).use_cuda is value


def test_empty_environment_values_count_as_unset():
    preference = resolve_preference(env={"GPU_BACKEND": " ", "USE_CUDA": ""}, settings={"gpu_backend": "cpu"})
    assert preference == Preference("cpu", None, "settings", "default")


@pytest.mark.parametrize("kwargs,message", [
    (dict(env={"GPU_BACKEND": "nvidia"}, settings={}),
     "GPU_BACKEND (environment): unknown gpu_backend 'nvidia'; allowed: auto, cuda, rocm, mps, xpu, cpu"),
    (dict(cli_backend="gpu", env={}, settings={}),
     "--backend: unknown gpu_backend 'gpu'; allowed: auto, cuda, rocm, mps, xpu, cpu"),
    (dict(env={}, settings={"gpu_backend": "metal"}),
     "gpu_backend (settings file): unknown gpu_backend 'metal'; allowed: auto, cuda, rocm, mps, xpu, cpu"),
    (dict(env={"USE_CUDA": "maybe"}, settings={}),
     "USE_CUDA (environment): use_cuda must be one of 1, true, yes, 0, false, no, got 'maybe'"),
    (dict(env={}, settings={"use_cuda": 2}),
     "use_cuda (settings file): use_cuda must be one of 1, true, yes, 0, false, no, got 2"),
])
def test_bad_values_name_the_allowed_ones(kwargs, message):
    with pytest.raises(PreferenceError) as caught:
        resolve_preference(**kwargs)
    assert str(caught.value) == message
    assert isinstance(caught.value, ValueError)


def test_a_bad_lower_source_does_not_block_a_higher_one():
    assert resolve_preference("cpu", env={}, settings={"gpu_backend": "metal"}).requested == "cpu"


def test_settings_file_round_trip(tmp_path):
    path = tmp_path / "config" / "settings.json"
    assert load_settings(path) == {}
    save_settings({"gpu_backend": "ROCm".lower(), "use_cuda": "no", "theme": "dark"}, path)
    assert load_settings(path) == {"gpu_backend": "rocm", "use_cuda": False, "theme": "dark"}
    save_settings({"use_cuda": None}, path)  # None removes the legacy key
    assert load_settings(path) == {"gpu_backend": "rocm", "theme": "dark"}
    assert list(path.parent.iterdir()) == [path]  # no temporary file left behind
    with pytest.raises(PreferenceError, match="unknown gpu_backend 'tpu'"):
        save_settings({"gpu_backend": "tpu"}, path)
    assert load_settings(path)["gpu_backend"] == "rocm"


def test_settings_file_errors(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    with pytest.raises(SettingsError) as caught:
        load_settings(path)
    assert str(caught.value) == f"{path}: not valid JSON (line 1): Expecting property name enclosed in double quotes"
    path.write_text("[1, 2]")
    with pytest.raises(SettingsError, match="expected a JSON object, found list"):
        load_settings(path)


def test_resolve_reads_the_settings_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    monkeypatch.setenv("WHISPER_SUBTITLER_SETTINGS", str(path))
    assert settings_path() == path
    path.write_text(json.dumps({"use_cuda": False}))
    preference = resolve_preference(env={})
    assert preference == Preference("auto", False, "default", "settings")
    assert preference.requested == "cpu"
    monkeypatch.delenv("WHISPER_SUBTITLER_SETTINGS")
    assert settings_path().name == "settings.json" and "whisper-subtitler" in str(settings_path())
