"""The queue table: a model over the controller's items, a progress-bar delegate (with ETA) and a row of action
buttons per job (cancel, retry, remove, open folder, open subtitle)."""

from __future__ import annotations

from app.controller import CANCELLED, DONE, FAILED, FINAL_STATES, QUEUED, RUNNING_STATES, JobController
from app.failure_help import advice_for
from app.job_status import JobStatus
from app.progress import format_duration, format_eta
from app.qt import (
    QAbstractItemView,
    QAbstractTableModel,
    QApplication,
    QBrush,
    QColor,
    QCoreApplication,
    QHBoxLayout,
    QHeaderView,
    QModelIndex,
    QObject,
    QPainter,
    QPalette,
    QPersistentModelIndex,
    QSize,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionProgressBar,
    Qt,
    QTableView,
    QToolButton,
    QWidget,
    Signal,
)
from app.queue_item import QueueItem
from app.resources import icon
from core.media_kinds import is_video_path

COL_FILE, COL_DURATION, COL_STATUS, COL_PROGRESS, COL_DEVICE, COL_ACTIONS = range(6)
ProgressRole = Qt.ItemDataRole.UserRole + 1
JobIdRole = Qt.ItemDataRole.UserRole + 2
ACTIONS = ("cancel", "retry", "remove", "open-folder", "open-subtitle")
COLUMN_WIDTHS = {COL_DURATION: 64, COL_STATUS: 120, COL_PROGRESS: 150, COL_DEVICE: 72}
OPTIONAL_COLUMNS = (COL_DURATION, COL_DEVICE)  # given up, Device first, where the file names need the room
NARROW_WIDTHS = {COL_STATUS: 96, COL_PROGRESS: 116}  # below NARROW_WIDTH of room
NARROW_WIDTH = 640
MIN_FILE_WIDTH = 160


