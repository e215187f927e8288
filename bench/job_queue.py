"""A queue of short diarized files on warm workers (core.warm_worker) against a fresh worker process per job (what the
window did before): wall per job, time to the first subtitle, the stages' compute time, peak and after-job memory.

    .venv/bin/python bench/job_queue.py                          # 10 clips of 30 s, core path (no Qt), warm and fresh
    .venv/bin/python bench/job_queue.py --long 3                 # and 3 files of 5 minutes
    .venv/bin/python bench/job_queue.py --jobs 50 --modes warm   # 50 jobs on one warm worker: memory after each
    .venv/bin/python bench/job_queue.py --gui                    # also through the window's controller, offscreen
    .venv/bin/python bench/job_queue.py --backend cuda           # on a GPU machine (PySide6 is not needed)
    .venv/bin/python bench/job_queue.py --modes warm --decode-ahead on,off --rounds 3   # decode-ahead on and off,
                                                                                       # alternating, 3 rounds

The clips are real speech: nine 30-second AMI meeting excerpts and pyannote's 30-second sample (.testdata, `make
test`), each job diarized with the offline pipeline (.models/diarization) and transcribed by the offline tiny.en
CTranslate2 model, writing SRT and JSON. `--jobs N` cycles through the clips. The 5-minute files are ten excerpts
joined, in three orders.

Per job: **wall** from handing the job over to its final event; **first subtitle** from handing it over to its first
SegmentDecoded; **compute** the stages' own seconds as the job reports them (decode + transcribe + diarize, the
model loads left out); **load** the model loads, imports included (the engine's and the diarization pipeline's: 0
where a warm worker kept them; with decode-ahead the decode counted is the background one, core.decode_ahead);
**peak RSS** of the worker's process tree, sampled every 50 ms; **RSS after** the
warm worker's once it is idle again (after its clean-up: garbage, heap trim). The queue's wall is the sum of the
jobs' walls (the bench waits for the worker to settle between jobs to read its idle memory, a pause the window does
not make).

Decode-ahead (`--decode-ahead on,off`, warm modes only): "on" tells the running job's worker the next file, as the
window's queue does, so it is decoded while the job before it runs; "off" decodes each file in its own job. Rounds
alternate which goes first (the machine's load drifts), and a last table pairs them round by round.

The issue's targets (36): the 10 clips' wall <= 1.5x their compute; a 30-second diarized clip on a warm worker in
<= 3 s. See docs/FAULTS.md for what was measured here.
"""

from __future__ import annotations

# Named job_queue, not queue: a script's folder comes first on sys.path, and a bench/queue.py hid the standard
# library's `queue` from every other script here (torch imports it).
import argparse
import functools
import os
import statistics
import sys
import tempfile
import threading
import time
import wave
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.jobs import JobSpec

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SAMPLE_S = 0.05  # memory sampling interval (each sample costs CPU the jobs compete for)
SETTLE_S = 3.0  # at most this long waiting for a warm worker to go idle after a job


@dataclass
class Row:
    mode: str
    n: int
    name: str
    audio: float = 0.0
    wall: float = 0.0
    first: float | None = None
    compute: float = 0.0
    load: float = 0.0
    decode_wait: float = 0.0  # what the job itself spent before its audio was there (from its start)
    peak_mb: float = 0.0
    after_mb: float | None = None
    pid: int | None = None
    outcome: str = ""
    detail: str = ""  # the job's own timings, for the progress line


@dataclass
class TreeSampler:
    """The peak resident memory of a process and its children, sampled in a thread."""

    pids: Callable[[], Iterable[int]]
    peak: float = 0.0
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None

    def __enter__(self) -> TreeSampler:
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, tree_rss_mb(self.pids()))
            self._stop.wait(SAMPLE_S)


def tree_rss_mb(pids: Iterable[int]) -> float:
    """Resident MB of the processes and their children; a child that is still the same program as its parent (a
    fork on its way to exec an ffmpeg) is left out: it shares its parent's pages, and would count them twice."""
    import psutil

    total = 0
    for pid in pids:
        try:
            root = psutil.Process(pid)
            total += root.memory_info().rss
            for child in root.children(recursive=True):
                if child.exe() != root.exe():
                    total += child.memory_info().rss
        except psutil.Error:
            continue
    return total / 2**20


