"""The microphone adapter's part that runs without a sound card: raw device blocks in the formats devices give
(48 kHz stereo 16-bit, 44.1 kHz float, 8-bit, cut anywhere, even inside a frame) become the same 16 kHz mono
samples the offline decoder makes of real speech; and listing inputs where there are none does not crash."""

from __future__ import annotations

import os

import numpy as np
import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.live.mic_source import InputDevice, MicSource, input_devices  # noqa: E402 - imported once the offscreen platform is set
from app.live.sample_blocks import BlockConverter, RawFormat  # noqa: E402 - imported once the offscreen platform is set
from core.media import decode_audio  # noqa: E402 - imported once the offscreen platform is set


def device_bytes(samples: np.ndarray, raw: RawFormat) -> bytes:
    """Mono float samples as a device in `raw` delivers them (the same signal on every channel)."""
    frames = np.repeat(samples[:, None], raw.channels, axis=1)
    if raw.sample_format == "Int16":
        return (np.clip(frames, -1, 1 - 1 / 32768) * 32768).astype("<i2").tobytes()
    if raw.sample_format == "UInt8":
        return (np.clip(frames, -1, 1 - 1 / 128) * 128 + 128).astype(np.uint8).tobytes()
    return frames.astype("<f4").tobytes()


def convert_in_blocks(data: bytes, raw: RawFormat, sizes: list[int]) -> np.ndarray:
    converter = BlockConverter(raw)
    out, at, n = [], 0, 0
    while at < len(data):
        size = sizes[n % len(sizes)]
        out.append(converter.convert(data[at:at + size]))
        at, n = at + size, n + 1
    out.append(converter.flush())
    return np.concatenate(out)


def similarity(a: np.ndarray, b: np.ndarray) -> tuple[float, int]:
    """(correlation at the best lag within 10 ms, that lag in samples): resamplers may delay by a few samples."""
    best = (-1.0, 0)
    n = min(a.size, b.size) - 400
    for lag in range(-160, 161):
        x, y = a[200 + lag:200 + lag + n], b[200:200 + n]
        best = max(best, (float(np.corrcoef(x, y)[0, 1]), lag))
    return best


@pytest.mark.parametrize(("rate", "channels", "sample_format", "least"), [
    (48_000, 2, "Int16", 0.99),
    (44_100, 1, "Float", 0.99),
    (16_000, 2, "Int16", 0.999),
    (22_050, 1, "UInt8", 0.95),  # 8 bits: the quantisation noise is what is left
])
def test_device_blocks_become_the_decoders_16k_mono_samples(sample_wav, rate, channels, sample_format, least):
    raw = RawFormat(rate, channels, sample_format)
    reference = decode_audio(sample_wav)  # 16 kHz mono, as every job reads the file
    at_device_rate = decode_audio(sample_wav, sample_rate=rate)
    data = device_bytes(at_device_rate, raw)
    # Odd block sizes, none a whole number of frames: a frame split between blocks must be joined again.
    converted = convert_in_blocks(data, raw, [4801, 9601, 1203])
    assert converted.dtype == np.float32 and converted.ndim == 1
    assert abs(converted.size - reference.size) <= 0.002 * reference.size
    correlation, lag = similarity(converted, reference)
    assert correlation >= least, (correlation, lag)
    assert abs(lag) <= 32
    assert np.abs(converted).max() <= 1.0


def test_native_blocks_pass_through_unchanged(jfk_wav):
    samples = decode_audio(jfk_wav)
    raw = RawFormat(16_000, 1, "Float")
    assert raw.is_native
    converted = convert_in_blocks(samples.astype("<f4").tobytes(), raw, [3999, 6402])
    np.testing.assert_array_equal(converted, samples)


def test_a_format_nobody_reads_is_refused():
    with pytest.raises(ValueError, match="unsupported"):
        BlockConverter(RawFormat(48_000, 2, "Unknown"))


def test_listing_inputs_without_a_sound_server_gives_a_list(qapp):
    found = input_devices()
    assert isinstance(found, list)
    assert all(isinstance(d, InputDevice) and d.name for d in found)


def test_a_device_that_is_not_there_says_so_and_delivers_nothing(qtbot):
    source = MicSource(InputDevice(b"no-such-device", "USB headset"))
    chunks: list[object] = []
    source.chunk.connect(chunks.append)
    with qtbot.waitSignal(source.failed, timeout=2000) as failed:
        source.start()
    sentence = failed.args[0]
    assert "USB headset" in sentence and sentence.endswith(".")
    assert chunks == [] and not source.running
