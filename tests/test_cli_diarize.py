"""`whisper-subtitler transcribe --diarize` end to end on real speech with the offline pipeline: the speakers reach
every format, right enough to be useful (checked against sample.stm), and renames, speaker counts and silence work.
"""

from __future__ import annotations

import difflib
import itertools
import json
import re
from pathlib import Path

import pysubs2
import pytest

from core.cli import main
from core.writers import rebuild_outputs
from tests import media_factory
from tests.subtitle_rules import shown_line_problems
from tests.textnorm import normalise

ALL_FORMATS = "srt,vtt,ass,txt,tsv,json,rttm"
# The RTTM's DER on pyannote's sample with the shipped offline pipeline is 0.045 (0.072 before turns of 0.2-0.5 s
# were re-embedded: its two "Hello?"s went to the wrong person); issue 11 asks for 0.06.
SAMPLE_DER_BOUND = 0.06
LABEL = re.compile(r"^\[(?P<name>[^\]]+)\] (?P<text>.*)$")


def run(audio: Path, out: Path, model: Path, pipeline: Path, *extra: str) -> int:
    return main(["transcribe", "--quiet", "--offline", str(audio), "-o", str(out), "--model", str(model),
                 "--diarize", "--diarization-model", str(pipeline), *extra])


@pytest.fixture(scope="module")
def labelled(tmp_path_factory: pytest.TempPathFactory, sample_wav: Path, ct2_tiny_en: Path,
             diarization_dir: Path) -> Path:
    out = tmp_path_factory.mktemp("diarized")
    assert run(sample_wav, out, ct2_tiny_en, diarization_dir, "--format", ALL_FORMATS) == 0
    return out


def srt_words(path: Path) -> list[tuple[str, str]]:
    """(normalised word, speaker) in reading order; a `[NAME]` prefix starts a speaker, who lasts until the next."""
    speaker = ""
    words: list[tuple[str, str]] = []
    for event in pysubs2.load(str(path)):
        for line in event.plaintext.split("\n"):
            match = LABEL.match(line)
            if match:
                speaker, line = match["name"], match["text"]
            words += [(word, speaker) for word in normalise(line).split()]
    return words


def stm_words(path: Path) -> list[tuple[str, str]]:
    words: list[tuple[str, str]] = []
    for line in path.read_text().splitlines():
        _file, _channel, speaker, _start, _end, *text = line.split()
        words += [(word, speaker) for word in normalise(" ".join(text)).split()]
    return words


def test_reference_words_carry_the_right_speaker_in_the_srt(labelled: Path, sample_stm: Path) -> None:
    reference, hypothesis = stm_words(sample_stm), srt_words(labelled / "sample.srt")
    matcher = difflib.SequenceMatcher(a=[w for w, _ in reference], b=[w for w, _ in hypothesis], autojunk=False)
    pairs = [(reference[block.a + k][1], hypothesis[block.b + k][1])
             for block in matcher.get_matching_blocks() for k in range(block.size)]
    assert len(pairs) >= 0.8 * len(reference)  # the words both transcripts share (WER is tested elsewhere)
    labels = sorted({h for _, h in pairs})
    assert len(labels) == 2
    best = max(
        sum(mapping[h] == r for r, h in pairs)
        for mapping in (dict(zip(labels, names, strict=True)) for names in itertools.permutations(["Diane", "Sheila"]))
    )
    assert best / len(pairs) >= 0.9, f"{best} of {len(pairs)} shared words"


def line_words(cue: dict) -> list[list[dict]]:
    """The cue's words split into its lines: each line's text is its words, in order."""
    words, split = list(cue["words"]), []
    for line in cue["lines"]:
        taken: list[dict] = []
        while words and normalise(" ".join(w["text"] for w in taken)) != normalise(line["text"]):
            taken.append(words.pop(0))
        assert normalise(" ".join(w["text"] for w in taken)) == normalise(line["text"]), (line, cue["words"])
        split.append(taken)
    assert not words
    return split


