"""The queue outlives the window (app.queue_keeper, app.queue_store), in-process with fake jobs: what comes back
after a quit, a half-written output undone, a vanished input, a damaged file, and writes only on state changes.
The SIGKILL of a real app is in test_gui_queue_kill.py."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import CANCELLED, DONE, FAILED, FINAL_STATES, QUEUED  # noqa: E402 - imported once the offscreen platform is set
from app.main_window import MainWindow  # noqa: E402 - imported once the offscreen platform is set
from app.qt import Qt  # noqa: E402 - imported once the offscreen platform is set
from app.queue_store import StoredJob, open_queue_store  # noqa: E402 - imported once the offscreen platform is set
from app.queue_view import COL_STATUS, allowed_actions  # noqa: E402 - imported once the offscreen platform is set
from app.settings import open_settings  # noqa: E402 - imported once the offscreen platform is set
from core.writers.rollback import snapshot_outputs  # noqa: E402 - imported once the offscreen platform is set

FAKES = "tests.test_gui_fakes"
TIMEOUT_MS = 120_000


def open_window(qtbot, tmp_path: Path, db: Path) -> MainWindow:
    window = MainWindow(open_settings(tmp_path / "settings.ini"), autostart=False, probe_devices=False,
                        connectivity=lambda url: True, models_dirs=(), queue_store=open_queue_store(db))
    window.confirm_quit = lambda running: True
    window.confirm_remove = lambda item: True
    qtbot.addWidget(window)
    window.show()
    return window


def statuses(window: MainWindow) -> list[tuple[str, str]]:
    return [(item.path.name, item.status) for item in window.controller.items()]


def stored(db: Path) -> dict[str, str]:
    """The file's rows as another process sees them: input name -> status."""
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
        return {Path(p).name: s for p, s in conn.execute("SELECT input, status FROM jobs ORDER BY id")}


