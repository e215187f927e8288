"""The real thing, slow (`make test-bundle`; `make test` deselects it): build this machine's bundle with PyInstaller,
run its --self-test with the network cut (`unshare -n` where it works) and no system ffmpeg on PATH, and use the
frozen program the ways the app does (the device probe's `-m platform_utils`, the CLI, the window's start)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from installers import build
from installers.flavours import get_flavour

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parent.parent
# This machine's flavour, or the one `FLAVOUR=linux-cpu make test-bundle` names (its torch need not match: a cpu
# flavour built with a CUDA torch keeps the CUDA libraries but leaves openai-whisper out as a cpu bundle does).
FLAVOUR = get_flavour(os.environ.get("WS_BUNDLE_FLAVOUR") or "auto")
SHIPS_OPENAI = "openai-whisper" in FLAVOUR.engines


@pytest.fixture(scope="module")
def bundle() -> Path:
    """Built once per run, the way `make bundle` builds it (WS_BUNDLE_REUSE=1 takes an existing dist/ as it is)."""
    exe = build.executable(FLAVOUR)
    if not (os.environ.get("WS_BUNDLE_REUSE") == "1" and exe.is_file()):
        subprocess.run([sys.executable, "-m", "installers.build", "build", "--flavour", FLAVOUR.key], cwd=ROOT,
                       check=True, timeout=3600)
    assert exe.is_file()
    return exe


def _offline(cmd: list[str]) -> list[str]:
    """`cmd` with the network cut where unshare works (absolute: a test may take /usr/bin off PATH)."""
    return [shutil.which("unshare") or "unshare", "-n", *cmd] if build.can_unshare() else cmd


def test_size_table_written(bundle):
    table = (build.DIST / f"{FLAVOUR.app_name}.sizes.txt").read_text()
    assert "_internal/torch" in table and "_internal/models" in table and table.splitlines()[-1].startswith("total")
    assert "triton" not in table and "torchcodec" not in table and "imageio_ffmpeg" not in table
    assert "_internal/ffmpeg " not in table  # no ffmpeg program: PyAV's FFmpeg libraries decode


def test_self_test_passes_offline_decoding_with_pyav(bundle):
    report = build.self_test(FLAVOUR)
    assert report["passed"], report
    assert report["offline"] == build.can_unshare()
    assert report["decoder"].startswith("FFmpeg libraries through PyAV ")
    checks = {c["name"]: c for c in report["checks"]}
    assert checks["text"]["ok"] and checks["diarization"]["ok"]
    if FLAVOUR.os != "macos":  # every file the build listed in _internal/SHA256SUMS is there, unchanged
        assert checks["integrity"]["ok"] and checks["integrity"]["detail"].startswith("all ")
    assert report["wer"] <= 0.15


@pytest.mark.skipif(FLAVOUR.os == "macos", reason="a signed .app has no SHA256SUMS; codesign checks it")
def test_self_test_names_a_damaged_file(bundle):
    """A file taken away and another changed after installing (an antivirus quarantine, a bad copy): the frozen
    self-test fails and names both, and passes again once they are back."""
    internal = build.bundle_dir(FLAVOUR) / "_internal"
    removed = next(internal.glob("attrs-*.dist-info/licenses/LICENSE"))
    changed = internal / "selftest" / "jfk.wav"
    hidden, original = removed.with_name(removed.name + ".quarantined"), changed.read_bytes()
    removed.rename(hidden)
    changed.write_bytes(original[:-2] + b"\x00\x01")  # two samples differ: still a valid clip
    try:
        done = subprocess.run([str(bundle), "--self-test"], capture_output=True, text=True, timeout=900,
                              env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    finally:
        hidden.rename(removed)
        changed.write_bytes(original)
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    line = next(line for line in done.stdout.splitlines() if line.startswith("FAIL integrity"))
    assert f"1 missing: {removed.relative_to(internal.parent).as_posix()}" in line
    assert "1 changed: _internal/selftest/jfk.wav" in line
    assert "ok   text" in done.stdout  # the job itself still ran and says what else works


def test_frozen_probe_and_cli(bundle, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    probe = subprocess.run(_offline([str(bundle), "-m", "platform_utils", "--probe-json"]), env=env,
                           capture_output=True, text=True, timeout=300)
    assert probe.returncode == 0, probe.stderr[-3000:]
    facts = json.loads([line for line in probe.stdout.splitlines() if line.startswith("{")][-1])
    assert "cpu" in facts["backends"]
    info = subprocess.run(_offline([str(bundle), "info", "--json"]), env=env, capture_output=True, text=True,
                          timeout=300)
    assert info.returncode == 0, info.stderr[-3000:]
    assert json.loads(info.stdout)["decoder"].startswith("FFmpeg libraries through PyAV ")
    versions = json.loads(info.stdout)["versions"]  # read through importlib.metadata: the copied dist-info works
    assert versions["pyannote.audio"] and versions["faster-whisper"]
    assert bool(versions.get("openai-whisper")) == SHIPS_OPENAI
    models = subprocess.run(_offline([str(bundle), "models", "list"]), env=env, capture_output=True, text=True,
                            timeout=300)
    assert models.returncode == 0, models.stderr[-3000:]
    # openai-whisper's names come from its URL table, read from the whisper/__init__.py shipped as a source file
    assert ("openai-whisper" in models.stdout) == SHIPS_OPENAI and "large-v3" in models.stdout


@pytest.mark.skipif(SHIPS_OPENAI, reason="this flavour ships openai-whisper")
def test_engine_left_out_fails_its_job_with_a_sentence(bundle, tmp_path):
    media = tmp_path / "clip.wav"
    media.write_bytes((ROOT / ".testdata" / "jfk.wav").read_bytes())
    done = subprocess.run(_offline([str(bundle), "transcribe", str(media), "--engine", "openai-whisper",
                                    "--model", "tiny.en", "--format", "srt"]), capture_output=True, text=True,
                          timeout=600, env=dict(os.environ, WHISPER_SUBTITLER_CACHE=str(tmp_path / "cache")))
    assert done.returncode != 0
    errors = [line for line in done.stderr.splitlines() if line.startswith("error:")]
    assert any("openai-whisper is not part of this installation" in line for line in errors), done.stderr[-3000:]
    assert not media.with_suffix(".srt").exists()


def test_installed_app_uses_its_shipped_models(bundle, tmp_path):
    """What a new user types first: a model name and --diarize, with the network cut, an empty cache and no
    Hugging Face token. The bundle's tiny.en and offline diarization pipeline are used; nothing is downloaded."""
    media = tmp_path / "my talk; take 1.wav"
    media.write_bytes((ROOT / ".testdata" / "jfk.wav").read_bytes())
    env = {k: v for k, v in os.environ.items() if k not in ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "PYTHONPATH")}
    env.update(WHISPER_SUBTITLER_CACHE=str(tmp_path / "cache"), PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring",
               PATH=build.path_without())
    done = subprocess.run(_offline([str(bundle), "transcribe", str(media), "--model", "tiny.en", "--diarize",
                                    "--format", "srt,json"]), env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    data = json.loads(media.with_suffix(".json").read_text())
    assert "ask not what your country" in data["text"].lower()
    assert all(w.get("speaker") for s in data["segments"] for w in s["words"])
    assert media.with_suffix(".srt").is_file()


def test_frozen_window_starts_without_torch(bundle):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    gui = bundle if FLAVOUR.os != "windows" else bundle.with_name("WhisperSubtitler.exe")
    done = subprocess.run([str(gui), "--report-startup"], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads([line for line in done.stdout.splitlines() if line.startswith("{")][-1])
    assert report["torch_imported"] is False


def test_frozen_editor_plays_a_video(bundle, tmp_path):
    """The review editor's player in the frozen program: QtMultimedia, its FFmpeg plugin and the Qt libraries that
    plugin links are all in the bundle (a missing one leaves the editor silently without playback). PulseAudio's
    client library is the desktop's own and never shipped; on a machine without one, `make qtaudio`'s copy
    stands in for it."""
    from tests import media_factory

    video = media_factory.picture_with_sound(ROOT / ".testdata" / "jfk.wav", tmp_path / "clip.mp4")
    qt_audio = ROOT / ".venv" / "qt-audio"
    library_path = os.pathsep.join(p for p in (str(qt_audio) if qt_audio.is_dir() else "",
                                               os.environ.get("LD_LIBRARY_PATH", "")) if p)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LD_LIBRARY_PATH=library_path)
    done = subprocess.run(_offline([str(bundle), "-m", "app.editor.playback_check", str(video), "--json"]), env=env,
                          capture_output=True, text=True, timeout=300)
    report = json.loads([line for line in done.stdout.splitlines() if line.startswith("{")][-1])
    assert done.returncode == 0 and report["played"], report["problem"] + done.stderr[-3000:]
    assert report["video"] and 10_000 <= report["duration_ms"] <= 12_000  # jfk.wav is 11 s


def test_self_test_from_source_passes():
    """The same checks without freezing (python -m app.selftest): tells a packaging fault from a pipeline fault."""
    done = subprocess.run([sys.executable, "-m", "app.selftest", "--json"], cwd=ROOT, capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