def test_no_cue_line_mixes_speakers(labelled: Path) -> None:
    data = json.loads((labelled / "sample.json").read_text())
    assert data["speakers"] == ["SPEAKER_00", "SPEAKER_01"]
    changes = 0
    for cue in data["cues"]:
        for line, words in zip(cue["lines"], line_words(cue), strict=True):
            assert {w["speaker"] for w in words} == {line["speaker"]}, line
        speakers = [line["speaker"] for line in cue["lines"]]
        changes += sum(a != b for a, b in itertools.pairwise(speakers))
    srt = (labelled / "sample.srt").read_text()
    assert all(len(LABEL.findall(line)) <= 1 for line in srt.splitlines())


def test_ass_has_one_style_per_speaker(labelled: Path) -> None:
    subs = pysubs2.load(str(labelled / "sample.ass"))
    used = {event.style for event in subs}
    assert len(used) == 2 and used <= set(subs.styles)
    colours = {repr(subs.styles[name].primarycolor) for name in used}
    assert len(colours) == 2


def test_vtt_voice_tags_parse_back(labelled: Path) -> None:
    text = (labelled / "sample.vtt").read_text()
    voices = re.findall(r"<v ([^>]+)>", text)
    assert set(voices) == {"SPEAKER_00", "SPEAKER_01"}
    subs = pysubs2.load(str(labelled / "sample.vtt"))
    srt = pysubs2.load(str(labelled / "sample.srt"))
    assert [(e.start, e.end) for e in subs] == [(e.start, e.end) for e in srt]


def test_rttm_reads_back_as_the_json_turns(labelled: Path) -> None:
    from pyannote.database.util import load_rttm

    annotation = load_rttm(str(labelled / "sample.rttm"))["sample"]
    turns = json.loads((labelled / "sample.json").read_text())["turns"]
    read = [(s.start, s.end, label) for s, _, label in annotation.itertracks(yield_label=True)]
    assert [label for *_, label in read] == [t["speaker"] for t in turns]
    # RTTM keeps start and duration to the millisecond, so an end read back may differ by one rounding step
    assert read == [(pytest.approx(t["start"], abs=6e-4), pytest.approx(t["end"], abs=1.1e-3), t["speaker"])
                    for t in turns]


def test_txt_and_tsv_carry_the_speakers(labelled: Path) -> None:
    assert "SPEAKER_00" in (labelled / "sample.txt").read_text()
    rows = (labelled / "sample.tsv").read_text().splitlines()
    header = rows[0].split("\t")
    assert "speaker" in header
    column = header.index("speaker")
    assert {row.split("\t")[column] for row in rows[1:]} == {"SPEAKER_00", "SPEAKER_01"}


def test_every_shown_line_of_every_diarized_output_keeps_the_rules(labelled: Path) -> None:
    assert shown_line_problems(labelled, "sample") == []
    assert "[SPEAKER_00] " in (labelled / "sample.srt").read_text()
    assert "[SPEAKER_01] " in (labelled / "sample.srt").read_text()  # two speakers: both labelled by default


LONG_NAME = "Bartholomew Oduya-Li"  # 20 characters: "[Bartholomew Oduya-Li] " takes 23 of a 42-cell line


def test_speaker_names_rename_every_format_and_the_cues_are_cut_for_them(
        tmp_path: Path, sample_wav: Path, ct2_tiny_en: Path, diarization_dir: Path) -> None:
    assert run(sample_wav, tmp_path, ct2_tiny_en, diarization_dir, "--format", ALL_FORMATS,
               "--speaker-names", f"SPEAKER_00=Diane,SPEAKER_01={LONG_NAME}") == 0
    for path in sorted(tmp_path.iterdir()):
        text = path.read_text()
        assert "SPEAKER_0" not in text, path.name
        assert "Diane" in text and "Bartholomew" in text, path.name
    assert f"[{LONG_NAME}] " in (tmp_path / "sample.srt").read_text()
    assert f"<v {LONG_NAME}>" in (tmp_path / "sample.vtt").read_text()
    assert shown_line_problems(tmp_path, "sample") == []


