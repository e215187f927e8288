"""The cue table: number, start, end, duration, speaker (in its colour), text, characters per second, and the rules a
cue breaks (its row marked, the reasons in the tooltip). The model never changes the draft itself: an edit typed
into a cell is handed to the window as `editRequested`, which makes it an undoable step."""

from __future__ import annotations

import re
from typing import Any

from app.qt import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QBrush,
    QColor,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from core.cues.check import HARD, reading_cells
from core.editing import Draft
from core.speaker_colours import NO_SPEAKER, colours, cue_order

COLUMNS = ("#", QT_TRANSLATE_NOOP("CueModel", "Start"), QT_TRANSLATE_NOOP("CueModel", "End"),
           QT_TRANSLATE_NOOP("CueModel", "Duration"), QT_TRANSLATE_NOOP("CueModel", "Speaker"),
           QT_TRANSLATE_NOOP("CueModel", "Text"), QT_TRANSLATE_NOOP("CueModel", "CPS"))
NUMBER, START, END, DURATION, SPEAKER, TEXT, CPS = range(len(COLUMNS))
HARD_ROW = QColor(255, 205, 210)
SOFT_ROW = QColor(255, 243, 205)
CURRENT_ROW = QColor(187, 222, 251)
LINE_BREAK = " / "  # how a cell shows, and takes, the break between a cue's lines
_TIME = re.compile(r"^(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$")

Index = QModelIndex | QPersistentModelIndex


def format_ms(ms: int) -> str:
    """00:01:02.345"""
    ms = max(0, int(ms))
    return f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d}.{ms % 1000:03d}"


def parse_ms(text: str) -> int | None:
    """A typed time: h:mm:ss.mmm, mm:ss.mmm or mm:ss (a comma as SRT writes it works too); None if it is not one."""
    found = _TIME.match(text.strip())
    if not found:
        return None
    hours, minutes, seconds, fraction = found.groups()
    if int(seconds) >= 60 or (hours is not None and int(minutes) >= 60):
        return None
    millis = int((fraction or "0").ljust(3, "0"))
    return ((int(hours or 0) * 60 + int(minutes)) * 60 + int(seconds)) * 1000 + millis


class CueModel(QAbstractTableModel):
    editRequested = Signal(int, int, str)  # row, column, typed value

    def __init__(self, draft: Draft, parent: Any = None) -> None:
        super().__init__(parent)
        self._draft = draft
        self._problems = draft.problems()
        self._colours: dict[str, str] = {}
        self.current: int | None = None
        self._assign_colours()

    @property
    def draft(self) -> Draft:
        return self._draft

    def set_draft(self, draft: Draft) -> None:
        """Show another draft; rows keep their places where the count is the same (a text edit, a retime)."""
        same = len(draft.cues) == len(self._draft.cues)
        if not same:
            self.beginResetModel()
        before = (self._draft, self._problems)  # alive while the new marks are worked out: its cues' ids hold
        self._draft = draft
        self._problems = draft.problems(before)
        self._assign_colours()
        if same:
            if draft.cues:
                self.dataChanged.emit(self.index(0, 0), self.index(len(draft.cues) - 1, len(COLUMNS) - 1))
        else:
            self.endResetModel()

    def problems(self, row: int) -> list[str]:
        return self._problems.get(row, [])

    def marked_rows(self) -> list[int]:
        return sorted(self._problems)

    def colour(self, speaker: str | None) -> str:
        return self._colours.get(speaker or "", NO_SPEAKER)

    def set_current(self, row: int | None) -> None:
        if row == self.current:
            return
        previous, self.current = self.current, row
        for changed in (previous, row):
            if changed is not None and changed < self.rowCount():
                self.dataChanged.emit(self.index(changed, 0), self.index(changed, len(COLUMNS) - 1),
                                      [Qt.ItemDataRole.BackgroundRole])

    def _assign_colours(self) -> None:
        """The colours the main window and the ASS track give the same cues (core.speaker_colours)."""
        self._colours = colours(cue_order(self._draft.cues, self._draft.transcript))

    # --- Qt's model interface -----------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._draft.cues)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(COLUMNS[section])
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (START, END, SPEAKER, TEXT):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._value(row, column, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.ForegroundRole and column == SPEAKER:
            return QBrush(QColor(self.colour(self._draft.cue_speaker(row))))
        if role == Qt.ItemDataRole.BackgroundRole:
            if row == self.current:
                return QBrush(CURRENT_ROW)
            found = self._problems.get(row)
            if found:
                return QBrush(HARD_ROW if any(m.startswith(HARD) for m in found) else SOFT_ROW)
        if role == Qt.ItemDataRole.ToolTipRole and row in self._problems:
            return "\n".join(self._problems[row])
        if role == Qt.ItemDataRole.TextAlignmentRole and column != TEXT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == NUMBER and row in self._problems:
            return self.tr("cue {n}, breaks rules").format(n=row + 1)
        return None

    def _value(self, row: int, column: int, editing: bool) -> Any:
        cue = self._draft.cues[row]
        if column == NUMBER:
            return str(row + 1) + (" ⚠" if row in self._problems and not editing else "")
        if column == START:
            return format_ms(cue.start_ms)
        if column == END:
            return format_ms(cue.end_ms)
        if column == DURATION:
            return f"{cue.duration_ms / 1000:.3f}"
        if column == SPEAKER:
            speaker = self._draft.cue_speaker(row)
            return speaker if speaker is not None else ", ".join(cue.speakers)
        if column == TEXT:
            return cue.text.replace("\n", LINE_BREAK)
        if column == CPS:
            return f"{reading_cells(cue) * 1000 / cue.duration_ms:.1f}" if cue.duration_ms > 0 else ""
        return None

    def setData(self, index: Index, value: Any,  # noqa: N802 - Qt's name
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        shown = self._value(index.row(), index.column(), True)
        if str(value) == shown:
            return False
        self.editRequested.emit(index.row(), index.column(), str(value))
        return False  # the window applies it through the undo stack, then shows the new draft
