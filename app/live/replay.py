"""A finished transcript's words (and its audio's level) told again as a live session reports them: every `step`
seconds the words heard by then, those older than `settle` seconds final and the rest a tentative guess. The
screenshots show the Live view with real speech this way, and tests drive the view with real words, without a
decoder's timing in the picture."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np

from core.live.types import SAMPLE_RATE, AudioChunk, LiveLevel, LiveUpdate
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
    """RMS and peak in dBFS of each `block` seconds of 16 kHz `samples`, measured as a live session measures its
    chunks (core.live.session.level_of)."""
    from core.live.session import level_of

    size = int(block * SAMPLE_RATE)
    for start in range(0, samples.size, size):
        yield level_of(AudioChunk(start / SAMPLE_RATE, samples[start:start + size]))
