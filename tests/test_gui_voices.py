"""Known voices in the window: the settings reach the job, a rename remembers the voice, the dialog forgets one."""

from __future__ import annotations

from pathlib import Path

from app.settings import AppSettings, load_settings, open_settings, save_settings, spec_for
from app.voices_dialog import VoicesDialog
from core.voices import VoiceBook

EMBEDDER = "CAM++ campplus_cn_en_common/192"


def test_known_voices_setting_round_trips_and_needs_speaker_labelling(tmp_path: Path) -> None:
    qs = open_settings(tmp_path / "settings.ini")
    save_settings(qs, AppSettings(diarize=True, known_voices=True))
    loaded = load_settings(open_settings(tmp_path / "settings.ini"))
    assert loaded.known_voices is True
    assert spec_for(loaded, tmp_path / "a.wav").known_voices is True
    assert spec_for(loaded.replace(diarize=False), tmp_path / "a.wav").known_voices is False
    assert AppSettings().known_voices is False  # off until the user turns it on


def test_dialog_lists_and_forgets_a_voice(qtbot, tmp_path: Path) -> None:
    book = VoiceBook(tmp_path / "voices.json")
    book.remember("Diane", EMBEDDER, [1.0] + [0.0] * 191)
    book.remember("Sheila Rae", EMBEDDER, [0.0, 1.0] + [0.0] * 190)
    dialog = VoicesDialog(book=book)
    qtbot.addWidget(dialog)
    assert dialog.names() == ["Diane", "Sheila Rae"]
    assert str(book.path) in dialog.findChild(type(dialog.empty)).text()  # says where voices are kept
    assert not dialog.forget_button.isEnabled()
    dialog.table.selectRow(1)
    assert dialog.forget_button.isEnabled()
    dialog.forget_selected(confirm=False)
    assert dialog.names() == ["Diane"]
    assert [v.name for v in VoiceBook(book.path).voices()] == ["Diane"]
    dialog.table.selectRow(0)
    dialog.forget_selected(confirm=False)
    assert dialog.names() == [] and dialog.empty.isVisibleTo(dialog)


def test_settings_panel_has_the_known_voices_switch_and_opens_the_list(qtbot, tmp_path: Path, monkeypatch) -> None:
    from app.qt import QPushButton
    from app.settings_panel import SettingsPanel

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    VoiceBook().remember("Diane", EMBEDDER, [1.0] + [0.0] * 191)
    panel = SettingsPanel(AppSettings(diarize=True))
    qtbot.addWidget(panel)
    assert not panel.known_voices.isChecked()
    panel.known_voices.setChecked(True)
    assert panel.settings().known_voices is True
    shown: list[list[str]] = []
    monkeypatch.setattr(VoicesDialog, "exec", lambda self: shown.append(self.names()) or 0)
    panel.findChild(QPushButton, "manageVoices").click()
    assert shown == [["Diane"]]
