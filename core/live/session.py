"""One live session: audio from a source, recorded as it arrives, captioned, and saved beside the recording at Stop.

Two threads, so decoding never holds up the audio: a reader takes the source's chunks, writes each to the recording
(core.live.recording) and reports its level at once, then queues it; the session's own thread feeds the queued
chunks to the transcriber and the speakers, decodes, names the final words and reports them. Whatever the decoder's
lag, every sample reaches the recording when it arrives.

Nothing is lost: the captions so far sit in `<stem>.partial.jsonl` beside the recording (core.live.journal), a line
appended for each word as it is made final, so a kill leaves the recording and the captions up to that point
(`recover` makes the subtitles from them). At Stop the transcriber finishes, the speakers are refined over the
whole recording where a `refine` step is given (core.live.refine: the offline job's diarization; a refine that fails
or is skipped leaves the live names), the SRT, VTT and JSON are written through the offline job's cue cutting and
writers, and the journal goes. The journal keeps the live names until the files are written, so a kill while
refining loses nothing.

`transcriber=None` records only: the recording is the one output (captions later, through the normal queue).
"""

from __future__ import annotations

import contextlib
import math
import os
import queue
import threading
import wave
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from core.cues.labels import DEFAULT_LABEL_STYLE
from core.errors import InvalidOptionError, OutputExistsError, SourceLostError, SubtitlerError
from core.live.journal import CaptionJournal, JournalHeader, read_journal
from core.live.recording import WavRecording
from core.live.types import (
    AudioChunk,
    LiveLevel,
    LiveRefining,
    LiveSaved,
    LiveSource,
    LiveUpdate,
    OnlineSpeakers,
    StreamingTranscriber,
)
from core.types import CueRules, Segment, Transcript, Word

CAPTION_FORMATS = ("srt", "vtt", "json")
RECORDING_SUFFIX = ".wav"
PARTIAL_SUFFIX = ".partial.jsonl"
SEGMENT_PAUSE_S = 1.0  # the JSON's segments break at a pause this long or at a change of speaker
_POLL_S = 0.25
UNPACED_QUEUE = 5  # chunks a source that is not paced may be ahead of the decoder (1 s of a file source's)

# The speakers found again at Stop: (the live transcript, the recording, on_progress(0..1), cancelled()) -> the
# transcript with its words' speakers refined (core.live.refine.refine_speakers with the job's settings).
Refiner = Callable[[Transcript, Path, Callable[[float], None], Callable[[], bool]], Transcript]


def session_stem(source: Path | None, now: float | None = None) -> str:
    """The name a session's files get unless the person gives one: "<file>.live" for a media file (beside the
    subtitles its offline job would write, never over them), "live-2026-11-27-120500" for an input device."""
    if source is not None:
        return f"{source.stem}.live"
    import time

    return time.strftime("live-%Y-%m-%d-%H%M%S", time.localtime(now))


@dataclass(frozen=True, slots=True)
class SessionFiles:
    """Where a session with this name writes: `<stem>.wav`, `<stem>.partial.jsonl` while it runs, then the captions."""

    directory: Path
    stem: str

    @property
    def recording(self) -> Path:
        return self.directory / f"{self.stem}{RECORDING_SUFFIX}"

    @property
    def partial(self) -> Path:
        return self.directory / f"{self.stem}{PARTIAL_SUFFIX}"

    def captions(self, formats: Sequence[str] = CAPTION_FORMATS) -> list[Path]:
        from core.writers import target_paths

        if not formats:
            target_paths(self.directory, self.stem, ["json"])  # the name is checked all the same
            return []
        return list(target_paths(self.directory, self.stem, formats).values())

    def check_free(self, formats: Sequence[str]) -> None:
        """Raise OutputExistsError, before anything is recorded, when any file the session would write is there:
        a session never replaces a file (another name or folder is the way out)."""
        from core.writers.journal import recover_publishes

        if self.directory.is_dir():
            recover_publishes(self.directory)  # a publish a kill cut short is finished or undone before we look
        taken = [p for p in (self.recording, self.partial, *self.captions(formats)) if os.path.lexists(p)]
        if taken:
            names = ", ".join(p.name for p in taken)
            raise OutputExistsError(f"would overwrite {names}; choose another name or folder", str(taken[0]),
                                    replaceable=False)


def level_of(chunk: AudioChunk) -> LiveLevel:
    """RMS and peak of a chunk in dBFS (-inf for digital silence)."""
    samples = np.asarray(chunk.samples, dtype=np.float64)
    if not len(samples):
        return LiveLevel(chunk.end, -math.inf, -math.inf)
    rms = math.sqrt(float(np.mean(samples * samples)))
    peak = float(np.max(np.abs(samples)))

    def db(value: float) -> float:
        return 20.0 * math.log10(value) if value > 0 else -math.inf

    return LiveLevel(chunk.end, db(rms), db(peak))