def test_num_speakers_one_gives_no_label(tmp_path: Path, sample_wav: Path, ct2_tiny_en: Path,
                                         diarization_dir: Path) -> None:
    assert run(sample_wav, tmp_path, ct2_tiny_en, diarization_dir, "--num-speakers", "1",
               "--format", "srt,json") == 0
    data = json.loads((tmp_path / "sample.json").read_text())
    assert data["speakers"] == ["SPEAKER_00"]
    assert {w["speaker"] for cue in data["cues"] for w in cue["words"]} == {"SPEAKER_00"}
    assert "SPEAKER_00" not in (tmp_path / "sample.srt").read_text()  # one speaker: no label names them


LABEL_CELLS = len("[SPEAKER_00] ")  # 13 of a 42-cell line


def test_one_speaker_is_named_in_json_and_rttm_but_not_in_the_text(
        tmp_path: Path, jfk_wav: Path, ct2_tiny_en: Path, diarization_dir: Path) -> None:
    """jfk.wav, one voice: SRT, VTT and TXT carry no label (the first line gets the label's room back), JSON and
    RTTM name the speaker; --label-single-speaker labels it, and a rename keeps that, as the JSON records it."""
    from pyannote.database.util import load_rttm

    plain, named = tmp_path / "plain", tmp_path / "named"
    assert run(jfk_wav, plain, ct2_tiny_en, diarization_dir, "--format", "srt,vtt,txt,json,rttm") == 0
    data = json.loads((plain / "jfk.json").read_text())
    assert data["speakers"] == ["SPEAKER_00"] and data["cue_rules"]["label_single_speaker"] is False
    assert {line["speaker"] for cue in data["cues"] for line in cue["lines"]} == {"SPEAKER_00"}
    assert load_rttm(str(plain / "jfk.rttm"))["jfk"].labels() == ["SPEAKER_00"]
    srt, txt, vtt = ((plain / f"jfk.{fmt}").read_text() for fmt in ("srt", "txt", "vtt"))
    assert "[SPEAKER" not in srt and "[SPEAKER" not in txt and "SPEAKER" not in vtt and "<v " not in vtt
    assert "fellow Americans" in srt
    first = pysubs2.load(str(plain / "jfk.srt"))[0].plaintext.split("\n")[0]
    assert len(first) > 42 - LABEL_CELLS, first  # wider than any line beside "[SPEAKER_00] " could be
    assert shown_line_problems(plain, "jfk") == []

    assert run(jfk_wav, named, ct2_tiny_en, diarization_dir, "--format", "srt,vtt,txt,json",
               "--label-single-speaker") == 0
    assert json.loads((named / "jfk.json").read_text())["cue_rules"]["label_single_speaker"] is True
    srt = (named / "jfk.srt").read_text()
    assert srt.count("[SPEAKER_00] ") == 1 and pysubs2.load(str(named / "jfk.srt"))[0].plaintext.startswith(
        "[SPEAKER_00] ")
    assert (named / "jfk.txt").read_text().startswith("[SPEAKER_00] ")
    assert "<v SPEAKER_00>" in (named / "jfk.vtt").read_text()
    assert shown_line_problems(named, "jfk") == []
    rebuild_outputs(named / "jfk.json", {"SPEAKER_00": "John"})
    assert (named / "jfk.srt").read_text().count("[John] ") == 1
    assert shown_line_problems(named, "jfk") == []


