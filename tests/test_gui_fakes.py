"""Job targets for GUI tests that need a job which never ends on its own (closing the window, pausing).
Loaded by name in the spawned worker; nothing here is collected as a test."""

from __future__ import annotations

import os
import time

from core.events import Progress, StageStarted
from core.jobs import JobSpec


def endless_job(spec: JobSpec, on_event) -> None:
    """Writes half a subtitle file where the real one would go, then runs until it is killed."""
    spec.target_dir.mkdir(parents=True, exist_ok=True)
    (spec.target_dir / f"{spec.input_path.stem}.srt").write_text("1\n00:00:00,000 --> 00:00:01,000\nHal")
    on_event(Progress("decoding", 1.0))
    on_event(StageStarted("loading", "faster-whisper", "tiny", "cuda:0"))  # as the pipeline says where it runs
    on_event(Progress("transcribing", 0.1))
    while True:
        time.sleep(0.05)


def two_speaker_job(spec: JobSpec, on_event):
    """A finished two-speaker job without a model: a fixed transcript written by the real core.writers."""
    from core.cues import make_cues
    from core.events import SegmentDecoded
    from core.jobs import JobResult
    from core.types import Segment, SpeakerTurn, Transcript, Word
    from core.writers import write_outputs

    lines = [("SPEAKER_00", 0.0, " Good morning, everyone."), ("SPEAKER_01", 2.5, " Morning! Shall we start?"),
             ("SPEAKER_00", 5.0, " Yes, the first item is the budget.")]
    segments = []
    for speaker, start, text in lines:
        words = []
        for i, token in enumerate(text.split()):
            words.append(Word(start + 0.4 * i, start + 0.4 * i + 0.35, " " + token, 0.9, speaker))
        segment = Segment(start, words[-1].end, text, tuple(words), speaker)
        on_event(SegmentDecoded(Segment(segment.start, segment.end, segment.text, segment.words)))
        segments.append(segment)
    turns = tuple(SpeakerTurn(s.start, s.end, s.speaker) for s in segments)
    transcript = Transcript(tuple(segments), "en", 8.0, engine="fixed", model="none", turns=turns)
    on_event(Progress("writing", 0.0))
    outputs = write_outputs(transcript, make_cues(transcript.words, spec.rules), spec.target_dir,
                            spec.output_stem, spec.formats, overwrite=spec.overwrite, rules=spec.rules)
    return JobResult(input=spec.input, outputs=tuple(str(p) for p in outputs), duration=8.0, wall_time=0.1,
                     language="en", device="cpu", engine="fixed", model="none", speakers=transcript.speakers)


def escaping_grandchild_job(spec: JobSpec, on_event) -> None:
    """Leaves a detached grandchild (double fork) that holds the pipe's write end: killing the worker's process
    tree cannot reach it, so the pipe never reads as closed. Its pid goes to orphan.pid for the test to end it."""
    spec.target_dir.mkdir(parents=True, exist_ok=True)
    middle = os.fork()
    if middle == 0:
        if os.fork() == 0:
            # written whole and then renamed: the test reads the file as soon as it exists
            (spec.target_dir / "orphan.pid.part").write_text(str(os.getpid()))
            os.replace(spec.target_dir / "orphan.pid.part", spec.target_dir / "orphan.pid")
            time.sleep(120)
        os._exit(0)
    os.waitpid(middle, 0)
    on_event(Progress("decoding", 1.0))
    on_event(Progress("transcribing", 0.1))
    while True:
        time.sleep(0.05)


def chatty_job(spec: JobSpec, on_event):
    """Many progress ticks across the stages (as a long file gives), then the two-speaker result."""
    for stage, ticks in (("decoding", 5), ("transcribing", 20), ("writing", 3)):
        for i in range(1, ticks + 1):
            on_event(Progress(stage, i / ticks))
            time.sleep(0.11)  # past core.runner's throttle: every tick reaches the window
    return two_speaker_job(spec, on_event)
