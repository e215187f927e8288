"""One way into the window: `make run` (app.launch), `whisper-subtitler gui`, `whisper-subtitler-gui` / `python -m app`
(app.__main__) and the desktop bundle (whisper_subtitler.frozen) all open it through app.__main__.start_window, with
the same options, the offer of reviews a crash left unsaved included. No window is built here: start_window and the
QApplication are stood in for, and each call's arguments are recorded as start_window would have bound them.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any

import pytest

import app.__main__ as gui


class FakeApp:
    def exec(self) -> int:
        return 0

    def processEvents(self) -> None:  # noqa: N802 - Qt's name, called by app.__main__.main
        pass


class FakeController:
    is_running = False

    def items(self) -> list:
        return []

    def ids(self) -> list:
        return []


class FakeWindow:
    def __init__(self) -> None:
        self.controller = FakeController()
        self.added: list[str] = []

    def add_paths(self, paths) -> None:
        self.added.extend(str(p) for p in paths)

    def close(self) -> None:
        pass


class FakeSettings:
    def __init__(self, path: str | Path | None = None) -> None:
        self.path = path

    def contains(self, key: str) -> bool:
        return False


@pytest.fixture
def started(monkeypatch) -> list[dict[str, Any]]:
    """Each start_window call's arguments, bound to its real signature (defaults filled in)."""
    calls: list[dict[str, Any]] = []
    signature = inspect.signature(gui.start_window)

    def start_window(*args, **kwargs) -> FakeWindow:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        window = FakeWindow()
        calls.append({**bound.arguments, "window": window})
        return window

    monkeypatch.setattr(gui, "start_window", start_window)
    monkeypatch.setattr(gui, "create_application", lambda argv=None, settings_path=None: FakeApp())
    monkeypatch.setattr("app.settings.open_settings", FakeSettings)
    return calls


def entry_points(media: str) -> dict[str, Any]:
    from app import launch
    from whisper_subtitler import __main__ as command
    from whisper_subtitler import frozen

    return {
        "make run": lambda: launch.run_gui(None, None),
        "whisper-subtitler gui": lambda: command.main(["gui", "--paused", media]),
        "whisper-subtitler-gui": lambda: gui.main(["--paused", media]),
        "bundle": lambda: frozen.main(["--paused", media]),
        "bundle gui": lambda: frozen.main(["gui", "--paused", media]),
    }


def test_every_entry_point_opens_the_window_through_start_window_with_the_same_options(started):
    names = []
    for name, run in entry_points("talk.wav").items():
        assert run() == 0, name
        names.append(name)
        assert len(started) == len(names), f"{name} did not go through app.__main__.start_window"
    for name, call in zip(names, started, strict=True):
        assert call["offer_recoveries"] is True, f"{name} does not offer unsaved reviews back"
        assert call["probe_devices"] is True, name
        assert call["autostart"] is False, name  # make run queues paused; the others were asked --paused
    assert [call["window"].added for call in started[1:]] == [["talk.wav"]] * 4


def test_only_the_startup_measurement_leaves_out_the_recovery_question(started):
    assert gui.main(["--report-startup"]) == 0
    assert started[0]["offer_recoveries"] is False and started[0]["probe_devices"] is False
