"""One export from start to end: checks, the track, the way to run it, and a file that appears whole or not at
all. The worker target `run_export` is what the window starts in a process of its own (cancel kills it)."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from core.errors import FFmpegNotFoundError, OutputExistsError, VideoExportError
from core.events import EventSink, Progress, ProgressStage, StageStarted, ignore
from core.media import decoder, ffmpeg_executable
from core.video_export import library, program
from core.video_export.request import VideoExport, check_request
from core.video_export.streams import check_mp4_copy, mp4_audio_copies, read_streams
from core.video_export.track import build_track
from core.writers.atomic import TEMP_PREFIX

TRACK_NAME = "track.ass"


def partial_path(output: Path) -> Path:
    """Where the export is written until it is complete: hidden, beside the output (one file system, so the final
    move is atomic), named from the output so whoever cancels a killed export can remove it."""
    tag = hashlib.sha1(output.name.encode("utf-8")).hexdigest()[:12]
    return output.with_name(f"{TEMP_PREFIX}export-{tag}.part")


def discard_partial(output: Path) -> None:
    """Remove what an export killed mid-way left (nothing when it left nothing)."""
    partial_path(output).unlink(missing_ok=True)


def burn_in_problem() -> str:
    """Why burning in cannot run on this computer, in a sentence; "" when it can."""
    try:
        executable = ffmpeg_executable()
    except FFmpegNotFoundError:
        return ("burning subtitles in needs the ffmpeg program (with libass), which was not found: install it or "
                "set WHISPER_SUBTITLER_FFMPEG; soft subtitles work without it")
    missing = [library for name, library in (("ass", "libass"), ("libx264", "libx264")) if name not in
               program.features(executable)]
    if missing:
        return f"the ffmpeg program at {executable} was built without {', '.join(missing)}, needed to burn in"
    return ""


def can_burn_in() -> bool:
    return not burn_in_problem()


def _place(partial: Path, output: Path, overwrite: bool) -> None:
    """The finished file takes its name; without `overwrite` a file that appeared meanwhile is never replaced."""
    if overwrite:
        os.replace(partial, output)
        return
    try:
        os.link(partial, output)  # fails if the name is taken: no window between the check and the move
    except FileExistsError:
        raise OutputExistsError(f"would overwrite {output.name}", str(output)) from None
    except OSError:  # no hard links here (FAT, some network shares): the check and the move, as close as can be
        if output.exists():
            raise OutputExistsError(f"would overwrite {output.name}", str(output)) from None
        os.replace(partial, output)
        return
    partial.unlink()


def export_video(request: VideoExport, on_event: EventSink = ignore) -> Path:
    """Make `request.output`; raises a SubtitlerError naming the file for anything that cannot work."""
    duration = check_request(request)
    streams = read_streams(request.media)
    into_mp4 = request.muxer != "matroska"
    if into_mp4 and request.mode == "soft":
        check_mp4_copy(streams, request.media)
    copy_audio = not into_mp4 or mp4_audio_copies(streams)
    if request.mode == "burn" and (problem := burn_in_problem()):
        raise VideoExportError(problem, str(request.media))
    track = build_track(request.transcript, request.media.stem, streams.speech_origin)

    on_event(StageStarted(ProgressStage.EXPORTING))

    def on_fraction(fraction: float) -> None:
        on_event(Progress(ProgressStage.EXPORTING, fraction))

    request.output.parent.mkdir(parents=True, exist_ok=True)
    partial = partial_path(request.output)
    try:
        with tempfile.TemporaryDirectory(prefix="ws-export-") as work:
            folder = Path(work)
            (folder / TRACK_NAME).write_text(track.ass, encoding="utf-8")
            if request.mode == "burn":
                arguments = program.burn_arguments(request.media.absolute(), TRACK_NAME, partial.absolute(),
                                                   request.muxer, copy_audio=copy_audio,
                                                   fonts=program.fallback_fonts(folder))
                program.run(ffmpeg_executable(), arguments, duration, on_fraction, request.media, cwd=folder)
            elif decoder() == "ffmpeg":
                arguments = program.mux_arguments(request.media.absolute(), folder / TRACK_NAME, partial.absolute(),
                                                  request.muxer, language=track.language, title=track.title,
                                                  copy_audio=copy_audio)
                program.run(ffmpeg_executable(), arguments, duration, on_fraction, request.media)
            else:
                if not copy_audio:
                    raise VideoExportError("its sound cannot go into MP4 as it is and FFmpeg's libraries here do not "
                                           "re-encode it: export MKV instead", str(request.media))
                library.mux(request.media, track, partial, request.muxer, duration, on_fraction)
        _place(partial, request.output, request.overwrite)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    on_fraction(1.0)
    return request.output


def run_export(request: VideoExport, on_event: EventSink) -> str:
    """core.runner's target ("core.video_export:run_export"): the output's path as text."""
    return str(export_video(request, on_event))
