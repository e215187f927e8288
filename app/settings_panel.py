"""The settings panel: every option of the next job, saved as soon as it changes (QSettings via app.settings).

Slow facts (which backends exist here, which models are downloaded) are looked up off the GUI thread and filled
in when they arrive; a model download runs in a worker process with a progress bar (app.model_download), and the
Hugging Face token is kept by app.token_field.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

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
    QGroupBox,
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
from app.settings import AppSettings
from app.settings_groups import (
    browse_folder,
    buddy_row,
    build_output,
    build_rules,
    build_speakers,
    build_window_group,
    enable_speakers,
    read_output,
    read_rules,
    read_speakers,
    setting_widget,
    show_output,
    show_rules,
    show_speakers,
)
from core.availability import engine_installed, not_installed_message
from core.engines.registry import AUTO, engine_choices
from core.errors import SubtitlerError
from core.models.catalog import model_names
from core.models.readiness import Connectivity, ModelChoice, host_answers
from core.options import Task
from core.vocabulary import parse_terms, read_vocabulary
from platform_utils.batching import Batching
from platform_utils.facts import BACKENDS, Backend

LANGUAGES = ("auto", "en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "da", "no", "fi", "cs", "tr", "ru", "uk",
             "ar", "he", "hi", "ja", "ko", "zh")
# Marked for lupdate; translated with self.tr() where shown.
BACKEND_TITLES: dict[str, str] = {
    Backend.AUTO: QT_TRANSLATE_NOOP("SettingsPanel", "Automatic"),
    Backend.CUDA: QT_TRANSLATE_NOOP("SettingsPanel", "NVIDIA CUDA"),
    Backend.ROCM: QT_TRANSLATE_NOOP("SettingsPanel", "AMD ROCm"),
    Backend.MPS: QT_TRANSLATE_NOOP("SettingsPanel", "Apple Metal (MPS)"),
    Backend.XPU: QT_TRANSLATE_NOOP("SettingsPanel", "Intel XPU"),
    Backend.CPU: QT_TRANSLATE_NOOP("SettingsPanel", "CPU"),
}


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
        layout.addWidget(self._build_compute())
        layout.addWidget(self._build_model())
        for group in self._build_groups():
            layout.addWidget(group)
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
    def _build_compute(self) -> QGroupBox:
        box = QGroupBox(self.tr("Compute"), self)
        form = QFormLayout(box)
        self.backend = setting_widget(QComboBox(box), "backend")
        for name in BACKENDS:
            self.backend.addItem(self.tr(BACKEND_TITLES[name]), name)
        self.backend_note = QLabel(self.tr("Checking which backends are available…"), box)
        self.backend_note.setWordWrap(True)
        self.engine = setting_widget(QComboBox(box), "engine")
        for name in engine_choices():
            self.engine.addItem(name, name)
            if name != AUTO and not engine_installed(name):  # a CPU installer leaves openai-whisper out
                model = self.engine.model()
                assert isinstance(model, QStandardItemModel)  # a QComboBox's own model
                item = model.item(self.engine.count() - 1)
                item.setEnabled(False)
                item.setToolTip(not_installed_message(name))
        form.addRow(self.tr("&Backend:"), self.backend)
        form.addRow("", self.backend_note)
        form.addRow(self.tr("&Engine:"), self.engine)
        self.batched = setting_widget(QComboBox(box), "batched")
        self.batched.addItem(self.tr("Automatic (long files, where faster)"), Batching.AUTO.value)
        self.batched.addItem(self.tr("Always"), Batching.ON.value)
        self.batched.addItem(self.tr("Never"), Batching.OFF.value)
        form.addRow(self.tr("Batc&hed inference:"), self.batched)
        self.backend.currentIndexChanged.connect(self._on_backend_changed)
        self.engine.currentIndexChanged.connect(self._changed)
        self.batched.currentIndexChanged.connect(self._changed)
        return box

    def _build_model(self) -> QGroupBox:
        box = QGroupBox(self.tr("Speech recognition"), self)
        form = QFormLayout(box)
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
        self.language = setting_widget(QComboBox(box), "language")
        self.language.setEditable(True)
        self.language.addItems(LANGUAGES)
        form.addRow(self.tr("&Language:"), self.language)
        self.task = setting_widget(QComboBox(box), "task")
        self.task.addItem(self.tr("Transcribe (the speech's language)"), Task.TRANSCRIBE.value)
        self.task.addItem(self.tr("Translate to English"), Task.TRANSLATE.value)
        form.addRow(self.tr("&Task:"), self.task)
        vocabulary_row = QHBoxLayout()
        self.vocabulary = setting_widget(QLineEdit(box), "vocabulary")
        self.vocabulary.setPlaceholderText(self.tr("names, terms, …"))
        vocabulary_load = QPushButton(self.tr("Load…"), box)
        vocabulary_load.setAccessibleName(self.tr("Load a vocabulary file"))
        vocabulary_load.clicked.connect(self._load_vocabulary)
        vocabulary_row.addWidget(self.vocabulary, 1)
        vocabulary_row.addWidget(vocabulary_load)
        buddy_row(form, self, self.tr("&Vocabulary:"), vocabulary_row, self.vocabulary)
        self.prompt = setting_widget(QLineEdit(box), "prompt")
        self.prompt.setPlaceholderText(self.tr("none"))
        form.addRow(self.tr("&Prompt:"), self.prompt)
        self.vad = setting_widget(QCheckBox(self.tr("Skip silence (voice activity detection)"), box), "vad")
        form.addRow("", self.vad)
        self.offline = setting_widget(QCheckBox(self.tr("Offline: use downloaded models only"), box), "offline")
        form.addRow("", self.offline)
        cache_row = QHBoxLayout()
        self.cache_dir = setting_widget(QLineEdit(box), "cache_dir")
        self.cache_dir.setPlaceholderText(self.tr("default user cache"))
        cache_browse = QPushButton(self.tr("Browse…"), box)
        cache_browse.setAccessibleName(self.tr("Choose the model cache folder"))
        cache_browse.clicked.connect(lambda: browse_folder(self, self.cache_dir))
        cache_row.addWidget(self.cache_dir, 1)
        cache_row.addWidget(cache_browse)
        buddy_row(form, self, self.tr("Model &cache:"), cache_row, self.cache_dir)
        self.model.currentTextChanged.connect(self._on_model_changed)
        self.engine.currentIndexChanged.connect(lambda _i: self.refresh_model_state())
        self.language.currentTextChanged.connect(self._changed)
        self.task.currentIndexChanged.connect(self._changed)
        self.vocabulary.editingFinished.connect(self._changed)
        self.prompt.editingFinished.connect(self._changed)
        self.vad.toggled.connect(self._changed)
        self.offline.toggled.connect(self._changed)
        self.offline.toggled.connect(lambda _on: self.refresh_model_state())
        self.cache_dir.editingFinished.connect(self._on_cache_changed)
        return box

    def _build_groups(self) -> list[QGroupBox]:
        """The groups after the model's: speakers, output, subtitle rules, window (app.settings_groups)."""
        self.speakers_group = build_speakers(self, self._changed)
        (_, self.diarize, self.speakers_auto, self.speakers_exact, self.speakers_range, self.num_speakers,
         self.min_speakers, self.max_speakers, self.diarization_model, self.token, self.token_state, self.tokens,
         self.known_voices) = self.speakers_group
        self.tokens.changed.connect(self.tokenChanged)
        self.output_group = build_output(self, self._changed)
        _, self.format_boxes, self.output_dir, self.overwrite = self.output_group
        self.rules_group = build_rules(self, self._changed)
        (_, self.max_chars, self.max_lines, self.max_cps, self.min_duration, self.max_duration, self.min_gap,
         self.max_pause, self.dialogue_dashes, self.karaoke, self.label_single_speaker) = self.rules_group
        window_box, self.ui_language = build_window_group(self, self._changed)
        return [self.speakers_group.box, self.output_group.box, self.rules_group.box, window_box]

    # --- reading and writing the widgets ------------------------------------------------------------------------
    def set_settings(self, s: AppSettings) -> None:
        loading, self._loading = self._loading, True
        try:
            self._settings = s
            self._legacy_use_cuda = s.use_cuda
            self.backend.setCurrentIndex(max(0, self.backend.findData(s.backend)))
            self.engine.setCurrentIndex(max(0, self.engine.findData(s.engine)))
            self.batched.setCurrentIndex(max(0, self.batched.findData(s.batched)))
            self.model.setCurrentText(s.model)
            self.language.setCurrentText(s.language)
            self.task.setCurrentIndex(max(0, self.task.findData(s.task)))
            self.vocabulary.setText(", ".join(s.vocabulary))
            self.prompt.setText(s.prompt)
            self.vad.setChecked(s.vad)
            self.offline.setChecked(s.offline)
            self.cache_dir.setText(s.cache_dir)
            show_speakers(self.speakers_group, s)
            show_output(self.output_group, s)
            self.ui_language.setCurrentIndex(max(0, self.ui_language.findData(s.ui_language)))
            show_rules(self.rules_group, s.rules)
        finally:
            self._loading = loading
        self._update_enabled()
        self.refresh_model_state()

    def settings(self) -> AppSettings:
        """The settings the widgets show now (invalid combinations are corrected, never raised)."""
        s = self._settings
        return s.replace(
            backend=self.backend.currentData(),
            use_cuda=self._legacy_use_cuda,
            engine=self.engine.currentData(),
            batched=self.batched.currentData(),
            model=self.model.currentText().strip() or s.model,
            language=self.language.currentText().strip().lower() or "auto",
            task=self.task.currentData(),
            vocabulary=parse_terms(self.vocabulary.text()),
            prompt=self.prompt.text().strip(),
            vad=self.vad.isChecked(),
            offline=self.offline.isChecked(),
            cache_dir=self.cache_dir.text().strip(),
            ui_language=self.ui_language.currentData(),
            rules=read_rules(self.rules_group),
            **read_speakers(self.speakers_group),
            **read_output(self.output_group),
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

    def _on_cache_changed(self) -> None:
        self.refresh_model_state()
        self._changed()

    def _update_enabled(self) -> None:
        # Batched decoding cuts the speech where VAD finds it: without VAD a job decodes sequentially.
        self.batched.setEnabled(self.vad.isChecked())
        enable_speakers(self.speakers_group)

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
