"""The review editor on a real finished job (pyannote's sample under a picture, tiny.en, offline diarization):
edits through the table, the keyboard and the waveform, each undone and redone, saved to every format and read
back; the player seeks and the highlighted cue follows it; rule marks are core's; a killed editor's autosave comes
back at the next start."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pysubs2
import pytest

from app.editor.cue_model import END, SPEAKER, START, TEXT, format_ms, parse_ms
from app.editor.window import EditorWindow
from app.qt import QMessageBox, QPoint, Qt
from core.cues import check_cues
from core.editing import cue_at, open_draft
from core.editing.recovery import pending_recoveries, recovery_path
from core.writers import read_json

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def editor(qtbot, review_copy: Path, tmp_path: Path):
    window = EditorWindow(review_copy, review_copy.with_suffix(".mp4"), recovery_base=tmp_path / "recovery")
    window.confirm_close = lambda: QMessageBox.StandardButton.Discard
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # qtbot closes it at the end
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.waveform.peaks is not None, timeout=30_000)
    return window


def unlabelled(text: str) -> str:
    """A cue's text without the "[Speaker] " labels SRT puts where the speaker changes."""
    return re.sub(r"^\[[^\]]+\] ", "", text, flags=re.MULTILINE)


def type_into(editor: EditorWindow, row: int, column: int, text: str) -> None:
    """What typing into a cell and pressing Enter does: the model's setData with the typed text."""
    editor.model.setData(editor.model.index(row, column), text)


def test_times_typed_in_cells() -> None:
    assert parse_ms("00:01:02.345") == 62_345 and parse_ms("1:02,5") == 62_500 and parse_ms("01:02") == 62_000
    assert parse_ms("1:75") is None and parse_ms("soon") is None
    assert format_ms(3_723_004) == "01:02:03.004"


