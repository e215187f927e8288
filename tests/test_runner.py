"""The worker runner: spawned children, typed events over the pipe, throttling, crash and cancel handling."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import psutil
import pytest

from core.errors import CorruptMediaError, DeviceError
from core.events import Log, Progress, SegmentDecoded
from core.runner import (
    JobCancelled,
    JobDone,
    JobFailed,
    ProgressThrottle,
    WorkerDied,
    as_failure,
    describe_exit,
    exit_kind,
    load_target,
    run_in_worker,
    start_job,
)
from core.writers.journal import backup_name, part_name
from core.writers.rollback import WRITER_TEMP_PREFIX, remove_partial_outputs, snapshot_outputs

FAKES = "tests.test_runner_fakes"
PUBLISH_ID = "0123456789ab"  # the id core.writers.atomic.publish names its temp files by


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_throttle_limits_progress_but_keeps_stage_changes_and_order():
    sent = []
    clock = FakeClock()
    throttle = ProgressThrottle(sent.append, interval=0.1, clock=clock)
    for i in range(100):  # 100 events within 0.99 s
        clock.now = i * 0.01
        throttle(Progress("transcribing", i / 100))
    during = len(sent)
    clock.now = 1.0
    throttle(Progress("diarizing", 0.0))  # a new stage always goes through
    clock.now = 1.01
    throttle(Progress("diarizing", 0.5))  # held back...
    throttle(Log("info", "x"))  # ...and sent before this, so order is kept
    throttle(Progress("diarizing", 0.7))
    throttle.flush()

    transcribing = [e for e in sent if isinstance(e, Progress) and e.stage == "transcribing"]
    assert 9 <= during <= 10  # at most one per 0.1 s
    assert transcribing[0].fraction == 0.0
    assert len(transcribing) == during + 1 and transcribing[-1].fraction == 0.99  # the held-back newest value
    stages = [e.stage if isinstance(e, Progress) else "log" for e in sent[len(transcribing):]]
    assert stages == ["diarizing", "diarizing", "log", "diarizing"]
    assert sent[-1] == Progress("diarizing", 0.7)


def test_throttle_always_sends_the_end_of_a_stage():
    sent = []
    clock = FakeClock()
    throttle = ProgressThrottle(sent.append, interval=10.0, clock=clock)
    throttle(Progress("writing", 0.0))
    throttle(Progress("writing", 0.5))
    throttle(Progress("writing", 1.0))
    assert sent == [Progress("writing", 0.0), Progress("writing", 1.0)]


def test_load_target_rejects_bad_references():
    with pytest.raises(ValueError, match="must look like 'module:function'"):
        load_target("core.runner")
    with pytest.raises(ValueError, match="is not a callable"):
        load_target("core.runner:DEFAULT_TARGET")


def test_worker_reports_progress_segments_and_result_with_its_env():
    events = []
    final = run_in_worker({"steps": 50, "step_sleep": 0.004}, f"{FAKES}:counting_job", events.append,
                          env={"SUBTITLER_TEST_ENV": "from-parent"})
    assert isinstance(final, JobDone)
    assert final.result["echo"] == {"steps": 50, "step_sleep": 0.004}
    assert final.result["env"] == "from-parent"
    assert final.result["pid"] != os.getpid()
    progress = [e for e in events if isinstance(e, Progress)]
    # 50 steps over about 0.2 s are throttled to a handful; the stage end and the writing stage still arrive.
    assert len(progress) < 20
    assert Progress("transcribing", 1.0) in progress and progress[-1] == Progress("writing", 0.5)
    assert [e.segment.text for e in events if isinstance(e, SegmentDecoded)] == [" Hello there."]
    assert events[-1] is final


def test_typed_error_crosses_the_pipe_with_kind_message_and_path(tmp_path):
    final = run_in_worker(str(tmp_path / "bad.wav"), f"{FAKES}:corrupt_job")
    assert isinstance(final, JobFailed)
    assert final.kind == "media-corrupt"
    assert final.message == "the file is damaged and cannot be decoded"
    assert final.path == str(tmp_path / "bad.wav")
    assert "CorruptMediaError" in final.detail


def test_unexpected_exception_is_internal_with_traceback():
    final = run_in_worker(None, f"{FAKES}:internal_error_job")
    assert isinstance(final, JobFailed)
    assert (final.kind, final.message) == ("internal", "RuntimeError: boom")
    assert "internal_error_job" in final.detail


def test_library_warnings_in_the_child_become_log_events():
    events = []
    final = run_in_worker(None, f"{FAKES}:logging_job", events.append)
    assert final == JobDone("ok")
    assert Log("warning", "some.library: model is old") in events


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_segfault_is_reported_as_worker_died():
    final = run_in_worker(None, f"{FAKES}:segfault_job")
    assert final == WorkerDied(-signal.SIGSEGV, "the worker crashed (segmentation fault)")


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_sigkill_from_outside_is_worker_died_not_cancelled():
    handle = start_job({}, f"{FAKES}:hanging_job")
    events = []
    while not any(isinstance(e, Progress) for e in events):
        events += handle.wait(0.2)
    os.kill(handle.pid, signal.SIGKILL)
    events = handle.wait(10)
    assert events[-1] == WorkerDied(-signal.SIGKILL, describe_exit(-signal.SIGKILL), "out-of-memory")
    assert "out of memory" in events[-1].reason


def test_kill_cancels_and_takes_the_grandchildren_and_partial_output_with_it(tmp_path):
    partial = tmp_path / "talk.srt"
    keep = tmp_path / "talk.wav"
    keep.write_bytes(b"RIFF")
    snapshot = snapshot_outputs(tmp_path, "talk", ("srt", "json"))
    handle = start_job({"partial": str(partial)}, f"{FAKES}:hanging_job")
    events = []
    while not any(isinstance(e, Progress) for e in events):
        events += handle.wait(0.2)
    grandchild = int(next(e for e in events if isinstance(e, Log)).message.split()[-1])
    assert psutil.pid_exists(grandchild) and partial.exists()

    handle.kill()
    assert not handle.process.is_alive()
    rest = handle.wait(5)
    assert rest == [JobCancelled()]
    assert handle.finished and handle.final == JobCancelled()
    assert not psutil.pid_exists(grandchild) or psutil.Process(grandchild).status() == psutil.STATUS_ZOMBIE

    assert remove_partial_outputs(snapshot) == [partial]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["talk.wav"]


def test_partial_output_cleanup_keeps_files_that_were_there_before(tmp_path):
    old = tmp_path / "talk.srt"
    old.write_text("old subtitles")
    stale_temp = tmp_path / ".ws-000000000000.part"
    stale_temp.write_text("someone else's, from before")
    snapshot = snapshot_outputs(tmp_path, "talk", ("srt", "vtt"))
    (tmp_path / "talk.vtt").write_text("WEBVTT\n\npartial")
    (tmp_path / ".ws-1a2b3c4d5e6f.part").write_text("staged")
    (tmp_path / "talk.txt").write_text("not an output of this job")
    removed = remove_partial_outputs(snapshot)
    assert sorted(p.name for p in removed) == [".ws-1a2b3c4d5e6f.part", "talk.vtt"]
    assert old.read_text() == "old subtitles"
    assert (tmp_path / "talk.txt").exists() and stale_temp.exists()


def test_partial_output_cleanup_puts_a_replaced_output_back(tmp_path):
    """Killed inside core.writers' publish: the new file is in place and the old one waits as a hard-link backup."""
    target = tmp_path / "talk.srt"
    target.write_text("old subtitles")
    snapshot = snapshot_outputs(tmp_path, "talk", ("srt",))
    backup = tmp_path / ".ws-abcdefabcdef.bak"
    os.link(target, backup)
    fresh = tmp_path / ".ws-123456123456.part"
    fresh.write_text("new subtitles")
    os.replace(fresh, target)

    assert remove_partial_outputs(snapshot) == []
    assert target.read_text() == "old subtitles"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["talk.srt"]


