"""`batch` soaked: many files, some bad, the driver killed at random points, the disk filling once. Does any work
get lost, and is anything left behind?

    .venv/bin/python bench/soak.py --paths batch [--jobs 200] [--kills 5] [--seed N]

The inputs are copies of jfk.wav (11 s), one in ten damaged and one named with a byte that is not UTF-8. DEST is a
tmpfs of its own (the bench re-runs itself under `unshare -m`, as root), so the disk can be filled for real: during
one run a ballast file takes every free byte, and is removed when that run has ended. Runs go on until one ends on
its own with nothing left to do. Between runs the bench reads the journal (core.batch.manifest.read_manifest):

- lost work: a file marked done by one run and done again by a later one, or a good file not done at the end;
- temp files left: writer temp files (`.ws-*`), a staging folder, markers not folded into manifest.jsonl;
- processes left: any process the killed driver had started still alive 20 s after the kill.

All three must be 0. Where mount namespaces are not allowed, the disk fill is left out and the report says so.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
STATE = ".whisper-subtitler"
NAMESPACE_FLAG = "WS_SOAK_BATCH_NAMESPACE"


@dataclass
class Tally:
    runs: list[str] = field(default_factory=list)  # how each run ended
    redone: list[str] = field(default_factory=list)  # marked done, then done again
    processes_left: list[str] = field(default_factory=list)


def make_inputs(folder: Path, count: int, testdata: Path) -> tuple[set[str], set[str]]:
    """(good inputs, bad inputs) as the batch names them."""
    folder.mkdir(parents=True, exist_ok=True)
    good, bad = set(), set()
    for i in range(count):
        name = os.fsencode(f"clip{i:04d}") + (b"_\xff" if i == 1 else b"") + b".wav"
        path = Path(os.fsdecode(os.fsencode(folder) + b"/" + name))
        if i % 10 == 5:
            path.write_bytes(b"RIFF\x00\x00\x00\x00WAVEdamaged")
            bad.add(str(path))
        else:
            shutil.copy(testdata / "jfk.wav", path)
            good.add(str(path))
    return good, bad


def _done(state: Path) -> dict[str, str]:
    from core.batch.manifest import read_manifest

    return {uri: e.run for uri, e in read_manifest(str(state)).items() if e.status == "done"}


def _markers(state: Path) -> int:
    parts = state / "manifest.d"
    return len(list(parts.glob("*.jsonl"))) if parts.is_dir() else 0


def _alive(seen: dict[int, float]) -> list[str]:
    left = []
    for pid, started in seen.items():
        try:
            proc = psutil.Process(pid)
            if proc.create_time() == started and proc.status() != psutil.STATUS_ZOMBIE:
                left.append(" ".join(proc.cmdline())[:60])
        except psutil.NoSuchProcess:
            pass
    return left


def _fill(folder: Path) -> Path:
    """A file that takes every free byte of the disk under `folder` (unbuffered writes: nothing left to flush)."""
    ballast = folder / "ballast"
    fd = os.open(ballast, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        for size in (1 << 20, 4096, 1):
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError:
                pass
    finally:
        os.close(fd)
    return ballast


def one_run(command: list[str], state: Path, dest: Path, fault: str, rng: random.Random, tally: Tally) -> int:
    """Run the batch once; `fault`: "kill" (SIGKILL after some files), "fill" (the disk fills), or ""."""
    before = _done(state)
    said = state.parent.parent / "driver.err"  # beside DEST, not on its disk
    driver = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=said.open("w"),
                              env={**os.environ, "PYTHONPATH": str(ROOT)}, start_new_session=True)
    seen: dict[int, float] = {}
    wanted = _markers(state) + rng.randint(1, 8)
    ballast = None
    while fault and driver.poll() is None and _markers(state) < wanted:
        try:
            for child in psutil.Process(driver.pid).children(recursive=True):
                seen.setdefault(child.pid, child.create_time())
        except psutil.NoSuchProcess:
            break
        time.sleep(0.05)
    if fault and driver.poll() is None:
        time.sleep(rng.uniform(0.0, 2.0))
        if fault == "kill":
            for child in psutil.Process(driver.pid).children(recursive=True):
                seen.setdefault(child.pid, child.create_time())
            driver.kill()
        else:
            ballast = _fill(dest)
    code = driver.wait()
    if ballast is not None:
        ballast.unlink()
    if code == -signal.SIGKILL:
        deadline = time.monotonic() + 20
        while _alive(seen) and time.monotonic() < deadline:
            time.sleep(0.2)
        tally.processes_left += _alive(seen)
    after = _done(state)
    tally.redone += [uri for uri, run in before.items() if after.get(uri) != run]
    error = [line for line in said.read_text(errors="replace").splitlines() if "error:" in line][-1:]
    tally.runs.append(f"{fault or 'clean'}: exit {code}" + "".join(f" ({line.strip()})" for line in error))
    return code


def soak_batch(jobs: int, kills: int, model: Path, testdata: Path, work: Path, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    src, dest = work / "in", work / "out"
    good, bad = make_inputs(src, jobs, testdata)
    dest.mkdir(parents=True, exist_ok=True)
    can_fill = os.environ.get(NAMESPACE_FLAG) == "1"
    if can_fill:
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256m", "tmpfs", str(dest)], check=True)
    state = dest / STATE
    command = [sys.executable, "-m", "core.cli", "batch", "--quiet", str(src), "-o", str(dest), "--ray-address",
               "local", "--actors", "1", "--cpus-per-actor", "1", "--offline", "--model", str(model), "--engine",
               "faster-whisper", "--format", "srt,vtt,json"]
    faults = ["kill"] * kills + (["fill"] if can_fill else [])
    rng.shuffle(faults)
    tally = Tally()
    started = time.perf_counter()
    for fault in faults:
        one_run(command, state, dest, fault, rng, tally)
    for _ in range(3):  # until a run ends on its own with every file done or failed for a reason of its own
        if one_run(command, state, dest, "", rng, tally) in (0, 1):
            break
    wall = time.perf_counter() - started
    done = _done(state)
    missing = sorted(good - set(done))
    temps = [p for p in dest.rglob("*") if p.name.startswith(".ws-")]
    staging = (state / "staging").exists()
    unfolded = _markers(state)
    return {"inputs": jobs, "bad": len(bad), "kills": kills, "disk filled": can_fill, "runs": tally.runs,
            "wall s": round(wall), "done": len(set(done) & good), "bad done": len(set(done) & bad),
            "lost work": len(tally.redone) + len(missing), "redone after being marked": len(tally.redone),
            "good never done": len(missing),
            "temp files left": len(temps) + int(staging) + unfolded, "processes left": len(tally.processes_left)}


def in_namespace(argv: list[str]) -> list[str] | None:
    """The command that runs this bench again in a private mount namespace, or None where it cannot be."""
    if os.environ.get(NAMESPACE_FLAG) or not shutil.which("unshare") or os.geteuid() != 0:
        return None
    probe = subprocess.run(["unshare", "-m", "true"], capture_output=True)
    return ["unshare", "-m", sys.executable, *argv] if probe.returncode == 0 else None
