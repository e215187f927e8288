"""Online speakers on real speech: pyannote's two-person sample streamed through the live transcriber, its final
words named by running CAM++ centroids, scored against the sample's RTTM and against the offline job's naming."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from core.live.speakers import CampPlusEmbedder, CentroidSpeakers
from core.live.types import AudioChunk
from core.media import decode_audio
from core.types import SpeakerTurn, Word
from core.voices import Voice
from scripts.diarset.word_names import word_speaker_error
from tests.live_streams import chunks, live_updates

# How much worse than the offline job the live naming may be on the sample, in share of words: the bound
# (10 points); the live side decides each stretch once, from a few seconds of audio, where the job clusters the whole
# recording and smooths at word scale.
WORSE_BY_AT_MOST = 0.10


def read_rttm(path: Path) -> list[SpeakerTurn]:
    turns = []
    for line in path.read_text().splitlines():
        fields = line.split()
        turns.append(SpeakerTurn(float(fields[3]), float(fields[3]) + float(fields[4]), fields[7]))
    return turns


@pytest.fixture(scope="module")
def embedder(diarization_dir: Path) -> CampPlusEmbedder:
    return CampPlusEmbedder(diarization_dir, threads=2)


@pytest.fixture(scope="module")
def live_sample(ct2_tiny_en: Path, sample_wav: Path, embedder: CampPlusEmbedder):
    """The sample's final words as a live session names them, and the speakers' centroids. The transcriber's updates
    are the stream test_live_transcriber checks (tests.live_streams, decoded once); the speakers hear each chunk
    before they name the words of the update that chunk gave, as in a session."""
    updates = live_updates(ct2_tiny_en, sample_wav)
    speakers = CentroidSpeakers(embedder)
    named: list[Word] = []
    for chunk, update in zip(chunks(decode_audio(sample_wav)), updates[:-1], strict=True):
        speakers.insert(chunk)
        named += speakers.label(update.final)
    named += speakers.label(updates[-1].final)
    return named, speakers.centroids


def test_the_sample_has_two_speakers_named_about_as_well_as_offline(live_sample, sample_rttm: Path,
                                                                    review_copy: Path) -> None:
    from core.writers.data import read_json

    words, centroids = live_sample
    assert all(w.speaker is not None for w in words)
    assert len({w.speaker for w in words}) == 2, f"found {sorted(centroids)}"
    reference = read_rttm(sample_rttm)
    wrong, scored = word_speaker_error(words, reference)
    offline = [w for s in read_json(review_copy).transcript.segments for w in s.words]
    offline_wrong, offline_scored = word_speaker_error(offline, reference)
    assert scored > 50
    assert wrong / scored <= offline_wrong / offline_scored + WORSE_BY_AT_MOST, (
        f"live {wrong}/{scored} wrong, offline {offline_wrong}/{offline_scored}")


def test_a_remembered_voice_names_its_speaker_directly(live_sample, sample_wav: Path,
                                                       embedder: CampPlusEmbedder) -> None:
    """The voice of the speaker with the most words is remembered; a new session names that person by the name,
    from the first stretch on, and the other person by number."""
    words, centroids = live_sample
    counts = {label: sum(w.speaker == label for w in words) for label in centroids}
    talker = max(counts, key=lambda label: counts[label])
    speakers = CentroidSpeakers(embedder, voices=[Voice("Diane", embedder.voice_space, centroids[talker])])
    audio = decode_audio(sample_wav)
    speakers.insert(AudioChunk(0.0, audio))
    again = [w for word in words for w in speakers.label((word.with_speaker(None),))]
    theirs = [after.speaker for before, after in zip(words, again, strict=True) if before.speaker == talker]
    assert theirs.count("Diane") >= 0.8 * len(theirs)
    others = [after.speaker for before, after in zip(words, again, strict=True) if before.speaker != talker]
    assert others.count("Diane") <= 0.2 * len(others)
    assert sum(label is not None and label.startswith("SPEAKER_") for label in others) >= 0.8 * len(others)


def test_a_voice_of_another_network_is_not_compared(embedder: CampPlusEmbedder) -> None:
    voice = Voice("Someone", "another network", tuple(np.ones(192) / np.sqrt(192)))
    speakers = CentroidSpeakers(embedder, voices=[voice])
    speakers.insert(AudioChunk(0.0, np.zeros(16_000 * 3, dtype=np.float32)))
    assert speakers.label((Word(0.5, 2.5, " hello"),))[0].speaker == "SPEAKER_00"
