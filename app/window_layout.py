"""How the main window's parts sit: drop zone and queue on top (under the model notice, over the skipped files),
the selected job's transcript in the middle, the log below, in a vertical splitter that never collapses a part.

Its texts keep the translation context "MainWindow", where the catalogues have them.
"""

from __future__ import annotations

from app.qt import QCoreApplication, QLabel, QMainWindow, QSplitter, Qt, QVBoxLayout, QWidget

SPLIT = (5, 4, 2)  # the vertical splitter's shares: queue (with drop zone and skipped files), transcript, log


def column(parent: QWidget, spacing: int, parts: list[tuple[QWidget, int]]) -> QWidget:
    """A box with `parts` (widget, stretch) one above the other, no margins."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(spacing)
    for widget, stretch in parts:
        layout.addWidget(widget, stretch)
    return box


def lay_out(window: QMainWindow, top: QWidget, preview: QWidget, log: QWidget) -> QSplitter:
    """Put `top` (the queue and what sits around it), `preview` and `log` (under its title) in `window`'s splitter;
    returns the splitter."""
    log_box = column(window, 2, [])
    log_layout = log_box.layout()
    assert isinstance(log_layout, QVBoxLayout)  # column's own
    log_layout.addWidget(QLabel(QCoreApplication.translate("MainWindow", "Log"), log_box))
    log_layout.addWidget(log, 1)
    splitter = QSplitter(Qt.Orientation.Vertical, window)
    for part in (top, preview, log_box):
        splitter.addWidget(part)
    for index, stretch in enumerate(SPLIT):
        splitter.setStretchFactor(index, stretch)
    splitter.setSizes([s * 100 for s in SPLIT])
    splitter.setChildrenCollapsible(False)
    container = QWidget(window)
    layout = QVBoxLayout(container)
    layout.setContentsMargins(8, 8, 8, 8)
    layout.addWidget(splitter)
    window.setCentralWidget(container)
    return splitter
