"""The settings panel in a dock on the right of the main window, hidden until asked for; it takes at most about a
third of a narrow window (never less than its rows need), so the queue keeps room for its file names.

Its title keeps the translation context "MainWindow", where the catalogues have it.
"""

from __future__ import annotations

from app.qt import QCoreApplication, QDockWidget, QMainWindow, Qt, QTimer, QWidget

DOCK_SHARE = 0.36  # the most of the window's width the settings dock takes by itself


class SettingsDock(QDockWidget):
    def __init__(self, panel: QWidget, window: QMainWindow) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "Settings"), window)
        self._window = window
        self.setObjectName("settingsDock")
        self.setWidget(panel)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.visibilityChanged.connect(lambda shown: shown and QTimer.singleShot(0, self.fit))
        self.hide()

    def fit(self) -> None:
        """Narrow the dock to its share of the window's width, where it is wider."""
        panel = self.widget()
        if not self.isVisible() or self.isFloating() or panel is None:
            return
        least = panel.minimumSizeHint().width()
        most = max(least, int(self._window.width() * DOCK_SHARE))
        if self.width() > most:
            self._window.resizeDocks([self], [most], Qt.Orientation.Horizontal)