def transcript_of(words: Sequence[Word], duration: float, language: str, about: Mapping[str, Any] | None = None
                  ) -> Transcript:
    """The words a session made final, as the Transcript the offline writers take: segments broken at pauses and
    changes of speaker. `about`: engine, model, device and compute type, for the JSON."""
    segments: list[Segment] = []
    run: list[Word] = []

    def close_run() -> None:
        if run:
            speakers = {w.speaker for w in run}
            speaker = run[0].speaker if len(speakers) == 1 else None
            segments.append(Segment(run[0].start, run[-1].end, "".join(w.text for w in run), tuple(run), speaker))
            run.clear()

    for word in words:
        if run and (word.start - run[-1].end >= SEGMENT_PAUSE_S or word.speaker != run[-1].speaker):
            close_run()
        run.append(word)
    close_run()
    info = dict(about or {})
    return Transcript(segments=tuple(segments), language=language, duration=duration,
                      engine=str(info.get("engine", "")), model=str(info.get("model", "")),
                      device=str(info.get("device", "cpu")), compute_type=str(info.get("compute_type", "")),
                      options={"live": True})


class RefineSkipped(Exception):
    """Stop came again before the speakers were refined: the live names are saved."""


class _Ended:
    """The reader's last word: the source ran out (error None), or why it stopped."""

    def __init__(self, error: BaseException | None) -> None:
        self.error = error


