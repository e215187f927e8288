"""Line breaks at phrase boundaries (issue 38.8): never after an article, a title or a preposition, lines of
similar length, word classes per language with a plain fallback; on hand-made words and on the words real
transcripts of .testdata/ami give."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from core.cues import check_cues, make_cues, shown_cues
from core.cues.phrases import ENGLISH, bare, is_title, phrasing
from core.cues.text import BREAK_BINDING, BREAK_CLAUSE, BREAK_LEANING, BREAK_PLAIN, BREAK_SENTENCE, break_cost
from core.types import Cue, CueRules, Word
from tests.test_cues import spoken


def shown(cues: list[Cue], style: str = "bracket") -> list[list[str]]:
    return shown_cues(cues, style)


def ends(cues: list[Cue]) -> list[str]:
    """The last word of every line that does not end where the speaker changes."""
    out: list[str] = []
    lines = [line for cue in cues for line in cue.lines]
    for line, after in zip(lines, lines[1:], strict=False):
        if line.speaker == after.speaker:
            out.append(line.text.split()[-1])
    return out


def bound(word: str, after: str = "x") -> bool:
    return ENGLISH.binds(bare(word), bare(after)) or is_title(word, ENGLISH)


def test_a_title_stays_with_the_name_after_it() -> None:
    words = spoken("Oh yes.", speaker="B") + spoken("And Mr. John Dashwood had no other family.", start=1.0,
                                                   speaker="SPEAKER_00", cps=15)
    lines = [line for cue in shown(make_cues(words)) for line in cue]
    assert any("Mr. John Dashwood" in line for line in lines), lines


@pytest.mark.parametrize("text", ["Tomorrow you really have to bring a umbrella to the harbor this afternoon.",
                                  "Remember to always bring a umbrella when you go out to the harbor."])
def test_no_line_ends_on_an_article(text: str) -> None:
    for words in (spoken(text, start=1.0), spoken("Hi.", speaker="B") + spoken(text, start=1.0, speaker="A")):
        cues = make_cues(words)
        assert not [w for w in ends(cues) if bound(w)], shown(cues)
        assert check_cues(cues) == [] or all(m.startswith("soft") for _, m in check_cues(cues))


def test_lines_of_one_cue_are_balanced_rather_than_cut_at_a_comma() -> None:
    words = spoken("Hi.", speaker="B") + spoken("Thank you, will it rain in the harbor this afternoon?", start=1.0,
                                               speaker="SPEAKER_00", cps=15)
    cue = make_cues(words)[1]
    widths = sorted(len(line.text) for line in cue.lines)
    assert len(widths) == 2 and widths[0] * 2 >= widths[1], cue.lines


def test_a_short_line_is_kept_where_a_sentence_ends() -> None:
    words = spoken("Hi.", speaker="B") + spoken("Okay. Sounds like you've done so. That's not it.", start=1.0,
                                               speaker="SPEAKER_00", cps=15)
    cue = make_cues(words)[1]
    assert cue.lines[0].text == "Okay.", cue.lines  # not "Okay. Sounds / like you've done so. That's not it."


def test_break_ranks_follow_the_word_classes() -> None:
    def cost(before: str, after: str, language: str | None = "en") -> float:
        return break_cost(Word(0, 1, " " + before), Word(1, 2, " " + after), 0.0, True, phrasing(language))

    assert cost("doing.", "Is") == BREAK_SENTENCE
    assert cost("Mr.", "John") > cost("Is", "that") >= BREAK_LEANING > cost("umbrella", "today") == BREAK_PLAIN
    assert cost("a", "umbrella") > BREAK_LEANING and cost("of", "the") > BREAK_LEANING
    assert cost("John", "Dashwood") >= BREAK_LEANING  # a name is one phrase
    assert cost("around", "and") < BREAK_PLAIN  # a particle may end a phrase before a conjunction
    assert cost("I.", "Then") == BREAK_SENTENCE  # "Neither did I." ends a sentence, "J." would not
    assert cost("J.", "Smith") > BREAK_LEANING
    # German has its own classes; a language without any falls back to punctuation, pauses and balance
    assert cost("die", "Wohnung", "de") > BREAK_LEANING and cost("die", "Wohnung", "en") == BREAK_PLAIN
    assert cost("a", "umbrella", "fi") == BREAK_PLAIN and cost("done.", "Is", "fi") == BREAK_SENTENCE


def test_german_lines_end_on_no_article_and_unknown_languages_still_keep_every_rule() -> None:
    text = ("Ich habe gestern mit dem neuen Nachbarn über die Wohnung im dritten Stock gesprochen, und er "
            "meinte, dass die Heizung seit dem letzten Winter nicht mehr richtig funktioniert.")
    for language in ("de", "xx", None):
        cues = make_cues(spoken(text, cps=15), language=language)
        assert "".join(w.text for c in cues for w in c.words) == "".join(w.text for w in spoken(text, cps=15))
        assert not [m for _, m in check_cues(cues) if m.startswith("hard")]
    german = make_cues(spoken(text, cps=15), language="de")
    assert not [w for w in ends(german) if phrasing("de").binds(bare(w), "")], shown(german)


@pytest.fixture(scope="module")
def ami_words(ami_excerpts: Path, ct2_tiny_en: Path, tmp_path_factory: pytest.TempPathFactory) -> list[list[Word]]:
    """The words tiny.en hears in three AMI meeting excerpts (no diarization: the line breaks are the point)."""
    from core.jobs import JobSpec
    from core.pipeline import run_job
    from core.writers import read_json

    folder = tmp_path_factory.mktemp("phrases")
    out = []
    for name in ("dev00", "trn05", "tst00"):
        run_job(JobSpec(input=ami_excerpts / f"{name}.wav", output_dir=folder, formats=("json",),
                        engine="faster-whisper", model=str(ct2_tiny_en), backend="cpu", offline=True))
        out.append(list(read_json(folder / f"{name}.json").transcript.words))
    return out


def test_a_conjunction_opening_its_sentence_keeps_it_past_its_comma() -> None:
    """tiny.en heard "Alright. So, what do we need to talk about that?" in an AMI meeting, and the lines broke after
    "So,": the comma counted as a clause end. Capitalised, the conjunction opens its sentence and stays with it; in
    lower case its comma can still end a clause."""
    def word(text: str) -> Word:
        return Word(0.0, 0.3, " " + text)

    assert break_cost(word("So,"), word("what"), 0.0, True) == BREAK_BINDING
    assert break_cost(word("so,"), word("but"), 0.0, True) == BREAK_CLAUSE  # "I think so, / but"
    lines = [line.text for cue in make_cues(spoken("Alright. So, what do we need to talk about that?"), CueRules(),
                                            language="en") for line in cue.lines]
    assert not [line for line in lines if line.endswith("So,")], lines


def test_real_meetings_end_no_line_on_a_binding_word(ami_words: list[list[Word]]) -> None:
    for words in ami_words:
        cues = make_cues(words, CueRules(), language="en")
        assert not [m for _, m in check_cues(cues) if m.startswith("hard")]
        lines = [line.text for cue in cues for line in cue.lines]
        bad = [(a, b) for a, b in zip(lines, lines[1:], strict=False) if bound(a.split()[-1], b.split()[0])]
        assert not bad, bad


def test_merging_two_cues_in_the_editor_breaks_the_lines_at_a_phrase_boundary() -> None:
    from core.editing import Draft, merge
    from core.types import Transcript

    def running(text: str, start: float) -> list[Word]:
        return [dataclasses.replace(w, text=" " + w.text.strip()) for w in spoken(text, start=start, cps=15.0)]

    first = running("Do you think I should bring", 1.0)
    second = running("a umbrella to the harbor, I think.", first[-1].end + 0.3)
    cues = tuple(make_cues(first) + make_cues(second))
    draft = Draft(Transcript(segments=(), language="en", duration=30.0), cues)
    assert len(cues) == 2
    (cue,) = merge(draft, 0).cues
    assert len(cue.lines) == 2 and not [w for w in ends([cue]) if bound(w)], cue.lines
    assert "".join(w.text for w in cue.words) == "".join(w.text for w in first + second)
