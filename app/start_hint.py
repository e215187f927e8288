"""A band above the queue that says files wait for Start, with the Start button beside the words.

Why: `make run` queues the demo file paused (the first start should show the whole path, not run behind the
user's back), and a status-bar line saying so was replaced by the next message within seconds; the demo then sat
in a paused queue with nothing saying what to do. The band stays until the queue runs or the file is gone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.qt import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget
from app.resources import icon

if TYPE_CHECKING:
    from app.main_window import MainWindow


class StartHint(QFrame):
    def __init__(self, name: str | None, parent: QWidget | None = None) -> None:
        """`name`: the one file that waits (the demo), None for any number of them."""
        super().__init__(parent)
        self.setObjectName("startHint")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        text = (self.tr("{name} is queued and waits for you: press Start (Ctrl+R) to turn it into subtitles.")
                .format(name=name) if name else
                self.tr("The queue waits for you: press Start (Ctrl+R) to turn its files into subtitles."))
        self.message = QLabel(text, self)
        self.message.setWordWrap(True)
        self.start_button = QPushButton(icon("start"), self.tr("Start"), self)
        self.start_button.setAccessibleName(self.tr("Start the queue"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.start_button)


def show_start_hint(window: MainWindow, name: str | None = None) -> StartHint:
    """Put the band above `window`'s queue (under the model notice); pressing its Start is pressing the window's,
    and it goes once the queue runs (or waits for its model check) or holds no job."""
    hint = StartHint(name, window)
    notice = window.start_gate.notice
    above = notice.parentWidget()
    column = above.layout() if above is not None else None
    if not isinstance(column, QBoxLayout):
        raise TypeError("the model notice is not in a column of the window")  # MainWindow._build_central has it so
    column.insertWidget(column.indexOf(notice) + 1, hint)
    hint.start_button.clicked.connect(window.start_action.trigger)

    def follow() -> None:
        if window.controller.is_running or window.start_gate.wanted or not window.controller.ids():
            hint.hide()
            hint.deleteLater()
            for signal, slot in connections:
                signal.disconnect(slot)

    connections = [(window.controller.runningChanged, follow), (window.start_gate.changed, follow),
                   (window.controller.itemRemoved, follow)]
    for signal, slot in connections:
        signal.connect(slot)
    return hint
