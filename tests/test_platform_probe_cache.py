"""Where a job's probe comes from (platform_utils.machine_probe): without torch where the system shows no GPU, from
the disk cache (platform_utils.probe_cache) while its key matches, probed again when anything in the key changes
or `--refresh` asks. Every GPU the fakes of today's probe tests find is still found by `auto`. The systems are
built in temporary folders, the probes are the fakes of tests/test_platform_fakes.py: nothing depends on this
machine's devices."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pysubs2
import pytest

from platform_utils import gpu_libs, planning, probe_cache, probing
from platform_utils.facts import BACKEND_ORDER, GPU_BACKENDS, Probe
from platform_utils.gpu_traces import Places
from platform_utils.machine_probe import CPU_ASKED, MachineProbe, this_process
from platform_utils.preference import Preference
from platform_utils.probe_cache import CACHE_ENV, FILE_NAME, ProbeCache, cache_key, default_cache, package_build
from platform_utils.probing import NotProbed, probe
from tests.test_platform_fakes import ARC_A770, RTX_3090, RX_7900, fake_cpu, fake_ct2, fake_torch
from tests.test_platform_traces import LINUX_SIGNS, add, linux

AUTO = Preference()


def plan(found: Probe, preference: Preference):
    """The plan with the engines core declares (platform_utils itself names none)."""
    from core.engines.registry import lineup

    return planning.plan(found, preference, lineup())

# Today's probe of each vendor's machine, with the backend auto picks there.
VENDORS = {
    "nvidia": (lambda: probe(fake_torch(gpus=(RTX_3090,)), fake_ct2(cuda_devices=1), cpu=fake_cpu()), "cuda"),
    "rocm": (lambda: probe(fake_torch(cuda=None, hip="6.2", gpus=(RX_7900,), cudnn=None), fake_ct2(),
                           cpu=fake_cpu()), "rocm"),
    "mps": (lambda: probe(fake_torch(cuda=None, mps_built=True, mps_available=True), fake_ct2(),
                          cpu=fake_cpu(machine="arm64")), "mps"),
    "xpu": (lambda: probe(fake_torch(cuda=None, xpu_gpus=(ARC_A770,)), fake_ct2(), cpu=fake_cpu()), "xpu"),
    "cpu only": (lambda: probe(fake_torch(cuda=None), fake_ct2(), cpu=fake_cpu()), "cpu"),
}


class Counting:
    """A full probe that counts its runs (each stands for importing torch)."""

    def __init__(self, make=VENDORS["nvidia"][0]) -> None:
        self.make, self.runs = make, 0

    def __call__(self) -> Probe:
        self.runs += 1
        return self.make()


def without_torch(reason: str) -> Probe:
    return probe(NotProbed(reason), fake_ct2(), cpu=fake_cpu())


def never() -> Probe:
    raise AssertionError("torch was imported to probe")


@pytest.fixture(autouse=True)
def ct2_finds_its_libraries(monkeypatch):
    monkeypatch.setattr(gpu_libs, "missing_libraries", lambda names: ())


@pytest.fixture
def bare(tmp_path) -> Places:
    """A Linux system with no GPU sign at all."""
    return linux(tmp_path / "root")


@pytest.fixture
def cache(tmp_path) -> ProbeCache:
    return ProbeCache(tmp_path / "cache" / FILE_NAME)


def machine(full, places: Places, cache: ProbeCache, environ: dict[str, str] | None = None) -> MachineProbe:
    return MachineProbe(full, without_torch, places=places, cache=cache, environ=environ or {})


# --- the cheap check decides --------------------------------------------------------------------------------------

def test_auto_without_any_gpu_sign_plans_without_torch(bare, cache):
    found = machine(never, bare, cache).for_plan("auto")
    chosen = plan(found, AUTO)
    assert chosen.backend == "cpu" and chosen.asr.engine == "faster-whisper" and chosen.asr.compute_type == "int8"
    for name in GPU_BACKENDS:
        assert found.backends[name].reason == ("not probed: no NVIDIA, AMD or Intel GPU device, kernel driver or "
                                               "driver library was found")
    assert not cache.path.exists()  # a probe without torch is not what the cache keeps


def test_auto_on_a_machine_without_gpu_plans_as_the_full_probe_would(bare, cache):
    """Same backend, engines, precision and threads as the probe with (CPU-only) torch gives today."""
    fast = plan(machine(never, bare, cache).for_plan("auto"), AUTO)
    full = plan(this_process(VENDORS["cpu only"][0]()), AUTO)  # the threads this process may use, as `fast` has
    assert (fast.backend, fast.asr, fast.diarization.device, fast.warnings) == (
        full.backend, full.asr, full.diarization.device, full.warnings)


@pytest.mark.parametrize(("vendor", "sign"), list(itertools.product(sorted(VENDORS), sorted(LINUX_SIGNS))))
def test_any_gpu_sign_probes_and_auto_finds_what_the_probe_finds(tmp_path, vendor, sign):
    make, expected = VENDORS[vendor]
    places = linux(tmp_path / "root")
    add(tmp_path / "root", LINUX_SIGNS[sign])
    full = Counting(make)
    found = machine(full, places, ProbeCache(tmp_path / FILE_NAME)).for_plan("auto")
    assert full.runs == 1
    assert plan(found, AUTO).backend == expected == plan(make(), AUTO).backend


@pytest.mark.parametrize("machine_name", ["arm64", "x86_64"])
def test_macos_probes_for_mps(tmp_path, machine_name):
    full = Counting(VENDORS["mps"][0])
    found = machine(full, Places(system="darwin", machine=machine_name), ProbeCache(tmp_path / FILE_NAME))
    assert plan(found.for_plan("auto"), AUTO).backend == "mps" and full.runs == 1


def test_cpu_never_probes_and_a_gpu_backend_always_does(bare, cache):
    assert machine(never, bare, cache).for_plan("cpu").backends["cuda"].reason == CPU_ASKED
    full = Counting()
    assert plan(machine(full, bare, cache).for_plan("cuda"), Preference("cuda", None, "cli")).backend == "cuda"
    assert full.runs == 1  # asked for by name, the GPU is probed whatever the traces say


def test_a_full_probe_made_in_this_process_is_reused_by_every_plan(bare, cache):
    full = Counting()
    found = machine(full, bare, cache)
    made = found.full()
    assert found.for_plan("auto") is made and found.for_plan("cpu") is made and found.for_plan("xpu") is made
    assert full.runs == 1


# --- the disk cache ----------------------------------------------------------------------------------------------

def nvidia_machine(tmp_path: Path) -> Places:
    root = tmp_path / "root"
    places = linux(root)
    add(root, "dev/nvidia0")
    add(root, "sys/module/nvidia/version", "580.95.05\n")
    return places


def test_the_cache_is_written_then_used_by_the_next_process(tmp_path, cache):
    places = nvidia_machine(tmp_path)
    first = machine(Counting(), places, cache)
    made = first.for_plan("auto")
    assert first.read_from is None and cache.path.exists()
    kept = json.loads(cache.path.read_text(encoding="utf-8"))
    assert kept["key"] == cache_key(first.traces(), {}) and this_process(Probe.from_dict(kept["probe"])) == made

    second = machine(never, places, cache)  # a new process: nothing in memory
    assert second.for_plan("auto") == made and second.read_from == cache.path
    assert list(second.for_plan("auto").backends) == list(made.backends) == list(BACKEND_ORDER)
    assert plan(second.for_plan("auto"), AUTO).asr.device == "cuda:0"


@pytest.mark.parametrize("change", ["new device", "driver update", "device hidden", "torch reinstalled",
                                    "probe code edited"])
def test_anything_in_the_key_that_changes_probes_again(tmp_path, cache, monkeypatch, change):
    places = nvidia_machine(tmp_path)
    machine(Counting(), places, cache).full()
    environ: dict[str, str] = {}
    if change == "new device":
        add(tmp_path / "root", "dev/nvidia1")
    elif change == "driver update":
        add(tmp_path / "root", "sys/module/nvidia/version", "590.10\n")
    elif change == "device hidden":
        environ = {"CUDA_VISIBLE_DEVICES": "1"}
    elif change == "torch reinstalled":
        real = probe_cache.package_build
        monkeypatch.setattr(probe_cache, "package_build", lambda name: real(name) + (" new" if name == "torch" else ""))
    else:
        monkeypatch.setattr(probe_cache, "_PROBE_CODE", probe_cache._PROBE_CODE + ("gpu_traces.py",))
    again = Counting()
    machine(again, places, cache, environ).full()
    assert again.runs == 1
    assert machine(never, places, cache, environ).full()  # and the new answer is what is kept now


def test_unrelated_variables_do_not_change_the_key(tmp_path):
    places = nvidia_machine(tmp_path)
    traces = MachineProbe(never, without_torch, places=places).traces()
    assert cache_key(traces, {"HOME": "/a", "LANG": "C"}) == cache_key(traces, {"HOME": "/b"})
    assert cache_key(traces, {"HIP_VISIBLE_DEVICES": "0"}) != cache_key(traces, {})


def test_package_build_changes_with_its_version_file_and_its_folder(tmp_path):
    site = tmp_path / "site"
    add(site, "fakepkg/__init__.py")
    add(site, "fakepkg/version.py", "__version__ = '2.5.1+cu124'\ncuda = '12.4'\n")
    before = package_build("fakepkg", modules={}, path=[str(site)])
    assert before.startswith(f"{site / 'fakepkg'} ")
    add(site, "fakepkg/version.py", "__version__ = '2.5.1+rocm6.2'\nhip = '6.2'\n")
    rebuilt = package_build("fakepkg", modules={}, path=[str(site)])
    assert rebuilt != before
    add(site, "nvidia_cudnn-9.dist-info/")  # installed beside it
    assert package_build("fakepkg", modules={}, path=[str(site)]) != rebuilt
    assert package_build("fakepkg", modules={}, path=[str(tmp_path / "empty")]) == "absent"


@pytest.mark.parametrize("content", ["", "{not json", "[]", '{"key": {}, "probe": {}}', "PROBE_FROM_ELSEWHERE"])
def test_a_broken_or_foreign_cache_file_is_a_miss(tmp_path, cache, content):
    places = nvidia_machine(tmp_path)
    if content == "PROBE_FROM_ELSEWHERE":
        other = machine(Counting(), places, cache)
        other.full()
        data = json.loads(cache.path.read_text(encoding="utf-8"))
        data["probe"]["schema_version"] = 99
        content = json.dumps(data)
    cache.path.parent.mkdir(parents=True, exist_ok=True)
    cache.path.write_text(content, encoding="utf-8")
    again = Counting()
    assert plan(machine(again, places, cache).full(), AUTO).backend == "cuda"
    assert again.runs == 1 and json.loads(cache.path.read_text(encoding="utf-8"))["probe"]["schema_version"] == 1


def test_a_cache_that_cannot_be_written_only_costs_the_next_probe(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    unwritable = ProbeCache(blocked / FILE_NAME)
    places = nvidia_machine(tmp_path)
    assert plan(machine(Counting(), places, unwritable).full(), AUTO).backend == "cuda"
    assert not unwritable.save({}, VENDORS["nvidia"][0]())


def test_refresh_probes_again_and_rewrites_the_cache(tmp_path, cache):
    places = nvidia_machine(tmp_path)
    full = Counting()
    kept = machine(full, places, cache)
    kept.full()
    kept.full()
    assert full.runs == 1
    full.make = VENDORS["cpu only"][0]  # the GPU went away without leaving a trace the key sees
    assert plan(kept.full(refresh=True), AUTO).backend == "cpu" and full.runs == 2
    assert plan(machine(never, places, cache).full(), AUTO).backend == "cpu"


def test_where_the_cache_lives():
    assert default_cache({CACHE_ENV: "/tmp/x/probe.json"}).path == Path("/tmp/x/probe.json")
    assert default_cache({CACHE_ENV: "off"}).path is None
    from platformdirs import user_cache_dir

    assert default_cache({}).path == Path(user_cache_dir("whisper-subtitler")) / FILE_NAME
    assert ProbeCache(None).load({}) is None and not ProbeCache(None).save({}, VENDORS["nvidia"][0]())


# --- the commands ------------------------------------------------------------------------------------------------

@pytest.fixture
def this_machine(tmp_path, cache, monkeypatch) -> Counting:
    """probing.machine() replaced by one on a fake NVIDIA system with its own cache and a counting probe."""
    full = Counting()
    fake = machine(full, nvidia_machine(tmp_path), cache)
    monkeypatch.setattr(probing, "machine", lambda: fake)
    return full


def test_info_reads_the_cache_and_refresh_probes_again(this_machine, capsys):
    from core.cli import main as cli_main

    assert cli_main(["info", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["plan"]["backend"] == "cuda"
    assert cli_main(["info", "--json"]) == 0
    assert this_machine.runs == 1
    assert cli_main(["info", "--json", "--refresh"]) == 0
    assert this_machine.runs == 2


def test_info_says_when_its_devices_come_from_the_cache(tmp_path, cache, monkeypatch, capsys):
    from core.cli import main as cli_main

    places = nvidia_machine(tmp_path)
    machine(Counting(), places, cache).full()
    reader = machine(never, places, cache)
    monkeypatch.setattr(probing, "machine", lambda: reader)
    assert cli_main(["info"]) == 0
    assert "info --refresh" in capsys.readouterr().out.replace("\n", " ")


def test_platform_utils_module_refresh(this_machine, capsys):
    from platform_utils.__main__ import main

    assert main(["--probe-json"]) == 0 and main(["--probe-json", "--refresh"]) == 0
    assert this_machine.runs == 2
    assert Probe.from_dict(json.loads(capsys.readouterr().out.splitlines()[-1])).usable() == ("cuda", "cpu")


def test_an_auto_job_where_no_gpu_shows_never_imports_torch(ct2_tiny_en, jfk_wav, tmp_path):
    """The whole job in a fresh interpreter, on a system with no GPU sign (a folder standing for /dev, /sys, /proc
    and the library folders): auto plans on the CPU and a faster-whisper job never loads torch."""
    import subprocess
    import sys

    from tests.conftest import ROOT

    places = linux(tmp_path / "root")
    code = f"""
