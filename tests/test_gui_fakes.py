"""Job targets for GUI tests that need a job which never ends on its own (closing the window, pausing).
Loaded by name in the spawned worker; nothing here is collected as a test."""

from __future__ import annotations

import time

from core.events import Progress
from core.jobs import JobSpec


def endless_job(spec: JobSpec, on_event) -> None:
    """Writes half a subtitle file where the real one would go, then runs until it is killed."""
    spec.target_dir.mkdir(parents=True, exist_ok=True)
    (spec.target_dir / f"{spec.input_path.stem}.srt").write_text("1\n00:00:00,000 --> 00:00:01,000\nHal")
    on_event(Progress("decoding", 1.0))
    on_event(Progress("transcribing", 0.1))
    while True:
        time.sleep(0.05)
