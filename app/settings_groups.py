"""The settings panel's hand-built groups that need nothing of the panel but a slot to call on a change: speakers,
output, window and subtitle rules. Each is built by a function that returns its widgets (the panel keeps them as
its attributes), shown from the settings by `show_*` and read back by `read_*`.

Their texts keep the translation context "SettingsPanel", where the catalogues have them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

from app.qt import (
    QCheckBox,
    QComboBox,
    QCoreApplication,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
    tr,
)
from app.settings import LANGUAGE_NAMES, AppSettings, OverwritePolicy, SpeakersMode
from app.token_field import TokenField
from core.errors import SubtitlerError
from core.job_settings import TRANSLATION_CONTEXT, job_setting
from core.model_names import DEFAULT_DIARIZATION_MODEL
from core.types import CueRules
from core.writers.formats import format_names

W = TypeVar("W", bound=QWidget)
LABEL_GAP = 6  # pixels a form's label keeps free after its text, beside the form's own spacing
Changed = Callable[..., None]


# --- form helpers ------------------------------------------------------------------------------------------------
def buddy_row(form: QFormLayout, parent: QWidget, text: str, field: Any, buddy: QWidget, name: str = "") -> None:
    """A form row whose field is a layout: the label's Alt+letter shortcut goes to `buddy`."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setBuddy(buddy)
    # The widest label of a form ("HF-Token:" in German) otherwise ends a few pixels from its field. (Not the
    # form's spacing: a QFormLayout whose two spacings differ leaves its rows' own layouts with none.)
    label.setContentsMargins(0, 0, LABEL_GAP, 0)
    form.addRow(label, field)


def labelled(widget: W, name: str, tip: str = "") -> W:
    widget.setAccessibleName(name)
    if tip:
        widget.setToolTip(tip)
    return widget


def setting_widget(widget: W, name: str) -> W:
    """A job setting's widget, named and explained by core.job_settings' table (translated here)."""
    setting = job_setting(name)
    widget.setAccessibleName(tr(TRANSLATION_CONTEXT, setting.label))
    if setting.tip:
        widget.setToolTip(tr(TRANSLATION_CONTEXT, setting.tip).format(default=setting.shown(setting.default)))
    return widget


def browse_folder(parent: QWidget, target: QLineEdit) -> None:
    """Let the user pick a folder for `target`; a pick counts as an edit of the field."""
    folder = QFileDialog.getExistingDirectory(parent, QCoreApplication.translate("SettingsPanel", "Choose a folder"),
                                              target.text())
    if folder:
        target.setText(folder)
        target.editingFinished.emit()


# --- speakers ----------------------------------------------------------------------------------------------------
class SpeakersGroup(NamedTuple):
    box: QGroupBox
    diarize: QCheckBox
    speakers_auto: QRadioButton
    speakers_exact: QRadioButton
    speakers_range: QRadioButton
    num_speakers: QSpinBox
    min_speakers: QSpinBox
    max_speakers: QSpinBox
    diarization_model: QLineEdit
    token: QLineEdit
    token_state: QLabel
    tokens: TokenField
    known_voices: QCheckBox


