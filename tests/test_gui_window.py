"""The window's layout and its messages (pytest-qt, QT_QPA_PLATFORM=offscreen): every control fully visible from
900x600 up, "Open folder" where no launcher answers (the offscreen platform has none, as a bare desktop), the
finished job's folder as a link in the log, a failed job's whole reason with what to do, and the smaller points of
issue 17 (rules in the panel, the file filter, the paused queue, asking before Del, `gui --help`)."""

from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import CANCELLED, DONE, FAILED, QUEUED, RUNNING_STATES  # noqa: E402 - imported once the offscreen platform is set
from app.failure_help import ADVICE, advice_for  # noqa: E402 - imported once the offscreen platform is set
from app.main_window import MainWindow  # noqa: E402 - imported once the offscreen platform is set
from app.open_path import PathMessage  # noqa: E402 - imported once the offscreen platform is set
from app.progress import ProgressTracker  # noqa: E402 - imported once the offscreen platform is set
from app.qt import (  # noqa: E402 - imported once the offscreen platform is set
    QApplication,
    QComboBox,
    QDesktopServices,
    QLabel,
    QLineEdit,
    QObject,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTextCursor,
    QUrl,
    QWidget,
    Slot,
)
from app.settings import load_settings, open_settings  # noqa: E402 - imported once the offscreen platform is set
from core.events import Progress, StageStarted  # noqa: E402 - imported once the offscreen platform is set
from core.types import CueRules  # noqa: E402 - imported once the offscreen platform is set
from tests.test_gui import make_window, offline_settings, status, wait_final  # noqa: E402 - imported once the offscreen platform is set

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def window(qtbot, tmp_path):
    return make_window(qtbot, tmp_path)


def copies(source: Path, folder: Path, *names: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy(source, folder / name)
    return [folder / name for name in names]


# --- item 5: layout ----------------------------------------------------------------------------------------------
def _scrolls(viewport: QWidget) -> tuple[bool, bool] | None:
    """(horizontal, vertical) scrolling of the scroll area whose viewport this is; None for any other widget."""
    from PySide6.QtWidgets import QAbstractScrollArea

    area = viewport.parentWidget()
    if isinstance(area, QAbstractScrollArea) and area.viewport() is viewport:
        off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        return area.horizontalScrollBarPolicy() != off, area.verticalScrollBarPolicy() != off
    return None


def cut_off(window: QWidget) -> list[str]:
    """Every shown control that is smaller than it asks to be, or that reaches outside an ancestor where no scroll
    bar can bring the rest into view (text or buttons cut off, like "Brows" for "Browse...")."""
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QProgressBar

    problems = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QLabel, QProgressBar)):
            continue
        if not widget.isVisible() or isinstance(widget.parentWidget(), (QComboBox, QAbstractSpinBox)):
            continue
        if isinstance(widget, QLabel) and not widget.text():
            continue
        text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
        name = f"{type(widget).__name__} {text or widget.accessibleName()!r}"
        if isinstance(widget, QLabel) and widget.wordWrap():
            if widget.height() < widget.heightForWidth(widget.width()):
                problems.append(f"{name}: {widget.height()} px high, needs {widget.heightForWidth(widget.width())}")
        else:
            want = widget.minimumSizeHint() if isinstance(widget, (QLineEdit, QComboBox)) else widget.sizeHint()
            if widget.width() < want.width() or widget.height() < want.height():
                problems.append(f"{name}: {widget.width()}x{widget.height()}, needs {want.width()}x{want.height()}")
        ancestor = widget.parentWidget()
        while ancestor is not None:
            rect = QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())
            inside = ancestor.rect()
            scrolls = _scrolls(ancestor)
            if scrolls is not None:
                across, down = scrolls
                sideways_ok = across or (rect.left() >= inside.left() and rect.right() <= inside.right())
                if not sideways_ok:
                    problems.append(f"{name}: cut off at the side of a scroll area that cannot scroll sideways")
                break  # scrolling brings the rest into view; the area itself is checked as a widget of its own
            if not inside.contains(rect):
                problems.append(f"{name}: {rect.getRect()} reaches outside {type(ancestor).__name__} "
                                f"{inside.getRect()}")
                break
            if ancestor is window:
                break
            ancestor = ancestor.parentWidget()
    return problems


