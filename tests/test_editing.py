"""Review edits on a real job (pyannote's sample, transcribed by tiny.en and diarized offline): each edit does what
it says and nothing else, words keep their timings where they are unchanged, the rule marks are core's checks, saving
rewrites every format from the draft, and an autosave brings unsaved work back."""

from __future__ import annotations

import dataclasses
import json
from itertools import pairwise
from pathlib import Path

import pysubs2
import pytest

from core.cues import check_cues, line_words
from core.editing import (
    Draft,
    cue_at,
    delete,
    find,
    insert,
    merge,
    nearest_cue,
    nudge,
    open_draft,
    refit,
    rename_speaker,
    replace_all,
    save_draft,
    set_speaker,
    set_text,
    set_times,
    shift,
    split,
)
from core.editing.recovery import discard_recovery, pending_recoveries, read_recovery, write_recovery
from core.editing.retext import retext
from core.errors import InvalidOptionError
from core.types import Cue, CueLine, Word
from core.writers import read_json, rebuild_outputs
from tests.conftest import REVIEWED_FORMATS as FORMATS


@pytest.fixture
def outputs(review_copy: Path) -> Path:
    return review_copy


@pytest.fixture
def draft(outputs: Path) -> Draft:
    return open_draft(outputs)


def spelled(cue: Cue) -> bool:
    """The cue's lines spell out exactly its words (what core.cues.check holds every cue to)."""
    try:
        line_words(cue)
    except ValueError:
        return False
    return True


def longest_cue(draft: Draft) -> int:
    return max(range(len(draft.cues)), key=lambda k: len(draft.cues[k].words))


def test_editing_a_word_keeps_the_other_words_timings(draft: Draft) -> None:
    k = longest_cue(draft)
    cue = draft.cues[k]
    target = cue.words[1]
    text = cue.text.replace(target.text.strip(), "Zyxwv", 1)
    edited = set_text(draft, k, text)
    new = edited.cues[k]
    assert new.text == text and spelled(new)
    assert len(new.words) == len(cue.words)
    for before, after in zip(cue.words, new.words, strict=True):
        if before is target:
            assert after.text == " Zyxwv" and (after.start, after.end) == (before.start, before.end)
        else:
            assert (after.start, after.end, after.probability) == (before.start, before.end, before.probability)
    assert edited.cues[:k] + edited.cues[k + 1:] == draft.cues[:k] + draft.cues[k + 1:]
    assert (new.start_ms, new.end_ms) == (cue.start_ms, cue.end_ms)


def test_inserted_and_respelled_words(draft: Draft) -> None:
    k = longest_cue(draft)
    cue = draft.cues[k]
    words = cue.text.split()
    # a new word in the middle, and the first one only respelled (case and punctuation: the same word)
    typed = " ".join([words[0].upper() + ",", *words[1:2], "really", *words[2:]])
    new = set_text(draft, k, typed).cues[k]
    assert spelled(new)
    assert (new.words[0].start, new.words[0].end) == (cue.words[0].start, cue.words[0].end)
    added = new.words[2]
    assert added.text == " really" and cue.words[1].end <= added.start <= added.end <= cue.words[2].start
    assert [w.start for w in new.words] == sorted(w.start for w in new.words)


def test_split_at_the_cursor_times_both_halves_from_the_words(draft: Draft) -> None:
    k = longest_cue(draft)
    cue = draft.cues[k]
    third = cue.words[2]
    position = cue.text.index(third.text.strip(), len(cue.words[0].text.strip()) + 1)
    edited = split(draft, k, position)
    first, second = edited.cues[k], edited.cues[k + 1]
    assert len(edited.cues) == len(draft.cues) + 1
    assert first.words == cue.words[:2] and second.words == cue.words[2:]
    assert first.start_ms == cue.start_ms and second.end_ms == cue.end_ms
    assert first.end_ms == round(cue.words[1].end * 1000) and second.start_ms == round(third.start * 1000)
    assert spelled(first) and spelled(second)
    assert merge(edited, k).cues[k].words == cue.words  # and back: the words as they were
    with pytest.raises(InvalidOptionError, match="put the cursor between two words"):
        split(draft, k, 0)


def punctuated_word(draft: Draft) -> tuple[int, int]:
    """A cue and the position inside it between a word and its punctuation ("Thanks|,"), with words after it."""
    for k, cue in enumerate(draft.cues):
        for word in cue.words[:-1]:
            token = word.text.strip()
            if len(token) > 1 and not token[-1].isalnum() and token[-2].isalnum():
                return k, cue.text.index(token) + len(token) - 1
    raise AssertionError("no word with punctuation before another word in the sample")


