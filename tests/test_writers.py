"""Output files: every format is read back by a real parser (pysubs2, json, pyannote's RTTM loader) and must
say what the cues and turns say; writing is all-or-nothing, and a JSON rebuilds the rest after a rename."""

from __future__ import annotations

import csv
import dataclasses
import json
import math
import os
import re
from itertools import groupby, pairwise
from pathlib import Path

import pysubs2
import pytest
from pyannote.core import Annotation
from pyannote.core import Segment as PSegment
from pyannote.database.util import load_rttm

from core.cues import check_cues, line_words, make_cues, shown_cues
from core.errors import InvalidOptionError, OutputExistsError
from core.types import Cue, CueRules, Segment, SpeakerTurn, SpeakerVoice, Transcript, Word, rename_speakers
from core.writers import check_targets, format_names, read_json, rebuild_outputs, write_outputs
from core.writers.atomic import publish
from tests.subtitle_rules import shown_line_problems

DATA = Path(__file__).parent / "data" / "sample_words.json"
NAMES = {"speaker90": "Diane", "speaker91": "Sheila"}


def sample_transcript() -> Transcript:
    """The real tiny.en words of sample.wav, labelled with the reference speakers, and the reference turns."""
    data = json.loads(DATA.read_text())
    words = tuple(Word(**{k: w[k] for k in ("start", "end", "text", "probability", "speaker")}) for w in data["words"])
    segment = Segment(words[0].start, words[-1].end, "".join(w.text for w in words), words)
    turns = tuple(SpeakerTurn(**t) for t in data["turns"])
    return Transcript(
        segments=(segment,), language="en", duration=30.0, engine="faster-whisper", model="tiny.en",
        options={"vad": True, "model_path": Path("/models/tiny.en")}, turns=turns,
    )


def job(rules: CueRules = CueRules(), names: dict[str, str] | None = None) -> tuple[Transcript, list[Cue]]:
    """The sample's transcript and cues; `names` rename speakers before cutting, as the pipeline does."""
    transcript = rename_speakers(sample_transcript(), names or {})
    return transcript, make_cues(transcript.words, rules, until=transcript.duration)


