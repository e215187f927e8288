"""Where a queued job stands, as the queue's status column shows it. No Qt here (app.progress maps progress
stages to these)."""

from __future__ import annotations

from platform_utils.strenum import StrEnum


class JobStatus(StrEnum):
    QUEUED = "queued"
    DECODING = "decoding"
    TRANSCRIBING = "transcribing"  # loading the model counts as transcribing to a user
    DIARIZING = "diarizing"
    WRITING = "writing"
    DONE = "done"
    FAILED = "failed"
    CANCELLED = "cancelled"


RUNNING_STATES = frozenset({JobStatus.DECODING, JobStatus.TRANSCRIBING, JobStatus.DIARIZING, JobStatus.WRITING})
FINAL_STATES = frozenset({JobStatus.DONE, JobStatus.FAILED, JobStatus.CANCELLED})
