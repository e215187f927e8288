"""How responsive the window stays: a timer asks to run every 10 ms and records how late each tick came. A tick that
comes 100 ms apart means the event loop was busy (or blocked) that long: the window could not repaint or answer a
click. The live bench prints the gaps; tests use it to drive a session while the loop is watched."""

from __future__ import annotations

import time

from app.qt import QObject, Qt, QTimer

INTERVAL_MS = 10


class LoopProbe(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.gaps: list[float] = []  # seconds between consecutive ticks
        self.ends: list[float] = []  # when each gap ended, seconds after start()
        self.busy: list[float] = []  # CPU seconds the GUI thread itself used in each gap (the rest it waited)
        self._cpu = 0.0
        self._began = 0.0
        self._last: float | None = None
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.gaps.clear()
        self.ends.clear()
        self.busy.clear()
        self._began = self._last = time.perf_counter()
        self._cpu = time.thread_time()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._last = None

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        if self._last is not None:
            self.gaps.append(now - self._last)
            self.ends.append(now - self._began)
            self.busy.append(cpu - self._cpu)
        self._last, self._cpu = now, cpu

    @property
    def worst(self) -> float:
        return max(self.gaps, default=0.0)

    @property
    def worst_at(self) -> float:
        """When the worst gap ended, seconds after start()."""
        return self.ends[self.gaps.index(self.worst)] if self.gaps else 0.0

    @property
    def worst_busy(self) -> float:
        """CPU seconds the GUI thread used during the worst gap: near the gap itself, the window's own work held the
        loop; near zero, the thread waited (a busy machine's scheduler, or a blocking call)."""
        return self.busy[self.gaps.index(self.worst)] if self.gaps else 0.0

    def percentile(self, fraction: float) -> float:
        if not self.gaps:
            return 0.0
        ordered = sorted(self.gaps)
        return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]
