"""The speakers of the set, each one made from Kokoro's five Japanese voice tables.

The wheels carry only five voices (four female, one male), so more people are made the way speaker-recognition
corpora augment speakers: a blend of two style tables gives a new timbre and prosody, and resampling (pitch and
formants move together, like a longer or shorter vocal tract) gives a lower or higher voice. Two voices made from the
same synthesis source are never put in one recording, so no recording has two people saying identical audio.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Voice:
    """A speaker: `styles` are averaged into one style table, `pitch` > 1 raises pitch and formants."""

    id: str
    styles: tuple[str, ...]
    pitch: float = 1.0
    speed: float = 1.0

    @property
    def source(self) -> str:
        """The synthesis source: voices that share it share synthesized clips (only pitch differs)."""
        return "+".join(self.styles) + f"@{self.speed:g}"

    def style_table(self, tables: dict[str, np.ndarray]) -> np.ndarray:
        missing = [name for name in self.styles if name not in tables]
        if missing:
            raise KeyError(f"voice {self.id}: style tables {missing} are not in the Kokoro package")
        return np.mean([tables[name] for name in self.styles], axis=0).astype(np.float32)


VOICES: tuple[Voice, ...] = (
    Voice("jf_alpha", ("jf_alpha",)),
    Voice("jf_gongitsune", ("jf_gongitsune",)),
    Voice("jf_nezumi", ("jf_nezumi",), speed=1.05),
    Voice("jf_tebukuro", ("jf_tebukuro",), speed=0.95),
    Voice("jm_kumo", ("jm_kumo",)),
    Voice("jf_alpha_p80", ("jf_alpha",), pitch=0.80),
    Voice("jf_gongitsune_p83", ("jf_gongitsune",), pitch=0.83),
    Voice("jf_tebukuro_p108", ("jf_tebukuro",), pitch=1.08, speed=0.95),
    Voice("mix_alpha_kumo", ("jf_alpha", "jm_kumo")),
    Voice("mix_nezumi_kumo_p92", ("jf_nezumi", "jm_kumo"), pitch=0.92),
    Voice("mix_gongitsune_tebukuro_p105", ("jf_gongitsune", "jf_tebukuro"), pitch=1.05, speed=1.05),
    # Only in the report half: never heard while tuning.
    Voice("jm_kumo_p87", ("jm_kumo",), pitch=0.87),
    Voice("jf_nezumi_p78", ("jf_nezumi",), pitch=0.78, speed=1.05),
    Voice("mix_tebukuro_kumo_p85", ("jf_tebukuro", "jm_kumo"), pitch=0.85, speed=0.95),
)

REPORT_ONLY = ("jm_kumo_p87", "jf_nezumi_p78", "mix_tebukuro_kumo_p85")
BY_ID = {voice.id: voice for voice in VOICES}
