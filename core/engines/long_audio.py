"""Hours of audio through an engine that would otherwise take them in one piece.

faster-whisper computes the log-mel features of everything it is given before decoding the first window; for three
hours its STFT alone is several GB (numpy's FFT works in complex128). Cutting the audio into windows of about ten
minutes keeps that to a few hundred MB whatever the length. Whisper decodes 30 s at a time anyway, so what a cut can
change is small: it is placed in the quietest stretch near the nominal boundary (a pause, not a word), the language
found in the first window is kept for the rest, and the end of what was said is carried into the next window as its
prompt, as Whisper carries it between its own 30 s windows.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from itertools import pairwise
from typing import TYPE_CHECKING

from core.audio_format import SAMPLE_RATE
from core.options import TranscribeOptions
from core.types import Segment

if TYPE_CHECKING:
    import numpy as np

WINDOW_SECONDS = 600.0
SEARCH_SECONDS = 30.0  # how far either side of a nominal boundary the quietest stretch is looked for
QUIET_FRAME_SECONDS = 0.1
PROMPT_WORDS = 50  # roughly what Whisper keeps of the previous window (half its 448-token context)


def split_points(audio: np.ndarray, window: float | None = None, search: float | None = None) -> list[tuple[int, int]]:
    """Sample ranges that cover `audio` end to end, each about `window` seconds (WINDOW_SECONDS), cut in the
    quietest frame within `search` seconds (SEARCH_SECONDS) of each nominal boundary; one range when the audio is no
    longer than 1.5 windows."""
    import numpy as np

    window = WINDOW_SECONDS if window is None else window
    search = SEARCH_SECONDS if search is None else search
    total, size = len(audio), int(window * SAMPLE_RATE)
    if total <= size * 1.5:
        return [(0, total)]
    frame = int(QUIET_FRAME_SECONDS * SAMPLE_RATE)
    cuts, start = [], 0
    while total - start > size * 1.5:
        low = start + size - int(search * SAMPLE_RATE)
        high = start + size + int(search * SAMPLE_RATE)
        stretch = audio[low:high][: (high - low) // frame * frame].reshape(-1, frame)
        quietest = int(np.argmin(np.square(stretch, dtype=np.float32).mean(axis=1)))
        cut = low + quietest * frame + frame // 2
        cuts.append(cut)
        start = cut
    bounds = [0, *cuts, total]
    return list(pairwise(bounds))


def carried_prompt(said: list[str], options: TranscribeOptions) -> str | None:
    """The next window's prompt: the end of what the last one said, where the options carry text across windows;
    else the user's own prompt."""
    if not options.condition_on_previous_text or not said:
        return options.initial_prompt
    words = " ".join(text.strip() for text in said).split()
    return " ".join(words[-PROMPT_WORDS:]) or options.initial_prompt


def shifted(segments: Iterable[Segment], offset: float) -> Iterator[Segment]:
    """Segments of a window moved onto the file's timeline, one at a time (so progress keeps moving)."""
    for segment in segments:
        words = tuple(dataclasses.replace(w, start=w.start + offset, end=w.end + offset) for w in segment.words)
        yield dataclasses.replace(segment, start=segment.start + offset, end=segment.end + offset, words=words)
