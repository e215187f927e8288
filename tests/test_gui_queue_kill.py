"""The queue survives a SIGKILL of the app (issue 14, item 2): the real window (`python -m app`) in a child process
runs five short real jobs on the offline tiny.en model and is killed while the third runs; a new window on the same
queue file finds two done, the killed one queued again and two queued, finishes them, and every output is the same
as an uninterrupted run's, byte for byte (the JSON's stage timings left out: they are the clock's, not the job's)."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
import wave
from pathlib import Path

import psutil
import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import DONE, FINAL_STATES, QUEUED, RUNNING_STATES  # noqa: E402 - imported once the offscreen platform is set
from app.main_window import MainWindow  # noqa: E402 - imported once the offscreen platform is set
from app.queue_store import open_queue_store  # noqa: E402 - imported once the offscreen platform is set
from app.settings import AppSettings, open_settings, save_settings  # noqa: E402 - imported once the offscreen platform is set

ROOT = Path(__file__).resolve().parent.parent
CLIP_S, STEP_S = 3.6, 1.8  # five overlapping pieces of jfk.wav: different words in each
DEADLINE_S = 300  # two shared cores: a deadline, not a measurement
VOLATILE_JSON_KEYS = ("timings",)  # seconds each stage took


def cut_clips(source: Path, folder: Path, count: int = 5) -> list[Path]:
    folder.mkdir()
    with wave.open(str(source), "rb") as audio:
        rate, params = audio.getframerate(), audio.getparams()
        frames = audio.readframes(audio.getnframes())
    width = params.sampwidth * params.nchannels
    clips = []
    for n in range(count):
        start, length = int(n * STEP_S * rate), int(CLIP_S * rate)
        clip = folder / f"clip{n + 1}.wav"
        with wave.open(str(clip), "wb") as out:
            out.setparams(params)
            out.writeframes(frames[start * width:(start + length) * width])
        clips.append(clip)
    return clips


def settings_for(out: Path, model: Path) -> AppSettings:
    return AppSettings(backend="cpu", engine="faster-whisper", model=str(model), language="en", diarize=False,
                       formats=("srt", "vtt"), output_dir=str(out), offline=True)


def stored_rows(db: Path) -> list[tuple[str, str]]:
    """(input name, status) per row, read as a second process reads the file; [] before it exists."""
    try:
        with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=2)) as conn:
            return [(Path(p).name, s) for p, s in conn.execute("SELECT input, status FROM jobs ORDER BY id")]
    except sqlite3.OperationalError:  # not created yet
        return []


def third_is_running(rows: list[tuple[str, str]]) -> bool:
    states = [s for _name, s in rows]
    return (len(states) == 5 and states[:2] == [DONE, DONE] and states[2] in RUNNING_STATES
            and states[3:] == [QUEUED, QUEUED])


def run_window(qtbot, window: MainWindow) -> None:
    window.controller.start()
    qtbot.waitUntil(lambda: all(i.status in FINAL_STATES for i in window.controller.items()),
                    timeout=DEADLINE_S * 1000)
    assert [(i.path.name, i.status, i.message) for i in window.controller.items() if i.status != DONE] == []


def comparable(path: Path) -> bytes | dict:
    if path.suffix != ".json":
        return path.read_bytes()
    data = json.loads(path.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if k not in VOLATILE_JSON_KEYS}


def test_sigkill_while_the_third_job_runs_loses_nothing(qtbot, tmp_path, jfk_wav, ct2_tiny_en):
    clips = cut_clips(jfk_wav, tmp_path / "in")
    out, db, ini = tmp_path / "out", tmp_path / "data" / "queue.sqlite3", tmp_path / "settings.ini"
    save_settings(open_settings(ini), settings_for(out, ct2_tiny_en))

    # --- the app, killed while the third job runs ---------------------------------------------------------------
    log = (tmp_path / "app.log").open("w")
    app = subprocess.Popen([sys.executable, "-m", "app", "--settings", str(ini), "--queue", str(db), *map(str, clips)],
                           cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, stdout=log,
                           stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + DEADLINE_S
        while not third_is_running(rows := stored_rows(db)):
            assert app.poll() is None, (tmp_path / "app.log").read_text()
            assert time.monotonic() < deadline, rows
            time.sleep(0.05)
        workers = psutil.Process(app.pid).children(recursive=True)
        os.kill(app.pid, signal.SIGKILL)
        assert app.wait(30) == -signal.SIGKILL
    finally:
        if app.poll() is None:
            app.kill()
        log.close()
    _gone, alive = psutil.wait_procs(workers, timeout=30)  # the worker notices its parent is gone and ends
    assert alive == []
    assert third_is_running(stored_rows(db))  # as the kill left it

    # --- a new window on the same queue file ---------------------------------------------------------------------
    window = MainWindow(open_settings(ini), autostart=False, probe_devices=False, connectivity=lambda url: True,
                        models_dirs=(), queue_store=open_queue_store(db))
    qtbot.addWidget(window)
    window.show()
    assert [(i.path, i.status) for i in window.controller.items()] == [
        (clips[0], DONE), (clips[1], DONE), (clips[2], QUEUED), (clips[3], QUEUED), (clips[4], QUEUED)]
    done_outputs = sorted(p.name for i in window.controller.items()[:2] for p in i.outputs)
    assert done_outputs == ["clip1.json", "clip1.srt", "clip1.vtt", "clip2.json", "clip2.srt", "clip2.vtt"]
    assert sorted(p.name for p in out.iterdir()) == done_outputs  # nothing of the third (nor a writer's temp file)
    assert any("clip3.wav was running when the app stopped: it is queued again" in line for line in window.log.lines())
    window.queue.select_job(window.controller.ids()[0])
    window.grab().save(str(tmp_path / "restored.png"))  # what a person sees after the restart (for a look by eye)

    run_window(qtbot, window)
    assert stored_rows(db) == [(c.name, DONE) for c in clips]

    # --- the same five files, never interrupted ------------------------------------------------------------------
    reference_out = tmp_path / "reference"
    reference = MainWindow(open_settings(tmp_path / "reference.ini"), autostart=False, probe_devices=False,
                           connectivity=lambda url: True, models_dirs=())
    qtbot.addWidget(reference)
    reference.apply_settings(settings_for(reference_out, ct2_tiny_en))
    reference.add_paths(clips)
    run_window(qtbot, reference)

    names = sorted(p.name for p in reference_out.iterdir())
    assert sorted(p.name for p in out.iterdir()) == names and len(names) == 15
    for name in names:
        assert comparable(out / name) == comparable(reference_out / name), name
