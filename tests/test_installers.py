"""Installers without building anything: the flavour table, the build script's dry run, the spec's filters, the
workflow matrix, the Inno Setup script's structure, the bundle entry (DLL folders, dispatch) and the self-test's
checks. The real build and its --self-test are in test_installers_bundle.py (marked slow: `make test-bundle`)."""

from __future__ import annotations

import argparse
import os
import re
import struct
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from app import selftest
from core.integrity import file_sha256, read_manifest
from installers import build, spec_config
from installers.flavours import ASR_ENGINES, FLAVOURS, INSTALLERS, PYPI_INDEX, detect_flavour
from whisper_subtitler import frozen


@pytest.fixture(autouse=True)
def hub_switch_put_back(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The self-test sets HF_HUB_OFFLINE in its own process (an installed app's check must not reach out). Here that
    process is the test run's: put back what it had, in the environment the processes a later test starts inherit
    and in huggingface_hub's constant read at import, so a later test's stand-in hub is still reachable."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", constants.HF_HUB_OFFLINE)
    before = os.environ.get("HF_HUB_OFFLINE")
    yield
    if before is None:
        os.environ.pop("HF_HUB_OFFLINE", None)  # monkeypatch.delenv records nothing for a variable not set
    else:
        os.environ["HF_HUB_OFFLINE"] = before


ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
ISS = ROOT / "installers" / "windows" / "whisper-subtitler.iss"
EXPECTED = {("windows", "cpu"), ("windows", "cuda"), ("macos", "mps"), ("macos", "cpu"), ("linux", "cpu"),
            ("linux", "cuda"), ("linux", "rocm")}


# --- the flavour table ---------------------------------------------------------------------------------------------

def test_every_os_and_flavour_is_in_the_table():
    assert {(f.os, f.name) for f in FLAVOURS.values()} == EXPECTED
    assert {f.arch for f in FLAVOURS.values() if f.os == "macos"} == {"arm64", "x86_64"}
    assert len({f.app_name for f in FLAVOURS.values()}) == len(FLAVOURS)


@pytest.mark.parametrize("key", sorted(FLAVOURS))
def test_flavour_has_index_engines_and_installer(key):
    flavour = FLAVOURS[key]
    assert flavour.torch_index.startswith("https://")
    if flavour.torch_index != PYPI_INDEX:
        tail = flavour.torch_index.rsplit("/", 1)[1]
        assert tail == "cpu" if flavour.name == "cpu" else tail.startswith({"cuda": "cu", "rocm": "rocm"}[flavour.name])
    assert flavour.engines and set(flavour.engines) <= set(ASR_ENGINES)
    assert flavour.installer == INSTALLERS[flavour.os]
    assert flavour.runner and flavour.ct2 and flavour.gpu_needs
    assert flavour.drop_cuda == (flavour.name != "cuda")
    install = flavour.torch_install()
    assert any(arg.startswith("torch") for arg in install) and any(arg.startswith("torchaudio") for arg in install)
    assert (flavour.torch_index in install) == (flavour.torch_index != PYPI_INDEX)
    assert flavour.project_install()[-1] == f".[{','.join(flavour.extras)},bundle]"


def test_extras_named_by_flavours_exist_in_pyproject():
    text = (ROOT / "pyproject.toml").read_text()
    for flavour in FLAVOURS.values():
        for extra in (*flavour.extras, "bundle"):
            assert re.search(rf"^{extra} = \[", text, re.M), extra


@pytest.mark.parametrize(("platform", "machine", "torch", "key"), [
    ("linux", "x86_64", {"version": "2.9.0+cu128", "cuda": "12.8", "hip": None}, "linux-cuda"),
    ("linux", "x86_64", {"version": "2.9.0+rocm6.4", "cuda": None, "hip": "6.4"}, "linux-rocm"),
    ("linux", "x86_64", {"version": "2.9.0+cpu", "cuda": None, "hip": None}, "linux-cpu"),
    ("win32", "AMD64", {"version": "2.9.0+cu128", "cuda": "12.8", "hip": None}, "windows-cuda"),
    ("win32", "AMD64", {"version": "2.9.0+cpu", "cuda": None, "hip": None}, "windows-cpu"),
    ("darwin", "arm64", {"version": "2.9.0", "cuda": None, "hip": None}, "macos-mps"),
    ("darwin", "x86_64", {"version": "2.2.2", "cuda": None, "hip": None}, "macos-cpu"),
])
def test_detect_flavour_follows_the_installed_torch(platform, machine, torch, key):
    assert detect_flavour(platform, machine, torch).key == key


# --- the build script ----------------------------------------------------------------------------------------------

def test_dry_run_prints_what_every_flavour_installs(capsys):
    assert build.main(["--dry-run"]) == 0
    out = capsys.readouterr().out
    for flavour in FLAVOURS.values():
        assert f"{flavour.key} (" in out
        assert f"torch index: {flavour.torch_index}" in out
        block = out.split(f"{flavour.key} (", 1)[1].split("\n\n", 1)[0]
        assert "pip install" in block and "PyInstaller" in block and flavour.installer in out
        for engine in flavour.engines:
            assert spec_config.ASR_MODEL_FILES[engine] in block
    assert "BLOCKED" in out.split("macos-cpu (", 1)[1].split("\n\n", 1)[0]


def test_install_dry_run_runs_nothing(capsys, monkeypatch):
    monkeypatch.setattr(build.subprocess, "run", lambda *a, **k: pytest.fail("dry run ran a command"))
    assert build.main(["install", "--flavour", "all", "--dry-run"]) == 0
    assert build.main(["package", "--flavour", "windows-cpu", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "download.pytorch.org/whl/rocm" in out and "whisper-subtitler.iss" in out


def test_size_table_groups_top_level_folders(tmp_path):
    root = tmp_path / "whisper-subtitler-linux-cpu-x86_64"
    (root / "_internal" / "torch" / "lib").mkdir(parents=True)
    (root / "_internal" / "torch" / "lib" / "libtorch_cpu.so").write_bytes(b"x" * 3000)
    (root / "_internal" / "models" / "tiny.en-ct2").mkdir(parents=True)
    (root / "_internal" / "models" / "tiny.en-ct2" / "model.bin").write_bytes(b"x" * 2000)
    (root / "_internal" / "libpython3.11.so.1.0").write_bytes(b"x" * 500)
    (root / "whisper-subtitler").write_bytes(b"x" * 100)
    rows = build.size_rows(root)
    assert rows[0] == ("_internal/torch", 3000, 1)
    assert rows[1] == ("_internal/models", 2000, 1)
    assert rows[2][1:] == (600, 2)
    table = build.size_table(root)
    assert table.splitlines()[-1].split()[-2:] == ["100.0%", "4"]


def test_path_without_drops_folders_holding_ffmpeg(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "ffmpeg").write_text("")
    path = f"{tmp_path / 'a'}:{tmp_path / 'b'}".replace(":", __import__("os").pathsep)
    assert build.path_without(path=path) == str(tmp_path / "b")


def test_build_refuses_a_blocked_or_mismatched_flavour():
    cpu_torch = {"version": "2.9.0+cpu", "cuda": None, "hip": None}
    with pytest.raises(SystemExit, match="cannot be built"):
        build.check_torch(FLAVOURS["macos-cpu"], cpu_torch)
    with pytest.raises(SystemExit, match="needs a CUDA torch"):
        build.check_torch(FLAVOURS["linux-cuda"], cpu_torch)
    assert build.check_torch(FLAVOURS["linux-cpu"], cpu_torch) is False
    assert build.check_torch(FLAVOURS["linux-cpu"], {"version": "2.14+cu130", "cuda": "13.0", "hip": None}) is True


# --- what the spec puts in -----------------------------------------------------------------------------------------

def test_cuda_libraries_leave_only_with_a_cpu_torch():
    cpu = FLAVOURS["linux-cpu"]
    assert spec_config.is_dropped("nvidia/cublas/lib/libcublas.so.12", spec_config.drop_patterns(cpu, False))
    assert not spec_config.is_dropped("nvidia/cublas/lib/libcublas.so.12", spec_config.drop_patterns(cpu, True))
    cuda = spec_config.drop_patterns(FLAVOURS["windows-cuda"], True)
    assert not spec_config.is_dropped("nvidia\\cublas\\bin\\cublas64_12.dll", cuda)
    for always in ("triton/backends/nvidia/bin/ptxas", "nvidia/cu13/lib/libnvblas.so.13", "torch/lib/dnnl.lib",
                   "PySide6/Qt/qml/QtQuick/qmldir", "pyannote/audio/sample/sample.wav"):
        assert spec_config.is_dropped(always, cuda), always
    for kept in ("torch/lib/libtorch_cpu.so", "PySide6/Qt/plugins/platforms/libqxcb.so",
                 "faster_whisper/assets/silero_vad_v6.onnx", "whisper/assets/mel_filters.npz"):
        assert not spec_config.is_dropped(kept, cuda), kept


def test_cpu_flavours_leave_openai_whisper_and_its_compiler_out():
    for key, flavour in FLAVOURS.items():
        ships = "openai-whisper" in flavour.engines
        assert (set(spec_config.OPENAI_WHISPER_ONLY) <= set(spec_config.excludes(flavour))) != ships, key
        patterns = spec_config.drop_patterns(flavour, torch_has_cuda=True)
        assert spec_config.is_dropped("llvmlite/binding/libllvmlite.so", patterns) is not ships, key
        assert spec_config.is_dropped("whisper/assets/mel_filters.npz", patterns) is not ships, key
        assert not spec_config.is_dropped("faster_whisper/assets/silero_vad_v6.onnx", patterns), key
    assert not any("openai-whisper" in f.engines for f in FLAVOURS.values() if f.name == "cpu")


def test_test_suites_are_filtered_but_not_testing_helpers():
    toc = [("scipy.linalg.tests.test_blas", "", "PYMODULE"), ("numpy.testing", "", "PYMODULE"),
           ("sklearn.utils._testing", "", "PYMODULE"), ("core.pipeline", "", "PYMODULE"), ("tests", "", "PYMODULE")]
    assert [e[0] for e in spec_config.filter_modules(toc)] == [
        "numpy.testing", "sklearn.utils._testing", "core.pipeline", "tests"]
    data = [("scipy/io/tests/data/x.mat", "", "DATA"), ("whisper/assets/gpt2.tiktoken", "", "DATA")]
    assert spec_config.filter_toc(data, ()) == [data[1]]


def test_hidden_imports_name_the_offline_pipeline_classes(models_dir):
    config = yaml.safe_load((models_dir / "diarization" / "config.yaml").read_text())
    pipeline_module = config["pipeline"]["name"].rsplit(".", 1)[0]
    assert pipeline_module in spec_config.HIDDEN_IMPORTS
    assert "core.diarization.embedding" in spec_config.HIDDEN_IMPORTS


def test_model_datas_follow_the_flavour_engines(tmp_path):
    (tmp_path / "tiny.en-ct2").mkdir()
    (tmp_path / "tiny.en.pt").write_bytes(b"")
    cpu = dict(spec_config.model_datas(FLAVOURS["linux-cpu"], tmp_path))
    cuda = dict(spec_config.model_datas(FLAVOURS["linux-cuda"], tmp_path))
    assert cpu == {str(tmp_path / "tiny.en-ct2"): "models/tiny.en-ct2",
                   str(tmp_path / "diarization"): "models/diarization"}
    assert cuda[str(tmp_path / "tiny.en.pt")] == "models"


def test_nvidia_libraries_keep_their_layout(tmp_path, monkeypatch):
    import importlib.util
    import types

    for rel in ("cu13/lib/libcublas.so.13", "cudnn/lib/libcudnn_ops.so.9", "cublas/bin/cublas64_12.dll",
                "cu13/bin/x86_64/cudart64_13.dll", "cu13/include/cuda.h"):
        (tmp_path / "nvidia" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "nvidia" / rel).write_bytes(b"")
    real = importlib.util.find_spec
    fake = types.SimpleNamespace(submodule_search_locations=[str(tmp_path / "nvidia")])
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: fake if name == "nvidia" else real(name, *a))
    found = {f"{folder}/{Path(source).name}" for source, folder in spec_config.nvidia_libraries()}
    assert found == {"nvidia/cu13/lib/libcublas.so.13", "nvidia/cudnn/lib/libcudnn_ops.so.9",
                     "nvidia/cublas/bin/cublas64_12.dll", "nvidia/cu13/bin/x86_64/cudart64_13.dll"}


def test_spec_and_entry_exist_and_compile():
    compile(build.SPEC.read_text(), str(build.SPEC), "exec")
    assert spec_config.ENTRY_SCRIPT.is_file()
    assert "whisper_subtitler.frozen" in spec_config.ENTRY_SCRIPT.read_text()


# --- icons ---------------------------------------------------------------------------------------------------------

def test_ico_and_icns_containers():
    from installers.icons import icns_bytes, ico_bytes

    ico = ico_bytes({16: b"\x89PNG16", 256: b"\x89PNG256"})
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 2)
    width, _, _, _, _, _, size, offset = struct.unpack("<BBBBHHII", ico[6 + 16:6 + 32])
    assert width == 0 and ico[offset:offset + size] == b"\x89PNG256"  # 0 means 256 px
    icns = icns_bytes({16: b"a", 1024: b"bc"})
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert icns[8:12] == b"icp4" and b"ic10" in icns


def test_icons_render_from_the_svg(tmp_path, qapp):
    """`qapp` first: write_icons would otherwise make a bare QGuiApplication, and every widget test after this one
    in the same process would abort."""
    from installers.icons import write_icons

    paths = write_icons(ROOT / "resources" / "icons" / "app.svg", tmp_path)
    assert paths["png"].read_bytes().startswith(b"\x89PNG")
    assert paths["ico"].stat().st_size > 1000 and paths["icns"].read_bytes()[:4] == b"icns"


# --- the workflow --------------------------------------------------------------------------------------------------

def test_workflow_matrix_maps_to_flavours():
    workflow = yaml.safe_load(WORKFLOW.read_text())
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert "push" in triggers and "workflow_dispatch" in triggers
    job = workflow["jobs"]["bundle"]
    entries = job["strategy"]["matrix"]["include"]
    assert {e["flavour"] for e in entries} == set(FLAVOURS)
    for entry in entries:
        flavour = FLAVOURS[entry["flavour"]]
        assert entry["runner"] == flavour.runner
        assert entry["experimental"] == bool(flavour.blocked)
    assert job["runs-on"] == "${{ matrix.runner }}"
    runs = " ".join(str(step.get("run", "")) for step in job["steps"])
    for command in ("installers.build install", "installers.build build", "installers.build self-test",
                    "installers.build package", "prepare-offline"):
        assert command in runs, command
    uses = [step.get("uses", "") for step in job["steps"]]
    assert any(u.startswith("actions/upload-artifact") for u in uses)
    upload = next(step for step in job["steps"] if step.get("uses", "").startswith("actions/upload-artifact"))
    assert "dist/*.sha256" in upload["with"]["path"].split()  # each installer's checksum goes with it
    assert any(u.startswith("actions/checkout") for u in uses)


def test_workflow_runners_match_the_architectures():
    arm, intel = FLAVOURS["macos-mps"], FLAVOURS["macos-cpu"]
    assert arm.arch == "arm64" and arm.runner == "macos-14"
    assert intel.arch == "x86_64" and "intel" in intel.runner or intel.runner == "macos-13"
    assert all(f.runner.startswith("windows") for f in FLAVOURS.values() if f.os == "windows")
    assert all(f.runner.startswith("ubuntu") for f in FLAVOURS.values() if f.os == "linux")


# --- the Inno Setup script -----------------------------------------------------------------------------------------

def parse_iss(text: str) -> tuple[dict[str, str], dict[str, list]]:
    """A small structural reader: #define values, and per [Section] either key=value pairs ([Setup]) or entries of
    `Name: value; Name: value` parameters. Comments (`;` first) and preprocessor lines are skipped."""
    defines: dict[str, str] = {}
    sections: dict[str, list] = {}
    current = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        match = re.match(r'#define\s+(\w+)\s+(.*)', line)
        if match:
            defines[match.group(1)] = match.group(2).strip('"')
            continue
        if line.startswith("#"):
            continue
        match = re.fullmatch(r"\[(\w+)\]", line)
        if match:
            current = match.group(1)
            assert current not in sections, f"section [{current}] twice"
            sections[current] = []
            continue
        assert current is not None, f"line outside a section: {line}"
        if current == "Setup":
            key, sep, value = line.partition("=")
            assert sep, f"[Setup] line without '=': {line}"
            sections[current].append((key.strip(), value.strip()))
        else:
            params = {}
            for part in re.findall(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)', line):
                params[part[0]] = part[1].strip()
            assert params, f"[{current}] entry without parameters: {line}"
            sections[current].append(params)
    return defines, sections


def test_inno_setup_script_structure():
    defines, sections = parse_iss(ISS.read_text())
    assert {"Setup", "Languages", "Files", "Icons", "Run"} <= set(sections)
    setup = dict(sections["Setup"])
    assert len(setup) == len(sections["Setup"]), "a [Setup] key appears twice"
    for key in ("AppId", "AppName", "AppVersion", "DefaultDirName", "OutputBaseFilename", "UninstallDisplayIcon"):
        assert setup.get(key), key
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DiskSpanning"] == "no"
    assert setup.get("Uninstallable", "yes") == "yes"
    assert setup["DefaultDirName"].startswith(("{autopf}", "{localappdata}", "{userpf}"))
    assert re.fullmatch(r"\{\{[0-9A-F-]{36}\}", setup["AppId"])
    assert defines["AppExe"] == spec_config.GUI_NAME + ".exe"
    assert defines["CliExe"] == spec_config.CLI_NAME + ".exe"
    for name in ("AppVersion", "SourceDir", "OutputDir", "OutputBase"):
        assert name in defines, f"#ifndef {name} default missing"
    files = sections["Files"]
    assert any("{#SourceDir}" in f["Source"] and "recursesubdirs" in f.get("Flags", "") for f in files)
    icons = sections["Icons"]
    assert any(i["Name"].startswith('"{group}') and "{#AppExe}" in i["Filename"] for i in icons), "Start menu entry"
    assert any("{uninstallexe}" in i["Filename"] for i in icons), "uninstaller in the Start menu"
    assert all("Flags" not in r or "runascurrentuser" not in r["Flags"] for r in sections["Run"])


def test_iss_parser_rejects_broken_scripts():
    with pytest.raises(AssertionError):
        parse_iss("[Setup]\nAppName\n")
    with pytest.raises(AssertionError):
        parse_iss("AppName=x\n")
    with pytest.raises(AssertionError):
        parse_iss("[Setup]\nA=1\n[Setup]\nB=2\n")


# --- the bundle entry (whisper_subtitler.frozen) ----------------------------------------------------------------------

def _dll_tree(root: Path) -> None:
    for folder, name in (("nvidia/cublas/bin", "cublas64_12.dll"), ("nvidia/cudnn/bin", "cudnn64_9.dll"),
                         ("nvidia/cu13/bin/x86_64", "cublasLt64_13.dll"), ("torch/lib", "c10.dll"),
                         ("nvidia/cuda_nvrtc/lib", "notes.txt")):
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / name).write_bytes(b"MZ")


