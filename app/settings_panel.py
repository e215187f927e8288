"""The settings panel: every option of the next job, saved as soon as it changes (QSettings via app.settings).

Its groups are built from the settings table (app.setting_fields: each setting's declared widget, in its group and
order), shown and read by one loop; this module builds by hand only the compute box's backend (with what the probe
found) and the model field (the catalogue's names, those on this computer marked, and the download), and wires the
compound controls of app.settings_groups in where the table places them.

Slow facts (which backends exist here, which models are downloaded) are looked up off the GUI thread and filled
in when they arrive; a model download runs in a worker process with a progress bar (app.model_download), and the
Hugging Face token is kept by app.token_field.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

from app.background import run_in_background
from app.device_probe import BackendState
from app.model_download import ModelDownload
from app.model_list import ModelFacts, ShownTextDelegate, look_up, mark_on_disk
from app.qt import (
    QT_TRANSLATE_NOOP,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSize,
    QStandardItemModel,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from app.resources import icon
from app.setting_fields import Fields, Make, buddy_row, setting_widget
from app.settings import AppSettings
from app.settings_groups import (
    build_formats,
    build_speaker_count,
    build_token,
    enable_speakers,
    read_formats,
    read_speaker_count,
    show_formats,
    show_speaker_count,
    voices_button,
)
from core.availability import engine_installed, not_installed_message
from core.engines.registry import AUTO
from core.errors import SubtitlerError
from core.models.catalog import model_names
from core.models.readiness import Connectivity, ModelChoice, host_answers
from core.setting_widgets import Group
from core.vocabulary import read_vocabulary
from platform_utils.facts import BACKENDS, Backend

W = TypeVar("W", bound=QWidget)
# Marked for lupdate; translated with self.tr() where shown.
BACKEND_TITLES: dict[str, str] = {
    Backend.AUTO: QT_TRANSLATE_NOOP("SettingsPanel", "Automatic"),
    Backend.CUDA: QT_TRANSLATE_NOOP("SettingsPanel", "NVIDIA CUDA"),
    Backend.ROCM: QT_TRANSLATE_NOOP("SettingsPanel", "AMD ROCm"),
    Backend.MPS: QT_TRANSLATE_NOOP("SettingsPanel", "Apple Metal (MPS)"),
    Backend.XPU: QT_TRANSLATE_NOOP("SettingsPanel", "Intel XPU"),
    Backend.CPU: QT_TRANSLATE_NOOP("SettingsPanel", "CPU"),
}
ALIASES = {"max_chars": "max_chars_per_line"}  # the panel's attribute names from before the table built it


class SettingsPanel(QScrollArea):
    settingsChanged = Signal(object)  # AppSettings
    tokenChanged = Signal(str)
    downloadFinished = Signal(bool)  # True when the model is now on disk

    def __init__(self, settings: AppSettings, parent: QWidget | None = None, connectivity: Connectivity | None = None,
                 models_dirs: Sequence[Path] = ()) -> None:
        """`connectivity` and `models_dirs` as the window's Start check has them: whether a model that is not on
        disk could be downloaded now, and the offline models folders whose models the Model list offers."""
        super().__init__(parent)
        self.connectivity = connectivity or host_answers
        self.models_dirs = tuple(models_dirs)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(self.tr("Settings"))
        self._loading = True
        self._settings = settings
        self._legacy_use_cuda = settings.use_cuda
        self._backend_states: dict[str, BackendState] = {}
        self.downloader = ModelDownload(self)
        self.downloader.progressed.connect(lambda fraction: self.download_progress.setValue(int(fraction * 1000)))
        self.downloader.succeeded.connect(
            lambda path: self.model_state.setText(self.tr("Downloaded to {path}").format(path=path)))
        self.downloader.failed.connect(
            lambda why: self.model_state.setText(self.tr("Download failed: {why}").format(why=why)))
        self.downloader.finished.connect(self._download_finished)
        self._model_state_stale = True
        self._model_timer = QTimer(self)
        self._model_timer.setSingleShot(True)
        self._model_timer.setInterval(250)
        self._model_timer.timeout.connect(self._look_up_model_state)

        body = QWidget(self)
        layout = QVBoxLayout(body)
        self._built = False
        self.fields = Fields(body, self._changed)
        for group in Group:
            layout.addWidget(self.fields.build_group(group, **self._compound_controls()))
        self._built = True
        self._name_fields()
        layout.addStretch(1)
        for form in body.findChildren(QFormLayout):
            # A label goes above its field where both do not fit side by side, so a narrow dock clips nothing.
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.setWidget(body)
        self.set_settings(settings)
        self._loading = False

    def minimumSizeHint(self):  # noqa: N802 - Qt override
        """As wide as the widest row needs (the horizontal scroll bar is off: anything wider would be cut off),
        and the vertical scroll bar beside it."""
        hint = super().minimumSizeHint()
        width = (self.widget().minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
                 + 2 * self.frameWidth())
        return hint.expandedTo(QSize(width, 0)) if hint.isValid() else QSize(width, 120)

    # --- building ----------------------------------------------------------------------------------------------
    def _compound_controls(self) -> dict[str, dict[str, Any]]:
        """What the table leaves to the panel: its CUSTOM controls, buttons beside widgets, rows under them."""
        return {
            "custom": {"backend": self._build_backend, "model": self._build_model,
                       "speakers_mode": self._build_speaker_count, "formats": self._build_formats},
            "trailing": {"vocabulary": self._vocabulary_button, "known_voices": voices_button(self)},
            "after": {"diarization_model": self._build_token},
        }

    def _build_backend(self, form: QFormLayout, _make: Make) -> None:
        box = form.parentWidget()
        self.backend = setting_widget(QComboBox(box), "backend")
        for name in BACKENDS:
            self.backend.addItem(self.tr(BACKEND_TITLES[name]), name)
        self.backend_note = QLabel(self.tr("Checking which backends are available…"), box)
        self.backend_note.setWordWrap(True)
        form.addRow(self.tr("&Backend:"), self.backend)
        form.addRow("", self.backend_note)
        self.backend.currentIndexChanged.connect(self._on_backend_changed)

    def _build_model(self, form: QFormLayout, _make: Make) -> None:
        """The model field: the catalogue's names (those on this computer marked when the look-up answers), a
        folder to browse for, and whether the chosen one is downloaded, with a Download button."""
        box = form.parentWidget()
        row = QHBoxLayout()
        self.model = setting_widget(QComboBox(box), "model")
        self.model.setEditable(True)
        self.model.addItems(model_names())  # the catalogue's names; those on this computer are marked
        self.model.setItemDelegate(ShownTextDelegate(self.model))  # "tiny.en (on this computer)" in the list
        self.model.setMinimumContentsLength(12)
        browse = QPushButton(self.tr("Browse…"), box)
        browse.setAccessibleName(self.tr("Choose a local model folder"))
        browse.clicked.connect(self._browse_model)
        row.addWidget(self.model, 1)
        row.addWidget(browse)
        buddy_row(form, self, self.tr("&Model:"), row, self.model)
        state_row = QHBoxLayout()
        self.model_state = QLabel("", box)
        self.model_state.setWordWrap(True)  # "Not downloaded yet (...)" beside the button in a narrow dock
        self.model_state.setAccessibleName(self.tr("Model download state"))
        self.download_button = QPushButton(icon("download"), self.tr("Download"), box)
        self.download_button.setAccessibleName(self.tr("Download the selected model"))
        self.download_button.clicked.connect(self._start_download)
        self.download_button.setEnabled(False)  # until the look-up says the model is missing
        self.download_progress = QProgressBar(box)
        self.download_progress.setAccessibleName(self.tr("Model download progress"))
        self.download_progress.setRange(0, 1000)
        self.download_progress.setVisible(False)
        state_row.addWidget(self.download_progress, 1)
        state_row.addStretch(0)
        state_row.addWidget(self.download_button)
        form.addRow("", self.model_state)  # a row of its own: the text wraps in a narrow dock, never cut off
        form.addRow("", state_row)
        self.model.currentTextChanged.connect(self._on_model_changed)

    def _build_speaker_count(self, form: QFormLayout, make: Make) -> None:
        self.speaker_count = build_speaker_count(form, make, self._changed)
        self.speakers_auto, self.speakers_exact, self.speakers_range = self.speaker_count[:3]

    def _build_token(self, form: QFormLayout) -> None:
        self.token, self.token_state, self.tokens = build_token(form, self)
        self.tokens.changed.connect(self.tokenChanged)

    def _build_formats(self, form: QFormLayout, _make: Make) -> None:
        self.format_boxes = build_formats(form, self._changed)

    def _vocabulary_button(self, beside: QWidget) -> QWidget:
        load = QPushButton(self.tr("Load…"), beside.parentWidget())
        load.setAccessibleName(self.tr("Load a vocabulary file"))
        load.clicked.connect(self._load_vocabulary)
        return load

    def _field(self, name: str, kind: type[W]) -> W:
        widget = self.fields[name]
        assert isinstance(widget, kind), name  # as the table declares it
        return widget

    def _name_fields(self) -> None:
        """The table's widgets as the panel's attributes too (`panel.vad`), and the few the panel itself uses
        typed; wiring beyond the change signal (which models exist, which engines are installed)."""
        for name, widget in self.fields.widgets.items():
            if hasattr(type(self), name):
                raise ValueError(f"setting {name!r} would hide the panel's own {name!r}")
            setattr(self, name, widget)
        for alias, name in ALIASES.items():
            setattr(self, alias, self.fields[name])
        self.engine = self._field("engine", QComboBox)
        self.batched = self._field("batched", QComboBox)
        self.vad = self._field("vad", QCheckBox)
        self.offline = self._field("offline", QCheckBox)
        self.cache_dir = self._field("cache_dir", QLineEdit)
        self.vocabulary = self._field("vocabulary", QLineEdit)
        self.diarize = self._field("diarize", QCheckBox)
        self.ui_language = self._field("ui_language", QComboBox)
        for row, name in enumerate(self.engine.itemData(i) for i in range(self.engine.count())):
            if name != AUTO and not engine_installed(name):  # a CPU installer leaves openai-whisper out
                model = self.engine.model()
                assert isinstance(model, QStandardItemModel)  # a QComboBox's own model
                item = model.item(row)
                item.setEnabled(False)
                item.setToolTip(not_installed_message(name))
        self.engine.currentIndexChanged.connect(lambda _i: self.refresh_model_state())
        self.offline.toggled.connect(lambda _on: self.refresh_model_state())
        self.cache_dir.editingFinished.connect(self.refresh_model_state)

    # --- reading and writing the widgets ------------------------------------------------------------------------
    def set_settings(self, s: AppSettings) -> None:
        loading, self._loading = self._loading, True
        try:
            self._settings = s
            self._legacy_use_cuda = s.use_cuda
            self.backend.setCurrentIndex(max(0, self.backend.findData(s.backend)))
            self.model.setCurrentText(s.model)
            self.fields.show(s.as_dict())
            show_speaker_count(self.speaker_count, s.speakers_mode)
            show_formats(self.format_boxes, s.formats)
        finally:
            self._loading = loading
        self._update_enabled()
        self.refresh_model_state()

    def settings(self) -> AppSettings:
        """The settings the widgets show now (invalid combinations are corrected, never raised)."""
        s = self._settings
        return s.replace(
            **self.fields.read(),
            backend=self.backend.currentData(),
            use_cuda=self._legacy_use_cuda,
            model=self.model.currentText().strip() or s.model,
            speakers_mode=read_speaker_count(self.speaker_count),
            formats=read_formats(self.format_boxes),
        )

    def _changed(self, *_args) -> None:
        self._update_enabled()
        if self._loading:
            return
        self._settings = self.settings()
        self.settingsChanged.emit(self._settings)

    def _on_backend_changed(self, *_args) -> None:
        if not self._loading:
            self._legacy_use_cuda = None  # an explicit choice replaces the legacy use_cuda key
        self._show_backend_note()
        self._changed()

    def _on_model_changed(self, *_args) -> None:
        self.refresh_model_state()
        self._changed()

    def _update_enabled(self) -> None:
        if not self._built:
            return
        # Batched decoding cuts the speech where VAD finds it: without VAD a job decodes sequentially.
        self.batched.setEnabled(self.vad.isChecked())
        enable_speakers(self.diarize, self.speaker_count, self.fields["diarization_model"], self.token)

    def _browse_model(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Choose a model folder"))
        if folder:
            self.model.setCurrentText(folder)

    def _load_vocabulary(self) -> None:
        """Fill the vocabulary from a glossary file (one term per line or comma-separated), as --vocabulary reads it."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load a vocabulary file"), "",
                                              self.tr("Text files (*.txt *.csv);;All files (*)"))
        if not path:
            return
        try:
            terms = read_vocabulary(path)
        except SubtitlerError as error:  # missing, unreadable or empty: said, and the field stays as it was
            QMessageBox.warning(self, self.tr("Vocabulary"), str(error))
            return
        self.vocabulary.setText(", ".join(terms))
        self.vocabulary.editingFinished.emit()

    # --- backends ------------------------------------------------------------------------------------------------
    def set_backend_states(self, states: dict[str, BackendState]) -> None:
        """Show, for each backend, whether it works here (the menu, short enough for a narrow dock) and, under it,
        on which device (from platform_utils' probe); the probe's own words are in the tooltips."""
        self._backend_states = states
        for row in range(self.backend.count()):
            name = self.backend.itemData(row)
            state = states.get(name)
            title = self.tr(BACKEND_TITLES[name])
            if state is None:
                continue
            if state.picked:
                text = self.tr("{title} ({picked})").format(title=title, picked=self.tr(BACKEND_TITLES.get(
                    state.picked, state.picked)))
            elif state.available:
                text = title
            else:
                text = self.tr("{title} (not available)").format(title=title)
            self.backend.setItemText(row, text)
            self.backend.setItemData(row, state.note or self.device_text(state) or text,
                                     Qt.ItemDataRole.ToolTipRole)
        self._show_backend_note()

    def device_text(self, state: BackendState) -> str:
        """The device in words: "AMD Ryzen 9, 32 threads", or an accelerator's name and memory."""
        if state.threads:
            return self.tr("{device}, {n} threads").format(device=state.device, n=state.threads)
        return state.device

    def set_backend_error(self, message: str) -> None:
        self.backend_note.setText(self.tr("Could not check the backends: {error}").format(error=message))

    def _show_backend_note(self) -> None:
        if not self._backend_states:
            return
        name = self.backend.currentData()
        state = self._backend_states.get(name)
        if state is None:
            self.backend_note.setText("")
        elif state.picked:
            self.backend_note.setText(self.tr("The best backend that works here: {device}").format(
                device=self.device_text(state) or self.tr(BACKEND_TITLES.get(state.picked, state.picked))))
            self.backend_note.setToolTip(state.note)
        elif state.available:
            self.backend_note.setText(self.tr("Available: {device}").format(device=self.device_text(state)))
            self.backend_note.setToolTip(state.note)
        else:
            self.backend_note.setText(self.tr("Not available here: {why}. Jobs will fall back to the CPU.").format(
                why=state.note or self.tr("no such device")))
            self.backend_note.setToolTip("")

    # --- models ----------------------------------------------------------------------------------------------------
    def refresh_model_state(self) -> None:
        """Say whether the chosen model is downloaded. The look-up runs off the GUI thread, only while the panel is
        shown (not during start-up) and once typing pauses, since every keystroke in the model field calls this."""
        self._model_state_stale = True
        if self.isVisible():
            self._model_timer.start()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self._model_state_stale:
            self._model_timer.start()

    def _look_up_model_state(self) -> None:
        self._model_state_stale = False
        name = self.model.currentText().strip()
        engine = self.engine.currentData() or AUTO
        cache = self.cache_dir.text().strip() or None
        offline, connected, dirs = self.offline.isChecked(), self.connectivity, self.models_dirs
        local = bool(name) and Path(name).expanduser().exists()
        if not name:
            self._show_model_state("", downloadable=False)
        elif local:
            # The folder's name only: a whole path wraps over lines the scroll area does not always make room for
            # (German, a narrow dock); the tooltip has it all.
            self._show_model_state(self.tr("Local model: {path}").format(path=Path(name).name), downloadable=False)
            self.model_state.setToolTip(str(Path(name).expanduser().absolute()))
        else:
            self._show_model_state(self.tr("Checking…"), downloadable=False)
        if self.downloader.running:
            return  # the download says how it goes
        query = "" if local else name

        def show(facts: ModelFacts) -> None:
            self._mark_models(facts.on_disk)
            if local or not name or self.model.currentText().strip() != name or self.downloader.running:
                return
            self._show_model_state(self._state_text(facts), downloadable=facts.cached is False)

        run_in_background(lambda: look_up(engine, query, cache, offline, connected, dirs), show,
                          lambda error: self._show_model_state(str(error), downloadable=False), owner=self)

    def _state_text(self, facts: ModelFacts) -> str:
        """Whether the model is here, and if not, what a job would do about it now."""
        if facts.cached is None:
            return self.tr("Unknown model name")
        if facts.cached:
            return self.tr("Downloaded")
        if self.offline.isChecked():
            return self.tr("Not downloaded, and offline mode is on: choose a model on this computer")
        if facts.reachable is False:
            return self.tr("Not downloaded, and there is no connection now: choose a model on this computer")
        return self.tr("Not downloaded yet (downloads on first use)")

    def _mark_models(self, on_disk: Sequence[ModelChoice]) -> None:
        mark_on_disk(self.model, on_disk, model_names(),
                     lambda name: self.tr("{name} (on this computer)").format(name=name),
                     lambda name, folder: self.tr("{name} (on this computer, in {folder})").format(
                         name=name, folder=folder))

    def _show_model_state(self, text: str, downloadable: bool) -> None:
        self.model_state.setText(text)
        self.model_state.setToolTip("")
        self.download_button.setEnabled(downloadable and not self.downloader.running)

    def start_download(self) -> None:
        """Download the chosen model (the model notice's Download button comes here too)."""
        if not self.downloader.running:
            self._start_download()

    def _start_download(self) -> None:
        name = self.model.currentText().strip()
        self.downloader.start(self.engine.currentData(), name, self.cache_dir.text().strip() or None, self.worker_env())
        self.download_progress.setValue(0)
        self.download_progress.setVisible(True)
        self.download_button.setEnabled(False)
        self.model_state.setText(self.tr("Downloading {name}…").format(name=name))

    def _download_finished(self, ok: bool) -> None:
        self.download_progress.setVisible(False)
        self.download_button.setEnabled(False)
        self.downloadFinished.emit(ok)

    def stop_download(self) -> None:
        self.downloader.stop()

    # --- token ---------------------------------------------------------------------------------------------------
    def load_token(self) -> None:
        self.tokens.load()

    def token_value(self) -> str | None:
        return self.tokens.value()

    def worker_env(self) -> dict[str, str]:
        """Environment for worker processes: the token reaches huggingface_hub there, and only there."""
        return self.tokens.worker_env()
