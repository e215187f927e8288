"""The settings panel's model download: whether the chosen model is on disk, and fetching it in a worker process.

Why a worker process (core.runner) and not a thread: a download can then be stopped at any moment (the window
closing), and its progress crosses the pipe like a job's. The panel owns the widgets; this module only reports.
"""

from __future__ import annotations

from app.qt import QObject, QTimer, Signal
from core.events import Progress
from core.runner import JobDone, JobFailed, JobHandle, WorkerDied, start_job

DOWNLOAD_TARGET = "core.models.download_task:download_model_task"
POLL_MS = 100


def model_cached(engine: str, name: str, cache_dir: str | None) -> bool | None:
    """Whether `name` is downloaded for `engine` (auto = the default engine, what auto picks when CTranslate2 is
    installed); None for a name neither the catalogue nor the hub knows. Never imports torch or whisper (the
    openai-whisper catalogue reads whisper's source), so the GUI process stays light: cached_path only looks at the
    disk."""
    from core.diarization.hub import is_hub_id
    from core.engines.registry import engine_spec, resolve_auto
    from core.engines.spec import ModelSource
    from core.models.catalog import lookup, model_names
    from core.models.store import cached_path

    engine = resolve_auto(engine)
    source = engine_spec(engine).source
    if source == ModelSource.HUB and lookup(engine, name) is None and not is_hub_id(name):
        return None
    if source == ModelSource.URL and name not in model_names() and not name.startswith("large"):
        return None
    return cached_path(engine, name, cache_dir) is not None


class ModelDownload(QObject):
    """One download at a time, polled on the GUI thread. Signals come in the order the worker's events did:
    any number of `progressed`, then `succeeded` or `failed`, then `finished`."""

    progressed = Signal(float)  # 0..1 of the bytes
    succeeded = Signal(str)  # where the model is now
    failed = Signal(str)  # why, in words
    finished = Signal(bool)  # True when the model is now on disk

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._handle: JobHandle | None = None  # while a model downloads
        self._ok = False
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.poll)

    @property
    def running(self) -> bool:
        return self._handle is not None

    def start(self, engine: str, name: str, cache_dir: str | None, env: dict[str, str]) -> None:
        """Fetch `name` for `engine` (auto = the default engine); `env` reaches the worker only (its HF_TOKEN)."""
        from core.engines.registry import resolve_auto
        from core.models.download_task import DownloadRequest  # core.models only once a download starts

        request = DownloadRequest(resolve_auto(engine), name, cache_dir)
        self._handle = start_job(request, DOWNLOAD_TARGET, env)
        self._ok = False
        self._timer.start()

    def poll(self) -> None:
        if self._handle is None:
            return
        for event in self._handle.read_events():
            if isinstance(event, Progress):
                self.progressed.emit(event.fraction)
            elif isinstance(event, JobDone):
                self._ok = True
                self.succeeded.emit(str(event.result))
            elif isinstance(event, (JobFailed, WorkerDied)):
                reason = event.message if isinstance(event, JobFailed) else event.reason
                self.failed.emit(reason)
        if self._handle.finished:
            self._handle = None
            self._timer.stop()
            self.finished.emit(self._ok)

    def stop(self) -> None:
        """Kill the download's worker (the window is closing); nothing is emitted."""
        if self._handle is not None:
            self._handle.kill()
            self._handle = None
            self._timer.stop()
