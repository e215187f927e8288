"""A job that heard nothing, or whose diarization found no one, says so instead of leaving a bare file."""

from __future__ import annotations

from core.diarization import Diarization
from core.events import Log
from core.jobs import JobSpec
from core.pipeline import empty_result_warnings, name_speakers
from core.stage_results import DiarizationResult, TranscriptionResult
from core.types import SpeakerTurn
from tests.test_writers import sample_transcript

NO_ONE = Diarization(turns=(), exclusive=())


def test_words_with_no_speaker_found_are_said_to_carry_no_labels() -> None:
    heard = sample_transcript().replace(turns=())
    events: list[object] = []
    spec = JobSpec(input="talk.wav", diarize=True)
    transcript, _ = name_speakers(spec, TranscriptionResult(heard), DiarizationResult(NO_ONE, "cpu", 0.5),
                                  0.1, events.append)
    assert Log("warning", "the diarization found no speaker in this file's speech: the words carry no speaker "
                          "labels") in events
    assert transcript.words and all(word.speaker is None for word in transcript.words)


def test_nothing_heard_is_said_whether_or_not_speakers_were_asked_for() -> None:
    silent = sample_transcript().replace(segments=(), turns=())
    assert empty_result_warnings(silent, NO_ONE) == (
        "no speech was heard in this file: the subtitle files are written with no cues",)
    assert empty_result_warnings(silent, None) == empty_result_warnings(silent, NO_ONE)


def test_a_usual_job_has_no_such_warning() -> None:
    heard = sample_transcript()
    turn = SpeakerTurn(0.0, 5.0, "SPEAKER_00")
    someone = Diarization(turns=(turn,), exclusive=(turn,))
    assert empty_result_warnings(heard, someone) == ()
    assert empty_result_warnings(heard, None) == ()  # no diarization asked for: no labels expected
