"""A model whose weights are damaged inside (random bytes where numbers should be) still loads, and decodes every
window to one token over and over: `))))))))`. That is never speech, so such a window fails the job with a sentence
naming the model instead of becoming subtitles (core.models.folder_check catches what is visible without decoding).

Whisper's own loops (a phrase said again and again) are words and are mended by core.engines.repetition; what is
caught here is a whole segment that is one short unit, with no word in it, repeated many times.
"""

from __future__ import annotations

import re

MIN_REPEATS = 24  # "hahahahaha" and "!!!" are speech or punctuation; 24 times one unit and nothing else is not
_ONE_UNIT_REPEATED = re.compile(r"^(.{1,4}?)\1{" + str(MIN_REPEATS - 1) + ",}$", re.DOTALL)
_WORD = re.compile(r"[^\W\d_]{2,}|[♪♫]")  # a word, or the music notes Whisper writes for a song


def is_garbage(text: str) -> bool:
    """True when `text` (a decoded segment) is one unit of 1 to 4 characters repeated at least MIN_REPEATS times and
    nothing else, spaces aside, and that unit is neither a word (a real "no no no ..." is left to the repetition
    guard) nor a music note."""
    packed = "".join(text.split())
    match = _ONE_UNIT_REPEATED.match(packed)
    return match is not None and not _WORD.search(match.group(1))
