"""The current caption in large type, in the speaker's colour, with the speaker's name above it: the last words
said (final ones solid, the decoder's current guess lighter), cut to the last couple of lines' worth so it reads
like a subtitle and never scrolls."""

from __future__ import annotations

import html
from collections.abc import Sequence

from app.qt import QFont, QLabel, QSizePolicy, Qt, QVBoxLayout, QWidget
from core.speaker_colours import rgb
from core.types import Word

SENTENCE_ENDS = (".", "?", "!", "。", "？", "！")
CAPTION_CHARACTERS = 90  # about two subtitle lines: what the caption keeps of the current speaker's words


def caption_words(final: Sequence[Word], tentative: Sequence[Word],
                  limit: int = CAPTION_CHARACTERS) -> tuple[list[Word], list[Word]]:
    """The tail of (final, tentative) the caption shows: the last speaker's words only (a new speaker starts a new
    caption), from the start of the sentence the last final word is in where that fits, whole words, at most
    `limit` characters."""
    words = [*final, *tentative]
    speaker = next((w.speaker for w in reversed(final) if w.speaker is not None), None)
    first = len(words)  # index of the first word shown
    length = 0
    for index in range(len(words) - 1, -1, -1):
        word = words[index]
        if index < len(final) and word.speaker not in (None, speaker):
            break
        if index < len(final) - 1 and word.text.rstrip().endswith(SENTENCE_ENDS):
            break  # the sentence before the current one
        length += len(word.text)
        if first < len(words) and length > limit:
            break
        first = index
    shown = words[first:]
    cut = max(0, len(final) - first)
    return shown[:cut], shown[cut:]


def lighter(colour: str, amount: float = 0.45) -> str:
    """`colour` mixed with white: the decoder's guess, readable but clearly not yet settled."""
    r, g, b = rgb(colour)
    return "#" + "".join(f"{round(c + (255 - c) * amount):02x}" for c in (r, g, b))


class CaptionView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.speaker = QLabel(self)
        self.speaker.setObjectName("liveCaptionSpeaker")
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(self.font().pointSizeF() * 1.3)
        self.speaker.setFont(bold)
        self.text = QLabel(self)
        self.text.setObjectName("liveCaption")
        self.text.setAccessibleName(self.tr("Current caption"))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        large = QFont(self.font())
        large.setPointSizeF(self.font().pointSizeF() * 2.8)
        self.text.setFont(large)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addStretch(1)  # the caption sits in the middle, the name just above it
        layout.addWidget(self.speaker)
        layout.addWidget(self.text)
        layout.addStretch(1)
        self.plain = ""  # the caption's words, for tests and the screen reader

    def show_words(self, final: Sequence[Word], tentative: Sequence[Word], name: str, colour: str) -> None:
        solid, guess = caption_words(final, tentative)
        self.plain = "".join(w.text for w in [*solid, *guess]).strip()
        self.speaker.setText(name)
        self.speaker.setStyleSheet(f"color: {colour}")
        first = "".join(w.text for w in solid).lstrip()
        rest = "".join(w.text for w in guess)
        if not first:
            rest = rest.lstrip()
        self.text.setText(f'<span style="color:{colour}">{html.escape(first)}</span>'
                          f'<span style="color:{lighter(colour)}">{html.escape(rest)}</span>')
        self.text.setAccessibleDescription(self.plain)

    def clear(self) -> None:
        self.plain = ""
        self.speaker.clear()
        self.text.clear()
