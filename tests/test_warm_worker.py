"""The warm worker (core.warm_worker) with the real offline tiny.en model and diarization pipeline on real speech: jobs
that need the same models share one process and come out as a fresh process makes them; other models, a cancel, a
crash and a long idle each end a worker, and the next job gets a fresh one."""

from __future__ import annotations

import json
import os
import signal
import sys
from pathlib import Path

import psutil
import pytest

from core.events import SegmentDecoded, StageStarted
from core.jobs import JobSpec
from core.runner import JobCancelled, JobDone, JobHandle, WorkerDied, describe_exit
from core.warm_worker import WarmPool, worker_key

DEADLINE_S = 600  # two shared cores: a deadline, not a measurement
VOLATILE_JSON_KEYS = ("timings",)  # the clock's, not the job's


def spec_for(source: Path, out: Path, model: Path, diarization: Path | None = None, **more) -> JobSpec:
    settings = {"formats": ("srt", "json"), "engine": "faster-whisper", "backend": "cpu", "offline": True} | more
    return JobSpec(input=str(source), output_dir=str(out), model=str(model), diarize=diarization is not None,
                   diarization_model=str(diarization) if diarization is not None else None, **settings)


def finish(handle: JobHandle) -> list:
    events = []
    while not handle.finished:
        events += handle.wait(DEADLINE_S)
    return events


def done(handle: JobHandle) -> JobDone:
    events = finish(handle)
    assert isinstance(events[-1], JobDone), events[-1]
    return events[-1]


def until(handle: JobHandle, stage: str) -> list:
    """Read events until `stage` has started (the job is then well inside the pipeline)."""
    events: list = []
    while not any(isinstance(e, StageStarted) and e.stage == stage for e in events):
        assert not handle.finished, events[-1]
        events += handle.wait(0.2)
    return events


def comparable(path: Path) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if k not in VOLATILE_JSON_KEYS}


