"""Decode-ahead on warm workers (core.warm_worker, core.decode_ahead) and through the window's queue (app.controller,
offscreen), with the real offline tiny.en model and diarization pipeline on real speech: the next job takes the audio
its worker decoded while the job before ran and writes what a job run alone writes; a file changed meanwhile is
decoded again; a damaged next file fails its own job only, as it always did; a cancel ends the decode with the
worker; and the queue's jobs still report in order, each finished once its files are written."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import numpy as np
import psutil
import pytest

from core.media import decode_audio, decoder
from core.runner import JobCancelled, JobDone, JobFailed, start_job
from tests import media_factory
from tests.test_warm_worker import comparable, done, finish, gone, pool, spec_for, srt_text, until

__all__ = ["pool"]  # the fixture, shared with tests.test_warm_worker

JFK_WORDS = "ask not what your country"


def copy(source: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(source, target)
    return target


def long_recording(source: Path, target: Path, minutes: float) -> Path:
    """Real speech repeated to `minutes` (under the decode-ahead limit), as 16 kHz PCM."""
    audio = decode_audio(source)
    repeated = np.tile(audio, int(minutes * 60 * 16000 / len(audio)) + 1)[: int(minutes * 60 * 16000)]
    return media_factory.write_wav(target, repeated)


def decoded_ahead(result) -> float:
    return result.timings.get("decode_ahead", 0.0)


def test_the_next_job_takes_the_audio_decoded_while_the_one_before_ran(pool, tmp_path, jfk_wav, sample_wav,
                                                                       ct2_tiny_en, diarization_dir):
    first = pool.start(spec_for(jfk_wav, tmp_path / "first", ct2_tiny_en, diarization_dir))
    following = spec_for(sample_wav, tmp_path / "next", ct2_tiny_en, diarization_dir)
    assert pool.decode_next(first, following)
    first_result = done(first).result
    second = pool.start(following)
    second_result = done(second).result

    assert second.pid == first.pid and pool.started == 1
    assert decoded_ahead(first_result) == 0.0 and decoded_ahead(second_result) > 0
    assert len(second_result.speakers) == 2
    # what a job of its own process writes for the same file
    alone = start_job(spec_for(sample_wav, tmp_path / "alone", ct2_tiny_en, diarization_dir))
    assert isinstance(finish(alone)[-1], JobDone)
    assert comparable(tmp_path / "next" / "sample.json") == comparable(tmp_path / "alone" / "sample.json")
    assert (tmp_path / "next" / "sample.srt").read_bytes() == (tmp_path / "alone" / "sample.srt").read_bytes()


def test_no_hint_where_the_next_job_needs_other_models(pool, tmp_path, jfk_wav, ct2_tiny_en):
    first = pool.start(spec_for(jfk_wav, tmp_path / "a", ct2_tiny_en))
    assert not pool.decode_next(first, spec_for(jfk_wav, tmp_path / "b", ct2_tiny_en, compute_type="float32"))
    assert not pool.decode_next(first, spec_for(jfk_wav, tmp_path / "b", ct2_tiny_en), {"HF_TOKEN": "hf_x"})
    done(first)
    assert not pool.decode_next(first, spec_for(jfk_wav, tmp_path / "b", ct2_tiny_en))  # nothing runs now


def test_the_next_job_goes_to_the_worker_that_decoded_its_file(pool, tmp_path, jfk_wav, sample_wav, ct2_tiny_en):
    """Two idle workers serve the job: the one told it came next (the second started) takes it."""
    one = pool.start(spec_for(jfk_wav, tmp_path / "one", ct2_tiny_en))
    two = pool.start(spec_for(jfk_wav, tmp_path / "two", ct2_tiny_en))  # the first is busy: a second worker
    following = spec_for(sample_wav, tmp_path / "next", ct2_tiny_en)
    assert pool.decode_next(two, following)
    done(one)
    done(two)

    third = pool.start(following)

    assert one.pid != two.pid and third.pid == two.pid and decoded_ahead(done(third).result) > 0


def test_a_next_file_changed_after_its_decode_ahead_is_decoded_again(pool, tmp_path, jfk_wav, sample_wav,
                                                                     ct2_tiny_en):
    later = copy(jfk_wav, tmp_path / "in" / "later.wav")
    first = pool.start(spec_for(jfk_wav, tmp_path / "a", ct2_tiny_en))
    assert pool.decode_next(first, spec_for(later, tmp_path / "b", ct2_tiny_en))
    done(first)
    time.sleep(0.5)  # the decode of an 11 s file is long over; if not, the change is caught after it all the same
    shutil.copy(sample_wav, later)  # another recording under the same name

    second = pool.start(spec_for(later, tmp_path / "b", ct2_tiny_en))
    result = done(second).result

    assert second.pid == first.pid and decoded_ahead(result) == 0.0
    assert result.duration == pytest.approx(len(decode_audio(sample_wav)) / 16000, abs=0.01)
    assert JFK_WORDS not in srt_text(tmp_path / "b" / "later.srt")


def test_a_damaged_next_file_fails_its_own_job_only_with_the_usual_error(pool, tmp_path, jfk_wav, ct2_tiny_en):
    broken = media_factory.truncated(media_factory.convert(jfk_wav, tmp_path / "whole.mp4"), tmp_path / "broken.mp4")
    usual = finish(start_job(spec_for(broken, tmp_path / "alone", ct2_tiny_en)))[-1]
    assert isinstance(usual, JobFailed) and usual.kind == "media-corrupt"

    first = pool.start(spec_for(jfk_wav, tmp_path / "a", ct2_tiny_en))
    assert pool.decode_next(first, spec_for(broken, tmp_path / "b", ct2_tiny_en))
    assert done(first).result.outputs
    failed = pool.start(spec_for(broken, tmp_path / "b", ct2_tiny_en))
    final = finish(failed)[-1]
    after = pool.start(spec_for(jfk_wav, tmp_path / "c", ct2_tiny_en))

    assert isinstance(final, JobFailed)
    assert (final.kind, final.message, final.path) == (usual.kind, usual.message, usual.path)
    assert not (tmp_path / "b").exists() or not any((tmp_path / "b").iterdir())
    assert after.pid == first.pid == failed.pid and done(after).result.outputs
    assert JFK_WORDS in srt_text(tmp_path / "c" / "jfk.srt")


def ffmpeg_children(pid: int) -> list[psutil.Process]:
    try:
        return [c for c in psutil.Process(pid).children(recursive=True) if "ffmpeg" in c.name()]
    except psutil.Error:
        return []


def test_a_cancel_during_the_decode_ahead_ends_it_and_the_next_job_decodes_afresh(pool, tmp_path, jfk_wav,
                                                                                   sample_wav, ct2_tiny_en):
    (tmp_path / "in").mkdir()
    long = long_recording(jfk_wav, tmp_path / "in" / "long.wav", minutes=25)
    done(pool.start(spec_for(jfk_wav, tmp_path / "warm", ct2_tiny_en)))
    running = pool.start(spec_for(sample_wav, tmp_path / "out", ct2_tiny_en))
    until(running, "transcribing")
    assert pool.decode_next(running, spec_for(long, tmp_path / "long", ct2_tiny_en))
    decoding: list[psutil.Process] = []
    deadline = time.monotonic() + 10
    while decoder() == "ffmpeg" and not decoding and time.monotonic() < deadline and not running.finished:
        decoding = ffmpeg_children(running.pid)  # the worker's ffmpeg, probing or decoding the long file
        time.sleep(0.005)
    assert decoder() != "ffmpeg" or decoding, "the decode ahead never started an ffmpeg"

    running.kill()

    assert gone(running.pid) and all(not p.is_running() or p.status() == psutil.STATUS_ZOMBIE for p in decoding)
    assert finish(running)[-1] == JobCancelled()
    assert not (tmp_path / "out" / "sample.srt").exists()
    after = pool.start(spec_for(jfk_wav, tmp_path / "after", ct2_tiny_en))
    result = done(after).result
    assert after.pid != running.pid and pool.started == 2 and decoded_ahead(result) == 0.0
    assert JFK_WORDS in srt_text(tmp_path / "after" / "jfk.srt")


# --- the window's queue ------------------------------------------------------------------------------------------
def test_the_window_s_queue_decodes_each_next_file_and_reports_in_order(qtbot, tmp_path, jfk_wav, sample_wav,
                                                                        ct2_tiny_en, diarization_dir):
    pytest.importorskip("pytestqt")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from app.controller import DONE, FINAL_STATES, JobController
    from core.jobs import JobSpec

    out = tmp_path / "out"

    def spec_for_path(path: Path) -> JobSpec:
        return JobSpec(input=str(path), output_dir=str(out), formats=("srt", "json"), engine="faster-whisper",
                       model=str(ct2_tiny_en), backend="cpu", offline=True, diarize=True,
                       diarization_model=str(diarization_dir))

    controller = JobController(spec_for_path)
    seen: list[tuple[str, int]] = []
    written: dict[int, bool] = {}

    def finished(job_id: int) -> None:
        seen.append(("finished", job_id))
        written[job_id] = all(p.exists() for p in controller.item(job_id).outputs)

    controller.segmentReceived.connect(lambda job_id, _segment: seen.append(("segment", job_id)))
    controller.jobFinished.connect(finished)
    inputs = [copy(jfk_wav, tmp_path / "in" / "a.wav"), copy(sample_wav, tmp_path / "in" / "b.wav"),
              copy(jfk_wav, tmp_path / "in" / "c.wav")]
    ids = controller.add(inputs)
    controller.start()
    qtbot.waitUntil(lambda: all(controller.item(j).status in FINAL_STATES for j in ids), timeout=600_000)
    try:
        assert [controller.item(j).status for j in ids] == [DONE] * 3
        results = [controller.item(j).result for j in ids]
        assert [decoded_ahead(r) > 0 for r in results] == [False, True, True]
        assert controller.workers.started == 1
        # each job's segments, then its finish (its files written), before the next job's first segment
        order = [job_id for _what, job_id in seen]
        assert order == sorted(order, key=ids.index)
        assert [job_id for what, job_id in seen if what == "finished"] == ids and all(written[j] for j in ids)
        assert all(("segment", j) in seen for j in ids)
        assert len(controller.item(ids[1]).result.speakers) == 2
    finally:
        controller.shutdown()
