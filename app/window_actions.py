"""The main window's actions and toolbar: what each action is called, its icon, shortcut and tip, and which of the
window's commands it runs (the per-job ones act on the queue's selection through `run_selected`).

Its texts keep the translation context "MainWindow", where the catalogues have them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, Protocol

from app.qt import (
    QAction,
    QCoreApplication,
    QKeySequence,
    QMainWindow,
    QObject,
    QSize,
    QSizePolicy,
    Qt,
    QToolBar,
    QWidget,
)
from app.resources import icon

Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


class ActionTarget(Protocol):
    """The window's commands the actions run."""

    def choose_files(self) -> None: ...

    def choose_folder(self) -> None: ...

    def toggle_queue(self) -> None: ...

    def run_selected(self, action: str) -> None:
        """Run a queue action (cancel, retry, remove, open-folder, ...) on the selected job, if any."""
        ...

    def choose_review_file(self) -> None: ...

    def show_device_info(self) -> object: ...

    def show_about(self) -> object: ...

    def show_live(self) -> object: ...


class WindowActions(NamedTuple):
    add_files: QAction
    add_folder: QAction
    start: QAction
    cancel: QAction
    retry: QAction
    remove: QAction
    open_folder: QAction
    open_subtitle: QAction
    export_video: QAction
    review: QAction
    open_review: QAction
    settings: QAction
    device: QAction
    about: QAction
    live: QAction


def action(parent: QObject, name: str, text: str, tip: str, shortcut: Shortcut = None,
           slot: Callable[[], object] | None = None) -> QAction:
    """An action with the icon `name`, its shortcut in its tooltip, and `slot` run when it is triggered."""
    made = QAction(icon(name), text, parent)
    made.setToolTip(f"{tip} ({QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)})"
                    if shortcut else tip)
    made.setStatusTip(tip)
    if shortcut:
        made.setShortcut(QKeySequence(shortcut))
    if slot is not None:
        made.triggered.connect(slot)
    return made


def make_actions(target: ActionTarget, parent: QObject, settings: QAction) -> WindowActions:
    """The window's actions; `settings` is the settings dock's toggle, which gets its icon, text and shortcut here."""
    def on_selected(name: str) -> Callable[[], None]:
        return lambda: target.run_selected(name)

    settings.setIcon(icon("settings"))
    settings.setText(QCoreApplication.translate("MainWindow", "Settings"))
    settings.setToolTip(QCoreApplication.translate("MainWindow", "Show or hide the settings (Ctrl+,)"))
    settings.setShortcut(QKeySequence("Ctrl+,"))
    return WindowActions(
        add_files=action(parent, "add-file", QCoreApplication.translate("MainWindow", "Add files…"),
                         QCoreApplication.translate("MainWindow", "Add audio or video files"),
                         QKeySequence.StandardKey.Open, target.choose_files),
        add_folder=action(parent, "add-folder", QCoreApplication.translate("MainWindow", "Add folder…"),
                          QCoreApplication.translate("MainWindow", "Add every audio and video file in a folder"),
                          "Ctrl+Shift+O", target.choose_folder),
        start=action(parent, "start", QCoreApplication.translate("MainWindow", "Start"),
                     QCoreApplication.translate("MainWindow", "Start or pause the queue"), "Ctrl+R",
                     target.toggle_queue),
        cancel=action(parent, "cancel", QCoreApplication.translate("MainWindow", "Cancel"),
                      QCoreApplication.translate("MainWindow", "Cancel the selected job"), "Esc",
                      on_selected("cancel")),
        retry=action(parent, "retry", QCoreApplication.translate("MainWindow", "Retry"),
                     QCoreApplication.translate("MainWindow", "Run the selected job again"), "Ctrl+Shift+R",
                     on_selected("retry")),
        remove=action(parent, "remove", QCoreApplication.translate("MainWindow", "Remove"),
                      QCoreApplication.translate("MainWindow", "Remove the selected job"),
                      QKeySequence.StandardKey.Delete, on_selected("remove")),
        open_folder=action(parent, "open-folder", QCoreApplication.translate("MainWindow", "Open folder"),
                           QCoreApplication.translate("MainWindow", "Open the selected job's output folder"), None,
                           on_selected("open-folder")),
        open_subtitle=action(parent, "open-subtitle", QCoreApplication.translate("MainWindow", "Open subtitle"),
                             QCoreApplication.translate("MainWindow", "Open the selected job's subtitle file"),
                             "Ctrl+Return", on_selected("open-subtitle")),
        export_video=action(parent, "export-video", QCoreApplication.translate("MainWindow", "Export video…"),
                            QCoreApplication.translate("MainWindow", "Put the selected job's subtitles into its video"),
                            "Ctrl+E", on_selected("export-video")),
        review=action(parent, "review", QCoreApplication.translate("MainWindow", "Review…"),
                      QCoreApplication.translate("MainWindow",
                                                 "Play the selected job with its subtitles and correct them"),
                      "Ctrl+Shift+E", on_selected("review")),
        open_review=action(parent, "open-subtitle", QCoreApplication.translate("MainWindow", "Open for review…"),
                           QCoreApplication.translate("MainWindow",
                                                      "Review a subtitle file (SRT, VTT, ASS) or a job's JSON"),
                           "Ctrl+Alt+O", target.choose_review_file),
        settings=settings,
        device=action(parent, "device", QCoreApplication.translate("MainWindow", "Device info"),
                      QCoreApplication.translate("MainWindow", "Backends, devices and versions on this computer"),
                      "Ctrl+I", target.show_device_info),
        about=action(parent, "app", QCoreApplication.translate("MainWindow", "About…"),
                     QCoreApplication.translate("MainWindow", "Version, licences and the models this app ships"), "F1",
                     target.show_about),
        live=action(parent, "live", QCoreApplication.translate("MainWindow", "Live…"),
                    QCoreApplication.translate("MainWindow",
                                               "Caption a microphone, any sound input or a file as it plays"),
                    "Ctrl+L", target.show_live),
    )


