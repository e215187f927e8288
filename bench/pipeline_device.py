"""The whole job (transcribe + diarize + cues + files) on one backend: the sample's quality and time, and a 5-minute
file with the two stages one after the other and at the same time.

    .venv/bin/python bench/pipeline_device.py --backend cuda [--models .models] [--testdata .testdata]

Prints the plan, then a table: wall time, each stage's time, real-time factor, WER against sample.stm, DER against
sample.rttm, peak GPU memory. On a machine without an ffmpeg binary (a lent GPU box), `--wav-reader` reads the
16 kHz mono WAV files with Python's `wave` module instead of ffmpeg; every other step is the production code.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from core import pipeline  # noqa: E402 - imported once sys.path is set
from core.jobs import JobSpec  # noqa: E402 - imported once sys.path is set
from core.types import SpeakerTurn  # noqa: E402 - imported once sys.path is set

SR = 16000


def read_wav(path: Path, on_progress=None) -> np.ndarray:
    with wave.open(str(path)) as source:
        if source.getframerate() != SR or source.getnchannels() != 1 or source.getsampwidth() != 2:
            raise ValueError(f"{path}: --wav-reader takes 16 kHz mono 16-bit WAV only")
        data = np.frombuffer(source.readframes(source.getnframes()), dtype="<i2")
    return data.astype(np.float32) / 32768.0


def gpu_peak_mib() -> float | None:
    import torch

    return torch.cuda.max_memory_allocated() / 2**20 if torch.cuda.is_available() else None


def run(spec: JobSpec, overlap: bool) -> tuple[dict, float]:
    os.environ["WHISPER_SUBTITLER_OVERLAP"] = "1" if overlap else "0"
    started = time.perf_counter()
    result = pipeline.run_job(spec)
    wall = time.perf_counter() - started
    data = json.loads(Path(next(p for p in result.outputs if p.endswith(".json"))).read_text())
    return data, wall


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", default="auto")
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--model", default=None, help="whisper model (default: the offline tiny.en for the engine)")
    parser.add_argument("--engine", default="auto")
    parser.add_argument("--wav-reader", action="store_true", help="read WAV with Python instead of ffmpeg")
    parser.add_argument("--json", type=Path, help="also write the rows here")
    parser.add_argument("--no-vad", action="store_true",
                        help="no VAD (where faster-whisper, whose VAD we use, is absent)")
    parser.add_argument("--sample-only", action="store_true", help="skip the 5-minute file")
    args = parser.parse_args()

    from diarize import der, five_minutes, write_wav  # bench/diarize.py
    from rich.console import Console
    from rich.table import Table

    from tests.textnorm import stm_text, wer

    if args.wav_reader:
        pipeline.decode_audio = read_wav
    from core import compute

    base = JobSpec(
        input=str(args.testdata / "sample.wav"), formats=("srt", "json"), engine=args.engine, backend=args.backend,
        model=args.model or str(args.models / "tiny.en-ct2"), offline=True, overwrite=True, diarize=True,
        diarization_model=str(args.models / "diarization"), vad=not args.no_vad,
    )
    chosen = compute.plan_job(base)
    if chosen.asr.engine == "openai-whisper" and args.model is None:
        base = dataclasses.replace(base, model=str(args.models / "tiny.en.pt"))
        chosen = compute.plan_job(base)
    console = Console(width=200)
    for stage in chosen.stages:
        console.print(f"{stage.stage}: {stage.engine} on {stage.device} ({stage.compute_type or stage.torch_dtype}), "
                      f"{stage.threads or '-'} threads — {stage.reason}", highlight=False)
    for warning in chosen.warnings:
        console.print(f"warning: {warning}", highlight=False)

    rows = []
    with tempfile.TemporaryDirectory() as out:
        sample_spec = dataclasses.replace(base, output_dir=out)
        run(sample_spec, overlap=False)  # warm-up: first CUDA context, kernels, model files into the page cache
        for overlap in (False, True):
            data, wall = run(sample_spec, overlap)
            hypothesis = " ".join(cue["text"] for cue in data["cues"])
            turns = [SpeakerTurn(**t) for t in data["turns"]]
            rows.append({
                "file": "sample 30 s", "stages": "together" if overlap else "in turn", "wall_s": wall,
                "transcribe_s": data["timings"].get("transcribe", 0.0),
                "diarize_s": data["timings"].get("diarize", 0.0),
                "rtf": wall / data["duration"], "device": data["device"],
                "wer": wer(stm_text(args.testdata / "sample.stm"), hypothesis),
                "der": der(args.testdata / "sample.rttm", turns), "speakers": len(data["speakers"]),
                "gpu_peak_mib": gpu_peak_mib(),
            })
        long_path = (None if args.sample_only
                     else write_wav(five_minutes(read_wav(args.testdata / "sample.wav")), Path(out) / "five.wav"))
        long_spec = dataclasses.replace(base, input=str(long_path), output_dir=out)
        for overlap in (() if args.sample_only else (False, True)):
            data, wall = run(long_spec, overlap)
            rows.append({
                "file": "5 min", "stages": "together" if overlap else "in turn", "wall_s": wall,
                "transcribe_s": data["timings"].get("transcribe", 0.0),
                "diarize_s": data["timings"].get("diarize", 0.0),
                "rtf": wall / data["duration"], "device": data["device"], "wer": None, "der": None,
                "speakers": len(data["speakers"]), "gpu_peak_mib": gpu_peak_mib(),
            })

    table = Table(title=f"whole job, backend {args.backend} (bench/pipeline_device.py)")
    for column in ("file", "stages", "wall", "transcribe", "diarize", "RTF", "device", "WER", "DER", "speakers",
                   "GPU peak"):
        table.add_column(column)
    for row in rows:
        table.add_row(
            row["file"], row["stages"], f"{row['wall_s']:.2f} s", f"{row['transcribe_s']:.2f} s",
            f"{row['diarize_s']:.2f} s", f"{row['rtf']:.4f}", row["device"],
            "-" if row["wer"] is None else f"{row['wer']:.3f}", "-" if row["der"] is None else f"{row['der']:.3f}",
            str(row["speakers"]), "-" if row["gpu_peak_mib"] is None else f"{row['gpu_peak_mib']:.0f} MiB",
        )
    console.print(table)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