def test_cuda_dll_directories_are_added_on_windows(tmp_path):
    _dll_tree(tmp_path)
    added: list[str] = []
    env = {"PATH": r"C:\Windows"}
    folders = frozen.add_cuda_dll_directories([tmp_path], platform="win32", add=added.append, environ=env)
    expected = [tmp_path / "nvidia/cu13/bin/x86_64", tmp_path / "nvidia/cublas/bin", tmp_path / "nvidia/cudnn/bin",
                tmp_path / "torch/lib"]
    assert folders == expected
    assert added == [str(p) for p in expected]
    assert env["PATH"].split(";") == [*map(str, expected), r"C:\Windows"]


def test_cuda_dll_directories_elsewhere_or_missing(tmp_path):
    _dll_tree(tmp_path)
    assert frozen.add_cuda_dll_directories([tmp_path], platform="linux", add=pytest.fail, environ={}) == []
    env: dict[str, str] = {}
    assert frozen.add_cuda_dll_directories([tmp_path / "nothing"], platform="win32", add=pytest.fail,
                                           environ=env) == []
    assert env == {}

    def refuse(path: str) -> None:
        raise OSError("no such folder")

    assert len(frozen.add_cuda_dll_directories([tmp_path], platform="win32", add=refuse, environ={})) == 4