def test_edit_split_merge_nudge_drag_speaker_undo_redo_then_save(qtbot, editor: EditorWindow,
                                                                  review_copy: Path) -> None:
    folder = review_copy.parent
    original = editor.draft
    before = {fmt: pysubs2.load(str(folder / f"sample.{fmt}")) for fmt in ("srt", "vtt", "ass")}
    states = [editor.draft]

    # a word, typed into the text cell
    row = max(range(len(original.cues)), key=lambda k: len(original.cues[k].words))
    word = original.cues[row].words[0].text.strip()
    type_into(editor, row, TEXT, editor.model.data(editor.model.index(row, TEXT)).replace(word, "Zyxwv", 1))
    assert "Zyxwv" in editor.draft.cues[row].text
    states.append(editor.draft)

    # split where the playhead is, then merge back
    editor.select_cue(row)
    cue = editor.draft.cues[row]
    editor.player.seek(round(cue.words[1].end * 1000) + 5)
    editor.table.setFocus()
    editor.split_current()
    assert len(editor.draft.cues) == len(original.cues) + 1
    states.append(editor.draft)
    editor.select_cue(row)
    editor.merge_current()
    assert len(editor.draft.cues) == len(original.cues)
    states.append(editor.draft)

    # nudge the start 100 ms later with the keyboard
    editor.select_cue(row)
    start = editor.draft.cues[row].start_ms
    qtbot.keyClick(editor.table, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert editor.draft.cues[row].start_ms == start + 100
    states.append(editor.draft)

    # drag the next cue's end 300 ms later on the waveform
    other = row + 1 if row + 1 < len(original.cues) else row - 1
    target = editor.draft.cues[other]
    wave = editor.waveform
    wave.set_zoom(200.0)
    wave.show_span(target.start_ms, target.end_ms)
    x_end = round(wave.x_of(target.end_ms))
    y = wave.height() // 2
    assert wave.edge_at(x_end) == (other, "end")
    qtbot.mousePress(wave, Qt.MouseButton.LeftButton, pos=QPoint(x_end, y))
    qtbot.mouseMove(wave, QPoint(x_end + 60, y))
    qtbot.mouseRelease(wave, Qt.MouseButton.LeftButton, pos=QPoint(x_end + 60, y))
    assert editor.draft.cues[other].end_ms == pytest.approx(target.end_ms + 300, abs=6)
    states.append(editor.draft)

    # give a cue to the other speaker through its speaker cell
    speakers = sorted({s for c in original.cues for s in c.speakers})
    was = editor.draft.cue_speaker(0)
    now = next(s for s in speakers if s != was)
    type_into(editor, 0, SPEAKER, now)
    assert editor.draft.cue_speaker(0) == now
    states.append(editor.draft)

    # every step undone, in order, then redone
    for state in reversed(states[:-1]):
        editor.undo.undo()
        assert editor.draft == state
    assert editor.draft == original and not editor.dirty
    for state in states[1:]:
        editor.undo.redo()
        assert editor.draft == state
    assert editor.dirty and editor.windowTitle().endswith("[*]")

    assert editor.save() and not editor.dirty
    saved = read_json(review_copy)
    assert saved.cues == editor.draft.cues
    edited = {row, other, 0}
    for fmt, old in before.items():
        new = pysubs2.load(str(folder / f"sample.{fmt}"))
        assert len(new) == len(old), fmt
        for k, (a, b) in enumerate(zip(old, new, strict=True)):
            if k == 1:  # after the reassigned first cue the speaker changes (or no longer does): only the label moves
                assert (a.start, a.end, unlabelled(a.plaintext)) == (b.start, b.end, unlabelled(b.plaintext))
            elif k not in edited:
                assert (a.start, a.end, a.plaintext) == (b.start, b.end, b.plaintext), (fmt, k)
        assert "Zyxwv" in new[row].plaintext
        grain = 10 if fmt == "ass" else 1  # ASS keeps centiseconds
        assert abs(new[row].start - (start + 100)) < grain
        assert abs(new[other].end - editor.draft.cues[other].end_ms) < grain
    assert json.loads(review_copy.read_text(encoding="utf-8"))["cues"][0]["lines"][0]["speaker"] == now


def test_refused_edit_changes_nothing_and_says_why(editor: EditorWindow) -> None:
    draft = editor.draft
    type_into(editor, 1, END, format_ms(draft.cues[1].start_ms - 500))
    assert editor.draft == draft and editor.undo.count() == 0
    assert "would end" in editor.status.text()
    type_into(editor, 1, START, "half past")
    assert editor.draft == draft and "Not a time: half past" in editor.status.text()


def test_rule_marks_are_exactly_cores(editor: EditorWindow) -> None:
    editor.select_cue(0)
    editor.merge_current()
    editor.select_cue(0)
    editor.merge_current()  # three cues in one: too long to read
    rejected = sorted({k for k, _ in check_cues(list(editor.draft.cues), editor.draft.rules,
                                                  editor.draft.label_style)})
    assert editor.model.marked_rows() == rejected and 0 in rejected
    tip = editor.model.data(editor.model.index(0, TEXT), Qt.ItemDataRole.ToolTipRole)
    assert tip.splitlines() == editor.draft.problems()[0]
    editor.select_cue(0)
    editor.fix_selected()
    assert 0 not in editor.model.marked_rows()


def test_the_player_seeks_to_a_cue_and_the_highlight_follows(qtbot, editor: EditorWindow) -> None:
    cues = editor.draft.cues
    editor.select_cue(3)
    assert editor.player.position() == cues[3].start_ms and editor.model.current == 3
    if not editor.player.available:
        pytest.skip(f"no QtMultimedia playback on this machine ({editor.player.problem}); cue_at is tested in "
                    "test_editing.py")
    qtbot.waitUntil(lambda: abs(editor.player._player.position() - cues[3].start_ms) < 300, timeout=10_000)
    editor.player.play()
    qtbot.waitUntil(lambda: editor.player.position() > cues[4].start_ms + 100, timeout=20_000)
    editor.player.pause()
    position = editor.player.position()
    assert editor.model.current == cue_at(cues, position)
    assert editor.waveform.playhead_ms == position


def test_renaming_a_speaker_in_every_cue_is_one_undoable_edit(editor: EditorWindow) -> None:
    before = editor.draft
    row = next(k for k in range(len(before.cues)) if before.cue_speaker(k) == "SPEAKER_01")
    editor.table.selectRow(row)
    offered: list[tuple[list[str], str | None]] = []

    def answer(speakers: list[str], current: str | None) -> tuple[str, str]:
        offered.append((speakers, current))
        return current or speakers[0], "Sheila"

    editor.ask_rename = answer
    editor.rename_speaker()
    [(speakers, current)] = offered
    assert current == "SPEAKER_01" and sorted(speakers) == ["SPEAKER_00", "SPEAKER_01"]  # the selected cue's first
    assert {s for cue in editor.draft.cues for s in cue.speakers} == {"SPEAKER_00", "Sheila"}
    assert editor.model.index(row, SPEAKER).data() == "Sheila"
    editor.undo.undo()
    assert editor.draft == before


def test_ctrl_k_with_the_cursor_inside_a_word_splits_at_the_nearest_word_boundary(qtbot, editor: EditorWindow) -> None:
    """Issue 38: the cursor between "Thanks" and "," made a cue of "," alone for 0.001 s."""
    from app.qt import QLineEdit

    shown = [editor.model.data(editor.model.index(k, TEXT)) for k in range(len(editor.draft.cues))]
    row, token = next((k, t) for k, text in enumerate(shown) for t in text.split()[:-1]
                      if len(t) > 1 and not t[-1].isalnum() and t[-2].isalnum())
    before = editor.draft.cues[row]
    editor.select_cue(row)
    index = editor.model.index(row, TEXT)
    editor.table.setCurrentIndex(index)
    editor.table.edit(index)
    qtbot.waitUntil(lambda: isinstance(editor.table.focusWidget(), QLineEdit))
    line = editor.table.focusWidget()
    line.setCursorPosition(shown[row].index(token) + len(token) - 1)  # between the word and its punctuation
    qtbot.keyClick(line, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert len(editor.draft.cues) == len(shown) + 1
    first, second = editor.draft.cues[row], editor.draft.cues[row + 1]
    assert first.text.split()[-1] == token and second.text.strip()[0].isalnum()
    assert first.words + second.words == before.words
    assert min(first.duration_ms, second.duration_ms) >= 100
    editor.undo.undo()
    assert editor.draft.cues[row] == before


def test_shortcuts_are_listed(editor: EditorWindow) -> None:
    listed = dict(editor.shortcut_list())
    for name in ("Play/Pause", "Previous cue", "Next cue", "Replay cue", "Split", "Merge with next",
                 "Start later (100 ms)", "End earlier (10 ms)", "Undo"):
        assert listed.get(name), name
    dialog = editor.show_shortcuts()
    assert dialog.isVisible()


KILLED_EDITOR = """
import sys
from pathlib import Path
from app.__main__ import create_application
from app.editor.window import EditorWindow
app = create_application()
json_path, base = Path(sys.argv[1]), Path(sys.argv[2])
window = EditorWindow(json_path, None, recovery_base=base)
window.show()
window.model.setData(window.model.index(0, 5), "Words nobody saved.")
app.exec()
"""


def test_a_killed_editor_leaves_a_recovery_that_the_next_start_restores(qtbot, review_copy: Path,
                                                                         tmp_path: Path) -> None:
    from app.main_window import MainWindow
    from app.settings import open_settings

    base = tmp_path / "recovery"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen([sys.executable, "-c", KILLED_EDITOR, str(review_copy), str(base)], cwd=ROOT, env=env)
    try:
        deadline = time.monotonic() + 60
        while not recovery_path(review_copy, base).exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert recovery_path(review_copy, base).exists()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert open_draft(review_copy).cues[0].text != "Words nobody saved."  # the job's files were never touched

    window = MainWindow(open_settings(tmp_path / "settings.ini"), autostart=False, probe_devices=False,
                        recovery_base=base)
    qtbot.addWidget(window)
    asked: list[Path] = []
    window.confirm_restore = lambda path, _when: asked.append(path) or True
    [restored] = window.offer_recoveries()
    assert asked == [review_copy.resolve()]
    assert isinstance(restored, EditorWindow) and restored.dirty
    assert restored.draft.cues[0].text == "Words nobody saved."
    assert restored.save() and not recovery_path(review_copy, base).exists()
    assert open_draft(review_copy).cues[0].text == "Words nobody saved."
    assert pending_recoveries(base) == []
    restored.close()


ANSWER_RESTORE = """
# sitecustomize of a window started as a subprocess: the restore question is answered "No" and printed, and the
# window quits, so a test can see what the start-up offered without a person at the screen.
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


def question(_parent, title, text, *_args, **_kwargs):
    print(f"ASKED {title}: {text}", flush=True)
    QTimer.singleShot(0, QApplication.instance().quit)
    return QMessageBox.StandardButton.No


QMessageBox.question = staticmethod(question)
"""


def test_the_gui_command_offers_an_unsaved_review_back_at_start(review_copy: Path, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 38: only `make run` offered a crash's unsaved review back; `whisper-subtitler gui` (the installed console
    script, here in its own process) goes through the same start-up now."""
    from core.editing import set_text
    from core.editing.recovery import write_recovery

    script = Path(sys.executable).with_name("whisper-subtitler")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the user data folder, here and in the child
    # where the editor autosaves: the user data folder
    left = write_recovery(set_text(open_draft(review_copy), 0, "Words nobody saved."), review_copy)
    assert pending_recoveries() and left.parent == tmp_path / "data" / "whisper-subtitler" / "recovery"
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(ANSWER_RESTORE, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(hook), str(ROOT), os.environ.get("PYTHONPATH", "")]))
    child = subprocess.Popen([str(script), "gui", "--paused", "--settings", str(tmp_path / "settings.ini"),
                              "--queue", str(tmp_path / "queue.sqlite")],
                             cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = child.communicate(timeout=90)  # the hook quits the window once it was asked
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        pytest.fail(f"the window started without offering the unsaved review back: {out[-1000:]}{err[-1000:]}")
    assert child.returncode == 0, out[-2000:] + err[-2000:]
    assert f"ASKED Unsaved review: The review of {review_copy.name} was not saved" in out
    assert pending_recoveries() == []  # answered "No": discarded, and not asked again at the next start


def test_undoing_every_edit_leaves_no_recovery(editor: EditorWindow, review_copy: Path) -> None:
    type_into(editor, 0, TEXT, "Changed.")
    editor.autosave()
    assert recovery_path(review_copy, editor.recovery_base).exists()
    editor.undo.undo()
    editor.autosave()
    assert not editor.dirty and not recovery_path(review_copy, editor.recovery_base).exists()


def test_closing_with_unsaved_edits_asks(qtbot, editor: EditorWindow, review_copy: Path) -> None:
    type_into(editor, 0, TEXT, "Changed.")
    editor.autosave()
    editor.confirm_close = lambda: QMessageBox.StandardButton.Cancel
    assert not editor.close() and editor.isVisible()
    editor.confirm_close = lambda: QMessageBox.StandardButton.Discard
    assert editor.close()
    assert not recovery_path(review_copy, editor.recovery_base).exists()
    assert open_draft(review_copy).cues[0].text != "Changed."


def test_a_finished_job_opens_in_the_editor_by_double_click(qtbot, tmp_path: Path, jfk_wav: Path) -> None:
    from app.queue_view import allowed_actions
    from tests.test_gui import make_window, wait_final

    window = make_window(qtbot, tmp_path)
    window.recovery_base = tmp_path / "recovery"
    window.apply_settings(window.settings.replace(output_dir=str(tmp_path / "out")))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:two_speaker_job")
    assert "review" not in allowed_actions(window.controller.item(job))  # nothing to review before it ran
    window.controller.start()
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert "review" in allowed_actions(item)
    window.queue.select_job(job)
    assert window.review_action.isEnabled()
    window._on_double_click(window.queue.queue_model.index(window.queue.queue_model.row_of(job), 0))
    [editor] = window.editors
    assert isinstance(editor, EditorWindow) and editor.isVisible()
    assert editor.draft.cues == read_json(item.json_output).cues
    type_into(editor, 0, TEXT, "Reviewed words.")
    assert editor.save()
    assert "Reviewed words." in window.preview.plain_text()  # the window shows the saved review
    editor.close()


def test_a_subtitle_file_from_elsewhere_opens_with_its_media_and_saves_beside_it(
        qtbot, tmp_path: Path, sample_wav: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.test_gui import make_window

    folder = tmp_path / "film"
    folder.mkdir()
    (folder / "film.wav").write_bytes(sample_wav.read_bytes())
    srt = folder / "film.en.srt"
    srt.write_text("1\n00:00:06,500 --> 00:00:07,200\nHello?\n\n2\n00:00:07,600 --> 00:00:08,200\nHello?\n",
                   encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    window.recovery_base = tmp_path / "recovery"
    editor = window.review_file(srt)
    assert isinstance(editor, EditorWindow)
    assert editor.media == folder / "film.wav" and editor.json_path == folder / "film.en.json"
    assert [c.text for c in editor.draft.cues] == ["Hello?", "Hello?"] and editor.dirty
    type_into(editor, 1, TEXT, "Oh, hello.")
    assert editor.save()
    assert [e.plaintext for e in pysubs2.load(str(srt))] == ["Hello?", "Oh, hello."]
    assert read_json(folder / "film.en.json").cues == editor.draft.cues
    editor.close()
    (folder / "other.json").write_text("{}", encoding="utf-8")
    (folder / "other.srt").write_text(srt.read_text(encoding="utf-8"), encoding="utf-8")
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    assert window.review_file(folder / "other.srt") is None  # saving would replace a JSON that is not ours
    assert warned and "not a whisper-subtitler transcript JSON" in warned[0]


def test_playback_check_plays_the_job_video_in_its_own_process(reviewed_job: Path):
    """`python -m app.editor.playback_check` (what the bundle test runs frozen) plays a real video here, or says
    exactly why not: a QtMultimedia that cannot load is a sentence, never a hang."""
    done = subprocess.run([sys.executable, "-m", "app.editor.playback_check", str(reviewed_job / "sample.mp4"),
                           "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    report = json.loads(done.stdout.strip().splitlines()[-1])
    if report["problem"].startswith("QtMultimedia cannot load"):
        assert done.returncode == 1
        pytest.skip(f"no QtMultimedia here: {report['problem']}")
    assert done.returncode == 0, done.stderr[-2000:]
    assert report["played"] and report["video"] and report["position_ms"] >= 600
    assert 29_000 <= report["duration_ms"] <= 31_000  # pyannote's sample is 30 s


def test_playback_check_refuses_a_missing_file(tmp_path: Path):
    done = subprocess.run([sys.executable, "-m", "app.editor.playback_check", str(tmp_path / "gone.mp4")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "no such file" in done.stderr
