"""Cutting words into subtitle cues: each rule on hand-made words, then the whole cutter on real word timings.

tests/data/sample_words.json holds the words faster-whisper tiny.en (int8, VAD on) gave for .testdata/sample.wav,
with each word's speaker taken from the reference sample.rttm, so these tests need no model.
"""

from __future__ import annotations

import dataclasses
import json
import random
from itertools import pairwise
from pathlib import Path

import pytest

from core.cues import (
    HARD,
    SOFT,
    cell_width,
    check_cue,
    check_cues,
    hard_violations,
    line_words,
    make_cues,
    reading_cells,
    shown_cues,
)
from core.errors import InvalidOptionError
from core.types import Cue, CueLine, CueRules, Word

DATA = Path(__file__).parent / "data" / "sample_words.json"
RULES = CueRules()


def real_words() -> list[Word]:
    fields = ("start", "end", "text", "probability", "speaker")
    return [Word(**{k: w[k] for k in fields}) for w in json.loads(DATA.read_text())["words"]]


def spoken(
    text: str, start: float = 0.0, cps: float = 12.0, speaker: str | None = None, gap: float = 0.0
) -> list[Word]:
    """Words of `text` spoken at `cps` characters per second, `gap` seconds of silence between words."""
    words: list[Word] = []
    t = start
    for n, token in enumerate(text.split()):
        body = token if n == 0 and not words else " " + token
        duration = len(token) / cps
        words.append(Word(t, t + duration, body, 0.9, speaker))
        t += duration + gap
    return words


def cjk(text: str, start: float = 0.0, per_char: float = 0.15) -> list[Word]:
    """Japanese/Chinese as whisper gives it: one word per character, no spaces."""
    return [Word(start + k * per_char, start + (k + 1) * per_char, ch, 0.9) for k, ch in enumerate(text)]


def hard_of(cues: list[Cue], rules: CueRules = RULES) -> list[tuple[int, str]]:
    return [(k, m) for k, m in check_cues(cues, rules) if m.startswith(HARD)]


def all_text(cues: list[Cue]) -> str:
    return "".join(w.text for c in cues for w in c.words)


def squeezed(cues: list[Cue], k: int, rules: CueRules, until_ms: int | None = None, *, both: bool = False) -> bool:
    """True when cue k cannot be longer: its end touches the next cue (less the gap), max_duration or the media
    end; with `both`, its start also touches the previous cue (or 0)."""
    cue = cues[k]
    gap = round(rules.min_gap * 1000)
    if cue.duration_ms >= round(rules.max_duration * 1000):
        return True
    if k + 1 < len(cues):
        end_held = cue.end_ms == cues[k + 1].start_ms - gap
    else:
        end_held = until_ms is not None and cue.end_ms == until_ms
    start_held = cue.start_ms == (cues[k - 1].end_ms + gap if k else 0)
    return end_held and (start_held or not both)


# --- line length, lines, hard wrap --------------------------------------------------------------------------


def test_lines_respect_width_and_count_and_keep_every_word() -> None:
    text = ("So we went down to the river early in the morning, and the water was cold, but nobody cared "
            "because the sun was out and we had the whole day ahead of us. ") * 3
    words = spoken(text, cps=14.0)
    cues = make_cues(words)
    assert hard_of(cues) == []
    assert all(len(c.lines) <= 2 and all(cell_width(ln.text) <= 42 for ln in c.lines) for c in cues)
    assert all_text(cues) == "".join(w.text for w in words)
    assert " ".join(c.text.replace("\n", " ") for c in cues) == " ".join(text.split())


@pytest.mark.parametrize(("width", "lines"), [(20, 1), (30, 3), (60, 2)])
def test_width_and_line_count_are_settable(width: int, lines: int) -> None:
    rules = CueRules(max_chars_per_line=width, max_lines=lines)
    words = spoken("The committee will now consider the amendments proposed by the delegation from the north. " * 2)
    cues = make_cues(words, rules)
    assert hard_of(cues, rules) == []
    assert max(len(c.lines) for c in cues) <= lines
    assert max(cell_width(ln.text) for c in cues for ln in c.lines) <= width
    # the limit is used, not just respected: some line comes close to it
    assert max(cell_width(ln.text) for c in cues for ln in c.lines) > width * 0.6


