"""How cheap is choosing a backend? Import cost, the probe (cold, cached, in a helper process), the GPU signs check,
a fresh process's selection from the disk cache, and planning from a cached probe, printed as a table. The target:
selecting from a cached probe in under 1 ms.

    .venv/bin/python bench/backend_select.py [--repeat 2000]
"""

from __future__ import annotations

import os
import sys

# Run as a script, this file's folder comes first on sys.path, and its name would hide the standard `select`
# module that subprocess needs.
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE]

import argparse  # noqa: E402 - imported once sys.path is set
import json  # noqa: E402 - imported once sys.path is set
import statistics  # noqa: E402 - imported once sys.path is set
import subprocess  # noqa: E402 - imported once sys.path is set
import tempfile  # noqa: E402 - imported once sys.path is set
import time  # noqa: E402 - imported once sys.path is set
from pathlib import Path  # noqa: E402 - imported once sys.path is set

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


CACHE = Path(tempfile.mkdtemp(prefix="backend-select-")) / "device-probe.json"  # never the user's own cache
os.environ["WHISPER_SUBTITLER_PROBE_CACHE"] = str(CACHE)  # for this process and every one it starts


def _child(code: str) -> dict:
    """Run `code` in a fresh interpreter (imports and caches start cold); it prints one JSON line."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(
                              p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)})
    return json.loads(done.stdout.strip().splitlines()[-1])


IMPORT = """
import json, sys, time
t = time.perf_counter()
import platform_utils
from platform_utils import plan, resolve_preference, run_with_cpu_fallback
print(json.dumps({"seconds": time.perf_counter() - t, "torch": "torch" in sys.modules}))
"""

PROBE = """
import json, time
from platform_utils import probe
t = time.perf_counter(); found = probe(refresh=True); cold = time.perf_counter() - t
t = time.perf_counter(); again = probe(); warm = time.perf_counter() - t
print(json.dumps({"cold": cold, "cached": warm, "same": again is found, "usable": found.usable()}))
"""

# A fresh process whose modules are loaded (a CLI job has them by then): the first selection, from the disk cache
# the PROBE child left, and the GPU signs check alone.
FROM_DISK = """
import json, sys, time
import platformdirs
from platform_utils import plan, resolve_preference
from core.engines.registry import lineup
from platform_utils.gpu_traces import look
from platform_utils.machine_probe import MachineProbe
from platform_utils.probing import machine
preference = resolve_preference("auto", env={}, settings={})
t = time.perf_counter(); traces = look(); signs = time.perf_counter() - t
fresh = MachineProbe(None, None)
t = time.perf_counter(); chosen = plan(fresh.full(), preference, lineup()); selected = time.perf_counter() - t
print(json.dumps({"signs": signs, "selected": selected, "cached": fresh.read_from is not None,
                  "backend": chosen.backend, "maybe_gpu": traces.maybe_gpu, "torch": "torch" in sys.modules}))
"""

AUTO_JOB_PLAN = """
import json, sys, time
from core import compute
from core.jobs import JobSpec
spec = JobSpec(input="x.wav", backend="auto")
t = time.perf_counter(); chosen = compute.plan_job(spec); took = time.perf_counter() - t
print(json.dumps({"seconds": took, "backend": chosen.backend, "torch": "torch" in sys.modules}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=2000, help="planning calls to time (default 2000)")
    args = parser.parse_args()

    from rich.console import Console
    from rich.table import Table

    from core.engines.registry import lineup
    from platform_utils import plan, probe, probe_in_subprocess, resolve_preference

    imported = min((_child(IMPORT) for _ in range(3)), key=lambda r: r["seconds"])
    probed = _child(PROBE)
    from_disk = sorted((_child(FROM_DISK) for _ in range(5)), key=lambda r: r["selected"])
    job_plan = min((_child(AUTO_JOB_PLAN) for _ in range(3)), key=lambda r: r["seconds"])
    t = time.perf_counter()
    probe_in_subprocess()
    helper = time.perf_counter() - t

    found = probe()
    env = {"GPU_BACKEND": "auto", "USE_CUDA": "1"}
    settings = {"gpu_backend": "auto"}
    engines = lineup()
    times = []
    for _ in range(args.repeat):
        t = time.perf_counter()
        plan(found, resolve_preference(None, None, env=env, settings=settings), engines)
        times.append(time.perf_counter() - t)
    times.sort()

    table = Table(title=f"Backend selection on {found.system}, usable: {', '.join(found.usable())}")
    table.add_column("what")
    table.add_column("time", justify="right")
    table.add_column("note")
    table.add_row("import platform_utils (+ plan, preference, fallback)", f"{imported['seconds'] * 1e3:.1f} ms",
                  f"torch imported: {imported['torch']} (best of 3 fresh processes)")
    table.add_row("probe(), first call", f"{probed['cold'] * 1e3:.0f} ms", "imports torch and ctranslate2")
    table.add_row("probe(), cached", f"{probed['cached'] * 1e6:.1f} µs", f"same object: {probed['same']}")
    middle = from_disk[len(from_disk) // 2]
    table.add_row("GPU signs check (gpu_traces.look), fresh process", f"{middle['signs'] * 1e3:.2f} ms",
                  f"maybe a GPU: {middle['maybe_gpu']} (median of {len(from_disk)})")
    table.add_row("selection from the disk cache, fresh process", f"{middle['selected'] * 1e3:.2f} ms",
                  f"signs + key + read + plan -> {middle['backend']}, read from the cache: {middle['cached']}; best "
                  f"{from_disk[0]['selected'] * 1e3:.2f} ms, torch imported: {middle['torch']} (target: under 1 ms)")
    table.add_row("plan_job(backend=auto), fresh process", f"{job_plan['seconds'] * 1e3:.0f} ms",
                  f"-> {job_plan['backend']}, torch imported: {job_plan['torch']} (no cache: signs, then a probe "
                  "without torch where none shows)")
    table.add_row("probe_in_subprocess()", f"{helper * 1e3:.0f} ms", "what the GUI waits for, off its thread "
                  "(from the disk cache the probe left)")
    table.add_row("resolve_preference + plan, median", f"{statistics.median(times) * 1e6:.1f} µs",
                  f"{args.repeat} calls on the cached probe")
    table.add_row("resolve_preference + plan, p99", f"{times[int(len(times) * 0.99) - 1] * 1e6:.1f} µs",
                  "target: under 1 ms")
    Console().print(table)


if __name__ == "__main__":
    main()
