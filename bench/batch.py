"""Batch throughput on Ray with 1 and 2 transcription actors: how `whisper-subtitler batch` scales on this machine.

    python bench/batch.py [--models .models] [--testdata .testdata] [--files 8] [--repeat 4] [--actors 1,2]
                          [--model tiny.en-ct2] [--diarize] [--backend auto]

Builds `--files` recordings of `--repeat` x the 30 s sample each, then runs the same batch (local Ray started in
this process, offline models) once per actor count into a fresh destination, and prints a table per run: audio,
wall time (Ray start and model loads included), audio hours per wall hour, busy seconds of the transcription stage,
audio hours per busy hour of one actor (the per-actor throughput docs/SCALE.md sizes clusters with), and the
speedup over the first row. CPU actors get one thread each (--cpus-per-actor 1), so the rows compare actor counts,
not thread counts. On a GPU machine, actors take a GPU each: there the actor counts are capped by the GPUs.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def make_recordings(sample: Path, folder: Path, files: int, repeat: int) -> float:
    """`files` wav files of the sample `repeat` times over; returns the audio seconds in all."""
    from core.media import decode_audio

    audio = np.tile(decode_audio(sample), repeat)
    pcm = (np.clip(audio, -1.0, 1.0) * 32767).astype("<i2").tobytes()
    for index in range(files):
        with wave.open(str(folder / f"episode-{index:03d}.wav"), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(16000)
            out.writeframes(pcm)
    return files * len(audio) / 16000


def run(source: Path, dest: Path, actors: int, options: argparse.Namespace) -> dict:
    from rich.console import Console

    from core.batch.command import run_batch
    from core.cli import build_parser, job_fields

    argv = ["batch", str(source), "-o", str(dest), "--ray-address", "local", "--quiet", "--offline",
            "--model", str(options.models / options.model), "--actors", str(actors), "--format", "srt,json"]
    if options.backend == "cpu" or options.backend == "auto":
        argv += ["--cpus-per-actor", "1"]
    argv += ["--backend", options.backend]
    if options.diarize:
        argv += ["--diarize", "--diarization-model", str(options.models / "diarization"), "--diarize-actors",
                 str(actors)]
    args = build_parser().parse_args(argv)
    report = run_batch(args, job_fields(args), console=Console(stderr=True, quiet=True))
    stages = {s.stage: s for s in report.stages}
    transcribe = stages["transcribe"]
    return {
        "actors": actors, "files": report.done, "failed": report.failed, "audio_s": report.audio_seconds,
        "wall_s": report.wall_seconds, "per_wall_hour": report.audio_hours_per_wall_hour,
        "busy_s": transcribe.busy_seconds, "per_actor": transcribe.audio_hours_per_busy_hour,
        "device": report.pools.get("transcribe", {}).get("num_gpus", 0) and "gpu" or "cpu",
        "diarize_per_actor": stages["diarize"].audio_hours_per_busy_hour if "diarize" in stages else None,
        "diarize_busy_s": stages["diarize"].busy_seconds if "diarize" in stages else None,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--model", default="tiny.en-ct2", help="a folder or file inside --models")
    parser.add_argument("--files", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=4, help="each file is the 30 s sample this many times")
    parser.add_argument("--actors", default="1,2")
    parser.add_argument("--backend", default="auto")
    parser.add_argument("--diarize", action="store_true")
    parser.add_argument("--json", type=Path, help="also write the rows here")
    options = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="ws-bench-batch-") as tmp:
        source = Path(tmp) / "in"
        source.mkdir()
        audio = make_recordings(options.testdata / "sample.wav", source, options.files, options.repeat)
        print(f"{options.files} files, {audio / 3600:.3f} audio hours, model {options.model}"
              f"{', diarized' if options.diarize else ''}", flush=True)
        for count in (int(c) for c in options.actors.split(",")):
            rows.append(run(source, Path(tmp) / f"out-{count}", count, options))
    base = rows[0]["per_wall_hour"] or 1.0
    header = f"{'actors':>6} {'device':>6} {'files':>5} {'audio s':>8} {'wall s':>7} {'audio h/wall h':>14} " \
             f"{'asr busy s':>10} {'audio h/busy h/actor':>20} {'speedup':>7}"
    print(header)
    print("-" * len(header))
    for r in rows:
        print(f"{r['actors']:>6} {r['device']:>6} {r['files']:>5} {r['audio_s']:>8.0f} {r['wall_s']:>7.1f} "
              f"{r['per_wall_hour']:>14.1f} {r['busy_s']:>10.1f} {r['per_actor']:>20.1f} "
              f"{r['per_wall_hour'] / base:>7.2f}")
    for r in rows:
        if r["diarize_per_actor"] is not None:
            print(f"diarization with {r['actors']} actor(s): busy {r['diarize_busy_s']:.1f} s, "
                  f"{r['diarize_per_actor']:.1f} audio h per busy hour of one actor")
    if options.json:
        options.json.write_text(json.dumps(rows, indent=1))
    return 0 if all(r["failed"] == 0 for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