def test_bundle_roots_put_meipass_first(tmp_path):
    exe = tmp_path / "bundle" / "whisper-subtitler"
    roots = frozen.bundle_roots(str(tmp_path / "bundle" / "_internal"), str(exe))
    assert roots == [tmp_path / "bundle" / "_internal", (tmp_path / "bundle").resolve()]


@pytest.mark.parametrize(("argv", "kind", "rest"), [
    (["--self-test"], "selftest", []),
    (["--self-test", "--json"], "selftest", ["--json"]),
    (["-m", "platform_utils", "--probe-json"], "module:platform_utils", ["--probe-json"]),
    (["transcribe", "a.mp4", "--diarize"], "cli", ["transcribe", "a.mp4", "--diarize"]),
    (["info", "--json"], "cli", ["info", "--json"]),
    ([], "gui", []),
    (["talk.mp4"], "gui", ["talk.mp4"]),
])
def test_entry_dispatch(argv, kind, rest):
    assert frozen.dispatch(argv) == (kind, rest)


def test_the_bundle_runs_every_command_of_the_command_line():
    """`whisper-subtitler live --source mic` in an installed app is the command, not the window opening a file
    named "live"."""
    from core.cli import build_parser
    from whisper_subtitler.__main__ import GUI

    [commands] = [action for action in build_parser({"gui": GUI})._actions
                  if isinstance(action, argparse._SubParsersAction)]
    assert frozen.CLI_COMMANDS == set(commands.choices)
    assert frozen.dispatch(["live", "--source", "mic"]) == ("cli", ["live", "--source", "mic"])


