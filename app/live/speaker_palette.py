"""Speakers' colours while a session runs: each speaker takes the palette entry of their place in the order they
first spoke (core.speaker_colours), so the live view and the saved transcript's views agree on who is which
colour."""

from __future__ import annotations

from core.speaker_colours import NO_SPEAKER, PALETTE


class SpeakerPalette:
    def __init__(self) -> None:
        self._colours: dict[str, str] = {}

    def colour(self, speaker: str | None) -> str:
        if speaker is None:
            return NO_SPEAKER
        if speaker not in self._colours:
            self._colours[speaker] = PALETTE[len(self._colours) % len(PALETTE)]
        return self._colours[speaker]

    def clear(self) -> None:
        self._colours.clear()