def test_text_that_fits_one_line_stays_on_one_line() -> None:
    cues = make_cues(spoken("Neither did I."))
    assert [[ln.text for ln in c.lines] for c in cues] == [["Neither did I."]]


def test_word_longer_than_a_line_is_hard_wrapped_not_lost() -> None:
    long_word = "Rindfleischetikettierungsueberwachungsaufgabenuebertragungsgesetz"  # 65 letters
    words = spoken(f"Das {long_word} ist lang.", cps=15.0)
    cues = make_cues(words)
    assert hard_of(cues) == []
    lines = [ln.text for c in cues for ln in c.lines]
    assert all(cell_width(t) <= 42 for t in lines)
    assert "".join("".join(lines).split()) == f"Das{long_word}istlang."
    pieces = [w for c in cues for w in c.words if w.text.strip() and w.text.strip() in long_word]
    assert len(pieces) >= 2 and "".join(w.text for w in pieces).strip() == long_word
    # the word's time is shared between its pieces, in order and without gaps
    assert all(a.end == pytest.approx(b.start) for a, b in pairwise(pieces))


def test_lines_are_balanced_when_nothing_else_decides() -> None:
    text = "Seven green apples sat quietly beside purple plums"
    (cue,) = make_cues(spoken(text, cps=14.0))
    tokens = text.split()
    best = min(abs(len(" ".join(tokens[:k])) - len(" ".join(tokens[k:]))) for k in range(1, len(tokens)))
    first, second = (cell_width(ln.text) for ln in cue.lines)
    assert abs(first - second) == best


def test_no_lone_word_on_the_last_line_when_avoidable() -> None:
    # The most even split would leave the long last word alone on its line.
    (cue,) = make_cues(spoken("we eat big red figs now incomprehensibilities", cps=14.0))
    assert len(cue.lines) == 2 and len(cue.lines[-1].text.split()) > 1


# --- where lines and cues break -----------------------------------------------------------------------------


def _break_after(text: str, rules: CueRules = RULES) -> str:
    """The last word of the first line, when `text` needs two lines."""
    (cue,) = make_cues(spoken(text, cps=14.0), rules)
    assert len(cue.lines) == 2, cue.lines
    return cue.lines[0].text.split()[-1]


def test_line_break_prefers_sentence_end_over_comma() -> None:
    assert _break_after("Well, I never went there. She went, but only once with him") == "there."


def test_line_break_prefers_comma_over_conjunction() -> None:
    assert _break_after("We waited for the bus a very long time, and then it came and we left") == "time,"


def test_line_break_prefers_conjunction_over_plain_break() -> None:
    assert _break_after("The fisherman pulled the nets ashore because the storm clouds came") == "ashore"


def test_line_break_prefers_the_largest_pause_when_nothing_else_decides() -> None:
    words = spoken("Seven green apples sat quietly upon the kitchen table waiting patiently", cps=14.0)
    cut = 5  # pause before "the kitchen"
    words = [w if k < cut else dataclasses.replace(w, start=w.start + 0.6, end=w.end + 0.6)
             for k, w in enumerate(words)]
    (cue,) = make_cues(words)
    assert cue.lines[0].text == "Seven green apples sat quietly"


def test_cues_end_at_sentences_when_they_can() -> None:
    text = ("This is the first sentence and it is rather long indeed. Here comes a second one that is also long. "
            "And a third that closes the paragraph nicely.")
    cues = make_cues(spoken(text, cps=14.0))
    assert [c.text.replace("\n", " ")[-1] for c in cues] == ["."] * len(cues)
    assert len(cues) == 3


def test_no_line_starts_with_punctuation_in_cjk() -> None:
    text = "今日はとても良い天気ですね。散歩に行きましょう、公園はきっときれいです。"
    cues = make_cues(cjk(text))
    assert hard_of(cues) == []
    assert all(not ln.text.startswith(("。", "、")) for c in cues for ln in c.lines)