def test_entry_runs_only_known_modules(capsys):
    assert frozen._run_module("os", []) == 2
    assert "not available" in capsys.readouterr().err


@pytest.mark.filterwarnings("ignore:'app.selftest' found in sys.modules")
def test_entry_runs_a_module_like_python_dash_m(capsys, monkeypatch):
    monkeypatch.setattr("sys.argv", ["whisper-subtitler"])
    assert frozen._run_module("app.selftest", ["--help"]) == 0
    assert "--self-test" in capsys.readouterr().out


# --- the self-test's checks ----------------------------------------------------------------------------------------

def test_word_error_rate_is_normalised():
    assert selftest.word_error_rate(selftest.REFERENCE, selftest.REFERENCE.upper().replace(",", "")) == 0.0
    hyp = "and so my fellow americans ask not what your country can do for you ask what you can do for your country"
    assert selftest.word_error_rate(selftest.REFERENCE, hyp) == 0.0
    one_wrong = hyp.replace("fellow", "yellow")
    assert selftest.word_error_rate(selftest.REFERENCE, one_wrong) == pytest.approx(1 / 22)
    assert selftest.word_error_rate(selftest.REFERENCE, "") == 1.0
    assert selftest.word_error_rate("a b", "a b c d") == 1.0
    assert selftest.normalise("Don't — stop!") == ["don't", "stop"]