def build_speakers(parent: QWidget, changed: Changed) -> SpeakersGroup:
    box = QGroupBox(QCoreApplication.translate("SettingsPanel", "Speakers"), parent)
    form = QFormLayout(box)
    diarize = setting_widget(QCheckBox(QCoreApplication.translate("SettingsPanel", "Label speakers (diarization)"),
                                       box), "diarize")
    form.addRow("", diarize)
    speakers_auto = labelled(QRadioButton(QCoreApplication.translate("SettingsPanel", "Automatic"), box),
                             QCoreApplication.translate("SettingsPanel", "Number of speakers: automatic"))
    speakers_exact = labelled(QRadioButton(QCoreApplication.translate("SettingsPanel", "Exactly"), box),
                              QCoreApplication.translate("SettingsPanel", "Number of speakers: exact"))
    speakers_range = labelled(QRadioButton(QCoreApplication.translate("SettingsPanel", "Between"), box),
                              QCoreApplication.translate("SettingsPanel", "Number of speakers: range"))
    num_speakers = setting_widget(QSpinBox(box), "num_speakers")
    min_speakers = setting_widget(QSpinBox(box), "min_speakers")
    max_speakers = setting_widget(QSpinBox(box), "max_speakers")
    for spin in (num_speakers, min_speakers, max_speakers):
        spin.setRange(1, 50)
    exact_row = QHBoxLayout()
    exact_row.addWidget(speakers_exact)
    exact_row.addWidget(num_speakers)
    exact_row.addStretch(1)
    range_row = QHBoxLayout()
    range_row.addWidget(speakers_range)
    range_row.addWidget(min_speakers)
    range_row.addWidget(QLabel(QCoreApplication.translate("SettingsPanel", "and"), box))
    range_row.addWidget(max_speakers)
    range_row.addStretch(1)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Number:"), speakers_auto)
    form.addRow("", exact_row)
    form.addRow("", range_row)
    model_row = QHBoxLayout()
    diarization_model = setting_widget(QLineEdit(box), "diarization_model")
    diarization_model.setPlaceholderText(DEFAULT_DIARIZATION_MODEL)
    browse = QPushButton(QCoreApplication.translate("SettingsPanel", "Browse…"), box)
    browse.setAccessibleName(QCoreApplication.translate("SettingsPanel", "Choose a local diarization folder"))
    browse.clicked.connect(lambda: browse_folder(parent, diarization_model))
    model_row.addWidget(diarization_model, 1)
    model_row.addWidget(browse)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Pipeline:"), model_row)
    token_row = QHBoxLayout()
    token = labelled(QLineEdit(box), QCoreApplication.translate("SettingsPanel", "Hugging Face token"),
                     QCoreApplication.translate(
                         "SettingsPanel", "Needed once to download pyannote models; kept in the system keyring"))
    token.setEchoMode(QLineEdit.EchoMode.Password)
    token.setPlaceholderText("hf_…")
    save = QPushButton(QCoreApplication.translate("SettingsPanel", "Save token"), box)
    save.setAccessibleName(QCoreApplication.translate("SettingsPanel", "Save the Hugging Face token in the keyring"))
    token_row.addWidget(token, 1)
    token_row.addWidget(save)
    buddy_row(form, parent, QCoreApplication.translate("SettingsPanel", "HF &token:"), token_row, token, "tokenLabel")
    token_state = QLabel("", box)
    token_state.setWordWrap(True)
    form.addRow("", token_state)
    tokens = TokenField(token, token_state, parent)
    save.clicked.connect(tokens.save)
    voices_row = QHBoxLayout()
    known_voices = setting_widget(QCheckBox(QCoreApplication.translate(
        "SettingsPanel", "Recognise voices I have named"), box), "known_voices")
    manage = QPushButton(QCoreApplication.translate("SettingsPanel", "Voices…"), box)
    manage.setObjectName("manageVoices")
    manage.setAccessibleName(QCoreApplication.translate("SettingsPanel", "List or forget remembered voices"))
    manage.clicked.connect(lambda: show_voices(parent))
    voices_row.addWidget(known_voices, 1)
    voices_row.addWidget(manage)
    # Across the whole form: QFormLayout's minimum leaves out the label column of a row with an empty label,
    # so in a narrow dock such a row got less room than its check box needs.
    form.addRow(voices_row)
    for widget in (diarize, speakers_auto, speakers_exact, speakers_range, known_voices):
        widget.toggled.connect(changed)
    for spin in (num_speakers, min_speakers, max_speakers):
        spin.valueChanged.connect(changed)
    diarization_model.editingFinished.connect(changed)
    return SpeakersGroup(box, diarize, speakers_auto, speakers_exact, speakers_range, num_speakers, min_speakers,
                         max_speakers, diarization_model, token, token_state, tokens, known_voices)


def show_voices(parent: QWidget) -> None:
    from app.voices_dialog import VoicesDialog

    try:
        dialog = VoicesDialog(parent)
    except (OSError, SubtitlerError) as error:  # a damaged voices file is named, not a crash
        QMessageBox.warning(parent, QCoreApplication.translate("SettingsPanel", "Known voices"), str(error))
        return
    dialog.exec()


def show_speakers(g: SpeakersGroup, s: AppSettings) -> None:
    g.diarize.setChecked(s.diarize)
    {SpeakersMode.AUTO: g.speakers_auto, SpeakersMode.EXACT: g.speakers_exact,
     SpeakersMode.RANGE: g.speakers_range}[SpeakersMode(s.speakers_mode)].setChecked(True)
    g.num_speakers.setValue(s.num_speakers)
    g.min_speakers.setValue(s.min_speakers)
    g.max_speakers.setValue(s.max_speakers)
    g.diarization_model.setText(s.diarization_model)
    g.known_voices.setChecked(s.known_voices)


def read_speakers(g: SpeakersGroup) -> dict[str, Any]:
    """The AppSettings fields the group shows (a range given high to low is turned round)."""
    mode = (SpeakersMode.EXACT if g.speakers_exact.isChecked() else
            SpeakersMode.RANGE if g.speakers_range.isChecked() else SpeakersMode.AUTO).value
    low, high = sorted((g.min_speakers.value(), g.max_speakers.value()))
    return {"diarize": g.diarize.isChecked(), "speakers_mode": mode, "num_speakers": g.num_speakers.value(),
            "min_speakers": low, "max_speakers": high, "diarization_model": g.diarization_model.text().strip(),
            "known_voices": g.known_voices.isChecked()}


