"""LocalAgreement-n: which words of a re-decoded buffer are safe to show as final.

The streaming transcriber decodes the same growing buffer again each time audio arrives. A word that the last `n`
decodes all put in the same place (after the words already committed) is unlikely to change with more audio, so it is
committed; everything after the agreed prefix stays tentative and is replaced by the next decode. Words are compared
on normalised text (case, punctuation and spacing aside), since Whisper often adds a comma or a capital on re-decode.

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


class LocalAgreement:
    """Commits the longest common prefix of the last `n` hypotheses, beyond what was committed before."""

    def __init__(self, n: int = 2) -> None:
        if n < 1:
            raise ValueError(f"agreement needs at least one hypothesis, got n={n}")
        self.n = n
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
        agreed = 0
        for position, word in enumerate(new):
            key = normalised(word.text)
            if all(position < len(other) and normalised(other[position].text) == key for other in self._recent):
                agreed = position + 1
            else:
                break
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
            # the remembered hypotheses all began with these words: keep only what follows, for the next comparison
            self._recent = deque((h[len(words):] for h in self._recent), maxlen=self.n)
        return Agreement(words, rest)
