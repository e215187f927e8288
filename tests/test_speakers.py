"""Word -> speaker assignment on hand-made timelines (the real-speech agreement check is in test_diarization.py)."""

from __future__ import annotations

import pytest

from core.speakers import assign_speakers, label_segments, majority_speaker
from core.types import Segment, SpeakerTurn, Word


def words_at(*spans: tuple[float, float]) -> list[Word]:
    return [Word(start, end, f" w{i}") for i, (start, end) in enumerate(spans)]


def speakers(words: list[Word]) -> list[str | None]:
    return [w.speaker for w in words]


def test_word_goes_to_the_turn_it_overlaps_most() -> None:
    turns = [SpeakerTurn(0.0, 1.3, "A"), SpeakerTurn(1.3, 3.0, "B")]
    assert speakers(assign_speakers(words_at((1.0, 2.0), (0.2, 1.45)), turns)) == ["B", "A"]


def test_overlap_is_summed_over_turns_of_one_speaker() -> None:
    # 0.3 + 0.3 s of A beat 0.5 s of B, although B's single turn overlaps more than either A turn.
    turns = [SpeakerTurn(0.0, 1.3, "A"), SpeakerTurn(1.3, 1.8, "B"), SpeakerTurn(1.8, 2.1, "A")]
    assert speakers(assign_speakers(words_at((1.0, 2.1)), turns, smooth=False)) == ["A"]


def test_overlapping_turns_are_allowed() -> None:
    turns = [SpeakerTurn(0.0, 10.0, "A"), SpeakerTurn(4.0, 6.0, "B")]
    result = assign_speakers(words_at((1.0, 1.5), (3.8, 4.5), (5.0, 5.5)), turns, smooth=False)
    # the second word hears A for 0.7 s and B for 0.5 s; the third hears both for 0.5 s: the earlier turn wins
    assert speakers(result) == ["A", "A", "A"]
    assert speakers(assign_speakers(words_at((4.5, 6.5)), turns)) == ["A"]
    assert speakers(assign_speakers(words_at((3.9, 6.0)), [SpeakerTurn(0.0, 4.0, "A"), *turns[1:]])) == ["B"]


def test_word_in_a_gap_takes_the_nearest_turn_within_one_second() -> None:
    turns = [SpeakerTurn(0.0, 4.5, "A"), SpeakerTurn(6.0, 7.0, "B")]
    result = assign_speakers(words_at((5.0, 5.4), (5.5, 5.7)), turns, smooth=False)
    assert speakers(result) == ["A", "B"]  # 0.5 s after A; 0.3 s before B


def test_word_more_than_max_distance_from_any_turn_stays_unlabelled() -> None:
    turns = [SpeakerTurn(0.0, 8.0, "A"), SpeakerTurn(12.0, 13.0, "B")]
    words = words_at((10.0, 10.5), (9.1, 9.5), (8.8, 9.0))  # 2.0, 1.1 and 0.8 s from A
    assert speakers(assign_speakers(words, turns)) == [None, None, "A"]
    assert speakers(assign_speakers(words, turns, max_distance=2.0)) == ["B", "A", "A"]  # B is 1.5 s away


def test_no_turns_means_no_speakers() -> None:
    assert speakers(assign_speakers(words_at((0.0, 1.0)), [])) == [None]
    assert assign_speakers([], [SpeakerTurn(0.0, 1.0, "A")]) == []


def test_zero_length_word_inside_a_turn_gets_that_turn() -> None:
    turns = [SpeakerTurn(0.0, 2.0, "A"), SpeakerTurn(2.0, 4.0, "B")]
    assert speakers(assign_speakers(words_at((2.5, 2.5), (1.0, 1.0)), turns, smooth=False)) == ["B", "A"]


def test_one_or_two_word_flips_inside_a_turn_are_smoothed() -> None:
    turns = [SpeakerTurn(0.0, 4.0, "A"), SpeakerTurn(4.0, 4.4, "B"), SpeakerTurn(4.4, 10.0, "A")]
    words = words_at((3.0, 3.4), (3.5, 3.9), (4.0, 4.4), (4.5, 4.9), (5.0, 5.4))
    assert speakers(assign_speakers(words, turns, smooth=False)) == ["A", "A", "B", "A", "A"]
    assert speakers(assign_speakers(words, turns)) == ["A"] * 5

    two = [SpeakerTurn(0.0, 4.0, "A"), SpeakerTurn(4.0, 4.9, "B"), SpeakerTurn(4.9, 10.0, "A")]
    words = words_at((3.5, 3.9), (4.0, 4.4), (4.45, 4.85), (5.0, 5.4))
    assert speakers(assign_speakers(words, two)) == ["A"] * 4


