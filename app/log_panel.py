"""The log at the bottom of the window. Bounded: it keeps the newest lines only, so a long batch cannot grow it
without limit (QPlainTextEdit drops the oldest blocks past maximumBlockCount)."""

from __future__ import annotations

import time

from app.qt import QFontDatabase, QPlainTextEdit

MAX_LINES = 2000
_LEVEL_MARK = {"debug": "·", "info": " ", "warning": "!", "error": "✗"}


class LogPanel(QPlainTextEdit):
    def __init__(self, parent=None, max_lines: int = MAX_LINES, show_debug: bool = False) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(max_lines)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setAccessibleName(self.tr("Log"))
        self.setPlaceholderText(self.tr("Messages from the jobs appear here."))
        self.show_debug = show_debug

    def add(self, level: str, message: str) -> None:
        if level == "debug" and not self.show_debug:
            return
        stamp = time.strftime("%H:%M:%S")
        mark = _LEVEL_MARK.get(level, " ")
        for i, line in enumerate(message.splitlines() or [""]):
            self.appendPlainText(f"{stamp} {mark} {line}" if i == 0 else f"           {line}")

    def lines(self) -> list[str]:
        return self.toPlainText().splitlines()


