"""Retry: run a job again; when its subtitles are already there (and the settings do not say to overwrite), ask
whether to replace them, keep both under a new name, or leave it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app.media_files import existing_outputs
from app.qt import QCoreApplication

if TYPE_CHECKING:
    from app.controller import JobController
    from app.log_panel import LogPanel
    from core.jobs import JobSpec


class RetryWindow(Protocol):
    @property
    def controller(self) -> JobController: ...

    @property
    def log(self) -> LogPanel: ...

    def spec_for_path(self, path: Path) -> JobSpec: ...

    def ask_existing_outputs(self, job_name: str, existing: list[Path], new_name: str) -> str:
        """REPLACE, KEEP_BOTH or CANCEL (app.retry_question); tests answer it instead."""
        ...


def retry_job(window: RetryWindow, job_id: int) -> None:
    from app.retry_question import CANCEL, REPLACE, free_output_name
    from core.errors import SubtitlerError

    controller = window.controller
    item = controller.item(job_id)
    try:
        spec = window.spec_for_path(item.path)
    except (SubtitlerError, ValueError):
        controller.retry(job_id)  # the job fails with the reason, as any start would
        return
    existing = existing_outputs(spec.target_dir, spec.output_stem, spec.formats)
    if not existing or spec.overwrite:
        controller.retry(job_id)
        return
    new_name = free_output_name(spec.target_dir, spec.output_stem, spec.formats)
    answer = window.ask_existing_outputs(item.path.name, existing, new_name)
    if answer == CANCEL:
        return
    if answer == REPLACE:
        controller.retry(job_id, overwrite=True)
    else:
        controller.retry(job_id, output_name=new_name)
        window.log.add("info", QCoreApplication.translate(
            "MainWindow", "{name}: the new subtitles will be named {new}").format(name=item.path.name, new=new_name))