def test_real_turn_changes_are_not_smoothed() -> None:
    turns = [SpeakerTurn(0.0, 4.0, "A"), SpeakerTurn(4.0, 5.5, "B"), SpeakerTurn(5.5, 10.0, "A")]
    three = words_at((3.5, 3.9), (4.0, 4.4), (4.5, 4.9), (5.0, 5.4), (6.0, 6.4))
    assert speakers(assign_speakers(three, turns)) == ["A", "B", "B", "B", "A"]
    # a single word longer than a second is a real turn, not a flip
    long_word = words_at((3.5, 3.9), (4.0, 5.2), (6.0, 6.4))
    assert speakers(assign_speakers(long_word, turns)) == ["A", "B", "A"]
    # different speakers on each side: a change of speaker, not a flip
    abc = [SpeakerTurn(0.0, 4.0, "A"), SpeakerTurn(4.0, 4.5, "B"), SpeakerTurn(4.5, 9.0, "C")]
    assert speakers(assign_speakers(words_at((3.5, 3.9), (4.0, 4.4), (4.6, 5.0)), abc)) == ["A", "B", "C"]
    # at the very start there is no "inside"
    assert speakers(assign_speakers(words_at((4.0, 4.4), (6.0, 6.4), (7.0, 7.4)), turns)) == ["B", "A", "A"]


def test_a_short_reply_set_apart_by_a_pause_is_not_smoothed() -> None:
    """From pyannote's sample: Diane "...you were there." (pause) Sheila "Neither did I." (pause) Diane "I
    thought..."; diarization ends Sheila's turn 0.24 s early, inside "I.". The 0.22 s pause before the reply says
    its turn is real (no smoothing), and the pause after "I." is where the change moves to."""
    turns = [SpeakerTurn(8.32, 9.92, "D"), SpeakerTurn(9.92, 10.54, "S"), SpeakerTurn(10.54, 14.3, "D")]
    words = words_at((9.62, 9.96), (10.18, 10.40), (10.40, 10.64), (10.64, 10.88), (11.24, 11.32))
    assert speakers(assign_speakers(words, turns)) == ["D", "S", "S", "S", "D"]
    assert speakers(assign_speakers(words, turns, smooth=False)) == ["D", "S", "S", "D", "D"]
    # the same run inside running speech (gaps under 0.2 s) is a flip
    tight = words_at((9.62, 10.0), (10.1, 10.40), (10.40, 10.64), (10.7, 10.88), (10.9, 11.0))
    assert speakers(assign_speakers(tight, turns)) == ["D"] * 5


# Turns whose boundary at 3.0 s falls inside running speech; the words around it are 0.3 s long with no gaps
# except the pauses each test puts in.
BOUNDARY = [SpeakerTurn(0.0, 3.0, "A"), SpeakerTurn(3.0, 8.0, "B")]


def test_a_change_inside_running_speech_moves_forward_to_a_pause() -> None:
    words = words_at((2.1, 2.4), (2.4, 2.7), (2.7, 3.0), (3.0, 3.3), (3.3, 3.6), (4.0, 4.3), (4.3, 4.6))
    assert speakers(assign_speakers(words, BOUNDARY)) == ["A", "A", "A", "A", "A", "B", "B"]


def test_a_change_inside_running_speech_moves_back_to_a_pause() -> None:
    words = words_at((1.5, 1.9), (2.4, 2.7), (2.7, 3.0), (3.0, 3.3), (3.3, 3.6), (3.6, 3.9), (3.9, 4.2))
    assert speakers(assign_speakers(words, BOUNDARY)) == ["A", "B", "B", "B", "B", "B", "B"]


def test_the_nearer_pause_wins() -> None:
    # a pause two words back and one a word ahead: one word moves forward
    words = words_at((1.5, 1.9), (2.4, 2.7), (2.7, 3.0), (3.0, 3.3), (3.6, 3.9), (3.9, 4.2))
    assert speakers(assign_speakers(words, BOUNDARY)) == ["A", "A", "A", "A", "B", "B"]


