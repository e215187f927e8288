"""The session's transcript, growing beside the caption: final words in the normal text colour under their
speaker's name (in the speaker's colour), the decoder's current guess in grey after them, replaced by each update.
Final words are only ever appended, so a long session costs each update its own few words, not a redraw."""

from __future__ import annotations

from collections.abc import Sequence

from app.live.speaker_palette import SpeakerPalette
from app.qt import QColor, QFont, QTextBrowser, QTextCharFormat, QTextCursor, QWidget
from core.types import Word

TENTATIVE = "#8a8f98"
PARAGRAPH_PAUSE_S = 1.5  # a sentence that ends before a pause this long ends its paragraph


def timestamp(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


class TranscriptView(QTextBrowser):
    def __init__(self, palette: SpeakerPalette, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("liveTranscript")
        self.setAccessibleName(self.tr("Live transcript"))
        self.setOpenLinks(False)
        self.speakers = palette
        self.final_words: list[Word] = []
        self.tentative_words: tuple[Word, ...] = ()
        self._final_end = 0  # where the grey guess begins
        self._plain = self.currentCharFormat()
        self._grey = QTextCharFormat()
        self._grey.setForeground(QColor(TENTATIVE))
        self._grey.setFontItalic(True)

    def clear_words(self) -> None:
        self.clear()
        self.final_words.clear()
        self.tentative_words = ()
        self._final_end = 0

    def add(self, final: Sequence[Word], tentative: Sequence[Word]) -> None:
        """New final words appended; the guess after them replaced by `tentative`."""
        bar = self.verticalScrollBar()
        following = bar.value() >= bar.maximum() - 4  # the reader is at the end: keep them there
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._final_end)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        for word in final:
            if self._starts_paragraph(word):
                self._open_paragraph(cursor, word)
            cursor.insertText(word.text.lstrip() if cursor.positionInBlock() == 0 else word.text, self._plain)
            self.final_words.append(word)
        self._final_end = cursor.position()
        guess = "".join(w.text for w in tentative)
        if cursor.positionInBlock() == 0:
            guess = guess.lstrip()
        if guess:
            cursor.insertText(guess, self._grey)
        self.tentative_words = tuple(tentative)
        if following:
            bar.setValue(bar.maximum())

    @property
    def text(self) -> str:
        """What the transcript shows, final and tentative, as plain text."""
        return self.toPlainText()

    def _starts_paragraph(self, word: Word) -> bool:
        if not self.final_words:
            return True
        last = self.final_words[-1]
        if word.speaker != last.speaker:
            return True
        return last.text.rstrip().endswith((".", "?", "!")) and word.start - last.end >= PARAGRAPH_PAUSE_S

    def _open_paragraph(self, cursor: QTextCursor, word: Word) -> None:
        if self.final_words:
            cursor.insertBlock()
            cursor.insertBlock()
        if word.speaker is not None:
            name = QTextCharFormat()
            name.setForeground(QColor(self.speakers.colour(word.speaker)))
            name.setFontWeight(QFont.Weight.Bold)
            cursor.insertText(word.speaker, name)
            cursor.insertText(f"  {timestamp(word.start)}", self._grey_time())
            cursor.insertBlock()

    def _grey_time(self) -> QTextCharFormat:
        time_format = QTextCharFormat()
        time_format.setForeground(QColor(TENTATIVE))
        return time_format