def test_self_test_reference_matches_the_test_data(jfk_text):
    assert selftest.word_error_rate(jfk_text, selftest.REFERENCE) == 0.0


def test_self_test_finds_bundle_assets(tmp_path):
    assets = selftest.find_assets(frozen_root=str(tmp_path))
    assert assets.clip == tmp_path / "selftest" / "jfk.wav" and assets.models == tmp_path / "models"


def test_self_test_reports_missing_assets(tmp_path, capsys):
    report = selftest.run_self_test(selftest.Assets(tmp_path / "none.wav", tmp_path), say=lambda _: None)
    assert not report.passed and report.checks[0][0] == "clip"
    assert selftest.main(["--clip", str(tmp_path / "none.wav"), "--models", str(tmp_path)]) == 2
    assert "self-test FAILED" in capsys.readouterr().out


# --- checksums -----------------------------------------------------------------------------------------------------

def _fake_bundle(dist: Path, key: str = "linux-cpu") -> Path:
    root = build.bundle_dir(FLAVOURS[key], dist)
    (root / "_internal" / "models").mkdir(parents=True)
    (root / "whisper-subtitler").write_bytes(b"\x7fELF fake")
    (root / "_internal" / "models" / "model.bin").write_bytes(b"weights" * 100)
    return root


def test_build_writes_the_manifest_inside_the_bundle(tmp_path):
    root = _fake_bundle(tmp_path)
    manifest = build.write_bundle_manifest(FLAVOURS["linux-cpu"], tmp_path)
    assert manifest == root / "_internal" / "SHA256SUMS"
    assert set(read_manifest(manifest)) == {"whisper-subtitler", "_internal/models/model.bin"}
    assert build.manifest_path(FLAVOURS["macos-mps"], tmp_path) is None  # codesign seals the .app instead
    assert build.write_bundle_manifest(FLAVOURS["macos-mps"], tmp_path) is None


