"""Diarization speed and memory: pipeline load, real-time factor on the sample and on a 5-minute file, DER on the
sample, and word->speaker assignment time for a synthetic 3-hour file (bisect vs. scanning every turn).

    .venv/bin/python bench/diarize.py [--model .models/diarization] [--device cpu] [--threads N]

End to end (`--end-to-end`, needs .models/tiny.en-ct2): the CLI transcribes and diarizes the 5-minute file in a
child process twice, with the stages one after the other (WHISPER_SUBTITLER_OVERLAP=0) and at the same time (=1),
and reports wall time, each stage's time and the child's peak RSS.

The 5-minute file is the 30 s sample ten times over, each copy with its own gain, a little noise and a slightly
different length, so the pipeline cannot reuse anything and still has two real speakers to find.
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import time
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.diarization import DiarizationOptions, load_pipeline, run_diarization  # noqa: E402
from core.media import decode_audio  # noqa: E402
from core.speakers import assign_speakers  # noqa: E402
from core.types import SpeakerTurn, Word  # noqa: E402

SR = 16000


def peak_rss_mib() -> float:
    """Peak resident memory of this process so far (ru_maxrss is KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def five_minutes(sample: np.ndarray, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    copies = []
    for i in range(10):
        start = int(rng.integers(0, SR // 2))
        piece = sample[start:] * (0.6 + 0.06 * i)
        copies.append(piece + rng.normal(0.0, 0.002, piece.shape[0]).astype(np.float32))
    audio = np.concatenate(copies).astype(np.float32)
    return audio[: 300 * SR] if audio.shape[0] >= 300 * SR else np.pad(audio, (0, 300 * SR - audio.shape[0]))


def der(reference_rttm: Path, turns: Sequence[SpeakerTurn]) -> float:
    from pyannote.core import Annotation, Segment
    from pyannote.metrics.diarization import DiarizationErrorRate

    reference, hypothesis = Annotation(), Annotation()
    for i, line in enumerate(reference_rttm.read_text().splitlines()):
        f = line.split()
        reference[Segment(float(f[3]), float(f[3]) + float(f[4])), i] = f[7]
    for i, turn in enumerate(turns):
        hypothesis[Segment(turn.start, turn.end), i] = turn.speaker
    return float(DiarizationErrorRate(collar=0.0, skip_overlap=False)(reference, hypothesis))


def synthetic_3h(words: int = 20_000, turns: int = 3_000, seed: int = 0) -> tuple[list[Word], list[SpeakerTurn]]:
    rng = random.Random(seed)
    duration = 3 * 3600.0
    cuts = sorted(rng.uniform(0, duration) for _ in range(turns - 1))
    edges = [0.0, *cuts, duration]
    speaker_turns = [
        SpeakerTurn(a, b - rng.uniform(0, min(0.5, (b - a) / 2)), f"SPEAKER_{rng.randrange(6):02d}")
        for a, b in zip(edges, edges[1:])
    ]
    step = duration / words
    word_list = [Word(i * step, i * step + rng.uniform(0.1, step), f" w{i}") for i in range(words)]
    return word_list, speaker_turns


def assign_by_scanning(words: Sequence[Word], turns: Sequence[SpeakerTurn]) -> list[str | None]:
    """The naive way (every turn for every word), only as the comparison row."""
    result = []
    for w in words:
        best, best_overlap = None, 0.0
        for t in turns:
            overlap = min(w.end, t.end) - max(w.start, t.start)
            if overlap > best_overlap:
                best, best_overlap = t.speaker, overlap
        result.append(best)
    return result


def timed(fn: Callable[[], object]) -> tuple[object, float]:
    started = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - started


def write_wav(audio: np.ndarray, path: Path) -> Path:
    import wave

    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SR)
        out.writeframes((np.clip(audio, -1, 1) * 32767).astype("<i2").tobytes())
    return path


def cli_child(argv: list[str]) -> int:
    """Runs in the child: the real CLI, then this process's peak RSS on the last line of stderr."""
    from core.cli import main as cli_main

    code = cli_main(argv)
    print(f"peak-rss-mib {peak_rss_mib():.0f}", file=sys.stderr)
    return code


def end_to_end(audio_path: Path, whisper: Path, pipeline: str, backend: str, overlap: bool) -> dict[str, float]:
    """One CLI run in a fresh process; stage times come from the job's JSON."""
    import json
    import os
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory() as out:
        env = dict(os.environ, WHISPER_SUBTITLER_OVERLAP="1" if overlap else "0")
        command = [sys.executable, __file__, "--child-cli", "transcribe", "--quiet", "--offline", str(audio_path),
                   "-o", out, "--model", str(whisper), "--diarize", "--diarization-model", pipeline,
                   "--format", "json", "--backend", backend]
        started = time.perf_counter()
        done = subprocess.run(command, check=True, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
        wall = time.perf_counter() - started
        rss = float(done.stderr.strip().splitlines()[-1].split()[-1])
        timings = json.loads(next(Path(out).glob("*.json")).read_text())["timings"]
    return {"wall": wall, "transcribe": timings.get("load", 0) + timings.get("transcribe", 0),
            "diarize": timings.get("diarize", 0.0), "rss": rss}


def end_to_end_rows(audio: np.ndarray, whisper: Path, pipeline: str, device: str) -> list[tuple[str, str, str]]:
    import tempfile

    backend = device.partition(":")[0]
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        path = write_wav(audio, Path(folder) / "five-minutes.wav")
        for overlap in (False, True):
            got = end_to_end(path, whisper, pipeline, backend, overlap)
            how = "at the same time" if overlap else "one after the other"
            rows.append((f"end to end, 5 min, stages {how}", f"{got['wall']:.1f} s",
                         f"transcribe {got['transcribe']:.1f} s, diarize {got['diarize']:.1f} s; "
                         f"peak RSS {got['rss']:.0f} MiB"))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=str(ROOT / ".models" / "diarization"))
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--threads", type=int, default=0, help="torch CPU threads (0: torch's default)")
    parser.add_argument("--testdata", default=str(ROOT / ".testdata"))
    parser.add_argument("--end-to-end", action="store_true", help="also time CLI runs with and without overlap")
    parser.add_argument("--whisper", default=str(ROOT / ".models" / "tiny.en-ct2"))
    args = parser.parse_args()

    import torch
    from rich.console import Console
    from rich.table import Table

    if args.threads:
        torch.set_num_threads(args.threads)
    testdata = Path(args.testdata)
    sample = decode_audio(testdata / "sample.wav")
    long_audio = five_minutes(sample)
    options = DiarizationOptions(model=args.model)

    rows: list[tuple[str, str, str]] = []
    pipeline, load_s = timed(lambda: load_pipeline(options, args.device))
    rows.append(("load pipeline", f"{load_s:.2f} s", f"peak RSS {peak_rss_mib():.0f} MiB"))

    for name, audio in (("sample (30 s)", sample), ("5-minute file", long_audio)):
        result, seconds = timed(lambda a=audio: run_diarization(a, options, pipeline=pipeline, device=args.device))
        duration = audio.shape[0] / SR
        detail = f"{len(result.speakers)} speakers, {len(result.exclusive)} turns"
        if audio is sample:
            detail += f", DER {der(testdata / 'sample.rttm', result.turns):.3f}"
        rows.append((f"diarize {name}", f"{seconds:.2f} s (RTF {seconds / duration:.3f})",
                     f"{detail}; peak RSS {peak_rss_mib():.0f} MiB"))

    words, turns = synthetic_3h()
    assigned, fast = timed(lambda: assign_speakers(words, turns))
    rows.append(("assign 20,000 words / 3,000 turns (3 h)", f"{fast * 1000:.0f} ms", "bisect over a flat timeline"))
    sub = len(words) // 10
    scanned, slow = timed(lambda: assign_by_scanning(words[:sub], turns))
    same = sum(a.speaker == b for a, b in zip(assign_speakers(words[:sub], turns, smooth=False), scanned)) / sub
    rows.append(("same, scanning every turn per word", f"{slow * 10 * 1000:.0f} ms (est. from 1/10)",
                 f"agrees with bisect on {same:.1%} of words"))

    if args.end_to_end:
        rows += end_to_end_rows(long_audio, Path(args.whisper), args.model, args.device)

    table = Table("step", "time", "detail", title=f"diarization on {args.device} ({torch.get_num_threads()} threads)")
    for row in rows:
        table.add_row(*row)
    Console().print(table)
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child-cli"]:
        raise SystemExit(cli_child(sys.argv[2:]))
    raise SystemExit(main())