def test_split_inside_a_word_cuts_at_the_nearest_word_boundary(draft: Draft) -> None:
    """Issue 38: the cursor between "Thanks" and "," made a cue of "," alone for 0.001 s."""
    k, position = punctuated_word(draft)
    cue = draft.cues[k]
    token = cue.text[:position + 1].split()[-1]
    edited = split(draft, k, position)
    first, second = edited.cues[k], edited.cues[k + 1]
    assert first.text.split()[-1] == token  # the punctuation stays with its word
    assert (first.text + " " + second.text).replace("\n", " ") == cue.text.replace("\n", " ")  # words, not lines
    assert spelled(first) and spelled(second) and first.words + second.words == cue.words
    assert first.end_ms - first.start_ms >= 100 and second.end_ms - second.start_ms >= 100
    # inside the word's letters, the nearest boundary wins too: never a piece of a word
    middle = cue.text.index(token) + 1
    for cut in split(draft, k, middle).cues[k:k + 2]:
        assert all(t in cue.text.split() for t in cut.text.split()) and spelled(cut)


def test_merge_joins_one_speakers_text_and_keeps_two_speakers_lines(draft: Draft) -> None:
    pairs = [(k, draft.cue_speaker(k) == draft.cue_speaker(k + 1)) for k in range(len(draft.cues) - 1)]
    same = next(k for k, alike in pairs if alike)
    merged = merge(draft, same)
    cue = merged.cues[same]
    assert len(merged.cues) == len(draft.cues) - 1 and spelled(cue)
    assert cue.words == draft.cues[same].words + draft.cues[same + 1].words
    assert (cue.start_ms, cue.end_ms) == (draft.cues[same].start_ms, draft.cues[same + 1].end_ms)
    other = next(k for k, alike in pairs if not alike)
    dialogue = merge(draft.replace(rules=draft.rules.__class__(dialogue_dashes=True)), other).cues[other]
    assert len(dialogue.speakers) == 2 and all(line.text.startswith("- ") for line in dialogue.lines)
    assert spelled(dialogue)
    with pytest.raises(InvalidOptionError, match="is the last one"):
        merge(draft, len(draft.cues) - 1)


def test_retiming_by_value_and_by_nudge(draft: Draft) -> None:
    cue = draft.cues[1]
    moved = nudge(nudge(draft, 1, start_delta_ms=-100), 1, end_delta_ms=10)
    assert (moved.cues[1].start_ms, moved.cues[1].end_ms) == (cue.start_ms - 100, cue.end_ms + 10)
    assert moved.cues[1].words == cue.words  # the words say when they were spoken; only the display moves
    typed = set_times(draft, 1, cue.start_ms + 20, cue.end_ms - 20).cues[1]
    assert (typed.start_ms, typed.end_ms, typed.lines) == (cue.start_ms + 20, cue.end_ms - 20, cue.lines)
    with pytest.raises(InvalidOptionError, match=r"cue 2 would end \(900 ms\) before it starts \(1000 ms\)"):
        set_times(draft, 1, 1000, 900)
    with pytest.raises(InvalidOptionError, match="there is no cue 99"):
        nudge(draft, 98, 100)


def test_set_times_keeps_the_list_in_time_order(draft: Draft) -> None:
    last = draft.cues[-1]
    moved = set_times(draft, 0, last.end_ms + 500, last.end_ms + 1500)
    assert moved.cues[-1].start_ms == last.end_ms + 500
    assert [c.start_ms for c in moved.cues] == sorted(c.start_ms for c in moved.cues)


def test_shift_moves_cues_and_words(draft: Draft) -> None:
    shifted = shift(draft, range(len(draft.cues)), 250)
    for before, after in zip(draft.cues, shifted.cues, strict=True):
        assert (after.start_ms, after.end_ms) == (before.start_ms + 250, before.end_ms + 250)
        assert [round(w.start - 0.25, 3) for w in after.words] == [round(w.start, 3) for w in before.words]
    with pytest.raises(InvalidOptionError, match="before the start of the media"):
        shift(draft, [0], -draft.cues[0].start_ms - 1)


