"""Other languages offline: detected language, WER and wall time per language and engine, and what the translate
task gives, on the Kokoro speech tests/test_languages.py makes (German, French, Spanish; Whisper base from PyPI).

    .venv/bin/python bench/languages.py [--models .models]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    import jiwer

    from core.models.offline_whisper import MULTILINGUAL_CT2_NAME, MULTILINGUAL_PT_NAME
    from tests.test_languages import SPEECH, make_speech, run, words

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    args = parser.parse_args(argv)
    models = {"faster-whisper": args.models / MULTILINGUAL_CT2_NAME,
              "openai-whisper": args.models / MULTILINGUAL_PT_NAME}
    with tempfile.TemporaryDirectory() as tmp:
        speech = make_speech(Path(tmp))  # the tests' own recordings
        print("| language | engine | detected | WER | wall s | translate (to English) |\n|---|---|---|---:|---:|---|")
        for code, path in speech.items():
            for engine, model in models.items():
                started = time.perf_counter()
                saved = run(path, model, engine, Path(tmp) / f"{code}-{engine}")
                wall = time.perf_counter() - started
                error = jiwer.wer(words(SPEECH[code][1]), words(saved.transcript.text))
                english = run(path, model, engine, Path(tmp) / f"{code}-{engine}-en", task="translate").transcript.text
                print(f"| {code} | {engine} | {saved.transcript.language} | {error:.3f} | {wall:.1f} | {english} |",
                      flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
