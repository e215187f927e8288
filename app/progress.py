"""From a stream of per-stage StageStarted and Progress events to what the queue row shows: status, overall
fraction, ETA, and what runs where (the loading stage's engine, model and device).

No Qt here. Stages arrive in order decoding -> loading -> transcribing -> diarizing -> writing, except that the
pipeline may diarize while it transcribes; so decoding and loading count as finished once any later stage reports,
while transcribing and diarizing count as finished only when writing starts (or at their own 1.0).

The time left counts down between events. Diarization reports seldom: nothing while its pipeline loads and the
segmentation runs, then nothing again until the embeddings are done (tens of seconds on a CPU, on the 30 s
sample). The old estimate, "elapsed x (1 - done) / done" at every redraw, then grew by about a second each second
while the bar stood still, which reads as a frozen or broken estimate. Now the estimate is made when the fraction
moves and counts down from there; once it has run out with no news, there is no honest estimate to show (None).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.job_status import JobStatus
from core.events import Progress, StageStarted
from core.events import ProgressStage as Stage

ORDER = (Stage.DECODING, Stage.LOADING, Stage.TRANSCRIBING, Stage.DIARIZING, Stage.WRITING)
# What each stage shows in the queue's status column ("loading" a model is part of transcribing to a user).
STATUS_OF_STAGE: dict[str, JobStatus] = {
    Stage.DECODING: JobStatus.DECODING, Stage.LOADING: JobStatus.TRANSCRIBING,
    Stage.TRANSCRIBING: JobStatus.TRANSCRIBING, Stage.DIARIZING: JobStatus.DIARIZING, Stage.WRITING: JobStatus.WRITING,
}
_WEIGHTS: dict[str, float] = {
    Stage.DECODING: 0.05, Stage.LOADING: 0.05, Stage.TRANSCRIBING: 0.85, Stage.DIARIZING: 0.0, Stage.WRITING: 0.05,
}
_WEIGHTS_DIARIZE: dict[str, float] = {
    Stage.DECODING: 0.05, Stage.LOADING: 0.05, Stage.TRANSCRIBING: 0.55, Stage.DIARIZING: 0.30, Stage.WRITING: 0.05,
}
# Speakers found again from a job's JSON: no model loads and nothing is transcribed.
_WEIGHTS_SPEAKERS_ONLY: dict[str, float] = {
    Stage.DECODING: 0.10, Stage.LOADING: 0.0, Stage.TRANSCRIBING: 0.0, Stage.DIARIZING: 0.85, Stage.WRITING: 0.05,
}
_FINISHED_BY: dict[str, tuple[str, ...]] = {
    Stage.DECODING: ORDER[1:], Stage.LOADING: ORDER[2:], Stage.TRANSCRIBING: (Stage.WRITING,),
    Stage.DIARIZING: (Stage.WRITING,), Stage.WRITING: (),
}


@dataclass
class ProgressTracker:
    diarize: bool = False
    speakers_only: bool = False  # a job that finds the speakers of its JSON again (JobSpec.speakers_only)
    started: float | None = None
    fractions: dict[str, float] = field(default_factory=dict)
    detail: str = ""
    moved_at: float | None = None  # when the overall fraction last grew

    def update(self, event: StageStarted | Progress, now: float) -> None:
        if self.started is None:
            self.started = now
        before = self.overall
        fraction = event.fraction if isinstance(event, Progress) else 0.0
        if event.stage in ORDER:
            self.fractions[event.stage] = max(self.fractions.get(event.stage, 0.0), fraction)
        detail = event.detail if isinstance(event, Progress) else event.description
        if detail:
            self.detail = detail
        if self.overall > before or self.moved_at is None:
            self.moved_at = now

    @property
    def stage(self) -> str | None:
        seen = [s for s in ORDER if s in self.fractions]
        return seen[-1] if seen else None

    @property
    def status(self) -> JobStatus:
        return STATUS_OF_STAGE.get(self.stage or "", JobStatus.QUEUED)

    @property
    def overall(self) -> float:
        weights = (_WEIGHTS_SPEAKERS_ONLY if self.speakers_only else _WEIGHTS_DIARIZE if self.diarize
                   else _WEIGHTS)
        total = 0.0
        for stage, weight in weights.items():
            finished = any(later in self.fractions for later in _FINISHED_BY[stage])
            total += weight * (1.0 if finished else self.fractions.get(stage, 0.0))
        return min(1.0, total / sum(weights.values()))

    def eta(self, now: float) -> float | None:
        """Seconds left: the estimate at the average rate up to the last time the fraction grew, less the time since
        then. None while too little is known, and once that estimate has run out without news."""
        if self.started is None or self.moved_at is None:
            return None
        elapsed, done = self.moved_at - self.started, self.overall
        if elapsed < 2.0 or done < 0.05 or done >= 1.0:
            return None
        left = elapsed * (1.0 - done) / done - (now - self.moved_at)
        return left if left > 0 else None


def format_eta(seconds: float | None) -> str:
    if seconds is None:
        return ""
    seconds = int(round(seconds))
    if seconds >= 3600:
        return f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"
    return f"{seconds // 60}:{seconds % 60:02d}"


def format_duration(seconds: float | None) -> str:
    return "" if seconds is None else format_eta(seconds)
