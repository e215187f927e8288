"""What to do after a job failed, from the failure's kind alone (core.errors' `kind`, carried by core.runner.JobFailed;
"out-of-memory" and "internal" from the runner, which also gives "out-of-memory" to any error that says memory ran
out; a worker that ended without a word has core.runner.WorkerDied's kind). No Qt here: the window translates a
text where it shows it (context "failure_help")."""

from __future__ import annotations

SMALLER_MODEL_OR_CPU = ("Choose a smaller model (base or small) or the CPU as the backend in the settings, close other "
                        "programs that use much memory, then Retry.")

ADVICE: dict[str, str] = {
    "media-not-found": "The file was moved, renamed or deleted after it was queued. Put it back, or add it again "
                       "from where it is now.",
    "media-empty": "The file is empty: it may still be copying or downloading. Wait until it is complete, then Retry.",
    "media-not-media": "This file is not audio or video, whatever its name says. Remove it from the queue.",
    "media-corrupt": "The file is damaged or incomplete. Check that it plays in a media player; download or export "
                     "it again, then add it again.",
    "media-no-audio": "The file has no sound track. Use the file that has the sound, or export the video with its "
                      "audio.",
    "media": "The file could not be read. Check that it plays in a media player, or convert it to WAV or MP3.",
    "ffmpeg-missing": "Reading this type of file needs FFmpeg. Install FFmpeg (docs/INSTALL.md) or convert the file "
                      "to WAV, then Retry.",
    "model-missing": "The model is not on this computer. Download it in the settings (Download), turn off "
                     "\u201cOffline\u201d, or choose a local model folder; then Retry.",
    "model-download": "The model could not be downloaded. Check the internet connection (and any proxy), then Retry; "
                      "or choose a model that is already downloaded.",
    "model-integrity": "The downloaded model is damaged. Download it again in the settings, or choose another "
                       "model; then Retry.",
    "model": "The model could not be loaded. Choose another model, or download this one again; then Retry.",
    "token-missing": "Labelling speakers needs a Hugging Face token once, to download the pyannote model. Enter it "
                     "in the settings (HF token), or turn off \u201cLabel speakers\u201d; then Retry.",
    "output-exists": "Subtitles with this name are already in the output folder. Press Retry: the window asks "
                     "whether to replace them or keep both.",
    "destination": "The output folder cannot take the subtitles (the reason says why: full, read-only or not "
                   "yours to write). Free some space or choose another output folder, then Retry; a transcript "
                   "that was already made is kept, so Retry only writes the files.",
    "invalid-option": "A setting does not fit this job (the reason says which). Correct it in the settings, then "
                      "Retry.",
    "engine": "The speech engine failed. Choose the other engine or a smaller model in the settings, then Retry.",
    "device": "The GPU failed. Choose CPU as the backend in the settings, then Retry.",
    "out-of-memory": "The computer ran out of memory. " + SMALLER_MODEL_OR_CPU,
    "worker-died": "The job\u2019s process ended without a word, most often because memory ran out. "
                   + SMALLER_MODEL_OR_CPU + " If it happens again, the log has the details.",
    "internal": "Something unexpected went wrong. Retry; if it fails again, copy the log (it has the details) into "
                "a bug report.",
}


def advice_for(kind: str) -> str:
    """The next step for a failure of `kind` (its family, "media-..." -> "media", when the kind itself is unknown)."""
    if kind in ADVICE:
        return ADVICE[kind]
    family = kind.split("-", 1)[0]
    return ADVICE.get(family, ADVICE["internal"])
