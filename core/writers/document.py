"""What every writer gets: the transcript, its cues and how to label speakers, in one frozen object."""

from __future__ import annotations

from dataclasses import dataclass

from core.cues.labels import DEFAULT_LABEL_STYLE, LABEL_STYLES, cue_speakers, label, names_speakers, shown_style
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

    @property
    def names_speakers(self) -> bool:
        """Whether SRT, VTT and TXT name the speakers: not where the cues have one speaker (or none), unless the
        rules ask for a label on one (core.cues.labels.names_speakers). JSON, RTTM, TSV and ASS name them always."""
        return names_speakers(cue_speakers(self.cues), self.rules)

    @property
    def shown_label_style(self) -> str:
        """The label style SRT and TXT show: `label_style`, or "none" where they name no one (the cutter cut the
        cues for the same choice). The JSON records `label_style` itself, so a rebuild with more speakers labels."""
        return shown_style(self.label_style, cue_speakers(self.cues), self.rules)
