"""Decoded samples gathered in one growing array instead of a list of pieces joined at the end.

Joining held every sample twice at the end of decoding (three times on the ffmpeg path: the pieces, the joined
bytes, the copy), about 2 GB for three hours of audio. The container's duration sizes the buffer up front, so it
rarely grows; where it had to grow a lot, the result is trimmed to its length once.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from core.audio_format import SAMPLE_RATE

_GROWTH = 1.25
_SLACK = 0.05  # a result with more spare room than this share (and than two seconds) is copied to its length


class ReadsInto(Protocol):
    def readinto(self, buffer: memoryview, /) -> int | None: ...


class SampleBuffer:
    """float32 samples appended as arrays (PyAV) or read straight from a byte stream (the ffmpeg program)."""

    def __init__(self, expected_samples: int = 0) -> None:
        self._bytes = np.empty(max(int(expected_samples), SAMPLE_RATE) * 4, dtype=np.uint8)
        self._used = 0

    def _reserve(self, extra: int) -> None:
        needed = self._used + extra
        if needed > len(self._bytes):
            grown = np.empty(max(needed, int(len(self._bytes) * _GROWTH)), dtype=np.uint8)
            grown[: self._used] = self._bytes[: self._used]
            self._bytes = grown

    def append(self, samples: np.ndarray) -> None:
        raw = np.ascontiguousarray(samples, dtype=np.float32).reshape(-1).view(np.uint8)
        self._reserve(len(raw))
        self._bytes[self._used : self._used + len(raw)] = raw
        self._used += len(raw)

    def read_from(self, stream: ReadsInto, block: int) -> int:
        """Read up to `block` bytes of little-endian float32 from `stream` into the buffer; 0 at the end."""
        if self._used == len(self._bytes):  # full: only a stream longer than expected makes it grow
            self._reserve(block)
        end = min(self._used + block, len(self._bytes))
        count = stream.readinto(self._bytes.data[self._used : end])
        self._used += count or 0
        return count or 0

    @property
    def samples_read(self) -> int:
        return self._used // 4

    def samples(self) -> np.ndarray:
        """The samples so far (whole ones: a trailing partial float from a stream is dropped)."""
        whole = self._bytes[: self._used - self._used % 4].view(np.float32)
        spare = len(self._bytes) - self._used
        return whole.copy() if spare > max(_SLACK * self._used, 2 * SAMPLE_RATE * 4) else whole