@pytest.mark.parametrize("links", [True, False], ids=["hard-link backup", "copied backup"])
def test_partial_output_cleanup_matches_the_writers_temp_files(tmp_path, monkeypatch, links):
    """The names and backups core.writers.atomic really makes (not hand-made look-alikes): a job killed half-way
    through publish leaves a new target, the old one's backup and another target's part file."""
    from core.writers import atomic

    if not links:  # a filesystem without hard links: the writer copies the old file instead
        def no_link(*_args):
            raise OSError("hard links not supported")

        monkeypatch.setattr(atomic.os, "link", no_link)
    target = tmp_path / "talk.srt"
    target.write_text("old subtitles")
    os.utime(target, ns=(1_600_000_000_123_456_789, 1_600_000_000_123_456_789))
    (tmp_path / "talk.wav").write_bytes(b"media")  # not an output: never touched
    snapshot = snapshot_outputs(tmp_path, "talk", ("srt", "vtt", "json"))
    backup = tmp_path / backup_name(PUBLISH_ID, 0)
    atomic._backup(target, backup)
    assert backup.name.startswith(WRITER_TEMP_PREFIX) and (backup.stat().st_ino == target.stat().st_ino) == links
    fresh = tmp_path / part_name(PUBLISH_ID, 0)
    fresh.write_text("new subtitles")
    os.replace(fresh, target)
    (tmp_path / part_name(PUBLISH_ID, 1)).write_text("WEBVTT\n\nhalf")
    (tmp_path / "talk.json").write_text("{}")  # placed before the kill: new, so it goes

    removed = remove_partial_outputs(snapshot)

    assert target.read_text() == "old subtitles"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["talk.srt", "talk.wav"]
    assert tmp_path / "talk.json" in removed and target not in removed


