"""Video export on a real diarized job of pyannote's two-person sample: soft tracks read back from MKV and MP4 with
both ways of muxing, a burned-in frame's pixels, refusals, and a cancelled export that leaves nothing behind."""

from __future__ import annotations

import hashlib
import shutil
import time
from pathlib import Path

import av
import numpy as np
import psutil
import pytest

from core.cli import main as cli_main
from core.errors import InvalidOptionError, OutputExistsError, VideoExportError
from core.events import Progress
from core.runner import JobDone, run_in_worker, start_job
from core.speaker_colours import colours, cue_order, rgb
from core.video_export import VideoExport, can_burn_in, default_output, discard_partial, export_video
from core.video_export.run import partial_path
from core.video_export.track import language_tag
from core.writers import read_json
from tests import media_factory

TOLERANCE_S = 0.045  # a frame at 25 fps, plus rounding to whole centiseconds in ASS


@pytest.fixture(scope="module")
def job(reviewed_job: Path, tmp_path_factory) -> tuple[Path, Path]:
    """(the video, its job's JSON): the sample's sound under a black 640x360 picture, transcribed and diarized. The
    session's reviewed job (conftest) is that very job; its video and JSON are copied so nothing here can touch it."""
    folder = tmp_path_factory.mktemp("export")
    for name in ("sample.mp4", "sample.json"):
        shutil.copyfile(reviewed_job / name, folder / name)
    json_path = folder / "sample.json"
    assert len(read_json(json_path).transcript.speakers) == 2
    return folder / "sample.mp4", json_path


def subtitle_track(path: Path) -> tuple[str, dict[str, str], int, list[tuple[float, str]]]:
    """(codec, metadata, disposition, [(start on the picture's clock, text)]) of the first subtitle stream."""
    with av.open(str(path)) as container:
        stream = container.streams.subtitles[0]
        picture = container.streams.video[0]
        origin = float(picture.start_time * picture.time_base) if picture.start_time is not None else 0.0
        events = []
        for packet in container.demux(stream):
            if packet.pts is None:
                continue
            for subtitle in stream.codec_context.decode(packet):
                text = subtitle.dialogue.decode("utf-8") if hasattr(subtitle, "dialogue") else ""
                events.append((float(packet.pts * packet.time_base) - origin, text))
        return stream.codec_context.name, dict(stream.metadata), int(stream.disposition), events


def picture_digest(path: Path) -> tuple[str, int, str]:
    """The picture's codec, packet count and a hash of every packet: equal when the video was copied untouched."""
    digest = hashlib.sha256()
    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        count = 0
        for packet in container.demux(stream):
            if packet.size:
                digest.update(bytes(packet))
                count += 1
        return stream.codec_context.name, count, digest.hexdigest()


def cue_texts(json_path: Path) -> list[tuple[float, str]]:
    return [(cue.start_ms / 1000, " ".join(line.text for line in cue.lines)) for cue in read_json(json_path).cues]


def plain(text: str) -> str:
    """Readable text of a decoded event: line breaks as spaces, no markup."""
    import re

    return " ".join(re.sub(r"\{[^}]*\}|<[^>]*>", "", text.replace("\\N", " ")).split())


@pytest.mark.parametrize("way", ["ffmpeg", "pyav"])
@pytest.mark.parametrize("suffix,codec", [(".mkv", {"ass", "ssa"}), (".mp4", {"mov_text"})])
def test_soft_subtitles_read_back(job: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                  way: str, suffix: str, codec: set[str]) -> None:
    monkeypatch.setenv("WHISPER_SUBTITLER_DECODER", way)
    video, json_path = job
    events: list[float] = []
    out = export_video(VideoExport(video, json_path, tmp_path / f"sample{suffix}"),
                       lambda e: events.append(e.fraction) if isinstance(e, Progress) else None)
    assert out == tmp_path / f"sample{suffix}" and events[-1] == 1.0
    name, metadata, disposition, track = subtitle_track(out)
    assert name in codec
    assert metadata["language"] == "eng" and "whisper-subtitler" in (metadata.get("title") or metadata.get("name"))
    assert disposition & av.stream.Disposition.default
    expected = cue_texts(json_path)
    assert [plain(text) for _, text in track] == [plain(text) for _, text in expected]
    assert all(abs(got - want) <= TOLERANCE_S for (got, _), (want, _) in zip(track, expected, strict=True))
    assert picture_digest(out) == picture_digest(video)  # the picture is copied, not re-encoded
    assert [p.name for p in tmp_path.iterdir()] == [out.name]  # nothing half-written beside it


