"""The review editor: the media with the current cue over it, the waveform strip, and the cue table; every edit an
undoable step on a core.editing.Draft, saved to every format at once, autosaved for crashes.

Opened for a finished job (double-click in the queue, or Review) or for its recovery file after a crash. The window
holds no subtitle logic of its own: edits, rule marks, saving and recovery are core.editing's.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.background import run_in_background
from app.editor.actions import install_actions
from app.editor.cue_model import (
    CPS,
    DURATION,
    END,
    LINE_BREAK,
    NUMBER,
    SPEAKER,
    START,
    TEXT,
    CueModel,
    parse_ms,
)
from app.editor.dialogs import DraftStep, FindReplaceDialog, ask_rename, fixed_words, shortcuts_dialog
from app.editor.player import PictureView, Player
from app.editor.timeline import format_position
from app.editor.waveform import WaveformView
from app.qt import (
    QAbstractItemView,
    QApplication,
    QCloseEvent,
    QDialog,
    QHeaderView,
    QInputDialog,
    QItemSelectionModel,
    QKeySequence,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSplitter,
    Qt,
    QTableView,
    QTimer,
    QUndoStack,
    QWidget,
    Signal,
)
from core import editing
from core.editing.envelope import BINS_PER_SECOND, envelope_cache, load_envelope
from core.editing.fix import FixResult, fix_rules
from core.editing.recovery import discard_recovery, write_recovery
from core.errors import SubtitlerError
from core.media_kinds import is_video_path

AUTOSAVE_MS = 1500  # after the last edit
FOLLOW_MS = 40  # how often the highlighted cue follows the player


class EditorWindow(QMainWindow):
    saved = Signal(object)  # the JSON path

    def __init__(self, json_path: Path, media: Path | None, *, draft: editing.Draft | None = None,
                 recovery_base: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.json_path = Path(json_path)
        self.media = Path(media) if media is not None else None
        self.recovery_base = recovery_base
        restored = draft is not None
        self.draft = draft if draft is not None else editing.open_draft(self.json_path)
        self.setWindowTitle(self.tr("Review {name}").format(name=self.json_path.stem))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.undo = QUndoStack(self)
        self.undo.cleanChanged.connect(self._update_title)
        self._restored_unsaved = restored
        self.player = Player(self)
        self.model = CueModel(self.draft, self)
        self.model.editRequested.connect(self._on_cell_edit)
        self._build()
        self._actions()
        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(AUTOSAVE_MS)
        self._autosave.timeout.connect(self.autosave)
        self.undo.indexChanged.connect(lambda _i: self._autosave.start())
        self.player.positionChanged.connect(self._on_position)
        self.player.set_source(self.media)
        self._refresh_views()
        self._load_waveform()
        self._update_title()
        self.resize(1200, 760)

    # --- layout ---------------------------------------------------------------------------------------------
    def _build(self) -> None:
        video = self.media is not None and is_video_path(self.media)
        self.picture = PictureView(self.player, video, self)
        if not self.player.available:
            self.picture.set_note(self.tr("No playback here: {why}").format(why=self.player.problem))
        elif self.media is None:
            self.picture.set_note(self.tr("No media file: editing only"))
        self.waveform = WaveformView(self)
        self.waveform.setAccessibleName(self.tr("Waveform"))
        self.waveform.seekRequested.connect(self.player.seek)
        self.waveform.cueClicked.connect(self.select_cue)
        self.waveform.edgeDragged.connect(self._on_edge_dragged)
        self.table = QTableView(self)
        self.table.setAccessibleName(self.tr("Cues"))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Widths from the font, not ResizeToContents: that asks every row of an hour's 900 cues on each change.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(TEXT, QHeaderView.ResizeMode.Stretch)
        metrics = self.table.fontMetrics()
        pad = metrics.horizontalAdvance("MM")
        longest = max((s for cue in self.draft.cues for s in cue.speakers), key=len, default="SPEAKER_00")
        for column, sample in ((NUMBER, "000 ⚠"), (START, "00:00:00.000"), (END, "00:00:00.000"),
                               (DURATION, "00.000"), (SPEAKER, longest[:24]), (CPS, "00.0")):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))  # translated headers are longer
            header.resizeSection(column, max(metrics.horizontalAdvance(sample), metrics.horizontalAdvance(title)) + pad)
        self.table.selectionModel().currentRowChanged.connect(self._on_row_chosen)
        left = QSplitter(Qt.Orientation.Vertical, self)
        left.addWidget(self.picture)
        left.addWidget(self.waveform)
        # A video gets most of the height; for sound alone the caption needs little and the waveform more.
        left.setSizes([600, 200] if video else [250, 350])
        main = QSplitter(Qt.Orientation.Horizontal, self)
        main.addWidget(left)
        main.addWidget(self.table)
        main.setSizes([460, 740])
        self.setCentralWidget(main)
        self.status = QLabel("", self)
        self.statusBar().addWidget(self.status, 1)
        self.position_label = QLabel("", self)
        self.position_label.setAccessibleName(self.tr("Position"))
        # As wide as an hour's readout, so the status text beside it does not jump while the digits change.
        widest = self.tr("{position} / {length}").format(position="0:00:00.000", length="0:00:00.000")
        self.position_label.setMinimumWidth(self.position_label.fontMetrics().horizontalAdvance(widest) + 8)
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.statusBar().addPermanentWidget(self.position_label)

    def _actions(self) -> None:
        self.save_action, self.undo_action, self.redo_action, self.play_action = install_actions(self, self, self.undo)

    def toggle_play(self) -> None:
        self.player.toggle()

    # --- showing the draft ------------------------------------------------------------------------------------
    def show_draft(self, draft: editing.Draft) -> None:
        """Show `draft` (the undo stack's steps call this; nothing else changes self.draft)."""
        self.draft = draft
        self.model.set_draft(draft)
        self._refresh_views()

    def _refresh_views(self) -> None:
        self.waveform.set_cues(self.draft.cues, lambda k: self.model.colour(self.draft.cue_speaker(k)))
        marked = len(self.model.marked_rows())
        self.status.setText(self.tr("{cues} cues, {marked} break a rule").format(cues=len(self.draft.cues),
                                                                                 marked=marked))
        self._on_position(self.player.position(), follow=False)

    def _update_title(self, *_args: object) -> None:
        self.setWindowModified(self.dirty)
        self.setWindowTitle(self.tr("Review {name}").format(name=self.json_path.stem) + "[*]")

    @property
    def dirty(self) -> bool:
        return self._restored_unsaved or not self.undo.isClean()

    # --- the player -----------------------------------------------------------------------------------------
    def _on_position(self, position_ms: int, follow: bool = True) -> None:
        current = editing.cue_at(self.draft.cues, position_ms)
        self.model.set_current(current)
        self.waveform.current = current
        self.waveform.set_playhead(position_ms, follow=follow)
        self._show_position(position_ms)
        if current is None:
            self.picture.set_caption("")
            return
        cue = self.draft.cues[current]
        self.picture.set_caption(cue.text, self.model.colour(self.draft.cue_speaker(current)))
        if follow and self.player.is_playing():
            self.table.scrollTo(self.model.index(current, 0))

    def media_length_ms(self) -> int:
        """The player's length, or the waveform's where the player has none (not loaded yet, or no playback)."""
        peaks = self.waveform.peaks
        from_peaks = len(peaks) * 1000 // self.waveform.bins_per_second if peaks is not None else 0
        return max(self.player.duration(), from_peaks)

    def _show_position(self, position_ms: int) -> None:
        self.position_label.setText(self.tr("{position} / {length}").format(
            position=format_position(position_ms), length=format_position(self.media_length_ms())))

    def _on_peaks(self, peaks: Any) -> None:
        self.waveform.set_peaks(peaks, BINS_PER_SECOND)
        self._show_position(self.player.position())  # now the length is known even without playback

    def _on_row_chosen(self, index: object, _previous: object) -> None:
        row = getattr(index, "row", lambda: -1)()
        if 0 <= row < len(self.draft.cues):
            cue = self.draft.cues[row]
            self.waveform.show_span(cue.start_ms, cue.end_ms)
            if not self.player.is_playing():
                self.player.seek(cue.start_ms)

    def select_cue(self, row: int) -> None:
        """Make `row` the table's current cue (and seek there)."""
        self.table.selectionModel().setCurrentIndex(
            self.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(self.model.index(row, 0))

    def current_row(self) -> int | None:
        index = self.table.currentIndex()
        if index.isValid():
            return index.row()
        return editing.nearest_cue(self.draft.cues, self.player.position())

    def selected_rows(self) -> list[int]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        current = self.current_row()
        return rows or ([current] if current is not None else [])

    def step_cue(self, step: int) -> None:
        current = self.current_row()
        row = 0 if current is None else min(max(current + step, 0), len(self.draft.cues) - 1)
        if self.draft.cues:
            self.select_cue(row)
            self.player.seek(self.draft.cues[row].start_ms)

    def replay_cue(self) -> None:
        row = self.current_row()
        if row is not None:
            self.player.seek(self.draft.cues[row].start_ms)
            self.player.play()

    # --- edits ------------------------------------------------------------------------------------------------
    def apply(self, text: str, edit: Callable[[editing.Draft], editing.Draft]) -> bool:
        """Run `edit` on the draft as one undoable step; a refused edit is said in the status bar, nothing changes."""
        try:
            after = edit(self.draft)
        except SubtitlerError as error:
            self.status.setText(str(error))
            QApplication.beep()
            return False
        if after != self.draft:
            self.undo.push(DraftStep(self.show_draft, self.draft, after, text))
        return True

    def _on_cell_edit(self, row: int, column: int, value: str) -> None:
        if column == TEXT:
            self.apply(self.tr("Edit text"), lambda d: editing.set_text(d, row, value.replace(LINE_BREAK, "\n")))
        elif column in (START, END):
            ms = parse_ms(value)
            if ms is None:
                self.status.setText(self.tr("Not a time: {value} (use h:mm:ss.mmm)").format(value=value))
                return
            edge = "start" if column == START else "end"
            self.apply(self.tr("Retime"), lambda d: editing.move_edge(d, row, edge, ms))
        elif column == SPEAKER:
            self.apply(self.tr("Change speaker"), lambda d: editing.set_speaker(d, [row], value.strip()))

    def _on_edge_dragged(self, row: int, which: str, ms: int) -> None:
        self.apply(self.tr("Retime"), lambda d: editing.move_edge(d, row, which, ms))

    def nudge_current(self, start_delta: int, end_delta: int) -> None:
        row = self.current_row()
        if row is not None:
            self.apply(self.tr("Nudge"), lambda d: editing.nudge(d, row, start_delta, end_delta))
            self._keep_row(row)

    def set_at_playhead(self, which: str) -> None:
        row, ms = self.current_row(), self.player.position()
        if row is not None:
            self.apply(self.tr("Retime"), lambda d: editing.move_edge(d, row, which, ms))

    def split_position(self, row: int) -> int:
        """Where Split cuts: the cursor of the text being typed, else the word boundary nearest the playhead (inside
        the cue), else the middle word boundary."""
        editor = self.table.focusWidget()
        cue = self.draft.cues[row]
        if isinstance(editor, QLineEdit) and self.table.currentIndex().column() == TEXT:
            typed = editor.text()[: editor.cursorPosition()]
            return len(typed.replace(LINE_BREAK, "\n"))
        boundaries = [k for k, ch in enumerate(cue.text) if ch in " \n"]
        if not boundaries:
            return 0
        ms = self.player.position()
        if cue.start_ms < ms < cue.end_ms and cue.words:
            before = sum(1 for w in cue.words if w.end * 1000 <= ms)
            return boundaries[min(max(before, 1), len(boundaries)) - 1]
        return boundaries[len(boundaries) // 2]

    def split_current(self) -> None:
        row = self.current_row()
        if row is not None:
            position = self.split_position(row)
            if isinstance(self.table.focusWidget(), QLineEdit):
                self.table.closePersistentEditor(self.table.currentIndex())
                self.table.setFocus()
            self.apply(self.tr("Split"), lambda d: editing.split(d, row, position))

    def merge_current(self) -> None:
        row = self.current_row()
        if row is not None:
            self.apply(self.tr("Merge"), lambda d: editing.merge(d, row))

    def insert_cue(self) -> None:
        """A cue after the current one, in the gap before the next (or at the playhead when there is no cue)."""
        row = self.current_row()
        if row is None:
            start = self.player.position()
        else:
            start = self.draft.cues[row].end_ms + int(self.draft.rules.min_gap * 1000)
        end = start + 2000
        if row is not None and row + 1 < len(self.draft.cues):
            end = min(end, self.draft.cues[row + 1].start_ms - int(self.draft.rules.min_gap * 1000))
        text, ok = QInputDialog.getText(self, self.tr("Insert cue"), self.tr("Text:"))
        if ok and text.strip():
            speaker = self.draft.cue_speaker(row) if row is not None else None
            self.apply(self.tr("Insert"), lambda d: editing.insert(d, start, max(end, start + 1), text, speaker))

    def delete_selected(self) -> None:
        rows = self.selected_rows()
        if rows:
            self.apply(self.tr("Delete"), lambda d: editing.delete(d, rows))

    def choose_speaker(self) -> None:
        rows = self.selected_rows()
        if not rows:
            return
        speakers = self.draft.speakers()
        current = self.draft.cue_speaker(rows[0])
        name, ok = QInputDialog.getItem(self, self.tr("Speaker"), self.tr("Speaker of the selected cues:"),
                                        speakers, speakers.index(current) if current in speakers else 0, True)
        if ok and name.strip():
            self.apply(self.tr("Change speaker"), lambda d: editing.set_speaker(d, rows, name.strip()))

    def rename_speaker(self) -> None:
        """A speaker renamed in every cue (the current cue's offered first); another speaker's name merges the two."""
        speakers = self.draft.speakers()
        rows = self.selected_rows()
        current = self.draft.cue_speaker(rows[0]) if rows else None
        chosen = self.ask_rename(speakers, current)
        if chosen is not None and chosen[1].strip() and chosen[1].strip() != chosen[0]:
            old, new = chosen[0], chosen[1].strip()
            self.apply(self.tr("Rename speaker"), lambda d: editing.rename_speaker(d, old, new))

    def ask_rename(self, speakers: list[str], current: str | None) -> tuple[str, str] | None:
        """(speaker, new name) from two questions, or None when the person cancels (tests answer instead)."""
        return ask_rename(self, speakers, current)

    def shift_times(self) -> None:
        rows = self.selected_rows() if len(self.selected_rows()) > 1 else list(range(len(self.draft.cues)))
        offset, ok = QInputDialog.getInt(self, self.tr("Shift times"),
                                         self.tr("Move {n} cues by (ms, negative = earlier):").format(n=len(rows)),
                                         0, -3_600_000, 3_600_000, 100)
        if ok and offset:
            self.apply(self.tr("Shift"), lambda d: editing.shift(d, rows, offset))

    def find_replace(self) -> None:
        dialog = FindReplaceDialog(self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            found, replacement = dialog.find_text.text(), dialog.replacement.text()
            whole, case = dialog.whole_word.isChecked(), dialog.match_case.isChecked()
            counted: list[int] = []

            def edit(d: editing.Draft) -> editing.Draft:
                after, count = editing.replace_all(d, found, replacement, whole_word=whole, match_case=case)
                counted.append(count)
                return after

            if self.apply(self.tr("Replace"), edit):
                self.status.setText(self.tr("{count} replaced").format(count=counted[0] if counted else 0))

    def fix_selected(self) -> None:
        """Mend the rules the selected cues break (core.editing.fix) as one undoable step, and say in the status bar
        what was mended and what could not be (the reasons in its tooltip)."""
        rows = self.selected_rows()
        if not rows:
            return
        results: list[FixResult] = []

        def edit(d: editing.Draft) -> editing.Draft:
            results.append(fix_rules(d, rows))
            return results[-1].draft

        if self.apply(self.tr("Fix rules"), edit) and results:
            self._say_fixed(results[-1])

    def _say_fixed(self, result: FixResult) -> None:
        text, tip = fixed_words(result)
        if result.left and not result.fixed:
            QApplication.beep()
        self.status.setText(text)
        self.status.setToolTip(tip)

    def _keep_row(self, row: int) -> None:
        if row < len(self.draft.cues):
            self.select_cue(row)

    # --- saving ---------------------------------------------------------------------------------------------
    def save(self) -> bool:
        try:
            editing.save_draft(self.draft, self.json_path)
        except (SubtitlerError, OSError) as error:
            QMessageBox.warning(self, self.tr("Save failed"), str(error))
            return False
        self.undo.setClean()
        self._restored_unsaved = False
        self._autosave.stop()
        discard_recovery(self.json_path, self.recovery_base)
        self._update_title()
        self.status.setText(self.tr("Saved"))
        self.saved.emit(self.json_path)
        return True

    def autosave(self) -> None:
        """Keep the unsaved draft for a crash (core.editing.recovery); none once it is back to what was saved (every
        edit undone), so the next start offers nothing stale."""
        try:
            if self.dirty:
                write_recovery(self.draft, self.json_path, self.recovery_base)
            else:
                discard_recovery(self.json_path, self.recovery_base)
        except OSError as error:
            self.status.setText(self.tr("Autosave failed: {error}").format(error=error))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if self.dirty:
            answer = self.confirm_close()
            if answer == QMessageBox.StandardButton.Cancel:
                event.ignore()
                return
            if answer == QMessageBox.StandardButton.Save and not self.save():
                event.ignore()
                return
            if answer == QMessageBox.StandardButton.Discard:
                discard_recovery(self.json_path, self.recovery_base)
        self._autosave.stop()
        self.player.stop()
        event.accept()

    def confirm_close(self) -> QMessageBox.StandardButton:
        """Asked when closing with unsaved edits (tests replace it)."""
        return QMessageBox.question(
            self, self.tr("Unsaved changes"), self.tr("Save the changes to {name}?").format(name=self.json_path.name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)

    # --- the waveform ---------------------------------------------------------------------------------------
    def _load_waveform(self) -> None:
        if self.media is None:
            self.waveform.message = self.tr("No media file")
            return
        self.waveform.message = self.tr("Reading the audio…")
        media, cache = self.media, envelope_cache(self.json_path)
        run_in_background(lambda: load_envelope(media, cache),
                          self._on_peaks,
                          self._waveform_failed, owner=self)

    def _waveform_failed(self, error: BaseException) -> None:
        self.waveform.message = self.tr("No waveform: {error}").format(error=error)
        self.waveform.update()

    # --- help -----------------------------------------------------------------------------------------------
    def shortcut_list(self) -> list[tuple[str, str]]:
        return [(action.text(), action.shortcut().toString(QKeySequence.SequenceFormat.NativeText))
                for action in self.actions() if not action.shortcut().isEmpty()]

    def show_shortcuts(self) -> QDialog:
        self.shortcuts_dialog = shortcuts_dialog(self, self.shortcut_list())
        return self.shortcuts_dialog
