"""The review editor's questions and small dialogs: find and replace, renaming a speaker in every cue, the list of
shortcuts, and the words for what "Fix rules" did; and `DraftStep`, the undoable step every edit is.

Texts that were the editor window's keep its translation context ("EditorWindow"), where the catalogues have them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.qt import (
    QCheckBox,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QInputDialog,
    QLineEdit,
    QTextBrowser,
    QUndoCommand,
    QVBoxLayout,
    QWidget,
)
from core import editing
from core.editing.fix import FixResult


class DraftStep(QUndoCommand):
    """One edit: the draft before and after (both frozen values, so undo is exact); `show` puts a draft on view."""

    def __init__(self, show: Callable[[editing.Draft], None], before: editing.Draft, after: editing.Draft,
                 text: str) -> None:
        super().__init__(text)
        self._show, self._before, self._after = show, before, after

    def redo(self) -> None:
        self._show(self._after)

    def undo(self) -> None:
        self._show(self._before)


class FindReplaceDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Find and replace"))
        form = QFormLayout(self)
        self.find_text = QLineEdit(self)
        self.replacement = QLineEdit(self)
        self.whole_word = QCheckBox(self.tr("Whole words"), self)
        self.match_case = QCheckBox(self.tr("Match case"), self)
        form.addRow(self.tr("Find:"), self.find_text)
        form.addRow(self.tr("Replace with:"), self.replacement)
        form.addRow("", self.whole_word)
        form.addRow("", self.match_case)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Replace all"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


def ask_rename(parent: QWidget, speakers: Sequence[str], current: str | None) -> tuple[str, str] | None:
    """(speaker, new name) from two questions, or None when the person cancels."""
    if not speakers:
        return None
    old, ok = QInputDialog.getItem(
        parent, QCoreApplication.translate("EditorWindow", "Rename speaker"),
        QCoreApplication.translate("EditorWindow", "Speaker to rename in every cue:"), list(speakers),
        speakers.index(current) if current in speakers else 0, False)
    if not ok:
        return None
    others = [old, *(s for s in speakers if s != old)]
    new, ok = QInputDialog.getItem(
        parent, QCoreApplication.translate("EditorWindow", "Rename speaker"),
        QCoreApplication.translate("EditorWindow", "New name (another speaker's name makes the two one person):"),
        others, 0, True)
    return (old, new) if ok else None


def fixed_words(result: FixResult) -> tuple[str, str]:
    """What "Fix rules" did, for the status bar: (the line, its tooltip with why each cue left could not be fixed)."""
    if not result.broken_before and not result.left:
        return QCoreApplication.translate("EditorWindow", "The selected cues keep every rule: nothing to fix"), ""
    numbers = ", ".join(str(k + 1) for k, _ in result.left)
    if not result.left:
        text = QCoreApplication.translate("EditorWindow", "Fixed {fixed} cues: they keep every rule now").format(
            fixed=result.fixed)
    elif result.fixed:
        text = QCoreApplication.translate(
            "EditorWindow", "Fixed {fixed} of {broken} cues; could not fix cue {numbers} (hover here for why)").format(
            fixed=result.fixed, broken=result.broken_before, numbers=numbers)
    else:
        text = QCoreApplication.translate(
            "EditorWindow", "Nothing could be fixed: cue {numbers} (hover here for why)").format(numbers=numbers)
    tip = "\n".join(
        QCoreApplication.translate("EditorWindow", "Cue {n}: {rules}: {why}").format(
            n=k + 1, rules="; ".join(m.split(": ", 1)[-1] for m in found), why=why)
        for (k, found), why in zip(result.left, result.why, strict=True))
    return text, tip


def shortcuts_dialog(parent: QWidget, shortcuts: Sequence[tuple[str, str]]) -> QDialog:
    """A window-modal list of (action, keys), opened (not run)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("EditorWindow", "Keyboard shortcuts"))
    layout = QVBoxLayout(dialog)
    text = QTextBrowser(dialog)
    rows = "".join(f"<tr><td>{name}</td><td><b>{keys}</b></td></tr>" for name, keys in shortcuts)
    text.setHtml(f"<table cellpadding='3'>{rows}</table><p>"
                 + QCoreApplication.translate("EditorWindow", "In a text cell, “ / ” starts a new line.") + "</p>")
    layout.addWidget(text)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(440, 560)
    dialog.open()
    return dialog
