"""Many short jobs in a row: does anything grow? RSS, open files and child processes at job 1, the middle and the
last, for the GUI's queue (jobs on a warm worker process, core.warm_worker; the parent's own memory is what is
sampled: bench/job_queue.py --jobs N follows the worker's) and for one CLI call (all jobs in one process).

    .venv/bin/python bench/soak.py [--jobs 200] [--paths gui,cli,faults] [--model .models/tiny.en-ct2]
    .venv/bin/python bench/soak.py --paths batch [--jobs 200] [--kills 5] [--seed N]   (bench/soak_batch.py)

`faults` is bench/soak_faults.py: the CLI with 10% bad inputs, 5 random SIGKILLs and a disk that fills once,
reporting lost work and leftover temp files (both must be 0); `batch` does the same through `batch` on local Ray.

The inputs are copies of jfk.wav (11 s) under distinct names, one of them damaged (a failed job must end with its
reason and leave nothing behind, like the others end done). The GUI half runs the real JobController offscreen, as
the window does. Afterwards it checks that every job ended done or failed with a reason, that no worker process is
left (zombie or alive), and prints the growth from the first sample to the last.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def make_inputs(folder: Path, count: int, testdata: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(count):
        path = folder / f"clip{i:04d}.wav"
        if i == count // 2:
            path.write_bytes(b"RIFF\x00\x00\x00\x00WAVEdamaged")
        else:
            shutil.copy(testdata / "jfk.wav", path)
        paths.append(path)
    return paths


def sample_of(process) -> dict:  # a psutil.Process
    children = process.children(recursive=True)
    return {
        "rss_mb": process.memory_info().rss / 2**20,
        "open_files": process.num_fds() if hasattr(process, "num_fds") else len(process.open_files()),
        "threads": process.num_threads(),
        "children": len(children),
    "child_names": sorted({c.name() for c in children}),
        "zombies": sum(1 for c in children if c.status() == "zombie"),
    }


def marks(count: int) -> set[int]:
    return {1, max(1, count // 2), count}


def soak_gui(inputs: list[Path], model: Path, out: Path) -> tuple[list[tuple[int, dict]], dict[str, int]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import psutil

    from app.controller import JobController
    from app.job_status import FINAL_STATES
    from app.qt import QApplication
    from core.jobs import JobSpec

    app = QApplication.instance() or QApplication([])
    controller = JobController(lambda p: JobSpec(input=str(p), output_dir=str(out), model=str(model),
                                                 engine="faster-whisper", offline=True, backend="cpu"))
    ids = controller.add(inputs)
    controller.start()
    me, samples, seen = psutil.Process(), [], 0
    wanted = marks(len(ids))
    while seen < len(ids):
        app.processEvents()
        time.sleep(0.02)
        finished = sum(controller.item(i).status in FINAL_STATES for i in ids)
        for n in range(seen + 1, finished + 1):
            if n in wanted:
                samples.append((n, sample_of(me)))
        seen = finished
    controller.workers.shutdown()  # the warm worker would otherwise wait out its idle time (core.warm_worker)
    time.sleep(0.5)
    app.processEvents()
    samples.append((len(ids), sample_of(me)))  # after the last worker was reaped
    ends: dict[str, int] = {}
    for i in ids:
        item = controller.item(i)
        key = str(item.status) if item.status != "failed" or item.message else "failed without a reason"
        ends[key] = ends.get(key, 0) + 1
    controller.shutdown()
    return samples, ends


CLI_CHILD = """
import json, sys
sys.path.insert(0, {root!r})
import psutil
import core.pipeline
from core.cli import main
sys.path.insert(0, {bench!r})
from soak import marks, sample_of
me, done, samples, wanted = psutil.Process(), [0], [], marks({count})
real = core.pipeline.run_job
def counted(spec, on_event=None):
    try:
        return real(spec, on_event) if on_event else real(spec)
    finally:
        done[0] += 1
        if done[0] in wanted:
            samples.append((done[0], sample_of(me)))
