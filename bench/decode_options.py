"""What the sequential decoder's fallback options cost and buy on real recordings: CPU seconds, WER where a reference
exists, and how far each variant's words move from the default's, through our faster-whisper engine (VAD, the
repetition guard's re-decodes included), one model load per model.

    .venv/bin/python bench/decode_options.py [--models tiny.en-ct2,base-ct2] [--sets real,synthetic]
                                             [--variants default,best1,nocond,best1+nocond]

Variants: `best1` samples one candidate per fallback temperature instead of faster-whisper's five (`best_of`, not one
of our options: the bench sets faster-whisper's own default for the run); `nocond` decodes each 30 s window without
the text before it (TranscribeOptions.condition_on_previous_text). Files: bench/batching.py's real recordings (the 14
AMI excerpts, their per-meeting joins, the sample and jfk with their references, the 172 s mix) and, with
`--sets synthetic`, the diarization set's whole files with their STM words. Each decode starts from the same sampling
seed. Prints a row per file (CPU seconds per variant, WER, and "moved": the WER of the variant's words against the
default's) and per model the CPU totals.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

VARIANTS = {"default": (5, True), "best1": (1, True), "nocond": (5, False), "best1+nocond": (1, False)}


# faster-whisper's own WhisperModel.transcribe, kept the first time a run wraps it
_UNWRAPPED: dict[str, object] = {}


def sampling_candidates(count: int) -> None:
    """Make `count` faster-whisper's default `best_of` (candidates sampled per fallback temperature) for this run."""
    import faster_whisper

    original = _UNWRAPPED.setdefault("transcribe", faster_whisper.WhisperModel.transcribe)

    def with_best_of(self, audio, *args, **kwargs):
        kwargs.setdefault("best_of", count)
        return original(self, audio, *args, **kwargs)

    faster_whisper.WhisperModel.transcribe = with_best_of


def main() -> None:
    import ctranslate2

    from bench.batching import real_items, synthetic_items
    from core.engines.faster import SAMPLING_SEED, FasterWhisperEngine
    from core.media import decode_audio
    from core.options import TranscribeOptions
    from tests.textnorm import wer

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="tiny.en-ct2,base-ct2")
    parser.add_argument("--sets", default="real")
    parser.add_argument("--variants", default=",".join(VARIANTS))
    args = parser.parse_args()
    variants = args.variants.split(",")
    work = Path(tempfile.mkdtemp(prefix="decode-options-"))
    items = real_items(ROOT / ".testdata", work, ROOT / ".speakereval") if "real" in args.sets else []
    if "synthetic" in args.sets:
        items += [item for item in synthetic_items(ROOT / ".diarset", work) if item.reference is not None]
    for model in args.models.split(","):
        engine = FasterWhisperEngine(ROOT / ".models" / model, device="cpu", compute_type="int8", cpu_threads=2)
        print(f"\n{model}, int8, 2 threads: CPU s per variant (WER where a reference exists; moved: WER against "
              "the default's words)")
        print("| file | s | " + " | ".join(variants) + " |")
        print("|---|---:|" + "---|" * len(variants))
        totals = dict.fromkeys(variants, 0.0)
        for item in items:
            audio = decode_audio(item.path)
            texts: dict[str, str] = {}
            cells = []
            for name in variants:
                best_of, condition = VARIANTS[name]
                sampling_candidates(best_of)
                ctranslate2.set_random_seed(SAMPLING_SEED)
                started = time.process_time()
                _, segments = engine.transcribe(audio, TranscribeOptions(condition_on_previous_text=condition))
                texts[name] = " ".join(segment.text.strip() for segment in segments)
                cpu = time.process_time() - started
                totals[name] += cpu
                cell = f"{cpu:.2f}"
                if item.reference is not None:
                    cell += f", WER {wer(item.reference, texts[name]):.3f}"
                if name != variants[0] and texts[variants[0]]:
                    cell += f", moved {wer(texts[variants[0]], texts[name]):.2f}"
                cells.append(cell)
            print(f"| {item.name} | {item.seconds:.0f} | " + " | ".join(cells) + " |", flush=True)
        print("| all (CPU s) | | " + " | ".join(f"{totals[name]:.1f}" for name in variants) + " |")


if __name__ == "__main__":
    main()
