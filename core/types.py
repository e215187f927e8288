"""The pipeline's data: small frozen dataclasses that pickle across the worker pipe and dump to JSON.

Times of words, segments and turns are float seconds (what the engines and pyannote give); cues use integer
milliseconds, so subtitle timestamps never suffer float rounding (`,1000`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Word:
    """One recognised word. `text` keeps the engine's leading space, so `"".join` rebuilds the sentence for
    languages with and without spaces between words."""

    start: float
    end: float
    text: str
    probability: float = 1.0
    speaker: str | None = None

    def with_speaker(self, speaker: str | None) -> Word:
        return dataclasses.replace(self, speaker=speaker)


@dataclass(frozen=True, slots=True)
class Segment:
    """A decoded stretch of speech, as the engine produced it, with its words."""

    start: float
    end: float
    text: str
    words: tuple[Word, ...] = ()
    speaker: str | None = None
    avg_logprob: float | None = None
    no_speech_prob: float | None = None
    compression_ratio: float | None = None


@dataclass(frozen=True, slots=True)
class SpeakerTurn:
    """Who spoke when: one turn of the diarization."""

    start: float
    end: float
    speaker: str


@dataclass(frozen=True, slots=True)
class CueLine:
    text: str
    speaker: str | None = None


@dataclass(frozen=True, slots=True)
class Cue:
    """One subtitle on screen: at most `max_lines` lines, times in integer milliseconds."""

    start_ms: int
    end_ms: int
    lines: tuple[CueLine, ...]
    words: tuple[Word, ...] = ()

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)

    @property
    def speakers(self) -> tuple[str, ...]:
        seen: list[str] = []
        for line in self.lines:
            if line.speaker is not None and line.speaker not in seen:
                seen.append(line.speaker)
        return tuple(seen)

    @property
    def duration_ms(self) -> int:
        return self.end_ms - self.start_ms


@dataclass(frozen=True, slots=True)
class CueRules:
    """Subtitle cutting rules. Defaults follow common broadcast/streaming practice (Netflix-style 42x2, 17 cps)."""

    max_chars_per_line: int = 42
    max_lines: int = 2
    max_cps: float = 17.0
    min_duration: float = 0.83
    max_duration: float = 7.0
    min_gap: float = 0.08
    max_pause: float = 1.5
    # Two speakers in one cue: True writes "- line" per speaker (dialogue dashes); False splits the cue at the change.
    dialogue_dashes: bool = False
    # How cues are shown, not cut: each word highlighted as it is spoken in VTT and ASS (core.cues.karaoke). Kept
    # with the rules so a job's JSON rebuilds its outputs the way they were written.
    karaoke: bool = False
    # Also how cues are shown: a label naming the speaker in SRT, VTT and TXT even when the text has only one
    # (core.cues.labels.names_speakers). Off, one voice (an audiobook, a talk) goes unnamed there and its lines get
    # the label's width back; JSON, RTTM, TSV and ASS styles name it either way.
    label_single_speaker: bool = False

    def __post_init__(self) -> None:
        if self.max_chars_per_line < 10:
            raise ValueError(f"max_chars_per_line must be at least 10, got {self.max_chars_per_line}")
        if self.max_lines < 1:
            raise ValueError(f"max_lines must be at least 1, got {self.max_lines}")
        if self.max_cps <= 0:
            raise ValueError(f"max_cps must be positive, got {self.max_cps}")
        if not 0 < self.min_duration <= self.max_duration:
            raise ValueError(
                f"need 0 < min_duration <= max_duration, got {self.min_duration} and {self.max_duration}"
            )
        if self.min_gap < 0 or self.max_pause <= 0:
            raise ValueError("min_gap must be >= 0 and max_pause > 0")


@dataclass(frozen=True, slots=True)
class SpeakerVoice:
    """A diarized speaker's voice: the unit-length centroid of its embeddings (from the network `Transcript.embedder`
    names) and, when a remembered voice gave the speaker its name, how similar the two were (cosine, 0-1)."""

    centroid: tuple[float, ...]
    similarity: float | None = None


@dataclass(frozen=True, slots=True)
class Transcript:
    """Everything a job learned about one file; the JSON writer dumps it whole, and outputs can be rebuilt from it."""

    segments: tuple[Segment, ...]
    language: str
    duration: float
    engine: str = ""
    model: str = ""
    device: str = "cpu"
    compute_type: str = ""
    options: Mapping[str, Any] = field(default_factory=dict)
    timings: Mapping[str, float] = field(default_factory=dict)
    turns: tuple[SpeakerTurn, ...] = ()
    fallbacks: tuple[str, ...] = ()
    voices: Mapping[str, SpeakerVoice] = field(default_factory=dict)
    embedder: str = ""

    @property
    def words(self) -> tuple[Word, ...]:
        return tuple(w for s in self.segments for w in s.words)

    @property
    def text(self) -> str:
        return "".join(s.text for s in self.segments).strip()

    @property
    def speakers(self) -> tuple[str, ...]:
        found: dict[str, None] = {}
        for turn in self.turns:
            found.setdefault(turn.speaker, None)
        for word in self.words:
            if word.speaker is not None:
                found.setdefault(word.speaker, None)
        return tuple(sorted(found))

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self) | {"text": self.text, "speakers": list(self.speakers)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Transcript:
        segments = tuple(
            Segment(
                **{k: v for k, v in s.items() if k != "words"},
                words=tuple(Word(**w) for w in s.get("words", ())),
            )
            for s in data["segments"]
        )
        return cls(
            segments=segments,
            language=data["language"],
            duration=float(data["duration"]),
            engine=data.get("engine", ""),
            model=data.get("model", ""),
            device=data.get("device", "cpu"),
            compute_type=data.get("compute_type", ""),
            options=dict(data.get("options", {})),
            timings=dict(data.get("timings", {})),
            turns=tuple(SpeakerTurn(**t) for t in data.get("turns", ())),
            fallbacks=tuple(data.get("fallbacks", ())),
            voices={
                name: SpeakerVoice(tuple(v["centroid"]), v.get("similarity"))
                for name, v in dict(data.get("voices") or {}).items()
            },
            embedder=data.get("embedder", ""),
        )

    def replace(self, **changes: Any) -> Transcript:
        return dataclasses.replace(self, **changes)


def rename_speakers(transcript: Transcript, names: Mapping[str, str]) -> Transcript:
    """Apply a label -> display name map to every turn, segment and word. Two speakers given one name become one
    person (the way to mend a voice the diarization split in two): their turns are joined where they overlapped,
    so no file says the person talks over themself, and their voices become one (`joined_voice`)."""

    def new(label: str | None) -> str | None:
        return names.get(label, label) if label is not None else None

    segments = tuple(
        dataclasses.replace(s, speaker=new(s.speaker), words=tuple(w.with_speaker(new(w.speaker)) for w in s.words))
        for s in transcript.segments
    )
    renamed = tuple(dataclasses.replace(t, speaker=names.get(t.speaker, t.speaker)) for t in transcript.turns)
    speech = {label: 0.0 for label in transcript.voices}
    for turn in transcript.turns:
        speech[turn.speaker] = speech.get(turn.speaker, 0.0) + turn.end - turn.start
    parts: dict[str, list[tuple[SpeakerVoice, float]]] = {}
    for label, voice in transcript.voices.items():
        parts.setdefault(names.get(label, label), []).append((voice, speech[label]))
    voices = {name: joined_voice(found) for name, found in parts.items()}
    return transcript.replace(segments=segments, turns=joined_turns(renamed), voices=voices)


def joined_turns(turns: Iterable[SpeakerTurn]) -> tuple[SpeakerTurn, ...]:
    """The turns in time order, each speaker's overlapping turns joined into one (only names that were merged have
    any: the diarization gives one speaker's turns apart)."""
    joined: list[SpeakerTurn] = []
    last: dict[str, int] = {}  # speaker -> index of their latest turn in `joined`
    for turn in sorted(turns, key=lambda t: (t.start, t.end)):
        index = last.get(turn.speaker)
        if index is not None and turn.start < joined[index].end:
            if turn.end > joined[index].end:
                joined[index] = dataclasses.replace(joined[index], end=turn.end)
            continue
        last[turn.speaker] = len(joined)
        joined.append(turn)
    return tuple(joined)


def joined_voice(parts: list[tuple[SpeakerVoice, float]]) -> SpeakerVoice:
    """One voice from the voices of speakers merged into one person: the centroids weighted by each one's seconds of
    speech (every part counts once where none has any), back at unit length; the similarity to a remembered voice is
    that of the part that spoke most, which is what the name was matched on."""
    if len(parts) == 1:
        return parts[0][0]
    weights = [max(seconds, 0.0) for _, seconds in parts]
    if not any(weights):
        weights = [1.0] * len(parts)
    voices = [voice for voice, _ in parts]
    total = [sum(w * x for w, x in zip(weights, column, strict=True))
             for column in zip(*(v.centroid for v in voices), strict=True)]
    norm = sum(x * x for x in total) ** 0.5
    centroid = tuple(x / norm for x in total) if norm > 0 else voices[0].centroid
    main = max(zip(voices, weights, strict=True), key=lambda pair: pair[1])[0]
    return SpeakerVoice(centroid, main.similarity)


def words_of(segments: Iterable[Segment]) -> list[Word]:
    return [w for s in segments for w in s.words]
