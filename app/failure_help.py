"""What to do after a job failed, from the failure's kind alone (core.errors.ErrorKind, carried by
core.runner.JobFailed; "out-of-memory" and "internal" from the runner, which also gives "out-of-memory" to any error
that says memory ran out; "worker-died" or "out-of-memory" when the worker ended without a word, by how it ended). No Qt
here: the window translates a text where it shows it (context "failure_help")."""

from __future__ import annotations

from core.errors import ErrorKind
from core.job_settings import QT_TRANSLATE_NOOP

# Whole sentences, each marked for lupdate under the context the window translates them in ("failure_help").
ADVICE: dict[str, str] = {  # a text for every ErrorKind
    ErrorKind.MEDIA_NOT_FOUND: QT_TRANSLATE_NOOP(
        "failure_help",
        "The file was moved, renamed or deleted after it was queued. Put it back, or add it again from where "
        "it is now."),
    ErrorKind.MEDIA_EMPTY: QT_TRANSLATE_NOOP(
        "failure_help",
        "The file is empty: it may still be copying or downloading. Wait until it is complete, then Retry."),
    ErrorKind.MEDIA_NOT_MEDIA: QT_TRANSLATE_NOOP(
        "failure_help",
        "This file is not audio or video, whatever its name says. Remove it from the queue."),
    ErrorKind.MEDIA_CORRUPT: QT_TRANSLATE_NOOP(
        "failure_help",
        "The file is damaged or incomplete. Check that it plays in a media player; download or export it "
        "again, then add it again."),
    ErrorKind.MEDIA_NO_AUDIO: QT_TRANSLATE_NOOP(
        "failure_help",
        "The file has no sound track. Use the file that has the sound, or export the video with its audio."),
    ErrorKind.MEDIA: QT_TRANSLATE_NOOP(
        "failure_help",
        "The file could not be read. Check that it plays in a media player, or convert it to WAV or MP3."),
    ErrorKind.FFMPEG_MISSING: QT_TRANSLATE_NOOP(
        "failure_help",
        "Reading this type of file needs FFmpeg. Install FFmpeg (docs/INSTALL.md) or convert the file to WAV,"
        " then Retry."),
    ErrorKind.MODEL_MISSING: QT_TRANSLATE_NOOP(
        "failure_help",
        "The model is not on this computer. Download it in the settings (Download), turn off "
        "\u201cOffline\u201d, or choose a local model folder; then Retry."),
    ErrorKind.MODEL_DOWNLOAD: QT_TRANSLATE_NOOP(
        "failure_help",
        "The model could not be downloaded. Check the internet connection (and any proxy), then Retry; or "
        "choose a model that is already downloaded."),
    ErrorKind.MODEL_INTEGRITY: QT_TRANSLATE_NOOP(
        "failure_help",
        "The downloaded model is damaged. Download it again in the settings, or choose another model; then "
        "Retry."),
    ErrorKind.MODEL: QT_TRANSLATE_NOOP(
        "failure_help",
        "The model could not be loaded. Choose another model, or download this one again; then Retry."),
    ErrorKind.TOKEN_MISSING: QT_TRANSLATE_NOOP(
        "failure_help",
        "Labelling speakers needs a Hugging Face token once, to download the pyannote model. Enter it in the "
        "settings (HF token), or turn off \u201cLabel speakers\u201d; then Retry."),
    ErrorKind.OUTPUT_EXISTS: QT_TRANSLATE_NOOP(
        "failure_help",
        "Subtitles with this name are already in the output folder. Press Retry: the window asks whether to "
        "replace them or keep both."),
    ErrorKind.DESTINATION: QT_TRANSLATE_NOOP(
        "failure_help",
        "The output folder cannot take the subtitles (the reason says why: full, read-only or not yours to "
        "write). Free some space or choose another output folder, then Retry; a transcript that was already "
        "made is kept, so Retry only writes the files."),
    ErrorKind.INVALID_OPTION: QT_TRANSLATE_NOOP(
        "failure_help",
        "A setting does not fit this job (the reason says which). Correct it in the settings, then Retry."),
    ErrorKind.CLUSTER_MISSING: QT_TRANSLATE_NOOP(
        "failure_help",
        "Batch runs on a Ray cluster need the cluster extra: pip install 'whisper-subtitler[cluster]'."),
    ErrorKind.ENGINE: QT_TRANSLATE_NOOP(
        "failure_help",
        "The speech engine failed. Choose the other engine or a smaller model in the settings, then Retry."),
    ErrorKind.DEVICE: QT_TRANSLATE_NOOP(
        "failure_help",
        "The GPU failed. Choose CPU as the backend in the settings, then Retry."),
    ErrorKind.EXPORT: QT_TRANSLATE_NOOP(
        "failure_help",
        "The video could not be made. Try the other container (MKV takes every codec), or install the ffmpeg "
        "program to burn subtitles in."),
    ErrorKind.SOURCE_LOST: QT_TRANSLATE_NOOP(
        "failure_help",
        "The audio input stopped during the live session (a microphone unplugged or its driver gone). What was "
        "recorded until then is saved with its captions. Connect the input again and start a new session."),
    ErrorKind.SOURCE_SILENT: QT_TRANSLATE_NOOP(
        "failure_help",
        "No audio came from the input. Check that the microphone is connected, chosen in the settings and not "
        "muted (and that this program may use it), then start again."),
    ErrorKind.OUT_OF_MEMORY: QT_TRANSLATE_NOOP(
        "failure_help",
        "The computer ran out of memory. Choose a smaller model (base or small) or the CPU as the backend in "
        "the settings, close other programs that use much memory, then Retry."),
    ErrorKind.WORKER_DIED: QT_TRANSLATE_NOOP(
        "failure_help",
        "The job\u2019s process ended without a word, most often because memory ran out. Choose a smaller "
        "model (base or small) or the CPU as the backend in the settings, close other programs that use much "
        "memory, then Retry. If it happens again, the log has the details."),
    ErrorKind.INTERNAL: QT_TRANSLATE_NOOP(
        "failure_help",
        "Something unexpected went wrong. Retry; if it fails again, copy the log (it has the details) into a "
        "bug report."),
}


def advice_for(kind: str) -> str:
    """The next step for a failure of `kind` (its family, "media-..." -> "media", when the kind itself is unknown)."""
    if kind in ADVICE:
        return ADVICE[kind]
    family = kind.split("-", 1)[0]
    return ADVICE.get(family, ADVICE[ErrorKind.INTERNAL])
