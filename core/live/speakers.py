"""Speakers found online: each committed stretch of words goes to the closest running speaker centroid, or to a new
speaker when none is close enough, or straight to a remembered voice's name.

Embeddings are CAM++'s, the network the offline pipeline uses (ONNX Runtime: kaldi fbank -> frames.onnx ->
pooling.onnx), so live centroids live in the same space as remembered voices (core.voices).

A stretch is a run of final words with no pause of `pause_seconds` and no sentence end inside; it grows across the
transcriber's updates, which commit a few words at a time. Short stretches: under a second or two of speech CAM++ is
unreliable, and a window stretched over the audio around it mixes voices where turns change (tried: it named whole
sentences after the wrong person on pyannote's sample). So a stretch is named for good once it holds `min_window` of
its own audio (then a new speaker may be made for it); before that its words go to the closest centroid if one is
close enough, else to the last speaker heard (people mostly go on talking), and never make a speaker, except the
very first. Only a stretch that closes with `min_window` of speech moves its speaker's centroid, so a short "yeah"
never drags a voice away. Words are never held back to wait for more audio: they are shown when they are final.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.live.types import SAMPLE_RATE, AudioChunk
from core.types import Word
from core.voices import MATCH_THRESHOLD, Voice

_SENTENCE_END = (".", "?", "!", "。", "？", "！")
MIN_EMBEDDED = 0.5  # seconds: CAM++ on less says nothing about the voice


@dataclass(frozen=True, slots=True)
class SpeakerSettings:
    """How stretches are cut and when a voice is new. `new_speaker_similarity` is the cosine similarity to the
    closest centroid below which a stretch is a new person: the offline clustering's `fragment_similarity` (0.5, between
    two real people at 0.16-0.42 and one person's stretches at 0.74-0.86 to CAM++ on 10 s windows), lowered for the
    shorter, noisier live stretches. Chosen on the live transcriber's own final words (tiny.en, 2 threads, 0.5 s
    chunks) of pyannote's sample and three joined AMI meetings of .speakereval (dev, trn00, trn07), replayed through
    this class: word speaker error over all 0.117 at 0.4 and 1.5 s (found 2 of 2, 2 of 2, 4 of 5, 5 of 4 people),
    0.115 at 0.35, 0.162 at 0.45 (AMI's far voices split); 1.0 s windows 0.132 and 2.0 s 0.167 (the sample's two
    women as three).
    Folding speakers whose centroids grow alike (0.45-0.6) gained nothing on an earlier version and was left out.
    On 2026-11-28's packages the live words changed and the sample comes out as one person (docs/EVALUATION.md, "The
    live names on today's packages"; bench/live_speakers.py replays them)."""

    new_speaker_similarity: float = 0.4
    min_window: float = 1.5  # seconds of a stretch's own audio that name it for good
    pause_seconds: float = 0.8  # a pause this long between final words starts a new stretch
    keep_seconds: float = 60.0  # audio kept for embedding: final words lag the audio by a buffer at most


@dataclass
class _Speaker:
    label: str
    total: np.ndarray
    stretches: int = 0
    known: bool = False

    @property
    def centroid(self) -> np.ndarray:
        return _unit(self.total)


@dataclass
class _Stretch:
    start: float
    end: float
    speaker: str | None
    named: bool = False  # from an embedding (not a guess for want of audio)
    last_text: str = ""


class CampPlusEmbedder:
    """Audio -> unit-length 192-dim CAM++ embedding, with the offline pipeline's ONNX files."""

    def __init__(self, diarization_dir: str | Path, threads: int = 0) -> None:
        from core.diarization.embedding import CamPlusPlusEmbedding
        from core.diarization.onnx_models import FRAMES_ONNX, POOLING_ONNX, cpu_session

        self.voice_space = CamPlusPlusEmbedding.voice_space  # remembered voices of this network are comparable
        directory = Path(diarization_dir)
        self._frames = cpu_session(directory / FRAMES_ONNX, threads)
        self._pooling = cpu_session(directory / POOLING_ONNX, threads)

    def __call__(self, samples: np.ndarray) -> np.ndarray:
        import torch

        from core.diarization.embedding import kaldi_fbank

        waveform = torch.from_numpy(np.ascontiguousarray(samples, dtype=np.float32)).reshape(1, 1, -1)
        fbank = kaldi_fbank(waveform, 80, SAMPLE_RATE).numpy()
        frames = self._frames.run(None, {"fbank": fbank})[0]
        weights = np.ones((1, frames.shape[-1]), dtype=np.float32)
        return _unit(self._pooling.run(None, {"frames": frames, "weights": weights})[0][0])


