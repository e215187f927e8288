"""The drop target at the top of the window: takes files and folders from the file manager."""

from __future__ import annotations

from app.qt import (
    QDragEnterEvent,
    QDropEvent,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSize,
    Qt,
    Signal,
)
from app.resources import icon


class DropZone(QFrame):
    pathsDropped = Signal(list)  # list[str] of local paths

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("dropZone")
        self.setAcceptDrops(True)
        self.setAccessibleName(self.tr("Drop zone"))
        self.setAccessibleDescription(self.tr("Drop audio or video files, or folders, here to add them to the queue"))
        self.setMinimumHeight(64)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        picture = QLabel(self)
        picture.setPixmap(icon("drop").pixmap(QSize(36, 36)))
        hint = QLabel(self.tr("Drop audio or video files or folders here"), self)
        hint.setObjectName("dropZoneHint")
        layout.addStretch(1)
        layout.addWidget(picture)
        layout.addWidget(hint)
        layout.addStretch(1)

    def _set_active(self, active: bool) -> None:
        self.setProperty("dragActive", active)
        self.style().unpolish(self)
        self.style().polish(self)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        if event.mimeData().hasUrls() and any(url.isLocalFile() for url in event.mimeData().urls()):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
            self._set_active(True)
        else:
            event.ignore()

    def dragLeaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._set_active(False)
        super().dragLeaveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        self._set_active(False)
        paths = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if not paths:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.pathsDropped.emit(paths)