def test_reassigning_speakers_changes_lines_words_and_turns(draft: Draft) -> None:
    k = next(i for i in range(len(draft.cues)) if draft.cue_speaker(i) == "SPEAKER_00")
    edited = set_speaker(draft, [k], "SPEAKER_01")
    cue = edited.cues[k]
    assert edited.cue_speaker(k) == "SPEAKER_01" and {w.speaker for w in cue.words} == {"SPEAKER_01"}
    start, end = cue.start_ms / 1000, cue.end_ms / 1000
    inside = [t for t in edited.transcript.turns if t.start < end and t.end > start]
    assert inside and all(t.speaker == "SPEAKER_01" for t in inside)
    assert edited.cues[:k] == draft.cues[:k] and edited.cues[k + 1:] == draft.cues[k + 1:]


def test_renaming_a_speaker_everywhere_and_merging_two(draft: Draft) -> None:
    """A name reaches every line, word and turn of that speaker; another speaker's name makes the two one person:
    no cue of theirs keeps dialogue dashes, and no turn of the person overlaps another of theirs."""
    named = rename_speaker(draft, "SPEAKER_00", " Diane ")
    assert {s for cue in named.cues for s in cue.speakers} == {"Diane", "SPEAKER_01"}
    assert [c.text for c in named.cues] == [c.text for c in draft.cues]  # the person's cut and text stay
    assert {t.speaker for t in named.transcript.turns} == {"Diane", "SPEAKER_01"}
    for before, after in zip(draft.cues, named.cues, strict=True):
        assert [w.speaker for w in after.words] == [("Diane" if w.speaker == "SPEAKER_00" else w.speaker)
                                                   for w in before.words]

    k = next(k for k in range(len(named.cues) - 1)
             if {named.cue_speaker(k), named.cue_speaker(k + 1)} == {"Diane", "SPEAKER_01"})
    dialogue = merge(named.replace(rules=dataclasses.replace(named.rules, dialogue_dashes=True)), k)
    assert [line.text.startswith("- ") for line in dialogue.cues[k].lines] == [True, True]  # two people, dashed
    overlapping = sorted((t.start, t.end) for t in draft.transcript.turns)
    assert any(a[1] > b[0] for a, b in pairwise(overlapping))  # the two talk at once somewhere: merging joins
    merged = rename_speaker(dialogue, "SPEAKER_01", "Diane")
    assert {s for cue in merged.cues for s in cue.speakers} == {"Diane"}
    assert not any(line.text.startswith("- ") for line in merged.cues[k].lines)
    turns = sorted((t.start, t.end) for t in merged.transcript.turns)
    assert all(a[1] <= b[0] for a, b in pairwise(turns))
    with pytest.raises(InvalidOptionError, match="a speaker needs a name"):
        rename_speaker(draft, "SPEAKER_00", "  ")
    with pytest.raises(InvalidOptionError, match="no cue has the speaker 'Nobody'"):
        rename_speaker(draft, "Nobody", "Diane")


def test_labels_show_as_the_drafts_speakers_say_when_saved(draft: Draft, outputs: Path) -> None:
    """Saving rewrites SRT, VTT and TXT with labels only where the draft has two speakers or more: a rename that
    makes them one person saves them unlabelled (JSON and ASS still name the person), a speaker given to a cue
    brings the labels back, and the marks measure each line as it will be shown."""
    folder = outputs.parent
    assert draft.shown_label_style() == "bracket" and "[SPEAKER_01] " in (folder / "sample.srt").read_text()
    one = rename_speaker(draft, "SPEAKER_01", "SPEAKER_00")
    assert one.shown_label_style() == "none"
    save_draft(one, outputs)
    for fmt in ("srt", "vtt", "txt"):
        assert "SPEAKER_00" not in (folder / f"sample.{fmt}").read_text(encoding="utf-8"), fmt
    assert "SPEAKER_00" in (folder / "sample.ass").read_text(encoding="utf-8")
    assert json.loads(outputs.read_text(encoding="utf-8"))["speakers"] == ["SPEAKER_00"]
    expected: dict[int, list[str]] = {}
    for index, message in check_cues(list(one.cues), one.rules, one.label_style):
        expected.setdefault(index, []).append(message)
    assert one.problems() == expected

    two = set_speaker(one, [0], "Diane")
    assert two.shown_label_style() == "bracket"
    assert two.problems((one, one.problems())) == two.problems()  # marks made unlabelled are not reused
    save_draft(two, outputs)
    srt = (folder / "sample.srt").read_text(encoding="utf-8")
    assert srt.count("[Diane] ") == 1 and "[SPEAKER_00] " in srt
    assert "<v Diane>" in (folder / "sample.vtt").read_text(encoding="utf-8")