def fill_for_layout(window: MainWindow, tmp_path: Path, jfk_wav: Path) -> None:
    names = ["Interview with the mayor of a town with a rather long name, part 1.wav", "b.wav", "c.wav",
             "d.wav", "e.wav"]
    media = copies(jfk_wav, tmp_path / "media", *names)
    (tmp_path / "media" / "notes.txt").write_text("not media")
    window.add_paths(media + [tmp_path / "media" / "notes.txt", tmp_path / "gone.wav"])
    window.settings_dock.show()


@pytest.mark.parametrize("size", [QSize(900, 600), QSize(1400, 900), QSize(1180, 760)])
def test_every_control_is_fully_visible_and_the_queue_keeps_its_rows(qtbot, window, tmp_path, jfk_wav, size):
    fill_for_layout(window, tmp_path, jfk_wav)
    window.resize(size)
    qtbot.wait(200)
    QApplication.processEvents()
    assert window.size() == size  # the window's minimum size allows it

    queue = window.queue
    row_height = queue.verticalHeader().defaultSectionSize()
    for expanded, rows in ((True, 2), (False, 4)):  # the Skipped box open, then closed
        window.skipped_toggle.setChecked(expanded)
        qtbot.wait(200)
        assert window.skipped_list.isVisible() == expanded
        assert cut_off(window) == []
        assert queue.viewport().height() >= rows * row_height, (expanded, queue.viewport().height())
    assert queue.columnWidth(0) >= 150  # the file names keep room beside the settings
    assert window.drop_zone.height() <= 40  # slim once the queue has rows
    assert window.settings_panel.width() >= window.settings_panel.minimumSizeHint().width()
    for action in window.toolbar.actions():  # nothing hides behind the toolbar's overflow menu
        button = window.toolbar.widgetForAction(action)
        if button is not None and action.isVisible():
            assert button.isVisible(), action.text()

    window.resizeDocks([window.settings_dock], [1], Qt.Orientation.Horizontal)  # the settings as narrow as they go
    qtbot.wait(200)
    assert cut_off(window) == []
    window.resizeDocks([window.settings_dock], [size.width()], Qt.Orientation.Horizontal)  # and as wide
    qtbot.wait(200)
    assert cut_off(window) == []
    assert queue.columnWidth(0) >= 100


def test_the_drop_zone_is_full_size_while_the_queue_is_empty(qtbot, window, tmp_path, jfk_wav):
    assert window.drop_zone.height() >= 60
    [job] = window.add_paths(copies(jfk_wav, tmp_path, "a.wav"))
    assert window.drop_zone.height() <= 40
    window.confirm_remove = lambda item: True
    window.run_action("remove", job)
    assert window.drop_zone.height() >= 60


