"""One row of the window's queue: the file, its status and progress, and what its last good run produced.

Its own module so that the views and operations that read rows do not need the controller that runs them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.job_status import RUNNING_STATES, JobStatus
from app.progress import ProgressTracker
from core.jobs import JobResult, JobSpec
from core.runner import DEFAULT_TARGET, JobHandle
from core.types import Segment, Transcript

if TYPE_CHECKING:  # a notifier and a snapshot are only ever set by the controller
    from app.qt import QSocketNotifier
    from core.writers.rollback import OutputSnapshot


@dataclass
class QueueItem:
    """One row of the queue. Mutable, but only the controller changes it (on the GUI thread)."""

    id: int
    path: Path
    status: JobStatus = JobStatus.QUEUED
    duration: float | None = None
    target: str = DEFAULT_TARGET
    spec: JobSpec | None = None
    tracker: ProgressTracker = field(default_factory=ProgressTracker)
    device: str = ""
    message: str = ""  # the error, or why it was cancelled
    error_kind: str = ""  # the failure's kind ("media-corrupt", "out-of-memory", "worker-died", ...), for advice
    detail: str = ""  # a traceback for the log, if any
    result: JobResult | None = None  # the last good run's, kept through a retry until a new one replaces it
    segments: list[Segment] = field(default_factory=list)
    transcript: Transcript | None = None  # likewise the last good run's
    overrides: dict[str, Any] = field(default_factory=dict)  # JobSpec fields this run sets (a retry's choice)
    handle: JobHandle | None = None
    notifier: QSocketNotifier | None = None
    snapshot: OutputSnapshot | None = None

    @property
    def progress(self) -> float:
        if self.status == JobStatus.DONE:
            return 1.0
        return self.tracker.overall if self.status in RUNNING_STATES else 0.0

    def eta(self, now: float | None = None) -> float | None:
        if self.status not in RUNNING_STATES:
            return None
        return self.tracker.eta(time.monotonic() if now is None else now)

    @property
    def outputs(self) -> tuple[Path, ...]:
        return tuple(Path(p) for p in self.result.outputs) if self.result else ()

    @property
    def json_output(self) -> Path | None:
        return next((p for p in self.outputs if p.suffix == ".json"), None)

    @property
    def subtitle(self) -> Path | None:
        """The file "Open subtitle" opens: the first output that is not the JSON."""
        return next((p for p in self.outputs if p.suffix != ".json"), None)

    @property
    def output_dir(self) -> Path:
        return self.spec.target_dir if self.spec else self.path.parent
