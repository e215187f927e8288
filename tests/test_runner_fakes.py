"""Job targets for the runner tests, loaded by name in a spawned worker ("tests.test_runner_fakes:NAME").

A spawned child cannot see monkeypatches, so failure modes (segfault, a job that never ends) are reached through
these functions instead. None of them is named test_*, so pytest collects nothing here.
"""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import time
from pathlib import Path

from core.errors import CorruptMediaError
from core.events import Log, Progress, SegmentDecoded
from core.types import Segment


def counting_job(payload: dict, on_event) -> dict:
    """Many progress steps over two stages, one segment, then an echo of the payload and the worker's environment."""
    for step in range(payload.get("steps", 200)):
        on_event(Progress("transcribing", step / payload.get("steps", 200)))
        time.sleep(payload.get("step_sleep", 0.0))
    on_event(Progress("transcribing", 1.0))
    on_event(SegmentDecoded(Segment(0.0, 1.5, " Hello there.")))
    on_event(Progress("writing", 0.5))
    return {"echo": payload, "env": os.environ.get("SUBTITLER_TEST_ENV"), "pid": os.getpid()}


def corrupt_job(payload: str, on_event) -> None:
    on_event(Progress("decoding", 0.0))
    raise CorruptMediaError("the file is damaged and cannot be decoded", path=payload)


def internal_error_job(_payload, _on_event) -> None:
    raise RuntimeError("boom")


def segfault_job(_payload, on_event) -> None:
    on_event(Progress("transcribing", 0.2))
    time.sleep(0.2)
    ctypes.string_at(0)  # reads address 0: SIGSEGV


def hanging_job(payload: dict, on_event) -> None:
    """Starts a grandchild, writes a half-finished output, then waits forever (to be cancelled or killed)."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    partial = payload.get("partial")
    if partial:
        Path(partial).write_text("1\n00:00:00,000 --> 00:00:01,000\nhal")
    on_event(Log("info", f"grandchild {child.pid}"))
    on_event(Progress("transcribing", 0.3))
    while True:
        time.sleep(0.05)


def logging_job(_payload, _on_event) -> str:
    import logging

    logging.getLogger("some.library").warning("model is old")
    return "ok"