def worker_pids(handle: Any) -> list[int]:
    """The job's worker process, while it has one."""
    return [handle.pid] if handle.pid else []


def settled_rss_mb(pid: int) -> float | None:
    """The worker's RSS once it has stopped using CPU (its after-job clean-up done), or None if it is gone."""
    import psutil

    try:
        proc = psutil.Process(pid)
        deadline = time.monotonic() + SETTLE_S
        before = sum(proc.cpu_times()[:2])
        while time.monotonic() < deadline:
            time.sleep(0.1)
            now = sum(proc.cpu_times()[:2])
            if now - before < 0.005:
                break
            before = now
        return proc.memory_info().rss / 2**20
    except psutil.Error:
        return None


# --- inputs --------------------------------------------------------------------------------------------------------
def write_wav(path: Path, audio) -> Path:
    import numpy as np

    pcm = (np.clip(audio, -1.0, 1.0) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes(pcm.tobytes())
    return path


def encode(wav: Path, container: str) -> Path:
    """The WAV as a file people queue: MP3, or MP4 with a still picture and AAC sound (what decoding costs more)."""
    import subprocess

    from core.media import ffmpeg_executable

    if container == "wav":
        return wav
    target = wav.with_suffix(f".{container}")
    args = (["-i", str(wav), "-c:a", "libmp3lame"] if container == "mp3" else
            ["-f", "lavfi", "-i", "color=c=blue:s=320x240:r=10", "-i", str(wav), "-map", "0:v", "-map", "1:a",
             "-shortest", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac"])
    subprocess.run([ffmpeg_executable(), "-v", "error", "-y", *args, str(target)], check=True)
    wav.unlink()
    return target


def make_inputs(testdata: Path, work: Path, clips: int, long: int,
                container: str = "wav") -> tuple[list[Path], list[Path]]:
    """`clips` 30-second files (AMI excerpts and the sample, as 16 kHz PCM, or encoded as `container`) and `long`
    5-minute ones."""
    import numpy as np

    from core.media import decode_audio

    sources = sorted((testdata / "ami").glob("*.wav"))[:9] + [testdata / "sample.wav"]
    audio = {src: decode_audio(src)[: 30 * 16000] for src in sources}
    short = [encode(write_wav(work / f"clip{i:02d}-{src.stem}.wav", audio[src]), container)
             for i, src in zip(range(clips), (sources * (clips // len(sources) + 1))[:clips], strict=True)]
    longer = []
    for i in range(long):
        order = sources[i:] + sources[:i]
        longer.append(encode(write_wav(work / f"long{i}.wav", np.concatenate([audio[s] for s in order])), container))
    return short, longer


# --- the core path -------------------------------------------------------------------------------------------------
def run_core(paths: list[Path], make_spec: Callable[[Path, Path], JobSpec], out: Path, mode: str,
             settle: bool, ahead: bool = False, label: str | None = None) -> list[Row]:
    """The queue through core: one job after another on a warm pool (`mode` warm) or a process each (fresh).
    `ahead`: each job's worker is told the next file, as the window's queue does (core.decode_ahead)."""
    from core.events import SegmentDecoded
    from core.runner import JobDone, start_job
    from core.warm_worker import WarmPool

    label = label or mode
    pool = WarmPool(decode_ahead=ahead) if mode == "warm" else None
    rows = []
    try:
        specs = [make_spec(path, out / f"{label}-{n:03d}") for n, path in enumerate(paths, 1)]
        for n, (path, spec) in enumerate(zip(paths, specs, strict=True), 1):
            row = Row(label, n, path.name)
            started = time.perf_counter()
            handle = pool.start(spec) if pool is not None else start_job(spec)
            if pool is not None and n < len(specs):
                pool.decode_next(handle, specs[n])
            row.pid = handle.pid
            with TreeSampler(functools.partial(worker_pids, handle)) as sampler:
                while not handle.finished:
                    for event in handle.wait(0.5):
                        if isinstance(event, SegmentDecoded) and row.first is None:
                            row.first = time.perf_counter() - started
                row.wall = time.perf_counter() - started
            row.peak_mb = sampler.peak
            final = handle.final
            fill_from(row, final.result if isinstance(final, JobDone) else None, final)
            if pool is not None and settle:
                row.after_mb = settled_rss_mb(handle.pid) if handle.pid else None
            else:
                handle.wait(10)  # a one-job worker: let it end and be reaped
            rows.append(row)
            print(f"  {label} {n}/{len(paths)} {path.name}: {row.wall:.2f} s {row.outcome} ({row.detail})",
                  file=sys.stderr)
    finally:
        if pool is not None:
            pool.shutdown()
    return rows


def fill_from(row: Row, result, final) -> None:
    if result is None:
        row.outcome = f"{type(final).__name__}: {getattr(final, 'message', getattr(final, 'reason', ''))}"
        return
    timings = result.timings
    row.audio = result.duration
    row.load = timings.get("load", 0.0) + timings.get("diarization_load", 0.0)
    decode = timings.get("decode_ahead") or timings.get("decode", 0.0)  # the decode's own time, wherever it ran
    row.decode_wait = timings.get("decode", 0.0)
    row.compute = decode + sum(timings.get(k, 0.0) for k in ("transcribe", "diarize")) - timings.get(
        "diarization_load", 0.0)
    row.outcome = "done"
    row.detail = ", ".join(f"{name} {seconds:.2f}" for name, seconds in timings.items() if seconds >= 0.01)


# --- the window's controller, offscreen ----------------------------------------------------------------------------
def run_gui(paths: list[Path], make_spec: Callable[[Path, Path], JobSpec], out: Path, mode: str,
            ahead: bool = False, label: str | None = None) -> list[Row]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from app.controller import QUEUED, JobController
    from app.job_status import FINAL_STATES
    from app.qt import QApplication

    label = f"gui-{label or mode}"
    app = QApplication.instance() or QApplication([])
    folder = out / label
    controller = JobController(lambda p: make_spec(p, folder), warm_workers=mode == "warm", decode_ahead=ahead)
    ids = controller.add(paths)
    launched: dict[int, float] = {}
    first: dict[int, float] = {}
    ended: dict[int, float] = {}
    pids: dict[int, int] = {}

    def changed(job_id: int) -> None:
        item, now = controller.item(job_id), time.perf_counter()
        if item.status != QUEUED:
            launched.setdefault(job_id, now)
        if item.handle is not None and item.handle.pid:
            pids.setdefault(job_id, item.handle.pid)
        if item.status in FINAL_STATES:
            ended.setdefault(job_id, now)

    controller.itemChanged.connect(changed)
    controller.segmentReceived.connect(lambda job_id, _segment: first.setdefault(job_id, time.perf_counter()))
    peaks: dict[int, float] = {}
    controller.start()
    sampled = 0.0
    while not all(controller.item(i).status in FINAL_STATES for i in ids):
        app.processEvents()
        running = [i for i in ids if i in launched and i not in ended]
        if running and time.monotonic() - sampled >= SAMPLE_S:
            sampled = time.monotonic()
            worker = pids.get(running[0])
            if worker is not None:
                peaks[running[0]] = max(peaks.get(running[0], 0.0), tree_rss_mb([worker]))
        time.sleep(0.005)
    controller.shutdown()
    rows = []
    for n, job_id in enumerate(ids, 1):
        item = controller.item(job_id)
        row = Row(label, n, item.path.name, pid=pids.get(job_id))
        row.wall = ended[job_id] - launched[job_id]
        row.first = first[job_id] - launched[job_id] if job_id in first else None
        row.peak_mb = peaks.get(job_id, 0.0)
        if item.result is not None:
            fill_from(row, item.result, None)
        else:
            row.outcome = f"{item.status}: {item.message}"
        rows.append(row)
    return rows


# --- the table -----------------------------------------------------------------------------------------------------
def table(rows: list[Row]) -> str:
    lines = ["| mode | job | file | audio s | wall s | first subtitle s | compute s | load s | peak RSS MB | "
             "RSS after MB | worker pid | outcome |", "|" + "---|" * 12]
    for r in rows:
        first = f"{r.first:.2f}" if r.first is not None else "-"
        after = f"{r.after_mb:.0f}" if r.after_mb is not None else "-"
        lines.append(f"| {r.mode} | {r.n} | {r.name} | {r.audio:.1f} | {r.wall:.2f} | {first} | {r.compute:.2f} | "
                     f"{r.load:.2f} | {r.peak_mb:.0f} | {after} | {r.pid} | {r.outcome} |")
    return "\n".join(lines)


def summary(rows: list[Row]) -> str:
    lines = ["| mode | jobs | queue wall s | sum of compute s | wall / compute | decode in the jobs s | "
             "median wall s (jobs 2..) | median first subtitle s (jobs 2..) | peak RSS MB | workers |",
             "|" + "---|" * 10]
    for mode in dict.fromkeys(r.mode for r in rows):
        mine = [r for r in rows if r.mode == mode]
        later = mine[1:] or mine
        wall, compute = sum(r.wall for r in mine), sum(r.compute for r in mine)
        firsts = [r.first for r in later if r.first is not None]
        lines.append(f"| {mode} | {len(mine)} | {wall:.1f} | {compute:.1f} | {wall / compute if compute else 0:.2f} | "
                     f"{sum(r.decode_wait for r in mine):.2f} | "
                     f"{statistics.median(r.wall for r in later):.2f} | "
                     f"{statistics.median(firsts) if firsts else float('nan'):.2f} | "
                     f"{max(r.peak_mb for r in mine):.0f} | {len({r.pid for r in mine})} |")
    return "\n".join(lines)


def paired(rows: list[Row]) -> str:
    """Decode-ahead on against off, round by round (each round ran both, one right after the other)."""
    rounds: dict[tuple[str, str], dict[bool, list[Row]]] = {}
    for r in rows:
        if " ahead-" not in r.mode:
            continue
        base, rest = r.mode.split(" ahead-", 1)
        switch, _, round_no = rest.partition(" r")
        rounds.setdefault((base, round_no), {}).setdefault(switch == "on", []).append(r)
    lines = ["| path | round | queue wall s on / off | sum of compute s on / off | wall / compute on / off | "
             "decode in the jobs s on / off | median first subtitle s on / off | peak RSS MB on / off | "
             "wall on / off |", "|" + "---|" * 9]
    ratios = []
    for (base, round_no), both in rounds.items():
        if set(both) != {True, False}:
            continue
        cells = []
        for name, measure in (("wall", lambda rs: sum(x.wall for x in rs)),
                              ("compute", lambda rs: sum(x.compute for x in rs)),
                              ("ratio", lambda rs: sum(x.wall for x in rs) / max(sum(x.compute for x in rs), 1e-9)),
                              ("decode", lambda rs: sum(x.decode_wait for x in rs)),
                              ("first", lambda rs: statistics.median([x.first for x in rs if x.first is not None]
                                                                     or [float("nan")])),
                              ("peak", lambda rs: max(x.peak_mb for x in rs))):
            on, off = measure(both[True]), measure(both[False])
            cells.append(f"{on:.0f} / {off:.0f}" if name == "peak" else f"{on:.2f} / {off:.2f}")
        ratio = sum(x.wall for x in both[True]) / sum(x.wall for x in both[False])
        ratios.append(ratio)
        lines.append(f"| {base} | {round_no} | {' | '.join(cells)} | {ratio:.3f} |")
    if not ratios:
        return ""
    lines.append(f"\nqueue wall, decode-ahead on / off: median {statistics.median(ratios):.3f} over {len(ratios)} "
                 f"pairs (min {min(ratios):.3f}, max {max(ratios):.3f})")
    return "\n".join(lines)


def memory_trend(rows: list[Row]) -> str:
    """The warm worker's idle RSS after each job, and after the same clip pass after pass (what a job leaves
    behind depends on the clip: compare like with like)."""
    after = [(r.name, r.after_mb) for r in rows if r.after_mb is not None]
    if len(after) < 2:
        return ""
    values = [mb for _name, mb in after]
    lines = [f"RSS after job on the warm worker: job 1 {values[0]:.0f} MB, job 2 {values[1]:.0f} MB, last "
             f"{values[-1]:.0f} MB, min {min(values):.0f} MB, max {max(values):.0f} MB over {len(values)} jobs"]
    passes: dict[str, list[float]] = {}
    for name, mb in after:
        passes.setdefault(name, []).append(mb)
    repeated = {name: mbs for name, mbs in passes.items() if len(mbs) > 1}
    if repeated:
        lines.append("after the same clip, pass by pass (MB): " + "; ".join(
            f"{name} {' / '.join(f'{mb:.0f}' for mb in mbs)}" for name, mbs in repeated.items()))
        growth = [mbs[-1] - mbs[1] for mbs in repeated.values() if len(mbs) > 2]
        if growth:
            lines.append(f"change from the second pass to the last: median {statistics.median(growth):+.0f} MB, "
                         f"largest {max(growth, key=abs):+.0f} MB")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clips", type=int, default=10, help="30-second clips in the queue (default 10)")
    parser.add_argument("--long", type=int, default=0, help="5-minute files after the clips (default 0; the issue: 3)")
    parser.add_argument("--jobs", type=int, default=0, help="instead of the clips: this many jobs cycling through them")
    parser.add_argument("--modes", default="warm,fresh", help="warm, fresh or both (default warm,fresh)")
    parser.add_argument("--gui", action="store_true", help="also through the window's controller (needs PySide6)")
    parser.add_argument("--no-gui", dest="gui", action="store_false", help="the core path only (the default)")
    parser.add_argument("--backend", default="cpu", help="cpu (default), auto, cuda, rocm, mps, xpu")
    parser.add_argument("--model", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    parser.add_argument("--diarization", type=Path, default=ROOT / ".models" / "diarization")
    parser.add_argument("--no-diarize", dest="diarize", action="store_false")
    parser.add_argument("--no-vad", dest="vad", action="store_false",
                        help="no VAD (where faster-whisper, whose VAD we use, is absent)")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--decode-ahead", default="on",
                        help="on, off or on,off: decode each next file while the job before runs (warm modes; "
                             "default on)")
    parser.add_argument("--as", dest="container", choices=("wav", "mp3", "mp4"), default="wav",
                        help="the inputs as 16 kHz WAV (default), MP3, or MP4 video with AAC sound")
    parser.add_argument("--rounds", type=int, default=1,
                        help="run every mode this many times, alternating the decode-ahead order (default 1)")
    args = parser.parse_args(argv)

    from core.jobs import JobSpec

    def make_spec(path: Path, out: Path) -> JobSpec:
        return JobSpec(input=str(path), output_dir=str(out), formats=("srt", "json"), model=str(args.model),
                       engine="auto", backend=args.backend, offline=True, overwrite=True, diarize=args.diarize,
                       diarization_model=str(args.diarization) if args.diarize else None, vad=args.vad)

    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    with tempfile.TemporaryDirectory(prefix="ws-queue-bench-") as tmp:
        work = Path(tmp)
        clips, longer = make_inputs(args.testdata, work, max(args.clips, 10 if args.jobs else 0), args.long,
                                    args.container)
        paths = [clips[i % len(clips)] for i in range(args.jobs)] if args.jobs else clips + longer
        switches = [s.strip() == "on" for s in args.decode_ahead.split(",") if s.strip()]
        compared = len(switches) > 1 or args.rounds > 1
        rows: list[Row] = []
        for round_no in range(1, args.rounds + 1):
            order = switches if round_no % 2 else switches[::-1]  # alternate who goes first: the load drifts
            for mode in modes:
                for ahead in (order if mode == "warm" else [False]):
                    label = (f"{mode} ahead-{'on' if ahead else 'off'} r{round_no}" if compared and mode == "warm"
                             else f"{mode} r{round_no}" if args.rounds > 1 else mode)
                    rows += run_core(paths, make_spec, work / "out", mode, settle=True, ahead=ahead, label=label)
            if args.gui:
                for mode in modes:
                    for ahead in (order if mode == "warm" else [False]):
                        label = (f"{mode} ahead-{'on' if ahead else 'off'} r{round_no}" if compared and mode == "warm"
                                 else f"{mode} r{round_no}" if args.rounds > 1 else mode)
                        rows += run_gui(paths, make_spec, work / "out", mode, ahead=ahead, label=label)
    import platform

    print(f"# bench/job_queue.py {' '.join(argv if argv is not None else sys.argv[1:])}")
    load = f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "?"
    print(f"# {platform.machine()} {os.cpu_count()} CPUs, load average {load}, backend "
          f"{args.backend}, model {args.model.name}, diarize {args.diarize}, inputs {args.container}")
    print()
    print(table(rows))
    print()
    print(summary(rows))
    pairs = paired(rows)
    if pairs:
        print()
        print(pairs)
    for label in dict.fromkeys(r.mode for r in rows if r.mode.startswith("warm")):
        trend = memory_trend([r for r in rows if r.mode == label])
        if trend:
            print()
            print(f"{label}: {trend}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
