"""Every Qt name the app uses, imported in one place (as Anki's aqt.qt does): one binding to swap or check, and a
quick look here tells which Qt modules the app needs (QtCore, QtGui, QtWidgets, nothing else)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QEvent,
    QEventLoop,
    QItemSelectionModel,
    QLibraryInfo,
    QLineF,
    QLocale,
    QLoggingCategory,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSettings,
    QSize,
    QSocketNotifier,
    QStandardPaths,
    Qt,
    QThread,
    QTimer,
    QTranslator,
    QUrl,
    Signal,
    Slot,
    qVersion,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QCloseEvent,
    QColor,
    QDesktopServices,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QStandardItemModel,
    QTextCharFormat,
    QTextCursor,
    QUndoCommand,
    QUndoStack,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStatusBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QStyleOptionProgressBar,
    QStyleOptionViewItem,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QToolBar,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark `text` for translation in `context` and return it unchanged, as Qt's own does (typed: Qt's stub says
    it returns `object`)."""
    return text


def tr(context: str, text: str) -> str:
    """Translate outside a QObject method (QObject subclasses use self.tr)."""
    return QCoreApplication.translate(context, text)


def _guard_emit_refcount() -> bool:
    """Work around a PySide6 bug (seen in 6.12.0): `SignalInstance.emit()` returns True without a new reference, so
    every emit from Python takes one reference from True, and once they add up the interpreter aborts at exit with
    "Fatal Python error: bool_dealloc: deallocating True or False". Python 3.12+ makes True immortal, which is
    all the fix needed there; on older Pythons, where the bug shows, True and False get the same treatment here (a
    reference count so large that no number of emits can bring it to zero). Returns whether it was applied."""
    import ctypes
    import sys

    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False

    class _Probe(QObject):
        ping = Signal()

    probe, emits = _Probe(), 16
    before = sys.getrefcount(True)
    for _ in range(emits):
        probe.ping.emit()
    if sys.getrefcount(True) > before - emits:
        return False  # a PySide6 without the bug
    for value in (True, False):
        ctypes.c_ssize_t.from_address(id(value)).value += 1 << 40  # ob_refcnt: the object's first field
    return True


EMIT_REFCOUNT_GUARD = _guard_emit_refcount()


def _guard_none_refcount() -> bool:
    """The same PySide6 bug for None (seen in 6.12.0 on Python 3.11): a Python override of a virtual that returns
    None where Qt expects a QVariant (QAbstractItemModel.data for every role it does not answer) takes one
    reference from None per call. A table repaints many cells many roles a second, so a long job's window aborted
    with "Fatal Python error: none_dealloc" (`make screenshots` did, waiting for the diarization sample on a busy
    CPU). Where the bug shows, None gets the same never-zero reference count as True and False above."""
    import ctypes
    import sys

    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    from PySide6.QtCore import QAbstractListModel

    class _Probe(QAbstractListModel):
        def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt override
            return 1

        def data(self, index, role=Qt.ItemDataRole.DisplayRole):
            return None

    model, calls = _Probe(), 16  # kept: an index outlives nothing of its model
    index = model.index(0, 0)
    before = sys.getrefcount(None)
    for _ in range(calls):
        index.data(Qt.ItemDataRole.ToolTipRole)
    if sys.getrefcount(None) > before - calls:
        return False  # a PySide6 without the bug
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
    return True


NONE_REFCOUNT_GUARD = _guard_none_refcount()
