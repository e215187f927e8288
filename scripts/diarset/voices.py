"""The speakers of the set, each one made from Kokoro's five Japanese voice tables, as distinct as real people are.

The wheels carry only five voices (four female, one male). More people are made three ways, all in Kokoro's style
space (a table of 256 numbers per length; the first 128 drive the decoder, i.e. the timbre, the last 128 the
prosody predictor, i.e. rhythm and intonation):
- a blend of two tables (`mix_*`);
- the timbre of one table with the prosody of another (`t_A_B`: timbre A, prosody B);
- a table pushed away from the five tables' mean (`ex_*`: exaggerated), which gives a voice none of them has;
and then resampling (pitch and formants move together, like a longer or shorter vocal tract: `_pNN`).

Why these sixteen: an earlier set made its extra voices by pitch-shifting copies of the five tables, and CAM++ put
several of them as close as 0.81-0.88 to another voice of the set (near-twins), while two different real people in
one room (pyannote's sample) are 0.42 apart and jfk.wav is 0.16-0.19 from both. Tuning on near-twins taught the
clustering to split real people. So 200 candidates (5 tables, 10 blends, 20 timbre/prosody pairs, 5 exaggerations,
each at pitch 0.8-1.2) were synthesized and embedded with CAM++ (two sentences each, similarity measured across
different sentences), and this set was drawn so that no two voices are more similar than 0.49, about as far apart
as the two people of pyannote's sample. Two voices of the first draw that pyannote's segmentation model does not
hear as speech in the mixed set (the timbre of jm_kumo with the prosody of jf_tebukuro; an exaggerated low jm_kumo)
are no person, and were replaced by hand under the same rule. scripts/diarset/choose_voices.py is the procedure as
one script (docs/EVALUATION.md). `tests/test_diarization_set.py` checks
the built set on the mixed recordings (bench/diarset_voices.py prints the table).

Two voices made from the same synthesis source (only their pitch differs) are never put in one recording, so no
recording has two people saying identical audio.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

TIMBRE_DIMS = 128  # Kokoro's style vector: [:128] conditions the decoder (timbre), [128:] the prosody predictor


@dataclass(frozen=True)
class Voice:
    """A speaker: the timbre tables and the prosody tables are each averaged; `exaggerate` pushes the result away
    from the mean of all tables; `pitch` > 1 raises pitch and formants (resampling)."""

    id: str
    timbre: tuple[str, ...]
    prosody: tuple[str, ...] = ()  # empty: the timbre tables' own prosody
    exaggerate: float = 0.0
    pitch: float = 1.0
    speed: float = 1.0

    @property
    def source(self) -> str:
        """The synthesis source: voices that share it share synthesized clips (only pitch differs)."""
        prosody = "+".join(self.prosody or self.timbre)
        return f"{'+'.join(self.timbre)}|{prosody}|x{self.exaggerate:g}@{self.speed:g}"

    def style_table(self, tables: dict[str, np.ndarray]) -> np.ndarray:
        missing = [name for name in (*self.timbre, *self.prosody) if name not in tables]
        if missing:
            raise KeyError(f"voice {self.id}: style tables {missing} are not in the Kokoro package")
        table = np.mean([tables[name] for name in self.timbre], axis=0)
        if self.prosody:
            table = np.concatenate(
                [table[:, :TIMBRE_DIMS], np.mean([tables[name] for name in self.prosody], axis=0)[:, TIMBRE_DIMS:]],
                axis=1,
            )
        if self.exaggerate:
            mean = np.mean(list(tables.values()), axis=0)
            table = table + self.exaggerate * (table - mean)
        return table.astype(np.float32)


ALPHA, GONGITSUNE, NEZUMI, TEBUKURO, KUMO = "jf_alpha", "jf_gongitsune", "jf_nezumi", "jf_tebukuro", "jm_kumo"

VOICES: tuple[Voice, ...] = (
    Voice("t_tebukuro_alpha", (TEBUKURO,), (ALPHA,)),
    Voice("t_gongitsune_kumo_p90", (GONGITSUNE,), (KUMO,), pitch=0.9),
    Voice("mix_gongitsune_kumo_p80", (GONGITSUNE, KUMO), pitch=0.8),
    Voice("t_kumo_nezumi_p120", (KUMO,), (NEZUMI,), pitch=1.2),
    Voice("t_alpha_kumo_p80", (ALPHA,), (KUMO,), pitch=0.8),
    Voice("t_alpha_kumo", (ALPHA,), (KUMO,)),
    Voice("jf_tebukuro_p80", (TEBUKURO,), pitch=0.8),
    Voice("ex_kumo", (KUMO,), exaggerate=0.7),
    Voice("mix_alpha_kumo_p110", (ALPHA, KUMO), pitch=1.1),
    Voice("mix_alpha_kumo_p90", (ALPHA, KUMO), pitch=0.9),
    Voice("t_kumo_nezumi", (KUMO,), (NEZUMI,)),
    Voice("ex_alpha_p110", (ALPHA,), exaggerate=0.7, pitch=1.1),
    Voice("ex_gongitsune", (GONGITSUNE,), exaggerate=0.7),
    # Only in the report half: never heard while tuning.
    Voice("t_alpha_nezumi_p90", (ALPHA,), (NEZUMI,), pitch=0.9),
    Voice("ex_nezumi_p120", (NEZUMI,), exaggerate=0.7, pitch=1.2),
    Voice("t_alpha_kumo_p120", (ALPHA,), (KUMO,), pitch=1.2),
)

REPORT_ONLY = ("t_alpha_nezumi_p90", "ex_nezumi_p120", "t_alpha_kumo_p120")
BY_ID = {voice.id: voice for voice in VOICES}
