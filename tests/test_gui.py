"""The window end to end (pytest-qt, QT_QPA_PLATFORM=offscreen): drops, real jobs through worker processes on the
offline models, cancel, crashes, bad input, settings, speaker renames, closing with jobs running."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import CANCELLED, DONE, FAILED, FINAL_STATES, QUEUED, RUNNING_STATES  # noqa: E402 - imported once the offscreen platform is set
from app.main_window import MainWindow  # noqa: E402 - imported once the offscreen platform is set
from app.qt import (  # noqa: E402 - imported once the offscreen platform is set
    QApplication,
    QDragEnterEvent,
    QDropEvent,
    QMimeData,
    QPoint,
    QPointF,
    QSettings,
    Qt,
    QUrl,
)
from app.settings import AppSettings, load_settings, open_settings, save_settings, spec_for  # noqa: E402 - imported once the offscreen platform is set
from core.types import CueRules  # noqa: E402 - imported once the offscreen platform is set
from tests.subtitle_rules import shown_line_problems  # noqa: E402 - imported once the offscreen platform is set

ROOT = Path(__file__).resolve().parent.parent
JOB_TIMEOUT_MS = 300_000  # two shared CPU cores: generous, this is a deadline and not a measurement


def offline_settings(out_dir: Path, model: Path, diarization: Path | None = None, **changes) -> AppSettings:
    """Settings that run the real pipeline on this machine's offline models."""
    chosen = dict(backend="cpu", engine="faster-whisper", model=str(model), language="en",
                  diarize=diarization is not None, diarization_model=str(diarization or ""),
                  formats=("srt",), output_dir=str(out_dir), offline=True)
    return AppSettings(**{**chosen, **changes})


def make_window(qtbot, tmp_path: Path) -> MainWindow:
    # As if the hub answered (no socket is opened): the Start button's model check then lets default-model jobs go.
    window = MainWindow(open_settings(tmp_path / "settings.ini"), autostart=False, probe_devices=False,
                        connectivity=lambda url: True, models_dirs=())
    window.confirm_quit = lambda running: True  # answers the close question in teardown
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def window(qtbot, tmp_path):
    return make_window(qtbot, tmp_path)


def status(window: MainWindow, job_id: int) -> str:
    return window.controller.item(job_id).status


def wait_final(qtbot, window: MainWindow, *job_ids: int) -> None:
    qtbot.waitUntil(lambda: all(status(window, j) in FINAL_STATES for j in job_ids), timeout=JOB_TIMEOUT_MS)


