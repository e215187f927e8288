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
from tests.live_streams import avx512_words, named_live

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
def live_sample(ct2_tiny_en: Path, sample_wav: Path,
                embedder: CampPlusEmbedder) -> tuple[list[Word], dict[str, tuple[float, ...]]]:
    """The sample's final words as a live session names them, and the speakers' centroids. The transcriber's updates
    are the stream test_live_transcriber checks (tests.live_streams, decoded once)."""
    return named_live(ct2_tiny_en, sample_wav, embedder)


# Known to fail on an AVX2-only CPU since 2026-11-28 (issue 40), the same with the code of 1f3888f: tiny.en's live
# words there run Diane's and Sheila's turns at 12.5-17.8 s into one sentence with no pause, the stretch that mixes
# them is named first, and against that centroid the stretches that follow score 0.45-0.65 whoever speaks (a new
# speaker needs a stretch below 0.4; 1.5 s windows of Sheila alone score 0.36-0.54), so the whole sample goes to one
# speaker. Where oneDNN runs AVX-512 kernels the words put a full stop there and it passes (2 people, 2.9% wrong).
# Comparing each piece's next 1.5 s with the stretch before it was tried and left: 1.5 s windows of one person in AMI
# score 0.05-0.65 against each other, of two people 0.06-0.56 (bench/live_speakers.py replays the live words of the
# speaker set for trying SpeakerSettings).
@pytest.mark.xfail(not avx512_words(), strict=True, raises=AssertionError,
                   reason="issue 40: on an AVX2-only CPU the live naming finds one speaker on the sample")
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


# Known to fail where oneDNN runs AVX-512 kernels (issue 40): tiny.en's words there give the meeting 3 people for 2
# (16.2% of words wrong, bench/live_speakers.py); on an AVX2-only CPU 2 people and 11.7%.
@pytest.mark.xfail(avx512_words(), strict=True, raises=AssertionError,
                   reason="issue 40: with AVX-512 kernels' words the live naming finds 3 people in AMI's dev meeting")
def test_a_real_two_person_meeting_is_two_speakers_live(ct2_tiny_en: Path, speaker_eval: Path,
                                                       embedder: CampPlusEmbedder) -> None:
    """AMI's dev meeting (two people, 60 s joined from two excerpts) streamed live: the online speakers find both and
    name most words right (`bench/live_speakers.py --kinds meeting`: 2 of 2, 11.7% of 111 words wrong, 2026-11-28)."""
    meeting = speaker_eval / "meetings" / "ami-dev.wav"
    words, centroids = named_live(ct2_tiny_en, meeting, embedder)
    assert len({w.speaker for w in words}) == 2, f"found {sorted(centroids)}"
    wrong, scored = word_speaker_error(words, read_rttm(meeting.with_suffix(".rttm")))
    assert scored > 80 and wrong / scored <= 0.2, f"{wrong}/{scored} wrong"


def alone(turns: list[SpeakerTurn], speaker: str) -> list[tuple[float, float]]:
    """Where `speaker` talks and nobody else does, from the reference turns."""
    spans: list[tuple[float, float]] = []
    for turn in (t for t in turns if t.speaker == speaker):
        pieces = [(turn.start, turn.end)]
        for other in (t for t in turns if t.speaker != speaker):
            pieces = [part for start, end in pieces
                      for part in ((start, min(end, other.start)), (max(start, other.end), end)) if part[1] > part[0]]
        spans += pieces
    return spans


@pytest.fixture(scope="module")
def renamed_with_diane(live_sample: tuple[list[Word], dict], sample_wav: Path, sample_rttm: Path,
                       embedder: CampPlusEmbedder) -> tuple[list[str | None], list[str | None]]:
    """Diane's voice (speaker90 in the RTTM) remembered: where she alone talks for 1.5 s or more, embedded and
    averaged. A new session names the sample's live words with it; returned: the names given to the words only Diane
    says and to those only Sheila says, by the reference at each word's middle (so nothing leans on how many people
    the live session itself found)."""
    words, _centroids = live_sample
    audio = decode_audio(sample_wav)
    reference = read_rttm(sample_rttm)
    only_diane, only_sheila = alone(reference, "speaker90"), alone(reference, "speaker91")
    diane = [(start, end) for start, end in only_diane if end - start >= 1.5]
    assert len(diane) >= 3
    centroid = np.sum([embedder(audio[int(start * 16_000):int(end * 16_000)]) for start, end in diane], axis=0)
    speakers = CentroidSpeakers(embedder, voices=[Voice("Diane", embedder.voice_space,
                                                        tuple(centroid / np.linalg.norm(centroid)))])
    speakers.insert(AudioChunk(0.0, audio))
    again = [w for word in words for w in speakers.label((word.with_speaker(None),))]

    def said_only_in(word: Word, spans: list[tuple[float, float]]) -> bool:
        middle = (word.start + word.end) / 2
        return any(start <= middle < end for start, end in spans)

    theirs = [w.speaker for w in again if said_only_in(w, only_diane)]
    others = [w.speaker for w in again if said_only_in(w, only_sheila)]
    assert len(theirs) >= 20 and len(others) >= 20
    return theirs, others


def test_a_remembered_voice_names_its_speaker_directly(renamed_with_diane: tuple[list, list]) -> None:
    """Diane's words get her remembered name from the first stretch on. (Alone this would pass if everyone got it:
    the other person's check is the xfail below.)"""
    theirs, _others = renamed_with_diane
    assert theirs.count("Diane") >= 0.8 * len(theirs)


# Known to fail on an AVX2-only CPU since 2026-11-28 (issue 40), as the count above: Sheila's words are named Diane.
# Her stretches score 0.4 or more against Diane's remembered voice, the bar for a voice heard in the session.
@pytest.mark.xfail(not avx512_words(), strict=True, raises=AssertionError,
                   reason="issue 40: on an AVX2-only CPU Sheila's live stretches are as close as 0.4 to Diane's voice")
def test_the_other_person_is_not_given_the_remembered_name(renamed_with_diane: tuple[list, list]) -> None:
    _theirs, others = renamed_with_diane
    assert others.count("Diane") <= 0.2 * len(others)
    assert sum(label is not None and label.startswith("SPEAKER_") for label in others) >= 0.8 * len(others)


def test_a_voice_of_another_network_is_not_compared(embedder: CampPlusEmbedder) -> None:
    voice = Voice("Someone", "another network", tuple(np.ones(192) / np.sqrt(192)))
    speakers = CentroidSpeakers(embedder, voices=[voice])
    speakers.insert(AudioChunk(0.0, np.zeros(16_000 * 3, dtype=np.float32)))
    assert speakers.label((Word(0.5, 2.5, " hello"),))[0].speaker == "SPEAKER_00"
