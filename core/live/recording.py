"""The live recording: a 16-bit PCM WAV written as the audio arrives, playable whatever ends the session.

After every chunk the samples are appended and then the RIFF and data sizes in the header are set to cover them,
each write going straight to the operating system (no buffer in this process), so a crash or SIGKILL at any moment
leaves a file that opens with every sample up to the last chunk written (at worst the last chunk is past the size
the header gives, and readers ignore it). The file is synced to disk every `sync_every_s` seconds of audio and at
close, so a power cut loses at most that much.

Why not soundfile or the standard library's `wave`: soundfile (libsndfile) is not a dependency here, and `wave`
writes through a buffered file whose header it patches only when the sizes it was promised differ; writing the 44
header bytes ourselves keeps the order of writes explicit, which is the whole point.

An existing file is never replaced: the recording is created exclusively and `OutputExistsError` says so (the
session picks the name; refusing beats silently recording under another name the person does not know).
A WAV holds at most 4 GiB: about 37 hours at 16 kHz mono 16-bit; past that `write` raises.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

import numpy as np

from core.errors import DestinationError, OutputExistsError
from core.live.types import SAMPLE_RATE
from core.live.unbuffered import open_new, write_all
from core.writers.destination import cause_of, is_full

_HEADER_BYTES = 44
_MAX_DATA_BYTES = 0xFFFFFFFF - (_HEADER_BYTES - 8)


def to_pcm16(samples: np.ndarray) -> np.ndarray:
    """float samples in [-1, 1] to 16-bit PCM, clipped and rounded: what the recording holds."""
    clipped = np.clip(np.asarray(samples, dtype=np.float32), -1.0, 1.0)
    return np.rint(clipped * 32767.0).astype("<i2")


def _header(data_bytes: int, sample_rate: int) -> bytes:
    block = 2  # one channel of 16 bits
    return struct.pack("<4sI4s4sIHHIIHH4sI", b"RIFF", 36 + data_bytes, b"WAVE", b"fmt ", 16, 1, 1, sample_rate,
                       sample_rate * block, block, 16, b"data", data_bytes)


class WavRecording:
    """A WAV file growing chunk by chunk; `close()` (or the `with` block's end) syncs it. Not thread-safe: one
    writer (the session's reader thread)."""

    def __init__(self, path: str | os.PathLike[str], sample_rate: int = SAMPLE_RATE, sync_every_s: float = 5.0
                 ) -> None:
        self.path = Path(path)
        self.sample_rate = sample_rate
        self._sync_every = max(1, int(sync_every_s * sample_rate))
        try:
            self._file = open_new(self.path)
        except FileExistsError:
            raise OutputExistsError(f"would overwrite {self.path.name}: a recording never replaces a file",
                                    str(self.path), replaceable=not self.path.is_dir()) from None
        except OSError as error:
            raise DestinationError(f"cannot create the recording: {error.strerror or error}",
                                   str(self.path.parent)) from None
        self._frames = 0
        self._unsynced = 0
        write_all(self._file, _header(0, sample_rate))  # a valid, empty WAV from the first moment

    @property
    def frames(self) -> int:
        """Samples written so far."""
        return self._frames

    @property
    def seconds(self) -> float:
        return self._frames / self.sample_rate

    @property
    def closed(self) -> bool:
        return self._file.closed

    def write(self, samples: np.ndarray) -> None:
        """Append `samples` (float, [-1, 1]) and make the header cover them."""
        pcm = to_pcm16(samples).tobytes()
        if not pcm:
            return
        data_bytes = (self._frames * 2) + len(pcm)
        if data_bytes > _MAX_DATA_BYTES:
            raise DestinationError("the recording reached the 4 GiB a WAV file can hold (about 37 hours)",
                                   str(self.path))
        try:
            self._file.seek(0, os.SEEK_END)
            write_all(self._file, pcm)
            self._file.seek(4)
            write_all(self._file, struct.pack("<I", 36 + data_bytes))
            self._file.seek(40)
            write_all(self._file, struct.pack("<I", data_bytes))
        except OSError as error:  # the disk went full or away: the header still covers what was written before
            raise DestinationError(f"the recording stopped at {self.seconds:.1f} s: {cause_of(error)}",
                                   str(self.path), full=is_full(error)) from None
        self._frames += len(pcm) // 2
        self._unsynced += len(pcm) // 2
        if self._unsynced >= self._sync_every:
            os.fsync(self._file.fileno())
            self._unsynced = 0

    def close(self) -> None:
        if self._file.closed:
            return
        try:
            os.fsync(self._file.fileno())
        finally:
            self._file.close()

    def __enter__(self) -> WavRecording:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