class LiveSession:
    """Run with `run()` (blocking, in the caller's thread); `stop()` from any thread ends it at the next chunk.

    `on_update` gets each decode's LiveUpdate (final words named by `speakers`) on the session's thread; `on_level`
    gets each chunk's level on the reader thread, so a meter moves even while a decode runs. After `run()`,
    `problem` says why the session ended early (the source's SourceLostError and the like, or the decoder's error),
    None when the source ran out or was stopped.

    `refine`, with `speakers`: at Stop the words' speakers are found again over the whole recording; `on_refining`
    gets LiveRefining as it goes. `stop()` while it runs (or `skip_refine()` at any time) keeps the live names;
    `refine_problem` says why a refine that was asked for did not happen.
    """

    def __init__(
        self,
        source: LiveSource,
        transcriber: StreamingTranscriber | None,
        speakers: OnlineSpeakers | None,
        out_dir: str | os.PathLike[str],
        stem: str,
        *,
        on_update: Callable[[LiveUpdate], None] | None = None,
        on_level: Callable[[LiveLevel], None] | None = None,
        rules: CueRules | None = None,
        label_style: str = DEFAULT_LABEL_STYLE,
        language: str = "en",
        about: Mapping[str, Any] | None = None,
        formats: Sequence[str] = CAPTION_FORMATS,
        refine: Refiner | None = None,
        on_refining: Callable[[LiveRefining], None] | None = None,
    ) -> None:
        if speakers is not None and transcriber is None:
            raise InvalidOptionError("naming speakers needs captions: give a transcriber too")
        self.source = source
        self.transcriber = transcriber
        self.speakers = speakers
        self.files = SessionFiles(Path(out_dir), stem)
        self.formats = tuple(formats)
        self.rules = rules or CueRules()
        self.label_style = label_style
        self.language = language
        self.about = dict(about or {})
        self._on_update = on_update or (lambda _update: None)
        self._on_level = on_level or (lambda _level: None)
        self.refine = refine
        self._on_refining = on_refining or (lambda _refining: None)
        self._saving = False
        self._skip_refine = threading.Event()
        self.refine_problem: Exception | None = None
        self._words: list[Word] = []
        self._heard = 0.0
        self.problem: Exception | None = None
        self.recording: WavRecording | None = None
        self._journal: CaptionJournal | None = None

    @property
    def words(self) -> tuple[Word, ...]:
        """The final words so far."""
        return tuple(self._words)

    def stop(self) -> None:
        """End the session: the source stops (a pushed source after what was pushed), what it gave is recorded and
        captioned, and everything is saved. Once the audio is over (the session is saving), it skips refining the
        speakers instead (the live names are saved). Thread-safe."""
        if self._saving:  # the audio is over (Stop came, or the source ran out): this Stop is for the refine
            self._skip_refine.set()
        self.source.stop()

    def skip_refine(self) -> None:
        """Save the live names: a refine that runs stops at its next step, one not yet begun does not begin."""
        self._skip_refine.set()

    def run(self) -> LiveSaved:
        """Record and caption until the source ends or `stop()`; then save. Raises OutputExistsError (nothing
        recorded) when a file of the session's name is there, DestinationError where the folder cannot take the
        files. A transcriber or speaker step that fails mid-session ends it like a lost input: what was recorded
        and captioned is saved, and `problem` holds the error."""
        from core.writers.destination import check_destination

        self.files.check_free(self.formats if self.transcriber is not None else ())
        check_destination(self.files.directory)
        self.files.directory.mkdir(parents=True, exist_ok=True)
        if self.transcriber is not None:
            header = JournalHeader(self.language, self.rules, self.label_style, self.about)
            self._journal = CaptionJournal(self.files.partial, header)
        try:
            self.recording = WavRecording(self.files.recording)
        except BaseException:
            if self._journal is not None:
                self._journal.discard()
            raise
        # A paced source (a microphone, a file in real time) is never held up: whatever decoding lags, each chunk is
        # recorded as it comes and the next decode takes in all that waited. A file read as fast as it is captioned
        # waits for the decoder instead (it loses nothing by waiting), and goes in a chunk at a time.
        paced = getattr(self.source, "paced", True)
        chunks: queue.Queue[AudioChunk | _Ended] = queue.Queue(maxsize=0 if paced else UNPACED_QUEUE)
        reader = threading.Thread(target=self._read, args=(self.recording, chunks), name="live-source",
                                  daemon=True)
        reader.start()
        try:
            self._caption(chunks, paced)
        except Exception as error:  # noqa: BLE001 - the decoder broke: what was recorded and captioned is saved
            self._wind_down(reader, chunks)
            self.problem = error
            return self._save(failed=True, refine=False)
        except BaseException:  # a second Ctrl-C, SystemExit: save what there is, then go on leaving
            self._wind_down(reader, chunks)
            self._save(failed=True, refine=False)
            raise
        reader.join()
        return self._save(failed=False)

    def _wind_down(self, reader: threading.Thread, chunks: queue.Queue[AudioChunk | _Ended]) -> None:
        """Stop the source and let the reader record what it still gives (it may wait on a full queue)."""
        self.stop()
        while reader.is_alive():
            with contextlib.suppress(queue.Empty):
                chunks.get(timeout=_POLL_S)

    # --- the reader thread ---------------------------------------------------------------------------------------
    def _read(self, recording: WavRecording, chunks: queue.Queue[AudioChunk | _Ended]) -> None:
        error: BaseException | None = None
        try:
            for chunk in self.source.chunks():
                recording.write(chunk.samples)
                chunks.put(chunk)
                try:
                    self._on_level(level_of(chunk))
                except Exception:  # noqa: BLE001 - a meter that failed must not stop the recording
                    pass
        except BaseException as caught:  # noqa: BLE001 - handed to the session's thread, which reports it
            error = caught
            self.source.stop()
        finally:
            chunks.put(_Ended(error))

    # --- the session's thread ------------------------------------------------------------------------------------
    def _caption(self, chunks: queue.Queue[AudioChunk | _Ended], paced: bool) -> None:
        """Feed the chunks and decode. From a paced source every chunk that waited goes in before the next decode
        (so a decoder that lags catches up); from one that is not, one chunk at a time, so the decodes fall where
        they would live and the captions of a file are the same however busy the computer is."""
        while True:
            try:
                first = chunks.get(timeout=_POLL_S)
            except queue.Empty:
                continue
            batch = [first]
            with contextlib.suppress(queue.Empty):
                while paced and not isinstance(batch[-1], _Ended):
                    batch.append(chunks.get_nowait())
            for item in batch:
                if isinstance(item, AudioChunk):
                    self._heard = item.end
                    if self.transcriber is not None:
                        self.transcriber.insert(item)
                    if self.speakers is not None:
                        self.speakers.insert(item)
            ended = batch[-1] if isinstance(batch[-1], _Ended) else None
            if self.transcriber is not None:
                self._commit(self.transcriber.finish() if ended is not None else self.transcriber.process())
            if ended is not None:
                self._ended(ended.error)
                return

    def _ended(self, error: BaseException | None) -> None:
        if error is None:
            return
        if isinstance(error, SubtitlerError):
            self.problem = error  # the source's sentence; what it gave is recorded and captioned
        elif isinstance(error, Exception):
            self.problem = SourceLostError(f"{self.source.description} failed: {type(error).__name__}: {error}; "
                                           "what came before is kept", self.source.description)
        else:
            raise error

    def _commit(self, update: LiveUpdate) -> None:
        final = update.final
        if final and self.speakers is not None:
            final = self.speakers.label(final)
        if final:
            self._words.extend(final)
            if self._journal is not None:
                self._journal.add(final)
        self._on_update(LiveUpdate(final, update.tentative, update.heard_until))

    def _transcript(self) -> Transcript:
        duration = self.recording.seconds if self.recording is not None else self._heard
        return transcript_of(self._words, duration, self.language, self.about)

    def _save(self, *, failed: bool, refine: bool = True) -> LiveSaved:
        """Close the recording and write the captions beside it, their speakers refined where asked (`refine`: not
        after the decoder broke). After a failure what can be saved is, and the partial file stays where the
        captions could not be written."""
        assert self.recording is not None
        self._saving = True
        self.recording.close()
        if self.recording.frames == 0 and not self._words:  # nothing came: nothing to keep (`problem` says why)
            with contextlib.suppress(OSError):
                self.files.recording.unlink()
                if self._journal is not None:
                    self._journal.discard()
            return LiveSaved(())
        paths = [self.files.recording]
        if self.transcriber is None:
            return LiveSaved(tuple(str(p) for p in paths))
        live = self._transcript()
        try:
            refined = self._refined(live) if refine else None
        except BaseException:  # interrupted while refining (a second Ctrl-C): the live names are saved, then we go
            self._write(live, paths, failed=True)
            raise
        transcript = refined if refined is not None else live
        saved = self._write(transcript, paths, failed=failed)
        failed_refine = "" if self.refine_problem is None else str(self.refine_problem)
        return LiveSaved(saved.paths, transcript.words, refined is not None, failed_refine)

    def _refined(self, live: Transcript) -> Transcript | None:
        """The transcript with its speakers found again over the whole recording; None where there is nothing to
        refine, or the refine failed or was skipped (`refine_problem` says why)."""
        if self.refine is None or self.speakers is None or not self._words:
            return None
        if self._skip_refine.is_set():
            self.refine_problem = RefineSkipped("refining the speakers was skipped; the live names are kept")
            return None
        try:
            self._on_refining(LiveRefining(0.0))
            refined = self.refine(live, self.files.recording,
                                  lambda fraction: self._on_refining(LiveRefining(fraction)), self._skip_refine.is_set)
        except Exception as error:  # noqa: BLE001 - a refine that fails or is skipped leaves the live names
            self.refine_problem = error
            return None
        if [(w.start, w.end, w.text) for w in refined.words] != [(w.start, w.end, w.text) for w in live.words]:
            self.refine_problem = RuntimeError("refining changed the words, not only their speakers")
            return None  # never the case with core.live.refine; a guard, since the live words are what was shown
        return refined

    def _write(self, transcript: Transcript, paths: list[Path], *, failed: bool) -> LiveSaved:
        """The captions beside the recording; the journal goes once they are written, and stays where they are
        not (`recover` makes them from it)."""
        journal = self._journal
        try:
            paths.extend(write_captions(transcript, self.files, self.formats, self.rules, self.label_style))
        except Exception:
            if journal is not None:
                journal.close()  # kept: `recover` makes the subtitles from it
            if not failed:
                raise
            return LiveSaved(tuple(str(p) for p in paths))
        if journal is not None:
            journal.discard()
        return LiveSaved(tuple(str(p) for p in paths))


