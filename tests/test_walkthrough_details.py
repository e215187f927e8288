"""Issue 38 item 11, the smaller things, on real media through the real worker, FFmpeg and the window: a bad file's
reason in plain words with no traceback, the Duration column that keeps the file's length, the export dialog that
forgets the last export when the choice changes, soft-subtitle MKV tracks that start with the sound (both ways of
muxing), and docs/INSTALL.md naming every X11 library Qt's xcb plugin loads."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import DONE, FAILED, FINAL_STATES  # noqa: E402 - imported once the offscreen platform is set
from app.queue_view import COL_DURATION  # noqa: E402 - imported once the offscreen platform is set
from core.media import ffmpeg_executable  # noqa: E402 - imported once the offscreen platform is set
from tests import media_factory  # noqa: E402 - imported once the offscreen platform is set
from tests.conftest import ROOT  # noqa: E402 - imported once the offscreen platform is set
from tests.test_gui import make_window, offline_settings  # noqa: E402 - imported once the offscreen platform is set

JOB_TIMEOUT_MS = 300_000  # two shared CPU cores: a deadline, not a measurement
START_TOLERANCE_S = 0.011  # ASS keeps centiseconds


def wait_final(qtbot, window, *jobs: int) -> None:
    qtbot.waitUntil(lambda: all(window.controller.item(j).status in FINAL_STATES for j in jobs),
                    timeout=JOB_TIMEOUT_MS)


def test_an_empty_file_and_a_text_file_fail_in_plain_words_without_a_traceback(qtbot, tmp_path, ct2_tiny_en):
    """Issue 38: the empty file's reason came with a Python traceback under "Technical details", text.mp3's ended
    in FFmpeg's "(Invalid argument)"."""
    window = make_window(qtbot, tmp_path)
    window.apply_settings(offline_settings(tmp_path / "out", ct2_tiny_en))
    empty, text = tmp_path / "empty.wav", tmp_path / "text.mp3"
    empty.write_bytes(b"")
    text.write_text("Meeting notes: bring the slides.\n")
    jobs = window.add_paths([empty, text])
    window.controller.start()
    wait_final(qtbot, window, *jobs)

    for job, reason in zip(jobs, ("file is empty (0 bytes)",
                                  "not an audio or video file: neither sound nor picture could be found in it"),
                           strict=True):
        item = window.controller.item(job)
        assert item.status == FAILED and item.message == reason
        window.queue.select_job(job)
        shown = window.preview.plain_text()
        assert reason in shown and "What to do:" in shown
        assert "Traceback" not in shown and "Technical details" not in shown


def test_a_video_keeps_its_length_in_the_queue_once_done(qtbot, tmp_path, jfk_wav, ct2_tiny_en):
    """Issue 38: a video read 0:27 while queued and 0:26 when done (its picture runs past its sound)."""
    video = tmp_path / "talk.mp4"
    subprocess.run([ffmpeg_executable(), "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i",
                    "color=c=black:s=160x120:r=10:d=11.8", "-i", str(jfk_wav), "-map", "0:v", "-map", "1:a",
                    "-c:v", "libx264", "-c:a", "aac", str(video)], check=True)
    window = make_window(qtbot, tmp_path)
    window.apply_settings(offline_settings(tmp_path / "out", ct2_tiny_en))
    [job] = window.add_paths([video])
    model = window.queue.queue_model
    cell = model.index(model.row_of(job), COL_DURATION)
    qtbot.waitUntil(lambda: bool(cell.data()), timeout=30_000)
    queued = cell.data()
    assert queued == "0:12"
    window.controller.start()
    wait_final(qtbot, window, job)
    assert window.controller.item(job).status == DONE, window.controller.item(job).message
    assert window.controller.item(job).result.duration < 11.5  # what the job heard: the sound, 11 s
    assert model.index(model.row_of(job), COL_DURATION).data() == queued