class CentroidSpeakers:
    """An OnlineSpeakers (core.live.types): running centroids, new speakers, known voices by name."""

    def __init__(self, embed, settings: SpeakerSettings | None = None, voices: Sequence[Voice] = ()) -> None:
        self._embed = embed
        self.settings = settings or SpeakerSettings()
        space = getattr(embed, "voice_space", None)
        self._speakers: list[_Speaker] = [
            _Speaker(v.name, np.asarray(v.centroid, dtype=np.float64), known=True)
            for v in voices if v.embedder == space
        ]
        self._audio = np.zeros(0, dtype=np.float32)
        self._audio_start = 0.0
        self._stretch: _Stretch | None = None
        self._last_heard: str | None = None
        self._numbered = 0

    @property
    def centroids(self) -> dict[str, tuple[float, ...]]:
        """Each speaker heard so far, by label: its centroid (for remembering voices or refining at Stop)."""
        return {s.label: tuple(float(x) for x in s.centroid) for s in self._speakers if s.stretches}

    def insert(self, chunk: AudioChunk) -> None:
        end = self._audio_start + len(self._audio) / SAMPLE_RATE
        samples = np.asarray(chunk.samples, dtype=np.float32).reshape(-1)
        gap = round((chunk.start - end) * SAMPLE_RATE)
        if len(self._audio) == 0:
            self._audio_start = chunk.start
        elif gap > 0:
            samples = np.concatenate([np.zeros(gap, dtype=np.float32), samples])
        elif gap < 0:
            samples = samples[-gap:]
        self._audio = np.concatenate([self._audio, samples])
        excess = len(self._audio) - int(self.settings.keep_seconds * SAMPLE_RATE)
        if excess > 0:
            self._audio = self._audio[excess:]
            self._audio_start += excess / SAMPLE_RATE

    def label(self, words: tuple[Word, ...]) -> tuple[Word, ...]:
        """The words with their speaker; pieces of one stretch are named together, from the stretch so far."""
        named: list[Word] = []
        piece: list[Word] = []
        for word in words:
            if piece and self._breaks(piece[-1], word):
                named += self._name(piece)
                piece = []
            piece.append(word)
        if piece:
            named += self._name(piece)
        return tuple(named)

    def _breaks(self, before: Word, after: Word) -> bool:
        return after.start - before.end >= self.settings.pause_seconds or before.text.rstrip().endswith(_SENTENCE_END)

    def _breaks_stretch(self, word: Word) -> bool:
        stretch = self._stretch
        assert stretch is not None
        return word.start - stretch.end >= self.settings.pause_seconds or stretch.last_text.endswith(_SENTENCE_END)

    def _name(self, piece: list[Word]) -> list[Word]:
        """Name `piece`, which continues the open stretch (or opens one). Once the stretch holds `min_window` of its
        own audio it is named from that (a new speaker if no centroid is close) and keeps the name; before that its
        pieces go to the closest centroid if one is close enough, else to the last speaker heard."""
        if self._stretch is not None and self._breaks_stretch(piece[0]):
            self._close()
        stretch = self._stretch
        start = piece[0].start if stretch is None else stretch.start
        end = piece[-1].end
        named = stretch is not None and stretch.named
        label = stretch.speaker if stretch is not None else None
        if not named:
            vector = self._embedding(start, end)
            if vector is not None and end - start >= self.settings.min_window:
                label, named = (self._closest(vector) or self._new_speaker(vector)).label, True
            elif vector is not None and (close := self._closest(vector)) is not None:
                label = close.label
            elif label is None:
                label = self._last_heard or (self._new_speaker(vector).label if vector is not None else None)
        if stretch is None:
            stretch = self._stretch = _Stretch(start, end, label)
        stretch.end, stretch.speaker, stretch.named = end, label, named
        stretch.last_text = piece[-1].text.rstrip()
        self._last_heard = label
        if stretch.last_text.endswith(_SENTENCE_END):
            self._close()
        return [w.with_speaker(label) for w in piece]

    def _close(self) -> None:
        """The open stretch is over: if it is long enough, its embedding moves its speaker's centroid."""
        stretch, self._stretch = self._stretch, None
        if stretch is None or stretch.end - stretch.start < self.settings.min_window:
            return
        vector = self._embedding(stretch.start, stretch.end)
        speaker = next((s for s in self._speakers if s.label == stretch.speaker), None)
        if vector is not None and speaker is not None:  # a remembered voice starts from its stored centroid
            speaker.total = speaker.total + vector
            speaker.stretches += 1

    def _closest(self, vector: np.ndarray) -> _Speaker | None:
        best, best_similarity = None, -1.0
        for speaker in self._speakers:
            similarity = float(speaker.centroid @ vector)
            # a remembered voice not yet heard here needs the bar a job's voice match needs (core.voices)
            needed = (MATCH_THRESHOLD if speaker.known and not speaker.stretches
                      else self.settings.new_speaker_similarity)
            if similarity >= needed and similarity > best_similarity:
                best, best_similarity = speaker, similarity
        return best

    def _new_speaker(self, vector: np.ndarray) -> _Speaker:
        speaker = _Speaker(f"SPEAKER_{self._numbered:02d}", vector.astype(np.float64), stretches=1)
        self._numbered += 1
        self._speakers.append(speaker)
        return speaker

    def _embedding(self, start: float, end: float) -> np.ndarray | None:
        first = max(0, int((start - self._audio_start) * SAMPLE_RATE))
        last = min(len(self._audio), int((end - self._audio_start) * SAMPLE_RATE))
        if last - first < int(MIN_EMBEDDED * SAMPLE_RATE):
            return None
        return self._embed(self._audio[first:last])


def _unit(vector: np.ndarray) -> np.ndarray:
    norm = float(np.linalg.norm(vector))
    return vector / norm if norm > 0 else vector
