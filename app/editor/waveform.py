"""The waveform strip under the player: the audio's envelope, each cue as a box in its speaker's colour, the playhead.

Drawn with QPainter from the envelope's 10 ms bins (core.editing.envelope), only the part on screen, so an hour
draws as fast as a minute; a time ruler runs along the top (app.editor.timeline places its ticks). Click to move
the playhead; drag a cue's edge to retime it (`edgeDragged` on release, one undoable step); the wheel scrolls,
Ctrl+wheel zooms around the pointer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.editor.timeline import ticks
from app.qt import (
    QColor,
    QLineF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPointF,
    QRectF,
    Qt,
    QWheelEvent,
    QWidget,
    Signal,
)
from core.speaker_colours import NO_SPEAKER
from core.types import Cue

EDGE_GRAB_PX = 5
MIN_ZOOM, MAX_ZOOM = 2.0, 2000.0  # pixels per second


class WaveformView(QWidget):
    seekRequested = Signal(int)  # ms
    edgeDragged = Signal(int, str, int)  # cue index, "start" or "end", new time in ms
    cueClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(110)  # the ruler band and a readable envelope below it
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.peaks: Any = None  # (n, 2) float32 at `bins_per_second`, or None while it is computed
        self.bins_per_second = 100
        self.duration_ms = 0
        self.cues: Sequence[Cue] = ()
        self.colour_of: Callable[[int], str] = lambda _index: NO_SPEAKER
        self.current: int | None = None
        self.playhead_ms = 0
        self.pixels_per_second = 100.0
        self.offset_ms = 0  # the time at the left edge
        self._drag: tuple[int, str] | None = None
        self._drag_ms = 0
        self.message = ""

    # --- what it shows ----------------------------------------------------------------------------------------
    def set_peaks(self, peaks: Any, bins_per_second: int = 100) -> None:
        self.peaks, self.bins_per_second = peaks, bins_per_second
        self.message = ""
        self.update()

    def set_cues(self, cues: Sequence[Cue], colour_of: Callable[[int], str]) -> None:
        self.cues, self.colour_of = cues, colour_of
        self.update()

    def set_playhead(self, ms: int, follow: bool = True) -> None:
        self.playhead_ms = ms
        if follow and not (self.offset_ms <= ms <= self.offset_ms + self.visible_ms()):
            self.offset_ms = max(0, ms - self.visible_ms() // 5)
        self.update()

    def show_span(self, start_ms: int, end_ms: int) -> None:
        """Scroll so that [start, end] is on screen (a cue chosen in the table)."""
        if start_ms < self.offset_ms or end_ms > self.offset_ms + self.visible_ms():
            self.offset_ms = max(0, start_ms - self.visible_ms() // 5)
            self.update()

    def set_zoom(self, pixels_per_second: float, anchor_ms: int | None = None) -> None:
        anchor_ms = self.offset_ms if anchor_ms is None else anchor_ms
        anchor_x = self.x_of(anchor_ms)
        self.pixels_per_second = min(MAX_ZOOM, max(MIN_ZOOM, pixels_per_second))
        self.offset_ms = max(0, int(anchor_ms - anchor_x * 1000 / self.pixels_per_second))
        self.update()

    def visible_ms(self) -> int:
        return int(self.width() * 1000 / self.pixels_per_second)

    def x_of(self, ms: float) -> float:
        return (ms - self.offset_ms) * self.pixels_per_second / 1000

    def ms_at(self, x: float) -> int:
        return max(0, int(self.offset_ms + x * 1000 / self.pixels_per_second))

    # --- drawing --------------------------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        width, height = self.width(), self.height()
        painter.fillRect(0, 0, width, height, QColor("#14181c"))
        top = self.ruler_height()
        self._paint_ruler(painter, width, top)
        self._paint_cues(painter, top, height)
        if self.peaks is not None and len(self.peaks):
            self._paint_envelope(painter, width, (top + height) / 2, (height - top) / 2)
        elif self.message:
            painter.setPen(QColor("#b0bec5"))
            painter.drawText(QRectF(0, top, width, height - top), Qt.AlignmentFlag.AlignCenter, self.message)
        painter.setPen(QPen(QColor("#ffffff"), 1))
        x = self.x_of(self.playhead_ms)
        painter.drawLine(QPointF(x, 0), QPointF(x, height))
        painter.end()

    def ruler_height(self) -> int:
        """The band the ruler takes at the top: one line of the widget's font, so labels never clip."""
        return self.fontMetrics().height() + 6

    def ruler_ticks(self) -> list[tuple[int, str]]:
        """(ms, label) of the ticks on screen now."""
        return ticks(self.offset_ms, self.visible_ms(), self.pixels_per_second)

    def _paint_ruler(self, painter: QPainter, width: int, top: int) -> None:
        painter.fillRect(0, 0, width, top, QColor("#1f252b"))
        painter.setPen(QPen(QColor("#546e7a"), 1))
        painter.drawLine(QPointF(0, top - 0.5), QPointF(width, top - 0.5))
        metrics = self.fontMetrics()
        for ms, label in self.ruler_ticks():
            x = self.x_of(ms)
            painter.setPen(QPen(QColor("#78909c"), 1))
            painter.drawLine(QPointF(x, top - 5), QPointF(x, top))
            painter.setPen(QColor("#b0bec5"))
            painter.drawText(QPointF(x + 3, metrics.ascent() + 2), label)

    def _paint_envelope(self, painter: QPainter, width: int, middle: float, half: float) -> None:
        """One vertical line per pixel column, from the lowest to the highest sample the column covers (numpy's
        reduceat over the columns' bins, so a repaint costs the same at any zoom)."""
        import numpy as np

        peaks, rate = self.peaks, self.bins_per_second
        first = self.offset_ms * rate / 1000
        edges = (first + np.arange(width + 1) * (rate / self.pixels_per_second)).astype(np.int64)
        edges = np.minimum(edges, len(peaks))
        columns = min(width, int(np.searchsorted(edges, len(peaks))))  # columns that start before the sound ends
        starts = edges[:columns]
        if not len(starts):
            return
        stop = int(max(edges[columns], starts[-1] + 1))  # the end of the last column's bins
        if np.all(np.diff(starts) > 0):
            lows = np.minimum.reduceat(peaks[:stop, 0], starts)
            highs = np.maximum.reduceat(peaks[:stop, 1], starts)
        else:  # zoomed in past one bin per column: each column shows the bin it falls in
            lows, highs = peaks[starts, 0], peaks[starts, 1]
        scale = half * 0.95
        tops = middle - highs * scale
        bottoms = middle - lows * scale
        painter.setPen(QPen(QColor("#90caf9"), 1))
        painter.drawLines([QLineF(x, top, x, bottom) for x, top, bottom in zip(range(columns), tops.tolist(),
                                                                              bottoms.tolist(), strict=True)])

    def _paint_cues(self, painter: QPainter, top: int, height: int) -> None:
        end_ms = self.offset_ms + self.visible_ms()
        for index, cue in enumerate(self.cues):
            if cue.end_ms < self.offset_ms or cue.start_ms > end_ms:
                continue
            start, stop = cue.start_ms, cue.end_ms
            if self._drag is not None and self._drag[0] == index:
                start, stop = (self._drag_ms, stop) if self._drag[1] == "start" else (start, self._drag_ms)
            colour = QColor(self.colour_of(index))
            fill = QColor(colour)
            fill.setAlpha(110 if index == self.current else 60)
            rect = QRectF(self.x_of(start), top + 2, max(1.0, self.x_of(stop) - self.x_of(start)), height - top - 4)
            painter.fillRect(rect, fill)
            painter.setPen(QPen(colour, 2 if index == self.current else 1))
            painter.drawRect(rect)

    # --- the mouse -------------------------------------------------------------------------------------------
    def edge_at(self, x: float) -> tuple[int, str] | None:
        """The cue edge within grabbing distance of `x` (the nearest), if any."""
        best: tuple[float, int, str] | None = None
        for index, cue in enumerate(self.cues):
            for which, ms in (("start", cue.start_ms), ("end", cue.end_ms)):
                distance = abs(self.x_of(ms) - x)
                if distance <= EDGE_GRAB_PX and (best is None or distance < best[0]):
                    best = (distance, index, which)
        return None if best is None else (best[1], best[2])

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() != Qt.MouseButton.LeftButton:
            return
        x = event.position().x()
        edge = self.edge_at(x)
        if edge is not None:
            self._drag, self._drag_ms = edge, self.ms_at(x)
            return
        ms = self.ms_at(x)
        self.seekRequested.emit(ms)
        inside = next((k for k, cue in enumerate(self.cues) if cue.start_ms <= ms < cue.end_ms), None)
        if inside is not None:
            self.cueClicked.emit(inside)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        x = event.position().x()
        if self._drag is not None:
            self._drag_ms = self.ms_at(x)
            self.update()
            return
        self.setCursor(Qt.CursorShape.SizeHorCursor if self.edge_at(x) is not None else Qt.CursorShape.ArrowCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._drag is None:
            return
        (index, which), self._drag = self._drag, None
        self.edgeDragged.emit(index, which, self.ms_at(event.position().x()))
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        steps = event.angleDelta().y() / 120
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.set_zoom(self.pixels_per_second * (1.25 ** steps), self.ms_at(event.position().x()))
        else:
            self.offset_ms = max(0, int(self.offset_ms - steps * self.visible_ms() / 8))
            self.update()
        event.accept()