def srt_text(path: Path) -> str:
    """The words of an SRT file, lower case, its numbers and times left out."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return " ".join(line for line in lines if line and not line.isdigit() and "-->" not in line).lower()


def gone(pid: int) -> bool:
    return not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE


@pytest.fixture
def pool():
    pool = WarmPool()
    yield pool
    pool.shutdown()


def test_jobs_with_the_same_models_share_one_worker_and_come_out_as_from_a_fresh_one(
        pool, tmp_path, sample_wav, jfk_wav, ct2_tiny_en, diarization_dir):
    first = pool.start(spec_for(sample_wav, tmp_path / "first", ct2_tiny_en, diarization_dir))
    pid = first.pid
    first_events = finish(first)
    assert isinstance(first_events[-1], JobDone), first_events[-1]
    second = pool.start(spec_for(jfk_wav, tmp_path / "second", ct2_tiny_en, diarization_dir))
    second_events = finish(second)
    again = pool.start(spec_for(sample_wav, tmp_path / "again", ct2_tiny_en, diarization_dir))
    again_result = done(again).result

    assert first.pid == second.pid == again.pid == pid and pool.started == 1
    assert pool.idle_pids() == [pid]
    # the same events as a worker of its own sends: stages, segments as decoded, the result last
    for events in (first_events, second_events):
        stages = [e.stage for e in events if isinstance(e, StageStarted)]
        assert stages[:3] == ["decoding", "loading", "transcribing"] and stages[-1] == "writing"
        assert any(isinstance(e, SegmentDecoded) for e in events)
        assert [e for e in events if isinstance(e, (JobDone, JobCancelled, WorkerDied))] == [events[-1]]
    words = " ".join(e.segment.text for e in second_events if isinstance(e, SegmentDecoded)).lower()
    assert "ask not what your country can do for you" in words
    assert len(again_result.speakers) == 2
    # a job after others on the same worker writes what the first job of a fresh worker wrote
    assert comparable(tmp_path / "again" / "sample.json") == comparable(tmp_path / "first" / "sample.json")
    assert (tmp_path / "again" / "sample.srt").read_bytes() == (tmp_path / "first" / "sample.srt").read_bytes()


def test_a_job_that_needs_other_models_retires_the_idle_worker(pool, tmp_path, jfk_wav, ct2_tiny_en):
    first = pool.start(spec_for(jfk_wav, tmp_path / "a", ct2_tiny_en))
    done(first)
    other = pool.start(spec_for(jfk_wav, tmp_path / "b", ct2_tiny_en, compute_type="float32"))

    assert gone(first.pid) and other.pid != first.pid and pool.started == 2
    assert done(other).result.outputs
    assert "ask not what your country" in srt_text(tmp_path / "b" / "jfk.srt")


def test_the_key_follows_the_models_not_the_file_or_the_output(tmp_path):
    base = spec_for(Path("a.wav"), tmp_path, Path("tiny"))
    diarizing = spec_for(Path("b.wav"), tmp_path / "x", Path("tiny"), Path("pipeline"), num_speakers=2)
    assert worker_key(base) == worker_key(spec_for(Path("c.mp4"), tmp_path / "y", Path("tiny"), formats=("vtt",)))
    assert worker_key(base).serves(worker_key(diarizing))  # a worker that has not diarized yet loads its pipeline
    diarized = worker_key(base).after(worker_key(diarizing))
    assert diarized.serves(worker_key(base)) and diarized.serves(worker_key(diarizing))
    other_pipeline = spec_for(Path("b.wav"), tmp_path, Path("tiny"), Path("other"))
    assert not diarized.serves(worker_key(other_pipeline))
    for changed in (spec_for(Path("a.wav"), tmp_path, Path("base")),
                    spec_for(Path("a.wav"), tmp_path, Path("tiny"), compute_type="float32"),
                    spec_for(Path("a.wav"), tmp_path, Path("tiny"), offline=False)):
        assert not worker_key(base).serves(worker_key(changed))
    assert not worker_key(base).serves(worker_key(base, {"HF_TOKEN": "hf_x"}))


def test_cancel_kills_the_warm_worker_and_the_next_job_gets_a_fresh_one(pool, tmp_path, jfk_wav, sample_wav,
                                                                         ct2_tiny_en, diarization_dir):
    done(pool.start(spec_for(jfk_wav, tmp_path / "warm", ct2_tiny_en, diarization_dir)))  # the worker is warm
    running = pool.start(spec_for(sample_wav, tmp_path / "out", ct2_tiny_en, diarization_dir))
    until(running, "transcribing")

    running.kill()

    assert gone(running.pid)  # dead when kill() returns
    assert finish(running)[-1] == JobCancelled()
    assert not (tmp_path / "out" / "sample.srt").exists()
    after = pool.start(spec_for(jfk_wav, tmp_path / "after", ct2_tiny_en, diarization_dir))
    assert after.pid != running.pid and pool.started == 2
    assert "ask not what your country" in " ".join(
        e.segment.text for e in finish(after) if isinstance(e, SegmentDecoded)).lower()
    assert (tmp_path / "after" / "jfk.srt").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_warm_worker_killed_mid_job_fails_that_job_only(pool, tmp_path, jfk_wav, sample_wav, ct2_tiny_en,
                                                          diarization_dir):
    done(pool.start(spec_for(jfk_wav, tmp_path / "warm", ct2_tiny_en, diarization_dir)))
    victim = pool.start(spec_for(sample_wav, tmp_path / "victim", ct2_tiny_en, diarization_dir))
    until(victim, "transcribing")

    os.kill(victim.pid, signal.SIGKILL)

    assert finish(victim)[-1] == WorkerDied(-signal.SIGKILL, describe_exit(-signal.SIGKILL), "out-of-memory")
    assert not (tmp_path / "victim" / "sample.srt").exists()
    next_job = pool.start(spec_for(jfk_wav, tmp_path / "next", ct2_tiny_en, diarization_dir))
    assert next_job.pid != victim.pid
    assert done(next_job).result.speakers
    assert "ask not what your country" in srt_text(tmp_path / "next" / "jfk.srt")


def test_an_idle_worker_exits_by_itself_and_the_next_job_starts_another(tmp_path, jfk_wav, ct2_tiny_en):
    pool = WarmPool(idle_exit_s=2.0)
    try:
        first = pool.start(spec_for(jfk_wav, tmp_path / "a", ct2_tiny_en))
        done(first)
        [worker] = pool.workers
        worker.process.join(DEADLINE_S)  # it leaves on its own: nobody retires it
        assert worker.process.exitcode == 0 and pool.idle_pids() == []

        later = pool.start(spec_for(jfk_wav, tmp_path / "b", ct2_tiny_en))
        assert later.pid != first.pid and pool.started == 2
        assert done(later).result.outputs
    finally:
        pool.shutdown()


def test_a_failed_job_leaves_the_worker_warm_for_the_next(pool, tmp_path, jfk_wav, ct2_tiny_en):
    bad = tmp_path / "broken.wav"
    bad.write_bytes(b"RIFF\x24\x00\x00\x00WAVEfmt " + bytes(range(256)) * 2)
    failed = pool.start(spec_for(bad, tmp_path / "out", ct2_tiny_en))
    final = finish(failed)[-1]
    assert final.kind == "media-corrupt", final
    good = pool.start(spec_for(jfk_wav, tmp_path / "out", ct2_tiny_en))
    assert good.pid == failed.pid and done(good).result.outputs


def test_a_kept_pipeline_serves_every_speaker_count(tmp_path, sample_wav, diarization_dir):
    """"Find speakers again" with a count, or another count in the settings, needs no second pipeline in memory."""
    from core import compute
    from core.diarization import DiarizationOptions
    from core.model_cache import ModelCache

    stage = compute.plan_job(spec_for(sample_wav, tmp_path, Path("tiny"), diarization_dir)).diarization
    models = ModelCache()
    free = models.pipeline(DiarizationOptions(model=str(diarization_dir), offline=True), stage)
    counted = models.pipeline(DiarizationOptions(model=str(diarization_dir), offline=True, num_speakers=3), stage)
    assert counted is free and models.loads == 1
