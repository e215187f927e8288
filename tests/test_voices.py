"""Known voices: the store (remember, refine, forget, atomic file, bad files) and the matching rules."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from core.errors import InvalidOptionError
from core.types import Segment, SpeakerTurn, SpeakerVoice, Transcript, Word
from core.voices import MATCH_THRESHOLD, VoiceBook, apply_known_voices

EMBEDDER = "CamPlusPlusEmbedding/192"


def direction(seed: int, dim: int = 192) -> np.ndarray:
    vector = np.random.default_rng(seed).normal(size=dim)
    return vector / np.linalg.norm(vector)


def near(vector: np.ndarray, seed: int, noise: float = 0.3) -> list[float]:
    """Another recording of the same voice: the centroid moved a little."""
    moved = vector + noise * direction(seed) / np.sqrt(2)
    return list(moved / np.linalg.norm(moved))


def test_remember_persists_and_refines(tmp_path: Path) -> None:
    path = tmp_path / "voices.json"
    alice = direction(1)
    VoiceBook(path).remember("Alice", EMBEDDER, list(alice * 3.0))  # any length: stored unit-length
    book = VoiceBook(path)
    (voice,) = book.voices()
    assert voice.name == "Alice" and voice.recordings == 1 and voice.embedder == EMBEDDER
    assert np.isclose(np.linalg.norm(voice.centroid), 1.0)
    refined = book.remember("Alice", EMBEDDER, near(alice, 2))
    assert refined.recordings == 2
    assert np.dot(refined.centroid, alice) > np.dot(near(alice, 2), alice)  # the mean of two sits closer
    assert [v.name for v in VoiceBook(path).voices()] == ["Alice"]
    assert not list(tmp_path.glob(".voices-*"))  # no temporary file left behind


def test_forget_names_what_is_remembered(tmp_path: Path) -> None:
    book = VoiceBook(tmp_path / "voices.json")
    book.remember("Alice", EMBEDDER, list(direction(1)))
    with pytest.raises(InvalidOptionError, match=r"no remembered voice called 'Bob' \(remembered: Alice\)"):
        book.forget("Bob")
    book.forget("Alice")
    assert VoiceBook(tmp_path / "voices.json").voices() == ()


def test_match_is_one_to_one_above_the_threshold_and_per_network(tmp_path: Path) -> None:
    book = VoiceBook(tmp_path / "voices.json")
    alice, bob, carol = direction(1), direction(2), direction(3)
    book.remember("Alice", EMBEDDER, list(alice))
    book.remember("Bob", EMBEDDER, list(bob))
    book.remember("Carol", "WeSpeakerResNet34/256", list(carol[:256] if carol.size >= 256 else direction(3, 256)))
    speakers = {"SPEAKER_00": near(bob, 10), "SPEAKER_01": near(alice, 11), "SPEAKER_02": list(direction(4)),
                "SPEAKER_03": near(alice, 12, noise=0.5)}
    matches = {m.speaker: m.name for m in book.match(speakers, EMBEDDER)}
    assert matches == {"SPEAKER_00": "Bob", "SPEAKER_01": "Alice"}  # Alice once, to the closer; a stranger unnamed
    assert book.match(speakers, "WeSpeakerResNet34/256") == ()  # other network, other space: never compared


def test_damaged_file_is_named(tmp_path: Path) -> None:
    path = tmp_path / "voices.json"
    path.write_text("{not json")
    with pytest.raises(InvalidOptionError, match="cannot read the known voices") as error:
        VoiceBook(path)
    assert str(path) in str(error.value)
    path.write_text(json.dumps({"format": "something else"}))
    with pytest.raises(InvalidOptionError, match="not a known-voices file"):
        VoiceBook(path)


def transcript(voices: dict[str, list[float]]) -> Transcript:
    words = tuple(Word(float(i), i + 0.5, f" w{i}", speaker=label) for i, label in enumerate(voices))
    return Transcript(
        segments=(Segment(0.0, float(len(words)), "".join(w.text for w in words), words=words),),
        language="en", duration=float(len(words)),
        turns=tuple(SpeakerTurn(w.start, w.end, w.speaker or "") for w in words),
        voices={label: SpeakerVoice(tuple(v)) for label, v in voices.items()}, embedder=EMBEDDER,
    )


def test_apply_names_given_win_remembered_ones_fill_in_and_are_learned(tmp_path: Path) -> None:
    book = VoiceBook(tmp_path / "voices.json")
    alice, bob = direction(1), direction(2)
    book.remember("Alice", EMBEDDER, list(alice))
    first = transcript({"SPEAKER_00": near(alice, 5), "SPEAKER_01": list(bob)})
    named, matches = apply_known_voices(first, {"SPEAKER_01": "Bob"}, book)
    assert [(m.speaker, m.name) for m in matches] == [("SPEAKER_00", "Alice")]
    assert named.speakers == ("Alice", "Bob")
    assert named.voices["Alice"].similarity is not None and named.voices["Alice"].similarity >= MATCH_THRESHOLD
    assert named.voices["Bob"].similarity is None  # named by the user, not recognised
    assert {v.name for v in VoiceBook(tmp_path / "voices.json").voices()} == {"Alice", "Bob"}
    # the next recording: Bob is recognised without being named
    later, matches = apply_known_voices(transcript({"SPEAKER_00": near(bob, 6)}), {}, VoiceBook(book.path))
    assert later.speakers == ("Bob",) and [m.name for m in matches] == ["Bob"]