class QueueModel(QAbstractTableModel):
    def __init__(self, controller: JobController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._ids: list[int] = []
        self._headers = [self.tr("File"), self.tr("Duration"), self.tr("Status"), self.tr("Progress"),
                         self.tr("Device"), self.tr("Actions")]
        self._status_text: dict[str, str] = {
            JobStatus.QUEUED: self.tr("queued"), JobStatus.DECODING: self.tr("decoding"),
            JobStatus.TRANSCRIBING: self.tr("transcribing"), JobStatus.DIARIZING: self.tr("diarizing"),
            JobStatus.WRITING: self.tr("writing"), JobStatus.DONE: self.tr("done"), JobStatus.FAILED: self.tr("failed"),
            JobStatus.CANCELLED: self.tr("cancelled"),
        }
        controller.itemAdded.connect(self._on_added)
        controller.itemChanged.connect(self._on_changed)
        controller.itemRemoved.connect(self._on_removed)

    # --- mapping -----------------------------------------------------------------------------------------------
    def job_id(self, row: int) -> int:
        return self._ids[row]

    def row_of(self, job_id: int) -> int:
        return self._ids.index(job_id)

    def status_text(self, status: str) -> str:
        return self._status_text.get(status, status)

    def status_line(self, item: QueueItem) -> str:
        """The status in words with a failed job's reason ("failed: file is empty"), for screen readers and the
        tooltip."""
        text = self.status_text(item.status)
        return f"{text}: {item.message}" if item.status == FAILED and item.message else text

    def _on_added(self, job_id: int) -> None:
        row = len(self._ids)
        self.beginInsertRows(QModelIndex(), row, row)
        self._ids.append(job_id)
        self.endInsertRows()

    def _on_changed(self, job_id: int) -> None:
        if job_id in self._ids:
            row = self._ids.index(job_id)
            self.dataChanged.emit(self.index(row, 0), self.index(row, COL_ACTIONS - 1))

    def _on_removed(self, job_id: int) -> None:
        if job_id in self._ids:
            row = self._ids.index(job_id)
            self.beginRemoveRows(QModelIndex(), row, row)
            self._ids.pop(row)
            self.endRemoveRows()

    # --- Qt model API ------------------------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt override
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt override
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt override
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        item = self._controller.item(self._ids[index.row()])
        column = index.column()
        if role == JobIdRole:
            return item.id
        if role == ProgressRole:
            return item.progress
        if role == Qt.ItemDataRole.AccessibleTextRole and column == COL_STATUS:
            return self.status_line(item)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._display(item, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == COL_FILE:
                return str(item.path)
            if column == COL_STATUS and item.status == FAILED:
                advice = QCoreApplication.translate("failure_help", advice_for(item.error_kind))
                return f"{self.status_line(item)}\n\n{advice}"
            if column == COL_STATUS and item.message:
                return item.message
            if column == COL_PROGRESS and item.tracker.detail and item.status in RUNNING_STATES:
                return item.tracker.detail
        if role == Qt.ItemDataRole.ForegroundRole and column == COL_STATUS:
            if item.status == FAILED:
                return QBrush(QColor("#c62828"))
            if item.status == DONE:
                return QBrush(QColor("#2e7d32"))
        if role == Qt.ItemDataRole.DecorationRole and column == COL_STATUS:
            return {DONE: icon("done"), FAILED: icon("failed"), CANCELLED: icon("cancel")}.get(item.status)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_DURATION:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _display(self, item: QueueItem, column: int) -> str:
        if column == COL_FILE:
            return item.path.name
        if column == COL_DURATION:
            return format_duration(item.duration)
        if column == COL_STATUS:
            # A failed job's reason itself: the red cross and colour say it failed, and the word "failed" first
            # left no room for the reason in a narrow column ("Fehlgeschlag…" in German).
            return item.message if item.status == FAILED and item.message else self.status_text(item.status)
        if column == COL_PROGRESS:
            return progress_text(item, self)
        if column == COL_DEVICE:
            return item.device
        return ""


def progress_text(item: QueueItem, translator: QObject) -> str:
    if item.status in RUNNING_STATES:
        eta = format_eta(item.eta())
        percent = f"{item.progress * 100:.0f}%"
        return translator.tr("{percent}, {eta} left").format(percent=percent, eta=eta) if eta else percent
    if item.status == DONE:
        return "100%"
    return ""


class ProgressDelegate(QStyledItemDelegate):
    """Draws the progress column as a native progress bar with "42%, 1:10 left" on it."""

    def paint(self, painter, option, index) -> None:
        fraction = index.data(ProgressRole)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        if fraction is None or (not text and not fraction):
            super().paint(painter, option, index)
            return
        bar = QStyleOptionProgressBar()
        bar.rect = option.rect.adjusted(2, 3, -2, -3)
        bar.minimum, bar.maximum = 0, 1000
        bar.progress = int(fraction * 1000)
        bar.text = text
        bar.textVisible = True
        bar.textAlignment = Qt.AlignmentFlag.AlignCenter
        bar.state = option.state | QStyle.StateFlag.State_Horizontal
        style = option.widget.style() if option.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ProgressBar, bar, painter, option.widget)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt override
        return QSize(160, super().sizeHint(option, index).height())


class ElideRightDelegate(QStyledItemDelegate):
    """"damaged or trunc…": a status reads from its start (the view elides file names in the middle)."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 - Qt override
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideRight


class RowActions(QWidget):
    """The five buttons in a row's last cell, enabled by the job's state."""

    triggered = Signal(str, int)  # action name, job id

    def __init__(self, job_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.job_id = job_id
        layout = self._layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(1)
        tips = {
            "cancel": self.tr("Cancel this job"),
            "retry": self.tr("Run this job again"),
            "remove": self.tr("Remove from the queue"),
            "open-folder": self.tr("Open the output folder"),
            "open-subtitle": self.tr("Open the subtitle file"),
        }
        self.buttons: dict[str, QToolButton] = {}
        for name in ACTIONS:
            button = QToolButton(self)
            button.setIcon(icon(name))
            button.setIconSize(QSize(16, 16))
            button.setAutoRaise(True)
            button.setToolTip(tips[name])
            button.setAccessibleName(tips[name])
            button.clicked.connect(lambda _checked=False, n=name: self.triggered.emit(n, self.job_id))
            layout.addWidget(button)
            self.buttons[name] = button
        layout.addStretch(1)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        """A light rounded backdrop, so the icons keep their contrast on a selected (highlighted) row."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
        painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
        width = min(self._layout.sizeHint().width(), self.width())  # the buttons, not the stretch after them
        painter.drawRoundedRect(1, 2, width - 2, self.height() - 4, 4, 4)
        painter.end()

    def update_for(self, item: QueueItem) -> None:
        enabled = allowed_actions(item)
        for name, button in self.buttons.items():
            button.setEnabled(name in enabled)


def allowed_actions(item: QueueItem) -> set[str]:
    actions = {"open-folder"}
    if item.status == QUEUED or item.status in RUNNING_STATES:
        actions.add("cancel")
    if item.status in FINAL_STATES:
        actions |= {"retry"}
    if item.status not in RUNNING_STATES:
        actions.add("remove")
    if item.subtitle is not None:  # also after a retry that failed: the last good subtitles are still there
        actions.add("open-subtitle")
    if item.json_output is not None and is_video_path(item.path) and item.status not in RUNNING_STATES:
        actions.add("export-video")
    if item.json_output is not None and item.status not in RUNNING_STATES:
        actions.add("review")
    return actions


class QueueView(QTableView):
    actionTriggered = Signal(str, int)  # action name, job id

    def __init__(self, controller: JobController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.queue_model = QueueModel(controller, self)
        self.setModel(self.queue_model)
        self.setItemDelegateForColumn(COL_PROGRESS, ProgressDelegate(self))
        self.setItemDelegateForColumn(COL_STATUS, ElideRightDelegate(self))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.setAccessibleName(self.tr("Job queue"))
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # a file name keeps its start and its extension
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(COL_FILE, QHeaderView.ResizeMode.Stretch)
        widths = {**COLUMN_WIDTHS, COL_ACTIONS: RowActions(0).sizeHint().width() + 6}
        for column, width in widths.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.setColumnWidth(column, width)
        self.verticalHeader().setDefaultSectionSize(28)
        self._fitted: dict[int, int] = {}
        self._actions: dict[int, RowActions] = {}
        controller.itemAdded.connect(self._add_actions)
        controller.itemChanged.connect(self._update_actions)
        controller.itemRemoved.connect(lambda job_id: self._actions.pop(job_id, None))
        controller.ticked.connect(self._redraw_progress)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self) -> None:
        """Where the view is too narrow for the file names, the Device and then the Duration column step aside
        (both stay in the selected job's tooltip and the log); they come back when there is room."""
        room = self.viewport().width()
        narrow = room < NARROW_WIDTH
        for column in (COL_STATUS, COL_PROGRESS):
            width = NARROW_WIDTHS[column] if narrow else COLUMN_WIDTHS[column]
            if self._fitted.get(column) != width:  # only when the mode changes: a user's own widths stay
                self._fitted[column] = width
                self.setColumnWidth(column, width)
        shown = [COL_STATUS, COL_PROGRESS, COL_ACTIONS]
        for column in OPTIONAL_COLUMNS:
            need = sum(self.columnWidth(c) for c in shown) + COLUMN_WIDTHS[column] + MIN_FILE_WIDTH
            hide = need > room
            if self.isColumnHidden(column) != hide:
                self.setColumnHidden(column, hide)
            if not hide:
                shown.append(column)

    def _redraw_progress(self) -> None:
        """Repaint the progress cells of running jobs, whose ETA text changes with the clock."""
        model = self.queue_model
        for row in range(model.rowCount()):
            if self._controller.item(model.job_id(row)).status in RUNNING_STATES:
                self.update(model.index(row, COL_PROGRESS))

    def _add_actions(self, job_id: int) -> None:
        widget = RowActions(job_id, self)
        widget.triggered.connect(self.actionTriggered)
        widget.update_for(self._controller.item(job_id))
        self._actions[job_id] = widget
        self.setIndexWidget(self.queue_model.index(self.queue_model.row_of(job_id), COL_ACTIONS), widget)

    def _update_actions(self, job_id: int) -> None:
        if job_id in self._actions:
            self._actions[job_id].update_for(self._controller.item(job_id))

    def row_actions(self, job_id: int) -> RowActions:
        return self._actions[job_id]

    def selected_id(self) -> int | None:
        rows = self.selectionModel().selectedRows() if self.selectionModel() else []
        return self.queue_model.job_id(rows[0].row()) if rows else None

    def select_job(self, job_id: int) -> None:
        self.selectRow(self.queue_model.row_of(job_id))
