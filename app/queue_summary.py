"""The status bar's account of the queue: how many jobs are queued, running, done and failed, and whether the queue
runs or is paused (a label of its own, styled by its `paused` property).

Its texts keep the translation context "MainWindow", where the catalogues have them.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.controller import DONE, FINAL_STATES, QUEUED, RUNNING_STATES
from app.qt import QCoreApplication, QLabel, QStatusBar
from app.queue_item import QueueItem


def show_summary(status_bar: QStatusBar, state: QLabel, items: Sequence[QueueItem], running: bool) -> None:
    counts = {
        "queued": sum(i.status == QUEUED for i in items),
        "running": sum(i.status in RUNNING_STATES for i in items),
        "done": sum(i.status == DONE for i in items),
        "failed": sum(i.status in FINAL_STATES and i.status != DONE for i in items),
    }
    if items:
        status_bar.showMessage(QCoreApplication.translate(
            "MainWindow", "{queued} queued, {running} running, {done} done, {failed} failed or cancelled").format(
            **counts))
    else:
        status_bar.showMessage(QCoreApplication.translate("MainWindow", "Ready: add files or drop them on the window"))
    if running:
        state.setText(QCoreApplication.translate("MainWindow", "Queue running"))
        state.setToolTip(QCoreApplication.translate(
            "MainWindow", "Jobs start one after another; Pause (Ctrl+R) stops new ones"))
    else:
        state.setText(QCoreApplication.translate("MainWindow", "Queue paused") if items
                      else QCoreApplication.translate("MainWindow", "Queue paused (empty)"))
        state.setToolTip(QCoreApplication.translate("MainWindow", "No job starts until you press Start (Ctrl+R)"))
    state.setProperty("paused", not running)
    state.style().unpolish(state)
    state.style().polish(state)
