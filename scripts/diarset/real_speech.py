"""Long recordings of real people with exact reference turns, made from the test audio.

pyannote's sample (two people, 30 s, with its reference RTTM) and jfk.wav (one more person, 11 s) are laid end to
end in a random order, each time at another level and after another pause, up to the length asked for. The voices
are real (three of them), which the synthetic set (docs/EVALUATION.md) lacks; the repetition is what a long
recording of the same people does to the clustering: many embeddings per person, spread by level and context.

Used by bench/tune_diarization.py (`--real`, part of the tuning data), bench/long.py (memory on hours of audio) and
the over-counting test on a held-out seed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .rttm import reference_turns

SAMPLE_RATE = 16000
JFK = "JFK"


@dataclass(frozen=True)
class RealRecording:
    name: str
    audio: np.ndarray  # 16 kHz mono float32
    turns: tuple[tuple[float, float, str], ...]  # (start, end, speaker), seconds

    @property
    def speakers(self) -> int:
        return len({speaker for _, _, speaker in self.turns})

    def rttm(self) -> str:
        return "".join(f"SPEAKER {self.name} 1 {s:.3f} {e - s:.3f} <NA> <NA> {who} <NA> <NA>\n"
                       for s, e, who in self.turns)


def _speech_extent(audio: np.ndarray, frame: int = 160, floor: float = 0.05) -> tuple[float, float]:
    """First and last 10 ms frame whose peak reaches `floor` of the clip's: jfk.wav has no RTTM of its own."""
    peaks = np.abs(audio[: len(audio) // frame * frame]).reshape(-1, frame).max(axis=1)
    active = np.nonzero(peaks >= peaks.max() * floor)[0]
    return active[0] * frame / SAMPLE_RATE, (active[-1] + 1) * frame / SAMPLE_RATE


def real_recording(testdata: Path, minutes: float, seed: int = 0, with_jfk: bool = True) -> RealRecording:
    """`minutes` of the test clips in a random order; same seed, same recording. Without jfk.wav, the sample's two
    people alone: a long two-person conversation."""
    from core.media import decode_audio

    sample, jfk = decode_audio(testdata / "sample.wav"), decode_audio(testdata / "jfk.wav")
    clips = [(sample, [(t.start, t.end, t.speaker) for t in reference_turns(testdata / "sample.rttm")])]
    if with_jfk:
        clips.append((jfk, [(*_speech_extent(jfk), JFK)]))
    rng = np.random.default_rng(seed)
    target = int(minutes * 60 * SAMPLE_RATE)
    pieces: list[np.ndarray] = []
    turns: list[tuple[float, float, str]] = []
    at = 0
    while at < target:
        audio, clip_turns = clips[int(rng.integers(len(clips)))]
        offset = at / SAMPLE_RATE
        turns += [(offset + s, offset + e, who) for s, e, who in clip_turns]
        pause = np.zeros(int(rng.uniform(0.3, 2.0) * SAMPLE_RATE), dtype=np.float32)
        piece = np.concatenate([audio * np.float32(rng.uniform(0.5, 1.0)), pause])
        pieces.append(piece)
        at += len(piece)
    audio = np.concatenate(pieces)[:target]
    end = len(audio) / SAMPLE_RATE
    kept = tuple((s, min(e, end)) + (who,) for s, e, who in turns if s < end)
    return RealRecording(f"real{minutes:g}m-s{seed}{'' if with_jfk else '-two'}", audio, kept)
