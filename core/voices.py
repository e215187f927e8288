"""Known voices: a speaker the user has named is recognised by name in later recordings.

A voice is the unit-length centroid of a speaker's embeddings, as the diarization pipeline gives it, kept in one
JSON file in the user data folder (never sent anywhere). Centroids from different embedding networks live in
different spaces, so every voice records the network that made it (`embedder`) and is only compared with voices of
the same one. Naming the same person again moves the stored centroid towards the new one (a running mean over
recordings), so a voice heard in several rooms is recognised better than one heard once.

Matching gives each diarized speaker at most one name and each name to at most one speaker (the best pairs first),
and only where the cosine similarity reaches `MATCH_THRESHOLD`. It was chosen on the evaluation set's tuning half
(bench/tune_diarization.py, 9 same-voice and 186 different-voice pairs of speakers across recordings) as the lowest
value with no false match there: 0.70 (same-voice pairs found: 78%). On the report half it finds all 14 same-voice
pairs with none of 166 different-voice pairs above it; a wrong name is worse than none, so it errs high.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from core.errors import InvalidOptionError
from core.types import SpeakerVoice, Transcript, rename_speakers

VOICES_FORMAT = "whisper-subtitler-voices"
VOICES_VERSION = 1
MATCH_THRESHOLD = 0.7


@dataclass(frozen=True, slots=True)
class Voice:
    name: str
    embedder: str
    centroid: tuple[float, ...]
    recordings: int = 1
    updated: str = ""


@dataclass(frozen=True, slots=True)
class VoiceMatch:
    speaker: str
    name: str
    similarity: float


def default_path() -> Path:
    from platformdirs import user_data_path

    return user_data_path("whisper-subtitler") / "voices.json"


def _unit(vector: Sequence[float]) -> tuple[float, ...]:
    norm = math.sqrt(sum(x * x for x in vector))
    if not math.isfinite(norm) or norm == 0.0:
        raise InvalidOptionError("a voice needs a non-zero, finite embedding")
    return tuple(float(x) / norm for x in vector)


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


class VoiceBook:
    """The remembered voices in one file; every change is written at once, atomically."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self._voices: dict[str, Voice] = self._read()

    def _read(self) -> dict[str, Voice]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise InvalidOptionError(f"cannot read the known voices: {exc}", str(self.path)) from None
        if not isinstance(data, dict) or data.get("format") != VOICES_FORMAT or data.get("version") != VOICES_VERSION:
            raise InvalidOptionError("not a known-voices file this version can read", str(self.path))
        try:
            return {v["name"]: Voice(v["name"], v["embedder"], tuple(float(x) for x in v["centroid"]),
                                     int(v.get("recordings", 1)), str(v.get("updated", "")))
                    for v in data["voices"]}
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidOptionError(f"damaged known-voices file: {exc!r}", str(self.path)) from None

    def _write(self) -> None:
        payload = {"format": VOICES_FORMAT, "version": VOICES_VERSION, "voices": [
            {"name": v.name, "embedder": v.embedder, "centroid": list(v.centroid), "recordings": v.recordings,
             "updated": v.updated} for v in sorted(self._voices.values(), key=lambda v: v.name.casefold())
        ]}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".voices-", suffix=".json", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(payload, out, indent=1)
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def voices(self) -> tuple[Voice, ...]:
        return tuple(sorted(self._voices.values(), key=lambda v: v.name.casefold()))

    def remember(self, name: str, embedder: str, centroid: Sequence[float]) -> Voice:
        """Store `name`'s voice, or move a stored one of the same network towards this recording's centroid."""
        name = name.strip()
        if not name:
            raise InvalidOptionError("a remembered voice needs a name")
        new = _unit(centroid)
        old = self._voices.get(name)
        recordings = 1
        if old is not None and old.embedder == embedder and len(old.centroid) == len(new):
            recordings = old.recordings + 1
            new = _unit([(o * old.recordings + n) for o, n in zip(old.centroid, new, strict=True)])
        voice = Voice(name, embedder, new, recordings, datetime.now(timezone.utc).isoformat(timespec="seconds"))
        self._voices[name] = voice
        self._write()
        return voice

    def forget(self, name: str) -> None:
        if name not in self._voices:
            known = ", ".join(v.name for v in self.voices()) or "none"
            raise InvalidOptionError(f"no remembered voice called {name!r} (remembered: {known})")
        del self._voices[name]
        self._write()

    def match(self, speakers: Mapping[str, Sequence[float]], embedder: str,
              threshold: float = MATCH_THRESHOLD) -> tuple[VoiceMatch, ...]:
        """Name the diarized `speakers` (label -> centroid) whose voice is remembered; best pairs first, one to one."""
        candidates = [v for v in self._voices.values() if v.embedder == embedder]
        pairs = []
        for speaker, centroid in speakers.items():
            unit = _unit(centroid)
            for voice in candidates:
                if len(voice.centroid) == len(unit):
                    similarity = _cosine(unit, voice.centroid)
                    if similarity >= threshold:
                        pairs.append((similarity, speaker, voice.name))
        matches: list[VoiceMatch] = []
        taken_speakers: set[str] = set()
        taken_names: set[str] = set()
        for similarity, speaker, name in sorted(pairs, reverse=True):
            if speaker not in taken_speakers and name not in taken_names:
                matches.append(VoiceMatch(speaker, name, round(similarity, 4)))
                taken_speakers.add(speaker)
                taken_names.add(name)
        return tuple(sorted(matches, key=lambda m: m.speaker))


def apply_known_voices(transcript: Transcript, names: Mapping[str, str], book: VoiceBook,
                       threshold: float = MATCH_THRESHOLD) -> tuple[Transcript, tuple[VoiceMatch, ...]]:
    """Name the transcript's speakers: `names` (label -> name, given by the user) first, then remembered voices for
    the rest. The voices the user named are remembered (or refined) for later recordings. Returns the renamed
    transcript, whose `voices` carry each recognised speaker's similarity, and the recognitions made."""
    unnamed = {label: v.centroid for label, v in transcript.voices.items() if label not in names}
    matches = book.match(unnamed, transcript.embedder, threshold) if transcript.embedder else ()
    for label, name in names.items():
        voice = transcript.voices.get(label)
        if voice is not None and transcript.embedder:
            book.remember(name, transcript.embedder, voice.centroid)
    voices = dict(transcript.voices)
    for m in matches:
        voices[m.speaker] = SpeakerVoice(voices[m.speaker].centroid, m.similarity)
    renamed = rename_speakers(transcript.replace(voices=voices), {m.speaker: m.name for m in matches} | dict(names))
    return renamed, matches