def test_find_and_replace_whole_words_and_case(draft: Draft) -> None:
    word = next(w.text.strip(" .,?!") for c in draft.cues for w in c.words if len(w.text.strip(" .,?!")) > 3)
    hits = find(draft, word.lower())
    assert hits and find(draft, word.lower(), match_case=True) == [k for k in hits
                                                                     if word.lower() in draft.cues[k].text]
    replaced, count = replace_all(draft, word, "Qwerty", whole_word=True)
    assert count >= len(hits) > 0
    assert all("Qwerty" in replaced.cues[k].text and spelled(replaced.cues[k]) for k in hits)
    assert replace_all(draft, word[:-1], "X", whole_word=True)[1] == 0  # part of a word is not a whole word
    with pytest.raises(InvalidOptionError, match="nothing to find"):
        find(draft, "")


def test_insert_and_delete(draft: Draft) -> None:
    end = draft.cues[-1].end_ms
    added = insert(draft, end + 1000, end + 3000, "A line I typed.", "SPEAKER_00")
    cue = added.cues[-1]
    assert cue.text == "A line I typed." and spelled(cue) and cue.words[0].start == pytest.approx(end / 1000 + 1)
    assert delete(added, [len(added.cues) - 1]).cues == draft.cues
    with pytest.raises(InvalidOptionError, match="would have no text; delete it instead"):
        set_text(draft, 0, "  \n ")


def test_rule_marks_are_cores_checks_and_refit_clears_them(draft: Draft) -> None:
    broken = merge(merge(draft, 0), 0)  # three cues in one: too long, too many characters
    marks = broken.problems()
    expected: dict[int, list[str]] = {}
    for index, message in check_cues(list(broken.cues), broken.rules, broken.label_style):
        expected.setdefault(index, []).append(message)
    assert marks == expected and 0 in marks
    fixed = refit(broken, [0])
    assert not any(m.startswith("hard: ") for k, found in fixed.problems().items() for m in found
                   if fixed.cues[k].start_ms < broken.cues[1].start_ms)
    assert [w for c in fixed.cues for w in c.words] == [w for c in broken.cues for w in c.words]


def test_follow_the_player(draft: Draft) -> None:
    cues = draft.cues
    assert cue_at(cues, cues[3].start_ms) == 3
    assert cue_at(cues, cues[3].end_ms - 1) == 3
    gap = next(k for k in range(len(cues) - 1) if cues[k + 1].start_ms > cues[k].end_ms)
    assert cue_at(cues, cues[gap].end_ms) is None and nearest_cue(cues, cues[gap].end_ms) == gap
    assert cue_at(cues, 0) is None if cues[0].start_ms > 0 else cue_at(cues, 0) == 0
    assert nearest_cue(cues, -5) is None


def test_saving_rewrites_every_format_with_the_edits_and_nothing_else(draft: Draft, outputs: Path) -> None:
    folder = outputs.parent
    before = {fmt: pysubs2.load(str(folder / f"sample.{fmt}")) for fmt in ("srt", "vtt", "ass")}
    k = longest_cue(draft)
    edited = set_text(draft, k, draft.cues[k].text.replace(draft.cues[k].words[0].text.strip(), "Zyxwv", 1))
    written = save_draft(edited, outputs)
    assert sorted(p.name for p in written) == sorted(f"sample.{fmt}" for fmt in FORMATS)
    for fmt, old in before.items():
        new = pysubs2.load(str(folder / f"sample.{fmt}"))
        assert len(new) == len(old)
        for n, (a, b) in enumerate(zip(old, new, strict=True)):
            assert (a.start, a.end) == (b.start, b.end)
            if n == k:
                assert "Zyxwv" in b.plaintext and "Zyxwv" not in a.plaintext
            else:
                assert a.text == b.text, fmt
    saved = read_json(outputs)
    assert saved.cues == edited.cues
    assert "Zyxwv" in saved.transcript.text and "Zyxwv" in (folder / "sample.txt").read_text(encoding="utf-8")
    data = json.loads(outputs.read_text(encoding="utf-8"))
    assert data["segments"][k]["words"][0]["text"] == " Zyxwv"
    # a rename afterwards re-cuts from the reviewed words, not from the machine's
    rebuild_outputs(outputs, {"SPEAKER_00": "Diane"})
    assert "Zyxwv" in (folder / "sample.srt").read_text(encoding="utf-8")


