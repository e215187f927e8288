"""The live names refined at Stop: the offline job's diarization run on the session's recording, and the session's
final words given to its speakers exactly as a job's words are (core.pipeline.diarize_audio and name_speakers: the
same pipeline and settings, the words' look at the turns, known voices by name).

Why: online speakers decide each stretch once, from a few seconds of audio, and a stretch that spans a change of
speaker keeps one name (pyannote's sample: 0.32 of the words named wrong live, 0.04 by the job). At Stop the whole
recording is there, so the job's answer can be had for the price of a diarization (no second transcription).

The words themselves (text and times) are never changed, only their speakers; the segments are regrouped at the new
changes of speaker as the live transcript's are (core.live.session.transcript_of).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from pathlib import Path

from core.events import Event, Progress, ProgressStage
from core.jobs import JobSpec
from core.types import Transcript


class RefineCancelled(Exception):
    """Stop was asked for again while the speakers were being refined: the live names are kept."""


def refine_speakers(
    transcript: Transcript,
    recording: str | Path,
    job: JobSpec,
    on_progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> Transcript:
    """`transcript` (a live session's, named live) with its words' speakers found again over the whole `recording`
    by `job`'s diarization. Raises what the diarization raises (a pipeline that cannot be loaded, ...), and
    RefineCancelled once `cancelled()` turns true (looked at between the pipeline's batches)."""
    from core import compute
    from core.live.session import transcript_of
    from core.media import decode_audio
    from core.pipeline import diarize_audio, name_speakers
    from core.stage_results import TranscriptionResult

    def check() -> None:
        if cancelled():
            raise RefineCancelled("refining the speakers was stopped; the live names are kept")

    def on_event(event: Event) -> None:
        check()
        if on_progress is not None and isinstance(event, Progress) and event.stage == ProgressStage.DIARIZING:
            on_progress(event.fraction)

    started = time.perf_counter()
    check()
    audio = decode_audio(recording)
    spec = dataclasses.replace(job, diarize=True)
    unnamed = tuple(w.with_speaker(None) for w in transcript.words)
    words_only = transcript.replace(segments=transcript_of(unnamed, transcript.duration, transcript.language).segments,
                                    turns=(), voices={}, embedder="")
    diarized = diarize_audio(audio, spec, compute.plan_job(spec), on_event, words=lambda: unnamed)
    check()
    named, _timings = name_speakers(spec, TranscriptionResult(words_only), diarized, 0.0, on_event)
    regrouped = transcript_of(named.words, transcript.duration, transcript.language)
    timings = dict(transcript.timings) | {"refine": time.perf_counter() - started, "diarize": diarized.seconds,
                                          "diarization_load": diarized.load_seconds}
    return named.replace(segments=regrouped.segments, timings=timings)