# --- item 4: opening folders and files ----------------------------------------------------------------------------
class Launcher(QObject):
    """A desktop handler for file URLs, registered through Qt's own QDesktopServices.setUrlHandler."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url.toLocalFile())


def test_open_folder_and_subtitle_without_a_launcher_say_so_with_the_path_to_copy(qtbot, window, tmp_path,
                                                                                   jfk_wav):
    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(output_dir=str(out), formats=("srt",)))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:two_speaker_job")
    window.controller.start()
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE

    window.run_action("open-folder", job)  # offscreen Qt has no desktop services: openUrl returns False
    message = window.path_message
    assert isinstance(message, PathMessage) and message.isVisible()
    assert message.windowTitle() == "Could not open the folder"
    assert message.path.text() == str(out) and message.path.isReadOnly()
    assert message.text.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    message.copy_button.click()
    assert QApplication.clipboard().text() == str(out)
    assert any("Could not open the folder" in line and str(out) in line for line in window.log.lines())
    message.close()

    window.run_action("open-subtitle", job)
    assert window.path_message.windowTitle() == "Could not open the file"
    assert window.path_message.path.text() == str(out / "jfk.srt")
    window.path_message.close()

    launcher = Launcher()
    QDesktopServices.setUrlHandler("file", launcher, "open")
    try:
        window.run_action("open-folder", job)
        assert launcher.opened == [str(out)] and window.path_message is None
    finally:
        QDesktopServices.unsetUrlHandler("file")


def test_open_folder_that_is_gone_says_the_folder_does_not_exist(qtbot, window, tmp_path, jfk_wav):
    [job] = window.add_paths(copies(jfk_wav, tmp_path / "gone", "a.wav"))
    shutil.rmtree(tmp_path / "gone")  # the queued file's folder, where its subtitles would go, is deleted
    window.run_action("open-folder", job)
    assert window.path_message.windowTitle() == "The folder does not exist"
    assert window.path_message.path.text() == str(tmp_path / "gone")


# --- item 7: the finished line names the folder once, as a link ---------------------------------------------------
def test_a_real_finished_job_logs_its_folder_as_a_link_that_opens_it(qtbot, window, tmp_path, jfk_wav,
                                                                      ct2_tiny_en):
    out = tmp_path / "subtitles"
    window.apply_settings(offline_settings(out, ct2_tiny_en, formats=("srt", "vtt")))
    [job] = window.add_paths([jfk_wav])
    window.controller.start()
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE, window.controller.item(job).message

    [line] = [line for line in window.log.lines() if "Finished" in line]
    assert line.endswith(f"Finished jfk.wav: jfk.srt, jfk.vtt, jfk.json in {out}")
    assert line.count(str(out)) == 1
    assert window.log.links() == [str(out)]

    document = window.log.document()  # click the link where it is drawn
    found = document.find(str(out))
    cursor = QTextCursor(found)
    cursor.setPosition(found.selectionStart() + 3)
    point = window.log.cursorRect(cursor).center()
    qtbot.mouseClick(window.log.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert isinstance(window.path_message, PathMessage)  # no launcher here: the message with the path
    assert window.path_message.path.text() == str(out)


# --- item 6: a failed job's reason and what to do -----------------------------------------------------------------
def test_failed_jobs_show_the_whole_reason_and_what_to_do_next(qtbot, window, tmp_path, jfk_wav):
    from core.errors import CorruptMediaError
    from core.media import decode_audio

    bad = tmp_path / "a recording whose name is long enough to be cut off in the queue.wav"
    bad.write_bytes(b"RIFF\x24\x00\x00\x00WAVEfmt " + os.urandom(400))
    with pytest.raises(CorruptMediaError) as expected:
        decode_audio(bad)
    out = tmp_path / "out"
    out.mkdir()
    [existing] = copies(jfk_wav, tmp_path, "talk.wav")
    (out / "talk.srt").write_text("an older subtitle")
    window.apply_settings(window.settings.replace(output_dir=str(out), formats=("srt",), overwrite="fail"))
    broken, exists = window.add_paths([bad, existing])
    window.controller.start()
    wait_final(qtbot, window, broken, exists)
    assert status(window, broken) == FAILED and status(window, exists) == FAILED

    window.queue.select_job(broken)
    item = window.controller.item(broken)
    assert item.error_kind == "media-corrupt"
    assert window.preview.title.text() == f"{bad.name} failed"
    text = window.preview.plain_text()
    assert f"Failed: {expected.value.message}" in text  # the whole reason, not the Status column's cut
    assert f"File: {bad}" in text
    assert f"What to do: {ADVICE['media-corrupt']}" in text
    model = window.queue.queue_model
    tip = model.index(model.row_of(broken), 2).data(Qt.ItemDataRole.ToolTipRole)
    assert expected.value.message in tip and ADVICE["media-corrupt"] in tip

    window.queue.select_job(exists)
    assert window.controller.item(exists).error_kind == "output-exists"
    assert f"What to do: {ADVICE['output-exists']}" in window.preview.plain_text()
    assert (out / "talk.srt").read_text() == "an older subtitle"

    window.controller.pause()
    window.queue.select_job(broken)
    window.run_action("retry", broken)  # queued again: the failure text goes away
    assert status(window, broken) == QUEUED
    assert window.preview.title.text() == f"Transcript of {bad.name}"
    assert "What to do" not in window.preview.plain_text()


def test_advice_follows_the_kind():
    assert advice_for("media-corrupt") == ADVICE["media-corrupt"]
    assert advice_for("media-something-new") == ADVICE["media"]  # a new kind gets its family's advice
    assert advice_for("out-of-memory") == ADVICE["out-of-memory"]  # the runner gives it to any memory error
    assert "smaller model" in ADVICE["out-of-memory"] and "CPU" in ADVICE["out-of-memory"]
    assert advice_for("no-such-kind") == ADVICE["internal"]


def test_a_running_job_shows_where_its_model_runs(qtbot, window, tmp_path, jfk_wav):
    """The Device column and the progress tooltip come from the job's StageStarted event, not from a message."""
    from app.queue_view import COL_DEVICE, COL_PROGRESS

    window.apply_settings(window.settings.replace(output_dir=str(tmp_path / "out")))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:endless_job")
    window.controller.start()
    qtbot.waitUntil(lambda: status(window, job) == "transcribing", timeout=60_000)
    model = window.queue.queue_model
    row = model.row_of(job)
    assert window.controller.item(job).device == "cuda:0" and model.index(row, COL_DEVICE).data() == "cuda:0"
    assert model.index(row, COL_PROGRESS).data(Qt.ItemDataRole.ToolTipRole) == "faster-whisper tiny on cuda:0"
    window.controller.cancel(job)


