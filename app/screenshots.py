"""`make screenshots`: PNGs of the real window for docs/screenshots/.

    QT_QPA_PLATFORM=offscreen python -m app.screenshots docs/screenshots [--models .models] [--testdata .testdata]

Runs real jobs (the pyannote sample with tiny.en and the offline diarization pipeline, then jfk.wav) through the worker
processes, so the pictures show what a user sees: a finished job with its speaker-coloured preview, the settings panel,
the device-info view filled in by the real probe, and the Live view captioning the sample (its words told as a live
session reports them: live.png) and after a real live session on it (live-saved.png); the window at 1400x900 and at
900x600, the smallest size it is laid out for (main-window-900x600.png, settings-900x600.png). Settings go to a
temporary ini file; the user's own settings are not touched. `--language de` takes them in German
(docs/screenshots/de/).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def wait_until(predicate: Callable[[], bool], timeout: float, what: str) -> None:
    from app.qt import QApplication

    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout:.0f} s waiting for {what}")
        QApplication.processEvents()
        time.sleep(0.02)


def settle(seconds: float = 0.3) -> None:
    """Let queued repaints and layout changes run before a grab."""
    until = time.monotonic() + seconds
    wait_until(lambda: time.monotonic() >= until, seconds + 5, "repaints")


def save(widget, path: Path) -> Path:
    settle()
    pixmap = widget.grab()
    if not pixmap.save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    print(f"wrote {path} ({pixmap.width()}x{pixmap.height()})")
    return path


def rename_speakers(window, job_id: int) -> None:
    """Name the sample's two speakers as a user would (editing the name cells): the outputs are rewritten. Who is
    who comes from what they say ("This is Diane", "And I'm Sheila"); left alone if the labels do not fit."""
    from app.qt import Qt

    item = window.controller.item(job_id)
    if item.transcript is None:
        return
    said: dict[str, str] = {}
    for segment in item.transcript.segments:
        if segment.speaker:
            said[segment.speaker] = said.get(segment.speaker, "") + segment.text
    names = {}
    for label, text in said.items():
        for name in ("Diane", "Sheila"):
            if f"is {name}" in text or f"I'm {name}" in text:
                names[label] = name
    if len(set(names.values())) != len(names):
        return
    table = window.preview.speakers
    for row in range(table.rowCount()):
        label = table.item(row, 0).data(Qt.ItemDataRole.UserRole)
        if label in names:
            table.item(row, 1).setText(names[label])


def demo_video(sample: Path, target: Path) -> Path:
    """The sample's sound under a moving test picture (ffmpeg's testsrc2), for the video editor's screenshot."""
    from core.media import ffmpeg_executable

    subprocess.run([ffmpeg_executable(), "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i",
                    "testsrc2=size=640x360:rate=25", "-i", str(sample), "-shortest", "-c:v", "libx264", "-pix_fmt",
                    "yuv420p", "-c:a", "aac", str(target)], check=True)
    return target