def test_speakers_only_finds_the_speakers_again_without_transcribing(
        tmp_path: Path, sample_wav: Path, sample_rttm: Path, ct2_tiny_en: Path, diarization_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A wrong count given the first time is mended from the job's JSON: the words stay as they were (no model is
    even needed: the one named here does not exist), the speakers are found anew, and every output beside the JSON
    is rewritten with the subtitle rules the JSON records (not this run's defaults)."""
    from pyannote.database.util import load_rttm
    from pyannote.metrics.diarization import DiarizationErrorRate

    assert run(sample_wav, tmp_path, ct2_tiny_en, diarization_dir, "--num-speakers", "1", "--max-chars", "32",
               "--format", "srt,json,rttm") == 0
    before = json.loads((tmp_path / "sample.json").read_text())
    assert before["speakers"] == ["SPEAKER_00"]
    assert "[SPEAKER" not in (tmp_path / "sample.srt").read_text()  # one speaker: unlabelled

    assert main(["transcribe", "-q", "--offline", str(sample_wav), "-o", str(tmp_path), "--model",
                 str(tmp_path / "no-such-model"), "--diarization-model", str(diarization_dir),
                 "--speakers-only"]) == 0  # --diarize implied

    after = json.loads((tmp_path / "sample.json").read_text())
    assert after["speakers"] == ["SPEAKER_00", "SPEAKER_01"]
    assert after["cue_rules"] == before["cue_rules"] and after["cue_rules"]["max_chars_per_line"] == 32
    assert max(len(line) for event in pysubs2.load(str(tmp_path / "sample.srt"))
               for line in event.plaintext.split("\n")) <= 32
    words = [[(w["start"], w["end"], w["text"]) for w in cue["words"]] for cue in before["cues"]]
    assert [(w["start"], w["end"], w["text"]) for cue in after["cues"] for w in cue["words"]] == \
        [word for cue in words for word in cue]
    assert "[SPEAKER_00] " in (tmp_path / "sample.srt").read_text()  # two now: both labelled
    assert "[SPEAKER_01] " in (tmp_path / "sample.srt").read_text()
    ours = load_rttm(str(tmp_path / "sample.rttm"))["sample"]
    reference = load_rttm(str(sample_rttm))["sample"]
    assert DiarizationErrorRate(collar=0.0, skip_overlap=False)(reference, ours) <= SAMPLE_DER_BOUND
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sample.json", "sample.rttm", "sample.srt"]

    written = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert run(sample_wav, tmp_path, ct2_tiny_en, tmp_path / "no-such-pipeline", "--speakers-only",
               "--num-speakers", "3") == 2  # a pipeline that is not there is refused before the work
    broken = tmp_path.parent / f"{tmp_path.name}-broken-pipeline"  # there, but no pipeline: the job itself fails
    broken.mkdir()
    assert run(sample_wav, tmp_path, ct2_tiny_en, broken, "--speakers-only",
               "--num-speakers", "3") == 1  # a run that fails leaves the last good outputs as they were
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == written

    capsys.readouterr()
    elsewhere = tmp_path / "elsewhere"
    assert run(sample_wav, elsewhere, ct2_tiny_en, diarization_dir, "--speakers-only") == 1  # the job failed
    assert "needs the transcript JSON this file's job wrote (sample.json)" in capsys.readouterr().err
    assert not elsewhere.exists() or list(elsewhere.iterdir()) == []
    (tmp_path / "other").mkdir()
    other = media_factory.silence(tmp_path / "other" / "sample.wav", seconds=5.0)
    (tmp_path / "other" / "sample.json").write_text((tmp_path / "sample.json").read_text())
    assert run(other, tmp_path / "other", ct2_tiny_en, diarization_dir, "--speakers-only") == 1
    assert "sample.json was made from another recording (30.0 s long; this file is 5.0 s)" in capsys.readouterr().err


def test_silent_file_gives_an_empty_result(tmp_path: Path, ct2_tiny_en: Path, diarization_dir: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    quiet = media_factory.silence(tmp_path / "quiet.wav", seconds=5.0)
    out = tmp_path / "out"
    assert run(quiet, out, ct2_tiny_en, diarization_dir, "--format", "srt,json,rttm") == 0
    said = " ".join(capsys.readouterr().err.split())  # warnings go to stderr; the console wraps long lines
    assert "warning: no speech was heard in this file: the subtitle files are written with no cues" in said
    data = json.loads((out / "quiet.json").read_text())
    assert data["speakers"] == [] and data["cues"] == [] and data["turns"] == []
    assert (out / "quiet.srt").read_text().strip() == ""  # a valid SRT with no cues
    assert (out / "quiet.rttm").read_text() == ""


def test_rttm_carries_overlapping_speech(labelled: Path, sample_rttm: Path) -> None:
    """RTTM is the overlap-aware diarization (research tools score it), while words go by the exclusive turns."""
    from pyannote.database.util import load_rttm
    from pyannote.metrics.diarization import DiarizationErrorRate

    ours = load_rttm(str(labelled / "sample.rttm"))["sample"]
    reference = load_rttm(str(sample_rttm))["sample"]
    assert len(ours.labels()) == 2
    assert ours.get_overlap().duration() > 0.5  # the sample has people talking at once, and so does the RTTM
    der = DiarizationErrorRate(collar=0.0, skip_overlap=False)(reference, ours)
    assert der <= SAMPLE_DER_BOUND, der


def test_known_voices_name_a_speaker_in_a_new_recording(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        sample_wav: Path, ct2_tiny_en: Path,
                                                        diarization_dir: Path) -> None:
    """Name one speaker once; a later recording of the same people names that one only, with the similarity."""
    from core.media import decode_audio
    from core.voices import MATCH_THRESHOLD, VoiceBook

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    first = tmp_path / "first"
    assert run(sample_wav, first, ct2_tiny_en, diarization_dir, "--format", "json", "--known-voices",
               "--speaker-names", "SPEAKER_00=Diane") == 0
    named = json.loads((first / "sample.json").read_text())
    assert "Diane" in named["speakers"] and named["voices"]["Diane"]["similarity"] is None
    assert [v.name for v in VoiceBook().voices()] == ["Diane"]
    # a new recording: the sample's last 18 s, quieter
    audio = decode_audio(sample_wav)[12 * 16000:]
    later = media_factory.write_wav(tmp_path / "later.wav", 0.6 * audio)
    second = tmp_path / "second"
    assert run(later, second, ct2_tiny_en, diarization_dir, "--format", "json,srt", "--known-voices") == 0
    data = json.loads((second / "later.json").read_text())
    assert "Diane" in data["speakers"] and len(data["speakers"]) == 2, data["speakers"]
    assert data["voices"]["Diane"]["similarity"] >= MATCH_THRESHOLD
    other = next(s for s in data["speakers"] if s != "Diane")
    assert other.startswith("SPEAKER_") and data["voices"][other]["similarity"] is None
    assert "[Diane]" in (second / "later.srt").read_text()
    # without --known-voices nothing is recognised
    third = tmp_path / "third"
    assert run(later, third, ct2_tiny_en, diarization_dir, "--format", "json") == 0
    assert "Diane" not in json.loads((third / "later.json").read_text())["speakers"]


def test_voices_command_lists_and_forgets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    from core.voices import VoiceBook

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["voices", "list"]) == 0
    assert "no remembered voices" in capsys.readouterr().out
    VoiceBook().remember("Diane", "CamPlusPlusEmbedding/192", [1.0] + [0.0] * 191)
    assert main(["voices", "list"]) == 0
    assert capsys.readouterr().out.startswith("Diane\t1 recording(s)\tCamPlusPlusEmbedding/192")
    assert main(["voices", "forget", "Sheila"]) == 2
    assert "no remembered voice called 'Sheila' (remembered: Diane)" in capsys.readouterr().err
    assert main(["voices", "forget", "Diane"]) == 0
    assert VoiceBook().voices() == ()
