"""The GUI's model download as a worker task (core.runner runs it in a child process, so it can be killed and its
progress crosses the pipe like a job's)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core.events import Event, Progress, ProgressStage


@dataclass(frozen=True, slots=True)
class DownloadRequest:
    engine: str
    name: str
    cache_dir: str | None = None


def download_model_task(request: DownloadRequest, on_event: Callable[[Event], None]) -> str:
    """Worker target for the GUI's model download button: fetch the model, report bytes as `downloading` progress."""
    from core.models import download_model

    def on_progress(done: int, total: int) -> None:
        on_event(Progress(ProgressStage.DOWNLOADING, done / total if total else 0.0, f"{done}/{total}"))

    path = download_model(request.engine, request.name, cache_dir=request.cache_dir, on_progress=on_progress)
    return str(path)
