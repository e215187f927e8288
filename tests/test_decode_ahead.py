"""core.decode_ahead on real speech and real damaged media: audio decoded ahead is the audio decode_audio gives, it is
served only for the same, unchanged file, a failure in the background leaves the job the error it always had, and
no more than one file waits ahead of the running job."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import numpy as np
import pytest

from core.decode_ahead import DecodeAhead, decode_key
from core.errors import SubtitlerError
from core.media import decode_audio
from tests import media_factory


def copy(source: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(source, target)
    return target


def empty_file(path: Path) -> Path:
    path.touch()
    return path


def error_of(path: Path) -> tuple[str, str]:
    with pytest.raises(SubtitlerError) as caught:
        decode_audio(path)
    return caught.value.kind, str(caught.value)


def test_audio_decoded_ahead_is_what_decoding_now_gives(tmp_path, sample_wav, jfk_wav):
    ahead = DecodeAhead()
    video = media_factory.convert(jfk_wav, tmp_path / "jfk.mp4")
    for path in (sample_wav, video):
        ahead.start(path)
        audio, seconds = ahead.take(path)
        assert seconds > 0 and np.array_equal(audio, decode_audio(path))
    assert ahead.served == 2 and ahead.pending == []


def test_a_file_changed_after_its_decode_ahead_is_decoded_again(tmp_path, sample_wav, jfk_wav):
    path = copy(jfk_wav, tmp_path / "clip.wav")
    ahead = DecodeAhead()
    before = decode_key(path)
    ahead.start(path)
    assert ahead.wait(60)  # decoded ahead, then the file changes
    shutil.copy(sample_wav, path)  # another recording under the same name
    assert decode_key(path) != before

    audio, seconds = ahead.take(path)

    assert seconds == 0.0 and ahead.served == 0
    assert np.array_equal(audio, decode_audio(sample_wav))


def test_touching_a_file_is_a_change(tmp_path, jfk_wav):
    path = copy(jfk_wav, tmp_path / "clip.wav")
    ahead = DecodeAhead()
    ahead.start(path)
    ahead.take(path)  # waits for the first decode
    ahead.start(path)
    assert ahead.wait(60)  # the second decode is ready before the file changes
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))

    _audio, seconds = ahead.take(path)

    assert seconds == 0.0 and ahead.served == 1


def test_other_decoder_settings_are_a_change(tmp_path, jfk_wav, monkeypatch):
    pytest.importorskip("av")
    path = copy(jfk_wav, tmp_path / "clip.wav")
    ahead = DecodeAhead()
    monkeypatch.setenv("WHISPER_SUBTITLER_DECODER", "ffmpeg")
    ahead.start(path)
    assert ahead.wait(60)
    monkeypatch.setenv("WHISPER_SUBTITLER_DECODER", "pyav")

    _audio, seconds = ahead.take(path)

    assert seconds == 0.0 and ahead.served == 0


@pytest.mark.parametrize("make", ["damaged", "not media", "silent video", "empty", "missing"])
def test_a_file_that_fails_in_the_background_fails_its_job_with_the_usual_error(tmp_path, jfk_wav, make):
    path = {
        "damaged": lambda: media_factory.truncated(media_factory.convert(jfk_wav, tmp_path / "whole.mp4"),
                                                   tmp_path / "broken.mp4"),
        "not media": lambda: media_factory.text_file(tmp_path / "notes.mp3"),
        "silent video": lambda: media_factory.video_without_audio(tmp_path / "silent.mp4"),
        "empty": lambda: empty_file(tmp_path / "empty.wav"),
        "missing": lambda: tmp_path / "missing.wav",
    }[make]()
    expected = error_of(path)
    ahead = DecodeAhead()
    ahead.start(path)

    with pytest.raises(SubtitlerError) as caught:
        ahead.take(path)

    assert (caught.value.kind, str(caught.value)) == expected
    assert ahead.served == 0


def test_only_one_file_waits_ahead(tmp_path, jfk_wav, sample_wav):
    a, b, c = (copy(jfk_wav, tmp_path / name) for name in ("a.wav", "b.wav", "c.wav"))
    ahead = DecodeAhead()
    ahead.start(a)
    ahead.start(b)
    ahead.start(c)  # the job of `a` never asked: its hint is dropped
    assert ahead.pending == [str(b), str(c)]

    ahead.take(b)  # the running job takes its own; the next one's stays
    assert ahead.pending == [str(c)] and ahead.served == 1

    ahead.take(sample_wav)  # a job nobody hinted: what was hinted is not what comes, but it is kept for now
    assert ahead.pending == [str(c)] and ahead.served == 1
    _audio, seconds = ahead.take(c)
    assert seconds > 0 and ahead.served == 2 and ahead.pending == []


def test_a_file_longer_than_the_limit_is_left_to_its_job(tmp_path, jfk_wav):
    path = copy(jfk_wav, tmp_path / "long.wav")  # 11 s, over a 5 s limit
    ahead = DecodeAhead(limit_s=5.0)
    ahead.start(path)

    audio, seconds = ahead.take(path)

    assert seconds == 0.0 and ahead.served == 0 and np.array_equal(audio, decode_audio(jfk_wav))


def test_drop_forgets_every_hint(tmp_path, jfk_wav):
    path = copy(jfk_wav, tmp_path / "clip.wav")
    ahead = DecodeAhead()
    ahead.start(path)
    ahead.drop()

    _audio, seconds = ahead.take(path)

    assert ahead.pending == [] and seconds == 0.0 and ahead.served == 0


def test_the_cli_decodes_each_next_file_while_the_one_before_runs(tmp_path, jfk_wav, sample_wav, ct2_tiny_en):
    import json

    from core.cli import main
    from tests.test_warm_worker import srt_text

    first, second = copy(sample_wav, tmp_path / "in" / "first.wav"), copy(jfk_wav, tmp_path / "in" / "second.wav")
    out = tmp_path / "out"
    code = main(["transcribe", "--quiet", "--offline", str(first), str(second), "-o", str(out), "--model",
                 str(ct2_tiny_en), "--engine", "faster-whisper", "--format", "srt,json"])

    assert code == 0
    timings = [json.loads((out / f"{name}.json").read_text(encoding="utf-8"))["timings"]
               for name in ("first", "second")]
    assert "decode_ahead" not in timings[0] and timings[1]["decode_ahead"] > 0
    assert "ask not what your country" in srt_text(out / "second.srt")