def test_an_autosave_comes_back_and_goes_on_discard(draft: Draft, outputs: Path, tmp_path: Path) -> None:
    base = tmp_path / "recovery"
    edited = set_text(draft, 0, "Recovered words.")
    path = write_recovery(edited, outputs, base)
    [found] = pending_recoveries(base)
    assert found.path == path and found.json_path == outputs.resolve() and found.draft == edited
    (base / "broken.recovery.json").write_text("{", encoding="utf-8")
    assert [r.path for r in pending_recoveries(base)] == [path]  # a damaged file is not offered
    with pytest.raises(InvalidOptionError, match="cannot read transcript JSON"):
        read_recovery(base / "broken.recovery.json")
    discard_recovery(outputs, base)
    assert not path.exists()


def test_scripts_without_spaces_keep_unchanged_lines_words() -> None:
    words = (Word(0.0, 0.4, "今日", 0.9, "A"), Word(0.4, 0.8, "は", 0.9, "A"), Word(1.0, 1.5, "雨", 0.9, "A"),
             Word(1.5, 1.9, "です", 0.9, "A"))
    lines = (CueLine("今日は", "A"), CueLine("雨です", "A"))
    kept = retext(words, lines, 0.0, 2.0, [words[:2], words[2:]])
    assert kept == words
    edited = retext(words, (CueLine("今日は", "A"), CueLine("晴れです", "A")), 0.0, 2.0, [words[:2], words[2:]])
    assert edited[:2] == words[:2] and edited[2].text == "晴れです" and (edited[2].start, edited[2].end) == (1.0, 1.9)


def test_the_envelope_is_each_10_ms_lowest_and_highest_and_is_kept(sample_wav: Path, tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import numpy as np

    import core.media
    from core.editing.envelope import envelope, envelope_cache, load_envelope
    from core.media import decode_audio

    audio = decode_audio(sample_wav)
    peaks = envelope(audio)
    assert peaks.shape == (3000, 2)  # 30 s at 100 bins a second
    bin_1234 = audio[1234 * 160:1235 * 160]
    assert (peaks[1234, 0], peaks[1234, 1]) == (bin_1234.min(), bin_1234.max())
    cache = envelope_cache(tmp_path / "sample.json")
    assert cache.name == ".sample.waveform.npy"
    assert np.array_equal(load_envelope(sample_wav, cache), peaks) and cache.exists()

    def no_decoding(*_args, **_kwargs):
        raise AssertionError("decoded again although the envelope was kept")

    monkeypatch.setattr(core.media, "decode_audio", no_decoding)
    assert np.array_equal(load_envelope(sample_wav, cache), peaks)


def test_a_subtitle_file_from_elsewhere_opens_as_a_draft(tmp_path: Path) -> None:
    from core.editing.draft import draft_from_subtitles

    srt = tmp_path / "film.srt"
    srt.write_text("1\n00:00:01,000 --> 00:00:03,500\n[Ann] Hello there.\nSecond line.\n\n"
                   "2\n00:00:04,000 --> 00:00:05,000\nNo label.\n", encoding="utf-8")
    draft = draft_from_subtitles(srt)
    assert [c.text for c in draft.cues] == ["Hello there.\nSecond line.", "No label."]
    assert draft.cue_speaker(0) == "Ann" and draft.cue_speaker(1) is None
    assert all(spelled(c) for c in draft.cues) and draft.cues[0].words[0].start == pytest.approx(1.0)
    written = save_draft(draft, tmp_path / "film.json", formats=["json", "srt"])
    assert [p.name for p in written] == ["film.json", "film.srt"]
    (tmp_path / "empty.srt").write_text("", encoding="utf-8")
    with pytest.raises(InvalidOptionError, match="empty.srt: cannot read subtitles"):
        draft_from_subtitles(tmp_path / "empty.srt")


def test_marks_after_an_edit_are_the_full_check(draft: Draft) -> None:
    """Draft.problems reuses the marks of cues an edit left alone; the result is what checking everything gives."""
    broken = merge(merge(draft, 0), 0)
    for edited in (nudge(broken, 3, 0, 5000), split(broken, 0, broken.cues[0].text.index(" ")), delete(broken, [2]),
                   insert(broken, 0, 10, "Early."), set_speaker(broken, [4], "SPEAKER_00")):
        assert edited.problems((broken, broken.problems())) == edited.problems()
