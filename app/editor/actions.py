"""The review editor's actions: each with its shortcut (working anywhere in the editor's window), the common ones on
its toolbar too; the shortcut list (F1) is read back from them.

Their texts keep the editor window's translation context ("EditorWindow"), where the catalogues have them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, Protocol

from app.qt import QAction, QCoreApplication, QKeySequence, QMainWindow, Qt, QToolBar, QUndoStack


class EditorCommands(Protocol):
    """What the actions run: the editor's commands."""

    def save(self) -> bool: ...
    def toggle_play(self) -> None: ...
    def replay_cue(self) -> None: ...
    def step_cue(self, step: int) -> None: ...
    def split_current(self) -> None: ...
    def merge_current(self) -> None: ...
    def insert_cue(self) -> None: ...
    def delete_selected(self) -> None: ...
    def choose_speaker(self) -> None: ...
    def rename_speaker(self) -> None: ...
    def shift_times(self) -> None: ...
    def find_replace(self) -> None: ...
    def fix_selected(self) -> None: ...
    def show_shortcuts(self) -> object: ...
    def nudge_current(self, start_delta: int, end_delta: int) -> None: ...
    def set_at_playhead(self, which: str) -> None: ...


class EditorActions(NamedTuple):
    save: QAction
    undo: QAction
    redo: QAction
    play: QAction


def _action(window: QMainWindow, text: str, shortcut: str | QKeySequence.StandardKey | None,
            slot: Callable[[], object], toolbar: QToolBar | None = None) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda _checked=False: slot())
    window.addAction(action)
    if toolbar is not None:
        toolbar.addAction(action)
    return action


def _nudger(editor: EditorCommands, start: int, end: int) -> Callable[[], None]:
    return lambda: editor.nudge_current(start, end)


def install_actions(window: QMainWindow, editor: EditorCommands, undo: QUndoStack) -> EditorActions:
    """Put the editor's actions on `window` and on a toolbar of its own; `undo` gives Undo and Redo."""
    bar = QToolBar(QCoreApplication.translate("EditorWindow", "Review"), window)
    bar.setObjectName("reviewToolbar")
    bar.setMovable(False)
    window.addToolBar(bar)
    save = _action(window, QCoreApplication.translate("EditorWindow", "Save"), QKeySequence.StandardKey.Save,
                   editor.save, bar)
    undo_action = undo.createUndoAction(window, QCoreApplication.translate("EditorWindow", "Undo"))
    undo_action.setShortcut(QKeySequence("Ctrl+Z"))
    redo_action = undo.createRedoAction(window, QCoreApplication.translate("EditorWindow", "Redo"))
    redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    for action in (undo_action, redo_action):
        window.addAction(action)
        bar.addAction(action)
    bar.addSeparator()
    play = _action(window, QCoreApplication.translate("EditorWindow", "Play/Pause"), "Ctrl+Space", editor.toggle_play,
                   bar)
    _action(window, QCoreApplication.translate("EditorWindow", "Replay cue"), "Ctrl+R", editor.replay_cue, bar)
    _action(window, QCoreApplication.translate("EditorWindow", "Previous cue"), "Alt+Up", lambda: editor.step_cue(-1))
    _action(window, QCoreApplication.translate("EditorWindow", "Next cue"), "Alt+Down", lambda: editor.step_cue(1))
    bar.addSeparator()
    for text, keys, slot in (
        (QCoreApplication.translate("EditorWindow", "Split"), "Ctrl+K", editor.split_current),
        (QCoreApplication.translate("EditorWindow", "Merge with next"), "Ctrl+M", editor.merge_current),
        (QCoreApplication.translate("EditorWindow", "Insert cue"), "Ctrl+Ins", editor.insert_cue),
        (QCoreApplication.translate("EditorWindow", "Delete cues"), "Ctrl+Del", editor.delete_selected),
        (QCoreApplication.translate("EditorWindow", "Speaker…"), "Ctrl+Shift+S", editor.choose_speaker),
        (QCoreApplication.translate("EditorWindow", "Rename speaker…"), "Ctrl+Shift+N", editor.rename_speaker),
        (QCoreApplication.translate("EditorWindow", "Shift times…"), "Ctrl+Shift+T", editor.shift_times),
        (QCoreApplication.translate("EditorWindow", "Find and replace…"), "Ctrl+H", editor.find_replace),
        (QCoreApplication.translate("EditorWindow", "Fix rules"), "Ctrl+Shift+F", editor.fix_selected),
        (QCoreApplication.translate("EditorWindow", "Shortcuts"), "F1", editor.show_shortcuts),
    ):
        _action(window, text, keys, slot, bar)
    for keys, start, end, label in (
        ("Alt+Left", -100, 0, QCoreApplication.translate("EditorWindow", "Start earlier (100 ms)")),
        ("Alt+Right", 100, 0, QCoreApplication.translate("EditorWindow", "Start later (100 ms)")),
        ("Alt+Shift+Left", 0, -100, QCoreApplication.translate("EditorWindow", "End earlier (100 ms)")),
        ("Alt+Shift+Right", 0, 100, QCoreApplication.translate("EditorWindow", "End later (100 ms)")),
        ("Ctrl+Alt+Left", -10, 0, QCoreApplication.translate("EditorWindow", "Start earlier (10 ms)")),
        ("Ctrl+Alt+Right", 10, 0, QCoreApplication.translate("EditorWindow", "Start later (10 ms)")),
        ("Ctrl+Alt+Shift+Left", 0, -10, QCoreApplication.translate("EditorWindow", "End earlier (10 ms)")),
        ("Ctrl+Alt+Shift+Right", 0, 10, QCoreApplication.translate("EditorWindow", "End later (10 ms)")),
    ):
        _action(window, label, keys, _nudger(editor, start, end))
    _action(window, QCoreApplication.translate("EditorWindow", "Set start at playhead"), "Ctrl+[",
            lambda: editor.set_at_playhead("start"))
    _action(window, QCoreApplication.translate("EditorWindow", "Set end at playhead"), "Ctrl+]",
            lambda: editor.set_at_playhead("end"))
    return EditorActions(save, undo_action, redo_action, play)
