"""Time from launching `python -m app` to the first window shown, over several fresh processes; then the whole
process of a short command-line job with `--backend auto` against `--backend cpu` (time and peak memory).

    .venv/bin/python bench/startup.py [--runs 5] [--cli-runs 3] [--cli-input FILE]

Each run is a new interpreter (the first one is as cold as the page cache allows). Uses the offscreen platform
when there is no display. Also reports whether torch or numpy had been imported by then (they must not be: the
window shows before any model code loads) and how long a cancel takes to turn a running job into "cancelled".

Measured on a shared 2-core x86_64 Linux box (offscreen platform, load average ~4, 5 runs): first 0.51 s, median
0.36 s to the window shown, torch and numpy not imported; cancel -> "cancelled" in 32 ms. The command-line row on
the same box, without a GPU (load average 2-5, medians of 5 and 7 runs): before auto skipped torch, auto 5.46 s and
873 MB against cpu 3.16 s and 277 MB (+73%, +215%); after, auto 2.91 s and 276 MB against cpu 2.95 s and 276 MB
(-1.4%, +0.1%; a second run +3.2%, +2.9%, peak RSS of either swings between 269 and 277 MB from run to run).

The command-line row runs `python -m whisper_subtitler transcribe` on .testdata/jfk.wav (11 s) with the offline
tiny.en CTranslate2 model, alternating auto and cpu, each with an empty device-probe cache of its own first (a
GPU machine probes on its first auto run and reads the cache after). On a machine without a GPU, auto should cost
what cpu costs: it must not import torch only to find no GPU.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 1.5
CLI_TOLERANCE = 0.05  # auto within 5% of cpu, in time and in memory, where there is no GPU


def one_start(settings: Path, env: dict[str, str]) -> dict:
    started = time.time()
    proc = subprocess.run([sys.executable, "-m", "app", "--report-startup", "--settings", str(settings),
                           "--queue", str(settings.with_name("queue.sqlite3"))],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr)
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    return {
        "to_window": report["shown_at"] - started,
        "interpreter": report["module_loaded_at"] - started,
        "torch": report["torch_imported"],
        "numpy": report["numpy_imported"],
    }


def cancel_latency(env: dict[str, str]) -> float:
    """Seconds from asking a running worker job to cancel until its row reads "cancelled" (the GUI's path)."""
    os.environ.update({k: v for k, v in env.items() if k == "QT_QPA_PLATFORM"})
    sys.path.insert(0, str(ROOT))
    from app.controller import CANCELLED, JobController
    from app.qt import QApplication
    from core.jobs import JobSpec

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        controller = JobController(lambda p: JobSpec(input=str(p), output_dir=tmp))
        [job] = controller.add([Path(tmp) / "x.wav"], target="tests.test_gui_fakes:endless_job")
        controller.start()
        deadline = time.monotonic() + 60
        while controller.item(job).status != "transcribing" and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.01)
        started = time.perf_counter()
        controller.cancel(job)
        elapsed = time.perf_counter() - started
        assert controller.item(job).status == CANCELLED
    return elapsed


def one_job(backend: str, media: Path, model: Path, out: Path, env: dict[str, str]) -> tuple[float, int | None]:
    """Whole-process seconds and peak resident bytes (None where the platform cannot say) of one CLI job."""
    command = [sys.executable, "-m", "whisper_subtitler", "transcribe", str(media), "-o", str(out), "--model",
               str(model), "--offline", "--overwrite", "-q", "--backend", backend]
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=errors)
        if hasattr(os, "wait4"):  # this child's own peak, not the largest of all children so far
            _, status, usage = os.wait4(proc.pid, 0)
            elapsed = time.perf_counter() - started
            proc.returncode = os.waitstatus_to_exitcode(status)
            peak: int | None = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
        else:
            proc.wait()
            elapsed, peak = time.perf_counter() - started, None
        if proc.returncode != 0:
            errors.seek(0)
            tail = errors.read().decode(errors="replace")[-2000:]
            raise RuntimeError(f"{' '.join(command)} exited with {proc.returncode}: {tail}")
    return elapsed, peak


def cli_rows(runs: int, media: Path, model: Path, env: dict[str, str]) -> dict[str, list[tuple[float, int | None]]]:
    """`runs` jobs per backend, alternating so that both see the same load; each backend its own probe cache."""
    results: dict[str, list[tuple[float, int | None]]] = {"auto": [], "cpu": []}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            for backend in results:
                job_env = {**env, "WHISPER_SUBTITLER_PROBE_CACHE": str(Path(tmp) / f"probe-{backend}.json")}
                results[backend].append(one_job(backend, media, model, Path(tmp) / "out", job_env))
    return results


def print_cli(results: dict[str, list[tuple[float, int | None]]], media: Path) -> None:
    print(f"\ncommand-line job, whole process ({media.name}, tiny.en CTranslate2, {len(results['cpu'])} runs each)")
    print(f"{'backend':<8}  {'median time (s)':>15}  {'runs (s)':<24}  {'median peak RSS (MB)':>20}")
    medians = {}
    for backend, rows in results.items():
        times = [t for t, _ in rows]
        peaks = [p for _, p in rows if p is not None]
        peak = statistics.median(peaks) if peaks else None
        medians[backend] = (statistics.median(times), peak)
        runs = " ".join(f"{t:.2f}" for t in times)
        print(f"{backend:<8}  {medians[backend][0]:>15.2f}  {runs:<24}  "
              f"{(f'{peak / 1e6:.0f}' if peak else '—'):>20}")
    (auto_t, auto_m), (cpu_t, cpu_m) = medians["auto"], medians["cpu"]
    memory = f", memory {auto_m / cpu_m - 1:+.1%}" if auto_m and cpu_m else ""
    print(f"auto against cpu: time {auto_t / cpu_t - 1:+.1%}{memory} (target on a machine without a GPU: within "
          f"{CLI_TOLERANCE:.0%})")


def print_window(count: int, env: dict[str, str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        runs = [one_start(Path(tmp) / "settings.ini", env) for _ in range(count)]
    print(f"{'run':>3}  {'to window (s)':>13}  {'interpreter (s)':>15}  torch  numpy")
    for i, r in enumerate(runs, 1):
        print(f"{i:>3}  {r['to_window']:>13.3f}  {r['interpreter']:>15.3f}  {str(r['torch']):>5}  {str(r['numpy']):>5}")
    times = [r["to_window"] for r in runs]
    print(f"first (coldest): {times[0]:.3f} s, median: {statistics.median(times):.3f} s, target < {TARGET_S} s: "
          f"{'met' if max(times) < TARGET_S else 'NOT met'}")
    print(f"cancel -> 'cancelled': {cancel_latency(env) * 1000:.0f} ms (target < 1000 ms)")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5, help="window start-ups (0 skips them)")
    parser.add_argument("--cli-runs", type=int, default=3, help="command-line jobs per backend (0 skips them)")
    parser.add_argument("--cli-input", type=Path, default=ROOT / ".testdata" / "jfk.wav")
    parser.add_argument("--cli-model", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    args = parser.parse_args()
    env = dict(os.environ)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) and sys.platform.startswith("linux"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    print(f"platform: {env.get('QT_QPA_PLATFORM', 'native')}, python {sys.version.split()[0]}, {os.cpu_count()} CPUs")
    if args.runs > 0:
        print_window(args.runs, env)
    if args.cli_runs > 0:
        print_cli(cli_rows(args.cli_runs, args.cli_input, args.cli_model, env), args.cli_input)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
