"""How long words wait to be final, by the agreement rule alone: files streamed in 0.5 s chunks as fast as they decode.

    .venv/bin/python bench/live_agreement.py [--gaps 0,1,2] [--files sample,jfk,meetings]

No clock is simulated, so the numbers do not depend on the machine's load: a word's wait is counted in audio, from
the chunk holding its end to the chunk after which it was final (a multiple of the chunk). That is the part of the
live delay the agreement decides; bench/live.py adds the decode's own time on a wall or CPU clock. For each value of
StreamingSettings.agreement_gap (words two decodes may dispute and still agree on what follows): decodes, final
words, median and 95th percentile wait, and WER: against the reference where there is one (pyannote's sample, jfk),
else against the same greedy decoder on the whole file (the speaker set's AMI meetings, which have no transcript).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))



def files(names: list[str], testdata: Path, speaker_eval: Path) -> list[Path]:
    paths = []
    for name in names:
        if name == "meetings":
            paths += sorted((speaker_eval / "meetings").glob("*.wav"))
        else:
            paths.append(testdata / f"{name}.wav")
    return paths


def reference(path: Path, testdata: Path) -> str | None:
    from tests.textnorm import stm_text

    if path == testdata / "sample.wav":
        return stm_text(testdata / "sample.stm")
    if path == testdata / "jfk.wav":
        return (testdata / "jfk.txt").read_text()
    return None


def main(argv: list[str] | None = None) -> int:
    from core.engines import load_engine
    from core.live.transcriber import StreamingSettings, WhisperStreaming
    from core.media import decode_audio
    from core.options import TranscribeOptions
    from core.types import Word
    from tests.live_streams import CHUNK_SAMPLES, RATE, chunks
    from tests.textnorm import wer

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gaps", default="0,1", help="comma-separated agreement_gap values")
    parser.add_argument("--files", default="sample,jfk,meetings", help="sample, jfk, meetings (the speaker set's)")
    parser.add_argument("--model", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--speaker-eval", type=Path, default=ROOT / ".speakereval")
    args = parser.parse_args(argv)

    engine = load_engine("faster-whisper", args.model, model_name=args.model.name.removesuffix("-ct2"),
                         compute_type="int8", cpu_threads=2)
    chunk_seconds = CHUNK_SAMPLES / RATE  # the tests' chunks, as a microphone hands them over
    print("| file | gap | decodes | words | wait median s | wait p95 s | WER | against |")
    print("|---|---|---|---|---|---|---|---|")
    for path in files(args.files.split(","), args.testdata, args.speaker_eval):
        audio = decode_audio(path)
        truth, against = reference(path, args.testdata), "reference"
        if truth is None:
            _info, segments = engine.transcribe(audio, TranscribeOptions(language="en", beam_size=1))
            truth, against = "".join(s.text for s in segments), "whole file, greedy"
        for gap in (int(g) for g in args.gaps.split(",")):
            live = WhisperStreaming(engine, TranscribeOptions(language="en"), StreamingSettings(agreement_gap=gap))
            waits: list[float] = []
            words: list[Word] = []
            for chunk in chunks(audio):
                live.insert(chunk)
                final = live.process().final
                arrived = np.ceil(np.array([w.end for w in final]) / chunk_seconds - 1e-9) * chunk_seconds
                waits += list(np.ceil(chunk.end / chunk_seconds - 1e-9) * chunk_seconds - arrived)
                words += final
            words += live.finish().final
            print(f"| {path.stem} | {gap} | {live.decodes} | {len(words)} | {statistics.median(waits):.2f} | "
                  f"{np.percentile(waits, 95):.2f} | {wer(truth, ''.join(w.text for w in words)):.3f} | {against} |")
    engine.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
