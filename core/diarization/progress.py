"""pyannote's progress hook as one 0..1 fraction.

pyannote calls `hook(step_name, step_artifact, file=None, total=None, completed=None)`: once per finished step
(segmentation, speaker_counting, embeddings, discrete_diarization) and, for the two slow steps, once per batch with
`completed`/`total`. The embeddings (one CAM++/ResNet pass per chunk and speaker) take most of the time, so they get
most of the bar: on 2 minutes of speech on the CPU, segmentation took 12% of the run and embeddings 87%.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# (start, end) of each step on the 0..1 bar; the steps without batches only mark their end.
STEP_SPANS: dict[str, tuple[float, float]] = {
    "segmentation": (0.0, 0.12),
    "speaker_counting": (0.12, 0.13),
    "embeddings": (0.13, 0.98),
    "discrete_diarization": (0.98, 0.99),
}


class ProgressHook:
    """Callable pyannote hook: reports a never-decreasing fraction. (A job is cancelled by killing its worker
    process, core.runner.JobHandle.kill, so the hook has nothing to check.) `after_batch` runs after each of the
    slow steps' batches: the pipeline's only regular call-out, where memory is handed back on long files."""

    def __init__(self, on_progress: Callable[[float], None] | None = None,
                 after_batch: Callable[[], None] | None = None) -> None:
        self.on_progress = on_progress
        self.after_batch = after_batch
        self.fraction = 0.0

    def report(self, fraction: float) -> None:
        fraction = max(0.0, min(1.0, float(fraction)))
        if fraction > self.fraction:
            self.fraction = fraction
            if self.on_progress is not None:
                self.on_progress(fraction)

    def __call__(self, step_name: str, step_artifact: Any, file: Any = None, total: int | None = None,
                 completed: int | None = None) -> None:
        start, end = STEP_SPANS.get(step_name, (self.fraction, self.fraction))
        if total and completed is not None:
            self.report(start + (end - start) * min(completed, total) / total)
            if self.after_batch is not None:
                self.after_batch()
        elif completed is None and total is None:
            self.report(end)  # the step's final call carries its artifact
