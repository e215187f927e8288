"""The Ray processes a local batch started end with it, however it ends.

`ray.init(address="local")` starts the GCS, the raylet and their agents as children of the driver; killed with
SIGKILL, the driver takes none of them along (the agents lived on for minutes). So the driver starts this small
watcher in its own session, naming itself and the processes Ray had started; the watcher notes every process
under the driver as it appears and, the moment the driver is gone, kills each of them (and what they started) by
pid, its start time checked so a reused pid is never hit. It leaves nothing it was not shown, and exits with them.

    python -m core.batch.reaper DRIVER_PID PID:START...
"""

from __future__ import annotations

import contextlib
import os
import select
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

import psutil

POLL_SECONDS = 0.5  # how often the watcher looks for new processes under the driver


def _start_time(pid: int) -> float | None:
    try:
        return psutil.Process(pid).create_time()
    except psutil.Error:
        return None


def _wait_for_exit(pid: int, timeout: float) -> bool:
    """True once `pid` has ended (at once, where the kernel has pidfds), False after `timeout`."""
    opener = getattr(os, "pidfd_open", None)
    if opener is not None:
        try:
            fd = opener(pid)
        except OSError:
            return True
        try:
            return bool(select.select([fd], [], [], timeout)[0])
        finally:
            os.close(fd)
    time.sleep(timeout)
    return not psutil.pid_exists(pid)


def _tree(pid: int, start: float) -> list[psutil.Process]:
    try:
        proc = psutil.Process(pid)
        if proc.create_time() != start:
            return []
        return [proc, *proc.children(recursive=True)]
    except psutil.Error:
        return []


def watch(driver: int, known: dict[int, float]) -> None:
    """Note the driver's descendants until it ends, then kill every one of them still there."""
    me = os.getpid()
    driver_start = _start_time(driver)
    while driver_start is not None and not _wait_for_exit(driver, POLL_SECONDS):
        try:
            for child in psutil.Process(driver).children(recursive=True):
                if child.pid != me:
                    known.setdefault(child.pid, child.create_time())
        except psutil.Error:
            break
    doomed = {proc.pid: proc for pid, start in known.items() for proc in _tree(pid, start) if proc.pid != me}
    for proc in doomed.values():
        with contextlib.suppress(psutil.Error):
            proc.kill()
    psutil.wait_procs(list(doomed.values()), timeout=5)


def start(driver: int, started: Iterable[psutil.Process]) -> subprocess.Popen[bytes]:
    """The watcher for `driver`, told about the processes Ray has started so far."""
    known = [f"{p.pid}:{p.create_time()!r}" for p in started]
    root = str(Path(__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH"))))}
    return subprocess.Popen([sys.executable, "-m", "core.batch.reaper", str(driver), *known], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)


@contextlib.contextmanager
def reaping(before: set[int]) -> Iterator[None]:
    """Watch what this process started since `before` (the pids of its children then) for the block's length;
    on a normal end the block has stopped Ray itself and the watcher is simply ended."""
    me = psutil.Process()
    started = [p for p in me.children(recursive=True) if p.pid not in before]
    watcher = start(me.pid, started)
    try:
        yield
    finally:
        watcher.terminate()
        watcher.wait(timeout=10)


def main(argv: list[str]) -> int:
    driver, *pairs = argv
    known = {int(pid): float(start) for pid, start in (pair.split(":", 1) for pair in pairs)}
    watch(int(driver), known)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
