"""scripts/diarset/word_names.py, the scoring of words' speaker names, on hand-made transcripts whose wrong names are
known word by word."""

from __future__ import annotations

from pathlib import Path

import pytest
from pyannote.core import Annotation, Segment

from core.types import Word
from scripts.diarset import word_names


def test_words_are_compared_without_case_or_punctuation():
    assert word_names.normalised("Mm-hm. Don't, 'really'?") == ["mm", "hm", "don't", "really"]


def test_reference_words_are_spread_over_their_utterance_in_time_order(tmp_path: Path):
    stm = tmp_path / "a.stm"
    stm.write_text("a 1 bob 2.0 3.0 Yeah.\na 1 ann 0.0 2.0 I see it, now\n")
    words = word_names.reference_words(stm)
    assert [(w.token, w.speaker) for w in words] == [("i", "ann"), ("see", "ann"), ("it", "ann"), ("now", "ann"),
                                                      ("yeah", "bob")]
    assert words[0].start == 0.0 and words[3].end == pytest.approx(2.0)  # by characters: 1 + 3 + 2 + 3 of 9
    assert words[1].start == pytest.approx(2.0 / 9)


def test_only_words_found_in_both_are_paired():
    reference = [word_names.ReferenceWord(t, "ann", i, i + 1) for i, t in enumerate(["we", "can", "go", "now"])]
    found = [Word(0, 1, " We"), Word(1, 2, " could"), Word(2, 3, " go now.")]  # one word holds two tokens
    pairs = word_names.aligned(found, reference)
    assert [(w.text, r.token) for w, r in pairs] == [(" We", "we"), (" go now.", "go"), (" go now.", "now")]


def test_a_wrong_or_missing_name_counts_and_overlap_is_told_apart():
    reference = Annotation()
    reference[Segment(0, 4)] = "ann"
    reference[Segment(3, 5)] = "bob"
    words = [word_names.ReferenceWord("a", "ann", 0, 1), word_names.ReferenceWord("b", "ann", 1, 2),
             word_names.ReferenceWord("c", "ann", 3, 3.5), word_names.ReferenceWord("d", "bob", 4, 5)]
    found = [Word(0, 1, "a", speaker="S0"), Word(1, 2, "b", speaker=None), Word(3, 3.5, "c", speaker="S1"),
             Word(4, 5, "d", speaker="S1")]
    counts = word_names.wrong_names(list(zip(found, words, strict=True)), {"S0": "ann", "S1": "bob"}, reference)
    assert counts == {"words": 4, "wrong": 2, "alone": 3, "alone wrong": 1, "overlap": 1, "overlap wrong": 1}