def test_partial_output_cleanup_keeps_a_whole_new_set_whose_old_backups_were_being_removed(tmp_path):
    """Killed in publish's last step: every new file is in place and the backups of the old ones are partly deleted.
    Putting back what is left would mix old and new, and removing the rest would leave nothing (a rewritten JSON is
    the only copy of the words): the new set stays, the leftover backup goes."""
    from core.writers import atomic

    for name, text in (("talk.srt", "old subtitles"), ("talk.json", "{old}")):
        (tmp_path / name).write_text(text)
    snapshot = snapshot_outputs(tmp_path, "talk", ("srt", "json", "vtt"))
    leftover = tmp_path / backup_name(PUBLISH_ID, 0)
    atomic._backup(tmp_path / "talk.srt", leftover)
    atomic._backup(tmp_path / "talk.json", tmp_path / backup_name(PUBLISH_ID, 1))
    (tmp_path / backup_name(PUBLISH_ID, 1)).unlink()  # its backup already deleted
    for index, (name, text) in enumerate((("talk.srt", "new subtitles"), ("talk.json", "{new}"),
                                          ("talk.vtt", "WEBVTT\n\nnew"))):
        fresh = tmp_path / part_name(PUBLISH_ID, index)
        fresh.write_text(text)
        os.replace(fresh, tmp_path / name)

    assert remove_partial_outputs(snapshot) == [leftover]
    assert {p.name: p.read_text() for p in tmp_path.iterdir()} == {
        "talk.srt": "new subtitles", "talk.json": "{new}", "talk.vtt": "WEBVTT\n\nnew"}


def test_kill_after_the_result_keeps_the_result():
    handle = start_job({"steps": 1}, f"{FAKES}:counting_job")
    events = handle.wait(60)
    handle.kill()
    assert isinstance(events[-1], JobDone) and isinstance(handle.final, JobDone)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        (None, "the worker stopped responding"),
        (-signal.SIGABRT, "the worker aborted"),
        (1, "the worker exited with code 1 without reporting a result"),
        (0xC0000005, "the worker crashed (access violation)"),
    ],
)
def test_describe_exit(code, text):
    assert describe_exit(code) == text


@pytest.mark.parametrize(
    ("code", "kind"),
    [(None, "worker-died"), (-signal.SIGSEGV, "worker-died"), (1, "worker-died"), (0xC0000005, "worker-died")]
    + ([(-signal.SIGKILL, "out-of-memory")] if hasattr(signal, "SIGKILL") else []),
)
def test_exit_kind(code, kind):
    assert exit_kind(code) == kind


