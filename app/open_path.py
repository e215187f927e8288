"""Opening an output folder or subtitle file with the desktop's own program, and, where that cannot happen (no file
manager or launcher, as on a bare window manager or a remote session, or the path is gone), a message in the window
with the path to copy: Qt only writes the reason to a terminal nobody sees."""

from __future__ import annotations

from pathlib import Path

from app.qt import (
    QApplication,
    QDesktopServices,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    Qt,
    QUrl,
    QVBoxLayout,
    QWidget,
)


class PathMessage(QDialog):
    """Why a path could not be opened, with the path in a read-only field (select it, or press Copy path)."""

    def __init__(self, title: str, text: str, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.text = QLabel(text, self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.path = QLineEdit(str(path), self)
        self.path.setReadOnly(True)
        self.path.setAccessibleName(self.tr("Path"))
        self.path.setMinimumWidth(min(640, self.path.fontMetrics().horizontalAdvance(str(path)) + 24))
        self.path.setCursorPosition(0)
        self.copy_button = QPushButton(self.tr("Copy path"), self)
        self.copy_button.setAccessibleName(self.tr("Copy the path to the clipboard"))
        self.copy_button.clicked.connect(self.copy)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(self.copy_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def copy(self) -> None:
        QApplication.clipboard().setText(self.path.text())
        self.copy_button.setText(self.tr("Copied"))


def open_path(path: Path, is_folder: bool, parent: QWidget | None = None) -> PathMessage | None:
    """Open `path` with the desktop's program; when it does not exist or nothing opens it, show (without blocking the
    event loop) and return the message that says so. None when the desktop took it."""
    path = Path(path)
    what = QApplication.translate("open_path", "folder") if is_folder else QApplication.translate("open_path", "file")
    if not path.exists():
        title = QApplication.translate("open_path", "The {what} does not exist").format(what=what)
        text = QApplication.translate(
            "open_path", "The {what} is not there (yet, or any more): nothing was written to it, or it was moved "
                         "or deleted.").format(what=what)
    elif QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
        return None
    else:
        title = QApplication.translate("open_path", "Could not open the {what}").format(what=what)
        text = QApplication.translate(
            "open_path", "No program on this desktop opens it (no file manager or launcher answered). "
                         "Open it yourself from here:")
    message = PathMessage(title, text, path, parent)
    message.open()
    return message
