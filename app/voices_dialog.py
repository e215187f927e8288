"""The remembered voices (core.voices): who they are, how many recordings taught each, and a way to forget one.

A voice is kept on this computer only; the dialog says where, so a person can see that nothing leaves it.
"""

from __future__ import annotations

from app.qt import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from core.errors import SubtitlerError
from core.voices import VoiceBook


class VoicesDialog(QDialog):
    """Lists the voice book's entries; Forget removes the selected one after asking."""

    def __init__(self, parent: QWidget | None = None, book: VoiceBook | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("voicesDialog")
        self.setWindowTitle(self.tr("Known voices"))
        self.book = book if book is not None else VoiceBook()
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "When known voices are on, naming a speaker remembers that voice, and later files name it for you. "
            "Voices stay on this computer, in {path}."
        ).format(path=self.book.path), self)
        intro.setWordWrap(True)
        intro.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(intro)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("voicesTable")
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Recordings"), self.tr("Last named")])
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        self.empty = QLabel(self.tr("No voices are remembered yet."), self)
        layout.addWidget(self.empty)
        row = QHBoxLayout()
        self.forget_button = QPushButton(self.tr("Forget this voice"), self)
        self.forget_button.setObjectName("forgetVoice")
        self.forget_button.clicked.connect(self.forget_selected)
        row.addWidget(self.forget_button)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        row.addWidget(buttons)
        layout.addLayout(row)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.resize(560, 320)
        self.refresh()

    def names(self) -> list[str]:
        return [self._name_at(r) for r in range(self.table.rowCount())]

    def _name_at(self, row: int) -> str:
        item = self.table.item(row, 0)
        return item.text() if item is not None else ""

    def refresh(self) -> None:
        voices = self.book.voices()
        self.table.setRowCount(len(voices))
        for row, voice in enumerate(voices):
            for column, text in enumerate((voice.name, str(voice.recordings), voice.updated.replace("T", " "))):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.empty.setVisible(not voices)
        self.table.setVisible(bool(voices))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.forget_button.setEnabled(bool(self.table.selectedItems()))

    def forget_selected(self, confirm: bool = True) -> None:
        rows = {index.row() for index in self.table.selectedIndexes()}
        if not rows:
            return
        name = self._name_at(min(rows))
        if confirm:
            answer = QMessageBox.question(
                self, self.tr("Forget a voice"),
                self.tr("Forget the voice of {name}? Later files will not be named {name} by voice.").format(
                    name=name),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            self.book.forget(name)
        except (OSError, SubtitlerError) as error:
            QMessageBox.warning(self, self.tr("Forget a voice"), str(error))
        self.refresh()