def test_a_killed_worker_is_explained_as_memory_or_crash(qtbot, window, tmp_path, jfk_wav):
    import signal

    window.apply_settings(window.settings.replace(output_dir=str(tmp_path / "out")))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:endless_job")
    window.queue.select_job(job)
    window.controller.start()
    qtbot.waitUntil(lambda: status(window, job) == "transcribing", timeout=60_000)
    os.kill(window.controller.item(job).handle.pid, signal.SIGKILL)
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert item.error_kind == "out-of-memory"  # SIGKILL: what the kernel's OOM killer sends
    assert "may have run out of memory" in item.message
    assert f"What to do: {ADVICE['out-of-memory']}" in window.preview.plain_text()


# --- item 8: smaller points ---------------------------------------------------------------------------------------
def test_gap_and_pause_rules_are_in_the_panel_and_reach_the_job(window, tmp_path):
    panel = window.settings_panel
    defaults = CueRules()
    assert panel.min_gap.value() == pytest.approx(defaults.min_gap)
    assert panel.max_pause.value() == pytest.approx(defaults.max_pause)
    panel.min_gap.setValue(0.2)
    panel.max_pause.setValue(0.9)
    spec = window.spec_for_path(Path("/media/talk.wav"))
    assert spec.rules.min_gap == pytest.approx(0.2) and spec.rules.max_pause == pytest.approx(0.9)
    saved = load_settings(open_settings(tmp_path / "settings.ini")).rules
    assert (saved.min_gap, saved.max_pause) == (pytest.approx(0.2), pytest.approx(0.9))
    window.apply_settings(window.settings.replace(rules=CueRules(min_gap=0.05, max_pause=2.5)))
    assert (panel.min_gap.value(), panel.max_pause.value()) == (pytest.approx(0.05), pytest.approx(2.5))


def test_the_add_files_filter_lists_media_only(window, monkeypatch):
    from app.qt import QFileDialog
    from core.media import MEDIA_EXTENSIONS

    seen = []
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        staticmethod(lambda *args: seen.append(args[3]) or ([], "")))
    window.add_files_action.trigger()
    media_filter, all_files = seen[0].split(";;")
    assert all_files == "All files (*)"
    patterns = media_filter[media_filter.index("(") + 1:media_filter.rindex(")")].split()
    assert "*" not in patterns

    def listed(name: str) -> bool:
        return any(fnmatch.fnmatchcase(name, p) for p in patterns)

    assert all(listed(f"clip{ext}") and listed(f"CLIP{ext.upper()}") for ext in MEDIA_EXTENSIONS)
    assert not any(listed(name) for name in ("notes.txt", "cover.jpg", "episode.srt", "Makefile"))


def test_the_time_left_counts_down_while_a_stage_reports_nothing():
    t = ProgressTracker(diarize=True)
    t.update(Progress("decoding", 1.0), now=0.0)
    t.update(StageStarted("loading", "faster-whisper", "tiny", "cpu"), now=1.0)
    t.update(Progress("transcribing", 1.0), now=10.0)
    t.update(StageStarted("diarizing"), now=10.0)  # then diarization says nothing for a while
    first = t.eta(10.0)
    assert first == pytest.approx(10.0 * (1 - t.overall) / t.overall)
    later = [t.eta(10.0 + s) for s in (1.0, 2.0, 3.0)]
    assert later == pytest.approx([first - 1.0, first - 2.0, first - 3.0])  # counts down, never up
    assert t.eta(10.0 + first + 1.0) is None  # run out without news: no made-up number
    t.update(Progress("diarizing", 0.5), now=30.0)  # news: a fresh estimate from the average rate
    assert t.eta(30.0) == pytest.approx(30.0 * (1 - t.overall) / t.overall)


