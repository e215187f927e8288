"""A live session in a worker process, so the window never decodes: commands go in over one pipe, events come out
over another, as core.warm_worker's jobs do (spawned, ended with its parent, every event a picklable record).

In (parent -> worker), after the `LiveSpec` the worker is started with: `AudioIn` samples for a pushed source (the
window's microphone), `AudioEnded`, `AudioFailed` (the input broke: a sentence), `StopLive`; a `StopLive` after the
audio ended skips refining the speakers (the live names are saved). A closed command pipe counts as the audio's end.
Out: `LiveStarted` once the models are loaded, `LiveLevel` per chunk, `LiveUpdate` per decode, `LiveRefining` while
the speakers are found again at Stop, then the final event as the runner gives it: `JobDone(LiveEnded(...))` once
the files are saved (its `problem` says why the session ended early, if it did: the input lost, the decoder broken),
`JobFailed` when the session could not start (a name in use, a model that cannot be had; nothing was recorded), or
the parent's `WorkerDied` when the worker ended without a word (a kill: the recording and `<stem>.partial.jsonl`
stay).

`LiveHandle` is core.runner's JobHandle (read_events, wait, kill) plus the commands; push from any one thread.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from core.cues.labels import DEFAULT_LABEL_STYLE
from core.jobs import JobSpec
from core.live.sources import FIRST_AUDIO_WAIT_S, STALL_WAIT_S, FileSource, PushSource
from core.live.types import LiveSaved, LiveSource
from core.runner import (
    JobDone,
    JobFailed,
    JobHandle,
    _ForwardLogs,
    as_failure,
    event_sender,
    leave_worker,
    prepare_worker,
)
from core.types import Transcript

if TYPE_CHECKING:
    from core.live.session import LiveSession, Refiner

PUSHED = ""  # LiveSpec.media for audio pushed in over the command pipe


@dataclass(frozen=True, slots=True)
class LiveSpec:
    """What a live session needs. `media`: a file to play (PUSHED: audio comes as AudioIn). `job`: the offline
    job's settings the captions use (model, engine, backend, language, vocabulary, cue rules; `diarize` names the
    speakers as they talk, with `diarization_model`'s embedding); None records only. `refine`: with speakers, find
    them again at Stop with the job's diarization over the whole recording (core.live.refine)."""

    out_dir: str
    stem: str
    media: str = PUSHED
    source_name: str = "the microphone"
    realtime: bool = True
    speed: float = 1.0
    job: JobSpec | None = None
    label_style: str = DEFAULT_LABEL_STYLE
    first_wait_s: float = FIRST_AUDIO_WAIT_S
    stall_wait_s: float = STALL_WAIT_S
    refine: bool = True


# --- commands in -------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class AudioIn:
    samples: np.ndarray  # 16 kHz mono, float32 in [-1, 1] or int16


@dataclass(frozen=True, slots=True)
class AudioEnded:
    pass


@dataclass(frozen=True, slots=True)
class AudioFailed:
    message: str


@dataclass(frozen=True, slots=True)
class StopLive:
    pass


LiveCommand = AudioIn | AudioEnded | AudioFailed | StopLive


# --- events out, beside LiveLevel and LiveUpdate ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LiveStarted:
    """The models are loaded and the session is starting: the recording goes to `recording`. Audio pushed before
    this waits in memory and is recorded first."""

    recording: str
    source: str


# --- the final result --------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LiveEnded:
    """The session saved its files (`saved`); `problem`: why it ended early (a microphone lost, the decoder broke:
    its kind, sentence and traceback as core.runner reports a failed job), else None."""

    saved: LiveSaved
    problem: JobFailed | None = None


# --- the worker --------------------------------------------------------------------------------------------------
def make_source(spec: LiveSpec) -> LiveSource:
    if spec.media == PUSHED:
        return PushSource(spec.source_name, first_wait_s=spec.first_wait_s, stall_wait_s=spec.stall_wait_s)
    return FileSource(spec.media, realtime=spec.realtime, speed=spec.speed)


def run_live(spec: LiveSpec, source: LiveSource, send: Callable[[Any], None],
             on_session: Callable[[LiveSession], None] | None = None) -> LiveEnded:
    """One session, its events sent as they come; the worker's body, and the CLI's without a worker. `on_session`
    gets the session before it starts (to stop it, or skip its refine, from another thread)."""
    from core.live.loading import load_captioners
    from core.live.session import CAPTION_FORMATS, LiveSession, SessionFiles

    # A name in use is said before a model is loaded (the session checks again when it starts).
    SessionFiles(Path(spec.out_dir), spec.stem).check_free(CAPTION_FORMATS if spec.job is not None else ())
    captioners = load_captioners(spec.job) if spec.job is not None else None
    refine: Refiner | None = None
    if captioners is not None and spec.job is not None and spec.job.diarize and spec.refine:
        job, release = spec.job, captioners.close

        def refine(transcript: Transcript, recording: Path, on_progress: Callable[[float], None],
                   cancelled: Callable[[], bool]) -> Transcript:
            from core.live.refine import refine_speakers

            release()  # the decoder is done: its memory goes before the diarization pipeline loads
            return refine_speakers(transcript, recording, job, on_progress, cancelled)
    try:
        session = LiveSession(
            source, captioners.transcriber if captioners else None, captioners.speakers if captioners else None,
            spec.out_dir, spec.stem, on_update=send, on_level=send,
            rules=spec.job.rules if spec.job is not None else None, label_style=spec.label_style,
            language=(spec.job.language if spec.job is not None else None) or "en",
            about=captioners.about if captioners else None, refine=refine, on_refining=send)
        if on_session is not None:
            on_session(session)
        send(LiveStarted(str(session.files.recording), source.description))
        saved = session.run()
    finally:
        if captioners is not None:
            captioners.close()
    return LiveEnded(saved, as_failure(session.problem) if session.problem is not None else None)


