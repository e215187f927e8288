"""Remove: ask before a job leaves the queue, then remove it; the selection moves to a neighbour that is not
running (or to none), so that the next Esc, which cancels the selected job, can never hit a running job the user did
not choose."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from app.controller import DONE, FINAL_STATES, RUNNING_STATES
from app.qt import QCoreApplication, QMessageBox, QWidget

if TYPE_CHECKING:
    from app.controller import JobController
    from app.queue_item import QueueItem
    from app.queue_view import QueueView


class RemoveWindow(Protocol):
    @property
    def controller(self) -> JobController: ...

    @property
    def queue(self) -> QueueView: ...


def ask_to_remove(parent: QWidget, item: QueueItem) -> bool:
    """The question before a job leaves the queue: Yes or No (No by default)."""
    if item.status == DONE:
        detail = QCoreApplication.translate("MainWindow", "Its subtitle files stay where they are.")
    elif item.status in FINAL_STATES:
        detail = QCoreApplication.translate("MainWindow", "It will not be run again.")
    else:
        detail = QCoreApplication.translate("MainWindow", "It will not be transcribed.")
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("MainWindow", "Remove the job?"),
        QCoreApplication.translate("MainWindow", "Remove {name} from the queue? {detail}").format(
            name=item.path.name, detail=detail),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def remove_job(window: RemoveWindow, job_id: int) -> None:
    """Remove a job without asking (the caller asked)."""
    queue, controller = window.queue, window.controller
    ids = [queue.queue_model.job_id(r) for r in range(queue.queue_model.rowCount())]
    was_selected = queue.selected_id() == job_id
    row = ids.index(job_id) if job_id in ids else 0
    controller.remove(job_id)
    if not was_selected:  # removed by its row's button: the selection the user made stays as it was
        return
    rest = [j for j in ids if j != job_id]
    after, before = rest[row:], list(reversed(rest[:row]))
    idle = [j for j in after + before if controller.item(j).status not in RUNNING_STATES]
    queue.clearSelection()
    if idle:
        queue.select_job(idle[0])
    else:
        queue.setCurrentIndex(queue.queue_model.index(-1, -1))