def test_the_status_bar_says_when_the_queue_is_paused(qtbot, window, tmp_path, jfk_wav):
    assert window.queue_state.text() == "Queue paused (empty)"
    window.apply_settings(window.settings.replace(output_dir=str(tmp_path / "out")))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:endless_job")
    assert window.queue_state.text() == "Queue paused" and window.queue_state.isVisible()
    window.start_action.trigger()  # the queue starts once the model check (off the GUI thread) has said yes
    qtbot.waitUntil(lambda: window.queue_state.text() == "Queue running", timeout=10_000)
    window.start_action.trigger()  # paused while the job runs: said, although the job goes on
    assert window.queue_state.text() == "Queue paused" and status(window, job) in RUNNING_STATES
    window.controller.cancel(job)


def test_del_asks_first_and_never_leaves_the_running_job_selected(qtbot, window, tmp_path, jfk_wav):
    window.apply_settings(window.settings.replace(output_dir=str(tmp_path / "out")))
    [running] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:endless_job")
    window.controller.start()
    qtbot.waitUntil(lambda: status(window, running) == "transcribing", timeout=60_000)
    waiting = window.add_paths(copies(jfk_wav, tmp_path, "b.wav", "c.wav"))
    asked = []
    window.confirm_remove = lambda item: asked.append(item.path.name) or False
    window.queue.select_job(waiting[0])
    window.queue.setFocus()
    qtbot.keyClick(window.queue, Qt.Key.Key_Delete)
    assert asked == ["b.wav"] and waiting[0] in window.controller.ids()  # "No" keeps it

    window.confirm_remove = lambda item: asked.append(item.path.name) or True
    qtbot.keyClick(window.queue, Qt.Key.Key_Delete)
    assert waiting[0] not in window.controller.ids()
    assert window.queue.selected_id() == waiting[1]  # the next row that is not running
    qtbot.keyClick(window.queue, Qt.Key.Key_Delete)  # the last waiting row: only the running job is left
    assert window.controller.ids() == [running]
    assert window.queue.selected_id() is None
    qtbot.keyClick(window.queue, Qt.Key.Key_Escape)  # so Esc cancels nothing
    assert status(window, running) in RUNNING_STATES
    window.controller.cancel(running)
    assert status(window, running) == CANCELLED


def test_gui_help_lists_the_window_options_and_they_are_used(tmp_path):
    shown = subprocess.run([sys.executable, "-m", "whisper_subtitler", "gui", "--help"], cwd=ROOT, capture_output=True,
                           text=True, timeout=60)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("usage: whisper-subtitler gui")
    for option in ("--settings INI", "--queue FILE", "--paused", "files"):
        assert option in shown.stdout
    ini, queue = tmp_path / "chosen.ini", tmp_path / "queue.sqlite3"
    started = subprocess.run([sys.executable, "-m", "whisper_subtitler", "gui", "--settings", str(ini),
                              "--queue", str(queue), "--report-startup"],
                             cwd=ROOT, capture_output=True, text=True, timeout=120,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert started.returncode == 0, started.stderr
    assert ini.exists() and queue.exists()  # the window kept its settings and queue where the options said


def test_a_model_answering_none_many_times_does_not_crash_the_interpreter():
    """PySide6 6.12 on Python 3.11 takes a reference from None each time a Python data() answers None (the queue
    repaints do, every few hundred milliseconds while a job runs); app.qt guards against the none_dealloc abort."""
    code = ("import sys\ncalls = 3 * sys.getrefcount(None)\n"
            "from app.qt import QModelIndex, Qt\nfrom PySide6.QtCore import QAbstractListModel\n"
            "class M(QAbstractListModel):\n"
            "    def rowCount(self, parent=QModelIndex()):\n        return 1\n"
            "    def data(self, index, role=Qt.ItemDataRole.DisplayRole):\n        return None\n"
            "m = M()\ni = m.index(0, 0)\nfor _ in range(calls):\n"
            "    i.data(Qt.ItemDataRole.ToolTipRole)\nprint('answered')\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "answered", done.stderr[-2000:]
