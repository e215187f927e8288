"""bench/live.py: the joined AMI recording and its shifted reference, and one session on the simulated clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from platform_utils.runtime import heap_figures
from tests.bench_scripts import load_bench_script
from tests.textnorm import wer


@pytest.fixture(scope="module")
def live():
    return load_bench_script("live")


def test_the_joined_ami_recording_carries_each_excerpts_turns_at_its_offset(live, testdata: Path,
                                                                           tmp_path: Path) -> None:
    from core.media import decode_audio

    joined = live.joined_ami(testdata, tmp_path)
    excerpts = sorted((testdata / "ami").glob("*.wav"))
    assert len(decode_audio(joined.wav)) == sum(len(decode_audio(p)) for p in excerpts)
    second = live.read_rttm(excerpts[1].with_suffix(".rttm"))
    offset = len(decode_audio(excerpts[0])) / 16_000
    assert joined.turns[len(live.read_rttm(excerpts[0].with_suffix(".rttm")))].start == pytest.approx(
        second[0].start + offset)


def test_a_session_on_the_simulated_clock_gives_every_word_once_with_its_delay(live, ct2_tiny_en: Path,
                                                                               diarization_dir: Path,
                                                                               jfk_wav: Path, jfk_text: str) -> None:
    import argparse

    from core.engines import load_engine
    from core.live.speakers import CampPlusEmbedder, SpeakerSettings
    from core.live.transcriber import StreamingSettings
    from core.media import decode_audio

    defaults = StreamingSettings()
    args = argparse.Namespace(
        engine=load_engine("faster-whisper", ct2_tiny_en, model_name="tiny.en", compute_type="int8", cpu_threads=2),
        embedder=CampPlusEmbedder(diarization_dir, threads=2), min_new=defaults.min_new_seconds,
        trim=defaults.trim_seconds, max=defaults.max_seconds, agreement=defaults.agreement,
        agreement_gap=defaults.agreement_gap,
        similarity=SpeakerSettings().new_speaker_similarity)
    run = live.play(decode_audio(jfk_wav), 0.5, *live.session(args))
    assert wer(jfk_text, "".join(w.text for w in run.words)) <= 0.1
    assert len(run.delays) == len(run.words)
    assert min(run.delays) >= 0.0  # a word is final after its audio arrived, never before
    assert {w.speaker for w in run.words} == {"SPEAKER_00"}
    assert run.busy > 0 and run.duration == pytest.approx(11.0, abs=0.1)


@pytest.mark.skipif(heap_figures() is None, reason="the heap's figures are glibc's (2.33 or later: mallinfo2)")
def test_the_soak_row_shows_what_the_heap_holds_in_use_and_free(live) -> None:
    """Blocks below glibc's mapping threshold count as in use while they live and as free (kept) once freed, which
    is what tells a heap that keeps memory from memory that something holds."""
    import ctypes

    libc = ctypes.CDLL("libc.so.6")
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    in_use, _ = live.heap_mb()
    blocks = [libc.malloc(64 * 1024) for _ in range(800)]  # 50 MB of heap blocks
    held, _ = live.heap_mb()
    for block in blocks[:-1]:  # the last one pins the rest below it: they stay in the heap, free
        libc.free(block)
    after, kept = live.heap_mb()
    libc.free(blocks[-1])
    assert held - in_use >= 45 and held - after >= 45 and kept >= 45, (in_use, held, after, kept)
    cells = live.soak_row(90.0, 1234.4).strip("|").split("|")
    assert [c.strip() for c in cells[:2]] == ["1.5", "1234"] and all(float(c) >= 0 for c in cells[2:])


def test_the_agreement_bench_streams_a_real_file_for_each_gap(ct2_tiny_en: Path, testdata: Path, capsys) -> None:
    agreement = load_bench_script("live_agreement")
    assert agreement.main(["--gaps", "0,1", "--files", "jfk", "--model", str(ct2_tiny_en),
                           "--testdata", str(testdata)]) == 0
    rows = [line.split(" | ") for line in capsys.readouterr().out.splitlines() if line.startswith("| jfk")]
    assert [row[1] for row in rows] == ["0", "1"]
    for row in rows:
        assert int(row[3]) >= 20 and float(row[6]) <= 0.1  # jfk has 22 words
        assert row[7] == "reference |"
