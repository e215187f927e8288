"""Diarization speed and memory: pipeline load, real-time factor on the sample and on a 5-minute file, DER on the
sample, and word->speaker assignment time for a synthetic 3-hour file (bisect vs. scanning every turn).

    .venv/bin/python bench/diarize.py [--model .models/diarization] [--device cpu] [--threads N]
    .venv/bin/python bench/diarize.py --stages [--runtimes torch,onnx]   per-stage RTF and peak RSS per runtime
    .venv/bin/python bench/diarize.py --steps 0.1,0.2,0.3,0.5             DER and time per segmentation step
    .venv/bin/python bench/diarize.py --set .diarset [--split tune|report|all] [--runtime onnx]
    .venv/bin/python bench/diarize.py --reading [--split report]   the name on each word: bench/speaker_reading.py

--stages runs each runtime (ONNX Runtime or torch on the CPU) in a fresh child process, so each one's peak RSS is
its own; stage times come from pyannote's hook: segmentation (both network passes of the segmentation model),
embeddings (CAM++ per chunk and speaker), clustering (from the last embedding to the clustered, reconstructed
diarization: clustering itself, assigning every chunk's speakers to centroids and stitching), turns (the
annotations built, then every turn re-embedded and moved to the speaker it sounds closest to) and output (what is
left until the caller has the result). Each time is given as wall seconds and as CPU seconds of the process (less
sensitive to other processes sharing the machine).

--set reads an evaluation set laid out as DIR/manifest.json {"files": [{"name", "split", "path", "rttm",
"duration", "num_speakers", ...}]} (paths relative to DIR; scripts/build_diarization_set.py writes one) and prints,
per file, the true and found speaker counts, DER without collar and with a 0.25 s collar (pyannote.metrics'
`collar`, i.e. 0.125 s either side of each reference boundary; overlap scored), RTF per stage and peak RSS, then
a summary line: speaker count right, DER overall (total error / total reference speech), mean RTF.

End to end (`--end-to-end`, needs .models/tiny.en-ct2): the CLI transcribes and diarizes the 5-minute file in a
child process twice, with the stages one after the other (WHISPER_SUBTITLER_OVERLAP=0) and at the same time (=1),
then finds its speakers again from the JSON it wrote (--speakers-only --num-speakers 2, no transcription), and
reports wall time, each stage's time and the child's peak RSS.

The 5-minute file is the 30 s sample ten times over, each copy with its own gain, a little noise and a slightly
different length, so the pipeline cannot reuse anything and still has two real speakers to find. It is a speed file:
the same stretches recur ten times and can make a cluster of their own (the opening "Hello?"s and the closing
overlap of every copy came out as a third speaker, DER 0.186), so its DER is no quality figure; quality is measured
on the evaluation set (--set, bench/tune_diarization.py).
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import time
from collections.abc import Callable, Sequence
from itertools import pairwise
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.diarization import DiarizationOptions, load_pipeline, run_diarization  # noqa: E402 - imported once sys.path is set
from core.diarization.progress import TURN_STEP  # noqa: E402 - imported once sys.path is set
from core.media import decode_audio  # noqa: E402 - imported once sys.path is set
from core.speakers import assign_speakers  # noqa: E402 - imported once sys.path is set
from core.types import SpeakerTurn, Word  # noqa: E402 - imported once sys.path is set
from scripts.diarset.rttm import annotation, der_of, reference_turns  # noqa: E402 - imported once sys.path is set

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
    """DER with no collar, overlap scored, of `turns` against a reference RTTM file."""
    return der_of(reference_turns(reference_rttm), turns)


def five_minutes_reference(sample_rttm: Path, sample_samples: int, seed: int = 0) -> list[SpeakerTurn]:
    """The reference turns of `five_minutes(sample, seed)`: the sample's turns, shifted with each copy."""
    rng = np.random.default_rng(seed)
    turns = [(t.start, t.end, t.speaker) for t in reference_turns(sample_rttm)]
    offset, total = 0.0, 300.0
    reference = []
    for _ in range(10):
        start = int(rng.integers(0, SR // 2))
        rng.normal(0.0, 0.002, sample_samples - start)  # the noise five_minutes draws, to keep the streams in step
        length = (sample_samples - start) / SR
        for a, b, speaker in turns:
            a, b = max(a - start / SR, 0.0) + offset, min(b - start / SR, length) + offset
            if b > a and a < total:
                reference.append(SpeakerTurn(a, min(b, total), speaker))
        offset += length
    return reference


STAGES = ("segmentation", "embeddings", "clustering", "turns", "output")


class StageClock:
    """pyannote hook that notes when each stage ends, in wall and process-CPU seconds.

    Stage ends: "segmentation" (final call), "embeddings" (final call), "discrete_diarization" (clustering,
    assignment and reconstruction done), "turn_embeddings" (final call: annotations built, each turn re-embedded and
    reassigned), then the caller's `finish()`."""

    _ENDS = {"segmentation": "segmentation", "embeddings": "embeddings", "discrete_diarization": "clustering",
             TURN_STEP: "turns"}

    def __init__(self) -> None:
        self.marks: list[tuple[str, float, float]] = [("start", time.perf_counter(), time.process_time())]

    def __call__(self, step_name, step_artifact, file=None, total=None, completed=None) -> None:
        if completed is None and total is None and step_name in self._ENDS:
            self.marks.append((self._ENDS[step_name], time.perf_counter(), time.process_time()))

    def finish(self) -> dict[str, tuple[float, float]]:
        """stage -> (wall s, CPU s); a stage pyannote skipped (no speech) is absent."""
        self.marks.append(("output", time.perf_counter(), time.process_time()))
        return {name: (wall - self.marks[i][1], cpu - self.marks[i][2])
                for i, (name, wall, cpu) in enumerate(self.marks[1:])}


def run_timed(pipeline, audio: np.ndarray, bounds: dict[str, int] | None = None):
    """(result turns, stage times) of one pipeline run on 16 kHz audio, through pyannote's own __call__."""
    import torch

    clock = StageClock()
    file = {"waveform": torch.from_numpy(np.ascontiguousarray(audio, dtype=np.float32))[None], "sample_rate": SR,
            "uri": "bench"}
    output = pipeline(file, hook=clock, **(bounds or {}))
    stages = clock.finish()
    turns = [SpeakerTurn(float(s.start), float(s.end), str(label))
             for s, _t, label in output.speaker_diarization.itertracks(yield_label=True)]
    return turns, stages


def set_segmentation_step(pipeline, step: float) -> None:
    """What `segmentation_step` in config.yaml sets, changed on a loaded pipeline (pyannote reads it at init)."""
    pipeline.segmentation_step = step
    pipeline._segmentation.step = step * pipeline._segmentation.duration


def load_for_bench(model: str, device: str, runtime: str, threads: int, step: float | None = None):
    pipeline = load_pipeline(DiarizationOptions(model=model), device, threads=threads)
    if runtime != getattr(pipeline, "runtime", "torch"):
        pipeline.use_runtime(runtime)
    if step is not None:
        set_segmentation_step(pipeline, step)
    return pipeline


def stage_cells(stages: dict[str, tuple[float, float]], duration: float) -> str:
    wall = sum(w for w, _ in stages.values())
    cpu = sum(c for _, c in stages.values())
    parts = [f"{name} {stages[name][0] / duration:.3f}" for name in STAGES if name in stages]
    return f"RTF {wall / duration:.3f} (CPU {cpu / duration:.3f}): " + ", ".join(parts)


def child_stages(argv: list[str]) -> int:
    """In a fresh process: load one runtime, run the sample and the 5-minute file, print one JSON line."""
    import json

    model, device, runtime, threads, testdata, step = argv[0], argv[1], argv[2], int(argv[3]), Path(argv[4]), argv[5]
    sample = decode_audio(testdata / "sample.wav")
    long_audio = five_minutes(sample)
    started = time.perf_counter()
    pipeline = load_for_bench(model, device, runtime, threads, float(step) if step != "-" else None)
    report = {"load": time.perf_counter() - started, "load_rss": peak_rss_mib()}
    references = {"sample": reference_turns(testdata / "sample.rttm"),
                  "5min": five_minutes_reference(testdata / "sample.rttm", sample.shape[0])}
    for name, audio in (("sample", sample), ("5min", long_audio)):
        turns, stages = run_timed(pipeline, audio)
        report[name] = {"stages": stages, "duration": audio.shape[0] / SR, "der": der_of(references[name], turns),
                        "speakers": len({t.speaker for t in turns}), "rss": peak_rss_mib()}
    print(json.dumps(report))
    return 0


def in_child(args: list[str]) -> dict:
    import json
    import subprocess

    done = subprocess.run([sys.executable, __file__, *args], check=True, cwd=ROOT, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def stage_rows(args) -> list[tuple[str, str, str]]:
    """One child process per (runtime, step): per-stage RTF, DER, peak RSS."""
    rows = []
    steps = [s.strip() for s in args.steps.split(",")] if args.steps else ["-"]
    for runtime in args.runtimes.split(","):
        for step in steps:
            got = in_child(["--child-stages", args.model, args.device, runtime, str(args.threads), args.testdata,
                            step])
            label = runtime + (f", step {step}" if step != "-" else "")
            rows.append((f"{label}: load", f"{got['load']:.2f} s", f"peak RSS {got['load_rss']:.0f} MiB"))
            for name in ("sample", "5min"):
                r = got[name]
                stages = {k: tuple(v) for k, v in r["stages"].items()}
                rows.append((f"{label}: {name} ({r['duration']:.0f} s)", stage_cells(stages, r["duration"]),
                             f"{r['speakers']} speakers, DER {r['der']:.3f}; peak RSS {r['rss']:.0f} MiB"))
    return rows


def evaluate_set(args) -> int:
    """Per-file speaker counts, DER and stage RTFs over an evaluation set's manifest; then the summary line."""
    import json

    from pyannote.metrics.diarization import DiarizationErrorRate

    root = Path(args.set)
    manifest_path = root / "manifest.json"
    if not manifest_path.is_file():
        raise SystemExit(f"{manifest_path} not found: build the set with scripts/build_diarization_set.py")
    files = json.loads(manifest_path.read_text())["files"]
    chosen = [f for f in files if args.split == "all" or f["split"] == args.split]
    if not chosen:
        raise SystemExit(f"no files with split {args.split!r} in {manifest_path}")
    step = float(args.step) if args.step else None
    pipeline = load_for_bench(args.model, args.device, args.runtime, args.threads, step)
    totals = {collar: DiarizationErrorRate(collar=collar, skip_overlap=False) for collar in (0.0, 0.25)}
    right, rtfs = 0, []
    print(f"runtime {args.runtime}, segmentation step {pipeline.segmentation_step}, split {args.split}, "
          f"{len(chosen)} files")
    print(f"{'file':14} {'split':6} {'dur s':>6} {'spk':>3} {'found':>5} {'DER':>6} {'DER.25':>6}  stage RTFs")
    for entry in chosen:
        audio = decode_audio(root / entry["path"])
        reference = annotation(reference_turns(root / entry["rttm"]))
        turns, stages = run_timed(pipeline, audio)
        hypothesis = annotation(turns)
        ders = [totals[collar](reference, hypothesis) for collar in (0.0, 0.25)]
        found = len(hypothesis.labels())
        right += found == entry["num_speakers"]
        duration = audio.shape[0] / SR
        rtfs.append(sum(w for w, _ in stages.values()) / duration)
        print(f"{entry['name']:14} {entry['split']:6} {duration:6.0f} {entry['num_speakers']:3d} {found:5d} "
              f"{ders[0]:6.3f} {ders[1]:6.3f}  {stage_cells(stages, duration)}; peak RSS {peak_rss_mib():.0f} MiB",
              flush=True)
    print(f"summary: {len(chosen)} files, speaker count right {right / len(chosen):.0%}, "
          f"DER overall {abs(totals[0.0]):.3f} (collar 0.25: {abs(totals[0.25]):.3f}), "
          f"mean RTF {sum(rtfs) / len(rtfs):.3f}, peak RSS {peak_rss_mib():.0f} MiB")
    return 0


def synthetic_3h(words: int = 20_000, turns: int = 3_000, seed: int = 0) -> tuple[list[Word], list[SpeakerTurn]]:
    rng = random.Random(seed)
    duration = 3 * 3600.0
    cuts = sorted(rng.uniform(0, duration) for _ in range(turns - 1))
    edges = [0.0, *cuts, duration]
    speaker_turns = [
        SpeakerTurn(a, b - rng.uniform(0, min(0.5, (b - a) / 2)), f"SPEAKER_{rng.randrange(6):02d}")
        for a, b in pairwise(edges)
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


def end_to_end(audio_path: Path, whisper: Path, pipeline: str, backend: str, overlap: bool, out: Path,
               *extra: str) -> dict[str, float]:
    """One CLI run in a fresh process, writing its JSON into `out`; stage times come from that JSON."""
    import json
    import os
    import subprocess

    env = dict(os.environ, WHISPER_SUBTITLER_OVERLAP="1" if overlap else "0")
    command = [sys.executable, __file__, "--child-cli", "transcribe", "--quiet", "--offline", str(audio_path),
               "-o", str(out), "--model", str(whisper), "--diarize", "--diarization-model", pipeline,
               "--format", "json", "--backend", backend, "--overwrite", *extra]
    started = time.perf_counter()
    done = subprocess.run(command, check=True, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - started
    rss = float(done.stderr.strip().splitlines()[-1].split()[-1])
    timings = json.loads((out / f"{audio_path.stem}.json").read_text())["timings"]
    return {"wall": wall, "transcribe": timings.get("load", 0) + timings.get("transcribe", 0),
            "diarize": timings.get("diarize", 0.0), "rss": rss}


def end_to_end_rows(audio: np.ndarray, whisper: Path, pipeline: str, device: str) -> list[tuple[str, str, str]]:
    """The 5-minute job with its stages one after the other and at the same time, then its speakers found again
    from the JSON it wrote (--speakers-only: no transcription, the Whisper model never loads)."""
    import tempfile

    backend = device.partition(":")[0]
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        path = write_wav(audio, Path(folder) / "five-minutes.wav")
        out = Path(folder) / "out"
        for overlap in (False, True):
            got = end_to_end(path, whisper, pipeline, backend, overlap, out)
            how = "at the same time" if overlap else "one after the other"
            rows.append((f"end to end, 5 min, stages {how}", f"{got['wall']:.1f} s",
                         f"transcribe {got['transcribe']:.1f} s, diarize {got['diarize']:.1f} s; "
                         f"peak RSS {got['rss']:.0f} MiB"))
        got = end_to_end(path, whisper, pipeline, backend, False, out, "--speakers-only", "--num-speakers", "2")
        rows.append(("speakers found again, 5 min (--speakers-only)", f"{got['wall']:.1f} s",
                     f"diarize {got['diarize']:.1f} s; peak RSS {got['rss']:.0f} MiB"))
    return rows


def main() -> int:
    if "--reading" in sys.argv[1:]:  # what the reader sees: bench/speaker_reading.py, with the remaining options
        sys.path.insert(0, str(ROOT / "bench"))
        from speaker_reading import main as reading

        return reading([arg for arg in sys.argv[1:] if arg != "--reading"])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=str(ROOT / ".models" / "diarization"))
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--threads", type=int, default=0, help="torch CPU threads (0: torch's default)")
    parser.add_argument("--testdata", default=str(ROOT / ".testdata"))
    parser.add_argument("--end-to-end", action="store_true", help="also time CLI runs with and without overlap")
    parser.add_argument("--whisper", default=str(ROOT / ".models" / "tiny.en-ct2"))
    parser.add_argument("--stages", action="store_true", help="per-stage RTF and peak RSS per runtime (children)")
    parser.add_argument("--runtimes", default="torch,onnx", help="for --stages/--steps: CPU runtimes to compare")
    parser.add_argument("--steps", default="", help="segmentation steps to compare, e.g. 0.1,0.2,0.3,0.5")
    parser.add_argument("--set", default="", help="evaluation set directory (manifest.json)")
    parser.add_argument("--split", default="all", choices=("tune", "report", "all"))
    parser.add_argument("--runtime", default="onnx", choices=("onnx", "torch"), help="for --set")
    parser.add_argument("--step", default="", help="for --set: segmentation step (default: the config's)")
    args = parser.parse_args()
    if args.set:
        return evaluate_set(args)
    if args.stages or args.steps:
        from rich.console import Console
        from rich.table import Table

        table = Table("configuration", "stage RTF (wall)", "detail",
                      title=f"diarization stages on {args.device} ({args.threads or 'planned'} threads)")
        for row in stage_rows(args):
            table.add_row(*row)
        Console().print(table)
        return 0

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
    bisected = assign_speakers(words[:sub], turns, smooth=False)
    same = sum(a.speaker == b for a, b in zip(bisected, scanned, strict=True)) / sub
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
    if sys.argv[1:2] == ["--child-stages"]:
        raise SystemExit(child_stages(sys.argv[2:]))
    raise SystemExit(main())