def _follow_commands(commands: Connection, source: LiveSource, skip_refine: Callable[[], None]) -> None:
    """Hand the parent's commands to the source until the pipe closes. Stopping the source stops the session: it
    ends after the audio already given, which is captioned and saved. A StopLive after that skips the refine."""
    push = source if isinstance(source, PushSource) else None
    ended = False
    while True:
        try:
            command = commands.recv()
        except (EOFError, OSError):
            if not ended:
                source.stop()  # the parent is done with us (or gone: the watchdog ends us)
            return
        if ended:
            if isinstance(command, StopLive):
                skip_refine()
        elif isinstance(command, AudioIn) and push is not None:
            push.push(command.samples)
        elif isinstance(command, AudioFailed) and push is not None:
            push.fail(command.message)
            ended = True
        elif isinstance(command, (AudioEnded, StopLive)):
            source.stop()
            ended = True


def _live_main(commands: Connection, events: Connection, spec: LiveSpec, env: Mapping[str, str]) -> None:
    """Entry point of the live worker. Never returns: ends with os._exit."""
    prepare_worker(env)
    send = event_sender(events)
    logging.getLogger().addHandler(_ForwardLogs(send))
    code = 0
    try:
        source = make_source(spec)
        sessions: list[LiveSession] = []

        def skip_refine() -> None:
            for session in sessions:
                session.skip_refine()

        threading.Thread(target=_follow_commands, args=(commands, source, skip_refine), name="live-commands",
                         daemon=True).start()
        send(JobDone(run_live(spec, source, send, on_session=sessions.append)))
    except BaseException as error:  # noqa: BLE001 - everything is reported, then the process ends anyway
        send(as_failure(error))
        code = 1
    finally:
        leave_worker(code, events)


# --- parent side -------------------------------------------------------------------------------------------------
@dataclass(eq=False)
class LiveHandle(JobHandle):
    """The parent's grip on a live worker: core.runner.JobHandle's events, plus the commands."""

    commands: Connection | None = None
    _send_lock: threading.Lock = field(default_factory=threading.Lock)

    def _command(self, command: LiveCommand) -> bool:
        """Send one command; False where the worker is gone (its end reads as an event)."""
        try:
            with self._send_lock:
                if self.commands is None:
                    return False
                self.commands.send(command)
            return True
        except (BrokenPipeError, EOFError, OSError):
            return False

    def next_events(self, timeout: float | None = None) -> list[Any]:
        """What the worker sent, waiting up to `timeout` seconds (None: no limit) for the first event: a reader
        thread's loop. Ends with the final event."""
        if not self._closed:
            try:
                self.conn.poll(timeout)
            except (EOFError, OSError):
                pass
        return self.read_events()

    def push(self, samples: np.ndarray) -> bool:
        return self._command(AudioIn(np.ascontiguousarray(samples).reshape(-1)))

    def end_audio(self) -> bool:
        return self._command(AudioEnded())

    def fail_audio(self, message: str) -> bool:
        return self._command(AudioFailed(message))

    def stop(self) -> bool:
        """Stop the session: it captions what it has and saves; the final event follows."""
        return self._command(StopLive())

    def _on_closed(self) -> list[Any]:
        with self._send_lock:  # the reader thread closes what another thread may be sending on
            if self.commands is not None:
                self.commands.close()
                self.commands = None
        return super()._on_closed()


def start_live(spec: LiveSpec, env: Mapping[str, str] | None = None) -> LiveHandle:
    """Spawn a live worker for `spec`; feed it with `push` where `spec.media` is PUSHED."""
    context = multiprocessing.get_context("spawn")
    command_reader, command_writer = context.Pipe(duplex=False)
    event_reader, event_writer = context.Pipe(duplex=False)
    process = context.Process(target=_live_main, args=(command_reader, event_writer, spec, dict(env or {})),
                              name="subtitler-live-worker", daemon=True)
    process.start()
    command_reader.close()  # only the worker reads commands and writes events: its death reads as EOF
    event_writer.close()
    return LiveHandle(process, event_reader, commands=command_writer)
