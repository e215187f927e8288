"""Make a clean synthetic conversation sound recorded: per-speaker level and microphone, a room, and noise.

All filters run forwards and backwards (zero phase) and every impulse response has its direct path at sample 0, so
the reference turns taken from the dry clips stay exact in the mixed recording.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from scipy import signal

SAMPLE_RATE = 16_000


@dataclass(frozen=True)
class Microphone:
    """A simple colouring: a band limit plus one resonance, as cheap headsets and laptop mics have."""

    highpass_hz: float
    lowpass_hz: float
    peak_hz: float
    peak_db: float

    @staticmethod
    def draw(rng: np.random.Generator) -> Microphone:
        return Microphone(
            highpass_hz=round(float(rng.uniform(70, 300)), 1),
            lowpass_hz=round(float(rng.uniform(3400, 7600)), 1),
            peak_hz=round(float(rng.uniform(800, 4000)), 1),
            peak_db=round(float(rng.uniform(-6, 8)), 2),
        )

    def apply(self, audio: np.ndarray) -> np.ndarray:
        band = signal.butter(2, [self.highpass_hz, self.lowpass_hz], btype="bandpass", fs=SAMPLE_RATE, output="sos")
        out = signal.sosfiltfilt(band, audio)
        b, a = _peaking(self.peak_hz, self.peak_db / 2, q=1.2)  # filtfilt doubles the gain in dB
        return signal.filtfilt(b, a, out).astype(np.float32)


def _peaking(freq: float, gain_db: float, q: float) -> tuple[np.ndarray, np.ndarray]:
    """Second-order peaking equaliser (the usual audio-EQ biquad)."""
    amp = 10 ** (gain_db / 40)
    w0 = 2 * np.pi * freq / SAMPLE_RATE
    alpha = np.sin(w0) / (2 * q)
    b = np.array([1 + alpha * amp, -2 * np.cos(w0), 1 - alpha * amp])
    a = np.array([1 + alpha / amp, -2 * np.cos(w0), 1 - alpha / amp])
    return b / a[0], a / a[0]


def room_response(rng: np.random.Generator, rt60: float, direct_to_reverb_db: float) -> np.ndarray:
    """Exponentially decaying noise (60 dB down after `rt60` s) behind a unit direct path, darker as it decays."""
    length = int(rt60 * 1.1 * SAMPLE_RATE)
    t = np.arange(length) / SAMPLE_RATE
    tail = rng.standard_normal(length) * np.exp(-6.908 * t / rt60)
    tail[: int(rng.uniform(0.002, 0.008) * SAMPLE_RATE)] = 0.0  # first reflections arrive a few ms late
    tail = signal.sosfilt(signal.butter(1, 5000, fs=SAMPLE_RATE, output="sos"), tail)
    tail *= 10 ** (-direct_to_reverb_db / 20) / np.sqrt(np.sum(tail**2))
    tail[0] = 1.0
    return tail.astype(np.float32)


def coloured_noise(rng: np.random.Generator, samples: int, colour: str) -> np.ndarray:
    """Pink (1/f power) or brown (1/f^2 power) noise at unit RMS."""
    exponent = {"pink": 0.5, "brown": 1.0}[colour]
    spectrum = np.fft.rfft(rng.standard_normal(samples))
    freqs = np.fft.rfftfreq(samples, 1 / SAMPLE_RATE)
    spectrum[1:] /= (freqs[1:] / 20.0) ** exponent
    spectrum[freqs < 20.0] = 0.0
    noise = np.fft.irfft(spectrum, n=samples)
    return (noise / np.sqrt(np.mean(noise**2))).astype(np.float32)


def mains_hum(samples: int, freq: float, level: float) -> np.ndarray:
    t = np.arange(samples) / SAMPLE_RATE
    hum = sum(np.sin(2 * np.pi * freq * k * t) / k for k in (1, 2, 3))
    return (level * hum / np.sqrt(np.mean(hum**2))).astype(np.float32)


def to_16k(audio: np.ndarray, rate: int, pitch: float) -> np.ndarray:
    """Resample to 16 kHz while scaling pitch and formants by `pitch` (the clip gets 1/pitch as long)."""
    ratio = (Fraction(SAMPLE_RATE, rate) / Fraction(pitch).limit_denominator(200)).limit_denominator(400)
    return signal.resample_poly(audio, ratio.numerator, ratio.denominator).astype(np.float32)


def active_power(mix: np.ndarray, mask: np.ndarray) -> float:
    """Mean power over the samples where someone speaks (how speech level is measured for an SNR)."""
    return float(np.mean(mix[mask] ** 2)) if mask.any() else float(np.mean(mix**2))
