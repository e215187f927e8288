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
        layout = self._layout = QHBoxLayout(self)
        self.picture = QLabel(self)
        self.hint = QLabel(self)
        self.hint.setObjectName("dropZoneHint")
        layout.addStretch(1)
        layout.addWidget(self.picture)
        layout.addWidget(self.hint)
        layout.addStretch(1)
        self.compact: bool | None = None
        self.set_compact(False)

    def set_compact(self, compact: bool) -> None:
        """Slim (one line, small icon) once the queue has rows: the queue needs the height more than the target."""
        if compact == self.compact:
            return
        self.compact = compact
        size = 20 if compact else 36
        self.picture.setPixmap(icon("drop").pixmap(QSize(size, size)))
        self.hint.setText(self.tr("Drop more files or folders here") if compact
                          else self.tr("Drop audio or video files or folders here"))
        self._layout.setContentsMargins(16, 2 if compact else 8, 16, 2 if compact else 8)
        self.setFixedHeight(32 if compact else 64)

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
