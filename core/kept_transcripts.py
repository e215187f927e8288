"""Transcripts kept after their outputs could not be written, so Retry writes them without transcribing again.

An hour of transcription must not be lost to a full disk. When writing a job's outputs fails, its transcript (what
the outputs are made from) goes to the user cache, under a key made of the input file's identity (path, size,
modification time) and every setting that shapes the transcript; rules, formats and the output folder are not in
the key, since the outputs are cut from the transcript anew. The next run of the same job finds it and goes straight
to writing; it is removed once the outputs are written. A changed input or setting simply misses.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import asdict
from pathlib import Path

from core.diarization.hub import models_cache_dir
from core.jobs import JobSpec
from core.types import Transcript

SUBDIR = "kept-transcripts"
# JobSpec fields that change what the transcript says; the rest only change how it is written.
TRANSCRIPT_FIELDS = (
    "engine", "model", "language", "backend", "use_cuda", "compute_type", "vad", "diarize", "diarization_model",
    "num_speakers", "min_speakers", "max_speakers", "speaker_names", "known_voices",
)


def kept_dir(spec: JobSpec) -> Path:
    """Beside the models cache (the user cache, or the job's own cache folder)."""
    return models_cache_dir(spec.cache_dir).parent / SUBDIR


def job_key(spec: JobSpec) -> str | None:
    """The transcript's identity; None when the input cannot be looked at (then nothing is kept or found)."""
    try:
        stat = spec.input_path.stat()
    except OSError:
        return None
    settings = {name: value for name, value in asdict(spec).items() if name in TRANSCRIPT_FIELDS}
    identity = {"input": str(spec.input_path.resolve()), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns,
                "settings": settings}
    return hashlib.sha256(json.dumps(identity, sort_keys=True, default=str).encode()).hexdigest()[:32]


def _path(spec: JobSpec) -> Path | None:
    key = job_key(spec)
    return kept_dir(spec) / f"{key}.json" if key else None


def keep(spec: JobSpec, transcript: Transcript) -> Path | None:
    """Store the transcript; returns where, or None when it could not be stored either (a full disk both)."""
    path = _path(spec)
    if path is None:
        return None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=".kept-", dir=path.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(transcript.to_dict(), out)
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
    except OSError:
        return None
    return path


def find(spec: JobSpec) -> Transcript | None:
    """The transcript kept for this very job, if any (an unreadable one counts as none)."""
    path = _path(spec)
    if path is None or not path.is_file():
        return None
    try:
        return Transcript.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def discard(spec: JobSpec) -> None:
    path = _path(spec)
    if path is not None:
        path.unlink(missing_ok=True)
