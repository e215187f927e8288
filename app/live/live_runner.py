"""Runs a live session out of the GUI process: core.live.worker's worker decodes, records and saves; this object
starts it, feeds it the microphone's blocks (app.live.mic_source) when the source is an input device, and turns what
the worker reports into Qt signals. A reader thread waits on the worker's pipe, so the GUI thread never blocks on
it; the signals it emits are queued to the GUI thread (this object lives there).

A media file is played by the worker itself, in real time (core.live.sources.FileSource).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.live.mic_source import InputDevice, MicSource
from app.qt import QObject, Signal
from core.live.types import AudioChunk, LiveLevel, LiveRefining, LiveSaved, LiveUpdate

if TYPE_CHECKING:  # imported where used: the worker's module brings the session's recording and writers
    from core.jobs import JobSpec
    from core.live import worker

READ_WAIT_S = 0.5  # the reader thread's longest wait on the pipe before it looks whether it should still read


def live_spec(job: JobSpec, source: InputDevice | Path, out_dir: Path, stem: str) -> worker.LiveSpec:
    """The live session for the window's current settings (`job`: what a queued job would run with: the model,
    engine, backend, language, vocabulary, cue rules and speakers the captions use)."""
    from core.live import worker

    return worker.LiveSpec(out_dir=str(out_dir), stem=stem,
                           media=str(source) if isinstance(source, Path) else worker.PUSHED,
                           source_name=source.name, realtime=True, job=job)


class LiveRunner(QObject):
    """One session. `started()` once its models are loaded, `level(LiveLevel)` and `update(LiveUpdate)` while it
    runs, `refining(fraction)` while the speakers are found again after Stop; at its end `failed(sentence)` if it
    broke or its input ended early, `saved(LiveSaved)` with the files it kept (even after a failure), then
    `ended()`, always, last."""

    started = Signal()
    level = Signal(object)
    update = Signal(object)
    refining = Signal(float)
    saved = Signal(object)
    failed = Signal(str)
    ended = Signal()
    _final = Signal(object)  # the worker's final event, from the reader thread

    def __init__(self, spec: worker.LiveSpec, mic: MicSource | None = None, env: Mapping[str, str] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.mic = mic
        self._env = dict(env or {})
        self.handle: worker.LiveHandle | None = None
        self._reader: threading.Thread | None = None
        self._stopping = False
        self.finished = False
        self.problem = ""  # the failure's sentence, if any
        self._final.connect(self._on_final)

    def start(self) -> None:
        from core.live import worker

        self.handle = worker.start_live(self.spec, self._env)
        self._reader = threading.Thread(target=self._read, args=(self.handle,), name="live-reader", daemon=True)
        self._reader.start()
        if self.mic is not None:
            self.mic.chunk.connect(self.push)
            self.mic.failed.connect(self.input_failed)
            self.mic.start()

    def stop(self) -> None:
        """Stop: the microphone's last block goes to the worker, which captions what it has and saves. Stop again
        while it refines the speakers: the live names are saved."""
        if self.handle is None:
            return
        if self._stopping:
            self.handle.stop()  # after the audio's end, the worker takes this as: skip the refine
            return
        self._stopping = True
        if self.mic is not None:
            self.mic.stop()
            self.handle.end_audio()
        else:
            self.handle.stop()

    def kill(self) -> None:
        """End the worker now (the window closes): the recording and the captions so far stay on disk."""
        if self.mic is not None:
            self.mic.stop()
        if self.handle is not None and not self.finished:
            self.handle.kill()

    def push(self, chunk: AudioChunk) -> None:
        """Audio for a session started without a media file (the microphone's blocks come here)."""
        if self.handle is not None:
            self.handle.push(chunk.samples)

    def input_failed(self, sentence: str) -> None:
        """The input broke (the microphone went away): the session ends after what it has, and its end carries
        the sentence."""
        if self.handle is not None:
            self.handle.fail_audio(sentence)

    def _read(self, handle: worker.LiveHandle) -> None:
        """The reader thread: every event the worker sends, as a signal, until its final one."""
        from core.live import worker
        from core.runner import FINAL_EVENTS

        while True:
            for event in handle.next_events(READ_WAIT_S):
                if isinstance(event, worker.LiveStarted):
                    self.started.emit()
                elif isinstance(event, LiveLevel):
                    self.level.emit(event)
                elif isinstance(event, LiveUpdate):
                    self.update.emit(event)
                elif isinstance(event, LiveRefining):
                    self.refining.emit(event.fraction)
                elif isinstance(event, FINAL_EVENTS):
                    self._final.emit(event)
                    return

    def _on_final(self, event: Any) -> None:
        from core.live import worker
        from core.runner import JobCancelled, JobDone, JobFailed, WorkerDied

        self.finished = True
        if self.mic is not None:
            self.mic.stop()  # the session is over, whatever ended it: the input closes
        kept: LiveSaved | None = None
        if isinstance(event, JobDone) and isinstance(event.result, worker.LiveEnded):
            kept = event.result.saved
            if event.result.problem is not None:
                self.problem = event.result.problem.message
        elif isinstance(event, JobFailed):
            self.problem = event.message
        elif isinstance(event, WorkerDied):
            self.problem = self.tr("The live session ended early ({reason}); the recording so far is kept.").format(
                reason=event.reason)
        elif isinstance(event, JobCancelled):
            self.problem = ""
        if kept is None:
            kept = self._left_on_disk()
        if self.problem:
            self.failed.emit(_sentence(self.problem))
        if kept.paths:
            self.saved.emit(kept)
        self.ended.emit()

    def _left_on_disk(self) -> LiveSaved:
        """What a session that ended without saving left: the recording and its captions so far."""
        from core.live.session import SessionFiles

        files = SessionFiles(Path(self.spec.out_dir), self.spec.stem)
        return LiveSaved(tuple(str(p) for p in (files.recording, files.partial) if p.exists()))


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
