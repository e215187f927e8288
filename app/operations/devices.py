"""Device info: the backends and devices of this computer, probed in the background once the window shows (or when
the Device info view opens first); the settings panel's backend list and the view fill in when the probe returns."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from app.background import run_in_background
from app.device_info import DeviceInfoDialog
from app.qt import QCoreApplication, QWidget

if TYPE_CHECKING:
    from app.device_probe import DeviceReport
    from app.log_panel import LogPanel
    from app.settings import AppSettings
    from app.settings_panel import SettingsPanel


class DeviceWindow(Protocol):
    @property
    def settings(self) -> AppSettings: ...

    @property
    def settings_panel(self) -> SettingsPanel: ...

    @property
    def log(self) -> LogPanel: ...


class Devices:
    """The last probe's report and the Device info view; `parent` is the widget the view belongs to."""

    def __init__(self, window: DeviceWindow, parent: QWidget, probe: bool = True) -> None:
        self.window = window
        self.parent = parent
        self.pending = probe  # a probe is still to be started (when the window shows, or the view opens)
        self.report: DeviceReport | None = None
        self.dialog: DeviceInfoDialog | None = None

    def refresh(self) -> None:
        """Probe backends and devices in the background; the settings panel and device view fill in later."""
        from app.device_probe import gather_report

        s = self.window.settings
        run_in_background(lambda: gather_report(s.backend, s.use_cuda), self._on_report, self._on_error,
                          owner=self.parent)

    def _on_report(self, report: DeviceReport) -> None:
        self.report = report
        self.window.settings_panel.set_backend_states(dict(report.backends))
        if self.dialog is not None:
            self.dialog.set_info(dict(report.info))

    def _on_error(self, error: BaseException) -> None:
        message = f"{type(error).__name__}: {error}"
        self.window.settings_panel.set_backend_error(message)
        self.window.log.add("warning", QCoreApplication.translate("MainWindow", "Device probe failed: {error}").format(
            error=message))
        if self.dialog is not None:
            self.dialog.set_error(message)

    def show_info(self) -> DeviceInfoDialog:
        if self.dialog is None:
            self.dialog = DeviceInfoDialog(self.parent)
            if self.report is not None:
                self.dialog.set_info(dict(self.report.info))
            elif self.pending:  # no probe started yet (one under way fills the dialog when it returns)
                self.pending = False
                self.refresh()
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog
