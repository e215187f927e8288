"""The input level: a bar for the RMS level and a tick for the peak, from -60 dBFS (empty) to 0 dBFS (full), so a
person sees at a glance that the source is heard, and whether it is too quiet or clipping."""

from __future__ import annotations

import math

from app.qt import QColor, QPainter, QPaintEvent, QSize, QSizePolicy, QWidget
from core.live.types import LiveLevel

FLOOR_DB = -60.0
LOUD_DB = -6.0  # above this the bar turns amber: close to clipping
CLIP_DB = -0.5  # red


def fraction(db: float) -> float:
    """dBFS -> 0..1 of the meter's width."""
    if not math.isfinite(db):
        return 0.0
    return min(1.0, max(0.0, (db - FLOOR_DB) / -FLOOR_DB))


class LevelMeter(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rms_db = -math.inf
        self.peak_db = -math.inf
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(80)
        self.setAccessibleName(self.tr("Input level"))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(200, 14)

    def show_level(self, level: LiveLevel) -> None:
        self.rms_db, self.peak_db = level.rms_db, level.peak_db
        self.setToolTip(self.tr("Level {rms} dBFS, peak {peak} dBFS").format(
            rms=f"{level.rms_db:.0f}" if math.isfinite(level.rms_db) else "-∞",
            peak=f"{level.peak_db:.0f}" if math.isfinite(level.peak_db) else "-∞"))
        self.update()

    def reset(self) -> None:
        self.rms_db = self.peak_db = -math.inf
        self.setToolTip("")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        rect = self.rect().adjusted(0, 0, -1, -1)
        painter.setPen(self.palette().mid().color())
        painter.setBrush(self.palette().base())
        painter.drawRect(rect)
        inner = rect.adjusted(1, 1, 0, 0)
        width = int(inner.width() * fraction(self.rms_db))
        colour = "#43a047" if self.peak_db < LOUD_DB else "#fb8c00" if self.peak_db < CLIP_DB else "#e53935"
        if width > 0:
            painter.fillRect(inner.x(), inner.y(), width, inner.height(), QColor(colour))
        peak = int(inner.width() * fraction(self.peak_db))
        if peak > 0:
            painter.fillRect(inner.x() + peak - 2, inner.y(), 2, inner.height(), self.palette().text())
        painter.end()
