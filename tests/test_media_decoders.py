"""The two decoders agree, and the right one is chosen: the ffmpeg program where there is one, FFmpeg's libraries
through PyAV in a frozen bundle (which ships no ffmpeg program) and where no program is found.
test_media.py runs every decoding and bad-input test with each of them."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from core import media
from core.errors import FFmpegNotFoundError
from tests import media_factory


def decode_with(decoder: str, path: Path, monkeypatch: pytest.MonkeyPatch) -> np.ndarray:
    monkeypatch.setenv(media.DECODER_ENV, decoder)
    return media.decode_audio(path)


@pytest.mark.parametrize("ext", ["wav", "mp3", "mp4", "opus", "flac"])
def test_both_decoders_give_the_same_samples(ext: str, jfk_wav: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    source = jfk_wav if ext == "wav" else media_factory.convert(jfk_wav, tmp_path / f"jfk.{ext}")
    program = decode_with("ffmpeg", source, monkeypatch)
    library = decode_with("pyav", source, monkeypatch)
    assert library.dtype == np.float32 and library.ndim == 1
    if ext == "mp4":
        # The AAC encoder pads the last frame; the ffmpeg program (9.x here) trims the padding by the edit list, PyAV's
        # FFmpeg (8.x) keeps up to one frame (1024 samples, 64 ms) of it at the end. The samples before are the same.
        assert 0 <= len(library) - len(program) <= 1024
        library = library[: len(program)]
    assert len(library) == len(program)
    # the same swresample defaults on both sides: equal to float rounding
    assert float(np.abs(library - program).max()) < 1e-5


def _best_correlation(a: np.ndarray, b: np.ndarray, max_shift: int) -> tuple[float, int]:
    best = (-1.0, 0)
    for shift in range(-max_shift, max_shift + 1):
        x, y = (a[shift:], b) if shift >= 0 else (a, b[-shift:])
        n = min(len(x), len(y))
        best = max(best, (float(np.corrcoef(x[:n], y[:n])[0, 1]), shift))
    return best


def test_opus_in_matroska_differs_only_by_the_codec_delay(jfk_wav: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The ffmpeg program trims the container's start offset (5 ms here) that PyAV leaves in: the same sound,
    at most 10 ms apart, which no subtitle timing can show."""
    source = media_factory.convert(jfk_wav, tmp_path / "jfk.mkv")
    program = decode_with("ffmpeg", source, monkeypatch)
    library = decode_with("pyav", source, monkeypatch)
    assert abs(len(library) - len(program)) <= 0.01 * media.SAMPLE_RATE
    correlation, shift = _best_correlation(program, library, max_shift=160)
    assert correlation > 0.98 and abs(shift) <= 160


def test_a_damaged_stretch_inside_a_recording_is_skipped_not_fatal(jfk_wav: Path, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """As the ffmpeg program does: the frames around a run of garbage still decode."""
    whole = media_factory.convert(jfk_wav, tmp_path / "whole.mp3").read_bytes()
    middle = len(whole) // 2
    damaged = tmp_path / "damaged.mp3"
    damaged.write_bytes(whole[:middle] + bytes(range(256)) * 8 + whole[middle + 2048:])
    program = decode_with("ffmpeg", damaged, monkeypatch)
    library = decode_with("pyav", damaged, monkeypatch)
    for audio in (program, library):
        assert 8.0 < len(audio) / media.SAMPLE_RATE < 11.5
    assert abs(len(program) - len(library)) < 0.2 * media.SAMPLE_RATE


def test_a_frozen_bundle_decodes_with_pyav_even_with_ffmpeg_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(media.DECODER_ENV, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert media.decoder() == "pyav"
    assert media.describe_decoder().startswith("FFmpeg libraries through PyAV ")


def test_a_frozen_bundle_uses_the_ffmpeg_program_its_user_names(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(media.DECODER_ENV, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv(media.FFMPEG_ENV, media.ffmpeg_executable())
    assert media.decoder() == "ffmpeg"


def test_the_ffmpeg_program_is_used_when_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(media.DECODER_ENV, raising=False)
    assert media.decoder() == "ffmpeg"
    assert media.describe_decoder() == f"ffmpeg program at {media.ffmpeg_executable()}"


def test_without_an_ffmpeg_program_pyav_decodes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                jfk_wav: Path) -> None:
    monkeypatch.delenv(media.DECODER_ENV, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))  # no ffmpeg here
    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)  # nor the wheel's copy
    assert media.decoder() == "pyav"
    assert len(media.decode_audio(jfk_wav)) == 176000


def test_without_any_decoder_the_error_says_what_to_install(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                            jfk_wav: Path) -> None:
    monkeypatch.delenv(media.DECODER_ENV, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)
    monkeypatch.setattr(media, "_has_pyav", lambda: False)
    with pytest.raises(FFmpegNotFoundError, match="ffmpeg was not found: install it"):
        media.decode_audio(jfk_wav)


def test_an_unknown_decoder_name_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(media.DECODER_ENV, "gstreamer")
    with pytest.raises(FFmpegNotFoundError, match="'gstreamer' is not a decoder; use one of: ffmpeg, pyav"):
        media.decoder()


def test_sample_buffer_grows_reads_streams_and_trims() -> None:
    import io

    import numpy as np

    from core.media.sample_buffer import SampleBuffer

    buffer = SampleBuffer(expected_samples=10)
    pieces = [np.arange(n, dtype=np.float64) for n in (7, 20000, 3)]  # past the initial size: it grows
    for piece in pieces:
        buffer.append(piece)
    assert buffer.samples().dtype == np.float32
    assert np.array_equal(buffer.samples(), np.concatenate(pieces).astype(np.float32))
    raw = np.linspace(-1, 1, 40001, dtype="<f4").tobytes() + b"\x01\x02"  # a partial float at the end
    streamed = SampleBuffer(expected_samples=40001 + 16000)  # as the decoders size it: a second to spare
    stream = io.BufferedReader(io.BytesIO(raw), buffer_size=1000)
    while streamed.read_from(stream, 4093):  # blocks that split floats
        pass
    assert np.array_equal(streamed.samples(), np.linspace(-1, 1, 40001, dtype="<f4"))
    assert streamed.samples().base is not None  # sized from the duration: no trimming copy