@pytest.mark.parametrize(
    ("error", "kind", "message"),
    [
        (MemoryError(), "out-of-memory", "ran out of memory"),
        (RuntimeError("CUDA out of memory. Tried to allocate 2.00 GiB"), "out-of-memory",
         "RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB"),
        (DeviceError("HIP out of memory on cuda:0"), "out-of-memory", "HIP out of memory on cuda:0"),
        (DeviceError("the GPU driver is missing"), "device", "the GPU driver is missing"),
        (CorruptMediaError("cannot decode", path="a.wav"), "media-corrupt", "cannot decode"),
        (ValueError("boom"), "internal", "ValueError: boom"),
    ],
)
def test_failures_get_the_kind_the_gui_advises_on(error, kind, message):
    """Memory running out is one kind whatever raised it: the GUI's help reads the kind, never the message."""
    failure = as_failure(error)
    assert (failure.kind, failure.message) == (kind, message)
    assert failure.path == getattr(error, "path", None)


def test_parent_death_ends_the_worker(tmp_path):
    """The watchdog: a worker whose parent is gone must not live on (it would hold the GPU)."""
    script = tmp_path / "parent.py"
    script.write_text(
        "import sys, time\n"
        "from core.runner import start_job\n"
        "if __name__ == '__main__':\n"
        "    h = start_job({}, 'tests.test_runner_fakes:hanging_job')\n"
        "    print(h.pid, flush=True)\n"
        "    time.sleep(120)\n"
    )
    import subprocess

    root = Path(__file__).resolve().parent.parent
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, cwd=root,
                              env={**os.environ, "PYTHONPATH": str(root)})
    worker = psutil.Process(int(parent.stdout.readline()))
    parent.kill()
    parent.wait()
    worker.wait(timeout=20)  # raises TimeoutExpired if the watchdog did not fire
    assert not worker.is_running() or worker.status() == psutil.STATUS_ZOMBIE


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to leave a detached grandchild")
def test_kill_is_quick_and_abandon_ends_the_job_when_an_escaped_grandchild_holds_the_pipe(tmp_path):
    import time

    from core.jobs import JobSpec

    spec = JobSpec(input=str(tmp_path / "x.wav"), output_dir=str(tmp_path))
    handle = start_job(spec, "tests.test_gui_fakes:escaping_grandchild_job")
    deadline = time.monotonic() + 60
    while not (tmp_path / "orphan.pid").exists() and time.monotonic() < deadline:
        handle.wait(0.05)
    orphan = int((tmp_path / "orphan.pid").read_text())
    try:
        started = time.monotonic()
        handle.kill()
        assert time.monotonic() - started < 1.0 and handle.process.exitcode == -signal.SIGKILL
        handle.read_events()
        assert not handle.finished  # the orphan keeps the pipe open: no end of file
        assert handle.abandon() == [JobCancelled()] and handle.finished and handle.abandon() == []
    finally:
        os.kill(orphan, signal.SIGKILL)


def test_a_real_job_leaves_no_semaphore_behind(jfk_wav, ct2_tiny_en, tmp_path):
    """faster-whisper's progress bar (tqdm) used to take a multiprocessing lock in the worker, which os._exit never
    gave back: every app exit then printed "leaked semaphore objects" (seen at the end of --self-test)."""
    import subprocess

    code = f"""
from core.jobs import JobSpec
from core.runner import JobDone, run_in_worker
spec = JobSpec(input={str(jfk_wav)!r}, output_dir={str(tmp_path)!r}, formats=("srt",), model={str(ct2_tiny_en)!r},
               engine="faster-whisper", offline=True, backend="cpu")
print(type(run_in_worker(spec)).__name__)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                          cwd=Path(__file__).resolve().parent.parent)
    assert done.stdout.strip() == "JobDone", done.stderr[-3000:]
    assert "leaked" not in done.stderr and "resource_tracker" not in done.stderr, done.stderr[-3000:]
