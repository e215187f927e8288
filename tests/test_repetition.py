"""The repetition-loop guard: what counts as a loop, and that a looping stretch is re-decoded or collapsed."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.engines.repetition import collapse_repeats, find_loop, guard_repetitions, has_loop
from core.types import Segment, Word


@pytest.mark.parametrize(
    "text",
    [
        "Thank you. Thank you. Thank you.",
        "and then we went and then we went and then we went home",
        "so so so so so",
        "I'm sorry I'm sorry I'm sorry I'm sorry",
    ],
)
def test_loops_are_found(text: str) -> None:
    assert has_loop(text)


@pytest.mark.parametrize(
    "text",
    [
        "No, no, no, that's not what I said.",
        "ask not what your country can do for you, ask what you can do for your country",
        "Hello. Hello. Oh, hello.",
        "very very good",
    ],
)
def test_normal_speech_is_not_a_loop(text: str) -> None:
    assert not has_loop(text)


def test_find_loop_reports_position_size_and_count() -> None:
    assert find_loop("well it is it is it is over") == (1, 2, 3)


def _segment(start: float, end: float, text: str) -> Segment:
    tokens = text.split()
    step = (end - start) / len(tokens)
    words = tuple(Word(start + i * step, start + (i + 1) * step, " " + t) for i, t in enumerate(tokens))
    return Segment(start, end, " " + text, words)


def test_collapse_keeps_one_copy_in_words_and_text() -> None:
    looped = _segment(0, 6, "we will we will we will we will rock you")
    fixed = collapse_repeats(looped)
    assert fixed.text.split() == ["we", "will", "rock", "you"]
    assert [w.text.strip() for w in fixed.words] == ["we", "will", "rock", "you"]


def test_repeated_segments_are_redecoded_once() -> None:
    calls: list[tuple[float, float]] = []

    def redecode(start: float, end: float) -> list[Segment]:
        calls.append((start, end))
        return [_segment(start, end, "what was really said")]

    stream = [_segment(0, 2, "first line"), *(_segment(2 + i, 3 + i, "Thank you.") for i in range(6)),
              _segment(8, 9, "last line")]
    out = list(guard_repetitions(iter(stream), redecode))
    assert calls == [(2, 8)]
    assert [s.text.strip() for s in out] == ["first line", "what was really said", "last line"]


def test_a_redecode_that_still_loops_is_collapsed() -> None:
    stream = [_segment(0, 1, "Thank you."), _segment(1, 2, "Thank you."), _segment(2, 3, "Thank you.")]
    out = list(guard_repetitions(iter(stream), lambda s, e: [_segment(s, e, "bye bye bye bye bye bye")]))
    assert [s.text.strip() for s in out] == ["Thank you."]


def test_a_failing_redecode_keeps_the_transcript() -> None:
    def boom(_start: float, _end: float) -> list[Segment]:
        raise RuntimeError("decoder exploded")

    out = list(guard_repetitions(iter([_segment(0, 4, "go on go on go on go on and stop")]), boom))
    assert [s.text.strip() for s in out] == ["go on and stop"]


def test_real_engine_repairs_a_looping_stretch(ct2_tiny_en: Path, jfk_wav: Path) -> None:
    """Segments that loop over jfk.wav's second half are replaced by what the real model hears there."""
    from core.engines.faster import FasterWhisperEngine
    from core.engines.repetition import shift
    from core.media import decode_audio
    from core.options import TranscribeOptions

    audio = decode_audio(jfk_wav)
    engine = FasterWhisperEngine(ct2_tiny_en, "tiny.en")
    options = TranscribeOptions(condition_on_previous_text=False, temperatures=(0.2, 0.4))

    def redecode(start: float, end: float) -> list[Segment]:
        return shift(engine._run(audio[int(start * 16000): int(end * 16000)], options)[1], start)

    looping = [_segment(0.0, 3.0, "And so my fellow Americans,")] + [
        _segment(3.0 + i * 2, 5.0 + i * 2, "ask not ask not") for i in range(4)
    ]
    text = "".join(s.text for s in guard_repetitions(iter(looping), redecode)).lower()
    assert not has_loop(text)
    assert "your country" in text
    assert text.count("ask not ask not") == 0


@pytest.mark.parametrize("text,garbage", [
    (" " + ")" * 84, True),
    (" " + ". " * 30, True),
    (" no no no no no no no no no no no no no no no no no no no no no no no no no", False),  # words: the guard's
    (" ♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪♪", False),  # a song
    (" !!!", False),
    (" " + "-" * 12, False),  # too short to be a whole window
    (" And so, my fellow Americans.", False),
])
def test_a_segment_of_one_unit_repeated_is_garbage_but_words_and_songs_are_not(text: str, garbage: bool) -> None:
    from core.engines.garbage import is_garbage

    assert is_garbage(text) == garbage
