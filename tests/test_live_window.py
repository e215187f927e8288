"""Live captions from the window (pytest-qt, offscreen), through the real worker process (core.live.worker): the
toolbar's Live… opens the view; a media file captioned as it plays fills the view and saves the recording with SRT,
VTT and JSON while the event loop is watched (app.live.loop_probe: the gaps go to bench/live_gui.py, here only that
it ran); the input breaking mid-session ends it with the sentence and keeps the recording; Refine queues the saved
recording as a normal job and opens the review editor on it when it is done."""

from __future__ import annotations

import os
import shutil
import wave
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.editor.window import EditorWindow  # noqa: E402 - imported once the offscreen platform is set
from app.live.live_view import LiveState, LiveView  # noqa: E402 - imported once the offscreen platform is set
from app.live.loop_probe import LoopProbe  # noqa: E402 - imported once the offscreen platform is set
from core.live.types import AudioChunk  # noqa: E402 - imported once the offscreen platform is set
from core.media import decode_audio  # noqa: E402 - imported once the offscreen platform is set
from tests.test_gui import JOB_TIMEOUT_MS, make_window, offline_settings, srt_text, wait_final  # noqa: E402 - imported once the offscreen platform is set

SESSION_TIMEOUT_MS = 300_000  # two shared CPU cores: a deadline, not a measurement


def wav_seconds(path: Path) -> float:
    with wave.open(str(path)) as recording:
        return recording.getnframes() / recording.getframerate()