def listing(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


def expected_labelled(cues: list[Cue], style: str = "bracket") -> list[str]:
    """SRT text per cue: a label where the speaker differs from the line before (across cues)."""
    out, previous = [], None
    for cue in cues:
        lines = []
        for line in cue.lines:
            text = line.text
            if line.speaker is not None and line.speaker != previous:
                tag = f"[{line.speaker}] " if style == "bracket" else f"{line.speaker}: "
                text = "- " + tag + text[2:] if text.startswith("- ") else tag + text
            previous = line.speaker
            lines.append(text)
        out.append("\n".join(lines))
    return out


# --- each format, read back ---------------------------------------------------------------------------------


@pytest.mark.parametrize("dashes", [False, True])
def test_srt_reads_back_with_same_times_and_labelled_text(tmp_path: Path, dashes: bool) -> None:
    transcript, cues = job(CueRules(dialogue_dashes=dashes), NAMES)
    (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["srt"])
    subs = pysubs2.load(str(path))
    assert [(e.start, e.end) for e in subs] == [(c.start_ms, c.end_ms) for c in cues]
    assert [e.plaintext for e in subs] == expected_labelled(cues)
    assert ["\n".join(lines) for lines in shown_cues(cues, "bracket")] == expected_labelled(cues)
    assert "[Diane] Hello. Oh, hello." in path.read_text(encoding="utf-8")


def test_srt_without_labels_is_exactly_the_cue_text(tmp_path: Path) -> None:
    transcript, cues = job()
    (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["srt"], label_style="none")
    assert [e.plaintext for e in pysubs2.load(str(path))] == [c.text for c in cues]


def test_vtt_reads_back_with_voice_tags(tmp_path: Path) -> None:
    transcript, cues = job(CueRules(dialogue_dashes=True), NAMES)
    (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["vtt"])
    assert path.read_text(encoding="utf-8").startswith("WEBVTT")
    subs = pysubs2.load(str(path), keep_html_tags=True)
    assert [(e.start, e.end) for e in subs] == [(c.start_ms, c.end_ms) for c in cues]
    for event, cue in zip(subs, cues, strict=True):
        voiced = re.findall(r"<v ([^>]+)>(.*?)</v>", event.text.replace(r"\N", "\n"))
        assert voiced == [(line.speaker, line.text) for line in cue.lines]
    assert {v for e in subs for v in re.findall(r"<v ([^>]+)>", e.text)} == {"Diane", "Sheila"}


def test_vtt_escapes_markup_characters(tmp_path: Path) -> None:
    words = (Word(0.0, 1.0, " a < b"), Word(1.0, 2.0, " & c > d"))
    transcript = Transcript((Segment(0.0, 2.0, " a < b & c > d", words),), "en", 2.0)
    (path,) = write_outputs(transcript, make_cues(words), tmp_path, "x", ["vtt"])
    assert "a &lt; b &amp; c &gt; d" in path.read_text(encoding="utf-8")


def test_ass_has_one_coloured_style_per_speaker(tmp_path: Path) -> None:
    transcript, cues = job(CueRules(dialogue_dashes=True), NAMES)
    (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["ass"])
    subs = pysubs2.load(str(path))
    assert set(subs.styles) == {"Default", "Diane", "Sheila"}
    assert subs.styles["Diane"].primarycolor != subs.styles["Sheila"].primarycolor
    centis = [((c.start_ms + 5) // 10 * 10, (c.end_ms + 5) // 10 * 10) for c in cues]  # ASS keeps 1/100 s
    assert [(e.start, e.end) for e in subs] == centis
    assert [e.plaintext for e in subs] == [c.text for c in cues]
    for event, cue in zip(subs, cues, strict=True):
        assert event.style == cue.lines[0].speaker
        switches = re.findall(r"\{\\r([^}]*)\}", event.text)
        changes = [b.speaker for a, b in pairwise(cue.lines) if a.speaker != b.speaker]
        assert switches == changes


def test_ass_keeps_braces_in_speech_visible(tmp_path: Path) -> None:
    words = (Word(0.0, 1.0, " set {x}"),)
    transcript = Transcript((Segment(0.0, 1.0, " set {x}", words),), "en", 1.0)
    write_outputs(transcript, make_cues(words), tmp_path, "x", ["ass", "srt"])
    assert pysubs2.load(str(tmp_path / "x.ass"))[0].plaintext == "set (x)"
    assert pysubs2.load(str(tmp_path / "x.srt"))[0].text == "set {x}"


def test_json_holds_transcript_and_cues_with_words(tmp_path: Path) -> None:
    rules = CueRules(dialogue_dashes=True, max_chars_per_line=37)
    transcript, cues = job(rules, NAMES)
    (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["json"], rules=rules)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert Transcript.from_dict(data) == transcript.replace(options={"vad": True, "model_path": "/models/tiny.en"})
    assert data["speakers"] == ["Diane", "Sheila"] and data["text"] == transcript.text
    assert len(data["cues"]) == len(cues)
    first = data["cues"][0]
    assert set(first["words"][0]) == {"start", "end", "text", "probability", "speaker"}
    assert first["words"][0]["speaker"] == "Diane"
    saved = read_json(path)
    assert saved.rules == rules
    assert [(c.start_ms, c.end_ms, c.text) for c in saved.cues] == [(c.start_ms, c.end_ms, c.text) for c in cues]
    assert [w.text for c in saved.cues for w in c.words] == [w.text for w in transcript.words]


def test_a_name_that_is_not_utf8_keeps_its_bytes_and_every_format_is_written(tmp_path: Path) -> None:
    """POSIX names are bytes: the files are named by them; inside the RTTM (UTF-8) the odd byte is written \\xNN."""
    transcript, cues = job()
    stem = os.fsdecode(b"talk \xff")
    paths = write_outputs(transcript, cues, tmp_path, stem, list(format_names()))
    assert sorted(os.listdir(os.fsencode(tmp_path))) == sorted(b"talk \xff." + f.encode() for f in format_names())
    assert all(p.stat().st_size for p in paths)
    assert (tmp_path / f"{stem}.rttm").read_text(encoding="utf-8").startswith("SPEAKER talk_\\xff 1 ")


def test_rttm_reads_back_as_the_turns(tmp_path: Path) -> None:
    transcript, cues = job(names={"speaker90": "Diane Smith"})
    stem = "sample call 01"  # spaces are fine in the file name, not in the RTTM file id
    (path,) = write_outputs(transcript, cues, tmp_path, stem, ["rttm"])
    annotations = load_rttm(str(path))
    assert list(annotations) == ["sample_call_01"]
    tracks = annotations["sample_call_01"].itertracks(yield_label=True)
    got = sorted((round(s.start, 3), round(s.end, 3), label) for s, _, label in tracks)
    want = sorted((t.start, t.end, t.speaker.replace(" ", "_")) for t in transcript.turns)
    assert [(a, b, c) for a, b, c in got] == [
        (pytest.approx(a, abs=1e-3), pytest.approx(b, abs=1e-3), c) for a, b, c in want
    ]


def test_rttm_matches_the_reference_file(tmp_path: Path, sample_rttm: Path) -> None:
    transcript, cues = job()
    (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["rttm"])
    ours, reference = load_rttm(str(path))["sample"], load_rttm(str(sample_rttm))["sample"]
    assert list(ours.itertracks(yield_label=True)) == list(reference.itertracks(yield_label=True))


def test_txt_has_a_labelled_paragraph_per_speaker_turn(tmp_path: Path) -> None:
    transcript, cues = job(names=NAMES)
    (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["txt"])
    paragraphs = path.read_text(encoding="utf-8").strip().split("\n\n")
    assert max(len(line) for p in paragraphs for line in p.split("\n")) <= 42  # filled to the line width
    paragraphs = [p.replace("\n", " ") for p in paragraphs]
    assert paragraphs[0] == "[Diane] Hello. Oh, hello."
    assert paragraphs[1] == "[Sheila] I"
    assert all(re.match(r"\[(Diane|Sheila)\] \S", p) for p in paragraphs)
    speakers = [p.split("]")[0][1:] for p in paragraphs]
    assert all(a != b for a, b in pairwise(speakers))
    body = " ".join(p.split("] ", 1)[1] for p in paragraphs)
    assert body == transcript.text


ONE_VOICE = {"speaker90": "Narrator", "speaker91": "Narrator"}  # the sample's words as one person's


@pytest.mark.parametrize("label_one", [False, True])
def test_one_speaker_is_named_in_srt_vtt_and_txt_only_when_the_rules_ask(tmp_path: Path, label_one: bool) -> None:
    """One voice: no "[Narrator] " in SRT and TXT and no <v Narrator> in VTT by default (the cues cut for lines
    without a label), while JSON, RTTM, TSV and ASS still name the speaker; label_single_speaker brings the labels
    back. Two speakers are labelled either way."""
    rules = CueRules(label_single_speaker=label_one)
    transcript, cues = job(rules, ONE_VOICE)
    formats = ["srt", "vtt", "txt", "tsv", "ass", "json", "rttm"]
    write_outputs(transcript, cues, tmp_path, "sample", formats, rules=rules)
    text = {fmt: (tmp_path / f"sample.{fmt}").read_text(encoding="utf-8") for fmt in formats}
    if label_one:
        assert text["srt"].count("[Narrator] ") == 1 and text["txt"].startswith("[Narrator] ")
        assert "<v Narrator>" in text["vtt"]
    else:
        assert all("Narrator" not in text[fmt] and "[" not in text[fmt] for fmt in ("srt", "vtt", "txt"))
        assert "<v " not in text["vtt"]
        assert cues == make_cues(transcript.words, rules, until=transcript.duration, label_style="none")
    data = json.loads(text["json"])
    assert data["speakers"] == ["Narrator"] and data["label_style"] == "bracket"
    assert {line["speaker"] for cue in data["cues"] for line in cue["lines"]} == {"Narrator"}
    assert load_rttm(str(tmp_path / "sample.rttm"))["sample"].labels() == ["Narrator"]
    assert {row.split("\t")[2] for row in text["tsv"].splitlines()[1:]} == {"Narrator"}
    assert "Narrator" in pysubs2.SSAFile.from_string(text["ass"]).styles
    assert shown_line_problems(tmp_path, "sample") == []

    transcript, cues = job(rules, NAMES)
    write_outputs(transcript, cues, tmp_path / "two", "sample", ["srt", "vtt", "txt", "json"], rules=rules)
    assert {"[Diane] ", "[Sheila] "} <= set(re.findall(r"\[\w+\] ", (tmp_path / "two" / "sample.srt").read_text()))
    assert "<v Sheila>" in (tmp_path / "two" / "sample.vtt").read_text()
    assert (tmp_path / "two" / "sample.txt").read_text().startswith("[Diane] ")
    assert shown_line_problems(tmp_path / "two", "sample") == []


def test_txt_label_styles(tmp_path: Path) -> None:
    transcript, cues = job(names=NAMES)
    colon = write_outputs(transcript, cues, tmp_path, "a", ["txt"], label_style="colon")[0]
    plain = write_outputs(transcript, cues, tmp_path, "b", ["txt"], label_style="none")[0]
    assert colon.read_text(encoding="utf-8").startswith("Diane: Hello. Oh, hello.\n\nSheila: I\n")
    assert plain.read_text(encoding="utf-8").startswith("Hello. Oh, hello.\n\nI\n")


def test_tsv_has_a_speaker_column(tmp_path: Path) -> None:
    transcript, cues = job(CueRules(dialogue_dashes=True), NAMES)
    (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["tsv"])
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    want = [  # one row per speaker per cue
        (str(c.start_ms), str(c.end_ms), speaker, "".join(w.text for _, ws in group for w in ws).strip())
        for c in cues
        for speaker, group in groupby(zip(c.lines, line_words(c), strict=True), key=lambda pair: pair[0].speaker)
    ]
    assert [(r["start"], r["end"], r["speaker"], r["text"]) for r in rows] == want


def test_cjk_and_emoji_text_survive_every_format(tmp_path: Path) -> None:
    text = "今日はいい天気ですね🙂"
    words = tuple(Word(k * 0.2, (k + 1) * 0.2, ch, 0.9, "話者A") for k, ch in enumerate(text))
    transcript = Transcript((Segment(0.0, 2.2, text, words),), "ja", 2.2, turns=(SpeakerTurn(0.0, 2.2, "話者A"),))
    paths = write_outputs(transcript, make_cues(words), tmp_path, "字幕", format_names(), label_style="none")
    assert [p.name for p in paths] == [f"字幕.{f}" for f in format_names()]
    assert pysubs2.load(str(tmp_path / "字幕.srt"))[0].plaintext == text
    assert pysubs2.load(str(tmp_path / "字幕.ass"))[0].plaintext == text
    assert text in (tmp_path / "字幕.txt").read_text(encoding="utf-8")
    assert read_json(tmp_path / "字幕.json").transcript.text == text
    assert list(load_rttm(str(tmp_path / "字幕.rttm"))["字幕"].labels()) == ["話者A"]


@pytest.mark.parametrize("stem", ["Ünïcødé – 字幕 'quote' [1] (final); $HOME & more", "-dash", ".hidden", "a" * 200])
def test_odd_file_names_work(tmp_path: Path, stem: str) -> None:
    transcript, cues = job()
    paths = write_outputs(transcript, cues, tmp_path, stem, format_names())
    assert listing(tmp_path) == sorted(f"{stem}.{f}" for f in format_names())
    assert [e.start for e in pysubs2.load(str(paths[0]))] == [c.start_ms for c in cues]


@pytest.mark.parametrize("stem", ["", "a/b", "..", "x\0y"])
def test_stem_must_be_a_plain_name(tmp_path: Path, stem: str) -> None:
    transcript, cues = job()
    with pytest.raises(InvalidOptionError, match="is not a plain file name"):
        write_outputs(transcript, cues, tmp_path, stem, ["srt"])
    assert listing(tmp_path) == []


def test_unknown_format_and_label_style_are_refused(tmp_path: Path) -> None:
    transcript, cues = job()
    allowed = "srt, vtt, ass, txt, tsv, json, rttm"
    with pytest.raises(InvalidOptionError, match=rf"unknown format\(s\) docx; allowed: {allowed}"):
        write_outputs(transcript, cues, tmp_path, "a", ["srt", "docx"])
    with pytest.raises(InvalidOptionError, match="unknown label style 'caps'"):
        write_outputs(transcript, cues, tmp_path, "a", ["srt"], label_style="caps")
    assert listing(tmp_path) == []


# --- all or nothing -----------------------------------------------------------------------------------------


def test_existing_output_stops_everything_before_writing(tmp_path: Path) -> None:
    transcript, cues = job()
    (tmp_path / "sample.vtt").write_text("mine")
    (tmp_path / "sample.json").write_text("{}")
    with pytest.raises(OutputExistsError) as info:
        write_outputs(transcript, cues, tmp_path, "sample", ["srt", "vtt", "json"])
    assert info.value.message == "would overwrite sample.vtt, sample.json"  # no CLI flag: the GUI shows it too
    assert info.value.kind == "output-exists"
    assert listing(tmp_path) == ["sample.json", "sample.vtt"]
    assert (tmp_path / "sample.vtt").read_text() == "mine"
    with pytest.raises(OutputExistsError):
        check_targets(tmp_path, "sample", ["vtt"])
    assert check_targets(tmp_path, "sample", ["srt"]) == [tmp_path / "sample.srt"]


def test_overwrite_replaces_and_leaves_no_temp_files(tmp_path: Path) -> None:
    transcript, cues = job()
    (tmp_path / "sample.srt").write_text("old")
    write_outputs(transcript, cues, tmp_path, "sample", ["srt", "txt"], overwrite=True)
    assert listing(tmp_path) == ["sample.srt", "sample.txt"]
    assert len(pysubs2.load(str(tmp_path / "sample.srt"))) == len(cues)


def test_a_directory_in_the_way_is_refused_even_with_overwrite(tmp_path: Path) -> None:
    transcript, cues = job()
    (tmp_path / "sample.srt").mkdir()
    with pytest.raises(OutputExistsError, match="sample.srt exists and is not a file"):
        write_outputs(transcript, cues, tmp_path, "sample", ["txt", "srt"], overwrite=True)
    assert listing(tmp_path) == ["sample.srt"]


def test_failure_while_writing_leaves_no_files(tmp_path: Path) -> None:
    # A lone surrogate cannot be encoded as UTF-8: the RTTM is already written (to a temp file) when JSON fails.
    transcript, cues = job()
    broken = [Cue(c.start_ms, c.end_ms, c.lines, c.words[:-1] + (Word(0.0, 0.1, " \udc80"),)) for c in cues[:1]]
    (tmp_path / "sample.srt").write_text("old srt")
    with pytest.raises(UnicodeEncodeError):
        write_outputs(transcript, broken, tmp_path, "sample", ["rttm", "srt", "json", "txt"], overwrite=True)
    assert listing(tmp_path) == ["sample.srt"]
    assert (tmp_path / "sample.srt").read_text() == "old srt"


def test_failure_while_placing_restores_what_was_there(tmp_path: Path) -> None:
    # Someone creates a directory where b.vtt goes while we write: moving b.vtt into place fails after a.srt moved.
    (tmp_path / "a.srt").write_text("old a")

    def make_c() -> bytes:
        (tmp_path / "b.vtt").mkdir()
        (tmp_path / "b.vtt" / "keep").write_text("x")
        return b"c"

    targets = [(tmp_path / "a.srt", lambda: b"new a"), (tmp_path / "b.vtt", lambda: b"b"), (tmp_path / "c.txt", make_c)]
    with pytest.raises(OSError):
        publish(targets)
    assert listing(tmp_path) == ["a.srt", "b.vtt"]
    assert (tmp_path / "a.srt").read_text() == "old a"


def test_written_files_follow_the_umask(tmp_path: Path) -> None:
    transcript, cues = job()
    old = os.umask(0o022)
    try:
        (path,) = write_outputs(transcript, cues, tmp_path, "sample", ["srt"])
    finally:
        os.umask(old)
    assert path.stat().st_mode & 0o777 == 0o644


def test_missing_output_directory_is_created(tmp_path: Path) -> None:
    transcript, cues = job()
    (path,) = write_outputs(transcript, cues, tmp_path / "new" / "dir", "sample", ["srt"])
    assert path.is_file()


# --- rebuilding after a rename ------------------------------------------------------------------------------


def test_rebuild_renames_speakers_in_the_existing_outputs(tmp_path: Path) -> None:
    rules = CueRules(dialogue_dashes=True)
    transcript, cues = job(rules)
    write_outputs(transcript, cues, tmp_path, "sample", ["json", "srt", "vtt", "rttm"], rules=rules)
    before = (tmp_path / "sample.srt").read_text(encoding="utf-8")
    paths = rebuild_outputs(tmp_path / "sample.json", NAMES)
    assert sorted(p.name for p in paths) == ["sample.json", "sample.rttm", "sample.srt", "sample.vtt"]
    assert listing(tmp_path) == ["sample.json", "sample.rttm", "sample.srt", "sample.vtt"]
    after = (tmp_path / "sample.srt").read_text(encoding="utf-8")
    fresh = write_outputs(*job(rules, NAMES), tmp_path / "fresh", "sample", ["srt"], rules=rules)[0]
    assert after == fresh.read_text(encoding="utf-8")  # as if the names had been given before cutting
    assert after != before and "[Diane] Hello." in after
    assert read_json(tmp_path / "sample.json").transcript.speakers == ("Diane", "Sheila")
    assert read_json(tmp_path / "sample.json").rules == rules
    assert set(load_rttm(str(tmp_path / "sample.rttm"))["sample"].labels()) == {"Diane", "Sheila"}
    assert "<v Sheila>" in (tmp_path / "sample.vtt").read_text(encoding="utf-8")
    # a second rename starts from the names now in the JSON
    rebuild_outputs(tmp_path / "sample.json", {"Diane": "Di"})
    assert "[Di] Hello." in (tmp_path / "sample.srt").read_text(encoding="utf-8")


LONG_NAME = "Bartholomew Oduya-Li"  # 20 characters: its label "[Bartholomew Oduya-Li] " takes 23 of 42


@pytest.mark.parametrize("style", ["bracket", "colon"])
@pytest.mark.parametrize("dashes", [False, True])
def test_rebuild_to_a_long_name_recuts_so_every_shown_line_keeps_the_limit(
        tmp_path: Path, style: str, dashes: bool) -> None:
    rules = CueRules(dialogue_dashes=dashes)
    transcript, cues = job(rules)
    formats = ["json", "srt", "vtt", "ass", "txt", "tsv"]
    write_outputs(transcript, cues, tmp_path, "sample", formats, rules=rules, label_style=style)
    assert shown_line_problems(tmp_path, "sample") == []
    spliced = [dataclasses.replace(c, lines=tuple(dataclasses.replace(line, speaker=LONG_NAME) for line in c.lines))
               for c in cues]
    assert any(m.startswith("hard: line 1 is") for _, m in check_cues(spliced, rules, style))  # splicing would

    rebuild_outputs(tmp_path / "sample.json", {"speaker90": LONG_NAME, "speaker91": "Sheila"})

    assert read_json(tmp_path / "sample.json").transcript.speakers == (LONG_NAME, "Sheila")
    assert shown_line_problems(tmp_path, "sample") == []
    srt = (tmp_path / "sample.srt").read_text(encoding="utf-8")
    assert f"[{LONG_NAME}] " in srt if style == "bracket" else f"{LONG_NAME}: " in srt


def test_a_name_too_long_to_leave_room_for_speech_is_refused(tmp_path: Path) -> None:
    transcript, cues = job()
    write_outputs(transcript, cues, tmp_path, "sample", ["json", "srt"])
    before = (tmp_path / "sample.srt").read_text(encoding="utf-8")
    name = "Bartholomew Oduya-Li of the Lower Valley"  # its label leaves 42 - 43 cells
    with pytest.raises(InvalidOptionError, match=r"speaker name '.*' is too long for 42-character lines: its label "
                                                 r"'\[Bartholomew .*\] ' leaves 0 for speech \(at least 11"):
        rebuild_outputs(tmp_path / "sample.json", {"speaker90": name})
    assert (tmp_path / "sample.srt").read_text(encoding="utf-8") == before  # nothing written


def test_rebuild_merging_two_speakers_makes_one_person(tmp_path: Path) -> None:
    """Giving a second speaker the first one's name mends a voice the diarization split: the cues are cut again, the
    person's turns are joined where the two overlapped (the sample's references overlap for 1.9 s), and the voice
    kept for known voices is both centroids weighted by speech."""
    transcript, cues = job()
    transcript = transcript.replace(voices={"speaker90": SpeakerVoice((1.0, 0.0, 0.0), 0.82),
                                            "speaker91": SpeakerVoice((0.0, 1.0, 0.0))}, embedder="campplus")
    seconds = {label: sum(t.end - t.start for t in transcript.turns if t.speaker == label)
               for label in ("speaker90", "speaker91")}
    write_outputs(transcript, cues, tmp_path, "sample", ["json", "srt", "rttm"])
    rebuild_outputs(tmp_path / "sample.json", {"speaker90": "Same", "speaker91": "Same"})
    subs = pysubs2.load(str(tmp_path / "sample.srt"))
    assert len(subs) < len(cues)
    assert all("[" not in e.plaintext for e in subs)  # one person now: no label names the only speaker

    merged = read_json(tmp_path / "sample.json").transcript
    reference = Annotation()
    for turn in transcript.turns:
        reference[PSegment(turn.start, turn.end), len(reference)] = "Same"
    assert [(t.start, t.end) for t in merged.turns] == [(s.start, s.end) for s in reference.get_timeline().support()]
    rttm = load_rttm(str(tmp_path / "sample.rttm"))["sample"]
    assert rttm.get_overlap().duration() == 0.0 and rttm.labels() == ["Same"]
    voice = merged.voices["Same"]
    norm = math.hypot(seconds["speaker90"], seconds["speaker91"])
    assert voice.centroid == pytest.approx((seconds["speaker90"] / norm, seconds["speaker91"] / norm, 0.0))
    assert voice.similarity == (0.82 if seconds["speaker90"] > seconds["speaker91"] else None)


def test_rebuild_with_other_rules_and_formats(tmp_path: Path) -> None:
    transcript, cues = job()
    write_outputs(transcript, cues, tmp_path, "sample", ["json"])
    narrow = CueRules(max_chars_per_line=20, max_lines=1)
    rebuild_outputs(tmp_path / "sample.json", {}, narrow, formats=["json", "srt"], label_style="none")
    subs = pysubs2.load(str(tmp_path / "sample.srt"))
    assert all(len(line) <= 20 for e in subs for line in e.plaintext.split("\n"))
    assert read_json(tmp_path / "sample.json").rules == narrow
    assert read_json(tmp_path / "sample.json").label_style == "none"


def test_rebuild_refuses_files_that_are_not_ours(tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"segments": []}))
    with pytest.raises(InvalidOptionError, match="not a whisper-subtitler transcript JSON"):
        rebuild_outputs(other, {})
    (tmp_path / "bad.json").write_text("{nope")
    with pytest.raises(InvalidOptionError, match="cannot read transcript JSON"):
        rebuild_outputs(tmp_path / "bad.json", {})
    with pytest.raises(InvalidOptionError, match="no such transcript JSON"):
        rebuild_outputs(tmp_path / "gone.json", {})
    assert listing(tmp_path) == ["bad.json", "other.json"]
