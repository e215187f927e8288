"""Live captions from the window: the Live view (app.live) opened from the toolbar (Ctrl+L), each Start run by a
LiveRunner in a worker process with the window's current settings, and "Refine": the saved recording queued as a
normal job (the full offline transcription and speakers, its outputs named `<stem>.refined` beside the live ones)
and opened in the review editor when it is done.

The view and the runner are imported on first use: the window shows before QtMultimedia loads.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app.operations.add_files import probe_duration
from app.qt import QCoreApplication, QMainWindow, QStandardPaths

if TYPE_CHECKING:
    from app.controller import JobController
    from app.live.live_runner import LiveRunner
    from app.live.live_view import LiveRequest, LiveView
    from app.log_panel import LogPanel
    from app.model_notice import StartGate
    from app.queue_view import QueueView
    from app.settings import AppSettings
    from app.settings_panel import SettingsPanel
    from core.jobs import JobSpec

REFINED_SUFFIX = ".refined"  # the refined outputs' stem: <recording's stem>.refined.srt, beside the live ones


class LiveWindow(Protocol):
    @property
    def controller(self) -> JobController: ...

    @property
    def log(self) -> LogPanel: ...

    @property
    def queue(self) -> QueueView: ...

    @property
    def settings(self) -> AppSettings: ...

    @property
    def start_gate(self) -> StartGate: ...

    @property
    def settings_panel(self) -> SettingsPanel: ...

    def spec_for_path(self, path: Path) -> JobSpec: ...

    def open_location(self, path: Path, is_folder: bool) -> object: ...

    def review(self, json_path: Path, media: Path | None) -> QMainWindow: ...



def live_folder(settings: AppSettings) -> Path:
    """Where sessions are saved: the output folder of the settings, else "Whisper Subtitler live" in Documents."""
    if settings.output_dir:
        return Path(settings.output_dir)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home()) / "Whisper Subtitler live"


class LiveCaptions:
    """The window's Live view and the session running in it (one at a time)."""

    def __init__(self, window: LiveWindow) -> None:
        self.window = window
        self.view: LiveView | None = None
        self.runner: LiveRunner | None = None
        self.refining: dict[int, Path] = {}  # job id -> the recording it refines
        window.controller.jobFinished.connect(self._on_job_finished)

    def show(self) -> LiveView:
        if self.view is None:
            from app.live.live_view import LiveView

            self.view = LiveView(lambda: live_folder(self.window.settings))
            self.view.startRequested.connect(self.start)
            self.view.stopRequested.connect(self.stop)
            self.view.openFolderRequested.connect(lambda folder: self.window.open_location(folder, is_folder=True))
            self.view.refineRequested.connect(self.refine)
        self.view.refresh_sources()
        self.view.show()
        self.view.raise_()
        self.view.activateWindow()
        return self.view

    @property
    def running(self) -> bool:
        return self.runner is not None and not self.runner.finished

    def start(self, request: LiveRequest) -> None:
        from app.live.live_runner import LiveRunner, live_spec
        from app.live.mic_source import MicSource
        from core.errors import SubtitlerError

        view = self.view
        assert view is not None  # requests come from the view
        media = request.source if isinstance(request.source, Path) else request.out_dir / f"{request.stem}.wav"
        try:
            spec = live_spec(self.window.spec_for_path(media), request.source, request.out_dir, request.stem)
        except SubtitlerError as error:
            view.on_failed(error.message)
            view.on_ended()
            return
        mic = None if isinstance(request.source, Path) else MicSource(request.source)
        runner = LiveRunner(spec, mic, self.window.settings_panel.worker_env(), parent=view)
        runner.started.connect(view.on_started)
        runner.level.connect(view.show_level)
        runner.update.connect(view.show_update)
        runner.refining.connect(view.on_refining)
        runner.failed.connect(view.on_failed)
        runner.saved.connect(view.on_saved)
        runner.saved.connect(self._log_saved)
        runner.ended.connect(view.on_ended)
        self.runner = runner
        runner.start()

    def stop(self) -> None:
        if self.runner is not None:
            self.runner.stop()

    def close(self) -> None:
        """The window closes: a running session's worker ends now; its recording and captions so far stay."""
        if self.running and self.runner is not None:
            self.runner.kill()
        if self.view is not None:
            self.view.close()

    def refine(self, recording: Path) -> list[int]:
        """Queue the saved recording as a normal job (the current settings, JSON always among its outputs, named
        `<stem>.refined` beside it); the review editor opens on it when it is done."""
        formats = tuple(self.window.settings.formats)
        ids = self.window.controller.add([recording], overrides={
            "output_dir": str(recording.parent), "output_name": recording.stem + REFINED_SUFFIX,
            "formats": formats if "json" in formats else (*formats, "json")})
        for job_id in ids:
            self.refining[job_id] = recording
            probe_duration(self.window.controller, job_id)
            self.window.queue.select_job(job_id)
        self.window.log.add("info", QCoreApplication.translate(
            "MainWindow", "Refining {name}: it opens for review when it is done").format(name=recording.name))
        if not self.window.controller.is_running:
            self.window.start_gate.request_start()
        return ids

    def _on_job_finished(self, job_id: int) -> None:
        if self.refining.pop(job_id, None) is None:
            return
        item = self.window.controller.item(job_id)
        if item.json_output is not None:
            self.window.review(item.json_output, item.path)

    def _log_saved(self, saved: object) -> None:
        paths = [Path(p) for p in getattr(saved, "paths", ())]
        if paths:
            self.window.log.add("info", QCoreApplication.translate("MainWindow", "Live session saved: {files}")
                                .format(files=", ".join(p.name for p in paths)))
        why = getattr(saved, "refine_failed", "")
        if why:
            self.window.log.add("warning", QCoreApplication.translate(
                "MainWindow", "The live speaker names are saved, not refined: {reason}").format(reason=why))
