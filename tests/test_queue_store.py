"""The queue file (app.queue_store) without the window: rows round-trip, writes are all-or-nothing, and a file that
cannot be read is set aside with one sentence instead of stopping the app."""

from __future__ import annotations

import dataclasses
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.queue_store import (
    SCHEMA_VERSION,
    QueueStore,
    StoredJob,
    default_queue_path,
    open_queue_store,
)
from core.jobs import JobResult, JobSpec
from core.writers.rollback import snapshot_outputs

ROOT = Path(__file__).resolve().parent.parent


def sample_jobs(tmp_path: Path) -> list[StoredJob]:
    spec = JobSpec(input=str(tmp_path / "a.wav"), output_dir=str(tmp_path / "out"), formats=("srt", "json"),
                   model="tiny.en", language="en", speaker_names=(("SPEAKER_00", "Ann"),))
    result = JobResult(input=spec.input, outputs=(str(tmp_path / "out" / "a.srt"), str(tmp_path / "out" / "a.json")),
                       duration=11.0, wall_time=2.5, language="en", device="cpu", engine="faster-whisper",
                       model="tiny.en", speakers=("SPEAKER_00",), timings={"transcribe": 1.25})
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "b.srt").write_text("old")
    snapshot = snapshot_outputs(tmp_path / "out", "b", ("srt", "json"))
    return [
        StoredJob(1, tmp_path / "a.wav", "done", duration=11.0, device="cpu", spec=spec, result=result),
        StoredJob(2, tmp_path / "b.wav", "transcribing", spec=spec, snapshot=snapshot,
                  overrides={"overwrite": True, "output_name": "b (2)"}),
        StoredJob(3, tmp_path / "ç d.wav", "failed", message="the file is damaged", error_kind="media-corrupt",
                  detail="Traceback ..."),
        StoredJob(4, tmp_path / "e.wav", "queued", target="tests.test_gui_fakes:endless_job"),
    ]


def test_rows_round_trip_in_queue_order_with_a_schema_version(tmp_path):
    path = tmp_path / "data" / "queue.sqlite3"
    jobs = sample_jobs(tmp_path)
    store = open_queue_store(path)
    assert store.notice == "" and store.path == path
    store.write(reversed(jobs))
    store.close()

    again = open_queue_store(path)
    assert again.load() == jobs and again.skipped == 0
    again.write(removed=[2])
    assert [j.id for j in again.load()] == [1, 3, 4]
    again.write([dataclasses.replace(jobs[0], status="failed")])  # a row written again replaces the old one
    assert again.load()[0].status == "failed"
    again.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_write_lands_whole_or_not_at_all(tmp_path):
    path = tmp_path / "queue.sqlite3"
    store = open_queue_store(path)
    first, second, *_ = sample_jobs(tmp_path)
    store.write([first])
    with pytest.raises(sqlite3.Error):
        store.write([second], removed=[object()])  # the delete fails after the insert ran: both are rolled back
    assert store.load() == [first]
    store.close()


@pytest.mark.parametrize("content, reason", [
    (b"this is not a database, just bytes" * 200, "file is not a database"),
    ("newer", "newer version of the app"),
    ("foreign", "not a queue file"),
    ("folder", "unable to open database file"),  # unreadable, also for root (who reads any file)
])
def test_an_unreadable_file_is_set_aside_and_an_empty_queue_starts(tmp_path, content, reason):
    path = tmp_path / "queue.sqlite3"
    if content == "newer":
        with sqlite3.connect(path) as conn:
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    elif content == "foreign":
        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE notes (text TEXT)")
    elif content == "folder":
        path.mkdir()
    else:
        path.write_bytes(content)
    before = path.read_bytes() if path.is_file() else None

    store = open_queue_store(path)

    assert store.path == path and store.load() == []
    assert reason in store.notice and "set aside as queue.sqlite3.unreadable-" in store.notice
    assert "\n" not in store.notice
    [aside] = tmp_path.glob("queue.sqlite3.unreadable-*")
    assert aside.name in store.notice  # kept, for whoever wants to look
    assert aside.read_bytes() == before if before is not None else aside.is_dir()
    store.write(sample_jobs(tmp_path)[:1])  # the fresh file works
    store.close()
    assert [j.id for j in open_queue_store(path).load()] == [1]


def test_a_folder_that_cannot_hold_the_file_keeps_the_queue_in_memory(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    store = open_queue_store(blocker / "queue.sqlite3")
    assert store.path is None
    assert store.notice.startswith(f"The queue cannot be saved in {blocker}")
    assert "until the window closes" in store.notice
    store.write(sample_jobs(tmp_path)[:1])
    assert [j.id for j in store.load()] == [1]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions that apply")
def test_a_file_without_read_permission_is_set_aside(tmp_path):
    path = tmp_path / "queue.sqlite3"
    open_queue_store(path).close()
    path.chmod(0)
    store = open_queue_store(path)
    assert "could not be read" in store.notice and store.path == path


def test_a_damaged_row_is_left_out_and_the_rest_comes_back(tmp_path):
    path = tmp_path / "queue.sqlite3"
    store = open_queue_store(path)
    store.write(sample_jobs(tmp_path))
    with store._conn:  # noqa: SLF001 - damage one row as a disk or a hand edit would
        store._conn.execute("UPDATE jobs SET spec = '{not json' WHERE id = 2")  # noqa: SLF001 - the test breaks the stored row on purpose
    assert [j.id for j in store.load()] == [1, 3, 4] and store.skipped == 1
    assert [j.id for j in store.load()] == [1, 3, 4] and store.skipped == 0  # deleted, not read again


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_DATA_HOME is the Linux data folder")
def test_the_default_file_is_in_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_queue_path() == tmp_path / "whisper-subtitler" / "queue.sqlite3"
    store = open_queue_store()
    assert store.path == default_queue_path() and store.path.exists()
    assert isinstance(store, QueueStore)


def test_a_second_window_gets_a_queue_in_memory_until_the_first_lets_go(tmp_path):
    path = tmp_path / "queue.sqlite3"
    holder = subprocess.Popen(
        [sys.executable, "-c",
         ("import sys, time; from pathlib import Path; from app.queue_store import open_queue_store;"
          " store = open_queue_store(Path(sys.argv[1])); print('open', flush=True); time.sleep(600)"),
         str(path)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "open"
        second = open_queue_store(path)
        assert second.path is None and second.notice.startswith("Another window of the app keeps the saved queue")
        holder.kill()  # SIGKILL: however the first ends, the system lets go of its lock
        holder.wait(30)
        third = open_queue_store(path)
        assert third.path == path and third.notice == ""
        third.close()
    finally:
        holder.kill()
        holder.wait()