def pixels_of(frame: np.ndarray, colour: tuple[int, int, int]) -> int:
    """Pixels of the picture's lower third within 40 levels of `colour` in every channel (the picture is black)."""
    lower = frame[frame.shape[0] * 2 // 3:].astype(int)
    return int(np.all(np.abs(lower - np.array(colour)) <= 40, axis=-1).sum())


def frame_at(path: Path, seconds: float) -> np.ndarray:
    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        for frame in container.decode(stream):
            if frame.time is not None and frame.time >= seconds:
                return frame.to_ndarray(format="rgb24")
    raise AssertionError(f"no frame at {seconds} s")


@pytest.mark.skipif(not can_burn_in(), reason="no ffmpeg program with libass and libx264 here")
def test_burned_in_cues_show_in_their_speakers_colours(job: tuple[Path, Path], tmp_path: Path) -> None:
    video, json_path = job
    out = export_video(VideoExport(video, json_path, tmp_path / "burned.mp4", "burn"))
    saved = read_json(json_path)
    speakers = list(cue_order(saved.cues, saved.transcript))
    shown = {speaker: rgb(colour) for speaker, colour in colours(speakers).items()}  # as both windows show them
    for index, speaker in enumerate(speakers[:2]):
        # the speaker's cue with the most text: a one-word cue ("Hello?") draws too few pixels to count colours on
        cue = max((c for c in saved.cues if c.lines[0].speaker == speaker and c.end_ms - c.start_ms > 500
                   and all(line.speaker == speaker for line in c.lines)),
                  key=lambda c: sum(len(line.text) for line in c.lines))
        frame = frame_at(out, (cue.start_ms + cue.end_ms) / 2000)
        own, other = shown[speaker], shown[speakers[1 - index]]
        assert pixels_of(frame, own) > 40, f"{speaker}'s cue is not drawn in its colour"
        assert pixels_of(frame, own) > 5 * pixels_of(frame, other)  # nor in the other speaker's
    gaps = [(a.end_ms / 1000, b.start_ms / 1000) for a, b in zip(saved.cues, saved.cues[1:], strict=False)
            if b.start_ms - a.end_ms > 300]
    if gaps:
        quiet = frame_at(out, (gaps[0][0] + gaps[0][1]) / 2)
        # between cues the picture is as black as it was
        assert pixels_of(quiet, shown[speakers[0]]) == pixels_of(quiet, shown[speakers[1]]) == 0
    with av.open(str(out)) as container:
        assert not container.streams.subtitles  # burned in, not carried as a track


def test_refusals_name_the_file_and_touch_nothing(job: tuple[Path, Path], jfk_wav: Path, tmp_path: Path) -> None:
    video, json_path = job
    with pytest.raises(VideoExportError, match="has no video stream") as error:
        export_video(VideoExport(jfk_wav, json_path, tmp_path / "a.mkv"))
    assert error.value.path == str(jfk_wav)
    refused = r"cannot write a video as \.avi; use one of: \.m4v, \.mkv, \.mov, \.mp4"
    with pytest.raises(InvalidOptionError, match=refused):
        export_video(VideoExport(video, json_path, tmp_path / "a.avi"))
    with pytest.raises(InvalidOptionError, match="expected the job's .json"):
        export_video(VideoExport(video, video.with_suffix(".srt"), tmp_path / "a.mkv"))
    with pytest.raises(InvalidOptionError, match="would replace the media"):
        export_video(VideoExport(video, json_path, video, overwrite=True))
    existing = tmp_path / "taken.mkv"
    existing.write_bytes(b"keep me")
    with pytest.raises(OutputExistsError, match="would overwrite taken.mkv"):
        export_video(VideoExport(video, json_path, existing))
    assert existing.read_bytes() == b"keep me"
    export_video(VideoExport(video, json_path, existing, overwrite=True))
    assert existing.read_bytes() != b"keep me"


def test_mp4_refuses_a_picture_it_cannot_hold(job: tuple[Path, Path], sample_wav: Path, tmp_path: Path) -> None:
    _, json_path = job
    webm = media_factory.picture_with_sound(sample_wav, tmp_path / "clip.webm", size="160x90")
    with pytest.raises(VideoExportError, match=r"its video \(vp8\) cannot go into MP4 without re-encoding"):
        export_video(VideoExport(webm, json_path, tmp_path / "clip.mp4"))
    assert not (tmp_path / "clip.mp4").exists()
    assert subtitle_track(export_video(VideoExport(webm, json_path, tmp_path / "clip.mkv")))[0] in {"ass", "ssa"}


def test_burn_in_without_ffmpeg_says_what_to_install(job: tuple[Path, Path], tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    video, json_path = job
    monkeypatch.setenv("WHISPER_SUBTITLER_FFMPEG", str(tmp_path / "no-ffmpeg-here"))
    with pytest.raises(VideoExportError, match="needs the ffmpeg program"):
        export_video(VideoExport(video, json_path, tmp_path / "b.mp4", "burn"))
    assert list(tmp_path.iterdir()) == []


def test_translation_is_tagged_english() -> None:
    assert (language_tag("de"), language_tag("fr"), language_tag("en")) == ("ger", "fre", "eng")
    assert language_tag(None) == language_tag("not a language") == "und"


@pytest.fixture
def paced_ffmpeg(tmp_path_factory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The real ffmpeg, made to read its input at the picture's own pace (`-re`), so an export of the 30 s sample
    takes 30 s on any machine and a cancel always comes before the end (a plain export can finish in a second).
    The wrapper replaces itself with ffmpeg (exec), so the process the worker started is ffmpeg itself."""
    import stat
    import sys

    from core.media import ffmpeg_executable

    if sys.platform == "win32":
        pytest.skip("the pacing wrapper is a script with a #! line, run by exec")

    real = ffmpeg_executable()
    wrapper = tmp_path_factory.mktemp("paced") / "ffmpeg"
    wrapper.write_text(f"#!{sys.executable}\n"
                       "import os, sys\n"
                       "args = sys.argv[1:]\n"
                       "if '-i' in args:\n"
                       "    args.insert(args.index('-i'), '-re')\n"
                       f"os.execv({real!r}, [{real!r}, *args])\n", encoding="utf-8")
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("WHISPER_SUBTITLER_FFMPEG", str(wrapper))
    return wrapper


@pytest.mark.skipif(not can_burn_in(), reason="no ffmpeg program with libass and libx264 here")
def test_a_killed_export_leaves_nothing(job: tuple[Path, Path], tmp_path: Path, paced_ffmpeg: Path) -> None:
    """The window cancels by killing the worker and ffmpeg with it (a surviving ffmpeg would go on for the rest of
    its 30 s); what the export wrote goes with discard_partial."""
    video, json_path = job
    out = tmp_path / "cancelled.mkv"
    handle = start_job(VideoExport(video, json_path, out, "burn"), target="core.video_export:run_export")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not handle.finished:
        if any(isinstance(e, Progress) and 0 < e.fraction < 1 for e in handle.wait(0.2)):
            break
    assert not handle.finished, "the export ended before it could be cancelled"
    assert partial_path(out).exists()
    handle.kill()
    discard_partial(out)
    assert list(tmp_path.iterdir()) == []
    assert not [p.pid for p in psutil.process_iter(["cmdline"]) if str(partial_path(out)) in (p.info["cmdline"] or [])]


def test_cli_exports_beside_the_media(job: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    video, json_path = job
    local = tmp_path / video.name
    local.symlink_to(video)
    (tmp_path / json_path.name).symlink_to(json_path)
    assert cli_main(["export-video", str(local), "-q"]) == 0
    written = default_output(local)
    assert written.name == "sample.subtitled.mkv" and capsys.readouterr().out.strip() == str(written)
    assert cli_main(["export-video", str(local), "-q"]) == 2
    assert "would overwrite sample.subtitled.mkv" in capsys.readouterr().err
    final = run_in_worker(VideoExport(local, json_path, tmp_path / "w.mp4"), target="core.video_export:run_export")
    assert final == JobDone(str(tmp_path / "w.mp4"))  # the window's way: in a worker process of its own


# --- the window's dialog --------------------------------------------------------------------------------------------
@pytest.fixture
def dialog_for(qtbot, job: tuple[Path, Path], tmp_path: Path):
    """An export dialog for the job, its media and JSON linked into `tmp_path` so outputs land there."""
    from app.video_export_dialog import VideoExportDialog

    video, json_path = job
    media = tmp_path / video.name
    media.symlink_to(video)
    dialog = VideoExportDialog(media, json_path)
    qtbot.addWidget(dialog)
    return dialog


def test_the_dialog_exports_in_a_worker_and_says_where(qtbot, dialog_for, tmp_path: Path) -> None:
    dialog = dialog_for
    assert Path(dialog.output.text()) == tmp_path / "sample.subtitled.mkv"
    dialog.container.setCurrentIndex(1)  # MP4: the suggested name follows
    assert Path(dialog.output.text()) == tmp_path / "sample.subtitled.mp4"
    dialog.export_button.click()
    assert not dialog.export_button.isEnabled() and dialog.cancel_button.text() == "Cancel"
    qtbot.waitUntil(lambda: dialog.written is not None, timeout=60_000)
    assert dialog.written == tmp_path / "sample.subtitled.mp4" and dialog.progress.value() == 1000
    assert str(dialog.written) in dialog.status.text() and dialog.cancel_button.text() == "Close"
    assert subtitle_track(dialog.written)[0] == "mov_text"
    asked: list[Path] = []
    dialog.confirm_overwrite = lambda path: asked.append(path) or False  # the person says no
    dialog.export_button.click()
    assert asked == [dialog.written] and dialog.handle is None


@pytest.mark.skipif(not can_burn_in(), reason="no ffmpeg program with libass and libx264 here")
def test_cancel_in_the_dialog_stops_the_export_and_leaves_nothing(qtbot, dialog_for, tmp_path: Path,
                                                                   paced_ffmpeg: Path) -> None:
    dialog = dialog_for
    dialog.burn.setChecked(True)
    assert Path(dialog.output.text()) == tmp_path / "sample.burned.mkv"
    dialog.export_button.click()
    qtbot.waitUntil(lambda: 0 < dialog.progress.value() < 1000, timeout=60_000)
    dialog.cancel_button.click()
    assert dialog.handle is None and "cancelled" in dialog.status.text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sample.mp4"]


def test_export_is_offered_for_finished_video_jobs_only(job: tuple[Path, Path]) -> None:
    from app.controller import DONE, QueueItem
    from app.queue_view import allowed_actions
    from core.jobs import JobResult

    video, json_path = job

    def item(path: Path, status: str = DONE) -> QueueItem:
        result = JobResult(input=str(path), outputs=(str(json_path),), duration=1.0, wall_time=1.0, language="en",
                           device="cpu", engine="faster-whisper", model="tiny.en")
        return QueueItem(1, path, status=status, result=result)

    assert "export-video" in allowed_actions(item(video))
    assert "export-video" not in allowed_actions(item(video.with_suffix(".wav")))  # sound alone: no picture
    assert "export-video" not in allowed_actions(item(video, "transcribing"))  # a retry is rewriting the JSON
