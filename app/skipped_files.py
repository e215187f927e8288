"""The files that were not queued, and why: a collapsible box under the queue (a header line with the count and
Clear, which opens the list), so that the skipped files never take the queue's rows on a small screen.

Its texts keep the translation context "MainWindow", where the catalogues have them (the box was part of it).
"""

from __future__ import annotations

from collections.abc import Iterable

from app.media_files import Skipped
from app.qt import (
    QCoreApplication,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    Qt,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

MAX_SKIPPED_SHOWN = 500


class SkippedFiles(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(QCoreApplication.translate("MainWindow", "Skipped files"))
        self.toggle = QToolButton(self)
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.setAccessibleName(QCoreApplication.translate("MainWindow", "Show or hide the skipped files"))
        self.toggle.toggled.connect(self.show_list)
        self.list = QListWidget(self)
        self.list.setAccessibleName(QCoreApplication.translate("MainWindow", "Skipped files and why"))
        self.list.setMaximumHeight(84)
        self.list.setVisible(False)
        clear = QPushButton(QCoreApplication.translate("MainWindow", "Clear"), self)
        clear.setAccessibleName(QCoreApplication.translate("MainWindow", "Clear the list of skipped files"))
        clear.clicked.connect(self.clear)
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.toggle)
        header.addStretch(1)
        header.addWidget(clear)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.list)
        self.setVisible(False)
        self.show_list(False)

    def add(self, skipped: Iterable[Skipped]) -> None:
        for entry in skipped:
            if self.list.count() >= MAX_SKIPPED_SHOWN:
                self.list.takeItem(0)
            self.list.addItem(f"{entry.path.name}: {entry.reason}")
            self.list.item(self.list.count() - 1).setToolTip(str(entry.path))
        self.setVisible(self.list.count() > 0)
        self.show_list(self.toggle.isChecked())

    def show_list(self, shown: bool) -> None:
        count = self.list.count()
        self.list.setVisible(shown)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.toggle.setText(
            QCoreApplication.translate("MainWindow", "Skipped: {n} file(s) not added").format(n=count) if not shown
            else QCoreApplication.translate("MainWindow", "Skipped: {n} file(s) not added, and why").format(n=count))

    def entries(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def clear(self) -> None:
        self.list.clear()
        self.toggle.setChecked(False)
        self.setVisible(False)
