"""The main window: drop zone and queue on top, the selected job's transcript and the log below, settings in a
dock on the right, the device-info view as a dialog. Imports nothing heavy: the window must show before torch."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from app.controller import DONE, JobController
from app.device_info import DeviceInfoDialog
from app.dropzone import DropZone
from app.log_panel import LogPanel
from app.model_notice import StartGate
from app.open_path import PathMessage, open_path
from app.operations import add_files, export, find_speakers, remove, rename, retry, review
from app.operations.devices import Devices
from app.operations.live import LiveCaptions
from app.operations.restore import restore_queue
from app.operations.review import Reviews
from app.preview import PreviewPanel
from app.qt import (
    QCloseEvent,
    QDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QModelIndex,
    QSettings,
    Qt,
    QTimer,
    QWidget,
)
from app.queue_item import QueueItem
from app.queue_keeper import QueueKeeper
from app.queue_store import QueueStore
from app.queue_summary import show_summary
from app.queue_view import QueueView, allowed_actions
from app.resources import icon
from app.settings import AppSettings, load_settings, save_settings, spec_for
from app.settings_dock import SettingsDock
from app.settings_panel import SettingsPanel
from app.skipped_files import SkippedFiles
from app.window_actions import install, make_actions
from app.window_layout import column, lay_out
from core.jobs import JobSpec
from core.models.readiness import Connectivity, default_models_dirs

if TYPE_CHECKING:
    from app.device_probe import DeviceReport
    from app.video_export_dialog import VideoExportDialog
    from core.editing import Draft



class MainWindow(QMainWindow):
    def __init__(self, qsettings: QSettings, autostart: bool = True, probe_devices: bool = True,
                 parent: QWidget | None = None, connectivity: Connectivity | None = None,
                 models_dirs: Sequence[Path] | None = None, queue_store: QueueStore | None = None,
                 recovery_base: Path | None = None) -> None:
        """`connectivity` answers "can this URL's host be reached now" (tests inject it); `models_dirs` are offline
        models folders whose models are offered when the chosen one cannot be had (default: a checkout's .models);
        `queue_store` keeps the queue across sessions (app.queue_store; None: the queue lasts as long as the window);
        `recovery_base` is where review editors autosave (core.editing.recovery; None: the user data folder)."""
        super().__init__(parent)
        self.qsettings = qsettings
        # Asked before quitting with running jobs; tests and screenshots replace it to answer for the user.
        self.confirm_quit: Callable[[int], bool] = self.ask_to_quit
        self._settings = load_settings(qsettings)
        self.devices = Devices(self, self, probe_devices)
        self.setWindowTitle(self.tr("Whisper Subtitler"))
        self.setWindowIcon(icon("app"))
        self.setAccessibleName(self.tr("Whisper Subtitler"))
        self.resize(1180, 760)
        geometry = qsettings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

        models_dirs = default_models_dirs() if models_dirs is None else models_dirs
        self.settings_panel = SettingsPanel(self._settings, self, connectivity, models_dirs)
        self.settings_panel.settingsChanged.connect(self._on_settings_changed)
        self.controller = JobController(self.spec_for_path, self.settings_panel.worker_env, parent=self)
        self.start_gate = StartGate(self, connectivity, models_dirs, parent=self)
        self._build_central()
        self.settings_dock = SettingsDock(self.settings_panel, self)
        self._build_actions()
        self._connect()
        self.queue_state = QLabel(self)
        self.queue_state.setObjectName("queueState")
        self.queue_state.setAccessibleName(self.tr("Queue state"))
        self.statusBar().addPermanentWidget(self.queue_state)
        self.path_message: PathMessage | None = None  # the last "could not open" message, if any
        self.export_dialog: VideoExportDialog | None = None  # the last "Export video" dialog
        self.recovery_base = recovery_base
        self.reviews = Reviews(self, self)
        self.live = LiveCaptions(self)  # the Live view, made when first shown (Ctrl+L)
        self.editors = self.reviews.editors  # open review editors
        self.statusBar().showMessage(self.tr("Ready"))
        self.queue_keeper: QueueKeeper | None = None
        if queue_store is not None:  # the last session's queue, kept from now on
            self.queue_keeper = restore_queue(self.controller, queue_store, self.log, self)
        if autostart:
            self.start_gate.request_start()
        self._update_actions()
        self._update_summary()
        self.queue.setFocus()

    # --- layout ------------------------------------------------------------------------------------------------
    def _build_central(self) -> None:
        self.drop_zone = DropZone(self)
        self.queue: QueueView = QueueView(self.controller, self)
        self.skipped_box = SkippedFiles(self)
        self.skipped_toggle, self.skipped_list = self.skipped_box.toggle, self.skipped_box.list

        top = column(self, 4, [(self.start_gate.notice, 0), (self.drop_zone, 0), (self.queue, 1),
                               (self.skipped_box, 0)])
        self.preview = PreviewPanel(self)
        self.log: LogPanel = LogPanel(self)
        self.splitter = lay_out(self, top, self.preview, self.log)

    def _build_actions(self) -> None:
        actions = make_actions(self, self, self.settings_dock.toggleViewAction())
        (self.add_files_action, self.add_folder_action, self.start_action, self.cancel_action, self.retry_action,
         self.remove_action, self.open_folder_action, self.open_subtitle_action, self.export_video_action,
         self.review_action, self.open_review_action, self.settings_action, self.device_action,
         self.about_action, self.live_action) = actions
        self.toolbar = install(self, self.queue, actions)  # the toolbar, and the shortcuts anywhere in the window

    def _connect(self) -> None:
        c = self.controller
        c.jobFinished.connect(self._log_finished)
        c.runningChanged.connect(lambda _running: self._update_summary())
        self.log.pathClicked.connect(lambda path: self.open_location(Path(path), is_folder=True))
        self.drop_zone.pathsDropped.connect(self.add_paths)
        c.itemChanged.connect(self._on_item_changed)
        c.itemAdded.connect(lambda _id: self._update_summary())
        c.itemAdded.connect(lambda _id: self.drop_zone.set_compact(True))
        c.itemRemoved.connect(self._on_item_removed)
        c.segmentReceived.connect(self.preview.add_segment)
        self.queue.doubleClicked.connect(self._on_double_click)
        c.logMessage.connect(self.log.add)
        c.runningChanged.connect(lambda _running: self._update_actions())
        self.queue.actionTriggered.connect(self.run_action)
        self.queue.selectionModel().selectionChanged.connect(self._on_selection)
        self.preview.renameRequested.connect(partial(rename.rename_speaker, self))
        self.preview.findSpeakersRequested.connect(partial(find_speakers.find_speakers_again, self, self))
        self.settings_panel.downloadFinished.connect(lambda _ok: self.start_gate.settings_changed())
        self.start_gate.changed.connect(self._update_actions)
        self.settings_panel.tokenChanged.connect(lambda _token: self.start_gate.settings_changed())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.toolbar.fit(self.width())
        self.settings_dock.fit()

    # --- settings ----------------------------------------------------------------------------------------------
    @property
    def settings(self) -> AppSettings:
        return self._settings

    def apply_settings(self, settings: AppSettings) -> None:
        """Set and save new settings (they apply to the next job that starts)."""
        self.settings_panel.set_settings(settings)
        self._on_settings_changed(settings)

    def _on_settings_changed(self, settings: AppSettings) -> None:
        self._settings = settings
        save_settings(self.qsettings, settings)
        self.start_gate.settings_changed()

    def spec_for_path(self, path: Path) -> JobSpec:
        return spec_for(self._settings, path)

    def token_value(self) -> str | None:
        return self.settings_panel.token_value()

    def download_model(self) -> None:
        """Show the settings and download the chosen model there (the model notice's Download comes here)."""
        self.settings_dock.show()
        self.settings_panel.start_download()

    # --- adding ------------------------------------------------------------------------------------------------
    def choose_files(self) -> None:
        self.add_paths(add_files.choose_files(self))

    def choose_folder(self) -> None:
        self.add_paths(add_files.choose_folder(self))

    def add_paths(self, paths: Iterable[str | Path]) -> list[int]:
        """Queue the media among `paths` (folders expanded); list everything else as skipped with the reason."""
        return add_files.add_paths(self, paths)

    def skipped_entries(self) -> list[str]:
        return self.skipped_box.entries()

    # --- queue actions -----------------------------------------------------------------------------------------
    def toggle_queue(self) -> None:
        if self.controller.is_running or self.start_gate.wanted:
            self.start_gate.withdraw()
            self.controller.pause()
        else:
            self.start_gate.request_start()

    def choose_review_file(self) -> None:
        self.reviews.choose_file()

    def run_selected(self, action: str) -> None:
        job_id = self.queue.selected_id()
        if job_id is not None:
            self.run_action(action, job_id)

    def run_action(self, action: str, job_id: int) -> None:
        item = self.controller.item(job_id)
        if action not in allowed_actions(item):
            return
        if action == "cancel":
            self.controller.cancel(job_id)
        elif action == "retry":
            retry.retry_job(self, job_id)
        elif action == "remove":
            if self.confirm_remove(item):
                self.remove_job(job_id)
        elif action == "open-folder":
            self.open_location(item.output_dir, is_folder=True)
        elif action == "open-subtitle" and item.subtitle is not None:
            self.open_location(item.subtitle, is_folder=False)
        elif action == "export-video" and item.json_output is not None:
            self.export_dialog = export.export_video(self, item.path, item.json_output)
        elif action == "review" and item.json_output is not None:
            self.review(item.json_output, item.path)

    def review(self, json_path: Path, media: Path | None, draft: Draft | None = None) -> QMainWindow:
        """Open the review editor on a job's JSON and media (`draft`: a recovered one)."""
        return self.reviews.review(json_path, media, draft)

    def review_file(self, path: Path) -> QMainWindow | None:
        return self.reviews.review_file(path)

    def offer_recoveries(self) -> list[QMainWindow]:
        return self.reviews.offer_recoveries()

    def under_review(self, json_path: Path | None) -> bool:
        return self.reviews.under_review(json_path)

    def remove_job(self, job_id: int) -> None:
        remove.remove_job(self, job_id)

    def open_location(self, path: Path, is_folder: bool) -> PathMessage | None:
        """Open a folder or file with the desktop's program; where none does, say so with the path to copy."""
        message = open_path(path, is_folder, self)
        if message is not None:
            self.log.add("warning", f"{message.windowTitle()}: {path}")
        self.path_message = message
        return message

    def _on_double_click(self, index: QModelIndex) -> None:
        self.run_action("review", self.queue.queue_model.job_id(index.row()))

    # questions the workflows ask (tests replace them to answer for the user)
    def confirm_remove(self, item: QueueItem) -> bool:
        return remove.ask_to_remove(self, item)

    def confirm_restore(self, json_path: Path, saved_at: float) -> bool:
        return review.ask_to_restore(self, json_path, saved_at)

    def ask_existing_outputs(self, job_name: str, existing: list[Path], new_name: str) -> str:
        from app.retry_question import ask_existing_outputs

        return ask_existing_outputs(self, job_name, existing, new_name)

    def ask_speaker_counts(self, dialog: QDialog) -> bool:
        return dialog.exec() == QDialog.DialogCode.Accepted

    def warn(self, title: str, text: str) -> QMessageBox:
        """A window-modal warning that does not block the event loop (workers keep being read meanwhile)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # --- reacting ----------------------------------------------------------------------------------------------
    def _on_selection(self, *_args) -> None:
        job_id = self.queue.selected_id()
        if job_id is not None:
            self.controller.load_transcript(job_id)  # a job put back from the last session: read on first view
        self.preview.show_item(self.controller.item(job_id) if job_id is not None else None)
        self._update_actions()

    def _on_item_changed(self, job_id: int) -> None:
        item = self.controller.item(job_id)
        self.preview.refresh(item)
        if job_id == self.queue.selected_id():
            self._update_actions()
        self._update_summary()
        if item.status == DONE and item.result is not None:
            self.statusBar().showMessage(self.tr("{name} is done").format(name=item.path.name), 5000)

    def _log_finished(self, job_id: int) -> None:
        item = self.controller.item(job_id)
        files = ", ".join(p.name for p in item.outputs)
        folder = item.outputs[0].parent if item.outputs else item.output_dir
        self.log.add_with_path("info", self.tr("Finished {name}: {files} in").format(name=item.path.name,
                                                                                     files=files), folder)

    def _on_item_removed(self, job_id: int) -> None:
        self.drop_zone.set_compact(bool(self.controller.ids()))
        if self.preview.job_id == job_id:
            self.preview.show_item(None)
        self._update_summary()
        self._update_actions()

    def _update_actions(self) -> None:
        running = self.controller.is_running or self.start_gate.wanted  # a start waiting for the model check
        self.start_action.setText(self.tr("Pause") if running else self.tr("Start"))
        self.start_action.setIcon(icon("pause") if running else icon("start"))
        self.start_action.setToolTip(self.tr("Start no new jobs (the running one finishes) (Ctrl+R)") if running
                                     else self.tr("Start the queue (Ctrl+R)"))
        job_id = self.queue.selected_id()
        allowed = allowed_actions(self.controller.item(job_id)) if job_id is not None else set()
        for name, action in (("cancel", self.cancel_action), ("retry", self.retry_action),
                             ("remove", self.remove_action), ("open-folder", self.open_folder_action),
                             ("open-subtitle", self.open_subtitle_action),
                             ("export-video", self.export_video_action), ("review", self.review_action)):
            action.setEnabled(name in allowed)

    def _update_summary(self) -> None:
        show_summary(self.statusBar(), self.queue_state, self.controller.items(), self.controller.is_running)

    # --- devices -----------------------------------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self.devices.pending:
            self.devices.pending = False
            QTimer.singleShot(200, self.refresh_devices)
            QTimer.singleShot(300, self.settings_panel.load_token)
            QTimer.singleShot(250, self.start_gate.first_run_defaults)

    def refresh_devices(self) -> None:
        """Probe backends and devices in the background; the settings panel and device view fill in later."""
        self.devices.refresh()

    @property
    def _device_report(self) -> DeviceReport | None:
        return self.devices.report

    def show_device_info(self) -> DeviceInfoDialog:
        return self.devices.show_info()

    def show_live(self) -> QWidget:
        """The Live view: captions from a microphone, any input or a file as it plays (app.operations.live)."""
        return self.live.show()

    def show_about(self) -> QDialog:
        """Version, licences and the models this installation ships, with the attribution they are owed (F1, or
        About… in the Device info view)."""
        from app.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.show()
        return dialog

    # --- closing -----------------------------------------------------------------------------------------------
    def ask_to_quit(self, running: int) -> bool:
        """Ask before stopping running jobs (tests and screenshots set `confirm_quit` to answer for the user)."""
        answer = QMessageBox.question(
            self, self.tr("Jobs are running"),
            self.tr("{n} job(s) are still running. Stop them and quit? Their unfinished output is removed.")
            .format(n=running),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        running = len(self.controller.active())
        if running and not self.confirm_quit(running):
            event.ignore()
            return
        if self.queue_keeper is not None:  # before the shutdown: stopped jobs stay stored as running, queued next time
            self.queue_keeper.close()
            self.queue_keeper = None
        self.live.close()  # a live session's worker ends; its recording and captions so far stay
        self.controller.shutdown()
        self.settings_panel.stop_download()
        self.qsettings.setValue("window/geometry", self.saveGeometry())
        self.qsettings.sync()
        event.accept()