def srt_text(path: Path) -> str:
    """The words of an SRT file, cue numbers and times left out, as one line."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.strip().isdigit() and "-->" not in line]
    return " ".join(lines)


def outputs_in(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir()) if directory.exists() else []


# --- adding files ------------------------------------------------------------------------------------------------
@pytest.mark.filterwarnings("ignore:Function.*QDragEnterEvent:DeprecationWarning")  # Qt 6 has no other constructor
def test_drop_of_files_and_folders_fills_the_queue_and_lists_skipped(window, tmp_path, jfk_wav):
    single = tmp_path / "interview.wav"
    shutil.copy(jfk_wav, single)
    notes = tmp_path / "notes.pdf"
    notes.write_text("not media")
    folder = tmp_path / "season 1"
    (folder / "disc 2").mkdir(parents=True)
    shutil.copy(jfk_wav, folder / "episode 1.wav")
    shutil.copy(jfk_wav, folder / "disc 2" / "Episode 2.MP3")  # extension case must not matter
    (folder / "cover.jpg").write_bytes(b"\xff\xd8\xff")
    (folder / ".hidden.wav").write_bytes(b"")  # hidden entries are ignored, not listed
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in (single, notes, folder, tmp_path / "gone.wav")])
    args = (Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    enter = QDragEnterEvent(QPoint(10, 10), *args)  # as a real drag: enter (which picks the target), then drop
    QApplication.sendEvent(window.drop_zone, enter)
    assert enter.isAccepted() and window.drop_zone.property("dragActive") is True
    drop = QDropEvent(QPointF(10, 10), *args)
    QApplication.sendEvent(window.drop_zone, drop)

    assert drop.isAccepted() and window.drop_zone.property("dragActive") is False
    model = window.queue.queue_model
    names = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert names == ["interview.wav", "Episode 2.MP3", "episode 1.wav"]
    assert {status(window, model.job_id(r)) for r in range(model.rowCount())} == {QUEUED}
    assert model.index(0, 2).data() == "queued"
    assert sorted(window.skipped_entries()) == [
        "cover.jpg: not a supported audio or video type (.jpg)",
        "gone.wav: does not exist",
        "notes.pdf: not a supported audio or video type (.pdf)",
    ]
    assert window.skipped_box.isVisibleTo(window)
    assert any("Skipped" in line and "notes.pdf" in line for line in window.log.lines())


def test_skip_policy_lists_files_that_already_have_subtitles(window, tmp_path, jfk_wav):
    media = tmp_path / "talk.wav"
    shutil.copy(jfk_wav, media)
    (tmp_path / "talk.srt").write_text("old")
    window.apply_settings(window.settings.replace(overwrite="skip"))
    assert window.add_paths([media]) == []
    assert window.skipped_entries() == ["talk.wav: subtitles already exist"]


# --- real jobs through the worker ----------------------------------------------------------------------------------
def test_real_job_with_speakers_runs_to_done_and_a_rename_rewrites_the_outputs(
        qtbot, window, tmp_path, sample_wav, ct2_tiny_en, diarization_dir, monkeypatch):
    from core.voices import VoiceBook

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the voice book, for the worker and this process
    out = tmp_path / "out"
    window.apply_settings(offline_settings(out, ct2_tiny_en, diarization_dir, formats=("srt", "vtt"),
                                           known_voices=True))
    [job] = window.add_paths([sample_wav])
    window.queue.select_job(job)
    window.controller.start()
    qtbot.waitUntil(lambda: bool(window.controller.item(job).segments) or status(window, job) in FINAL_STATES,
                    timeout=JOB_TIMEOUT_MS)
    live = window.preview.plain_text()  # segments appear before the job is done
    wait_final(qtbot, window, job)

    item = window.controller.item(job)
    assert item.status == DONE, item.message
    assert live.strip()
    assert item.device == "cpu" and item.duration == pytest.approx(30.0, abs=0.5)
    assert outputs_in(out) == ["sample.json", "sample.srt", "sample.vtt"]
    speakers = window.preview.speaker_labels()
    assert len(speakers) == 2
    text = window.preview.plain_text()
    assert all(f"{label}:" in text for label in speakers)  # each speaker's lines are labelled...
    colours = {window.preview.colour(label) for label in speakers}
    assert len(colours) == 2  # ...in its own colour
    assert window.queue.queue_model.index(window.queue.queue_model.row_of(job), 2).data() == "done"

    old = speakers[0]
    window.preview.speakers.item(0, 1).setText("Alice")  # the user edits the name cell
    srt = (out / "sample.srt").read_text(encoding="utf-8")
    vtt = (out / "sample.vtt").read_text(encoding="utf-8")
    assert "Alice" in srt and "Alice" in vtt
    assert old not in srt and old not in vtt
    data = json.loads((out / "sample.json").read_text(encoding="utf-8"))
    assert "Alice" in data["speakers"] and old not in data["speakers"]
    assert "Alice" in window.preview.speaker_labels()
    assert "Alice:" in window.preview.plain_text()
    # known voices on: the voice just named is remembered for later files
    assert [v.name for v in VoiceBook().voices()] == ["Alice"]
    assert "Remembered the voice of Alice" in window.log.toPlainText()


def test_find_speakers_again_labels_a_finished_job_without_transcribing_it_again(
        qtbot, window, tmp_path, sample_wav, ct2_tiny_en, diarization_dir):
    """A job transcribed without speakers gets them from the preview's button: the dialog's count is used, the
    words are kept (no model loads, nothing is transcribed), and the same files are rewritten."""
    from app.speakers_dialog import FindSpeakersDialog

    out = tmp_path / "out"
    window.apply_settings(offline_settings(out, ct2_tiny_en, formats=("srt", "json")))
    [job] = window.add_paths([sample_wav])
    window.queue.select_job(job)
    assert not window.preview.find_speakers.isEnabled()  # nothing to find speakers in yet
    window.controller.start()
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE, window.controller.item(job).message
    words = json.loads((out / "sample.json").read_text(encoding="utf-8"))["cues"]
    assert window.preview.speaker_labels() == [] and window.preview.find_speakers.isEnabled()

    window.apply_settings(offline_settings(out, ct2_tiny_en, diarization_dir, formats=("srt",)))
    asked: list[FindSpeakersDialog] = []

    def answer(dialog: FindSpeakersDialog) -> bool:
        asked.append(dialog)
        assert dialog.automatic.isChecked()  # no speakers found before: letting it count is the offer
        dialog.exactly.setChecked(True)
        dialog.exact_count.setValue(2)
        return True

    window.ask_speaker_counts = answer
    editor = window.review(out / "sample.json", sample_wav)
    window.preview.find_speakers.click()  # not while the JSON is open for review: one would undo the other
    assert asked == [] and window.controller.item(job).status == DONE
    editor.close()
    window.preview.find_speakers.click()
    assert asked and asked[0].counts() == {"num_speakers": 2, "min_speakers": None, "max_speakers": None}
    wait_final(qtbot, window, job)

    item = window.controller.item(job)
    assert item.status == DONE, item.message
    # (the review left its waveform cache, a hidden file, beside the JSON)
    assert [n for n in outputs_in(out) if not n.startswith(".")] == ["sample.json", "sample.srt"]
    data = json.loads((out / "sample.json").read_text(encoding="utf-8"))
    assert data["speakers"] == ["SPEAKER_00", "SPEAKER_01"]
    assert [w["text"] for c in data["cues"] for w in c["words"]] == [w["text"] for c in words for w in c["words"]]
    assert "[SPEAKER_01] " in (out / "sample.srt").read_text(encoding="utf-8")
    assert window.preview.speaker_labels() == ["SPEAKER_00", "SPEAKER_01"]
    assert "sample.wav: finding the speakers again" in window.log.toPlainText()
    assert set(item.tracker.fractions) == {"decoding", "diarizing", "writing"}  # no loading, no transcribing

    from app.retry_question import REPLACE

    window.ask_existing_outputs = lambda _name, _existing, _new: REPLACE
    window.run_action("retry", job)  # a plain retry is the whole job again (issue 38), not another speaker search
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert item.status == DONE and not item.spec.speakers_only and "transcribing" in item.tracker.fractions
    assert len(asked) == 1 and [n for n in outputs_in(out) if n[0] != "."] == ["sample.json", "sample.srt"]


def test_run_again_after_find_speakers_again_runs_the_whole_job_with_the_settings_of_now(qtbot, window, tmp_path,
                                                                                        jfk_wav):
    """Issue 38: "Run again" after "Find speakers again" found only the speakers again, and ignored a new model."""
    from app.retry_question import REPLACE

    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(output_dir=str(out), formats=("srt", "json"), model="tiny.en"))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:two_speaker_job")
    window.controller.start()
    wait_final(qtbot, window, job)
    assert window.controller.find_speakers_again(job, num_speakers=2)
    wait_final(qtbot, window, job)
    found = window.controller.item(job)
    assert found.status == DONE and found.spec.speakers_only and found.spec.num_speakers == 2

    window.apply_settings(window.settings.replace(model="base", formats=("srt", "vtt", "json")))
    asked: list[str] = []
    window.ask_existing_outputs = lambda name, _existing, _new: asked.append(name) or REPLACE
    window.run_action("retry", job)
    window.controller.start()
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert item.status == DONE, item.message
    assert asked == ["jfk.wav"]  # a whole run asks before replacing the subtitles, as any retry does
    assert not item.spec.speakers_only and item.spec.num_speakers is None
    assert item.spec.model == "base" and item.spec.formats == ("srt", "vtt", "json")
    assert outputs_in(out) == ["jfk.json", "jfk.srt", "jfk.vtt"]


def test_escape_cancels_the_running_job_at_once_and_leaves_no_output(qtbot, window, tmp_path, sample_wav,
                                                                     ct2_tiny_en, diarization_dir):
    out = tmp_path / "out"
    window.apply_settings(offline_settings(out, ct2_tiny_en, diarization_dir, formats=("srt", "txt")))
    [job] = window.add_paths([sample_wav])
    window.queue.select_job(job)
    window.controller.start()
    qtbot.waitUntil(lambda: status(window, job) in {"transcribing", "diarizing"}, timeout=JOB_TIMEOUT_MS)
    pid = window.controller.item(job).handle.pid
    window.queue.setFocus()

    started = time.monotonic()
    qtbot.keyClick(window.queue, Qt.Key.Key_Escape)
    took = time.monotonic() - started

    # cancel kills the process tree before it returns: the row reads "cancelled" without waiting for anything
    assert status(window, job) == CANCELLED
    assert took < 1.0, f"cancel took {took:.2f} s"
    assert window.queue.queue_model.index(window.queue.queue_model.row_of(job), 2).data() == "cancelled"
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    assert outputs_in(out) == []
    assert window.queue.row_actions(job).buttons["retry"].isEnabled()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to leave a detached grandchild")
def test_cancel_ends_the_job_in_time_even_when_something_outside_the_tree_holds_the_pipe(qtbot, window, tmp_path,
                                                                                         jfk_wav):
    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(output_dir=str(out)))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:escaping_grandchild_job")
    window.controller.start()
    qtbot.waitUntil(lambda: status(window, job) == "transcribing" and (out / "orphan.pid").exists(), timeout=60_000)
    orphan = int((out / "orphan.pid").read_text())
    try:
        started = time.monotonic()
        window.controller.cancel(job)
        took = time.monotonic() - started
        assert status(window, job) == CANCELLED and took < 1.0, took
        assert window.controller.active() == []
    finally:
        os.kill(orphan, signal.SIGKILL)


def test_sigkill_of_a_worker_fails_only_its_job(qtbot, window, tmp_path, sample_wav, jfk_wav, ct2_tiny_en):
    out = tmp_path / "out"
    window.apply_settings(offline_settings(out, ct2_tiny_en))
    first, second = window.add_paths([sample_wav, jfk_wav])
    window.controller.start()
    qtbot.waitUntil(lambda: status(window, first) in RUNNING_STATES and window.controller.item(first).handle
                    is not None, timeout=JOB_TIMEOUT_MS)
    os.kill(window.controller.item(first).handle.pid, signal.SIGKILL)
    wait_final(qtbot, window, first, second)

    assert status(window, first) == FAILED
    assert window.controller.item(first).message == (
        "the worker was killed (SIGKILL); the system may have run out of memory")
    assert status(window, second) == DONE, window.controller.item(second).message
    assert outputs_in(out) == ["jfk.json", "jfk.srt"]
    assert "ask not what your country can do for you" in srt_text(out / "jfk.srt").lower()


def test_corrupt_file_fails_with_its_message_and_the_next_job_succeeds(qtbot, window, tmp_path, jfk_wav,
                                                                       ct2_tiny_en):
    from core.errors import CorruptMediaError
    from core.media import decode_audio

    bad = tmp_path / "broken.wav"
    bad.write_bytes(b"RIFF\x24\x00\x00\x00WAVEfmt " + os.urandom(400))
    with pytest.raises(CorruptMediaError) as expected:
        decode_audio(bad)
    out = tmp_path / "out"
    window.apply_settings(offline_settings(out, ct2_tiny_en))
    broken, good = window.add_paths([bad, jfk_wav])
    window.controller.start()
    wait_final(qtbot, window, broken, good)

    assert status(window, broken) == FAILED
    assert window.controller.item(broken).message == expected.value.message
    row = window.queue.queue_model.row_of(broken)
    assert window.queue.queue_model.index(row, 2).data() == expected.value.message  # the cross says "failed"
    assert window.queue.queue_model.index(row, 2).data(Qt.ItemDataRole.AccessibleTextRole) == (
        f"failed: {expected.value.message}")
    assert status(window, good) == DONE, window.controller.item(good).message
    assert outputs_in(out) == ["jfk.json", "jfk.srt"]
    assert any(expected.value.message in line for line in window.log.lines())


def test_a_file_with_no_speech_finishes_and_says_so(qtbot, window, tmp_path, ct2_tiny_en):
    """Silence is not an error: the job is done, its subtitles are empty, and the window says why."""
    from tests import media_factory

    quiet = media_factory.silence(tmp_path / "room-tone.wav", seconds=5.0)
    out = tmp_path / "out"
    window.apply_settings(offline_settings(out, ct2_tiny_en))
    [job] = window.add_paths([quiet])
    window.queue.select_job(job)
    window.controller.start()
    wait_final(qtbot, window, job)

    assert status(window, job) == DONE, window.controller.item(job).message
    assert outputs_in(out) == ["room-tone.json", "room-tone.srt"]
    assert (out / "room-tone.srt").read_text().strip() == ""
    assert "No speech was heard in this file, so its subtitle files have no cues." in window.preview.plain_text()
    assert any("room-tone.wav: no speech was heard in this file" in line for line in window.log.lines())


def finished_two_speaker_job(qtbot, window, media: Path, out: Path, formats: tuple[str, ...] | None = None) -> int:
    """A done job of the fake two-speaker worker writing into `out`, selected (for the rename and merge tests)."""
    window.apply_settings(window.settings.replace(output_dir=str(out), **({"formats": formats} if formats else {})))
    [job] = window.controller.add([media], target="tests.test_gui_fakes:two_speaker_job")
    window.queue.select_job(job)
    window.controller.start()
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE, window.controller.item(job).message
    return job


def test_renaming_a_speaker_rewrites_every_output_from_the_json(qtbot, window, tmp_path, jfk_wav):
    out = tmp_path / "out"
    finished_two_speaker_job(qtbot, window, jfk_wav, out, ("srt", "vtt", "txt"))
    assert outputs_in(out) == ["jfk.json", "jfk.srt", "jfk.txt", "jfk.vtt"]
    assert window.preview.speaker_labels() == ["SPEAKER_00", "SPEAKER_01"]
    before = {p.name: p.read_text(encoding="utf-8") for p in out.iterdir()}

    window.preview.speakers.item(1, 1).setText("Bob")
    window.preview.speakers.item(0, 1).setText("Alice")

    for name in ("jfk.srt", "jfk.vtt", "jfk.txt", "jfk.json"):
        text = (out / name).read_text(encoding="utf-8")
        assert text != before[name]
        assert "Alice" in text and "Bob" in text, name
        assert "SPEAKER_0" not in text, name
    assert shown_line_problems(out, "jfk") == []
    assert window.preview.speaker_labels() == ["Alice", "Bob"]
    table = window.preview.speakers  # the first column keeps diarization's label beside the new name
    assert [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(2)] == [
        ("SPEAKER_00", "Alice"), ("SPEAKER_01", "Bob")]
    assert "Alice: Good morning, everyone." in window.preview.plain_text()
    assert window.preview.colour("Alice") != window.preview.colour("Bob")
    table.item(0, 1).setText("Alicia")  # a second rename starts from the current name
    assert "Alicia: Good morning" in window.preview.plain_text() and table.item(0, 0).text() == "SPEAKER_00"
    assert "Alice" not in (out / "jfk.srt").read_text(encoding="utf-8").replace("Alicia", "")


def test_giving_a_speaker_another_ones_name_merges_them_into_one_row(qtbot, window, tmp_path, jfk_wav):
    """The way to mend one person found as two: name both alike. One row stays, with its first label and colour."""
    out = tmp_path / "out"
    finished_two_speaker_job(qtbot, window, jfk_wav, out, ("srt", "rttm"))
    editor = window.review(out / "jfk.json", jfk_wav)
    window.preview.speakers.item(0, 1).setText("Alice")  # not while the review shows the JSON: it would undo it
    assert window.preview.speaker_labels() == ["SPEAKER_00", "SPEAKER_01"]
    assert "Alice" not in (out / "jfk.srt").read_text()
    editor.close()
    window.preview.speakers.item(0, 1).setText("Alice")
    colour = window.preview.colour("Alice")

    window.preview.speakers.item(1, 1).setText("Alice")

    table = window.preview.speakers
    assert [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())] == [
        ("SPEAKER_00", "Alice")]
    assert window.preview.colour("Alice") == colour
    srt = (out / "jfk.srt").read_text(encoding="utf-8")
    assert "SPEAKER_01" not in srt and "Alice" not in srt  # one person: no label names the only speaker
    assert {line.split()[7] for line in (out / "jfk.rttm").read_text().splitlines()} == {"Alice"}
    assert "SPEAKER_01" not in window.preview.plain_text()


def test_renaming_to_a_long_name_recuts_every_output_within_the_line_limit(qtbot, window, tmp_path, jfk_wav):
    long_name = "Bartholomew Oduya-Li"  # 20 characters: "[Bartholomew Oduya-Li] " takes 23 of 42
    out = tmp_path / "out"
    finished_two_speaker_job(qtbot, window, jfk_wav, out, ("srt", "vtt", "ass", "txt"))
    assert shown_line_problems(out, "jfk") == []

    window.preview.speakers.item(0, 1).setText(long_name)

    assert window.preview.speaker_labels() == [long_name, "SPEAKER_01"]
    srt = (out / "jfk.srt").read_text(encoding="utf-8")
    # "[Bartholomew Oduya-Li] Yes, the first item is the budget." would be 57 cells: the cue is cut again
    assert f"[{long_name}] Yes, the first item is the budget." not in srt
    assert f"[{long_name}] " in srt and "budget." in srt
    assert shown_line_problems(out, "jfk") == []
    assert f"[{long_name}] " in (out / "jfk.txt").read_text(encoding="utf-8")


def test_a_rename_that_cannot_be_written_is_undone_in_the_table(qtbot, window, tmp_path, jfk_wav):
    out = tmp_path / "out"
    finished_two_speaker_job(qtbot, window, jfk_wav, out)
    (out / "jfk.json").unlink()
    srt = (out / "jfk.srt").read_text()

    window.preview.speakers.item(0, 1).setText("Alice")

    assert window.preview.speaker_labels() == ["SPEAKER_00", "SPEAKER_01"]
    assert window.preview.speakers.item(0, 1).text() == "SPEAKER_00"
    assert (out / "jfk.srt").read_text() == srt
    assert any("Renaming SPEAKER_00 failed" in line and "no such transcript JSON" in line
               for line in window.log.lines())


# --- settings ----------------------------------------------------------------------------------------------------
def test_settings_round_trip_through_qsettings(tmp_path):
    path = tmp_path / "settings.ini"
    chosen = AppSettings(backend="rocm", engine="openai-whisper", batched="off", model="small.en", language="de",
                         vad=False, diarize=True, speakers_mode="range", min_speakers=2, max_speakers=5,
                         diarization_model="/models/diar", formats=("vtt", "ass"), output_dir="/tmp/subs",
                         overwrite="overwrite", rules=CueRules(max_chars_per_line=37, max_lines=1, max_cps=15.5,
                                                               min_duration=1.0, max_duration=6.0,
                                                               dialogue_dashes=True, label_single_speaker=True),
                         cache_dir="/cache", offline=True)
    save_settings(open_settings(path), chosen)
    assert load_settings(open_settings(path)) == chosen


def test_legacy_use_cuda_false_means_cpu_until_a_backend_is_chosen(tmp_path):
    path = tmp_path / "legacy.ini"
    path.write_text("[General]\nuse_cuda=false\nmodel=tiny\n")  # what an old version left behind
    loaded = load_settings(open_settings(path))
    assert (loaded.backend, loaded.use_cuda, loaded.model) == ("cpu", False, "tiny")
    spec = spec_for(loaded, "/media/a.wav")
    assert (spec.backend, spec.use_cuda) == ("cpu", False)

    save_settings(open_settings(path), loaded)  # saving keeps the legacy key for older versions
    again = load_settings(open_settings(path))
    assert again == loaded
    assert QSettings(str(path), QSettings.Format.IniFormat).value("use_cuda") in (False, "false")


def test_choosing_a_backend_in_the_panel_replaces_the_legacy_key(window, tmp_path):
    window.qsettings.setValue("use_cuda", False)
    window.qsettings.setValue("gpu_backend", "auto")
    window.apply_settings(load_settings(window.qsettings))
    panel = window.settings_panel
    assert panel.backend.currentData() == "cpu"
    panel.backend.setCurrentIndex(panel.backend.findData("auto"))
    assert window.settings.backend == "auto" and window.settings.use_cuda is None
    assert not window.qsettings.contains("use_cuda")
    assert load_settings(window.qsettings).backend == "auto"


def test_panel_edits_reach_the_next_jobs_spec(window, tmp_path):
    panel = window.settings_panel
    panel.diarize.setChecked(True)
    panel.speakers_exact.setChecked(True)
    panel.num_speakers.setValue(3)
    panel.format_boxes["vtt"].setChecked(True)
    panel.max_chars.setValue(32)
    assert not panel.label_single_speaker.isChecked()
    panel.label_single_speaker.setChecked(True)
    spec = window.spec_for_path(Path("/media/talk.wav"))
    assert spec.diarize and spec.num_speakers == 3 and spec.min_speakers is None
    assert spec.formats == ("srt", "vtt", "json")
    assert spec.rules.max_chars_per_line == 32 and spec.rules.label_single_speaker
    loaded = load_settings(open_settings(tmp_path / "settings.ini"))
    assert loaded.rules.max_chars_per_line == 32 and loaded.rules.label_single_speaker
    assert panel.label_single_speaker.accessibleName() == "Label a lone speaker"


def test_batched_inference_is_chosen_in_the_panel_and_needs_vad(window, tmp_path):
    panel = window.settings_panel
    assert panel.batched.currentData() == "auto" and window.spec_for_path(Path("/m/a.wav")).batched == "auto"
    panel.batched.setCurrentIndex(panel.batched.findData("on"))
    spec = window.spec_for_path(Path("/media/talk.wav"))
    assert (spec.batched, spec.source("batched")) == ("on", "settings")
    assert load_settings(open_settings(tmp_path / "settings.ini")).batched == "on"
    assert panel.batched.isEnabled()
    panel.vad.setChecked(False)  # batched decoding cuts the speech where VAD finds it
    assert not panel.batched.isEnabled()


def test_backends_and_device_info_come_from_the_probe_without_blocking_the_window(qtbot, tmp_path):
    """The real probe (platform_utils in a helper process): each backend shows whether it works here, the CPU shows
    its name, and the device view shows what `whisper-subtitler info --json` prints."""
    window = MainWindow(open_settings(tmp_path / "settings.ini"), autostart=False, probe_devices=True)
    window.confirm_quit = lambda running: True
    qtbot.addWidget(window)
    window.show()  # starts the probe shortly after the window is up
    dialog = window.show_device_info()
    assert not dialog.copy_button.isEnabled()  # the view opens at once and fills in later
    ticks = []
    qtbot.waitUntil(lambda: ticks.append(1) or dialog.copy_button.isEnabled() or "failed" in dialog.status.text(),
                    timeout=180_000)
    assert dialog.copy_button.isEnabled(), dialog.status.text()
    assert len(ticks) > 3  # the event loop ran while the probe worked

    panel = window.settings_panel
    texts = {panel.backend.itemData(r): panel.backend.itemText(r) for r in range(panel.backend.count())}
    cpu = window._device_report.info["cpu"]["name"]
    picked = window._device_report.backends["auto"].picked
    assert texts["cpu"] == "CPU" and texts["auto"] == f"Automatic ({texts[picked]})"  # short: the device goes under
    for name in ("cuda", "rocm", "mps", "xpu"):
        state = window._device_report.backends[name]
        assert texts[name].endswith("(not available)") != state.available
    assert "Checking" not in panel.backend_note.text()
    panel.backend.setCurrentIndex(panel.backend.findData("cpu"))
    assert cpu in panel.backend_note.text()
    top = {dialog.tree.topLevelItem(i).text(0): dialog.tree.topLevelItem(i)
           for i in range(dialog.tree.topLevelItemCount())}
    assert list(top) == ["Plan", "Backends", "CPU", "CTranslate2", "Versions", "Media decoder", "System"]
    info = window._device_report.info
    assert top["Plan"].text(1) == info["plan"]["reason"] and top["System"].text(1) == info["system"]
    assert [top["Backends"].child(i).text(0) for i in range(top["Backends"].childCount())] == list(info["backends"])
    assert cpu in top["CPU"].text(1)

    expected = subprocess.run([sys.executable, "-m", "core.cli", "info", "--json"], cwd=ROOT, capture_output=True,
                              text=True, timeout=180)
    if expected.returncode == 0:
        cli = json.loads(expected.stdout)
        shown = window._device_report.info
        assert shown["backends"].keys() == cli["backends"].keys() and shown["cpu"] == cli["cpu"]
        assert shown["plan"]["backend"] == cli["plan"]["backend"]
        assert shown["decoder"] == cli["decoder"] == top["Media decoder"].text(1)
    dialog.copy_button.click()
    assert json.loads(QApplication.clipboard().text())["cpu"]["name"] == cpu


def test_model_download_button_downloads_with_progress(qtbot, window, tmp_path, monkeypatch, ct2_tiny_en):
    """The download runs in a worker process against a stand-in hub (HF_ENDPOINT reaches the spawned child)."""
    from tests.standin_hub import StandInHub

    files = {p.name: p.read_bytes() for p in ct2_tiny_en.iterdir() if p.is_file()}
    hub = StandInHub(files, "Systran/faster-whisper-tiny.en", token=None)
    monkeypatch.setenv("HF_ENDPOINT", hub.url)
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")
    try:
        window.settings_dock.show()
        panel = window.settings_panel
        window.apply_settings(window.settings.replace(engine="faster-whisper", model="tiny.en",
                                                      cache_dir=str(tmp_path / "cache")))
        qtbot.waitUntil(lambda: panel.model_state.text() == "Not downloaded yet (downloads on first use)",
                        timeout=60_000)
        assert panel.download_button.isEnabled()
        seen = []
        panel.download_progress.valueChanged.connect(seen.append)
        panel.download_button.click()
        assert panel.download_progress.isVisible() and not panel.download_button.isEnabled()
        qtbot.waitUntil(lambda: not panel.downloader.running, timeout=120_000)
    finally:
        hub.close()
    assert panel.model_state.text().startswith("Downloaded to "), panel.model_state.text()
    assert seen and seen == sorted(seen) and seen[-1] == 1000
    assert not panel.download_progress.isVisible()
    snapshot = Path(panel.model_state.text().removeprefix("Downloaded to "))
    assert (snapshot / "model.bin").read_bytes() == (ct2_tiny_en / "model.bin").read_bytes()
    panel.refresh_model_state()
    qtbot.waitUntil(lambda: panel.model_state.text() == "Downloaded", timeout=60_000)


def test_a_file_added_again_after_its_job_ended_is_not_queued_twice(window, tmp_path, jfk_wav):
    folder = tmp_path / "talks"
    folder.mkdir()
    shutil.copy(jfk_wav, folder / "a.wav")
    [job] = window.add_paths([folder])
    window.controller.cancel(job)
    assert status(window, job) == CANCELLED
    assert window.add_paths([folder]) == []  # the folder again: its file has a row already
    assert [i.id for i in window.controller.items()] == [job]
    assert window.skipped_entries() == ["a.wav: already in the queue (Retry runs it again)"]


def test_shortcuts_buttons_and_accessible_names(qtbot, window, tmp_path, jfk_wav, monkeypatch):
    from app.qt import QFileDialog, QToolBar

    copy = tmp_path / "a.wav"
    shutil.copy(jfk_wav, copy)
    (tmp_path / "notes.txt").write_text("not media")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([str(copy)], "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(tmp_path)))
    window.activateWindow()
    window.queue.setFocus()
    qtbot.keyClick(window.queue, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # Ctrl+O: add files
    assert [i.path.name for i in window.controller.items()] == ["a.wav"]
    window.add_folder_action.trigger()  # "Add folder...": the file already queued is not queued twice
    assert [i.path.name for i in window.controller.items()] == ["a.wav"]
    assert sorted(window.skipped_entries()) == ["a.wav: already in the queue",
                                                "notes.txt: not a supported audio or video type (.txt)"]
    job = window.controller.ids()[0]
    window.queue.select_job(job)
    window.queue.setFocus()
    qtbot.keyClick(window.queue, Qt.Key.Key_Escape)  # Esc: cancel the selected (queued) job
    assert status(window, job) == CANCELLED
    asked = []
    window.confirm_remove = lambda item: asked.append(item.id) or True  # answers "Yes" for the user
    qtbot.keyClick(window.queue, Qt.Key.Key_Delete)  # Del: remove it, after asking
    assert asked == [job] and job not in window.controller.ids()

    toolbar = window.findChild(QToolBar, "mainToolbar")
    named = [toolbar.widgetForAction(a).accessibleName() for a in toolbar.actions() if a.text()]
    assert "Add files" in named and "Add folder" in named and all(named)
    for widget in (window.queue, window.drop_zone, window.preview.text, window.preview.speakers, window.log,
                   window.settings_panel.backend, window.settings_panel.model, window.settings_panel.token):
        assert widget.accessibleName(), widget
    assert window.log.maximumBlockCount() > 0  # bounded


def test_every_window_shortcut_does_one_thing(qtbot, window, tmp_path, monkeypatch):
    """Two actions on one key make Qt run neither: Ctrl+Shift+O adds a folder, Ctrl+Alt+O opens a subtitle file for
    review, each by its key."""
    from app.qt import QAction, QFileDialog, QKeySequence

    keys = [key.toString() for action in window.findChildren(QAction) for key in action.shortcuts()]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    asked = []
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: asked.append("folder") or ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: asked.append("review") or ("", "")))
    window.activateWindow()
    window.queue.setFocus()
    control_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.queue, Qt.Key.Key_O, control_shift)
    qtbot.keyClick(window.queue, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert asked == ["folder", "review"]
    assert window.open_review_action.shortcut() == QKeySequence("Ctrl+Alt+O")


def test_pause_starts_no_new_job_and_start_goes_on(qtbot, window, tmp_path, jfk_wav):
    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(output_dir=str(out), formats=("srt",)))
    copies = [tmp_path / "one.wav", tmp_path / "two.wav"]
    for copy in copies:
        shutil.copy(jfk_wav, copy)
    first, second = window.controller.add(copies, target="tests.test_gui_fakes:two_speaker_job")
    assert window.start_action.text() == "Start"
    window.start_action.trigger()
    assert window.start_action.text() == "Pause"  # at once, while the model check runs
    qtbot.waitUntil(lambda: window.controller.is_running, timeout=60_000)
    window.start_action.trigger()  # paused while the first runs: it finishes, the second waits
    wait_final(qtbot, window, first)
    assert status(window, first) == DONE and status(window, second) == QUEUED
    window.start_action.trigger()
    wait_final(qtbot, window, second)
    assert status(window, second) == DONE, window.controller.item(second).message
    assert outputs_in(out) == ["one.json", "one.srt", "two.json", "two.srt"]


# --- closing -----------------------------------------------------------------------------------------------------
def test_closing_with_a_running_job_asks_then_stops_it_and_removes_its_output(qtbot, tmp_path, jfk_wav):
    window = MainWindow(open_settings(tmp_path / "settings.ini"), autostart=False, probe_devices=False)
    qtbot.addWidget(window)
    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(output_dir=str(out)))
    window.show()
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:endless_job")
    window.controller.start()
    qtbot.waitUntil(lambda: status(window, job) == "transcribing", timeout=60_000)
    assert outputs_in(out) == ["jfk.srt"]  # the half-written file
    pid = window.controller.item(job).handle.pid
    questions = []

    window.confirm_quit = lambda running: questions.append(running) or False
    assert not window.close()
    assert window.isVisible() and status(window, job) == "transcribing"

    window.confirm_quit = lambda running: questions.append(running) or True
    assert window.close()
    assert questions == [1, 1]
    assert status(window, job) == CANCELLED
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    assert outputs_in(out) == []


# --- start-up ----------------------------------------------------------------------------------------------------
def test_window_shows_without_importing_torch_or_numpy(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "app", "--report-startup", "--settings", str(tmp_path / "s.ini"),
         "--queue", str(tmp_path / "queue.sqlite3")],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["torch_imported"] is False and report["numpy_imported"] is False