def copies(source: Path, folder: Path, *names: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy(source, folder / name)
    return [folder / name for name in names]


def test_after_a_quit_the_queue_comes_back_as_it_was(qtbot, tmp_path, jfk_wav):
    db, out = tmp_path / "data" / "queue.sqlite3", tmp_path / "out"
    first = open_window(qtbot, tmp_path, db)
    first.apply_settings(first.settings.replace(output_dir=str(out), formats=("srt", "vtt")))
    a, b, bad, running, gone, later = copies(jfk_wav, tmp_path / "in", "a.wav", "b.wav", "bad.wav", "running.wav",
                                             "gone.wav", "later.wav")
    c = first.controller
    ids = c.add([a, b], target=f"{FAKES}:two_speaker_job")
    ids += c.add([bad], target=f"{FAKES}:no_such_job")
    ids += c.add([running, gone, later], target=f"{FAKES}:endless_job")
    c.cancel(ids[5])  # cancelled before it started
    c.start()
    qtbot.waitUntil(lambda: c.item(ids[3]).status == "transcribing", timeout=TIMEOUT_MS)
    failure = c.item(ids[2]).message
    assert stored(db) == {"a.wav": DONE, "b.wav": DONE, "bad.wav": FAILED, "running.wav": "transcribing",
                          "gone.wav": QUEUED, "later.wav": CANCELLED}  # on disk as it happens
    first.close()  # stops the running job; it stays stored as running
    gone.unlink()

    window = open_window(qtbot, tmp_path, db)

    assert statuses(window) == [("a.wav", DONE), ("b.wav", DONE), ("bad.wav", FAILED), ("running.wav", QUEUED),
                                ("gone.wav", FAILED), ("later.wav", CANCELLED)]
    assert window.controller.ids() == ids
    items = window.controller.items()
    assert items[2].message == failure and items[5].message == "cancelled before it started"
    assert items[4].message.startswith("the file is no longer there") and items[4].error_kind == "media-not-found"
    model = window.queue.queue_model
    assert model.index(4, COL_STATUS).data().startswith("the file is no longer there")
    assert model.index(4, COL_STATUS).data(Qt.ItemDataRole.AccessibleTextRole).startswith("failed: the file is no")
    assert "Put it back" in model.index(4, COL_STATUS).data(Qt.ItemDataRole.ToolTipRole)  # what to do
    assert items[0].outputs == (out / "a.srt", out / "a.vtt", out / "a.json")
    assert "open-subtitle" in allowed_actions(items[0])
    log = "\n".join(window.log.lines())
    assert "The queue of the last session is back: 6 job(s)" in log
    assert "running.wav was running when the app stopped: it is queued again" in log
    assert f"gone.wav is no longer at {gone.parent}: it is not started" in log
    assert stored(db)["gone.wav"] == FAILED and stored(db)["running.wav"] == QUEUED  # corrections written back

    window.queue.select_job(ids[0])  # a done job: its transcript and speakers, read from its JSON
    assert window.preview.speaker_labels() == ["SPEAKER_00", "SPEAKER_01"]
    assert "Good morning, everyone." in window.preview.plain_text()
    window.preview.speakers.item(0, 1).setText("Ann")
    assert "Ann" in (out / "a.srt").read_text(encoding="utf-8") and "Ann" in (out / "a.vtt").read_text()

    window.remove_job(ids[5])
    qtbot.waitUntil(lambda: "later.wav" not in stored(db), timeout=5_000)  # with the next turn of the event loop

    window.controller.start()  # the interrupted job runs again; the vanished one does not
    qtbot.waitUntil(lambda: window.controller.item(ids[3]).status == "transcribing", timeout=TIMEOUT_MS)
    assert window.controller.item(ids[4]).status == FAILED


def test_a_job_killed_while_writing_has_its_half_written_outputs_undone(qtbot, tmp_path, jfk_wav):
    db, out = tmp_path / "queue.sqlite3", tmp_path / "out"
    [source] = copies(jfk_wav, tmp_path / "in", "talk.wav")
    out.mkdir()
    (out / "talk.vtt").write_text("WEBVTT\n\nolder subtitles, not this job's\n")
    snapshot = snapshot_outputs(out, "talk", ("srt", "json"))
    store = open_queue_store(db)
    store.write([StoredJob(1, source, "writing", target=f"{FAKES}:endless_job", snapshot=snapshot)])
    store.close()
    (out / "talk.srt").write_text("1\n00:00:00,000 --> 00:00:01,000\nHal")  # what the killed worker left
    (out / ".ws-1234.part").write_text("{")

    window = open_window(qtbot, tmp_path, db)

    assert statuses(window) == [("talk.wav", QUEUED)]
    assert sorted(p.name for p in out.iterdir()) == ["talk.vtt"]
    assert any(f"Removed unfinished output {out / 'talk.srt'}" in line for line in window.log.lines())


def test_a_damaged_queue_file_does_not_stop_the_window(qtbot, tmp_path, jfk_wav):
    db = tmp_path / "queue.sqlite3"
    db.write_bytes(b"\x00garbage" * 512)

    window = open_window(qtbot, tmp_path, db)

    assert window.isVisible() and window.controller.items() == []
    [notice] = [line for line in window.log.lines() if "saved queue could not be read" in line]
    [aside] = tmp_path.glob("queue.sqlite3.unreadable-*")
    assert aside.name in notice
    window.controller.add([jfk_wav], target=f"{FAKES}:endless_job")
    qtbot.waitUntil(lambda: stored(db) == {"jfk.wav": QUEUED}, timeout=5_000)  # the fresh file keeps the queue


def test_the_file_is_written_on_state_changes_not_on_progress_ticks(qtbot, tmp_path, jfk_wav):
    db = tmp_path / "queue.sqlite3"
    window = open_window(qtbot, tmp_path, db)
    window.apply_settings(window.settings.replace(output_dir=str(tmp_path / "out")))
    store = window.queue_keeper.store
    writes: list[list[str]] = []
    write = store.write
    store.write = lambda saved=(), removed=(): (writes.append([j.status for j in saved]), write(saved, removed))[1]
    changes = []
    window.controller.itemChanged.connect(changes.append)
    [job] = window.controller.add([jfk_wav], target=f"{FAKES}:chatty_job")
    window.controller.start()
    qtbot.waitUntil(lambda: window.controller.item(job).status in FINAL_STATES, timeout=TIMEOUT_MS)

    assert window.controller.item(job).status == DONE
    assert len(changes) > 25  # every tick redraws the row ...
    # ... one write a state (added and started in one turn of the event loop: one write, already decoding)
    assert writes == [["decoding"], ["transcribing"], ["writing"], ["done"]]
