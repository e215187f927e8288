"""LocalAgreement over word hypotheses: what is committed, what stays tentative, and repeats at the buffer start."""

from __future__ import annotations

import pytest

from core.live.agreement import LocalAgreement, agreed_prefix, normalised
from core.types import Word


def words(text: str, start: float = 0.0, step: float = 0.5) -> list[Word]:
    """Words of `text`, one every `step` seconds from `start`, each lasting 0.4 s."""
    return [Word(start + i * step, start + i * step + 0.4, f" {token}") for i, token in enumerate(text.split())]


def texts(found) -> list[str]:
    return [w.text.strip() for w in found]


def test_the_first_hypothesis_commits_nothing_with_two_needed() -> None:
    result = LocalAgreement(2).update(words("hello there"))
    assert result.committed == ()
    assert texts(result.tentative) == ["hello", "there"]


def test_the_common_prefix_of_two_decodes_is_committed_and_the_rest_is_tentative() -> None:
    agreement = LocalAgreement(2)
    agreement.update(words("hello there my"))
    result = agreement.update(words("hello there mine friend"))
    assert texts(result.committed) == ["hello", "there"]
    assert texts(result.tentative) == ["mine", "friend"]


def test_case_and_punctuation_do_not_break_agreement_and_the_newest_spelling_is_kept() -> None:
    agreement = LocalAgreement(2)
    agreement.update(words("hello there"))
    result = agreement.update([Word(0.0, 0.4, " Hello,"), Word(0.5, 0.9, " there.")])
    assert texts(result.committed) == ["Hello,", "there."]


def test_three_decodes_must_agree_with_n_three() -> None:
    agreement = LocalAgreement(3)
    agreement.update(words("one two three"))
    assert agreement.update(words("one two three")).committed == ()
    assert texts(agreement.update(words("one two four")).committed) == ["one", "two"]


def test_committed_words_repeated_at_the_buffer_start_are_not_committed_again() -> None:
    agreement = LocalAgreement(2)
    agreement.update(words("so we went home"))
    assert texts(agreement.update(words("so we went home today")).committed) == ["so", "we", "went", "home"]
    # the buffer still starts at 0: the next decodes repeat the committed words, slightly moved in time
    later = [Word(w.start + 0.05, w.end + 0.05, w.text) for w in words("so we went home today and then")]
    assert texts(agreement.update(later).committed) == ["today"]
    result = agreement.update(later)
    assert texts(result.committed) == ["and", "then"]
    assert result.tentative == ()


def test_a_repeat_found_by_text_when_times_moved_past_the_committed_end() -> None:
    agreement = LocalAgreement(2)
    agreement.update(words("it is fine"))
    agreement.update(words("it is fine"))
    # a decode after the buffer was cut: the last committed word comes back with a later time
    moved = [Word(1.0, 1.4, " fine"), Word(1.5, 1.9, " really"), Word(2.0, 2.4, " now")]
    assert agreement.new_part(moved) == tuple(moved[1:])


def test_committed_words_never_change_and_come_in_order_over_many_decodes() -> None:
    agreement = LocalAgreement(2)
    decodes = ["the", "the cat", "the cat sat", "the cat sat on", "the cat sat on the", "the cat sat on the mat"]
    shown: list[str] = []
    for text in decodes:
        shown += texts(agreement.update(words(text)).committed)
    shown += texts(agreement.flush(words("the cat sat on the mat")).committed)
    assert shown == ["the", "cat", "sat", "on", "the", "mat"]


def test_flush_commits_the_new_part_whether_agreed_or_not() -> None:
    agreement = LocalAgreement(2)
    agreement.update(words("good morning"))
    assert texts(agreement.flush(words("good evening all")).committed) == ["good", "evening", "all"]


def test_words_without_letters_are_ignored() -> None:
    assert LocalAgreement(1).update([Word(0, 0.2, " ..."), Word(0.3, 0.6, " ok")]).committed[0].text == " ok"


def test_normalised_keeps_apostrophes_inside_words() -> None:
    assert normalised(" Don't,") == "don't"


def test_n_must_be_positive() -> None:
    with pytest.raises(ValueError):
        LocalAgreement(0)


def test_a_word_two_decodes_dispute_does_not_hold_back_the_words_they_agree_on_after_it() -> None:
    """pyannote's sample: one decode hears "needed to design. Okay, I thought", the next "to design. Okay, I thought",
    and with the exact prefix nothing was final for 12 s."""
    agreement = LocalAgreement(2, max_gap=1)
    agreement.update(words("the design okay I thought you"))
    result = agreement.update(words("needed design okay I thought you know"))
    assert texts(result.committed) == ["needed", "design", "okay", "I", "thought", "you"]  # the newer word is kept
    assert texts(result.tentative) == ["know"]
    assert texts(agreement.update(words("needed design okay I thought you know this", start=0.0)).committed) == \
        ["know"]


def test_a_dispute_is_passed_only_by_two_agreed_words_and_only_as_wide_as_allowed() -> None:
    one_after = LocalAgreement(2, max_gap=1)
    one_after.update(words("I said the cat"))
    assert texts(one_after.update(words("I say the dog")).committed) == ["I"]  # "the" alone after the dispute
    too_wide = LocalAgreement(2, max_gap=1)
    too_wide.update(words("so we need to design a new remote"))
    assert texts(too_wide.update(words("so the design a new remote")).committed) == ["so"]  # three words against one
    exact = LocalAgreement(2)
    exact.update(words("so we design a new remote"))
    assert texts(exact.update(words("so the design a new remote")).committed) == ["so"]


def test_agreed_prefix_counts_the_words_of_each_side() -> None:
    older, newer = words("needed to design okay I"), words("to design okay I thought")
    assert agreed_prefix(older, newer) == (0, 0)
    assert agreed_prefix(older, newer, max_gap=1) == (4, 5)
    assert agreed_prefix(words("a b a b c"), words("a b c")) == (2, 2)  # the exact prefix first, however it repeats
