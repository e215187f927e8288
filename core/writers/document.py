"""What every writer gets: the transcript, its cues and how to label speakers, in one frozen object."""

from __future__ import annotations

from dataclasses import dataclass

from core.cues.labels import DEFAULT_LABEL_STYLE, LABEL_STYLES, label
from core.types import Cue, CueRules, Transcript

# How SRT and TXT mark who speaks ("[Alice] Hello.", "Alice: Hello." or not at all) is core.cues.labels' to say,
# so the cutter leaves room for exactly the labels written here.
__all__ = ["DEFAULT_LABEL_STYLE", "LABEL_STYLES", "Document", "label"]


@dataclass(frozen=True, slots=True)
class Document:
    transcript: Transcript
    cues: tuple[Cue, ...]
    stem: str
    label_style: str = DEFAULT_LABEL_STYLE
    rules: CueRules | None = None

    @property
    def speakers(self) -> tuple[str, ...]:
        """Speakers in order of first appearance (cues first, then turns), so colours follow the dialogue."""
        seen: dict[str, None] = {}
        for cue in self.cues:
            for line in cue.lines:
                if line.speaker is not None:
                    seen.setdefault(line.speaker, None)
        for speaker in self.transcript.speakers:
            seen.setdefault(speaker, None)
        return tuple(seen)