# --- durations and timing -----------------------------------------------------------------------------------


def test_short_cue_is_extended_to_min_duration_into_silence() -> None:
    words = [Word(1.0, 1.2, " Yes.")] + spoken("Then we left.", start=5.0)
    cues = make_cues(words)
    assert cues[0].start_ms == 1000 and cues[0].end_ms == 1830
    assert check_cue(cues[0], RULES) == []


def test_min_duration_is_settable() -> None:
    words = [Word(1.0, 1.2, " Yes.")] + spoken("Then we left.", start=5.0)
    cues = make_cues(words, CueRules(min_duration=1.5))
    assert cues[0].end_ms == 2500


def test_cue_is_extended_for_reading_speed_into_following_silence() -> None:
    text = "Absolutely incredible performance tonight, everyone"  # 51 cells, needs 3 s at 17 cps
    words = spoken(text, start=2.0, cps=30.0) + spoken("Thanks.", start=9.0)
    cues = make_cues(words)
    first = cues[0]
    assert first.start_ms == 2000
    assert first.end_ms == 2000 + -(-reading_cells(first) * 1000 // 17)
    assert check_cue(first, RULES) == []


def test_fast_speech_without_room_reports_soft_cps_and_stays_legal() -> None:
    # 3 s of very fast speech right before the next sentence: 17 cps cannot be met without overlapping it.
    fast = spoken("and then he said that we should all leave immediately because the building was on fire", cps=30.0)
    after = spoken("Everybody ran.", start=fast[-1].end + 0.1)
    cues = make_cues(fast + after)
    assert hard_of(cues) == []
    soft = [(k, m) for k, m in check_cues(cues, RULES) if m.startswith(SOFT)]
    assert any("characters per second" in m for _, m in soft)
    assert all(squeezed(cues, k, RULES) for k, _ in soft)


def test_cps_limit_is_settable() -> None:
    text = "It was a pleasure to meet you all today"
    words = spoken(text, start=0.0, cps=20.0) + spoken("Bye.", start=30.0)
    slow = make_cues(words, CueRules(max_cps=8.0))[0]
    fast = make_cues(words, CueRules(max_cps=30.0))[0]
    assert slow.duration_ms >= reading_cells(slow) * 1000 / 8.0 - 1
    assert fast.duration_ms < slow.duration_ms


def test_no_cue_longer_than_max_duration() -> None:
    words = spoken("one two three four five six seven eight nine ten eleven twelve", cps=2.0, gap=0.4)
    for rules in (RULES, CueRules(max_duration=4.0)):
        cues = make_cues(words, rules)
        assert hard_of(cues, rules) == []
        assert max(c.duration_ms for c in cues) <= rules.max_duration * 1000
        assert all(c.words[-1].end - c.words[0].start <= rules.max_duration for c in cues)


def test_single_word_longer_than_max_duration_is_cut_short() -> None:
    cues = make_cues([Word(0.0, 12.0, " Ommmmmmm.")])
    assert cues[0].duration_ms == 7000 and hard_of(cues) == []


def test_long_pause_splits_cues_and_threshold_is_settable() -> None:
    words = spoken("Are you there?", start=0.0) + spoken("Yes.", start=3.0)
    assert len(make_cues(words)) == 2
    assert len(make_cues(words, CueRules(max_pause=3.0))) == 1


def test_cues_never_overlap_and_keep_the_gap_even_for_overlapping_speech() -> None:
    a = spoken("I think we should really go now", start=0.0, speaker="A")
    b = spoken("No wait a second", start=1.0, speaker="B")  # talks over A
    rules = CueRules(min_gap=0.12)
    cues = make_cues(a + b, rules)
    assert hard_of(cues, rules) == []
    for prev, nxt in pairwise(cues):
        assert nxt.start_ms - prev.end_ms >= 120


def test_until_keeps_the_last_cue_inside_the_media() -> None:
    words = spoken("Goodbye everyone and thank you so much for listening today", start=10.0, cps=30.0)
    end = words[-1].end + 0.2
    cues = make_cues(words, until=end)
    assert cues[-1].end_ms == round(end * 1000)


def test_empty_and_blank_words_give_no_cues() -> None:
    assert make_cues([]) == []
    assert make_cues([Word(0.0, 1.0, " "), Word(1.0, 2.0, "")]) == []


# --- speakers -----------------------------------------------------------------------------------------------


def test_speaker_change_splits_cues_without_dialogue_dashes() -> None:
    words = spoken("How are you?", speaker="A") + spoken("Fine thanks.", start=1.2, speaker="B")
    cues = make_cues(words)
    assert [(c.text, c.speakers) for c in cues] == [("How are you?", ("A",)), ("Fine thanks.", ("B",))]
    assert hard_of(cues) == []


def test_dialogue_dashes_put_two_speakers_in_one_cue() -> None:
    rules = CueRules(dialogue_dashes=True)
    words = spoken("How are you?", speaker="A") + spoken("Fine thanks.", start=1.2, speaker="B")
    (cue,) = make_cues(words, rules)
    assert cue.lines == (CueLine("- How are you?", "A"), CueLine("- Fine thanks.", "B"))
    assert check_cue(cue, rules) == []


def test_speaker_change_always_starts_a_new_line_even_when_both_would_fit() -> None:
    rules = CueRules(dialogue_dashes=True)
    words = (spoken("Yes.", speaker="A") + spoken("No.", start=0.5, speaker="B")
             + spoken("Maybe.", start=1.0, speaker="C"))
    cues = make_cues(words, rules)
    assert hard_of(cues, rules) == []
    assert all(len({w.speaker for w in ws}) == 1 for c in cues for ws in line_words(c))
    assert max(len(c.speakers) for c in cues) == 2  # three speakers never squeeze into two lines


def test_speaker_flip_of_one_word_is_kept_on_its_own() -> None:
    words = real_words()[:9]  # "Hello. Oh, hello." A, "I" B, "didn't know you were there." A
    cues = make_cues(words)
    assert [c.speakers for c in cues] == [("speaker90",), ("speaker91",), ("speaker90",)]
    assert hard_of(cues) == []


def test_unlabelled_word_joins_its_neighbours_speaker() -> None:
    words = spoken("We are going home now", speaker="A")
    words[2] = words[2].with_speaker(None)
    (cue,) = make_cues(words)
    assert cue.lines[0].speaker == "A"


# --- languages without spaces --------------------------------------------------------------------------------


def test_cjk_gains_no_spaces_and_counts_full_width_as_two_cells() -> None:
    text = "我们今天去公园散步吧天气很好阳光明媚我们可以在湖边坐一会儿然后再回家吃饭好吗我觉得这个主意很好"
    cues = make_cues(cjk(text, per_char=0.2))
    assert hard_of(cues) == []
    assert "".join(ln.text for c in cues for ln in c.lines) == text
    assert all(" " not in ln.text for c in cues for ln in c.lines)
    assert max(len(ln.text) for c in cues for ln in c.lines) <= 21
    assert cell_width("公园") == 4 and cell_width("park") == 4 and cell_width("e\u0301") == 1


# --- check_cue itself -----------------------------------------------------------------------------------------


def _cue(start: int, end: int, *lines: str, speaker: str | None = None, words: tuple[Word, ...] = ()) -> Cue:
    return Cue(start, end, tuple(CueLine(t, speaker) for t in lines), words)


@pytest.mark.parametrize(
    ("cue", "previous", "expected"),
    [
        (_cue(0, 2000, "x" * 43), None, "hard: line 1 is 43 characters wide (max 42)"),
        (_cue(0, 3000, "a", "b", "c"), None, "hard: has 3 lines (max 2)"),
        (_cue(0, 3000, "a", "  "), None, "hard: line 2 is empty"),
        (_cue(1000, 1000, "a"), None, "hard: ends (1000 ms) before it starts (1000 ms)"),
        (_cue(0, 7001, "a"), None, "hard: lasts 7.001 s (max 7.0 s)"),
        (_cue(900, 2000, "a"), _cue(0, 1000, "b"), "hard: overlaps the previous cue by 100 ms"),
        (_cue(1050, 2000, "a"), _cue(0, 1000, "b"), "hard: starts 50 ms after the previous cue (min 80 ms)"),
        (_cue(0, 1000, "x" * 20), None, "soft: 20.0 characters per second (max 17)"),
        (_cue(0, 500, "ok"), None, "soft: lasts 0.500 s (min 0.83 s)"),
    ],
)
def test_check_cue_names_each_rule(cue: Cue, previous: Cue | None, expected: str) -> None:
    found = check_cue(cue, RULES, previous)
    assert any(m.startswith(expected) for m in found), found


def test_check_cue_finds_pause_speaker_mix_and_lost_text() -> None:
    w = [Word(0.0, 0.5, " Hi", speaker="A"), Word(2.5, 3.0, " there", speaker="B")]
    mixed = _cue(0, 3000, "Hi there", speaker="A", words=tuple(w))
    found = check_cue(mixed, RULES)
    assert "hard: spans a pause of 2.00 s (max 1.5 s) before ' there'" in found
    assert "hard: line 1 mixes speakers A, B" in found
    lost = _cue(0, 3000, "Hi", speaker="A", words=tuple(w))
    assert any(m.startswith("hard: text does not match its words") for m in check_cue(lost, RULES))
    two = Cue(0, 3000, (CueLine("Hi", "A"), CueLine("there", "B")), tuple(w))
    assert "hard: holds speakers A, B but dialogue dashes are off" in check_cue(two, CueRules(max_pause=3))
    dashes = CueRules(max_pause=3, dialogue_dashes=True)
    assert "hard: line 2 starts speaker 'B' without a dialogue dash" in check_cue(two, dashes)
    assert hard_violations(two, dashes) == [m for m in check_cue(two, dashes) if m.startswith("hard: ")]


def test_rules_reject_nonsense() -> None:
    with pytest.raises(ValueError, match="max_chars_per_line must be at least 10, got 5"):
        CueRules(max_chars_per_line=5)


# --- real word timings ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dashes", [False, True])
def test_real_words_meet_every_hard_rule(dashes: bool) -> None:
    rules = CueRules(dialogue_dashes=dashes)
    words = real_words()
    cues = make_cues(words, rules, until=30.0)
    assert hard_of(cues, rules) == []
    assert all_text(cues) == "".join(w.text for w in words)
    for k, message in check_cues(cues, rules):
        assert message.startswith(SOFT)
        assert squeezed(cues, k, rules, 30000, both="lasts" in message), (k, message, cues[k])


def test_real_words_without_speakers_meet_every_rule_that_room_allows() -> None:
    words = [w.with_speaker(None) for w in real_words()]
    cues = make_cues(words, until=30.0)
    assert hard_of(cues) == []
    soft = [(k, m) for k, m in check_cues(cues, RULES) if m.startswith(SOFT)]
    assert all(squeezed(cues, k, RULES, 30000, both="lasts" in m) for k, m in soft), soft
    assert len(soft) <= len(cues) // 2


def test_random_words_never_break_a_hard_rule() -> None:
    rng = random.Random(7)
    vocab = ["a", "the", "house,", "went.", "and", "because", "Extraordinarily", "is", "we", "ok?", "x" * 50]
    for trial in range(40):
        rules = CueRules(
            max_chars_per_line=rng.choice([12, 30, 42]),
            max_lines=rng.choice([1, 2, 3]),
            dialogue_dashes=rng.random() < 0.5,
            min_gap=rng.choice([0.0, 0.08, 0.2]),
            max_duration=rng.choice([2.0, 7.0]),
        )
        t, words = 0.0, []
        for _ in range(rng.randint(1, 120)):
            token = rng.choice(vocab)
            length = rng.choice([0.0, 0.05, 0.3, 1.0])
            words.append(Word(t, t + length, " " + token, 0.5, rng.choice(["A", "B", "C", None])))
            t += length + rng.choice([-0.2, 0.0, 0.0, 0.1, 0.5, 2.0])
        cues = make_cues(words, rules)
        assert hard_of(cues, rules) == [], (trial, rules)
        in_order = sorted(words, key=lambda w: w.start)
        assert "".join("".join(w.text.split()) for w in in_order) == "".join(
            "".join(w.text.split()) for c in cues for w in c.words
        )


# --- speaker labels in the text (SRT, TXT) ----------------------------------------------------------------------
LONG = "Bartholomew Oduya-Li"  # 20 characters; "[Bartholomew Oduya-Li] " is 23 cells
LABELLED = CueRules(label_single_speaker=True)  # one speaker's label shown, as two speakers' are by default


def shown(cues: list[Cue], style: str = "bracket") -> list[list[str]]:
    return shown_cues(cues, style)


def test_a_labelled_line_is_cut_to_fit_beside_its_label() -> None:
    text = "This is the weather report for the coast"  # 40 cells: one line without a label
    bare = make_cues(spoken(text, speaker=LONG), LABELLED, label_style="none")
    labelled = make_cues(spoken(text, speaker=LONG), LABELLED, label_style="bracket")
    assert [c.text for c in bare] == [text]
    assert [c.text.replace("\n", " ") for c in labelled] == [text] and len(labelled[0].lines) == 2
    first = shown(labelled)[0]
    assert first[0].startswith(f"[{LONG}] ") and max(cell_width(line) for line in first) <= 42
    assert hard_of(labelled, LABELLED) == []
    assert hard_of(bare, LABELLED) != []  # the same cut with the label in front breaks the line rule


def test_only_the_line_where_the_speaker_changes_loses_room() -> None:
    words = spoken("We went down to the river and sat on the bank until the sun went down behind the hills "
                   "and the evening came over the water slowly", speaker=LONG, cps=40)
    cues = make_cues(words, LABELLED)
    lines = [line for cue in shown(cues) for line in cue]
    assert lines[0].startswith(f"[{LONG}] ") and all("[" not in line for line in lines[1:])
    assert max(cell_width(line) for line in lines[1:]) > 42 - cell_width(f"[{LONG}] ")  # later lines use it all
    assert all(cell_width(line) <= 42 for line in lines)
    assert hard_of(cues, LABELLED) == []


def test_dialogue_lines_keep_the_limit_with_dash_and_label() -> None:
    rules = CueRules(dialogue_dashes=True)
    words = spoken("Coming along now?", speaker=LONG) + spoken("Yes.", start=1.6, speaker="Ann")
    cues = make_cues(words, rules)
    assert shown(cues) == [[f"- [{LONG}] Coming along now?", "- [Ann] Yes."]]  # 42 cells: exactly the limit
    assert hard_of(cues, rules) == []
    longer = spoken("Coming along now, then?", speaker=LONG) + spoken("Yes.", start=1.9, speaker="Ann")
    lines = [line for cue in shown(make_cues(longer, rules)) for line in cue]
    assert all(cell_width(line) <= 42 for line in lines) and "Yes." in lines[-1]


def test_check_cue_measures_the_line_with_its_label() -> None:
    words = tuple(spoken("Good morning. This is the weather report", speaker="SPEAKER_00"))
    cue = Cue(0, 3000, (CueLine("Good morning. This is the weather report", "SPEAKER_00"),), words)
    assert "hard: line 1 is 53 characters wide (max 42): '[SPEAKER_00] Good morning. This is the weather report'" \
        in check_cue(cue)
    assert "hard: line 1 is 52 characters wide (max 42): 'SPEAKER_00: Good morning. This is the weather report'" \
        in check_cue(cue, label_style="colon")
    assert hard_violations(cue, label_style="none") == []
    same = Cue(-2000, -1000, (CueLine("Hi.", "SPEAKER_00"),))  # the speaker goes on: no label, no problem
    assert not [m for m in hard_violations(cue, previous=same) if "wide" in m]


def test_long_names_and_every_label_style_never_break_a_hard_rule() -> None:
    rng = random.Random(11)
    vocab = ["a", "the", "house,", "went.", "and", "because", "Extraordinarily", "is", "we", "ok?", "x" * 50]
    names = ["A", "SPEAKER_00", LONG, "Belinda Smith-Oduya", "话者甲", None]
    for trial in range(40):
        style = rng.choice(["bracket", "colon", "none"])
        rules = CueRules(max_chars_per_line=rng.choice([36, 42]), max_lines=rng.choice([1, 2, 3]),
                         dialogue_dashes=rng.random() < 0.5)
        t, words = 0.0, []
        for _ in range(rng.randint(1, 120)):
            length = rng.choice([0.0, 0.05, 0.3, 1.0])
            words.append(Word(t, t + length, " " + rng.choice(vocab), 0.5, rng.choice(names)))
            t += length + rng.choice([-0.2, 0.0, 0.1, 0.5, 2.0])
        cues = make_cues(words, rules, label_style=style)
        assert [m for _, m in check_cues(cues, rules, style) if m.startswith(HARD)] == [], (trial, style, rules)
        assert all(cell_width(line) <= rules.max_chars_per_line for cue in shown(cues, style) for line in cue)


def test_real_words_with_a_long_name_meet_every_hard_rule() -> None:
    words = [w.with_speaker(LONG if w.speaker == "speaker90" else w.speaker) for w in real_words()]
    for style in ("bracket", "colon"):
        cues = make_cues(words, RULES, until=30.0, label_style=style)
        assert [m for _, m in check_cues(cues, RULES, style) if m.startswith(HARD)] == []
        assert "".join(w.text for c in cues for w in c.words) == "".join(w.text for w in words)


def test_one_speaker_is_cut_without_a_label_unless_the_rules_ask() -> None:
    """Labels only where they help: a text of one voice names no one in SRT and TXT, so its lines get the label's
    room back; with label_single_speaker, or a second speaker, the line is cut beside the label again."""
    text = "This is the weather report for the coast"  # 40 cells: one line without a label
    alone = make_cues(spoken(text, speaker=LONG))
    assert [[line.text for line in c.lines] for c in alone] == [[text]]
    assert hard_of(alone) == []  # check_cues measures it as shown: unlabelled
    named = make_cues(spoken(text, speaker=LONG), LABELLED)
    assert len(named[0].lines) == 2 and hard_of(named, LABELLED) == []
    assert hard_of(alone, LABELLED) != []  # the one-line cut with the label in front breaks the line rule

    two = make_cues(spoken(text, speaker=LONG) + spoken("Yes.", start=5.0, speaker="Ann"))
    assert len(two[0].lines) == 2 and shown(two)[0][0].startswith(f"[{LONG}] ") and hard_of(two) == []
    assert shown(two)[-1] == ["[Ann] Yes."]
    # a part of a two-speaker text (the editor re-cutting a few cues) is cut for the labels the whole shows
    part = make_cues(spoken(text, speaker=LONG), speakers=[LONG, "Ann"])
    assert [c.lines for c in part] == [c.lines for c in named]
    assert make_cues(spoken(text))[0].text == text  # no speaker at all: nothing to name either


def test_a_name_that_leaves_no_room_for_speech_is_refused() -> None:
    name = "Bartholomew Oduya-Li of the Lower Valley"
    with pytest.raises(InvalidOptionError, match=r"speaker name 'Bartholomew Oduya-Li of the Lower Valley' is too "
                                                 r"long for 42-character lines: its label '\[.*\] ' leaves 0 for "
                                                 r"speech \(at least 11 are needed\)"):
        make_cues(spoken("Hello there.", speaker=name), LABELLED)
    with pytest.raises(InvalidOptionError, match="speaker name 'Bartholomew Oduya-Li of the Lower Valley' is too"):
        make_cues(spoken("Hello there.", speaker=name) + spoken("Hi.", start=2.0, speaker="Ann"))
    assert make_cues(spoken("Hello there.", speaker=name), label_style="none")[0].text == "Hello there."
    assert make_cues(spoken("Hello there.", speaker=name))[0].text == "Hello there."  # alone: shown unlabelled
    with pytest.raises(InvalidOptionError, match="unknown label style 'caps'; allowed: bracket, colon, none"):
        make_cues(spoken("Hello there."), label_style="caps")
