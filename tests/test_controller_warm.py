"""The window's queue (app.controller, offscreen) on warm workers, with the real offline tiny.en model and diarization:
a queue of jobs with the same settings runs in one worker process, a cancel kills it and the next job gets a fresh
one, a change of settings that needs other models retires the idle worker, and closing ends every worker."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import psutil
import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import CANCELLED, DONE, FINAL_STATES, JobController  # noqa: E402 - imported once the offscreen platform is set
from core.jobs import JobSpec  # noqa: E402 - imported once the offscreen platform is set

DEADLINE_MS = 600_000  # two shared cores: a deadline, not a measurement


def gone(pid: int) -> bool:
    return not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE


def copies(source: Path, folder: Path, *names: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy(source, folder / name)
    return [folder / name for name in names]


def test_the_queue_shares_a_warm_worker_until_a_cancel_or_other_models(qtbot, tmp_path, jfk_wav, sample_wav,
                                                                        ct2_tiny_en, diarization_dir):
    out = tmp_path / "out"
    settings: dict = {}

    def spec_for(path: Path) -> JobSpec:
        return JobSpec(input=str(path), output_dir=str(out), formats=("srt", "json"), engine="faster-whisper",
                       model=str(ct2_tiny_en), backend="cpu", offline=True, diarize=True,
                       diarization_model=str(diarization_dir), **settings)

    controller = JobController(spec_for)
    pids: dict[int, int] = {}

    def note_worker(job_id: int) -> None:
        handle = controller.item(job_id).handle
        if handle is not None and handle.pid is not None:
            pids.setdefault(job_id, handle.pid)

    controller.itemChanged.connect(note_worker)

    def run(*job_ids: int) -> None:
        controller.start()
        qtbot.waitUntil(lambda: all(controller.item(j).status in FINAL_STATES for j in job_ids), timeout=DEADLINE_MS)

    def status(job_id: int) -> str:
        return controller.item(job_id).status

    # three jobs, one worker
    a, b, c = controller.add(copies(jfk_wav, tmp_path / "in", "a.wav", "b.wav", "c.wav"))
    run(a, b, c)
    assert [(status(j), controller.item(j).message) for j in (a, b, c)] == [(DONE, "")] * 3
    assert pids[a] == pids[b] == pids[c] and controller.workers.started == 1
    assert [len(controller.item(j).segments) > 0 for j in (a, b, c)] == [True] * 3
    assert controller.item(c).result.speakers and (out / "c.srt").exists()

    # a cancel kills the warm worker; the next job gets a fresh one
    d, e = controller.add([sample_wav, *copies(jfk_wav, tmp_path / "in", "e.wav")])
    controller.start()
    qtbot.waitUntil(lambda: status(d) == "transcribing", timeout=DEADLINE_MS)
    assert pids[d] == pids[a]
    controller.cancel(d)
    assert status(d) == CANCELLED and gone(pids[d])
    assert not (out / "sample.srt").exists()
    run(e)
    assert status(e) == DONE and pids[e] != pids[d] and controller.workers.started == 2

    # other models: the idle worker retires and a new one starts
    settings["compute_type"] = "float32"
    [f] = controller.add(copies(jfk_wav, tmp_path / "in", "f.wav"))
    run(f)
    assert status(f) == DONE and pids[f] != pids[e] and gone(pids[e]) and controller.workers.started == 3

    # closing the window ends the idle worker too
    controller.shutdown()
    assert controller.workers.workers == [] and gone(pids[f])