def write_captions(transcript: Transcript, files: SessionFiles, formats: Sequence[str], rules: CueRules,
                   label_style: str = DEFAULT_LABEL_STYLE) -> list[Path]:
    """The subtitles of a session, cut and written as an offline job's are; never over an existing file."""
    from core.writers import write_transcript

    return write_transcript(transcript, files.directory, files.stem, formats, rules=rules, label_style=label_style)


def recover(partial: str | os.PathLike[str], formats: Sequence[str] = CAPTION_FORMATS) -> list[Path]:
    """Subtitles from what a killed session left: its `<stem>.partial.jsonl` becomes the SRT, VTT and JSON beside
    the recording (as long as the recording, where it is there), then goes. Refuses (OutputExistsError) where those
    are there already."""
    path = Path(partial)
    if not path.name.endswith(PARTIAL_SUFFIX):
        raise InvalidOptionError(f"expected a live session's {PARTIAL_SUFFIX} file", str(path))
    journal = read_journal(path)
    files = SessionFiles(path.parent, path.name[: -len(PARTIAL_SUFFIX)])
    duration = journal.words[-1].end if journal.words else 0.0
    with contextlib.suppress(OSError, EOFError, wave.Error):
        with wave.open(str(files.recording), "rb") as recording:
            duration = max(duration, recording.getnframes() / recording.getframerate())
    header = journal.header
    transcript = transcript_of(journal.words, duration, header.language, header.about)
    written = write_captions(transcript, files, formats, header.rules, header.label_style)
    path.unlink()
    return written