def editor_shot(window, job_id: int, media: Path, target: Path, cue: int) -> None:
    """The review editor on a finished job, the playhead inside cue `cue` (its text over the picture)."""
    item = window.controller.item(job_id)
    editor = window.review(item.json_output, media)
    editor.resize(1180, 700)
    wait_until(lambda: editor.waveform.peaks is not None, 60, "the waveform")
    editor.select_cue(cue)
    shown = editor.draft.cues[cue]
    editor.player.seek((shown.start_ms + shown.end_ms) // 2)
    settle(1.5)  # the video frame at that position
    save(editor, target)
    editor.undo.setClean()
    editor.close()


def live_shot(words, sample: Path, target: Path, heard_until: float) -> None:
    """The Live view captioning the sample as it plays, at `heard_until` seconds: the job's real words told as a live
    session reports them (app.live.replay: final words, then the grey guess), with the audio's level."""
    from app.live.live_view import LiveView
    from app.live.replay import levels, replay_updates
    from core.media import decode_audio

    view = LiveView(lambda: target.parent, list_inputs=list)
    view.add_media(sample)
    view.resize(1100, 620)
    view.show()
    view.start()
    audio_levels = list(levels(decode_audio(sample)))
    for update in replay_updates(words):
        if update.heard_until > heard_until:
            break
        view.show_update(update)
        view.show_level([lv for lv in audio_levels if lv.at <= update.heard_until][-1])
    save(view, target)
    view.close()


def live_session_shot(window, sample: Path, target: Path) -> None:
    """The Live view after a real session: the sample played in real time through the live worker with the window's
    settings (tiny.en, the online speakers), stopped at its end, its files saved and offered with Refine."""
    from app.live.live_view import LiveState

    view = window.show_live()
    view.resize(1100, 620)
    view.add_media(sample)
    view.start()
    wait_until(lambda: view.state == LiveState.ENDED, 600, "the live session")
    if view.message or not view.saved:
        raise RuntimeError(f"the live session: {view.message or 'nothing saved'}")
    view.transcript.verticalScrollBar().setValue(0)
    save(view, target)
    view.close()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.screenshots")
    parser.add_argument("target", type=Path, help="folder for the PNGs")
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--language", default="system",
                        help="the window's language: de, fr, es, en (default: as the settings or the system say)")
    args = parser.parse_args(argv)

    from app.__main__ import create_application
    from app.controller import DONE, FINAL_STATES
    from app.launch import demo_models
    from app.main_window import MainWindow
    from app.settings import OverwritePolicy, open_settings
    from core.engines.registry import default_engine

    args.target.mkdir(parents=True, exist_ok=True)
    whisper, diarization = demo_models(args.models)
    sample, jfk = args.testdata / "sample.wav", args.testdata / "jfk.wav"
    app = create_application()
    if args.language != "system":
        from app.resources import install_translators, ui_locale

        install_translators(app, ui_locale(args.language))
    with tempfile.TemporaryDirectory(prefix="ws-screenshots-") as tmp:
        window = MainWindow(open_settings(Path(tmp) / "settings.ini"), autostart=False)
        window.confirm_quit = lambda running: True
        window.apply_settings(window.settings.replace(
            engine=default_engine(), model=str(whisper), language="en", offline=True,
            diarize=diarization is not None, diarization_model=str(diarization or ""),
            formats=("srt", "vtt"), output_dir=str(Path(tmp) / "subtitles"),
            overwrite=OverwritePolicy.OVERWRITE.value))
        window.show()
        window.resize(1400, 900)
        video = demo_video(sample, Path(tmp) / "interview.mp4")
        first, second, third = window.add_paths([sample, jfk, video])
        window.queue.select_job(first)
        window.controller.start()
        wait_until(lambda: all(window.controller.item(j).status in FINAL_STATES for j in (first, second, third)),
                   900, "the jobs")
        for job in (first, second, third):
            item = window.controller.item(job)
            if item.status != DONE:
                raise RuntimeError(f"{item.path.name}: {item.status}: {item.message}")
        window.add_paths([args.testdata / "sample.stm"])  # shows the skipped list with its reason
        window.skipped_toggle.setChecked(True)
        window.queue.select_job(first)
        rename_speakers(window, first)
        window.queue.setFocus()
        default_size = window.size()
        save(window, args.target / "main-window.png")

        window.settings_dock.show()
        window.settings_panel.verticalScrollBar().setValue(0)
        save(window, args.target / "settings.png")

        window.skipped_toggle.setChecked(False)
        window.resize(900, 600)
        save(window, args.target / "settings-900x600.png")
        window.settings_dock.hide()
        save(window, args.target / "main-window-900x600.png")
        window.resize(default_size)

        editor_shot(window, third, video, args.target / "editor-video.png", 3)
        editor_shot(window, first, sample, args.target / "editor-audio.png", 5)
        transcript = window.controller.item(first).transcript
        if transcript is not None:
            live_shot(transcript.words, sample, args.target / "live.png", 25.5)
        live_session_shot(window, sample, args.target / "live-saved.png")
        window.remove_job(third)

        dialog = window.show_device_info()
        wait_until(lambda: dialog.copy_button.isEnabled() or "failed" in dialog.status.text(), 180, "the probe")
        dialog.resize(760, 520)
        dialog.button_box.button(dialog.button_box.StandardButton.Close).setFocus()
        save(dialog, args.target / "device-info.png")
        dialog.close()
        window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
