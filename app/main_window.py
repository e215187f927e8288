"""The main window: drop zone and queue on top, the selected job's transcript and the log below, settings in a
dock on the right, the device-info view as a dialog. Imports nothing heavy: the window must show before torch."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from app.background import run_in_background
from app.controller import DONE, FINAL_STATES, QUEUED, RUNNING_STATES, JobController, QueueItem
from app.device_info import DeviceInfoDialog
from app.dropzone import DropZone
from app.log_panel import LogPanel
from app.media_files import Skipped, collect_media, existing_outputs, name_patterns
from app.model_notice import StartGate
from app.open_path import PathMessage, open_path
from app.preview import PreviewPanel
from app.qt import (
    QAction,
    QCloseEvent,
    QDateTime,
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QModelIndex,
    QPushButton,
    QSettings,
    QSize,
    QSizePolicy,
    QSplitter,
    Qt,
    QTimer,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from app.queue_keeper import QueueKeeper, Restored
from app.queue_store import QueueStore
from app.queue_view import QueueView, allowed_actions
from app.resources import icon
from app.settings import AppSettings, OverwritePolicy, load_settings, save_settings, spec_for
from app.settings_panel import SettingsPanel
from core.jobs import JobSpec
from core.models.readiness import Connectivity, default_models_dirs

if TYPE_CHECKING:
    from app.video_export_dialog import VideoExportDialog
    from core.editing import Draft

MAX_SKIPPED_SHOWN = 500
DOCK_SHARE = 0.36  # the most of the window's width the settings dock takes by itself
SPLIT = (5, 4, 2)  # the vertical splitter's shares: queue (with drop zone and skipped files), transcript, log


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
        self._probe_devices = probe_devices
        self._device_report = None
        self._device_dialog: DeviceInfoDialog | None = None
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
        self._build_dock()
        self._build_actions()
        self._connect()
        self.queue_state = QLabel(self)
        self.queue_state.setObjectName("queueState")
        self.queue_state.setAccessibleName(self.tr("Queue state"))
        self.statusBar().addPermanentWidget(self.queue_state)
        self.path_message: PathMessage | None = None  # the last "could not open" message, if any
        self.export_dialog: VideoExportDialog | None = None  # the last "Export video" dialog
        self.recovery_base = recovery_base
        self.editors: list[QMainWindow] = []  # open review editors
        self.statusBar().showMessage(self.tr("Ready"))
        self.queue_keeper: QueueKeeper | None = None
        if queue_store is not None:
            self._restore_queue(queue_store)
        if autostart:
            self.start_gate.request_start()
        self._update_actions()
        self._update_summary()
        self.queue.setFocus()

    def _restore_queue(self, store: QueueStore) -> None:
        """Put back the queue of the last session and keep it from now on; say what could not come back as it was."""
        self.queue_keeper = QueueKeeper(self.controller, store, self)
        self.queue_keeper.notice.connect(lambda text: self.log.add("warning", text))
        if store.notice:
            self.log.add("warning", store.notice)
        restored = self.queue_keeper.restore()
        self._log_restored(restored)
        for item in self.controller.items():
            if item.duration is None and item.status == QUEUED:  # the app stopped before the probe came back
                self._probe_duration(item.id)

    def _log_restored(self, restored: Restored) -> None:
        if restored.jobs:
            self.log.add("info", self.tr("The queue of the last session is back: {n} job(s)").format(n=restored.jobs))
        for path in restored.interrupted:
            self.log.add("info", self.tr("{name} was running when the app stopped: it is queued again").format(
                name=path.name))
        for path in restored.undone:
            self.log.add("info", self.tr("Removed unfinished output {path}").format(path=path))
        for path in restored.missing:
            self.log.add("warning", self.tr("{name} is no longer at {folder}: it is not started").format(
                name=path.name, folder=path.parent))
        if restored.unreadable:
            self.log.add("warning", self.tr("{n} job(s) of the saved queue could not be read and were left out")
                         .format(n=restored.unreadable))

    # --- layout ------------------------------------------------------------------------------------------------
    def _build_central(self) -> None:
        self.drop_zone = DropZone(self)
        self.queue = QueueView(self.controller, self)
        self.skipped_box = QFrame(self)
        self.skipped_box.setAccessibleName(self.tr("Skipped files"))
        # Collapsible: a header line (toggle with the count, Clear) that opens the list, so that the skipped files
        # never take the queue's rows on a small screen.
        self.skipped_toggle = QToolButton(self.skipped_box)
        self.skipped_toggle.setCheckable(True)
        self.skipped_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.skipped_toggle.setAutoRaise(True)
        self.skipped_toggle.setAccessibleName(self.tr("Show or hide the skipped files"))
        self.skipped_toggle.toggled.connect(self._show_skipped_list)
        self.skipped_list = QListWidget(self.skipped_box)
        self.skipped_list.setAccessibleName(self.tr("Skipped files and why"))
        self.skipped_list.setMaximumHeight(84)
        self.skipped_list.setVisible(False)
        clear = QPushButton(self.tr("Clear"), self.skipped_box)
        clear.setAccessibleName(self.tr("Clear the list of skipped files"))
        clear.clicked.connect(self.clear_skipped)
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.skipped_toggle)
        header.addStretch(1)
        header.addWidget(clear)
        skipped_layout = QVBoxLayout(self.skipped_box)
        skipped_layout.setContentsMargins(0, 0, 0, 0)
        skipped_layout.setSpacing(2)
        skipped_layout.addLayout(header)
        skipped_layout.addWidget(self.skipped_list)
        self.skipped_box.setVisible(False)
        self._show_skipped_list(False)

        top = QWidget(self)
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.setSpacing(4)
        top_layout.addWidget(self.start_gate.notice)
        top_layout.addWidget(self.drop_zone)
        top_layout.addWidget(self.queue, 1)
        top_layout.addWidget(self.skipped_box)

        self.preview = PreviewPanel(self)
        self.log: LogPanel = LogPanel(self)
        log_box = QWidget(self)
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.setSpacing(2)
        log_layout.addWidget(QLabel(self.tr("Log"), log_box))
        log_layout.addWidget(self.log, 1)

        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(top)
        self.splitter.addWidget(self.preview)
        self.splitter.addWidget(log_box)
        for index, stretch in enumerate(SPLIT):
            self.splitter.setStretchFactor(index, stretch)
        self.splitter.setSizes([s * 100 for s in SPLIT])
        self.splitter.setChildrenCollapsible(False)
        container = QWidget(self)
        layout = QVBoxLayout(container)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.splitter)
        self.setCentralWidget(container)

    def _build_dock(self) -> None:
        self.settings_dock = QDockWidget(self.tr("Settings"), self)
        self.settings_dock.setObjectName("settingsDock")
        self.settings_dock.setWidget(self.settings_panel)
        self.settings_dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.settings_dock)
        self.settings_dock.visibilityChanged.connect(lambda shown: shown and QTimer.singleShot(0, self._fit_dock))
        self.settings_dock.hide()

    def _action(self, name: str, text: str, tip: str,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                slot=None) -> QAction:
        action = QAction(icon(name), text, self)
        action.setToolTip(f"{tip} ({QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)})"
                          if shortcut else tip)
        action.setStatusTip(tip)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        self.add_files_action = self._action("add-file", self.tr("Add files…"), self.tr("Add audio or video files"),
                                             QKeySequence.StandardKey.Open, self.choose_files)
        self.add_folder_action = self._action("add-folder", self.tr("Add folder…"),
                                              self.tr("Add every audio and video file in a folder"), "Ctrl+Shift+O",
                                              self.choose_folder)
        self.start_action = self._action("start", self.tr("Start"), self.tr("Start or pause the queue"), "Ctrl+R",
                                         self.toggle_queue)
        self.cancel_action = self._action("cancel", self.tr("Cancel"), self.tr("Cancel the selected job"), "Esc",
                                          lambda: self._on_selected("cancel"))
        self.retry_action = self._action("retry", self.tr("Retry"), self.tr("Run the selected job again"),
                                         "Ctrl+Shift+R", lambda: self._on_selected("retry"))
        self.remove_action = self._action("remove", self.tr("Remove"), self.tr("Remove the selected job"),
                                          QKeySequence.StandardKey.Delete, lambda: self._on_selected("remove"))
        self.open_folder_action = self._action("open-folder", self.tr("Open folder"),
                                               self.tr("Open the selected job's output folder"), None,
                                               lambda: self._on_selected("open-folder"))
        self.open_subtitle_action = self._action("open-subtitle", self.tr("Open subtitle"),
                                                 self.tr("Open the selected job's subtitle file"), "Ctrl+Return",
                                                 lambda: self._on_selected("open-subtitle"))
        self.export_video_action = self._action("export-video", self.tr("Export video…"),
                                                self.tr("Put the selected job's subtitles into its video"),
                                                "Ctrl+E", lambda: self._on_selected("export-video"))
        self.review_action = self._action("review", self.tr("Review…"),
                                          self.tr("Play the selected job with its subtitles and correct them"),
                                          "Ctrl+Shift+E", lambda: self._on_selected("review"))
        self.open_review_action = self._action("open-subtitle", self.tr("Open for review…"),
                                               self.tr("Review a subtitle file (SRT, VTT, ASS) or a job's JSON"),
                                               "Ctrl+Alt+O", self.choose_review_file)
        self.settings_action = self.settings_dock.toggleViewAction()
        self.settings_action.setIcon(icon("settings"))
        self.settings_action.setText(self.tr("Settings"))
        self.settings_action.setToolTip(self.tr("Show or hide the settings (Ctrl+,)"))
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.device_action = self._action("device", self.tr("Device info"),
                                          self.tr("Backends, devices and versions on this computer"), "Ctrl+I",
                                          self.show_device_info)
        self.about_action = self._action("app", self.tr("About…"),
                                         self.tr("Version, licences and the models this app ships"), "F1",
                                         self.show_about)
        # Esc and Del act on the queue's selection, and only while the queue has focus, so they never steal the
        # keys from a text field (renaming a speaker, typing a folder).
        for action in (self.cancel_action, self.remove_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.queue.addAction(action)

        toolbar = self.toolbar = QToolBar(self.tr("Main"), self)
        toolbar.setObjectName("mainToolbar")
        toolbar.setIconSize(QSize(22, 22))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.setMovable(False)
        for action in (self.add_files_action, self.add_folder_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        for action in (self.start_action, self.cancel_action, self.retry_action, self.remove_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        for action in (self.open_folder_action, self.open_subtitle_action, self.review_action,
                       self.export_video_action):
            toolbar.addAction(action)
        # Ctrl+Alt+O (Ctrl+Shift+O adds a folder); the toolbar has no room for it at 900 px
        self.addAction(self.open_review_action)
        spacer = QWidget(toolbar)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        toolbar.addWidget(spacer)
        toolbar.addAction(self.settings_action)
        toolbar.addAction(self.device_action)
        self.addToolBar(toolbar)
        self._toolbar_full_width = 0
        for action in toolbar.actions():
            widget = toolbar.widgetForAction(action)
            if widget is not None and action.text():
                widget.setAccessibleName(action.text().replace("…", ""))
        for action in (self.add_files_action, self.add_folder_action, self.start_action, self.retry_action,
                       self.open_subtitle_action, self.review_action, self.export_video_action, self.device_action,
                       self.settings_action, self.about_action):
            self.addAction(action)

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
        self.preview.renameRequested.connect(self.rename_speaker)
        self.preview.findSpeakersRequested.connect(self.find_speakers_again)
        self.settings_panel.downloadFinished.connect(lambda _ok: self.start_gate.settings_changed())
        self.start_gate.changed.connect(self._update_actions)
        self.settings_panel.tokenChanged.connect(lambda _token: self.start_gate.settings_changed())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_toolbar()
        self._fit_dock()

    def _fit_dock(self) -> None:
        """The settings take at most about a third of a narrow window (never less than their rows need), so the
        queue keeps room for its file names."""
        if not self.settings_dock.isVisible() or self.settings_dock.isFloating():
            return
        least = self.settings_panel.minimumSizeHint().width()
        most = max(least, int(self.width() * DOCK_SHARE))
        if self.settings_dock.width() > most:
            self.resizeDocks([self.settings_dock], [most], Qt.Orientation.Horizontal)

    def _fit_toolbar(self) -> None:
        """Icons with their names where they fit; icons only (names in tooltips) where the window is too narrow, so
        no action hides behind the toolbar's overflow menu."""
        toolbar = self.toolbar
        if not self._toolbar_full_width:
            style = toolbar.toolButtonStyle()
            toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            layout = toolbar.layout()
            spacing = layout.spacing() if layout is not None else 0
            buttons = [toolbar.widgetForAction(a) for a in toolbar.actions() if a.text()]
            self._toolbar_full_width = sum(
                button.sizeHint().width() + spacing for button in buttons if button is not None
            ) + 6 * 12 + 24  # separators, handle and margins
            toolbar.setToolButtonStyle(style)
        wanted = (Qt.ToolButtonStyle.ToolButtonTextBesideIcon if self.width() >= self._toolbar_full_width
                  else Qt.ToolButtonStyle.ToolButtonIconOnly)
        if toolbar.toolButtonStyle() != wanted:
            toolbar.setToolButtonStyle(wanted)

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
        filters = ";;".join((self.tr("Audio and video ({patterns})").format(patterns=name_patterns()),
                             self.tr("All files (*)")))
        files, _ = QFileDialog.getOpenFileNames(self, self.tr("Add audio or video files"), "", filters)
        if files:
            self.add_paths(files)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Add a folder"))
        if folder:
            self.add_paths([folder])

    def add_paths(self, paths: Iterable[str | Path]) -> list[int]:
        """Queue the media among `paths` (folders expanded); list everything else as skipped with the reason."""
        collected = collect_media(paths)
        media, skipped = [], list(collected.skipped)
        # A file has one row: adding it again (a folder added twice) points at that row instead of queuing a copy.
        rows = {item.path: item.status for item in self.controller.items()}
        for path in collected.media:
            if path not in rows:
                media.append(path)
            elif rows[path] not in FINAL_STATES:
                skipped.append(Skipped(path, self.tr("already in the queue")))
            elif rows[path] == DONE:
                skipped.append(Skipped(path, self.tr("already done in the queue (remove its row to run it again)")))
            else:
                skipped.append(Skipped(path, self.tr("already in the queue (Retry runs it again)")))
        if self._settings.overwrite == OverwritePolicy.SKIP:
            keep = []
            for path in media:
                directory = Path(self._settings.output_dir) if self._settings.output_dir else path.parent
                if existing_outputs(directory, path.stem, self._settings.formats):
                    skipped.append(Skipped(path, self.tr("subtitles already exist")))
                else:
                    keep.append(path)
            media = keep
        self.add_skipped(skipped)
        ids = self.controller.add(media)
        if ids:
            self.log.add("info", self.tr("Added {n} file(s)").format(n=len(ids)))
            if self.queue.selected_id() is None:
                self.queue.select_job(ids[0])
        for job_id in ids:
            self._probe_duration(job_id)
        return ids

    def add_skipped(self, skipped: Iterable[Skipped]) -> None:
        for entry in skipped:
            if self.skipped_list.count() >= MAX_SKIPPED_SHOWN:
                self.skipped_list.takeItem(0)
            self.skipped_list.addItem(f"{entry.path.name}: {entry.reason}")
            self.skipped_list.item(self.skipped_list.count() - 1).setToolTip(str(entry.path))
            self.log.add("warning", self.tr("Skipped {path}: {reason}").format(path=entry.path, reason=entry.reason))
        self.skipped_box.setVisible(self.skipped_list.count() > 0)
        self._show_skipped_list(self.skipped_toggle.isChecked())

    def _show_skipped_list(self, shown: bool) -> None:
        count = self.skipped_list.count()
        self.skipped_list.setVisible(shown)
        self.skipped_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.skipped_toggle.setText(self.tr("Skipped: {n} file(s) not added").format(n=count) if not shown
                                    else self.tr("Skipped: {n} file(s) not added, and why").format(n=count))

    def skipped_entries(self) -> list[str]:
        return [self.skipped_list.item(i).text() for i in range(self.skipped_list.count())]

    def clear_skipped(self) -> None:
        self.skipped_list.clear()
        self.skipped_toggle.setChecked(False)
        self.skipped_box.setVisible(False)

    def _probe_duration(self, job_id: int) -> None:
        path = self.controller.item(job_id).path

        def probe() -> float:
            from core.media import probe_media

            return probe_media(path).duration

        run_in_background(probe, lambda seconds: self.controller.set_duration(job_id, seconds), lambda _e: None,
                          owner=self.controller)

    # --- queue actions -----------------------------------------------------------------------------------------
    def toggle_queue(self) -> None:
        if self.controller.is_running or self.start_gate.wanted:
            self.start_gate.withdraw()
            self.controller.pause()
        else:
            self.start_gate.request_start()

    def _on_selected(self, action: str) -> None:
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
            self.retry(job_id)
        elif action == "remove":
            if self.confirm_remove(item):
                self.remove_job(job_id)
        elif action == "open-folder":
            self.open_location(item.output_dir, is_folder=True)
        elif action == "open-subtitle" and item.subtitle is not None:
            self.open_location(item.subtitle, is_folder=False)
        elif action == "export-video" and item.json_output is not None:
            self.export_video(item.path, item.json_output)
        elif action == "review" and item.json_output is not None:
            self.review(item.json_output, item.path)

    def review(self, json_path: Path, media: Path | None, draft: Draft | None = None) -> QMainWindow:
        """Open the review editor on a job's JSON and media (`draft`: a recovered one). Imported here, as the
        export dialog is: the editor brings numpy and QtMultimedia, which the window does not load to show itself."""
        from app.editor.window import EditorWindow

        editor = EditorWindow(json_path, media if media is not None and media.exists() else None,
                              draft=draft, recovery_base=self.recovery_base)
        editor.saved.connect(self._on_review_saved)
        self.editors.append(editor)
        editor.destroyed.connect(lambda _obj=None, e=editor: self.editors.remove(e) if e in self.editors else None)
        editor.show()
        return editor

    def choose_review_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open for review"), "",
            self.tr("Subtitles ({patterns})").format(patterns="*.srt *.vtt *.ass *.ssa *.json") + ";;"
            + self.tr("All files (*)"))
        if path:
            self.review_file(Path(path))

    def review_file(self, path: Path) -> QMainWindow | None:
        """A subtitle file made anywhere (or a job's JSON) in the editor, with the media named as it is."""
        from core.editing.draft import media_beside, open_for_review
        from core.errors import SubtitlerError

        try:
            opened = open_for_review(path)
        except SubtitlerError as error:
            QMessageBox.warning(self, self.tr("Open for review"), str(error))
            return None
        return self.review(opened.json_path, media_beside(path), None if opened.existing else opened.draft)

    def offer_recoveries(self) -> list[QMainWindow]:
        """Reviews a crash or a kill left unsaved: each offered once, restored into an editor or discarded."""
        from core.editing.recovery import discard_recovery, pending_recoveries

        opened = []
        for found in pending_recoveries(self.recovery_base):
            if not found.json_path.exists():
                found.path.unlink(missing_ok=True)  # its job's files are gone: nothing to restore it into
                continue
            if self.confirm_restore(found.json_path, found.saved_at):
                opened.append(self.review(found.json_path, self._media_of(found.json_path), found.draft))
            else:
                discard_recovery(found.json_path, self.recovery_base)
        return opened

    def confirm_restore(self, json_path: Path, saved_at: float) -> bool:
        """Asked at start for each unsaved review (tests replace it)."""
        when = QDateTime.fromSecsSinceEpoch(int(saved_at)).toString(Qt.DateFormat.TextDate)
        answer = QMessageBox.question(
            self, self.tr("Unsaved review"),
            self.tr("The review of {name} was not saved ({when}). Restore it?").format(name=json_path.name, when=when),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def _jobs_of(self, json_path: Path) -> list[QueueItem]:
        """The queue's jobs whose transcript is `json_path`."""
        wanted = json_path.resolve()
        return [item for item in self.controller.items()
                if item.json_output is not None and item.json_output.resolve() == wanted]

    def _media_of(self, json_path: Path) -> Path | None:
        """The media a job's JSON was made from, when the queue still has it."""
        return next((item.path for item in self._jobs_of(json_path)), None)

    def _on_double_click(self, index: QModelIndex) -> None:
        self.run_action("review", self.queue.queue_model.job_id(index.row()))

    def _on_review_saved(self, json_path: Path) -> None:
        for item in self._jobs_of(json_path):
            self.controller.reload_transcript(item.id)
        self.log.add("info", self.tr("Saved the review of {name}").format(name=json_path.name))

    def export_video(self, media: Path, transcript: Path) -> VideoExportDialog:
        """Open the export dialog for a finished job (kept on the window, so tests can drive it). Imported here:
        core.video_export brings numpy, which the window does not load to show itself."""
        from app.video_export_dialog import VideoExportDialog

        self.export_dialog = VideoExportDialog(media, transcript, self)
        self.export_dialog.open()
        return self.export_dialog

    def open_location(self, path: Path, is_folder: bool) -> PathMessage | None:
        """Open a folder or file with the desktop's program; where none does, say so with the path to copy."""
        message = open_path(path, is_folder, self)
        if message is not None:
            self.log.add("warning", f"{message.windowTitle()}: {path}")
        self.path_message = message
        return message

    def confirm_remove(self, item: QueueItem) -> bool:
        """Ask before a job leaves the queue (tests replace this method to answer for the user)."""
        if item.status == DONE:
            detail = self.tr("Its subtitle files stay where they are.")
        elif item.status in FINAL_STATES:
            detail = self.tr("It will not be run again.")
        else:
            detail = self.tr("It will not be transcribed.")
        answer = QMessageBox.question(
            self, self.tr("Remove the job?"),
            self.tr("Remove {name} from the queue? {detail}").format(name=item.path.name, detail=detail),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def remove_job(self, job_id: int) -> None:
        """Remove a job; the selection moves to a neighbour that is not running (or to none), so that the next Esc,
        which cancels the selected job, can never hit a running job the user did not choose."""
        ids = [self.queue.queue_model.job_id(r) for r in range(self.queue.queue_model.rowCount())]
        was_selected = self.queue.selected_id() == job_id
        row = ids.index(job_id) if job_id in ids else 0
        self.controller.remove(job_id)
        if not was_selected:  # removed by its row's button: the selection the user made stays as it was
            return
        rest = [j for j in ids if j != job_id]
        after, before = rest[row:], list(reversed(rest[:row]))
        idle = [j for j in after + before if self.controller.item(j).status not in RUNNING_STATES]
        self.queue.clearSelection()
        if idle:
            self.queue.select_job(idle[0])
        else:
            self.queue.setCurrentIndex(self.queue.queue_model.index(-1, -1))

    def retry(self, job_id: int) -> None:
        """Run a job again; when its subtitles are already there (and the settings do not say to overwrite), ask:
        replace them, keep both under a new name, or leave it."""
        from app.retry_question import CANCEL, REPLACE, free_output_name
        from core.errors import SubtitlerError

        item = self.controller.item(job_id)
        try:
            spec = self.spec_for_path(item.path)
        except (SubtitlerError, ValueError):
            self.controller.retry(job_id)  # the job fails with the reason, as any start would
            return
        existing = existing_outputs(spec.target_dir, spec.output_stem, spec.formats)
        if not existing or spec.overwrite:
            self.controller.retry(job_id)
            return
        new_name = free_output_name(spec.target_dir, spec.output_stem, spec.formats)
        answer = self.ask_existing_outputs(item.path.name, existing, new_name)
        if answer == CANCEL:
            return
        if answer == REPLACE:
            self.controller.retry(job_id, overwrite=True)
        else:
            self.controller.retry(job_id, output_name=new_name)
            self.log.add("info", self.tr("{name}: the new subtitles will be named {new}").format(
                name=item.path.name, new=new_name))

    def find_speakers_again(self, job_id: int) -> None:
        """Ask how many people talk, then queue the job to find only its speakers again (the words are kept)."""
        from app.speakers_dialog import FindSpeakersDialog

        item = self.controller.item(job_id)
        if self._open_for_review(item.json_output):
            self.warn(self.tr("Find speakers again"), self.tr(
                "{name} is open for review. Save or close the review first, then find the speakers again."
            ).format(name=item.path.name))
            return
        found = len(item.transcript.speakers) if item.transcript is not None else 0
        dialog = FindSpeakersDialog(item.path.name, found, self)
        if self.ask_speaker_counts(dialog) and self.controller.find_speakers_again(job_id, **dialog.counts()):
            self.preview.forget_names(job_id)  # the labels the table kept beside names are the last run's
            self.log.add("info", self.tr("{name}: finding the speakers again").format(name=item.path.name))

    def ask_speaker_counts(self, dialog: QDialog) -> bool:
        """Show the count dialog and wait for the answer (tests answer it instead)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def ask_existing_outputs(self, job_name: str, existing: list[Path], new_name: str) -> str:
        from app.retry_question import ask_existing_outputs

        return ask_existing_outputs(self, job_name, existing, new_name)

    def _open_for_review(self, json_path: Path | None) -> bool:
        """Whether a review editor shows this JSON: rewriting it now would be undone by the review's save, or would
        undo what the review saved."""
        if json_path is None:
            return False
        wanted = json_path.resolve()  # as _jobs_of compares them
        return any(e.isVisible() and Path(getattr(e, "json_path", "")).resolve() == wanted for e in self.editors)

    def rename_speaker(self, job_id: int, label: str, name: str) -> None:
        from core.errors import SubtitlerError

        item = self.controller.item(job_id)
        if self._open_for_review(item.json_output):
            self.preview.rename_failed(item, label, name)
            self.warn(self.tr("Rename failed"), self.tr(
                "{name} is open for review. Save or close the review first, then rename the speaker."
            ).format(name=item.path.name))
            return
        try:
            self.controller.rename_speaker(job_id, label, name)
        except (SubtitlerError, OSError) as error:
            self.preview.rename_failed(self.controller.item(job_id), label, name)
            self.log.add("error", self.tr("Renaming {old} failed: {error}").format(old=label, error=error))
            self.warn(self.tr("Rename failed"), str(error))

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
        items = self.controller.items()
        counts = {
            "queued": sum(i.status == QUEUED for i in items),
            "running": sum(i.status in RUNNING_STATES for i in items),
            "done": sum(i.status == DONE for i in items),
            "failed": sum(i.status in FINAL_STATES and i.status != DONE for i in items),
        }
        if items:
            self.statusBar().showMessage(self.tr("{queued} queued, {running} running, {done} done, {failed} failed "
                                                 "or cancelled").format(**counts))
        else:
            self.statusBar().showMessage(self.tr("Ready: add files or drop them on the window"))
        if self.controller.is_running:
            self.queue_state.setText(self.tr("Queue running"))
            self.queue_state.setToolTip(self.tr("Jobs start one after another; Pause (Ctrl+R) stops new ones"))
        else:
            self.queue_state.setText(self.tr("Queue paused") if items else self.tr("Queue paused (empty)"))
            self.queue_state.setToolTip(self.tr("No job starts until you press Start (Ctrl+R)"))
        self.queue_state.setProperty("paused", not self.controller.is_running)
        self.queue_state.style().unpolish(self.queue_state)
        self.queue_state.style().polish(self.queue_state)

    # --- devices -----------------------------------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self._probe_devices:
            self._probe_devices = False
            QTimer.singleShot(200, self.refresh_devices)
            QTimer.singleShot(300, self.settings_panel.load_token)
            QTimer.singleShot(250, self.start_gate.first_run_defaults)

    def refresh_devices(self) -> None:
        """Probe backends and devices in the background; the settings panel and device view fill in later."""
        from app.device_probe import gather_report

        s = self._settings
        run_in_background(lambda: gather_report(s.backend, s.use_cuda), self._on_device_report,
                          self._on_device_error, owner=self)

    def _on_device_report(self, report) -> None:
        self._device_report = report
        self.settings_panel.set_backend_states(dict(report.backends))
        if self._device_dialog is not None:
            self._device_dialog.set_info(dict(report.info))

    def _on_device_error(self, error: BaseException) -> None:
        message = f"{type(error).__name__}: {error}"
        self.settings_panel.set_backend_error(message)
        self.log.add("warning", self.tr("Device probe failed: {error}").format(error=message))
        if self._device_dialog is not None:
            self._device_dialog.set_error(message)

    def show_device_info(self) -> DeviceInfoDialog:
        if self._device_dialog is None:
            self._device_dialog = DeviceInfoDialog(self)
            if self._device_report is not None:
                self._device_dialog.set_info(dict(self._device_report.info))
            elif self._probe_devices:  # no probe started yet (one under way fills the dialog when it returns)
                self._probe_devices = False
                self.refresh_devices()
        self._device_dialog.show()
        self._device_dialog.raise_()
        return self._device_dialog

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
        self.controller.shutdown()
        self.settings_panel.stop_download()
        self.qsettings.setValue("window/geometry", self.saveGeometry())
        self.qsettings.sync()
        event.accept()