def enable_speakers(g: SpeakersGroup) -> None:
    """The speaker options only while speakers are labelled; a count only for its mode."""
    on = g.diarize.isChecked()
    for widget in (g.speakers_auto, g.speakers_exact, g.speakers_range, g.diarization_model, g.token):
        widget.setEnabled(on)
    g.num_speakers.setEnabled(on and g.speakers_exact.isChecked())
    g.min_speakers.setEnabled(on and g.speakers_range.isChecked())
    g.max_speakers.setEnabled(on and g.speakers_range.isChecked())


# --- output and window -------------------------------------------------------------------------------------------
class OutputGroup(NamedTuple):
    box: QGroupBox
    format_boxes: dict[str, QCheckBox]
    output_dir: QLineEdit
    overwrite: QComboBox


def build_output(parent: QWidget, changed: Changed) -> OutputGroup:
    box = QGroupBox(QCoreApplication.translate("SettingsPanel", "Output"), parent)
    form = QFormLayout(box)
    formats_grid = QGridLayout()
    format_boxes: dict[str, QCheckBox] = {}
    for index, name in enumerate(format_names()):
        check = labelled(QCheckBox(name.upper(), box),
                         QCoreApplication.translate("SettingsPanel", "Write {fmt}").format(fmt=name.upper()))
        check.toggled.connect(changed)
        formats_grid.addWidget(check, index // 4, index % 4)
        format_boxes[name] = check
    form.addRow(QCoreApplication.translate("SettingsPanel", "Formats:"), formats_grid)
    note = QLabel(QCoreApplication.translate(
        "SettingsPanel", "JSON is always written too: speaker renames are rebuilt from it."), box)
    note.setWordWrap(True)
    form.addRow("", note)
    folder_row = QHBoxLayout()
    output_dir = setting_widget(QLineEdit(box), "output_dir")
    output_dir.setPlaceholderText(QCoreApplication.translate("SettingsPanel", "beside each input file"))
    browse = QPushButton(QCoreApplication.translate("SettingsPanel", "Browse…"), box)
    browse.setAccessibleName(QCoreApplication.translate("SettingsPanel", "Choose the output folder"))
    browse.clicked.connect(lambda: browse_folder(parent, output_dir))
    folder_row.addWidget(output_dir, 1)
    folder_row.addWidget(browse)
    buddy_row(form, parent, QCoreApplication.translate("SettingsPanel", "&Folder:"), folder_row, output_dir)
    overwrite = labelled(QComboBox(box), QCoreApplication.translate("SettingsPanel", "When subtitles already exist"))
    overwrite.addItem(QCoreApplication.translate("SettingsPanel", "Keep them (the job fails)"),
                      OverwritePolicy.FAIL.value)
    overwrite.addItem(QCoreApplication.translate("SettingsPanel", "Overwrite them"), OverwritePolicy.OVERWRITE.value)
    overwrite.addItem(QCoreApplication.translate("SettingsPanel", "Skip the file"), OverwritePolicy.SKIP.value)
    form.addRow(QCoreApplication.translate("SettingsPanel", "If files &exist:"), overwrite)
    output_dir.editingFinished.connect(changed)
    overwrite.currentIndexChanged.connect(changed)
    return OutputGroup(box, format_boxes, output_dir, overwrite)


def show_output(g: OutputGroup, s: AppSettings) -> None:
    for name, check in g.format_boxes.items():
        check.setChecked(name in s.formats)
    g.output_dir.setText(s.output_dir)
    g.overwrite.setCurrentIndex(max(0, g.overwrite.findData(s.overwrite)))


def read_output(g: OutputGroup) -> dict[str, Any]:
    formats = (tuple(name for name, check in g.format_boxes.items() if check.isChecked())
               or job_setting("formats").default)
    return {"formats": formats, "output_dir": g.output_dir.text().strip(), "overwrite": g.overwrite.currentData()}


def build_window_group(parent: QWidget, changed: Changed) -> tuple[QGroupBox, QComboBox]:
    """The window's own settings: its language (the box, and the language's combo box)."""
    box = QGroupBox(QCoreApplication.translate("SettingsPanel", "Window"), parent)
    form = QFormLayout(box)
    ui_language = labelled(QComboBox(box), QCoreApplication.translate("SettingsPanel", "The window's language"))
    ui_language.addItem(QCoreApplication.translate("SettingsPanel", "As the system"), "system")
    for code, name in LANGUAGE_NAMES.items():  # each in its own language, as a person looks for it
        ui_language.addItem(name, code)
    form.addRow(QCoreApplication.translate("SettingsPanel", "&Interface:"), ui_language)
    note = QLabel(QCoreApplication.translate("SettingsPanel", "A new language shows when the app starts again."), box)
    note.setWordWrap(True)
    form.addRow("", note)
    ui_language.currentIndexChanged.connect(changed)
    return box, ui_language


# --- subtitle rules ----------------------------------------------------------------------------------------------
class RulesGroup(NamedTuple):
    box: QGroupBox
    max_chars: QSpinBox
    max_lines: QSpinBox
    max_cps: QDoubleSpinBox
    min_duration: QDoubleSpinBox
    max_duration: QDoubleSpinBox
    min_gap: QDoubleSpinBox
    max_pause: QDoubleSpinBox
    dialogue_dashes: QCheckBox
    karaoke: QCheckBox
    label_single_speaker: QCheckBox


def build_rules(parent: QWidget, changed: Changed) -> RulesGroup:
    box = QGroupBox(QCoreApplication.translate("SettingsPanel", "Subtitle rules"), parent)
    form = QFormLayout(box)
    max_chars = setting_widget(QSpinBox(box), "max_chars_per_line")
    max_chars.setRange(10, 200)
    max_lines = setting_widget(QSpinBox(box), "max_lines")
    max_lines.setRange(1, 5)
    max_cps = setting_widget(QDoubleSpinBox(box), "max_cps")
    max_cps.setRange(5.0, 60.0)
    max_cps.setDecimals(1)
    min_duration = setting_widget(QDoubleSpinBox(box), "min_duration")
    min_duration.setRange(0.1, 10.0)
    max_duration = setting_widget(QDoubleSpinBox(box), "max_duration")
    max_duration.setRange(0.5, 30.0)
    min_gap = setting_widget(QDoubleSpinBox(box), "min_gap")
    min_gap.setRange(0.0, 1.0)
    max_pause = setting_widget(QDoubleSpinBox(box), "max_pause")
    max_pause.setRange(0.1, 10.0)
    for spin in (min_duration, max_duration, min_gap, max_pause):
        spin.setDecimals(2)
        spin.setSingleStep(0.1)
        spin.setSuffix(" s")
    min_gap.setSingleStep(0.01)
    dialogue_dashes = setting_widget(QCheckBox(QCoreApplication.translate(
        "SettingsPanel", "Two speakers in one subtitle as “- ” lines"), box), "dialogue_dashes")
    karaoke = setting_widget(QCheckBox(QCoreApplication.translate(
        "SettingsPanel", "Highlight each word as it is spoken (VTT, ASS)"), box), "karaoke")
    label_single_speaker = setting_widget(QCheckBox(QCoreApplication.translate(
        "SettingsPanel", "Name the speaker even when only one speaks"), box), "label_single_speaker")
    form.addRow(QCoreApplication.translate("SettingsPanel", "Characters per &line:"), max_chars)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Lines per &subtitle:"), max_lines)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Characters per &second:"), max_cps)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Shortest:"), min_duration)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Longest:"), max_duration)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Smallest &gap:"), min_gap)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Longest &pause:"), max_pause)
    form.addRow("", dialogue_dashes)
    form.addRow("", karaoke)
    form.addRow("", label_single_speaker)
    for rule_spin in (max_chars, max_lines, max_cps, min_duration, max_duration, min_gap, max_pause):
        rule_spin.valueChanged.connect(changed)
    for check in (dialogue_dashes, karaoke, label_single_speaker):
        check.toggled.connect(changed)
    return RulesGroup(box, max_chars, max_lines, max_cps, min_duration, max_duration, min_gap, max_pause,
                      dialogue_dashes, karaoke, label_single_speaker)


