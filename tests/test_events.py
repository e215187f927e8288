"""The typed events a job reports: they cross the worker's pipe (pickled), and a real job announces each stage with
what runs where, so nobody parses a message for it."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from core.events import Log, Progress, SegmentDecoded, StageStarted
from core.jobs import JobResult, JobSpec
from core.runner import JobCancelled, JobDone, JobFailed, ProgressThrottle, WorkerDied
from core.types import Segment, Word


@pytest.mark.parametrize("event", [
    StageStarted("loading", "faster-whisper", "tiny.en", "cuda:0"),
    StageStarted("writing"),
    Progress("transcribing", 0.25),
    Progress("downloading", 0.5, "512/1024"),
    SegmentDecoded(Segment(0.0, 1.5, " Hello.", (Word(0.0, 1.5, " Hello.", 0.9, "SPEAKER_00"),))),
    Log("warning", "a library said something"),
    JobDone(JobResult(input="a.wav", outputs=("a.srt",), duration=1.0, wall_time=0.5, language="en",
                      device="cpu", engine="faster-whisper", model="tiny.en")),
    JobFailed("out-of-memory", "RuntimeError: CUDA out of memory", "Traceback ...", "a.wav"),
    WorkerDied(-9, "the worker was killed", "out-of-memory"),
    JobCancelled(),
], ids=lambda event: type(event).__name__)
def test_every_event_survives_the_pipe(event):
    assert pickle.loads(pickle.dumps(event, pickle.HIGHEST_PROTOCOL)) == event


def test_stage_started_describes_what_runs_where():
    assert StageStarted("loading", "faster-whisper", "base", "cuda:0").description == "faster-whisper base on cuda:0"
    assert StageStarted("writing").description == ""


def test_a_stage_start_passes_the_throttle_after_the_progress_held_back():
    now = [0.0]
    sent: list[object] = []
    throttle = ProgressThrottle(sent.append, interval=1.0, clock=lambda: now[0])
    throttle(Progress("transcribing", 0.1))
    throttle(Progress("transcribing", 0.2))  # held back
    throttle(StageStarted("writing"))
    assert sent == [Progress("transcribing", 0.1), Progress("transcribing", 0.2), StageStarted("writing")]


def test_a_job_announces_each_stage_and_where_the_model_runs(jfk_wav: Path, ct2_tiny_en: Path,
                                                            tmp_path: Path) -> None:
    from core.pipeline import run_job

    events: list[object] = []
    spec = JobSpec(input=str(jfk_wav), output_dir=str(tmp_path), engine="faster-whisper", model=str(ct2_tiny_en),
                   backend="cpu", offline=True)
    result = run_job(spec, events.append)
    starts = [e for e in events if isinstance(e, StageStarted)]
    assert [s.stage for s in starts] == ["decoding", "loading", "transcribing", "writing"]
    loading = starts[1]
    assert (loading.engine, loading.model, loading.device) == ("faster-whisper", str(ct2_tiny_en), "cpu")
    assert loading.device == result.device
    assert all(not e.detail for e in events if isinstance(e, Progress))  # nothing left to parse
    first_segment = next(i for i, e in enumerate(events) if isinstance(e, SegmentDecoded))
    assert events.index(starts[2]) < first_segment < events.index(starts[3])
