"""The settings panel's compound controls outside the compute and model boxes, built by hand where the settings table
places them (app.setting_fields builds every other widget from the table): the speaker count (the window's
`speakers_mode` with the three counts), the Hugging Face token under the pipeline, the Voices… button beside Known
voices, and a check box per output format. Each returns its widgets; `show_*` and `read_*` show and read them.

Their texts keep the translation context "SettingsPanel", where the catalogues have them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from app.qt import (
    QCheckBox,
    QCoreApplication,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)
from app.setting_fields import Changed, Make, buddy_row, labelled
from app.settings import SpeakersMode
from app.token_field import TokenField
from core.errors import SubtitlerError
from core.job_settings import job_setting
from core.writers.formats import format_names


def _box(form: QFormLayout) -> QWidget:
    box = form.parentWidget()
    assert box is not None  # the group's form, set on its box
    return box


def _spin(make: Make, name: str) -> QSpinBox:
    spin = make(name)
    assert isinstance(spin, QSpinBox)  # the table declares the counts as whole numbers
    return spin


# --- the speaker count -------------------------------------------------------------------------------------------
class SpeakerCount(NamedTuple):
    auto: QRadioButton
    exact: QRadioButton
    range: QRadioButton
    num_speakers: QSpinBox
    min_speakers: QSpinBox
    max_speakers: QSpinBox


def build_speaker_count(form: QFormLayout, make: Make, changed: Changed) -> SpeakerCount:
    """Automatic, exactly N, or between N and M: the `speakers_mode` setting and the three counts it uses."""
    box = _box(form)
    auto = labelled(QRadioButton(QCoreApplication.translate("SettingsPanel", "Automatic"), box),
                    QCoreApplication.translate("SettingsPanel", "Number of speakers: automatic"))
    exact = labelled(QRadioButton(QCoreApplication.translate("SettingsPanel", "Exactly"), box),
                     QCoreApplication.translate("SettingsPanel", "Number of speakers: exact"))
    between = labelled(QRadioButton(QCoreApplication.translate("SettingsPanel", "Between"), box),
                       QCoreApplication.translate("SettingsPanel", "Number of speakers: range"))
    num, low, high = (_spin(make, name) for name in ("num_speakers", "min_speakers", "max_speakers"))
    exact_row = QHBoxLayout()
    exact_row.addWidget(exact)
    exact_row.addWidget(num)
    exact_row.addStretch(1)
    range_row = QHBoxLayout()
    range_row.addWidget(between)
    range_row.addWidget(low)
    range_row.addWidget(QLabel(QCoreApplication.translate("SettingsPanel", "and"), box))
    range_row.addWidget(high)
    range_row.addStretch(1)
    form.addRow(QCoreApplication.translate("SettingsPanel", "Number:"), auto)
    form.addRow("", exact_row)
    form.addRow("", range_row)
    for radio in (auto, exact, between):
        radio.toggled.connect(changed)
    return SpeakerCount(auto, exact, between, num, low, high)


def show_speaker_count(count: SpeakerCount, mode: str) -> None:
    {SpeakersMode.AUTO: count.auto, SpeakersMode.EXACT: count.exact,
     SpeakersMode.RANGE: count.range}[SpeakersMode(mode)].setChecked(True)


def read_speaker_count(count: SpeakerCount) -> str:
    return (SpeakersMode.EXACT if count.exact.isChecked() else
            SpeakersMode.RANGE if count.range.isChecked() else SpeakersMode.AUTO).value


def enable_speakers(diarize: QCheckBox, count: SpeakerCount, pipeline: QWidget, token: QWidget) -> None:
    """The speaker options only while speakers are labelled; a count only for its mode."""
    on = diarize.isChecked()
    for widget in (count.auto, count.exact, count.range, pipeline, token):
        widget.setEnabled(on)
    count.num_speakers.setEnabled(on and count.exact.isChecked())
    count.min_speakers.setEnabled(on and count.range.isChecked())
    count.max_speakers.setEnabled(on and count.range.isChecked())


# --- the token and the voices ------------------------------------------------------------------------------------
class Token(NamedTuple):
    token: QLineEdit
    token_state: QLabel
    tokens: TokenField


def build_token(form: QFormLayout, parent: QWidget) -> Token:
    """The Hugging Face token's row and the line that says what became of it."""
    box = _box(form)
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
    return Token(token, token_state, tokens)


def voices_button(parent: QWidget) -> Callable[[QWidget], QWidget]:
    """Makes the Voices… button beside the Known voices check box."""

    def make(beside: QWidget) -> QWidget:
        manage = QPushButton(QCoreApplication.translate("SettingsPanel", "Voices…"), beside.parentWidget())
        manage.setObjectName("manageVoices")
        manage.setAccessibleName(QCoreApplication.translate("SettingsPanel", "List or forget remembered voices"))
        manage.clicked.connect(lambda: show_voices(parent))
        return manage

    return make


def show_voices(parent: QWidget) -> None:
    from app.voices_dialog import VoicesDialog

    try:
        dialog = VoicesDialog(parent)
    except (OSError, SubtitlerError) as error:  # a damaged voices file is named, not a crash
        QMessageBox.warning(parent, QCoreApplication.translate("SettingsPanel", "Known voices"), str(error))
        return
    dialog.exec()


# --- output formats ----------------------------------------------------------------------------------------------
def build_formats(form: QFormLayout, changed: Changed) -> dict[str, QCheckBox]:
    """A check box per registered format, four to a row, and the note that JSON is always written."""
    box = _box(form)
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
    return format_boxes


def show_formats(format_boxes: dict[str, QCheckBox], formats: tuple[str, ...]) -> None:
    for name, check in format_boxes.items():
        check.setChecked(name in formats)


def read_formats(format_boxes: dict[str, QCheckBox]) -> tuple[str, ...]:
    """The checked formats; none checked: the default ones."""
    return (tuple(name for name, check in format_boxes.items() if check.isChecked())
            or job_setting("formats").default)