import json, sys
from pathlib import Path
from platform_utils import probing
from platform_utils.gpu_traces import Places
from platform_utils.machine_probe import MachineProbe
from platform_utils.probe_cache import ProbeCache
places = Places(system="linux", machine="x86_64", dev=Path({str(places.dev)!r}),
                sys_root=Path({str(places.sys_root)!r}), proc=Path({str(places.proc)!r}),
                library_dirs=({str(places.library_dirs[0])!r},))
fake = MachineProbe(probing._full_probe, probing._probe_without_torch, places=places, cache=ProbeCache(None))
probing.machine = lambda: fake
from core.jobs import JobSpec
from core.pipeline import run_job
spec = JobSpec(input={str(jfk_wav)!r}, output_dir={str(tmp_path)!r}, formats=("srt",), engine="faster-whisper",
               model={str(ct2_tiny_en)!r}, backend="auto", offline=True)
result = run_job(spec)
print(json.dumps({{"torch": "torch" in sys.modules, "device": result.device,
                  "text": open(result.outputs[0], encoding="utf-8").read()}}))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert not report["torch"] and report["device"] == "cpu"
    spoken = " ".join(event.plaintext.replace("\n", " ") for event in pysubs2.SSAFile.from_string(report["text"]))
    assert "what your country can do for you" in spoken  # wherever the cues and lines break
