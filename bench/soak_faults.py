"""`transcribe` soaked in faults: many jobs, some bad inputs, random SIGKILLs and a disk that fills once. Is any work
lost, and is any temp file left?

    .venv/bin/python bench/soak_faults.py [--jobs 200] [--bad 0.1] [--kills 5] [--model .models/tiny.en-ct2]

The inputs are copies of jfk.wav, a tenth of them bad (empty, text, a damaged WAV header, a link loop). The
command is run over every input that has no whole set of outputs yet (JSON + SRT that parse), again and again, as
an operator would: `--kills` of those runs are killed with SIGKILL at a random moment. Where mount namespaces are
allowed (root), the output folder is a tmpfs that holds about half the outputs at first and is enlarged once a run
reports the disk full. Afterwards it reports:

- lost work: a file whose whole set of outputs was seen after one run and was gone or damaged after a later one
  (must be 0), and good inputs never done (must be 0);
- leftover temp files: `.ws-*` names in the output folder after the last run (must be 0);
- how each run ended, and how many runs it took.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IN_NAMESPACE = "--in-namespace"


def make_inputs(folder: Path, count: int, bad_share: float, testdata: Path, seed: int) -> tuple[list[Path], set[Path]]:
    """`count` inputs, `bad_share` of them bad in four ways, spread at random."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    bad_at = set(rng.sample(range(count), round(count * bad_share)))
    paths, bad = [], set()
    for i in range(count):
        path = folder / f"clip{i:04d}.wav"
        if i in bad_at:
            kind = i % 4
            if kind == 0:
                path.touch()
            elif kind == 1:
                path.write_text("not audio at all")
            elif kind == 2:
                path.write_bytes(b"RIFF\x00\x00\x00\x00WAVEdamaged")
            else:
                path.symlink_to(path.name)
            bad.add(path)
        else:
            shutil.copy(testdata / "jfk.wav", path)
        paths.append(path)
    return paths, bad


def whole(out: Path, stem: str) -> bytes | None:
    """The job's JSON bytes when its outputs are a whole set (JSON and SRT there and readable), else None."""
    try:
        data = (out / f"{stem}.json").read_bytes()
        json.loads(data)
        srt = (out / f"{stem}.srt").read_text(encoding="utf-8")
    except (OSError, ValueError):
        return None
    return data if srt.strip() or b'"segments": []' in data else None


def run_once(inputs: list[Path], out: Path, model: Path, kill_after: float | None) -> tuple[int, str]:
    cli = [sys.executable, "-m", "core.cli", "transcribe", "--quiet", "--offline", "--backend", "cpu",
           "--engine", "faster-whisper", "--model", str(model), "--format", "json,srt", "-o", str(out),
           *map(str, inputs)]
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cli, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err,
                                env=os.environ | {"COLUMNS": "300", "PYTHONPATH": str(ROOT)})
        try:
            code = proc.wait(timeout=kill_after)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
            code = proc.wait()
        err.seek(0)
        return code, err.read().decode("utf-8", "replace")


def soak(args: argparse.Namespace, out: Path, grow_disk: str | None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        inputs, bad = make_inputs(Path(tmp) / "in", args.jobs, args.bad, args.testdata, args.seed)
        rng = random.Random(args.seed)
        kills_left, runs, ends, lost = args.kills, 0, [], set()
        seen: dict[str, bytes] = {}
        disk_filled = False
        started = time.perf_counter()
        while True:
            pending = [p for p in inputs if p not in bad and whole(out, p.stem) is None]
            if not pending or runs >= args.jobs + args.kills + 5:
                break
            kill_after = rng.uniform(2.0, 3.0 * len(pending) ** 0.5 + 5) if kills_left else None
            code, stderr = run_once(pending + sorted(bad), out, args.model, kill_after)
            runs += 1
            kills_left -= code == -signal.SIGKILL
            ends.append(code)
            if "the disk is full" in stderr and grow_disk and not disk_filled:
                subprocess.run(shlex.split(grow_disk), check=True)
                disk_filled = True
            for path in inputs:
                now = whole(out, path.stem)
                if path.stem in seen and now is None:
                    lost.add(path.stem)
                if now is not None:
                    seen[path.stem] = now
        leftovers = sorted(p.name for p in out.iterdir() if p.name.startswith(".ws-"))
        never = sorted(p.name for p in inputs if p not in bad and whole(out, p.stem) is None)
        bad_outputs = sorted(p.name for p in inputs if p in bad and (out / f"{p.stem}.json").exists())
    return {"jobs": args.jobs, "bad inputs": len(bad), "runs": runs, "exit statuses": ends,
            "kills": args.kills - kills_left, "disk filled once": disk_filled,
            "lost work": sorted(lost), "good inputs never done": never, "outputs of bad inputs": bad_outputs,
            "leftover temp files": leftovers, "wall s": round(time.perf_counter() - started)}


def _namespaces_allowed() -> bool:
    if not shutil.which("unshare"):
        return False
    probe = subprocess.run(["unshare", "-m", "sh", "-c", "mount -t tmpfs tmpfs /mnt && umount /mnt"],
                           capture_output=True)
    return probe.returncode == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=200)
    parser.add_argument("--bad", type=float, default=0.1, help="share of bad inputs")
    parser.add_argument("--kills", type=int, default=5)
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--model", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    parser.add_argument(IN_NAMESPACE, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.in_namespace:  # re-run inside `unshare -m`, the output folder a tmpfs mounted there
        full_kb = 8 * args.jobs * 2  # about 8 kB per job's two outputs, in whole blocks
        report = soak(args, args.out, f"mount -o remount,size={full_kb * 4}k {args.out}")
    elif _namespaces_allowed():
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "out"
            out.mkdir()
            half_kb = 8 * args.jobs  # holds about half of the outputs, so the disk fills once mid-way
            inner = [sys.executable, str(Path(__file__).resolve()), *(argv if argv is not None else sys.argv[1:]),
                     IN_NAMESPACE, "--out", str(out)]
            script = f"mount -t tmpfs -o size={half_kb}k tmpfs {shlex.quote(str(out))} && exec {shlex.join(inner)}"
            return subprocess.run(["unshare", "-m", "sh", "-c", script]).returncode
    else:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "out"
            out.mkdir()
            print("mount namespaces are not allowed here: the disk does not fill", file=sys.stderr)
            report = soak(args, out, None)
    print(json.dumps(report, indent=1))
    return 0 if not report["lost work"] and not report["leftover temp files"] and not report[
        "good inputs never done"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
