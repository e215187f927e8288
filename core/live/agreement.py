"""LocalAgreement-n: which words of a re-decoded buffer are safe to show as final.

The streaming transcriber decodes the same growing buffer again each time audio arrives. A word that the last `n`
decodes all put in the same place (after the words already committed) is unlikely to change with more audio, so it is
committed; everything after the agreed prefix stays tentative and is replaced by the next decode. Words are compared
on normalised text (case, punctuation and spacing aside), since Whisper often adds a comma or a capital on re-decode.

Two decodes may go on disputing one word while agreeing on everything after it (pyannote's sample: "needed to
design. Okay, I thought you know" then "to design. Okay, I thought you know I heard a beat"): with the exact prefix
nothing after that word was final for 12 s. So a dispute of at most `max_gap` words on either side is passed when at
least two agreed words follow it, and the disputed words are the newer decode's, which heard more of what follows.

The buffer starts before the last committed word (it is trimmed only at sentence ends), so each new hypothesis repeats
some committed words first: words whose middle lies before the committed point are dropped by time (a re-decode of
committed speech, "needed" where "need" was committed), and a few words at its start that repeat the committed tail by
text are dropped too (their times can shift a little between decodes).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from core.types import Word

# The longest run of committed words looked for again at a hypothesis's start.
MAX_REPEAT = 5

_NOT_WORD = re.compile(r"[^\w']+")


def normalised(text: str) -> str:
    """What two decodes must agree on: the word's letters and digits, case folded."""
    return _NOT_WORD.sub("", text).casefold()


@dataclass(frozen=True, slots=True)
class Agreement:
    """One step's result: words committed now (never to change) and the rest of the newest hypothesis."""

    committed: tuple[Word, ...]
    tentative: tuple[Word, ...]


def agreed_prefix(older: Sequence[Word], newer: Sequence[Word], max_gap: int = 0) -> tuple[int, int]:
    """How many of `newer`'s first words `older` agrees with, and how many of `older`'s words that takes. With
    `max_gap` > 0 a dispute of at most that many words on either side (one decode hears "to design", the next "the
    design") does not stop the agreement when at least two agreed words follow it; the disputed words are `newer`'s."""
    a, b = [normalised(w.text) for w in older], [normalised(w.text) for w in newer]
    same = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    done_a = done_b = same
    if max_gap:
        for at_a, at_b, size in SequenceMatcher(None, a[same:], b[same:], autojunk=False).get_matching_blocks():
            gap = max(same + at_a - done_a, same + at_b - done_b)
            if size == 0 or gap > max_gap or (gap and size < 2):
                break
            done_a, done_b = same + at_a + size, same + at_b + size
    return done_b, done_a


class LocalAgreement:
    """Commits the longest common prefix of the last `n` hypotheses, beyond what was committed before."""

    def __init__(self, n: int = 2, max_gap: int = 0) -> None:
        if n < 1:
            raise ValueError(f"agreement needs at least one hypothesis, got n={n}")
        self.n = n
        self.max_gap = max_gap
        self._recent: deque[tuple[Word, ...]] = deque(maxlen=n)
        self._tail: list[Word] = []  # the last committed words, for repeats at a hypothesis's start
        self.committed_end = 0.0

    def new_part(self, hypothesis: Sequence[Word]) -> tuple[Word, ...]:
        """The part of a hypothesis that lies beyond the committed words."""
        words = [w for w in hypothesis if (w.start + w.end) / 2 > self.committed_end and normalised(w.text)]
        if words and self._tail:
            for size in range(min(MAX_REPEAT, len(words), len(self._tail)), 0, -1):
                tail = [normalised(w.text) for w in self._tail[-size:]]
                if [normalised(w.text) for w in words[:size]] == tail:
                    words = words[size:]
                    break
        return tuple(words)

    def update(self, hypothesis: Sequence[Word]) -> Agreement:
        """Take the newest decode of the buffer; commit what the last `n` decodes agree on."""
        new = self.new_part(hypothesis)
        self._recent.append(new)
        if len(self._recent) < self.n:
            return Agreement((), new)
        agreed = len(new)
        for other in list(self._recent)[:-1]:
            agreed = min(agreed, agreed_prefix(other, new, self.max_gap)[0])
        if agreed:
            # each remembered hypothesis keeps only what follows the words it agreed on, for the next comparison
            older = [h[agreed_prefix(h, new[:agreed], self.max_gap)[1]:] for h in list(self._recent)[:-1]]
            self._recent = deque([*older, new[agreed:]], maxlen=self.n)
        return self._commit(new[:agreed], new[agreed:])

    def flush(self, hypothesis: Sequence[Word]) -> Agreement:
        """The last decode at the end of the stream: all of its new part is committed, agreed or not."""
        new = self.new_part(hypothesis)
        agreement = self._commit(new, ())
        self._recent.clear()  # what was remembered is committed or overruled: agreement starts again
        return agreement

    def _commit(self, words: tuple[Word, ...], rest: tuple[Word, ...]) -> Agreement:
        if words:
            self._tail = (self._tail + list(words))[-MAX_REPEAT:]
            self.committed_end = max(self.committed_end, words[-1].end)
        return Agreement(words, rest)
