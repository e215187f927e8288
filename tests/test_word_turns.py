"""The words' look at the turns (core.diarization.word_turns), on hand-made words, turns and voices: where words are
cut into pieces, which pieces move, when a second voice is found in one speaker's pieces, and that both outputs move
together. The real pipeline on real and generated speech: tests/test_speaker_reading.py."""

from __future__ import annotations

import numpy as np
from pyannote.audio.pipelines.speaker_diarization import DiarizeOutput
from pyannote.core import Annotation, Segment

from core.diarization.word_turns import Piece, piece_voices, pieces_of, refine_with_words
from core.types import SpeakerTurn, Word

A, B, C = np.eye(4)[0], np.eye(4)[1], np.eye(4)[2]


def _words(*rows: tuple[float, float, str]) -> list[Word]:
    return [Word(start, end, text) for start, end, text in rows]


def _output(turns: list[tuple[float, float, str]], centroids: np.ndarray) -> DiarizeOutput:
    overlapping, exclusive = Annotation(uri="x"), Annotation(uri="x")
    for index, (start, end, label) in enumerate(turns):
        overlapping[Segment(start, end), index] = label
        exclusive[Segment(start, end), index] = label
    return DiarizeOutput(overlapping, exclusive, centroids)


def _exclusive(output: DiarizeOutput) -> list[tuple[float, float, str]]:
    return sorted((s.start, s.end, label) for s, _, label in
                  output.exclusive_speaker_diarization.itertracks(yield_label=True))


def test_words_are_cut_at_pauses_sentence_ends_and_found_changes():
    words = _words((0.0, 0.4, " So"), (0.45, 0.9, " we"), (0.95, 1.5, " agree."),  # sentence end
                   (1.6, 2.0, " Then"), (2.05, 2.5, " go"),  # a 0.5 s pause follows
                   (3.0, 3.5, " now"), (3.55, 4.0, " please"),  # the found speaker changes at 3.52
                   (4.05, 4.5, " thanks"))
    turns = [SpeakerTurn(0.0, 3.52, "S0"), SpeakerTurn(3.52, 5.0, "S1")]
    assert pieces_of(words, turns) == [Piece(0.0, 1.5, "S0"), Piece(1.6, 2.5, "S0"), Piece(3.0, 3.5, "S0"),
                                       Piece(3.55, 4.5, "S1")]


def test_a_piece_that_sounds_like_the_other_speaker_moves_in_both_outputs():
    # One found turn 0-6 s of S0 holds two sentences; the second (3-6 s) is S1's voice. S1 speaks again at 7-9.
    output = _output([(0, 6, "S0"), (7, 9, "S1")], np.vstack([A, B]))
    words = _words((0.2, 1.0, " I"), (1.1, 2.8, " think so."), (3.0, 4.0, " Well,"), (4.1, 5.9, " not quite."),
                   (7.1, 8.9, " Right."))
    voices = {0.2: A, 3.0: 0.2 * A + B, 7.1: B}
    result = refine_with_words(output, words, lambda s: voices.get(s.start))
    assert _exclusive(result) == [(0, 3.0, "S0"), (3.0, 5.9, "S1"), (5.9, 6, "S0"), (7, 9, "S1")]
    s1 = result.speaker_diarization.label_timeline("S1").support()
    assert [(s.start, s.end) for s in s1] == [(3.0, 5.9), (7, 9)]
    assert np.array_equal(result.speaker_embeddings, np.vstack([A, B]))


def test_nothing_moves_without_the_margin_or_for_pieces_too_short():
    output = _output([(0, 6, "S0"), (7, 9, "S1")], np.vstack([A, B]))
    words = _words((0.2, 2.8, " I think so."), (3.0, 5.9, " Well, not quite."), (7.1, 8.9, " Right."))
    voices = {0.2: A, 3.0: A + 1.1 * B, 7.1: B}  # the second sentence is closer to S1, by less than the margin
    unsure = refine_with_words(output, words, lambda s: voices[s.start])
    assert _exclusive(unsure) == _exclusive(output)
    short = refine_with_words(output, words, lambda s: B, min_piece=3.0)  # every piece is under 3 s
    assert _exclusive(short) == _exclusive(output)
    assert _exclusive(refine_with_words(output, words, lambda s: None)) == _exclusive(output)
    assert refine_with_words(output, [], lambda s: B) is output


def test_pieces_group_into_voices_with_enough_speech_each():
    durations = np.array([3.0, 2.5, 3.0, 2.0, 1.5])
    vectors = np.vstack([A, B, A + 0.1 * C, B + 0.1 * C, A])
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    assert list(piece_voices(vectors, durations)) == [0, 1, 0, 1, 0]  # 7.5 s and 4.5 s of speech
    assert list(piece_voices(vectors, durations, min_seconds=5.0)) == [0, -1, 0, -1, 0]  # B's 4.5 s: no person yet
    same = np.vstack([A + 0.2 * B, A + 0.1 * C, A, A + 0.15 * B, A])
    assert list(piece_voices(same / np.linalg.norm(same, axis=1, keepdims=True), durations)) == [0] * 5


def test_one_found_speaker_with_two_voices_in_its_words_becomes_two():
    output = _output([(0, 20, "SPEAKER_00")], A[None])
    rows = [(0.0, 2.8, " Hello there."), (3.2, 6.0, " Hi, how are you?"), (6.5, 9.5, " Fine, thanks."),
            (10.0, 13.0, " Good to hear."), (13.5, 16.5, " Shall we start?"), (17.0, 19.5, " Yes, let's.")]
    voices = {start: (A if index % 2 == 0 else B) for index, (start, _, _) in enumerate(rows)}
    result = refine_with_words(output, _words(*rows), lambda s: voices[s.start])
    assert result.speaker_diarization.labels() == ["SPEAKER_00", "SPEAKER_01"]
    assert _exclusive(result) == [(0, 3.2, "SPEAKER_00"), (3.2, 6.0, "SPEAKER_01"), (6.0, 10.0, "SPEAKER_00"),
                                  (10.0, 13.0, "SPEAKER_01"), (13.0, 17.0, "SPEAKER_00"), (17.0, 19.5, "SPEAKER_01"),
                                  (19.5, 20, "SPEAKER_00")]
    spoken = {label: sum(s.duration for s in result.exclusive_speaker_diarization.label_timeline(label))
              for label in result.exclusive_speaker_diarization.labels()}
    assert abs(spoken["SPEAKER_01"] - (2.8 + 3.0 + 2.5)) < 1e-6
    assert result.speaker_embeddings.shape == (2, 4)
    held = refine_with_words(output, _words(*rows), lambda s: voices[s.start], may_add_speaker=False)
    assert held.speaker_diarization.labels() == ["SPEAKER_00"]  # a count hint of one: no second person
