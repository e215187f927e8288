"""Raw audio from a device, in whatever format it gives, as 16 kHz mono float32 blocks: the samples are read and
mixed down with numpy; a rate other than 16 kHz goes through PyAV's resampler (libswresample, the one the offline
decoder uses; faster-whisper already depends on PyAV), which keeps its filter state between blocks, so a stream
cut into blocks resamples as one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from core.live.types import SAMPLE_RATE

# The sample formats QAudioFormat names, as numpy types and the scale that brings them to [-1, 1].
_FORMATS: dict[str, tuple[np.dtype, float, float]] = {
    "UInt8": (np.dtype(np.uint8), 128.0, 128.0),  # unsigned: centred on 128
    "Int16": (np.dtype("<i2"), 0.0, 32768.0),
    "Int32": (np.dtype("<i4"), 0.0, 2147483648.0),
    "Float": (np.dtype("<f4"), 0.0, 1.0),
}


@dataclass(frozen=True, slots=True)
class RawFormat:
    """What a device delivers: `sample_format` is QAudioFormat.SampleFormat's name ("Int16", "Float", ...)."""

    sample_rate: int
    channels: int
    sample_format: str

    @property
    def bytes_per_frame(self) -> int:
        return _FORMATS[self.sample_format][0].itemsize * self.channels

    @property
    def is_native(self) -> bool:
        """Already what the live session takes: nothing to convert."""
        return (self.sample_rate, self.channels, self.sample_format) == (SAMPLE_RATE, 1, "Float")


def supported(sample_format: str) -> bool:
    return sample_format in _FORMATS


class BlockConverter:
    """Turns successive blocks of raw bytes into 16 kHz mono float32 samples. A block may end inside a frame: the
    bytes left over are kept for the next one."""

    def __init__(self, raw: RawFormat) -> None:
        if not supported(raw.sample_format):
            raise ValueError(f"unsupported sample format {raw.sample_format!r}")
        if raw.channels < 1 or raw.sample_rate <= 0:
            raise ValueError(f"unusable audio format {raw}")
        self.raw = raw
        self._pending = b""
        self._resampler: Any = None
        if raw.sample_rate != SAMPLE_RATE:
            import av

            self._resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)

    def convert(self, data: bytes) -> np.ndarray:
        """The samples in `data` (plus what the last block left), at 16 kHz mono float32."""
        data = self._pending + bytes(data)
        whole = len(data) - len(data) % self.raw.bytes_per_frame
        self._pending = data[whole:]
        mono = self._mono(data[:whole])
        return self._resample(mono) if self._resampler is not None else mono

    def flush(self) -> np.ndarray:
        """What the resampler still holds at the end of the stream."""
        if self._resampler is None:
            return np.zeros(0, np.float32)
        return self._drain(self._resampler.resample(None))

    def _mono(self, data: bytes) -> np.ndarray:
        dtype, offset, scale = _FORMATS[self.raw.sample_format]
        samples = np.frombuffer(data, dtype=dtype).astype(np.float32)
        if offset or scale != 1.0:
            samples = (samples - offset) / scale
        if self.raw.channels > 1:
            samples = samples.reshape(-1, self.raw.channels).mean(axis=1, dtype=np.float32)
        return np.clip(samples, -1.0, 1.0).astype(np.float32, copy=False)

    def _resample(self, mono: np.ndarray) -> np.ndarray:
        import av

        if mono.size == 0:
            return mono
        frame = av.AudioFrame.from_ndarray(mono.reshape(1, -1), format="flt", layout="mono")
        frame.sample_rate = self.raw.sample_rate
        return self._drain(self._resampler.resample(frame))

    @staticmethod
    def _drain(frames: list[Any]) -> np.ndarray:
        parts = [f.to_ndarray().reshape(-1).astype(np.float32, copy=False) for f in frames]
        return np.concatenate(parts) if parts else np.zeros(0, np.float32)
