"""Where live audio comes from, as core.live.types.LiveSource: a media file played as if live, or samples pushed in
from elsewhere (the window's microphone adapter, the live worker's pipe).

Both give 16 kHz mono float32 chunks stamped on the source's own clock (samples so far / rate), so the session's
times never depend on how fast anything ran. A source that gives nothing, or stops mid-session, raises
core.errors.SourceSilentError / SourceLostError with a sentence, after every sample it had was yielded.
"""

from __future__ import annotations

import os
import queue
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.errors import InvalidOptionError, SourceLostError, SourceSilentError
from core.live.types import SAMPLE_RATE, AudioChunk

CHUNK_SECONDS = 0.2  # what a file source yields at a time: short for a live feel, long enough to cost little
MAX_CHUNK_SECONDS = 0.5  # pushed pieces waiting together are joined up to this length
FIRST_AUDIO_WAIT_S = 10.0  # a microphone may take a few seconds to open; nothing by then is "no audio"
STALL_WAIT_S = 5.0  # a running source that sends nothing for this long is taken as gone


class FileSource:
    """A media file, decoded whole (core.media: any format FFmpeg reads) and yielded in `chunk_seconds` pieces.

    `realtime`: each chunk is yielded once its audio would have been heard, at `speed` times real time, as if a
    person played the file (for captioning a recording as it plays, and for timing tests); otherwise chunks come as
    fast as they are taken. The file is decoded whole when the source is made, so one that cannot be read raises
    core.media's errors (SourceSilentError: no samples) before a session records anything; it sits in memory (4
    bytes a sample: 230 MB an hour)."""

    def __init__(self, path: str | os.PathLike[str], *, realtime: bool = False, speed: float = 1.0,
                 chunk_seconds: float = CHUNK_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        if not speed > 0:
            raise InvalidOptionError(f"the speed must be more than 0, got {speed}")
        self.path = Path(path)
        self.realtime = realtime
        self.speed = speed
        self._step = max(1, int(round(chunk_seconds * SAMPLE_RATE)))
        self._clock = clock
        self._stopped = threading.Event()
        from core.media import decode_audio

        self._audio = decode_audio(self.path)  # a file that cannot be read fails here, before anything is recorded
        if len(self._audio) == 0:
            raise SourceSilentError("the file has no audio samples", str(self.path))

    @property
    def paced(self) -> bool:
        """Whether chunks come at the pace of the sound (else as fast as they are taken: the session then lets the
        decoder set the pace)."""
        return self.realtime

    @property
    def description(self) -> str:
        pace = "" if not self.realtime else (" in real time" if self.speed == 1.0 else f" at {self.speed:g}x")
        return f"{self.path.name}{pace}"

    def chunks(self) -> Iterator[AudioChunk]:
        audio = self._audio
        began = self._clock()
        for start in range(0, len(audio), self._step):
            if self._stopped.is_set():
                return
            piece = audio[start : start + self._step]
            if self.realtime:  # a chunk exists once its last sample has been "heard"
                due = began + (start + len(piece)) / SAMPLE_RATE / self.speed
                if self._stopped.wait(max(0.0, due - self._clock())):
                    return
            yield AudioChunk(start / SAMPLE_RATE, piece)

    def stop(self) -> None:
        self._stopped.set()


@dataclass(frozen=True, slots=True)
class _Failed:
    message: str


_END = object()


class PushSource:
    """Samples pushed in from another thread (or relayed from another process): `push(samples)` as they come,
    `end()` when the input ended normally, `fail(message)` when it broke (a microphone unplugged). `chunks()`
    yields what was pushed, stamped by sample count, joining pieces that waited together up to `MAX_CHUNK_SECONDS`.

    Nothing for `first_wait_s` after `chunks()` starts is SourceSilentError; nothing for `stall_wait_s` once audio
    came is SourceLostError (a feeder that died without a word); `fail` is SourceLostError with its message. Each is
    raised after every sample pushed before it was yielded. `stop()` ends the chunks, after what was pushed."""

    def __init__(self, description: str = "the microphone", *, first_wait_s: float = FIRST_AUDIO_WAIT_S,
                 stall_wait_s: float = STALL_WAIT_S) -> None:
        self._description = description
        self._first_wait = first_wait_s
        self._stall_wait = stall_wait_s
        self._queue: queue.SimpleQueue[np.ndarray | _Failed | object] = queue.SimpleQueue()
        self._ended = False

    @property
    def description(self) -> str:
        return self._description

    def push(self, samples: np.ndarray) -> None:
        """16 kHz mono samples, float in [-1, 1] (int16 is scaled); thread-safe, never blocks."""
        data = np.asarray(samples)
        if data.dtype == np.int16:
            data = data.astype(np.float32) / 32768.0
        data = np.ascontiguousarray(data, dtype=np.float32).reshape(-1)
        if len(data):
            self._queue.put(data)

    def end(self) -> None:
        self._ended = True
        self._queue.put(_END)

    def fail(self, message: str) -> None:
        self._queue.put(_Failed(message))

    def stop(self) -> None:
        self.end()

    @property
    def ended(self) -> bool:
        """end() or stop() was called: whatever feeds this can stop (what it pushes now is not read)."""
        return self._ended

    def chunks(self) -> Iterator[AudioChunk]:
        position = 0  # samples yielded so far: the source's clock
        limit = int(MAX_CHUNK_SECONDS * SAMPLE_RATE)
        while True:
            wait = self._first_wait if position == 0 else self._stall_wait
            try:
                item = self._queue.get(timeout=wait)
            except queue.Empty:
                if position == 0:
                    raise SourceSilentError(f"no audio came from {self._description} in {wait:g} s; check that it "
                                            "is connected, chosen and not muted", self._description) from None
                raise SourceLostError(f"{self._description} stopped sending audio after {position / SAMPLE_RATE:.1f}"
                                      f" s (nothing for {wait:g} s); what came before is kept",
                                      self._description) from None
            pieces: list[np.ndarray] = []
            size = 0
            while isinstance(item, np.ndarray):
                pieces.append(item)
                size += len(item)
                if size >= limit:
                    break
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    item = None
            if pieces:
                joined = pieces[0] if len(pieces) == 1 else np.concatenate(pieces)
                yield AudioChunk(position / SAMPLE_RATE, joined)
                position += len(joined)
            if item is _END:
                return
            if isinstance(item, _Failed):
                if position == 0:
                    raise SourceSilentError(f"no audio came from {self._description}: {item.message}",
                                            self._description)
                raise SourceLostError(f"{self._description} stopped after {position / SAMPLE_RATE:.1f} s: "
                                      f"{item.message}; what came before is kept", self._description)
