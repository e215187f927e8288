"""The transcript of the selected job: fills in while segments arrive, then (when the job is done) is redrawn from
its JSON with speakers, each in its own colour. The speaker table beside it renames a speaker in every output."""

from __future__ import annotations

import html
from collections.abc import Iterable

from app.controller import CANCELLED, DONE, FAILED, RUNNING_STATES
from app.failure_help import advice_for
from app.qt import (
    QAbstractItemView,
    QColor,
    QCoreApplication,
    QHeaderView,
    QLabel,
    QPixmap,
    QPushButton,
    QSplitter,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QTextCursor,
    QVBoxLayout,
    QWidget,
    Signal,
)
from app.queue_item import QueueItem
from core.errors import ErrorKind
from core.speaker_colours import NO_SPEAKER, PALETTE, colours, first_appearance, transcript_order
from core.types import Segment, Transcript, Word

CELL_PADDING = 12  # pixels a table cell keeps around its text


def timestamp(seconds: float) -> str:
    total_ms = int(round(seconds * 1000))
    minutes, ms = divmod(total_ms, 60_000)
    hours, minutes = divmod(minutes, 60)
    text = f"{minutes:02d}:{ms // 1000:02d}.{ms % 1000 // 100}"
    return f"{hours}:{text}" if hours else text


def speaker_runs(segment: Segment) -> list[tuple[str | None, float, float, str]]:
    """A segment split where its words change speaker: (speaker, start, end, text) per run."""
    if not segment.words or all(w.speaker == segment.speaker for w in segment.words):
        return [(segment.speaker, segment.start, segment.end, segment.text.strip())]
    runs: list[tuple[str | None, list[Word]]] = []
    for word in segment.words:
        if runs and runs[-1][0] == word.speaker:
            runs[-1][1].append(word)
        else:
            runs.append((word.speaker, [word]))
    return [(spk, ws[0].start, ws[-1].end, "".join(w.text for w in ws).strip()) for spk, ws in runs]


