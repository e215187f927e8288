"""The settings panel: every option of the next job, saved as soon as it changes (QSettings via app.settings).

Slow facts (which backends exist here, which models are downloaded) are looked up off the GUI thread and filled
in when they arrive; a model download runs in a worker process with a progress bar (app.model_download), and the
Hugging Face token is kept by app.token_field.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

from app.background import run_in_background
from app.device_probe import BackendState
from app.model_download import ModelDownload
from app.model_list import ModelFacts, ShownTextDelegate, look_up, mark_on_disk
from app.qt import (
    QT_TRANSLATE_NOOP,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSize,
    QSpinBox,
    QStandardItemModel,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
    tr,
)
from app.resources import icon
from app.settings import LANGUAGE_NAMES, AppSettings, OverwritePolicy, SpeakersMode
from app.token_field import TokenField
from core.availability import engine_installed, not_installed_message
from core.engines.registry import AUTO, engine_choices
from core.errors import SubtitlerError
from core.job_settings import TRANSLATION_CONTEXT, job_setting
from core.model_names import DEFAULT_DIARIZATION_MODEL
from core.models.catalog import model_names
from core.models.readiness import Connectivity, ModelChoice, host_answers
from core.options import Task
from core.types import CueRules
from core.vocabulary import parse_terms, read_vocabulary
from core.writers.formats import format_names
from platform_utils.batching import Batching
from platform_utils.facts import BACKENDS, Backend

W = TypeVar("W", bound=QWidget)
LABEL_GAP = 6  # pixels a form's label keeps free after its text, beside the form's own spacing

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
        layout.addWidget(self._build_diarization())
        layout.addWidget(self._build_output())
        layout.addWidget(self._build_rules())
        layout.addWidget(self._build_interface())
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
    def _buddy_row(self, form: QFormLayout, text: str, field, buddy: QWidget, name: str = "") -> None:
        """A form row whose field is a layout: the label's Alt+letter shortcut goes to `buddy`."""
        label = QLabel(text, self)
        label.setObjectName(name)
        label.setBuddy(buddy)
        # The widest label of a form ("HF-Token:" in German) otherwise ends a few pixels from its field. (Not the
        # form's spacing: a QFormLayout whose two spacings differ leaves its rows' own layouts with none.)
        label.setContentsMargins(0, 0, LABEL_GAP, 0)
        form.addRow(label, field)

    def _labelled(self, widget: W, name: str, tip: str = "") -> W:
        widget.setAccessibleName(name)
        if tip:
            widget.setToolTip(tip)
        return widget

    def _setting_widget(self, widget: W, name: str) -> W:
        """A job setting's widget, named and explained by core.job_settings' table (translated here)."""
        setting = job_setting(name)
        widget.setAccessibleName(tr(TRANSLATION_CONTEXT, setting.label))
        if setting.tip:
            widget.setToolTip(tr(TRANSLATION_CONTEXT, setting.tip).format(default=setting.shown(setting.default)))
        return widget

    def _build_compute(self) -> QGroupBox:
        box = QGroupBox(self.tr("Compute"), self)
        form = QFormLayout(box)
        self.backend = self._setting_widget(QComboBox(box), "backend")
        for name in BACKENDS:
            self.backend.addItem(self.tr(BACKEND_TITLES[name]), name)
        self.backend_note = QLabel(self.tr("Checking which backends are available…"), box)
        self.backend_note.setWordWrap(True)
        self.engine = self._setting_widget(QComboBox(box), "engine")
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
        self.batched = self._setting_widget(QComboBox(box), "batched")
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
        self.model = self._setting_widget(QComboBox(box), "model")
        self.model.setEditable(True)
        self.model.addItems(model_names())  # the catalogue's names; those on this computer are marked
        self.model.setItemDelegate(ShownTextDelegate(self.model))  # "tiny.en (on this computer)" in the list
        self.model.setMinimumContentsLength(12)
        browse = QPushButton(self.tr("Browse…"), box)
        browse.setAccessibleName(self.tr("Choose a local model folder"))
        browse.clicked.connect(self._browse_model)
        row.addWidget(self.model, 1)
        row.addWidget(browse)
        self._buddy_row(form, self.tr("&Model:"), row, self.model)
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
        self.language = self._setting_widget(QComboBox(box), "language")
        self.language.setEditable(True)
        self.language.addItems(LANGUAGES)
        form.addRow(self.tr("&Language:"), self.language)
        self.task = self._setting_widget(QComboBox(box), "task")
        self.task.addItem(self.tr("Transcribe (the speech's language)"), Task.TRANSCRIBE.value)
        self.task.addItem(self.tr("Translate to English"), Task.TRANSLATE.value)
        form.addRow(self.tr("&Task:"), self.task)
        vocabulary_row = QHBoxLayout()
        self.vocabulary = self._setting_widget(QLineEdit(box), "vocabulary")
        self.vocabulary.setPlaceholderText(self.tr("names, terms, …"))
        vocabulary_load = QPushButton(self.tr("Load…"), box)
        vocabulary_load.setAccessibleName(self.tr("Load a vocabulary file"))
        vocabulary_load.clicked.connect(self._load_vocabulary)
        vocabulary_row.addWidget(self.vocabulary, 1)
        vocabulary_row.addWidget(vocabulary_load)
        self._buddy_row(form, self.tr("&Vocabulary:"), vocabulary_row, self.vocabulary)
        self.prompt = self._setting_widget(QLineEdit(box), "prompt")
        self.prompt.setPlaceholderText(self.tr("none"))
        form.addRow(self.tr("&Prompt:"), self.prompt)
        self.vad = self._setting_widget(QCheckBox(self.tr("Skip silence (voice activity detection)"), box), "vad")
        form.addRow("", self.vad)
        self.offline = self._setting_widget(QCheckBox(self.tr("Offline: use downloaded models only"), box), "offline")
        form.addRow("", self.offline)
        cache_row = QHBoxLayout()
        self.cache_dir = self._setting_widget(QLineEdit(box), "cache_dir")
        self.cache_dir.setPlaceholderText(self.tr("default user cache"))
        cache_browse = QPushButton(self.tr("Browse…"), box)
        cache_browse.setAccessibleName(self.tr("Choose the model cache folder"))
        cache_browse.clicked.connect(lambda: self._browse_folder(self.cache_dir))
        cache_row.addWidget(self.cache_dir, 1)
        cache_row.addWidget(cache_browse)
        self._buddy_row(form, self.tr("Model &cache:"), cache_row, self.cache_dir)
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

    def _build_diarization(self) -> QGroupBox:
        box = QGroupBox(self.tr("Speakers"), self)
        form = QFormLayout(box)
        self.diarize = self._setting_widget(QCheckBox(self.tr("Label speakers (diarization)"), box), "diarize")
        form.addRow("", self.diarize)
        self.speakers_auto = self._labelled(QRadioButton(self.tr("Automatic"), box),
                                            self.tr("Number of speakers: automatic"))
        self.speakers_exact = self._labelled(QRadioButton(self.tr("Exactly"), box),
                                             self.tr("Number of speakers: exact"))
        self.speakers_range = self._labelled(QRadioButton(self.tr("Between"), box),
                                             self.tr("Number of speakers: range"))
        self.num_speakers = self._setting_widget(QSpinBox(box), "num_speakers")
        self.min_speakers = self._setting_widget(QSpinBox(box), "min_speakers")
        self.max_speakers = self._setting_widget(QSpinBox(box), "max_speakers")
        for spin in (self.num_speakers, self.min_speakers, self.max_speakers):
            spin.setRange(1, 50)
        exact_row = QHBoxLayout()
        exact_row.addWidget(self.speakers_exact)
        exact_row.addWidget(self.num_speakers)
        exact_row.addStretch(1)
        range_row = QHBoxLayout()
        range_row.addWidget(self.speakers_range)
        range_row.addWidget(self.min_speakers)
        range_row.addWidget(QLabel(self.tr("and"), box))
        range_row.addWidget(self.max_speakers)
        range_row.addStretch(1)
        form.addRow(self.tr("Number:"), self.speakers_auto)
        form.addRow("", exact_row)
        form.addRow("", range_row)
        model_row = QHBoxLayout()
        self.diarization_model = self._setting_widget(QLineEdit(box), "diarization_model")
        self.diarization_model.setPlaceholderText(DEFAULT_DIARIZATION_MODEL)
        browse = QPushButton(self.tr("Browse…"), box)
        browse.setAccessibleName(self.tr("Choose a local diarization folder"))
        browse.clicked.connect(lambda: self._browse_folder(self.diarization_model))
        model_row.addWidget(self.diarization_model, 1)
        model_row.addWidget(browse)
        form.addRow(self.tr("Pipeline:"), model_row)
        token_row = QHBoxLayout()
        self.token = self._labelled(QLineEdit(box), self.tr("Hugging Face token"),
                                    self.tr("Needed once to download pyannote models; kept in the system keyring"))
        self.token.setEchoMode(QLineEdit.EchoMode.Password)
        self.token.setPlaceholderText("hf_…")
        save = QPushButton(self.tr("Save token"), box)
        save.setAccessibleName(self.tr("Save the Hugging Face token in the keyring"))
        token_row.addWidget(self.token, 1)
        token_row.addWidget(save)
        self._buddy_row(form, self.tr("HF &token:"), token_row, self.token, "tokenLabel")
        self.token_state = QLabel("", box)
        self.token_state.setWordWrap(True)
        form.addRow("", self.token_state)
        self.tokens = TokenField(self.token, self.token_state, self)
        save.clicked.connect(self.tokens.save)
        self.tokens.changed.connect(self.tokenChanged)
        voices_row = QHBoxLayout()
        self.known_voices = self._setting_widget(QCheckBox(self.tr("Recognise voices I have named"), box),
                                                 "known_voices")
        manage = QPushButton(self.tr("Voices…"), box)
        manage.setObjectName("manageVoices")
        manage.setAccessibleName(self.tr("List or forget remembered voices"))
        manage.clicked.connect(self._show_voices)
        voices_row.addWidget(self.known_voices, 1)
        voices_row.addWidget(manage)
        # Across the whole form: QFormLayout's minimum leaves out the label column of a row with an empty label,
        # so in a narrow dock such a row got less room than its check box needs.
        form.addRow(voices_row)
        for widget in (self.diarize, self.speakers_auto, self.speakers_exact, self.speakers_range,
                       self.known_voices):
            widget.toggled.connect(self._changed)
        for spin in (self.num_speakers, self.min_speakers, self.max_speakers):
            spin.valueChanged.connect(self._changed)
        self.diarization_model.editingFinished.connect(self._changed)
        return box

    def _show_voices(self) -> None:
        from app.voices_dialog import VoicesDialog

        try:
            dialog = VoicesDialog(self)
        except (OSError, SubtitlerError) as error:  # a damaged voices file is named, not a crash
            QMessageBox.warning(self, self.tr("Known voices"), str(error))
            return
        dialog.exec()

    def _build_output(self) -> QGroupBox:
        box = QGroupBox(self.tr("Output"), self)
        form = QFormLayout(box)
        formats_grid = QGridLayout()
        self.format_boxes: dict[str, QCheckBox] = {}
        for index, name in enumerate(format_names()):
            check = self._labelled(QCheckBox(name.upper(), box), self.tr("Write {fmt}").format(fmt=name.upper()))
            check.toggled.connect(self._changed)
            formats_grid.addWidget(check, index // 4, index % 4)
            self.format_boxes[name] = check
        form.addRow(self.tr("Formats:"), formats_grid)
        note = QLabel(self.tr("JSON is always written too: speaker renames are rebuilt from it."), box)
        note.setWordWrap(True)
        form.addRow("", note)
        folder_row = QHBoxLayout()
        self.output_dir = self._setting_widget(QLineEdit(box), "output_dir")
        self.output_dir.setPlaceholderText(self.tr("beside each input file"))
        browse = QPushButton(self.tr("Browse…"), box)
        browse.setAccessibleName(self.tr("Choose the output folder"))
        browse.clicked.connect(lambda: self._browse_folder(self.output_dir))
        folder_row.addWidget(self.output_dir, 1)
        folder_row.addWidget(browse)
        self._buddy_row(form, self.tr("&Folder:"), folder_row, self.output_dir)
        self.overwrite = self._labelled(QComboBox(box), self.tr("When subtitles already exist"))
        self.overwrite.addItem(self.tr("Keep them (the job fails)"), OverwritePolicy.FAIL.value)
        self.overwrite.addItem(self.tr("Overwrite them"), OverwritePolicy.OVERWRITE.value)
        self.overwrite.addItem(self.tr("Skip the file"), OverwritePolicy.SKIP.value)
        form.addRow(self.tr("If files &exist:"), self.overwrite)
        self.output_dir.editingFinished.connect(self._changed)
        self.overwrite.currentIndexChanged.connect(self._changed)
        return box

    def _build_interface(self) -> QGroupBox:
        box = QGroupBox(self.tr("Window"), self)
        form = QFormLayout(box)
        self.ui_language = self._labelled(QComboBox(box), self.tr("The window's language"))
        self.ui_language.addItem(self.tr("As the system"), "system")
        for code, name in LANGUAGE_NAMES.items():  # each in its own language, as a person looks for it
            self.ui_language.addItem(name, code)
        form.addRow(self.tr("&Interface:"), self.ui_language)
        note = QLabel(self.tr("A new language shows when the app starts again."), box)
        note.setWordWrap(True)
        form.addRow("", note)
        self.ui_language.currentIndexChanged.connect(self._changed)
        return box

    def _build_rules(self) -> QGroupBox:
        box = QGroupBox(self.tr("Subtitle rules"), self)
        form = QFormLayout(box)
        self.max_chars = self._setting_widget(QSpinBox(box), "max_chars_per_line")
        self.max_chars.setRange(10, 200)
        self.max_lines = self._setting_widget(QSpinBox(box), "max_lines")
        self.max_lines.setRange(1, 5)
        self.max_cps = self._setting_widget(QDoubleSpinBox(box), "max_cps")
        self.max_cps.setRange(5.0, 60.0)
        self.max_cps.setDecimals(1)
        self.min_duration = self._setting_widget(QDoubleSpinBox(box), "min_duration")
        self.min_duration.setRange(0.1, 10.0)
        self.max_duration = self._setting_widget(QDoubleSpinBox(box), "max_duration")
        self.max_duration.setRange(0.5, 30.0)
        self.min_gap = self._setting_widget(QDoubleSpinBox(box), "min_gap")
        self.min_gap.setRange(0.0, 1.0)
        self.max_pause = self._setting_widget(QDoubleSpinBox(box), "max_pause")
        self.max_pause.setRange(0.1, 10.0)
        for spin in (self.min_duration, self.max_duration, self.min_gap, self.max_pause):
            spin.setDecimals(2)
            spin.setSingleStep(0.1)
            spin.setSuffix(" s")
        self.min_gap.setSingleStep(0.01)
        self.dialogue_dashes = self._setting_widget(
            QCheckBox(self.tr("Two speakers in one subtitle as “- ” lines"), box), "dialogue_dashes")
        self.karaoke = self._setting_widget(
            QCheckBox(self.tr("Highlight each word as it is spoken (VTT, ASS)"), box), "karaoke")
        self.label_single_speaker = self._setting_widget(
            QCheckBox(self.tr("Name the speaker even when only one speaks"), box), "label_single_speaker")
        form.addRow(self.tr("Characters per &line:"), self.max_chars)
        form.addRow(self.tr("Lines per &subtitle:"), self.max_lines)
        form.addRow(self.tr("Characters per &second:"), self.max_cps)
        form.addRow(self.tr("Shortest:"), self.min_duration)
        form.addRow(self.tr("Longest:"), self.max_duration)
        form.addRow(self.tr("Smallest &gap:"), self.min_gap)
        form.addRow(self.tr("Longest &pause:"), self.max_pause)
        form.addRow("", self.dialogue_dashes)
        form.addRow("", self.karaoke)
        form.addRow("", self.label_single_speaker)
        for rule_spin in (self.max_chars, self.max_lines, self.max_cps, self.min_duration, self.max_duration,
                          self.min_gap, self.max_pause):
            rule_spin.valueChanged.connect(self._changed)
        self.dialogue_dashes.toggled.connect(self._changed)
        self.karaoke.toggled.connect(self._changed)
        self.label_single_speaker.toggled.connect(self._changed)
        return box

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
            self.diarize.setChecked(s.diarize)
            {SpeakersMode.AUTO: self.speakers_auto, SpeakersMode.EXACT: self.speakers_exact,
             SpeakersMode.RANGE: self.speakers_range}[SpeakersMode(s.speakers_mode)].setChecked(True)
            self.num_speakers.setValue(s.num_speakers)
            self.min_speakers.setValue(s.min_speakers)
            self.max_speakers.setValue(s.max_speakers)
            self.diarization_model.setText(s.diarization_model)
            self.known_voices.setChecked(s.known_voices)
            for name, check in self.format_boxes.items():
                check.setChecked(name in s.formats)
            self.output_dir.setText(s.output_dir)
            self.overwrite.setCurrentIndex(max(0, self.overwrite.findData(s.overwrite)))
            self.ui_language.setCurrentIndex(max(0, self.ui_language.findData(s.ui_language)))
            r = s.rules
            self.max_chars.setValue(r.max_chars_per_line)
            self.max_lines.setValue(r.max_lines)
            self.max_cps.setValue(r.max_cps)
            self.min_duration.setValue(r.min_duration)
            self.max_duration.setValue(r.max_duration)
            self.min_gap.setValue(r.min_gap)
            self.max_pause.setValue(r.max_pause)
            self.dialogue_dashes.setChecked(r.dialogue_dashes)
            self.karaoke.setChecked(r.karaoke)
            self.label_single_speaker.setChecked(r.label_single_speaker)
        finally:
            self._loading = loading
        self._update_enabled()
        self.refresh_model_state()

    def settings(self) -> AppSettings:
        """The settings the widgets show now (invalid combinations are corrected, never raised)."""
        s = self._settings
        mode = (SpeakersMode.EXACT if self.speakers_exact.isChecked() else
                SpeakersMode.RANGE if self.speakers_range.isChecked() else SpeakersMode.AUTO).value
        low, high = sorted((self.min_speakers.value(), self.max_speakers.value()))
        formats = (tuple(name for name, check in self.format_boxes.items() if check.isChecked())
                   or job_setting("formats").default)
        min_d, max_d = sorted((self.min_duration.value(), self.max_duration.value()))
        rules = CueRules(
            max_chars_per_line=self.max_chars.value(),
            max_lines=self.max_lines.value(),
            max_cps=self.max_cps.value(),
            min_duration=min_d,
            max_duration=max_d,
            min_gap=self.min_gap.value(),
            max_pause=self.max_pause.value(),
            dialogue_dashes=self.dialogue_dashes.isChecked(),
            karaoke=self.karaoke.isChecked(),
            label_single_speaker=self.label_single_speaker.isChecked(),
        )
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
            diarize=self.diarize.isChecked(),
            speakers_mode=mode,
            num_speakers=self.num_speakers.value(),
            min_speakers=low,
            max_speakers=high,
            diarization_model=self.diarization_model.text().strip(),
            known_voices=self.known_voices.isChecked(),
            formats=formats,
            output_dir=self.output_dir.text().strip(),
            overwrite=self.overwrite.currentData(),
            ui_language=self.ui_language.currentData(),
            rules=rules,
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
        on = self.diarize.isChecked()
        for widget in (self.speakers_auto, self.speakers_exact, self.speakers_range, self.diarization_model,
                       self.token):
            widget.setEnabled(on)
        self.num_speakers.setEnabled(on and self.speakers_exact.isChecked())
        self.min_speakers.setEnabled(on and self.speakers_range.isChecked())
        self.max_speakers.setEnabled(on and self.speakers_range.isChecked())

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

    def _browse_folder(self, target: QLineEdit) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Choose a folder"), target.text())
        if folder:
            target.setText(folder)
            target.editingFinished.emit()

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
