"""A finished transcript's words (and its audio's level) told again as a live session reports them: every `step`
seconds the words heard by then, those older than `settle` seconds final and the rest a tentative guess. The
screenshots show the Live view with real speech this way, and tests drive the view with real words, without a
decoder's timing in the picture."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

import numpy as np

from core.live.types import SAMPLE_RATE, LiveLevel, LiveUpdate
from core.types import Word


def replay_updates(words: Sequence[Word], step: float = 0.5, settle: float = 2.0) -> Iterator[LiveUpdate]:
    """The updates a streaming decoder would send for `words`, ending with one that makes every word final."""
    if not words:
        return
    committed = 0
    end = max(w.end for w in words)
    heard = step
    while heard < end + step:
        newly = committed
        while newly < len(words) and words[newly].end <= heard - settle:
            newly += 1
        guess = tuple(w for w in words[newly:] if w.start < heard)
        yield LiveUpdate(tuple(words[committed:newly]), guess, heard)
        committed = newly
        heard += step
    yield LiveUpdate(tuple(words[committed:]), (), end)


def levels(samples: np.ndarray, block: float = 0.1) -> Iterator[LiveLevel]:
    """RMS and peak in dBFS of each `block` seconds of 16 kHz `samples`."""
    size = int(block * SAMPLE_RATE)
    for start in range(0, samples.size, size):
        part = samples[start:start + size].astype(np.float64)
        rms = math.sqrt(float(np.mean(part ** 2))) if part.size else 0.0
        peak = float(np.max(np.abs(part))) if part.size else 0.0
        yield LiveLevel((start + part.size) / SAMPLE_RATE, 20 * math.log10(rms) if rms > 0 else -math.inf,
                        20 * math.log10(peak) if peak > 0 else -math.inf)
