"""Issue 38 item 10: at 900x600 with the settings open, and in German, no text the window shows is cut or left in
English: the backend menu's text, the speaker table's columns, a failed job's reason in the Status column, the HF
token's label beside its field, and the backend's device and reason (pytest-qt, offscreen, the real catalogues)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import FINAL_STATES  # noqa: E402 - imported once the offscreen platform is set
from app.qt import (  # noqa: E402 - imported once the offscreen platform is set
    QApplication,
    QComboBox,
    QPoint,
    QSize,
    QStyle,
    QStyleOptionComboBox,
    Qt,
    QTableWidget,
    QWidget,
)
from app.queue_view import COL_STATUS  # noqa: E402 - imported once the offscreen platform is set
from tests.test_gui import make_window  # noqa: E402 - imported once the offscreen platform is set

FAKE_JOB = "tests.test_gui_fakes:two_speaker_job"


@pytest.fixture
def speak(tmp_path_factory: pytest.TempPathFactory):
    """The window in a language for one test (its catalogue compiled from the repository's), English after it."""
    from app.qt import QLocale
    from app.resources import compile_translations, install_translators, translation_sources

    folder = tmp_path_factory.mktemp("qm")
    compile_translations(translation_sources(), into=folder)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    yield lambda language: install_translators(app, QLocale(language), folder=folder)
    install_translators(app, QLocale("en"), folder=folder)


def combo_text_cut(combo: QComboBox) -> bool:
    """Whether the text a closed menu shows is wider than the room its style gives the text."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    return combo.fontMetrics().horizontalAdvance(combo.currentText()) > field.width()


def table_text_cut(table: QTableWidget) -> list[str]:
    """Headers and cells wider than their column (a few pixels of padding each side)."""
    metrics, cut = table.fontMetrics(), []
    room = table.viewport().width()
    if sum(table.columnWidth(c) for c in range(table.columnCount())) > room:
        cut.append(f"columns {[table.columnWidth(c) for c in range(table.columnCount())]} in {room} px")
    for column in range(table.columnCount()):
        width = table.columnWidth(column)
        header = table.horizontalHeaderItem(column)
        texts = [header.text()] if header is not None else []
        texts += [table.item(r, column).text() for r in range(table.rowCount()) if table.item(r, column)]
        icon = table.iconSize().width() + 4 if column == 0 else 0
        cut += [f"{text!r} in {width} px" for text in texts if metrics.horizontalAdvance(text) + icon + 12 > width]
    return cut


def apart(label: QWidget, field: QWidget, gap: int = 8) -> bool:
    """Whether the label's text ends at least `gap` pixels before its field begins, or sits above it."""
    common = field.parentWidget()
    top_left = label.mapTo(common, QPoint(0, 0))
    field_left = field.mapTo(common, QPoint(0, 0))
    above = top_left.y() + label.height() <= field_left.y()
    text_end = top_left.x() + label.fontMetrics().horizontalAdvance(label.text().replace("&", ""))
    return above or text_end + gap <= field_left.x()


def filled_window(qtbot, tmp_path: Path, jfk_wav: Path):
    """A window with a finished two-speaker job (the fake job writes real outputs) and a failed one (a real empty
    file through the real worker), the settings open, and the real device probe's answer in the settings."""
    window = make_window(qtbot, tmp_path)
    window.apply_settings(window.settings.replace(output_dir=str(tmp_path / "out")))
    empty = tmp_path / "leer.wav"
    empty.write_bytes(b"")
    [done] = window.controller.add([jfk_wav], target=FAKE_JOB)
    [failed] = window.controller.add([empty])
    window.controller.start()
    qtbot.waitUntil(lambda: all(window.controller.item(j).status in FINAL_STATES for j in (done, failed)),
                    timeout=120_000)
    window.queue.select_job(done)
    window.settings_dock.show()
    window.refresh_devices()
    qtbot.waitUntil(lambda: window.settings_panel._backend_states != {}, timeout=180_000)
    return window, done, failed


@pytest.mark.parametrize("language", ["en", "de"])
def test_nothing_is_cut_or_left_in_english_at_900x600_with_the_settings_open(qtbot, speak, tmp_path, jfk_wav,
                                                                           language):
    speak(language)
    window, done, failed = filled_window(qtbot, tmp_path, jfk_wav)
    panel = window.settings_panel
    for size in (QSize(900, 600), QSize(1400, 900)):
        window.resize(size)
        qtbot.wait(300)
        QApplication.processEvents()
        assert not combo_text_cut(panel.backend), (size, panel.backend.currentText(), panel.backend.width())
        assert table_text_cut(window.preview.speakers) == [], size

        model = window.queue.queue_model
        reason = window.controller.item(failed).message
        shown = model.index(model.row_of(failed), COL_STATUS).data()
        assert shown == reason  # the reason itself, from its start: the red cross says it failed

        token_label = panel.findChild(QWidget, "tokenLabel")
        assert token_label is not None and apart(token_label, panel.token), size

    note = panel.backend_note.text()
    assert "best working backend" not in note and "threads)" not in note
    if language == "de":
        assert note.startswith("Das beste Backend, das hier funktioniert: ") and "Threads" in note
        assert model.index(model.row_of(failed), COL_STATUS).data(Qt.ItemDataRole.AccessibleTextRole).startswith(
            "Fehlgeschlagen: ")
