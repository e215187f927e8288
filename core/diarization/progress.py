"""pyannote's progress hook as one 0..1 fraction.

pyannote calls `hook(step_name, step_artifact, file=None, total=None, completed=None)`: once per finished step
(segmentation, speaker_counting, embeddings, discrete_diarization) and, for the two slow steps, once per batch with
`completed`/`total`; the offline pipeline then re-embeds every turn (TURN_STEP, one call per turn and a final one).
Each step gets the share of the bar it takes of the time: on the CPU plan (`bench/diarize.py --stages --runtimes
onnx`, sample and 5-minute file) segmentation 9-12%, chunk embeddings 57-58%, clustering under 1%, turn embeddings
30-32%.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# The hook step of the offline pipeline's turn reassignment, after pyannote's own steps: called per turn embedded
# (completed/total) and once at the end with the result, as pyannote calls its slow steps.
TURN_STEP = "turn_embeddings"

# (start, end) of each step on the 0..1 bar; the steps without batches only mark their end.
STEP_SPANS: dict[str, tuple[float, float]] = {
    "segmentation": (0.0, 0.10),
    "speaker_counting": (0.10, 0.11),
    "embeddings": (0.11, 0.68),
    "discrete_diarization": (0.68, 0.69),
    TURN_STEP: (0.69, 0.99),
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