def show_rules(g: RulesGroup, r: CueRules) -> None:
    g.max_chars.setValue(r.max_chars_per_line)
    g.max_lines.setValue(r.max_lines)
    g.max_cps.setValue(r.max_cps)
    g.min_duration.setValue(r.min_duration)
    g.max_duration.setValue(r.max_duration)
    g.min_gap.setValue(r.min_gap)
    g.max_pause.setValue(r.max_pause)
    g.dialogue_dashes.setChecked(r.dialogue_dashes)
    g.karaoke.setChecked(r.karaoke)
    g.label_single_speaker.setChecked(r.label_single_speaker)


def read_rules(g: RulesGroup) -> CueRules:
    """The rules the group shows (a shortest above the longest is turned round)."""
    min_d, max_d = sorted((g.min_duration.value(), g.max_duration.value()))
    return CueRules(
        max_chars_per_line=g.max_chars.value(),
        max_lines=g.max_lines.value(),
        max_cps=g.max_cps.value(),
        min_duration=min_d,
        max_duration=max_d,
        min_gap=g.min_gap.value(),
        max_pause=g.max_pause.value(),
        dialogue_dashes=g.dialogue_dashes.isChecked(),
        karaoke=g.karaoke.isChecked(),
        label_single_speaker=g.label_single_speaker.isChecked(),
    )
