"""A new user's first minutes in the window (pytest-qt, offscreen), issue 38 item 9: Start on an empty queue says
nothing about models, the banner offers first the local model of the name asked for, the settings never promise a
download that cannot happen, the model list marks what is on this computer, and `make run`'s paused demo says to
press Start. The connection check is injected: no test opens a connection."""

from __future__ import annotations

import os
import shutil

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import FINAL_STATES, QUEUED  # noqa: E402 - imported once the offscreen platform is set
from tests.test_gui_first_run import Hub, fake_hub_download, make_window, never_asked  # noqa: E402 - imported once the offscreen platform is set

JOB_TIMEOUT_MS = 300_000  # two shared CPU cores: a deadline, not a measurement


@pytest.fixture(autouse=True)
def empty_caches(tmp_path, monkeypatch):
    """A new user: nothing downloaded, no bundle, the real hub address (never contacted)."""
    from core.models.bundled import BUNDLED_MODELS_ENV

    monkeypatch.setenv("WHISPER_SUBTITLER_CACHE", str(tmp_path / "cache"))
    for name in (BUNDLED_MODELS_ENV, "HF_ENDPOINT", "HF_HUB_OFFLINE", "HF_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")


def test_start_on_an_empty_queue_says_nothing_about_models_and_the_first_file_is_checked(
        qtbot, tmp_path, jfk_wav):
    """Issue 38: with an empty queue Start said "Nothing was started: base is not downloaded..."."""
    hub = Hub(up=False)
    window = make_window(qtbot, tmp_path, hub, [])
    notice = window.start_gate.notice

    window.start_action.trigger()
    qtbot.wait(300)
    assert not notice.isVisible() and hub.asked == []
    assert not [line for line in window.log.lines() if "Nothing was started" in line]
    assert window.controller.is_running and window.start_action.text() == "Pause"

    [job] = window.add_paths([jfk_wav])  # a file for the running queue: checked before it starts
    qtbot.waitUntil(notice.isVisible, timeout=60_000)
    assert notice.message.text().startswith("Nothing was started: base is not downloaded")
    assert window.controller.item(job).status == QUEUED and not window.controller.is_running


def test_the_banner_offers_first_the_local_model_of_the_name_asked_for(qtbot, tmp_path, jfk_wav, models_dir):
    """Issue 38: after choosing tiny.en the banner listed the local tiny.en but had base chosen."""
    window = make_window(qtbot, tmp_path, Hub(up=False), [models_dir])
    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(model="tiny.en", engine="faster-whisper", backend="cpu",
                                                  language="en", output_dir=str(out)))
    [job] = window.add_paths([jfk_wav])
    notice = window.start_gate.notice
    window.start_action.trigger()
    qtbot.waitUntil(notice.isVisible, timeout=60_000)
    assert notice.message.text().startswith("Nothing was started: tiny.en is not downloaded")
    labels = [notice.choices.itemText(i) for i in range(notice.choices.count())]
    assert any(label.startswith("base ") for label in labels)  # base is there too, listed first
    assert notice.choices.currentText() == f"tiny.en (faster-whisper, in {models_dir})"

    notice.use_button.click()
    assert window.settings.model == str((models_dir / "tiny.en-ct2").resolve())
    qtbot.waitUntil(lambda: window.controller.item(job).status in FINAL_STATES, timeout=JOB_TIMEOUT_MS)
    assert window.controller.item(job).status == "done", window.controller.item(job).message


def model_state_after_look_up(qtbot, window) -> str:
    panel = window.settings_panel
    qtbot.waitUntil(lambda: panel.model_state.text() not in ("", "Checking…"), timeout=30_000)
    return panel.model_state.text()


def test_the_settings_promise_no_download_without_a_connection_or_in_offline_mode(qtbot, tmp_path):
    """Issue 38: Settings said "downloads on first use" with no connection."""
    hub = Hub(up=False)
    window = make_window(qtbot, tmp_path, hub, [])
    window.settings_dock.show()
    assert model_state_after_look_up(qtbot, window) == (
        "Not downloaded, and there is no connection now: choose a model on this computer")

    window.settings_panel.offline.setChecked(True)
    qtbot.waitUntil(lambda: "offline mode" in window.settings_panel.model_state.text(), timeout=30_000)
    assert window.settings_panel.model_state.text() == (
        "Not downloaded, and offline mode is on: choose a model on this computer")

    hub.up = True
    window.settings_panel.offline.setChecked(False)
    qtbot.waitUntil(lambda: "first use" in window.settings_panel.model_state.text(), timeout=30_000)
    assert window.settings_panel.model_state.text() == "Not downloaded yet (downloads on first use)"


def shown_in_list(combo, index: int) -> str:
    """The text the model list draws for an item (through its delegate), as a user reads it."""
    from app.qt import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    combo.itemDelegate().initStyleOption(option, combo.model().index(index, 0))
    return option.text


def test_the_model_list_shows_which_models_are_on_this_computer(qtbot, tmp_path, models_dir, ct2_tiny_en):
    fake_hub_download(tmp_path / "cache", "Systran/faster-whisper-small", ct2_tiny_en)  # downloaded earlier
    window = make_window(qtbot, tmp_path, Hub(up=False), [models_dir])
    window.apply_settings(window.settings.replace(engine="faster-whisper", model="tiny.en"))  # "base" listed first
    combo = window.settings_panel.model
    window.settings_dock.show()
    folder_model = str((models_dir / "tiny.en-ct2").resolve())
    qtbot.waitUntil(lambda: combo.findText(folder_model) >= 0, timeout=30_000)

    assert combo.currentText() == window.settings.model == "tiny.en"  # marking the list leaves the field alone
    assert shown_in_list(combo, combo.findText("small")) == "small (on this computer)"
    assert shown_in_list(combo, combo.findText("medium")) == "medium"
    assert shown_in_list(combo, combo.findText(folder_model)) == (
        f"tiny.en (on this computer, in {(models_dir / 'tiny.en-ct2').resolve().parent})")
    combo.setCurrentIndex(combo.findText(folder_model))  # picked from the list: the field takes the path
    assert window.settings.model == folder_model


def test_make_runs_paused_demo_says_to_press_start_until_the_queue_runs(qtbot, tmp_path, models_dir, jfk_wav):
    """Issue 38: after `make run` the demo sat in a paused queue with no hint (a status-bar line, soon replaced)."""
    from app.launch import open_demo
    from app.start_hint import StartHint

    demo = tmp_path / "sample.wav"
    shutil.copy(jfk_wav, demo)
    window = make_window(qtbot, tmp_path, never_asked, [models_dir])
    window.apply_settings(window.settings.replace(output_dir=str(tmp_path / "out")))
    open_demo(window, demo, models_dir, first_start=True)
    qtbot.wait(500)  # the duration probe and the status bar's own messages come and go
    [hint] = [w for w in window.findChildren(StartHint) if w.isVisible()]
    assert hint.message.text() == ("sample.wav is queued and waits for you: press Start (Ctrl+R) to turn it into "
                                   "subtitles.")
    assert not window.controller.is_running
    assert window.settings.model == str((models_dir / "tiny.en-ct2").resolve())  # the first start's local model

    hint.start_button.click()  # the band's Start is the window's
    qtbot.waitUntil(lambda: not hint.isVisible(), timeout=10_000)
    [job] = window.controller.ids()
    qtbot.waitUntil(lambda: window.controller.item(job).status in FINAL_STATES, timeout=JOB_TIMEOUT_MS)
    assert window.controller.item(job).status == "done", window.controller.item(job).message
