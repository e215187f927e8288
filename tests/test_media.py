"""Decoding: every container to the same samples, odd names, and one specific error per kind of bad input, each
with both decoders (the ffmpeg program, and FFmpeg's libraries through PyAV as in the desktop bundles)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from core import media
from core.errors import (
    CorruptMediaError,
    EmptyMediaError,
    FFmpegNotFoundError,
    MediaNotFoundError,
    NoAudioStreamError,
    NotMediaError,
)
from tests import media_factory


def _envelope(audio: np.ndarray, hop: int = 160) -> np.ndarray:
    n = len(audio) // hop * hop
    return np.abs(audio[:n]).reshape(-1, hop).mean(axis=1)


def _envelope_match(a: np.ndarray, b: np.ndarray, max_shift: int = 10) -> float:
    ea, eb = _envelope(a), _envelope(b)
    best = -1.0
    for shift in range(-max_shift, max_shift + 1):
        x, y = (ea[shift:], eb) if shift >= 0 else (ea, eb[-shift:])
        n = min(len(x), len(y))
        best = max(best, float(np.corrcoef(x[:n], y[:n])[0, 1]))
    return best


@pytest.fixture(scope="module", params=media.DECODERS, autouse=True)
def decoder(request: pytest.FixtureRequest):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(media.DECODER_ENV, request.param)
        assert media.decoder() == request.param
        yield request.param


@pytest.fixture(scope="module")
def jfk_samples(jfk_wav: Path, decoder: str) -> np.ndarray:
    return media.decode_audio(jfk_wav)


def test_wav_decodes_to_16k_mono_float32(jfk_samples: np.ndarray) -> None:
    assert jfk_samples.dtype == np.float32
    assert jfk_samples.ndim == 1
    assert abs(len(jfk_samples) / media.SAMPLE_RATE - 11.0) < 0.01
    assert 0.05 < float(np.abs(jfk_samples).max()) <= 1.0


@pytest.mark.parametrize(
    "ext", sorted(media_factory.AUDIO_CONTAINERS) + sorted(media_factory.VIDEO_CONTAINERS)
)
def test_every_container_decodes_to_the_same_audio(ext: str, jfk_wav: Path, jfk_samples: np.ndarray,
                                                   tmp_path: Path) -> None:
    converted = media_factory.convert(jfk_wav, tmp_path / f"jfk.{ext}")
    audio = media.decode_audio(converted)
    # Lossy codecs pad and shift a little (encoder delay): the length is within 0.1 s and the loudness envelope
    # matches at the best shift of at most 0.1 s.
    assert abs(len(audio) - len(jfk_samples)) < 0.1 * media.SAMPLE_RATE
    assert _envelope_match(audio, jfk_samples) > 0.95


@pytest.mark.parametrize("name", ["with space.wav", "quote's \"double\".wav", "semi;colon & amp.wav",
                                  "ünïcødé 日本語.wav", "-leading-dash.wav", "$(echo pwned).wav"])
def test_awkward_file_names(name: str, jfk_wav: Path, tmp_path: Path) -> None:
    target = tmp_path / name
    target.write_bytes(jfk_wav.read_bytes())
    assert len(media.decode_audio(target)) == 176000


def test_probe_reports_streams_and_duration(jfk_wav: Path, tmp_path: Path) -> None:
    video = media_factory.convert(jfk_wav, tmp_path / "clip.mkv")
    info = media.probe_media(video)
    assert (info.audio_streams, info.video_streams) == (1, 1)
    assert abs(info.duration - 11.0) < 0.6  # the container duration includes the last video frame


def test_progress_reaches_one(jfk_wav: Path) -> None:
    seen: list[float] = []
    media.decode_audio(jfk_wav, on_progress=seen.append)
    assert seen[-1] == 1.0
    assert seen == sorted(seen)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(MediaNotFoundError, match="file not found") as caught:
        media.decode_audio(tmp_path / "nope.wav")
    assert str(tmp_path / "nope.wav") in str(caught.value)


def test_zero_byte_file(tmp_path: Path) -> None:
    empty = tmp_path / "empty.mp3"
    empty.touch()
    with pytest.raises(EmptyMediaError, match="empty"):
        media.decode_audio(empty)


def test_text_file_is_not_media(tmp_path: Path) -> None:
    with pytest.raises(NotMediaError, match="not an audio or video file"):
        media.decode_audio(media_factory.text_file(tmp_path / "notes.mp3"))


def test_folder_is_not_media(tmp_path: Path) -> None:
    with pytest.raises(NotMediaError, match="folder"):
        media.decode_audio(tmp_path)


def test_truncated_mp4_is_corrupt(jfk_wav: Path, tmp_path: Path) -> None:
    whole = media_factory.convert(jfk_wav, tmp_path / "whole.mp4")
    with pytest.raises(CorruptMediaError, match="damaged"):
        media.decode_audio(media_factory.truncated(whole, tmp_path / "cut.mp4"))


def test_garbage_behind_a_media_header_is_corrupt(tmp_path: Path) -> None:
    with pytest.raises(CorruptMediaError):
        media.decode_audio(media_factory.garbage_with_media_header(tmp_path / "broken.wav"))


def test_video_without_audio(tmp_path: Path) -> None:
    with pytest.raises(NoAudioStreamError, match="this video has no audio stream"):
        media.decode_audio(media_factory.video_without_audio(tmp_path / "silent film.mp4"))


def test_errors_survive_pickling(tmp_path: Path) -> None:
    import pickle

    error = NoAudioStreamError("this video has no audio stream", str(tmp_path / "x.mp4"))
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), again.message, again.path, str(again)) == (type(error), error.message, error.path, str(error))


def test_bad_ffmpeg_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("WHISPER_SUBTITLER_FFMPEG", str(tmp_path / "no-ffmpeg"))
    with pytest.raises(FFmpegNotFoundError, match="WHISPER_SUBTITLER_FFMPEG"):
        media.ffmpeg_executable()


def test_bundled_ffmpeg_folder_is_found(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A frozen app carries ffmpeg in `<bundle>/ffmpeg/`; with nothing on PATH that copy is used."""
    bundle = tmp_path / "bundle"
    (bundle / "ffmpeg").mkdir(parents=True)
    real = Path(media.ffmpeg_executable())
    (bundle / "ffmpeg" / "ffmpeg").symlink_to(real)
    monkeypatch.setenv("PATH", str(tmp_path / "empty-path"))
    monkeypatch.setattr("sys._MEIPASS", str(bundle), raising=False)
    assert media.ffmpeg_executable() == str(bundle / "ffmpeg" / "ffmpeg")
