"""Asks how many people talk before a finished job's speakers are found again (core's `speakers_only` job).

The count is what a person knows and the diarization guesses: when it came out wrong, saying it is the quickest
mend, and the words (the slow part on a CPU) are kept. The dialog says what happens to the files before it starts.
"""

from __future__ import annotations

from app.qt import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    Qt,
    QVBoxLayout,
    QWidget,
    tr,
)
from core.job_settings import TRANSLATION_CONTEXT, job_setting

MOST_SPEAKERS = 20  # the spin boxes' top: more than a diarization pipeline tells apart in one recording


def _count_box(value: int, parent: QWidget) -> QSpinBox:
    box = QSpinBox(parent)
    box.setRange(1, MOST_SPEAKERS)
    box.setValue(max(1, min(MOST_SPEAKERS, value)))
    return box


class FindSpeakersDialog(QDialog):
    """Exactly N (preset to the count found, the usual thing to correct), between two counts, or let it count (the
    choice for a job transcribed without speakers, `found` 0)."""

    def __init__(self, job_name: str, found: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("findSpeakersDialog")
        self.setWindowTitle(self.tr("Find speakers again"))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "The words of {name} stay as they are; only who says them is found again, and every output file of this "
            "job is rewritten and its subtitles cut again. Names given since are replaced, unless known voices "
            "recognise them."
        ).format(name=job_name), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        preset = found or 2
        self.exactly = QRadioButton(self.tr("Exactly"), self)
        self.exact_count = _count_box(preset, self)
        self.between = QRadioButton(self.tr("Between"), self)
        self.fewest = _count_box(max(1, preset - 1), self)
        self.most = _count_box(preset + 1, self)
        # the settings panel's names and advice for the same three values (core.job_settings), translated there
        for box, name in ((self.exact_count, "num_speakers"), (self.fewest, "min_speakers"),
                          (self.most, "max_speakers")):
            setting = job_setting(name)
            box.setAccessibleName(tr(TRANSLATION_CONTEXT, setting.label))
            if setting.tip:
                box.setToolTip(tr(TRANSLATION_CONTEXT, setting.tip))
        self.automatic = QRadioButton(self.tr("Let it count"), self)
        grid.addWidget(self.exactly, 0, 0)
        grid.addWidget(self.exact_count, 0, 1)
        grid.addWidget(QLabel(self.tr("speakers"), self), 0, 2)
        grid.addWidget(self.between, 1, 0)
        grid.addWidget(self.fewest, 1, 1)
        grid.addWidget(QLabel(self.tr("and"), self), 1, 2)
        grid.addWidget(self.most, 1, 3)
        grid.addWidget(QLabel(self.tr("speakers"), self), 1, 4)
        grid.addWidget(self.automatic, 2, 0, 1, 5)
        grid.setColumnStretch(5, 1)
        layout.addLayout(grid)
        (self.exactly if found else self.automatic).setChecked(True)
        for radio in (self.exactly, self.between, self.automatic):
            radio.toggled.connect(self._enable)
        self.fewest.valueChanged.connect(lambda value: self.most.setValue(max(self.most.value(), value)))
        self.most.valueChanged.connect(lambda value: self.fewest.setValue(min(self.fewest.value(), value)))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        Qt.Orientation.Horizontal, self)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(self.tr("Find speakers"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._enable()

    def _enable(self, *_args: object) -> None:
        self.exact_count.setEnabled(self.exactly.isChecked())
        self.fewest.setEnabled(self.between.isChecked())
        self.most.setEnabled(self.between.isChecked())

    def counts(self) -> dict[str, int | None]:
        """The JobSpec speaker fields chosen: num_speakers, min_speakers and max_speakers (None: not bounded)."""
        if self.exactly.isChecked():
            return {"num_speakers": self.exact_count.value(), "min_speakers": None, "max_speakers": None}
        if self.between.isChecked():
            return {"num_speakers": None, "min_speakers": self.fewest.value(), "max_speakers": self.most.value()}
        return {"num_speakers": None, "min_speakers": None, "max_speakers": None}