def test_package_writes_a_tarball_with_its_checksum(tmp_path):
    root = _fake_bundle(tmp_path)
    build.write_bundle_manifest(FLAVOURS["linux-cpu"], tmp_path)
    target = build.package(FLAVOURS["linux-cpu"], tmp_path)
    assert target.name == f"whisper-subtitler-linux-cpu-x86_64-{spec_config.project_version()}.tar.gz"
    checksum = target.with_name(target.name + ".sha256")
    assert checksum.read_text() == f"{file_sha256(target)}  {target.name}\n"
    with tarfile.open(target) as archive:
        names = set(archive.getnames())
    assert {f"{root.name}/whisper-subtitler", f"{root.name}/_internal/SHA256SUMS",
            f"{root.name}/_internal/models/model.bin"} <= names


def test_self_test_checks_the_bundle_manifest(tmp_path):
    root = _fake_bundle(tmp_path)
    build.write_bundle_manifest(FLAVOURS["linux-cpu"], tmp_path)
    assets = selftest.find_assets(frozen_root=str(root / "_internal"))
    assert assets.manifest == root / "_internal" / "SHA256SUMS" and assets.bundle_root == root
    report = selftest.Report()
    selftest.check_integrity(assets, report)
    assert report.checks == [("integrity", True, "all 2 files match")] and "integrity" in report.timings

    (root / "_internal" / "models" / "model.bin").write_bytes(b"damaged")
    report = selftest.Report()
    selftest.check_integrity(assets, report)
    name, ok, detail = report.checks[0]
    assert (name, ok) == ("integrity", False) and "1 changed: _internal/models/model.bin" in detail
    # The job still runs after a failed check, so the report says what else works; here the clip is missing.
    full = selftest.run_self_test(assets, say=lambda _: None)
    assert [c[0] for c in full.checks] == ["integrity", "clip"] and not full.passed


def test_self_test_from_a_checkout_has_no_manifest(tmp_path):
    assets = selftest.find_assets(tmp_path / "jfk.wav", tmp_path)
    report = selftest.Report()
    selftest.check_integrity(assets, report)
    assert assets.manifest is None and report.checks == []