def test_live_opens_from_the_toolbar(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.live_action in window.toolbar.actions()
    window.live_action.trigger()
    view = window.live.view
    assert isinstance(view, LiveView) and view.isVisible()
    qtbot.addWidget(view)
    assert view.windowTitle() == "Live captions"
    window.live_action.trigger()  # again: the same view, raised
    assert window.live.view is view


def test_refine_queues_the_recording_and_opens_the_review_when_done(qtbot, tmp_path, jfk_wav, ct2_tiny_en):
    window = make_window(qtbot, tmp_path)
    window.apply_settings(offline_settings(tmp_path / "elsewhere", ct2_tiny_en, formats=("srt",)))
    folder = tmp_path / "live"
    folder.mkdir()
    recording = folder / "live-2026-11-27-120000.wav"
    shutil.copy(jfk_wav, recording)
    live_srt = folder / "live-2026-11-27-120000.srt"
    live_srt.write_text("1\n00:00:00,000 --> 00:00:01,000\nthe live captions\n", encoding="utf-8")
    (job,) = window.live.refine(recording)
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert item.status == "done", item.message
    # beside the recording, under their own name (the live files stay as they were), JSON always among them
    assert sorted(p.name for p in item.outputs) == ["live-2026-11-27-120000.refined.json",
                                                    "live-2026-11-27-120000.refined.srt"]
    assert all(p.parent == folder for p in item.outputs)
    assert live_srt.read_text(encoding="utf-8").endswith("the live captions\n")
    assert "ask not what your country" in srt_text(folder / "live-2026-11-27-120000.refined.srt").lower()
    qtbot.waitUntil(lambda: bool(window.editors), timeout=JOB_TIMEOUT_MS)
    editor = window.editors[-1]
    qtbot.addWidget(editor)
    assert isinstance(editor, EditorWindow)
    assert Path(editor.json_path) == folder / "live-2026-11-27-120000.refined.json"


def test_a_file_captioned_live_fills_the_view_and_saves_its_files(qtbot, tmp_path, jfk_wav, ct2_tiny_en):
    window = make_window(qtbot, tmp_path)
    window.apply_settings(offline_settings(tmp_path / "live", ct2_tiny_en))
    view = window.show_live()
    qtbot.addWidget(view)
    view.add_media(jfk_wav)
    probe = LoopProbe()
    probe.start()
    request = view.start()
    assert request is not None and view.state == LiveState.STARTING
    qtbot.waitUntil(lambda: view.state == LiveState.ENDED, timeout=SESSION_TIMEOUT_MS)
    probe.stop()
    assert view.message == "", view.message
    saved = {p.suffix: p for p in view.saved}
    assert set(saved) == {".wav", ".srt", ".vtt", ".json"}
    assert all(p.exists() and p.parent == tmp_path / "live" and p.stem == "jfk.live" for p in saved.values())
    assert abs(wav_seconds(saved[".wav"]) - len(decode_audio(jfk_wav)) / 16_000) < 0.2
    text = " ".join(view.transcript.text.lower().split())
    assert "ask not what your country can do for you" in text
    assert "ask not what your country" in srt_text(saved[".srt"]).lower()
    assert view.caption.plain and view.meter.toolTip() == ""  # the meter is reset at the end
    assert view.refine_button.isVisible() and view.open_folder_button.isVisible()
    assert len(probe.gaps) > 100  # the loop ran all along (how evenly: bench/live_gui.py)
    assert any("Live session saved" in line for line in window.log.lines())


def test_an_input_that_breaks_mid_session_keeps_the_recording_and_says_why(qtbot, tmp_path, jfk_wav):
    """As the microphone adapter does: real blocks pushed, then the sentence it gives when the device goes away."""
    from app.live.live_runner import LiveRunner
    from core.live.worker import LiveSpec

    view = LiveView(lambda: tmp_path / "live", list_inputs=list)
    qtbot.addWidget(view)
    samples = decode_audio(jfk_wav)[: 16_000 * 4]
    runner = LiveRunner(LiveSpec(out_dir=str(tmp_path / "live"), stem="talk", source_name="USB headset"))
    runner.failed.connect(view.on_failed)
    runner.saved.connect(view.on_saved)
    runner.ended.connect(view.on_ended)
    runner.level.connect(view.show_level)
    runner.started.connect(view.on_started)
    view.state = LiveState.STARTING
    runner.start()
    for start in range(0, samples.size, 1600):
        runner.push(AudioChunk(start / 16_000, samples[start:start + 1600]))
    sentence = "The input “USB headset” was disconnected; what was recorded until then is kept."
    runner.input_failed(sentence)
    qtbot.waitUntil(lambda: view.state == LiveState.ENDED, timeout=SESSION_TIMEOUT_MS)
    assert "USB headset" in view.message and "disconnected" in view.message
    assert view.recording is not None and view.recording.name == "talk.wav"
    assert abs(wav_seconds(view.recording) - 4.0) < 0.05  # every block pushed before the failure
    assert view.heard_until > 3.5  # its levels reached the meter
    assert runner.finished and not runner.problem.startswith("the worker")
    with wave.open(str(view.recording)) as recording:
        kept = np.frombuffer(recording.readframes(recording.getnframes()), "<i2").astype(np.float32) / 32768
    assert np.abs(kept - samples[: kept.size]).max() < 1e-3


def test_an_input_that_gives_nothing_ends_the_session_with_a_sentence(qtbot, tmp_path):
    from app.live.live_runner import LiveRunner
    from core.live.worker import LiveSpec

    view = LiveView(lambda: tmp_path / "live", list_inputs=list)
    qtbot.addWidget(view)
    runner = LiveRunner(LiveSpec(out_dir=str(tmp_path / "live"), stem="quiet", source_name="USB headset",
                                 first_wait_s=1.0))
    runner.failed.connect(view.on_failed)
    runner.saved.connect(view.on_saved)
    runner.ended.connect(view.on_ended)
    view.state = LiveState.RUNNING
    runner.start()
    qtbot.waitUntil(lambda: view.state == LiveState.ENDED, timeout=SESSION_TIMEOUT_MS)
    assert "USB headset" in view.message and view.message.endswith(".")


def test_live_speakers_each_get_their_colour_in_the_caption_and_transcript(qtbot, tmp_path, sample_wav, ct2_tiny_en,
                                                                             diarization_dir):
    """pyannote's two-speaker sample captioned as it plays with the online speakers: the view names both, each in
    their own palette colour, and the caption is the last speaker's, in theirs. After Stop the speakers are refined
    over the whole recording, and the view shows the names the saved files hold."""
    window = make_window(qtbot, tmp_path)
    window.apply_settings(offline_settings(tmp_path / "live", ct2_tiny_en, diarization_dir))
    view = window.show_live()
    qtbot.addWidget(view)
    view.add_media(sample_wav)
    view.start()
    qtbot.waitUntil(lambda: view.state == LiveState.ENDED, timeout=SESSION_TIMEOUT_MS)
    assert view.message == "", view.message
    speakers = [w.speaker for w in view.transcript.final_words]
    named = {s for s in speakers if s is not None}
    assert len(named) >= 2, speakers
    text = view.transcript.text
    assert all(name in text for name in named)
    colours = {view.speakers.colour(name) for name in named}
    assert len(colours) == len(named)
    last = next(s for s in reversed(speakers) if s is not None)
    assert view.caption.speaker.text() == last
    assert view.speakers.colour(last) in view.caption.speaker.styleSheet()
    assert {p.suffix for p in view.saved} == {".wav", ".srt", ".vtt", ".json"}
    from core.writers.data import read_json

    saved = read_json(next(p for p in view.saved if p.suffix == ".json")).transcript
    assert saved.turns, "the speakers were not refined at Stop"
    assert tuple(view.transcript.final_words) == saved.words


def test_a_listed_input_gone_by_start_ends_the_session_with_a_sentence(qtbot, tmp_path, ct2_tiny_en):
    """An input listed when the view was filled and unplugged before Start: the adapter's sentence reaches the view
    through the worker, and nothing is left half-written."""
    from app.live.mic_source import InputDevice

    window = make_window(qtbot, tmp_path)
    window.apply_settings(offline_settings(tmp_path / "live", ct2_tiny_en))
    view = window.show_live()
    qtbot.addWidget(view)
    view.source.insertItem(0, "USB headset", InputDevice(b"usb-headset-gone", "USB headset"))
    view.source.setCurrentIndex(0)
    request = view.start()
    assert request is not None and request.stem.startswith("live-")
    qtbot.waitUntil(lambda: view.state == LiveState.ENDED, timeout=SESSION_TIMEOUT_MS)
    assert "USB headset" in view.message, view.message
    assert view.start_button.isEnabled() and view.source.isEnabled()
    leftovers = sorted(p.name for p in (tmp_path / "live").glob("*")) if (tmp_path / "live").exists() else []
    assert all(name.startswith(request.stem) for name in leftovers)
    assert not [name for name in leftovers if ".part" in name and not name.endswith(".partial.jsonl")]
