"""The next file's audio decoded in the background while the current job transcribes, so a queue of short files does
not wait for each decode in turn. The warm worker (core.warm_worker) and the CLI's multi-file `transcribe` keep one
`DecodeAhead` and hand it to core.pipeline.run_job.

- **Bounded.** One file ahead of the running job: at most two hints are kept (the running job's own, until it takes
  its audio, and the next one's); a third drops the oldest, and a job that takes its audio drops every hint older
  than its own (or, for a file nobody hinted, all but the newest). A file whose container says it is longer than
  `AHEAD_LIMIT_S`, or does not say, is not decoded ahead: its job decodes it as before.
- **Never stale.** Decoded audio is served only for the same path, the same file (size, modification and change
  times, inode), the same sample rate and the same decoder settings; otherwise the job decodes again.
- **Errors stay the job's.** A decode that fails in the background is forgotten: the job decodes the file itself and
  meets the error, with the words and kind it always had.
- **Dropped when not wanted.** A replaced hint stops its decode at its next chunk; a cancelled job kills the worker,
  and the decoding with it.
"""

from __future__ import annotations

import os
import queue
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from core.audio_format import SAMPLE_RATE
from core.media import DECODER_ENV, decode_audio, probe_media
from core.media.ffmpeg_cli import FFMPEG_ENV

AHEAD_LIMIT_S = 30 * 60.0  # a longer file is decoded by its own job: ahead, it would hold ~115 MB for nothing yet
_KEPT = 2  # the file after the running job, and for a moment the running job's own (see the module's docstring)

Progress = Callable[[float], None]


@dataclass(frozen=True, slots=True)
class DecodeKey:
    """What decides the samples a decode gives: the file as it is on disk, the rate and the decoder chosen."""

    path: str
    file: tuple[int, ...]  # size, mtime_ns, ctime_ns, inode, device
    sample_rate: int
    decoder: tuple[str, ...]


def decode_key(path: str | os.PathLike[str], sample_rate: int = SAMPLE_RATE) -> DecodeKey | None:
    """The key of `path` now; None where it cannot be read (its job will say why)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    settings = tuple(os.environ.get(name, "") for name in (DECODER_ENV, FFMPEG_ENV, "PATH"))
    return DecodeKey(os.fspath(path), (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev),
                     sample_rate, settings)


class _Dropped(Exception):
    """Raised from a background decode's progress callback to stop a decode nobody wants any more."""


@dataclass(eq=False)
class _Ahead:
    """One background decode: its result once `done` is set (None where it was skipped, failed or went stale)."""

    path: str
    sample_rate: int
    key: DecodeKey | None = None
    audio: np.ndarray | None = None
    seconds: float = 0.0
    done: threading.Event = field(default_factory=threading.Event)
    dropped: bool = False

    def stop(self) -> None:
        self.dropped = True
        self.audio = None


class DecodeAhead:
    """Decodes hinted files in a background thread and serves them to the job that asks for the same file."""

    def __init__(self, decode: Callable[..., np.ndarray] = decode_audio, limit_s: float = AHEAD_LIMIT_S) -> None:
        self._decode = decode
        self.limit_s = limit_s
        self._lock = threading.Lock()
        self._ahead: deque[_Ahead] = deque()
        # One thread for every decode, started on the first hint: the samples then always come from the same malloc
        # arena, where a thread per file spreads them over new arenas that the heap trim does not empty as well.
        self._work: queue.SimpleQueue[_Ahead] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.served = 0  # jobs given audio decoded ahead (for tests and benches)
        self.started = 0  # background decodes started

    def start(self, path: str | os.PathLike[str], sample_rate: int = SAMPLE_RATE) -> None:
        """Begin decoding `path` for a job that comes later; older hints beyond the bound are dropped."""
        entry = _Ahead(os.fspath(path), sample_rate)
        with self._lock:
            self._ahead.append(entry)
            while len(self._ahead) > _KEPT:
                self._ahead.popleft().stop()
            self.started += 1
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name="decode-ahead", daemon=True)
                self._thread.start()
        self._work.put(entry)

    def _serve(self) -> None:
        while True:
            self._run(self._work.get())

    def _run(self, entry: _Ahead) -> None:
        def stop_if_dropped(_fraction: float) -> None:
            if entry.dropped:
                raise _Dropped

        try:
            if entry.dropped:
                return  # dropped while it waited for the decode before it
            key = decode_key(entry.path, entry.sample_rate)
            info = probe_media(entry.path)
            if key is None or info.audio_streams == 0 or not 0 < info.duration <= self.limit_s or entry.dropped:
                return  # its job decodes it (and says what is wrong with it, if anything)
            began = time.perf_counter()
            audio = self._decode(entry.path, sample_rate=entry.sample_rate, on_progress=stop_if_dropped)
            if decode_key(entry.path, entry.sample_rate) == key and not entry.dropped:  # unchanged while decoding
                entry.key, entry.audio, entry.seconds = key, audio, time.perf_counter() - began
        except Exception:  # noqa: BLE001, S110 - a failure is the job's to meet: it decodes the file itself
            pass
        finally:
            entry.done.set()

    def take(self, path: str | os.PathLike[str], sample_rate: int = SAMPLE_RATE,
             on_progress: Progress | None = None) -> tuple[np.ndarray, float]:
        """The audio of `path`: decoded ahead where it was and still matches the file, else decoded now (with
        decode_audio's errors). Also the seconds the background decode took (0.0 where it decoded now)."""
        wanted = os.fspath(path)
        with self._lock:
            match = next((e for e in self._ahead if e.path == wanted and e.sample_rate == sample_rate), None)
            while self._ahead:  # what came before the match (or all but the newest) will not be asked for
                if match is None and len(self._ahead) == 1:
                    break
                entry = self._ahead.popleft()
                if entry is match:
                    break
                entry.stop()
        if match is not None:
            match.done.wait()
            audio, key = match.audio, match.key
            match.audio = None
            if audio is not None and key == decode_key(wanted, sample_rate):
                self.served += 1
                if on_progress is not None:
                    on_progress(1.0)
                return audio, match.seconds
        return self._decode(path, sample_rate=sample_rate, on_progress=on_progress), 0.0

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every hinted decode has ended (for tests and benches); False where one is still running."""
        with self._lock:
            entries = list(self._ahead)
        return all(entry.done.wait(timeout) for entry in entries)

    def drop(self) -> None:
        """Forget every hint and stop their decodes."""
        with self._lock:
            while self._ahead:
                self._ahead.popleft().stop()

    @property
    def pending(self) -> list[str]:
        """The paths hinted and not yet taken (for tests)."""
        with self._lock:
            return [entry.path for entry in self._ahead]
