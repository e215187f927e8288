"""One colour per speaker, the same in every view: the main window's transcript, the review editor (table, waveform,
caption) and the ASS track that soft subtitles carry and a video export burns in.

A speaker's colour is the palette entry of their place in the dialogue: the order in which speakers first speak
(in the cues, or the words where there are no cues), then any others (turns without words) by name. Every view
works it out from the same text, so they agree; a rename keeps the place and so the colour, and a name given to
two speakers makes them one, in the first one's place. The colours are mid-tones: readable as text on the light
panels of the window and, with the black outline ASS draws, on a picture.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from core.types import Cue, Transcript

PALETTE = ("#1e88e5", "#e53935", "#43a047", "#8e24aa", "#fb8c00", "#00897b", "#6d4c41", "#3949ab", "#c0ca33",
           "#d81b60")
NO_SPEAKER = "#546e7a"  # text nobody was found to say


def first_appearance(*sources: Iterable[str | None]) -> tuple[str, ...]:
    """Every speaker named in `sources`, in the order first met (sources one after the other)."""
    seen: dict[str, None] = {}
    for source in sources:
        for speaker in source:
            if speaker is not None:
                seen.setdefault(speaker, None)
    return tuple(seen)


def transcript_order(transcript: Transcript) -> tuple[str, ...]:
    """Speakers of a transcript in the order they first speak (its words, then segments, then turns by name)."""
    return first_appearance((w.speaker for w in transcript.words), (s.speaker for s in transcript.segments),
                            transcript.speakers)


def cue_order(cues: Sequence[Cue], transcript: Transcript | None = None) -> tuple[str, ...]:
    """Speakers of cut cues in the order they first speak, then the transcript's others by name: cues are cut from
    the words in order, so this is transcript_order for the same text."""
    return first_appearance((line.speaker for cue in cues for line in cue.lines),
                            transcript.speakers if transcript is not None else ())


def colours(order: Iterable[str]) -> dict[str, str]:
    """Speaker -> "#rrggbb", by place in `order` (the palette repeats after ten speakers)."""
    return {speaker: PALETTE[n % len(PALETTE)] for n, speaker in enumerate(order)}


def rgb(colour: str) -> tuple[int, int, int]:
    """"#1e88e5" -> (30, 136, 229)."""
    value = colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
