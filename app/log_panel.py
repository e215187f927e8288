"""The log at the bottom of the window. Bounded: it keeps the newest lines only, so a long batch cannot grow it
without limit (QPlainTextEdit drops the oldest blocks past maximumBlockCount). A line may end in a link to a
folder (where a finished job wrote its files): clicking it emits `pathClicked`."""

from __future__ import annotations

import html
import time
from pathlib import Path

from app.qt import QFontDatabase, QPlainTextEdit, Qt, QUrl, Signal

MAX_LINES = 2000
_LEVEL_MARK = {"debug": "·", "info": " ", "warning": "!", "error": "✗"}


class LogPanel(QPlainTextEdit):
    pathClicked = Signal(str)  # the local path a link in the log names

    def __init__(self, parent=None, max_lines: int = MAX_LINES, show_debug: bool = False) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(max_lines)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setAccessibleName(self.tr("Log"))
        self.setPlaceholderText(self.tr("Messages from the jobs appear here."))
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.show_debug = show_debug

    def add(self, level: str, message: str) -> None:
        if level == "debug" and not self.show_debug:
            return
        stamp = time.strftime("%H:%M:%S")
        mark = _LEVEL_MARK.get(level, " ")
        for i, line in enumerate(message.splitlines() or [""]):
            self.appendPlainText(f"{stamp} {mark} {line}" if i == 0 else f"           {line}")

    def add_with_path(self, level: str, message: str, path: Path) -> None:
        """One line: `message` followed by `path` as a link (the path is named once, in full)."""
        stamp = time.strftime("%H:%M:%S")
        mark = _LEVEL_MARK.get(level, " ")
        url = QUrl.fromLocalFile(str(path)).toString()
        self.appendHtml(f"<span>{html.escape(f'{stamp} {mark} {message}')}</span> "
                        f'<a href="{html.escape(url, quote=True)}">{html.escape(str(path))}</a>')
        # The next plain line must not carry on the link's format.
        cursor = self.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        cursor.setCharFormat(self.document().firstBlock().charFormat())
        self.setTextCursor(cursor)

    def links(self) -> list[str]:
        """Every link in the log, as local paths (oldest first)."""
        found = []
        block = self.document().firstBlock()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if fragment.isValid() and fragment.charFormat().isAnchor():
                    found.append(QUrl(fragment.charFormat().anchorHref()).toLocalFile())
                it += 1
            block = block.next()
        return found

    def lines(self) -> list[str]:
        return self.toPlainText().splitlines()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        over_link = bool(self.anchorAt(event.position().toPoint()))
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if over_link else Qt.CursorShape.IBeamCursor)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        anchor = self.anchorAt(event.position().toPoint())
        super().mouseReleaseEvent(event)
        if anchor and event.button() == Qt.MouseButton.LeftButton and not self.textCursor().hasSelection():
            self.pathClicked.emit(QUrl(anchor).toLocalFile())