core.pipeline.run_job = counted
code = main(["transcribe", "--quiet", "--offline", "--backend", "cpu", "--engine", "faster-whisper",
             "--model", {model!r}, "-o", {out!r}, *{inputs!r}])
print(json.dumps({{"code": code, "samples": samples}}))
"""


def soak_cli(inputs: list[Path], model: Path, out: Path) -> tuple[list[tuple[int, dict]], dict[str, int]]:
    code = CLI_CHILD.format(root=str(ROOT), bench=str(ROOT / "bench"), count=len(inputs), model=str(model),
                            out=str(out), inputs=[str(p) for p in inputs])
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          env=os.environ | {"COLUMNS": "200"})
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    written = len(list(out.glob("*.srt")))
    ends = {"done": written, "failed (exit code 1 expected)": len(inputs) - written}
    return [tuple(s) for s in report["samples"]], ends


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=200)
    parser.add_argument("--paths", default="gui,cli")
    parser.add_argument("--model", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--kills", type=int, default=5, help="batch: runs whose driver is killed (SIGKILL)")
    parser.add_argument("--seed", type=int, default=None, help="batch: the random kill points' seed")
    args = parser.parse_args(argv)
    if args.paths == "batch":
        return soak_batch_main(args, argv if argv is not None else sys.argv[1:])

    print("| path | after job | RSS MB | open files | threads | child processes | zombies |\n"
          "|---|---:|---:|---:|---:|---:|---:|")
    for path in args.paths.split(","):
        if path == "faults":
            from soak_faults import main as soak_faults

            soak_faults(["--jobs", str(args.jobs), "--model", str(args.model), "--testdata", str(args.testdata)])
            continue
        with tempfile.TemporaryDirectory() as tmp:
            inputs = make_inputs(Path(tmp) / "in", args.jobs, args.testdata)
            started = time.perf_counter()
            samples, ends = (soak_gui if path == "gui" else soak_cli)(inputs, args.model, Path(tmp) / "out")
            wall = time.perf_counter() - started
            leftovers = sorted(p.name for p in (Path(tmp) / "out").glob(".ws-*"))
        for n, s in samples:
            print(f"| {path} | {n} | {s['rss_mb']:.0f} | {s['open_files']} | {s['threads']} | {s['children']} "
                  f"({', '.join(s['child_names'])}) | {s['zombies']} |")
        first, last = samples[0][1], samples[-1][1]
        print(f"| {path}: {wall:.0f} s, {wall / args.jobs:.2f} s a job; growth first -> last: "
              f"RSS {last['rss_mb'] - first['rss_mb']:+.0f} MB, "
              f"open files {last['open_files'] - first['open_files']:+d}; "
              f"ends {ends}; writer temp files left {len(leftovers)} | | | | | | |", flush=True)
    return 0


def soak_batch_main(args: argparse.Namespace, argv: list[str]) -> int:
    """The batch soak (bench/soak_batch.py), in a private mount namespace where one can be had (the disk fill)."""
    from soak_batch import NAMESPACE_FLAG, in_namespace, soak_batch

    again = in_namespace([str(Path(__file__).resolve()), *argv])
    if again is not None:
        return subprocess.run(again, env=os.environ | {NAMESPACE_FLAG: "1"}).returncode
    seed = args.seed if args.seed is not None else int(time.time())
    with tempfile.TemporaryDirectory() as tmp:
        try:
            report = soak_batch(args.jobs, args.kills, args.model, args.testdata, Path(tmp), seed)
        finally:
            if os.environ.get(NAMESPACE_FLAG) == "1":
                subprocess.run(["umount", str(Path(tmp) / "out")], check=False)
    print(json.dumps({"seed": seed, **report}, indent=1))
    return 0 if report["lost work"] == report["temp files left"] == report["processes left"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