class MainToolBar(QToolBar):
    """The window's toolbar: icons with their names where they fit, icons only (names in tooltips) where the window
    is too narrow, so no action hides behind the toolbar's overflow menu."""

    def __init__(self, actions: WindowActions, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "Main"), parent)
        self.setObjectName("mainToolbar")
        self.setIconSize(QSize(22, 22))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.setMovable(False)
        a = actions
        for group in ((a.add_files, a.add_folder), (a.start, a.cancel, a.retry, a.remove),
                      (a.open_folder, a.open_subtitle, a.review, a.export_video)):
            if group[0] is not a.add_files:
                self.addSeparator()
            for each in group:
                self.addAction(each)
        spacer = QWidget(self)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.addWidget(spacer)
        self.addAction(a.live)
        self.addAction(a.settings)
        self.addAction(a.device)
        self.full_width = 0  # measured on the first fit, once the buttons exist
        for each in self.actions():
            widget = self.widgetForAction(each)
            if widget is not None and each.text():
                widget.setAccessibleName(each.text().replace("…", ""))

    def fit(self, width: int) -> None:
        """Names beside the icons when the window is `width` wide and they all fit."""
        if not self.full_width:
            style = self.toolButtonStyle()
            self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            layout = self.layout()
            spacing = layout.spacing() if layout is not None else 0
            buttons = [self.widgetForAction(a) for a in self.actions() if a.text()]
            self.full_width = sum(
                button.sizeHint().width() + spacing for button in buttons if button is not None
            ) + 6 * 12 + 24  # separators, handle and margins
            self.setToolButtonStyle(style)
        wanted = (Qt.ToolButtonStyle.ToolButtonTextBesideIcon if width >= self.full_width
                  else Qt.ToolButtonStyle.ToolButtonIconOnly)
        if self.toolButtonStyle() != wanted:
            self.setToolButtonStyle(wanted)


def install(window: QMainWindow, queue: QWidget, actions: WindowActions) -> MainToolBar:
    """Put the actions on `window` (their shortcuts work anywhere in it) and its toolbar."""
    # Esc and Del act on the queue's selection, and only while the queue has focus, so they never steal the keys
    # from a text field (renaming a speaker, typing a folder).
    for each in (actions.cancel, actions.remove):
        each.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        queue.addAction(each)
    toolbar = MainToolBar(actions, window)
    # Ctrl+Alt+O (Ctrl+Shift+O adds a folder); the toolbar has no room for it at 900 px
    window.addAction(actions.open_review)
    window.addToolBar(toolbar)
    for each in (actions.add_files, actions.add_folder, actions.start, actions.retry, actions.open_subtitle,
                 actions.review, actions.export_video, actions.device, actions.settings, actions.about, actions.live):
        window.addAction(each)
    return toolbar