@pytest.fixture(scope="module")
def video_job(jfk_wav: Path, ct2_tiny_en: Path, tmp_path_factory) -> tuple[Path, Path]:
    """(a video whose AAC sound has its encoder's priming packet before zero, its job's JSON)."""
    from core.jobs import JobSpec
    from core.pipeline import run_job

    folder = tmp_path_factory.mktemp("video")
    video = media_factory.picture_with_sound(jfk_wav, folder / "jfk.mp4")
    run_job(JobSpec(input=video, output_dir=folder, formats=("json",), engine="faster-whisper",
                    model=str(ct2_tiny_en), backend="cpu", offline=True, language="en"))
    return video, folder / "jfk.json"


def starts(path: Path) -> tuple[float, float]:
    """(the picture's start, the first subtitle's start) on the file's own clock, in seconds."""
    import av

    with av.open(str(path)) as container:
        picture = container.streams.video[0]
        subtitles = container.streams.subtitles[0]
        first = next(p for p in container.demux(subtitles) if p.pts is not None)
        return float(picture.start_time * picture.time_base), float(first.pts * first.time_base)


@pytest.mark.parametrize("way", ["ffmpeg", "pyav"])
def test_a_soft_subtitle_mkv_starts_its_picture_and_subtitles_with_the_sound(video_job, tmp_path, monkeypatch, way):
    """Issue 38: in the MKV the picture and the subtitles started 64 ms after the sound (PyAV's muxing moved the
    sound's priming packet to zero)."""
    from core.video_export import VideoExport, export_video
    from core.writers import read_json

    monkeypatch.setenv("WHISPER_SUBTITLER_DECODER", way)
    video, json_path = video_job
    out = export_video(VideoExport(video, json_path, tmp_path / "jfk.mkv"))
    picture, subtitle = starts(out)
    first_cue = read_json(json_path).cues[0].start_ms / 1000
    assert abs(picture - starts_of_source(video)) <= START_TOLERANCE_S
    assert abs(subtitle - first_cue) <= START_TOLERANCE_S


def starts_of_source(video: Path) -> float:
    import av

    with av.open(str(video)) as container:
        picture = container.streams.video[0]
        return float(picture.start_time * picture.time_base)


def test_the_export_dialog_forgets_the_last_export_when_the_choice_changes(qtbot, video_job, tmp_path):
    """Issue 38: after switching to burn-in the dialog still said "Saved ... .mkv" with a full bar."""
    from app.video_export_dialog import VideoExportDialog

    video, json_path = video_job
    media = tmp_path / video.name
    media.symlink_to(video)
    dialog = VideoExportDialog(media, json_path)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.export_button.click()
    qtbot.waitUntil(lambda: dialog.written is not None, timeout=60_000)
    assert dialog.status.text().startswith("Saved ") and dialog.progress.value() == 1000

    dialog.burn.setChecked(True)
    assert dialog.status.text() == "" and dialog.progress.value() == 0
    assert dialog.output.text().endswith("jfk.burned.mkv")


def debian_package(soname: str) -> str:
    """libxcb-icccm.so.4 -> libxcb-icccm4, libX11.so.6 -> libx11-6 (a name ending in a digit takes a dash)."""
    name, version = soname.split(".so.")
    name = name.lower()
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def test_install_guide_names_every_x11_library_the_xcb_plugin_loads():
    """Issue 38: docs/INSTALL.md listed libxcb-cursor0 and libxkbcommon-x11-0 but not libxcb-icccm4 and the rest,
    without which the window does not open."""
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    needed: set[str] = set()
    for library in (qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"):
        dynamic = subprocess.run(["readelf", "-d", str(library)], capture_output=True, text=True, check=True).stdout
        needed |= set(re.findall(r"\[(lib(?:xcb|X11|xkbcommon)[\w.-]*\.so\.\d+)\]", dynamic))
    assert "libxcb-icccm.so.4" in needed and len(needed) > 10
    guide = (ROOT / "docs" / "INSTALL.md").read_text(encoding="utf-8")
    missing = sorted(p for p in map(debian_package, needed) if not re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])",
                                                                            guide))
    assert missing == []
