"""The queue starts only when its jobs can get their models: `StartGate` runs core.models.readiness off the GUI thread
when the user presses Start (or the window autostarts), and `ModelNotice` says once, in words, what is missing and
what can be done instead (a model this computer has, the Download button, the offline speaker pipeline).

Also the first-run default: speaker labelling is switched on when a pipeline is there without the network (shipped,
downloaded or in an offline models folder), as long as the user never chose either way.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app.background import run_in_background
from app.controller import QUEUED
from app.qt import QComboBox, QFrame, QHBoxLayout, QLabel, QObject, QPushButton, QVBoxLayout, QWidget, Signal
from core.engines.registry import resolve_auto
from core.models.readiness import (
    Connectivity,
    ModelChoice,
    Readiness,
    available_diarization,
    check_readiness,
    download_url,
    host_answers,
)

if TYPE_CHECKING:
    from app.controller import JobController
    from app.log_panel import LogPanel
    from app.qt import QSettings, QStatusBar
    from app.settings import AppSettings

DIARIZE_KEY = "diarization/enabled"  # app.settings' key: absent until the user (or this default) chose


class ModelNotice(QFrame):
    """A band above the queue: the reason nothing started, and buttons that fix it."""

    useModel = Signal(object)  # ModelChoice
    downloadRequested = Signal(str)  # model name
    speakersOff = Signal()
    usePipeline = Signal(str)  # an offline pipeline folder
    recheck = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modelNotice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Why the queue did not start"))
        self.readiness = Readiness()
        self.message = QLabel("", self)
        self.message.setWordWrap(True)
        self.choices = QComboBox(self)
        self.choices.setAccessibleName(self.tr("Models on this computer"))
        self.use_button = QPushButton(self.tr("Use this model"), self)
        self.download_button = QPushButton("", self)
        self.speakers_off_button = QPushButton(self.tr("Label no speakers"), self)
        self.pipeline_button = QPushButton(self.tr("Use the offline speaker pipeline"), self)
        self.recheck_button = QPushButton(self.tr("Check again"), self)
        self.recheck_button.setToolTip(self.tr("Look again for the model and the connection"))
        buttons = QHBoxLayout()
        for widget in (self.choices, self.use_button, self.download_button, self.pipeline_button,
                       self.speakers_off_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        buttons.addWidget(self.recheck_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.use_button.clicked.connect(self._use_chosen)
        self.download_button.clicked.connect(lambda: self.downloadRequested.emit(self.readiness.download or ""))
        self.speakers_off_button.clicked.connect(self.speakersOff.emit)
        self.pipeline_button.clicked.connect(lambda: self.usePipeline.emit(self.readiness.diarization or ""))
        self.recheck_button.clicked.connect(self.recheck.emit)
        self.setVisible(False)

    def show_readiness(self, readiness: Readiness, engine: str = "") -> None:
        """Say what the check found; among the models offered, the one of the name asked for comes first chosen
        (of `engine` where there are two), so "Use this model" does what the user meant."""
        self.readiness = readiness
        self.message.setText(self.text_for(readiness))
        self.choices.clear()
        for choice in readiness.choices:
            self.choices.addItem(choice.label, choice)
        self.choices.setCurrentIndex(preferred_choice(readiness, engine))
        model_problem = not readiness.speakers_problem
        self.choices.setVisible(model_problem and bool(readiness.choices))
        self.use_button.setVisible(model_problem and bool(readiness.choices))
        self.download_button.setVisible(model_problem and readiness.download is not None)
        self.download_button.setText(self.tr("Download {name}").format(name=readiness.download or ""))
        self.pipeline_button.setVisible(readiness.speakers_problem and bool(readiness.diarization))
        self.speakers_off_button.setVisible(readiness.speakers_problem)
        self.setVisible(not readiness.ready)

    def text_for(self, readiness: Readiness) -> str:
        """The one sentence the user reads: what is missing, that nothing started, and what helps."""
        if readiness.ready:
            return ""
        if readiness.speakers_problem:
            hint = (self.tr("use the offline speaker pipeline, or label no speakers") if readiness.diarization
                    else self.tr("label no speakers for now"))
        elif readiness.choices and readiness.download:
            hint = self.tr("use a model this computer has, or download {name} when there is a connection").format(
                name=readiness.download)
        elif readiness.choices:
            hint = self.tr("use a model this computer has")
        elif readiness.download:
            hint = self.tr("download {name} when there is a connection, or choose a model folder in Settings").format(
                name=readiness.download)
        else:
            hint = self.tr("choose another model in Settings")
        return self.tr("Nothing was started: {problem}. You can {hint}.").format(problem=readiness.problem, hint=hint)

    def _use_chosen(self) -> None:
        choice = self.choices.currentData()
        if isinstance(choice, ModelChoice):
            self.useModel.emit(choice)


def preferred_choice(readiness: Readiness, engine: str = "") -> int:
    """The index of the model to offer first: the name that is missing (`readiness.download`), of the engine asked
    for before any other; else the first."""
    wanted = readiness.download
    named = [i for i, choice in enumerate(readiness.choices) if wanted and choice.name == wanted]
    same_engine = [i for i in named if readiness.choices[i].engine == engine]
    return (same_engine or named or [0])[0] if readiness.choices else -1


class GateWindow(Protocol):
    """What the gate needs of the window: its queue, its settings, where it says things, and the download."""

    @property
    def controller(self) -> JobController: ...

    @property
    def qsettings(self) -> QSettings: ...

    @property
    def settings(self) -> AppSettings: ...

    @property
    def log(self) -> LogPanel: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - QMainWindow's name

    def apply_settings(self, settings: AppSettings) -> None: ...

    def token_value(self) -> str | None:
        """The Hugging Face token the settings hold (for the speaker pipeline's download)."""
        ...

    def download_model(self) -> None:
        """Show the settings and start the chosen model's download there."""
        ...


class StartGate(QObject):
    """Between the Start button and the controller: starts the queue once the check says its jobs can run."""

    changed = Signal()  # `wanted` changed: the Start/Pause button follows it

    def __init__(self, window: GateWindow, connectivity: Connectivity | None = None,
                 models_dirs: Sequence[Path] = (), parent: QWidget | None = None) -> None:
        """`parent`: the widget that owns the gate and its notice (the window)."""
        super().__init__(parent)
        self.window = window
        self.connectivity = connectivity or host_answers
        self.models_dirs = tuple(models_dirs)
        self.notice = ModelNotice(parent)
        self.wanted = False  # the user asked the queue to start and the check is under way
        self._held = False  # the user asked, the check refused: a fix picked in the notice starts the queue
        self.checking = False
        self._generation = 0
        self._told: str | None = None  # the problem last written to the log (said once, not per attempt)
        self.notice.useModel.connect(self._use_model)
        self.notice.downloadRequested.connect(self._download)
        self.notice.speakersOff.connect(lambda: self._change(diarize=False))
        self.notice.usePipeline.connect(lambda folder: self._change(diarize=True, diarization_model=folder))
        self.notice.recheck.connect(self.check)
        self._approved = False  # a check passed for the settings of now: files added to the running queue may start
        window.controller.itemAdded.connect(self._on_added)

    # --- asking ------------------------------------------------------------------------------------------------
    def request_start(self) -> None:
        """Start the queue as soon as the check passes (at once when nothing has to be fetched). An empty queue
        starts without a check: there is no job the models could fail, so nothing to warn about; the first file
        added is checked before it starts (`_on_added`)."""
        controller = self.window.controller
        if not any(item.status == QUEUED for item in controller.items()):
            self._approved = False
            self._want(False)
            controller.start()
            return
        self._want(True)
        self.check()

    def _on_added(self, _job_id: int) -> None:
        """A file came into a queue started without a check: hold it (this runs before the controller launches
        it) and check the models first, as a press of Start would."""
        controller = self.window.controller
        if controller.is_running and not self._approved and not self.wanted:
            controller.pause()
            self.request_start()

    def withdraw(self) -> None:
        """The user paused: no start when the pending check comes back, nor after a fix in the notice."""
        self._held = False
        self._want(False)

    def settings_changed(self) -> None:
        """A new model, engine or pipeline may fix (or cause) the problem: look again when it matters."""
        self._approved = False
        if self._held:
            self.request_start()
        elif self.wanted or self.notice.isVisible() or self.window.controller.is_running:
            self.check()

    def check(self) -> None:
        self._generation += 1
        generation, settings = self._generation, self.window.settings
        token = self.window.token_value()
        self.checking = True
        self.window.statusBar().showMessage(self.tr("Checking the models…"))
        run_in_background(lambda: check_readiness(settings, self.connectivity, self.models_dirs, token),
                          lambda readiness: self._on_result(generation, readiness),
                          lambda error: self._on_error(generation, error), owner=self)

    def first_run_defaults(self) -> Future | None:
        """Switch speaker labelling on when a pipeline is there and the user never chose (disk only, no network).
        Returns the look-up under way, None when the user already chose."""
        qsettings = self.window.qsettings
        if qsettings.contains(DIARIZE_KEY):
            return None
        cache = self.window.settings.cache_dir or None
        return run_in_background(lambda: available_diarization(cache, self.models_dirs), self._apply_default_speakers,
                                 lambda _error: None, owner=self)

    # --- answers -----------------------------------------------------------------------------------------------
    def _apply_default_speakers(self, pipeline: str | None) -> bool:
        if pipeline is None or self.window.qsettings.contains(DIARIZE_KEY):
            return False
        self.window.apply_settings(self.window.settings.replace(diarize=True, diarization_model=pipeline))
        self.window.log.add("info", self.tr("Speaker labelling is on: a speaker pipeline is on this computer."))
        return True

    def _on_result(self, generation: int, readiness: Readiness) -> None:
        if generation != self._generation:
            return  # the settings changed meanwhile; a newer check is under way
        self.checking = False
        if self._apply_default_speakers(readiness.diarization):
            return  # apply_settings started a new check with speakers on
        self.notice.show_readiness(readiness, resolve_auto(self.window.settings.engine))
        controller = self.window.controller
        if readiness.ready:
            self._told = None
            self._held = False
            self._approved = True
            self.window.statusBar().showMessage(self.tr("Ready"), 3000)
            if self.wanted:
                self._want(False)
                controller.start()
            return
        if controller.is_running or self.wanted:
            self._held = True
        if controller.is_running:
            controller.pause()  # the running job goes on; no new one starts that could only fail
        self._want(False)
        message = self.notice.message.text()
        self.window.statusBar().showMessage(message)
        if readiness.problem != self._told:
            self._told = readiness.problem
            self.window.log.add("warning", message)

    def _on_error(self, generation: int, error: BaseException) -> None:
        """The check itself failed (a broken cache folder, say): start anyway, the job then says what is wrong."""
        if generation != self._generation:
            return
        self.checking = False
        self.window.log.add("warning", self.tr("Could not check the models: {error}").format(error=error))
        if self.wanted:
            self._want(False)
            self.window.controller.start()

    def _want(self, wanted: bool) -> None:
        if wanted != self.wanted:
            self.wanted = wanted
            self.changed.emit()

    # --- fixes offered by the notice ---------------------------------------------------------------------------
    def _change(self, **changes) -> None:
        self.window.apply_settings(self.window.settings.replace(**changes))

    def _use_model(self, choice: ModelChoice) -> None:
        self.window.log.add("info", self.tr("Using {label}").format(label=choice.label))
        self._change(engine=choice.engine, model=choice.model)

    def _download(self, name: str) -> Future:
        """Start the settings panel's download when the host answers; without a connection say so in words rather
        than let the download fail with the network library's error."""
        settings = self.window.settings
        engine = resolve_auto(settings.engine)
        self.notice.download_button.setEnabled(False)

        def done(reachable: bool) -> None:
            self.notice.download_button.setEnabled(True)
            if reachable:
                self.window.download_model()
                return
            text = self.tr("There is still no connection: {name} cannot be downloaded now.").format(name=name)
            self.window.statusBar().showMessage(text)
            self.window.log.add("warning", text)

        return run_in_background(lambda: self.connectivity(download_url(engine, name)), done,
                                 lambda _error: done(False), owner=self)
