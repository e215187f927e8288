"""The GUI's plain-Python parts and small widgets: media collection, progress/ETA, preview runs, the bounded log."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import CANCELLED, DONE, FAILED, QUEUED, QueueItem  # noqa: E402 - imported once the offscreen platform is set
from app.log_panel import LogPanel  # noqa: E402 - imported once the offscreen platform is set
from app.media_files import collect_media  # noqa: E402 - imported once the offscreen platform is set
from app.preview import speaker_runs, timestamp  # noqa: E402 - imported once the offscreen platform is set
from app.progress import ProgressTracker, format_eta  # noqa: E402 - imported once the offscreen platform is set
from app.queue_view import allowed_actions  # noqa: E402 - imported once the offscreen platform is set
from core.events import Progress, StageStarted  # noqa: E402 - imported once the offscreen platform is set
from core.types import Segment, Word  # noqa: E402 - imported once the offscreen platform is set


def test_collect_media_expands_folders_and_explains_every_skip(tmp_path):
    (tmp_path / "a.wav").write_bytes(b"")
    (tmp_path / "b.txt").write_text("x")
    empty = tmp_path / "empty"
    empty.mkdir()
    nested = tmp_path / "nested" / "deeper"
    nested.mkdir(parents=True)
    (nested / "c.MKV").write_bytes(b"")
    (nested / "Makefile").write_text("")
    (tmp_path / "nested" / ".git").mkdir()
    (tmp_path / "nested" / ".git" / "x.wav").write_bytes(b"")

    found = collect_media([tmp_path / "a.wav", tmp_path / "b.txt", empty, tmp_path / "nested", tmp_path / "a.wav"])

    assert found.media == ((tmp_path / "a.wav").resolve(), (nested / "c.MKV").resolve())
    assert [(s.path.name, s.reason) for s in found.skipped] == [
        ("b.txt", "not a supported audio or video type (.txt)"),
        ("empty", "the folder contains no files"),
        ("Makefile", "not a supported audio or video type (no extension)"),
    ]


def test_progress_tracker_walks_the_stages_and_estimates_time_left():
    t = ProgressTracker(diarize=True)
    assert t.status == "queued" and t.overall == 0.0 and t.eta(0.0) is None
    t.update(Progress("decoding", 0.5), now=0.0)
    assert t.status == "decoding" and t.overall == pytest.approx(0.025)
    t.update(StageStarted("loading", "faster-whisper", "tiny", "cpu"), now=1.0)
    assert t.status == "transcribing" and t.overall == pytest.approx(0.05)  # decoding counts as done
    assert t.detail == "faster-whisper tiny on cpu"
    t.update(StageStarted("transcribing"), now=1.5)  # a start that names no engine keeps what runs where
    assert t.detail == "faster-whisper tiny on cpu" and t.fractions["transcribing"] == 0.0
    t.update(Progress("transcribing", 0.5), now=5.0)
    t.update(Progress("diarizing", 0.5), now=6.0)  # diarizing alongside: transcribing is not done yet
    assert t.status == "diarizing"
    assert t.overall == pytest.approx(0.10 + 0.55 * 0.5 + 0.30 * 0.5)
    assert t.eta(6.0) == pytest.approx(6.0 * (1 - t.overall) / t.overall)
    t.update(Progress("transcribing", 0.4), now=6.5)  # progress never goes backwards
    assert t.fractions["transcribing"] == 0.5
    t.update(StageStarted("writing"), now=7.0)
    assert t.status == "writing" and t.overall == pytest.approx(0.95)


def test_finding_speakers_again_fills_the_bar_with_diarization():
    """No model loads and nothing is transcribed: decoding, then diarizing takes the bar to 95%."""
    t = ProgressTracker(diarize=True, speakers_only=True)
    t.update(Progress("decoding", 1.0), now=0.0)
    assert t.overall == pytest.approx(0.10)
    t.update(Progress("diarizing", 0.5), now=1.0)
    assert t.status == "diarizing" and t.overall == pytest.approx(0.10 + 0.85 * 0.5)
    t.update(StageStarted("writing"), now=2.0)
    assert t.overall == pytest.approx(0.95)


def test_eta_formatting():
    assert format_eta(None) == ""
    assert format_eta(59.6) == "1:00"
    assert format_eta(3725) == "1:02:05"


def test_speaker_runs_split_a_segment_where_the_speaker_changes():
    words = (Word(0.0, 0.4, " Hello", speaker="A"), Word(0.4, 0.8, " there.", speaker="A"),
             Word(1.0, 1.3, " Hi!", speaker="B"))
    segment = Segment(0.0, 1.3, " Hello there. Hi!", words=words, speaker="A")
    assert speaker_runs(segment) == [("A", 0.0, 0.8, "Hello there."), ("B", 1.0, 1.3, "Hi!")]
    plain = Segment(2.0, 3.0, " No words.")
    assert speaker_runs(plain) == [(None, 2.0, 3.0, "No words.")]
    assert timestamp(3725.25) == "1:02:05.2"


def test_log_panel_keeps_only_the_newest_lines(qtbot):
    panel = LogPanel(max_lines=100)
    qtbot.addWidget(panel)
    for i in range(1000):
        panel.add("info", f"line {i}")
    panel.add("debug", "hidden detail")
    lines = panel.lines()
    assert len(lines) == 100
    assert lines[-1].endswith("line 999") and lines[0].endswith("line 900")


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (QUEUED, {"cancel", "remove", "open-folder"}),
        ("transcribing", {"cancel", "open-folder"}),
        (FAILED, {"retry", "remove", "open-folder"}),
        (CANCELLED, {"retry", "remove", "open-folder"}),
        (DONE, {"retry", "remove", "open-folder"}),  # no outputs recorded: nothing to open
    ],
)
def test_actions_follow_the_job_state(status, expected):
    assert allowed_actions(QueueItem(1, Path("/a.wav"), status=status)) == expected


def test_backend_states_from_the_info_report():
    """app.device_probe maps platform_utils.report.info_dict to what the backend menu shows."""
    from app.device_probe import backend_states

    gpu = {"name": "NVIDIA GeForce RTX 4090", "device": "cuda:0", "index": 0, "memory_total_gib": 23.99}
    info = {
        "backends": {
            "cuda": {"available": True, "functional": True, "usable": True, "reason": None, "devices": [gpu, gpu]},
            "rocm": {"available": False, "functional": False, "usable": False, "reason": "no AMD GPU", "devices": []},
            "xpu": {"available": True, "functional": False, "usable": False, "reason": None, "devices": []},
            "cpu": {"available": True, "functional": True, "usable": True, "reason": None,
                    "devices": [{"name": "AMD Ryzen 9", "device": "cpu", "index": 0}]},
        },
        "cpu": {"name": "AMD Ryzen 9", "logical_cores": 32},
        "plan": {"requested": "auto", "backend": "cuda", "reason": "auto: cuda is the best", "warnings": []},
    }
    states = backend_states(info)
    assert list(states) == ["auto", "cuda", "rocm", "xpu", "cpu"]
    assert states["auto"].available and states["auto"].picked == "cuda"
    assert states["auto"].device == "NVIDIA GeForce RTX 4090, 24 GiB (+1 more)"
    assert states["auto"].note == "auto: cuda is the best"
    assert states["cuda"].available and states["cuda"].note == "auto: cuda is the best"
    assert not states["rocm"].available and states["rocm"].note == "no AMD GPU" and states["rocm"].device == ""
    assert not states["xpu"].available and "test operation failed" in states["xpu"].note
    assert states["cpu"] == type(states["cpu"])(True, "AMD Ryzen 9", "", 32)  # words are the window's, translated

    cpu_plan = {"requested": "auto", "backend": "cpu", "reason": "auto: only the CPU", "warnings": ["slow"]}
    assert backend_states(info, cpu_plan)["auto"] == type(states["auto"])(
        True, "AMD Ryzen 9", "auto: only the CPU; slow", 32, "cpu")


def test_settings_panel_shows_each_backend_with_its_device(qtbot):
    from app.device_probe import BackendState
    from app.settings import AppSettings
    from app.settings_panel import SettingsPanel

    panel = SettingsPanel(AppSettings(backend="rocm"))
    qtbot.addWidget(panel)
    panel.set_backend_states({"auto": BackendState(True, "EPYC", "auto: cpu is the best", 2, "cpu"),
                              "cuda": BackendState(False, "", "no NVIDIA GPU found"),
                              "rocm": BackendState(False, "", "torch is built for CUDA"),
                              "cpu": BackendState(True, "EPYC", "", 2)})
    texts = [panel.backend.itemText(r) for r in range(panel.backend.count())]
    assert texts[0] == "Automatic (CPU)"  # short: the device is on the line under the menu
    assert "NVIDIA CUDA (not available)" in texts and "CPU" in texts
    assert panel.backend_note.text() == ("Not available here: torch is built for CUDA. "
                                         "Jobs will fall back to the CPU.")
    panel.backend.setCurrentIndex(panel.backend.findData("cpu"))
    assert panel.backend_note.text() == "Available: EPYC, 2 threads"
    panel.backend.setCurrentIndex(panel.backend.findData("auto"))
    assert panel.backend_note.text() == "The best backend that works here: EPYC, 2 threads"
    assert panel.backend_note.toolTip() == "auto: cpu is the best"  # the probe's own words


def test_token_field_keeps_an_unsaved_token_for_the_session_and_hands_it_to_workers(qtbot, monkeypatch):
    from app import token_field
    from app.settings import AppSettings
    from app.settings_panel import SettingsPanel
    from app.token_store import SaveOutcome

    outcomes = iter([SaveOutcome(False, "no usable OS keyring"), SaveOutcome(True, "saved in the system keyring")])
    monkeypatch.setattr(token_field, "save_token", lambda _token: next(outcomes))
    panel = SettingsPanel(AppSettings(diarize=True))
    qtbot.addWidget(panel)
    assert panel.worker_env() == {}
    panel.token.setText(" hf_Session123 ")
    with qtbot.waitSignal(panel.tokenChanged) as changed:
        panel.tokens.save()
    assert changed.args == ["hf_Session123"]
    assert panel.token_state.text() == "Not saved: no usable OS keyring. The token is used for this session only."
    panel.token.clear()  # the field emptied: the session's token still reaches the workers
    assert panel.token_value() == "hf_Session123" and panel.worker_env() == {"HF_TOKEN": "hf_Session123"}
    panel.token.setText("hf_Stored456")
    panel.tokens.save()
    assert panel.token_state.text() == "Token saved in the system keyring."
    panel.token.clear()  # saved: the keyring has it now, the session keeps no copy
    assert panel.token_value() is None and panel.worker_env() == {}


def test_many_signal_emits_do_not_crash_the_interpreter_at_exit():
    """PySide6 6.12's emit() takes a reference from True each time; app.qt guards against the abort at exit."""
    import subprocess
    import sys

    code = ("from app.qt import QObject, Signal\n"
            "class O(QObject):\n    ping = Signal(bool)\n"
            "o = O()\nfor _ in range(20000):\n    o.ping.emit(True)\nprint('emitted')\n")
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "emitted", done.stderr[-2000:]


def test_make_run_opens_the_window_only_where_there_is_a_display():
    from app.launch import has_display

    assert has_display({"DISPLAY": ":0"}, "linux") and has_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not has_display({}, "linux")
    assert not has_display({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert has_display({}, "win32") and has_display({}, "darwin")



def test_the_exact_speaker_count_says_whom_to_count(qtbot):
    """On real meetings a given count that includes someone who only says a word splits another speaker (AMI excerpts
    with the true count: DER 0.503 against 0.357 left to the pipeline; docs/EVALUATION.md), so the field says so."""
    from app.settings import AppSettings
    from app.settings_panel import SettingsPanel

    panel = SettingsPanel(AppSettings(diarize=True))
    qtbot.addWidget(panel)
    assert panel.num_speakers.toolTip().startswith("Count the people who talk.")
