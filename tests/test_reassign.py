"""Turn-level reassignment after clustering (core.diarization.reassign), on hand-made turns and voices: which turns
move, that both outputs move together, and that nothing moves without a clear margin."""

from __future__ import annotations

import numpy as np
from pyannote.audio.pipelines.speaker_diarization import DiarizeOutput
from pyannote.core import Annotation, Segment

from core.diarization.reassign import reassign_turns

A, B = np.eye(4)[0], np.eye(4)[1]  # two speakers' centroids


def _output(overlap: bool = True) -> DiarizeOutput:
    """S0 0-3 and 3.5-5, S1 5-8, S0 again 8-9, starting under S1 at 7.5 where `overlap`."""
    overlapping, exclusive = Annotation(uri="x"), Annotation(uri="x")
    for start, end, label in ((0, 3, "S0"), (3.5, 5, "S0"), (5, 8, "S1"), (7.5 if overlap else 8, 9, "S0")):
        overlapping[Segment(start, end)] = label
    for start, end, label in ((0, 3, "S0"), (3.5, 5, "S0"), (5, 8, "S1"), (8, 9, "S0")):
        exclusive[Segment(start, end)] = label
    return DiarizeOutput(overlapping, exclusive, np.vstack([A, B]))


def test_a_turn_that_sounds_like_the_other_speaker_moves_in_both_outputs():
    voices = {3.5: 0.2 * A + B}  # the 3.5-5 s turn, labelled S0, is S1's voice
    result = reassign_turns(_output(), lambda segment: voices.get(segment.start, A if segment.start != 5 else B))
    exclusive = {(s.start, s.end): label for s, _, label in result.exclusive_speaker_diarization.itertracks(
        yield_label=True)}
    assert exclusive == {(0, 3): "S0", (3.5, 8): "S1", (8, 9): "S0"}  # joined to S1's own turn that follows
    s1 = result.speaker_diarization.label_timeline("S1").support()
    assert [(s.start, s.end) for s in s1] == [(3.5, 8)]
    s0 = result.speaker_diarization.label_timeline("S0").support()
    assert [(s.start, s.end) for s in s0] == [(0, 3), (7.5, 9)]  # the overlap at 7.5-8 is kept
    assert np.array_equal(result.speaker_embeddings, np.vstack([A, B]))


def test_nothing_moves_without_the_margin_or_for_short_turns():
    unsure = {3.5: A + 1.1 * B}  # closer to S1, but by less than the margin
    kept = reassign_turns(_output(), lambda s: unsure.get(s.start, A if s.start != 5 else B))
    assert kept.exclusive_speaker_diarization == _output().exclusive_speaker_diarization
    short = reassign_turns(_output(), lambda s: B, min_duration=3.5)  # every turn is shorter than 3.5 s
    assert short.speaker_diarization == _output().speaker_diarization
    unembedded = reassign_turns(_output(), lambda s: None)
    assert unembedded.speaker_diarization == _output().speaker_diarization


def test_a_speaker_left_without_turns_is_dropped_with_its_centroid():
    result = reassign_turns(_output(overlap=False), lambda segment: B)  # everything sounds like S1
    assert result.speaker_diarization.labels() == ["S1"]
    assert np.array_equal(result.speaker_embeddings, B[None])


def test_each_embedded_turn_is_reported_with_the_total():
    seen: list[tuple[int, int]] = []
    reassign_turns(_output(), lambda segment: A, min_duration=1.5,
                   on_turn=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]  # 0-3, 3.5-5 and 5-8 s; the 1 s turn at 8-9 is too short


def test_labels_of_mixed_types_still_move():
    """The oracle bench's outputs name speakers by the reference's labels and by pyannote's integers side by side:
    moving time between them must not depend on the labels being comparable."""
    overlapping, exclusive = Annotation(uri="x"), Annotation(uri="x")
    for start, end, label in ((0, 3, 0), (3.5, 5, 0), (5, 8, "S1")):
        overlapping[Segment(start, end)] = label
        exclusive[Segment(start, end)] = label
    output = DiarizeOutput(overlapping, exclusive, np.vstack([A, B]))
    result = reassign_turns(output, lambda segment: B if segment.start == 3.5 else (A if segment.start == 0 else B))
    turns = {(s.start, s.end): label for s, _, label in result.exclusive_speaker_diarization.itertracks(
        yield_label=True)}
    assert turns == {(0, 3): 0, (3.5, 8): "S1"}
