"""What every writer gets: the transcript, its cues and how to label speakers, in one frozen object."""

from __future__ import annotations

from dataclasses import dataclass

from core.types import Cue, CueRules, Transcript

# How SRT and TXT mark who speaks: "[Alice] Hello.", "Alice: Hello." or not at all.
LABEL_STYLES = ("bracket", "colon", "none")


@dataclass(frozen=True, slots=True)
class Document:
    transcript: Transcript
    cues: tuple[Cue, ...]
    stem: str
    label_style: str = "bracket"
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


def label(name: str, style: str) -> str:
    """The prefix that marks `name` as the speaker of the text after it."""
    if style == "bracket":
        return f"[{name}] "
    if style == "colon":
        return f"{name}: "
    return ""
