"""Word highlighting (karaoke) in VTT and ASS, on a real diarized transcript of pyannote's two-person sample."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pysubs2
import pytest

from core.cues import make_cues
from core.cues.karaoke import cue_pieces
from core.types import Cue, CueLine, CueRules, Transcript, Word
from core.writers import read_json, rebuild_outputs, write_outputs

VTT_STAMP = re.compile(r"<(\d\d):(\d\d):(\d\d)\.(\d\d\d)>")
ASS_K = re.compile(r"\{\\k(\d+)\}")
ASS_SYLLABLE = re.compile(r"\{\\k(\d+)\}((?:(?!\{\\k).)*)")  # (centiseconds, the text up to the next \k)


@pytest.fixture(scope="module")
def transcript(reviewed_job: Path) -> Transcript:
    """The session's reviewed job (conftest: the sample transcribed by tiny.en and diarized offline), read back."""
    saved = read_json(reviewed_job / "sample.json")
    assert len(saved.transcript.speakers) == 2
    return saved.transcript


def written(transcript: Transcript, tmp_path: Path, rules: CueRules) -> tuple[tuple[Cue, ...], dict[str, str]]:
    cues = tuple(make_cues(transcript.words, rules, until=transcript.duration))
    write_outputs(transcript, cues, tmp_path, "sample", ("srt", "vtt", "ass", "json"), rules=rules)
    return cues, {f: (tmp_path / f"sample.{f}").read_text(encoding="utf-8") for f in ("srt", "vtt", "ass")}


def vtt_cue_bodies(text: str) -> list[tuple[int, int, str]]:
    """(start ms, end ms, body) of each cue of a WebVTT file."""
    stamp = r"(\d\d):(\d\d):(\d\d)\.(\d\d\d)"
    out = []
    for block in text.split("\n\n")[1:]:
        lines = block.strip().splitlines()
        timing = next((i for i, line in enumerate(lines) if "-->" in line), None)
        if timing is None:
            continue
        a, b = (re.match(stamp, part.strip()).groups() for part in lines[timing].split("-->"))
        out.append((ms(*a), ms(*b), "\n".join(lines[timing + 1:])))
    return out


def ms(h: str, m: str, s: str, milli: str) -> int:
    return ((int(h) * 60 + int(m)) * 60 + int(s)) * 1000 + int(milli)


@pytest.mark.parametrize("dashes", [False, True])
def test_every_word_is_timed_inside_its_cue_and_the_text_is_unchanged(
        transcript: Transcript, tmp_path: Path, dashes: bool) -> None:
    plain_rules = CueRules(dialogue_dashes=dashes)
    _, plain = written(transcript, tmp_path / "plain", plain_rules)
    cues, karaoke = written(transcript, tmp_path / "karaoke", dataclasses.replace(plain_rules, karaoke=True))

    assert karaoke["srt"] == plain["srt"]  # SRT has no word markup
    assert VTT_STAMP.sub("", karaoke["vtt"]) == plain["vtt"]
    bodies = vtt_cue_bodies(karaoke["vtt"])
    assert len(bodies) == len(cues)
    stamped = 0
    for (start, end, body), cue in zip(bodies, cues, strict=True):
        times = [ms(*g) for g in VTT_STAMP.findall(body)]
        assert all(start < t < end for t in times) and times == sorted(set(times))  # WebVTT's own rule
        # each word spoken after the cue began carries its own start
        expected = sorted({round(w.start * 1000) for w in cue.words} - {start})
        assert times == [t for t in expected if start < t < end]
        stamped += len(times)
    assert stamped >= len(transcript.words) - 2 * len(cues)

    ass_plain, ass_karaoke = pysubs2.SSAFile.from_string(plain["ass"]), pysubs2.SSAFile.from_string(karaoke["ass"])
    assert [ASS_K.sub("", e.text) for e in ass_karaoke] == [e.text for e in ass_plain]
    for event, cue in zip(ass_karaoke, cues, strict=True):
        syllables = ASS_SYLLABLE.findall(event.text)
        durations = [int(d) for d, _ in syllables]
        assert sum(durations) <= (event.end - event.start) // 10 + 1  # no word is lit after the cue ends
        # each word lights up when it is spoken: its syllable starts at the word's start, counted from the event's
        origin = round(cue.start_ms / 10)
        offsets = [sum(durations[:i]) for i, (_, text) in enumerate(syllables) if re.sub(r"\{[^}]*\}", "", text)]
        expected = [round(min(max(round(w.start * 1000), cue.start_ms), cue.end_ms) / 10) - origin for w in cue.words]
        assert offsets == expected
    assert all(style.secondarycolor == pysubs2.Color(150, 150, 150) for style in ass_karaoke.styles.values())


def test_the_json_remembers_karaoke_so_a_rebuild_keeps_it(transcript: Transcript, tmp_path: Path) -> None:
    written(transcript, tmp_path, CueRules(karaoke=True))
    assert read_json(tmp_path / "sample.json").rules == CueRules(karaoke=True)
    rebuild_outputs(tmp_path / "sample.json", {"SPEAKER_00": "Ann"})
    assert VTT_STAMP.search((tmp_path / "sample.vtt").read_text(encoding="utf-8"))
    assert "<v Ann>" in (tmp_path / "sample.vtt").read_text(encoding="utf-8")


def test_a_dialogue_dash_lights_up_with_the_word_after_it() -> None:
    words = (Word(1.0, 1.4, " Yes.", speaker="A"), Word(1.6, 2.0, " No.", speaker="B"))
    (cue,) = make_cues(words, CueRules(dialogue_dashes=True, karaoke=True))
    assert cue.lines == (CueLine("- Yes.", "A"), CueLine("- No.", "B"))
    pieces = cue_pieces(cue)
    assert pieces is not None
    assert [[(p.text, p.word.text if p.word else None) for p in line] for line in pieces] == [
        [("- ", None), ("Yes.", " Yes.")], [("- ", None), ("No.", " No.")]]
    from core.writers.subtitles import _ass_karaoke_lines, _vtt_karaoke_lines

    assert _vtt_karaoke_lines(cue, pieces) == ["- Yes.", "<00:00:01.600>- No."]
    first, second = _ass_karaoke_lines(cue, pieces)
    assert first == "{\\k60}- Yes." and second == "{\\k40}- No."  # a dash lights up with its word


def test_a_cue_whose_text_no_longer_matches_its_words_is_written_plain(tmp_path: Path) -> None:
    """Someone edited the text (or a word longer than a line was wrapped): no highlighting beats a wrong one."""
    words = (Word(0.0, 0.5, " Hello"), Word(0.6, 1.0, " world."))
    edited = Cue(0, 1000, (CueLine("Goodbye world."),), words)
    assert cue_pieces(edited) is None
    transcript = Transcript(segments=(), language="en", duration=1.0)
    write_outputs(transcript, [edited], tmp_path, "x", ("vtt", "ass"), rules=CueRules(karaoke=True))
    assert "Goodbye world." in (tmp_path / "x.vtt").read_text(encoding="utf-8")
    assert ",,Goodbye world." in (tmp_path / "x.ass").read_text(encoding="utf-8")


def test_the_command_line_switch_reaches_the_job() -> None:
    from core.job_settings import job_setting

    setting = job_setting("karaoke")
    assert setting.flag == "--karaoke" and setting.field == "rules.karaoke" and setting.default is False