def test_a_change_at_a_pause_or_far_from_one_stays() -> None:
    at_pause = words_at((2.4, 2.7), (2.7, 2.9), (3.1, 3.4), (3.4, 3.7))
    assert speakers(assign_speakers(at_pause, BOUNDARY)) == ["A", "A", "B", "B"]
    no_pause_near = words_at(*[(1.8 + 0.3 * k, 2.1 + 0.3 * k) for k in range(8)])  # 1.8 ... 4.2, no gaps
    assert speakers(assign_speakers(no_pause_near, BOUNDARY)) == ["A"] * 4 + ["B"] * 4
    # a pause one word ahead, but that word is long: moving 1.2 s of speech is not a drift
    long_word = words_at((2.4, 2.7), (2.7, 3.0), (3.0, 4.2), (4.6, 4.9))
    assert speakers(assign_speakers(long_word, BOUNDARY)) == ["A", "A", "B", "B"]


def test_unlabelled_words_are_not_smoothed_into_a_speaker() -> None:
    turns = [SpeakerTurn(0.0, 2.0, "A"), SpeakerTurn(6.0, 9.0, "A")]
    words = words_at((1.0, 1.5), (4.0, 4.3), (7.0, 7.5))
    assert speakers(assign_speakers(words, turns)) == ["A", None, "A"]


def test_unsorted_turns_give_the_same_result() -> None:
    turns = [SpeakerTurn(5.0, 9.0, "B"), SpeakerTurn(0.0, 5.0, "A"), SpeakerTurn(9.0, 12.0, "C")]
    words = words_at((1.0, 1.5), (4.8, 5.6), (8.5, 9.2), (11.0, 11.5))
    in_order = sorted(turns, key=lambda t: t.start)
    assert speakers(assign_speakers(words, turns)) == speakers(assign_speakers(words, in_order)) == ["A", "B", "B", "C"]


def test_other_word_fields_are_kept() -> None:
    word = Word(1.0, 1.5, " hello", probability=0.42)
    (result,) = assign_speakers([word], [SpeakerTurn(0.0, 2.0, "A")])
    assert result == Word(1.0, 1.5, " hello", probability=0.42, speaker="A")


def test_majority_speaker_counts_words_then_duration() -> None:
    one_a_two_b = [Word(0, 1, "a", speaker="A"), Word(1, 2, "b", speaker="B"), Word(2, 3, "c", speaker="B")]
    assert majority_speaker(one_a_two_b) == "B"
    assert majority_speaker([Word(0, 0.2, "a", speaker="A"), Word(1, 2, "b", speaker="B")]) == "B"
    assert majority_speaker([Word(0, 1, "a", speaker="A"), Word(1, 2, "b", speaker="B")]) == "A"
    assert majority_speaker([Word(0, 1, "a"), Word(1, 2, "b")]) is None


def test_label_segments_sets_words_and_majority() -> None:
    turns = [SpeakerTurn(0.0, 3.0, "A"), SpeakerTurn(3.0, 8.0, "B")]
    first = Segment(0.0, 3.6, " one two three", words=tuple(words_at((0.0, 1.0), (1.2, 2.5), (2.8, 3.6))))
    second = Segment(4.0, 6.0, " four five", words=(Word(4.0, 4.8, " four"), Word(5.0, 6.0, " five")))
    no_words = Segment(6.2, 7.5, " six")
    result = label_segments([first, second, no_words], turns)
    assert [s.speaker for s in result] == ["A", "B", "B"]
    assert [w.speaker for w in result[0].words] == ["A", "A", "B"]
    assert [w.speaker for w in result[1].words] == ["B", "B"]
    assert result[2].words == () and result[2].text == " six"
    assert label_segments([], turns) == ()


def test_label_segments_smooths_across_segment_boundaries() -> None:
    turns = [SpeakerTurn(0.0, 2.0, "A"), SpeakerTurn(2.0, 2.3, "B"), SpeakerTurn(2.3, 5.0, "A")]
    left = Segment(0.0, 2.3, " a b", words=(Word(1.0, 1.8, " a"), Word(2.0, 2.3, " b")))
    right = Segment(2.4, 4.0, " c", words=(Word(2.4, 4.0, " c"),))
    assert [w.speaker for s in label_segments([left, right], turns) for w in s.words] == ["A", "A", "A"]
    assert [w.speaker for s in label_segments([left, right], turns, smooth=False) for w in s.words] == ["A", "B", "A"]


@pytest.mark.parametrize("distance", [0.0, 0.25])
def test_max_distance_bounds_are_inclusive(distance: float) -> None:
    turns = [SpeakerTurn(0.0, 1.0, "A")]
    assert speakers(assign_speakers(words_at((1.0 + distance, 1.5 + distance)), turns, max_distance=distance)) == ["A"]
