"""The audio's envelope for the editor's waveform strip: the lowest and highest sample in each 10 ms, computed once
per media file and kept beside the job (a hidden `.<stem>.waveform.npy`), so reopening a review draws at once.

An hour is 360,000 pairs (2.9 MB as float32); the strip draws only the pairs on screen. The sound is decoded at
16 kHz as for transcription (a lower rate only adds a resampler's work to ffmpeg's: 1 h of a 16 kHz WAV took 1.6 s at
16 kHz and 4.7 s at 4 kHz here, other work running).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np

from core.audio_format import SAMPLE_RATE

BINS_PER_SECOND = 100


def envelope(audio: np.ndarray, rate: int = SAMPLE_RATE, bins_per_second: int = BINS_PER_SECOND) -> np.ndarray:
    """(n, 2) float32: min and max of each 1/bins_per_second of mono audio at `rate` (the last bin may be
    shorter)."""
    step = rate // bins_per_second
    whole = len(audio) // step
    frames = audio[: whole * step].reshape(whole, step)  # a view: no copy of an hour's samples
    peaks = np.stack([frames.min(axis=1), frames.max(axis=1)], axis=1) if whole else np.zeros((0, 2))
    rest = audio[whole * step:]
    if len(rest):
        peaks = np.concatenate([peaks, [[rest.min(), rest.max()]]])
    return peaks.astype(np.float32)


def envelope_cache(json_path: Path) -> Path:
    json_path = Path(json_path)
    return json_path.with_name(f".{json_path.name[: -len('.json')]}.waveform.npy")


def load_envelope(media: Path, cache: Path) -> np.ndarray:
    """The media's envelope from `cache` when it is newer than the media, else decoded and kept there (a folder
    that cannot be written to only costs the cache)."""
    from core.media import decode_audio

    media, cache = Path(media), Path(cache)
    try:
        if cache.stat().st_mtime >= media.stat().st_mtime:
            found = np.load(cache)
            if found.ndim == 2 and found.shape[1] == 2:
                return found
    except (OSError, ValueError):
        pass
    peaks = envelope(decode_audio(media))
    temp = cache.with_name(cache.name + ".tmp.npy")
    try:
        np.save(temp, peaks)
        os.replace(temp, cache)
    except OSError:
        temp.unlink(missing_ok=True)
    return peaks