class PreviewPanel(QWidget):
    renameRequested = Signal(int, str, str)  # job id, current label, new name
    findSpeakersRequested = Signal(int)  # job id: find its speakers again (another count)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._item: QueueItem | None = None
        self._shown_transcript: Transcript | None = None
        self._shown_status = ""
        self._colours: dict[str, str] = {}  # the shown job's speakers' colours (core.speaker_colours)
        self._order: dict[int, list[str]] = {}  # per job: speaker rows in a stable order, renames keep their row
        self._origin: dict[int, dict[str, str]] = {}  # per job: current name -> the label diarization gave
        self._filling = False
        self.title = QLabel(self.tr("Select a job to see its transcript."), self)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.title.setWordWrap(True)  # a long file name wraps instead of widening the window's central column
        self.text = QTextBrowser(self)
        self.text.setObjectName("previewText")
        self.text.setAccessibleName(self.tr("Transcript preview"))
        self.text.setOpenLinks(False)
        self.speakers = QTableWidget(0, 2, self)
        self.speakers.setHorizontalHeaderLabels([self.tr("Speaker"), self.tr("Name")])
        name_header = self.speakers.horizontalHeaderItem(1)
        if name_header is not None:
            name_header.setToolTip(self.tr("Double-click a name to rename that speaker"))
        self.speakers.setAccessibleName(self.tr("Speakers"))
        self.speakers.setAccessibleDescription(self.tr("Edit a name to rename that speaker in every output file"))
        self.speakers.verticalHeader().setVisible(False)
        self.speakers.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.speakers.horizontalHeader().setStretchLastSection(True)
        self.speakers.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.speakers.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                      | QAbstractItemView.EditTrigger.EditKeyPressed
                                      | QAbstractItemView.EditTrigger.SelectedClicked)
        self.speakers.itemChanged.connect(self._on_name_edited)
        self.find_speakers = QPushButton(self.tr("Find speakers again…"), self)
        self.find_speakers.setObjectName("findSpeakers")
        self.find_speakers.setToolTip(self.tr("Wrong number of speakers? Say how many talk: the words are kept and "
                                              "only the speakers are found again"))
        self.find_speakers.clicked.connect(lambda: self._item is not None
                                           and self.findSpeakersRequested.emit(self._item.id))
        self.find_speakers.setEnabled(False)
        side = QWidget(self)
        # Both columns in view, never scrolled sideways: at 900 px with the settings open the Name column was pushed
        # out of sight ("SPEA..."). The pane keeps room for a label and a name of its length.
        self.speakers.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        label_room = self.speakers.fontMetrics().horizontalAdvance("SPEAKER_00") + 2 * CELL_PADDING
        side.setMinimumWidth(2 * label_room + self.speakers.iconSize().width() + 2 * self.speakers.frameWidth() + 8)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.speakers, 1)
        side_layout.addWidget(self.find_speakers)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.text)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([520, 220])
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(splitter, 1)

    # --- what is shown -----------------------------------------------------------------------------------------
    @property
    def job_id(self) -> int | None:
        return self._item.id if self._item else None

    def show_item(self, item: QueueItem | None) -> None:
        """Show a job: its final transcript when done, else the segments received so far."""
        self._item = item
        self._shown_transcript = item.transcript if item else None
        self._shown_status = item.status if item else ""
        self._colours = colours(transcript_order(item.transcript) if item and item.transcript else
                                first_appearance(s.speaker for s in item.segments) if item else ())
        self.find_speakers.setEnabled(item is not None and item.status in (DONE, FAILED, CANCELLED)
                                      and item.json_output is not None and item.json_output.exists())
        self.text.clear()
        if item is None:
            self.title.setText(self.tr("Select a job to see its transcript."))
            self._fill_speakers([])
            return
        self.title.setText(self.tr("Transcript of {name}").format(name=item.path.name))
        if item.status in (FAILED, CANCELLED) and item.transcript is None:
            # nothing good to keep on view: the reason and what to do next (a failed retry keeps its last result)
            self._show_failure(item)
            self._append(item.segments)
            self._fill_speakers([])
        elif item.transcript is not None:
            self._append(item.transcript.segments)
            if not item.transcript.segments:
                self._say_nothing_heard()
            # the last good result, also while a retry waits or after it failed (its outputs are still there)
            self._fill_speakers(self._ordered(item.transcript.speakers)
                                if item.status not in RUNNING_STATES else [])
        else:
            self._append(item.segments)
            self._fill_speakers([])
        if item.status == FAILED and item.detail and item.transcript is None and item.error_kind == ErrorKind.INTERNAL:
            # Only for a bug: an empty or foreign file is said in words above, its traceback helps nobody
            cursor = self.text.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertBlock()
            heading = self.tr("Technical details (for a bug report):")
            cursor.insertHtml(f"<b>{html.escape(heading)}</b>")
            cursor.insertBlock()
            cursor.insertHtml(f'<pre style="color:#78909c">{html.escape(item.detail.rstrip())}</pre>')
        self.text.moveCursor(QTextCursor.MoveOperation.Start)

    def add_segment(self, job_id: int, segment: Segment) -> None:
        if self._item is not None and self._item.id == job_id and self._item.transcript is None:
            self._append([segment])

    def refresh(self, item: QueueItem) -> None:
        """Redraw when the shown job got its final transcript, was renamed, or was queued again."""
        if self._item is None or self._item.id != item.id:
            return
        if (item is not self._item or item.transcript is not self._shown_transcript
                or item.status != self._shown_status and (item.status in (FAILED, CANCELLED, DONE)
                                                          or self._shown_status in (FAILED, CANCELLED))):
            self.show_item(item)

    def _say_nothing_heard(self) -> None:
        """A finished job with no words (silence, music): an empty pane would look like a fault of the window."""
        message = self.tr("No speech was heard in this file, so its subtitle files have no cues.")
        self.text.setHtml(f'<p style="color:#78909c"><i>{html.escape(message)}</i></p>')

    def _show_failure(self, item: QueueItem) -> None:
        """The whole reason (the queue's Status column cuts it off), the file, and what to do next."""
        failed = item.status == FAILED
        self.title.setText((self.tr("{name} failed") if failed else self.tr("{name} was cancelled"))
                           .format(name=item.path.name))
        advice = QCoreApplication.translate("failure_help", advice_for(item.error_kind or "internal"))
        # Each text is a tr() call of its own outside the f-strings, where lupdate finds it.
        outcome = self.tr("Failed:") if failed else self.tr("Cancelled:")
        reason = item.message or self.tr("no reason was given")
        file_label, todo, partial = self.tr("File:"), self.tr("What to do:"), self.tr("Transcribed before it stopped:")
        lines = [f'<p><b style="color:{"#c62828" if failed else "inherit"}">'
                 f"{html.escape(outcome)}</b> {html.escape(reason)}</p>",
                 f"<p>{html.escape(file_label)} {html.escape(str(item.path))}</p>"]
        if failed:
            lines.append(f"<p><b>{html.escape(todo)}</b> {html.escape(advice)}</p>")
        if item.segments:
            lines.append(f"<p><b>{html.escape(partial)}</b></p>")
        self.text.setHtml("".join(lines))

    def speaker_labels(self) -> list[str]:
        items = (self.speakers.item(r, 0) for r in range(self.speakers.rowCount()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items if item is not None]

    def plain_text(self) -> str:
        return self.text.toPlainText()

    # --- drawing -----------------------------------------------------------------------------------------------
    def colour(self, speaker: str | None) -> str:
        """The speaker's colour, as the editor and the ASS track give it (a speaker first met while a job runs takes
        the next place)."""
        if speaker is None or self._item is None:
            return NO_SPEAKER
        if speaker not in self._colours:
            self._colours[speaker] = PALETTE[len(self._colours) % len(PALETTE)]
        return self._colours[speaker]

    def _append(self, segments: Iterable[Segment]) -> None:
        cursor = self.text.textCursor()
        for segment in segments:
            for speaker, start, end, words in speaker_runs(segment):
                if not words:
                    continue
                who = (f'<b style="color:{self.colour(speaker)}">{html.escape(speaker)}:</b> '
                       if speaker is not None else "")
                line = (f'<span style="color:#78909c">[{timestamp(start)} – {timestamp(end)}]</span> '
                        f'{who}<span style="color:{self.colour(speaker) if speaker else "inherit"}">'
                        f"{html.escape(words)}</span>")
                cursor.movePosition(QTextCursor.MoveOperation.End)
                if not self.text.document().isEmpty():
                    cursor.insertBlock()
                cursor.insertHtml(line)
        self.text.setTextCursor(cursor)
        self.text.ensureCursorVisible()

    def _ordered(self, labels: Iterable[str]) -> list[str]:
        assert self._item is not None
        labels = list(labels)
        known = self._order.setdefault(self._item.id, [])
        known[:] = [label for label in known if label in labels] + [label for label in labels if label not in known]
        return list(known)

    def _fill_speakers(self, labels: Iterable[str]) -> None:
        self._filling = True
        try:
            labels = list(labels)
            self.speakers.setRowCount(len(labels))
            for row, label in enumerate(labels):
                swatch = QPixmap(12, 12)
                swatch.fill(QColor(self.colour(label)))
                key = QTableWidgetItem(self.origin(label))
                key.setIcon(swatch)
                key.setData(Qt.ItemDataRole.UserRole, label)
                key.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                name = QTableWidgetItem(label)
                name.setData(Qt.ItemDataRole.UserRole, label)
                name.setToolTip(self.tr("Type a name and press Enter: every output file is rewritten"))
                self.speakers.setItem(row, 0, key)
                self.speakers.setItem(row, 1, name)
        finally:
            self._filling = False

    def _on_name_edited(self, cell: QTableWidgetItem) -> None:
        if self._filling or cell.column() != 1 or self._item is None:
            return
        label = cell.data(Qt.ItemDataRole.UserRole)
        name = cell.text().strip()
        if not name or name == label:
            return
        self._carry(self._item.id, label, name)  # before the redraw the rename triggers, so the row keeps its place
        self.renameRequested.emit(self._item.id, label, name)

    def rename_failed(self, item: QueueItem, label: str, name: str) -> None:
        """Put the table back as it was when the outputs could not be rewritten."""
        self._carry(item.id, name, label)
        if self._item is not None and self._item.id == item.id:
            self.show_item(item)

    def origin(self, label: str) -> str:
        """The label diarization gave the speaker now called `label` (the table's first column keeps it)."""
        return self._origin.get(self._item.id, {}).get(label, label) if self._item is not None else label

    def forget_names(self, job_id: int) -> None:
        """Forget which diarization label each shown name came from, and the rows' order (speakers found again
        get new labels)."""
        self._origin.pop(job_id, None)
        self._order.pop(job_id, None)

    def _carry(self, job_id: int, old: str, new: str) -> None:
        """Move a row's diarization label and place from its old name to its new one (its colour follows from its
        place in the dialogue, which a rename keeps). A name another row
        already has merges the two speakers into that row, which keeps its own (so does undoing such a merge)."""
        order = self._order.get(job_id, [])
        if old in order and new in order:
            return
        origin = self._origin.setdefault(job_id, {})
        first = origin.pop(old, old)
        if first != new:
            origin[new] = first
        if old in order:
            order[order.index(old)] = new
