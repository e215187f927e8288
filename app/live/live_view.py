"""The Live view: choose a source (a microphone or any input the system lists, or a media file played in real time),
Start, watch the level, the current caption in large type in the speaker's colour and the transcript growing beside
it; Stop saves the recording with its SRT, VTT and JSON beside it (with speakers on, their names found again over
the whole recording first; the transcript then shows the saved names), offered for "Open folder" and "Refine" (the
normal offline job on the saved recording, then the review editor).

The view runs nothing itself: Start and Stop are requests (`startRequested`, `stopRequested`) that
app.operations.live hands to a runner (app.live.live_runner, the session in a worker process), and what the session
reports comes back through the `on_*`/`show_*` slots. Its texts keep the translation context "LiveView".
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.live.caption_view import CaptionView
from app.live.level_meter import LevelMeter
from app.live.mic_source import InputDevice, input_devices
from app.live.speaker_palette import SpeakerPalette
from app.live.transcript_view import TranscriptView, timestamp
from app.qt import (
    QCloseEvent,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from core.live.types import LiveLevel, LiveSaved, LiveUpdate


class LiveState(enum.Enum):
    IDLE = "idle"  # nothing ran yet
    STARTING = "starting"  # the worker loads the model
    RUNNING = "running"
    STOPPING = "stopping"  # Stop pressed: the session finishes its last words and writes the files
    REFINING = "refining"  # the speakers are found again over the whole recording; Skip keeps the live names
    ENDED = "ended"  # the session is over (saved, or failed with what it kept); Start begins a new one


@dataclass(frozen=True, slots=True)
class LiveRequest:
    """What Start asks for: `source` is an input device or a media file played in real time; the files are written
    as `stem`.wav/.srt/.vtt/.json in `out_dir`."""

    source: InputDevice | Path
    out_dir: Path
    stem: str


def free_stem(out_dir: Path, stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`, ... where files of an earlier session already use it: a new session never
    writes over an old one's files (the worker would refuse the name)."""
    from core.live.session import SessionFiles

    candidate, n = stem, 1
    while True:
        files = SessionFiles(out_dir, candidate)
        if not any(p.exists() for p in (files.recording, files.partial, *files.captions())):
            return candidate
        n += 1
        candidate = f"{stem}-{n}"


class LiveView(QWidget):
    startRequested = Signal(object)  # LiveRequest
    stopRequested = Signal()
    openFolderRequested = Signal(object)  # Path
    refineRequested = Signal(object)  # Path of the saved recording

    def __init__(self, out_dir: Callable[[], Path], parent: QWidget | None = None,
                 list_inputs: Callable[[], list[InputDevice]] = input_devices) -> None:
        """`out_dir()` is where a session's files go (read at each Start); `list_inputs` the system's inputs."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("liveView")
        self.setWindowTitle(self.tr("Live captions"))
        self.resize(1100, 640)
        self._out_dir = out_dir
        self._list_inputs = list_inputs
        # Asked for a media file to play (tests and screenshots replace it to answer for the user).
        self.choose_media: Callable[[], Path | None] = self._ask_for_media
        self.state = LiveState.IDLE
        self.saved: tuple[Path, ...] = ()
        self.message = ""  # the last failure's sentence
        self.heard_until = 0.0
        self.refined = 0.0  # how far the refine of the speakers has come
        self.refine_note = ""  # why the live names were saved instead of refined ones
        self.speakers = SpeakerPalette()

        self.source = QComboBox(self)
        self.source.setAccessibleName(self.tr("Source"))
        self.source.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.source.setMinimumContentsLength(18)
        self.source.activated.connect(self._on_source_chosen)
        source_label = QLabel(self.tr("&Source:"), self)
        source_label.setBuddy(self.source)
        self.start_button = QPushButton(self.tr("Start"), self)
        self.start_button.setObjectName("liveStart")
        self.start_button.clicked.connect(self.toggle)
        self.meter = LevelMeter(self)
        self.clock = QLabel(timestamp(0), self)
        self.clock.setObjectName("liveClock")
        top = QHBoxLayout()
        top.addWidget(source_label)
        top.addWidget(self.source, 2)
        top.addWidget(self.start_button)
        top.addWidget(self.meter, 1)
        top.addWidget(self.clock)

        self.caption = CaptionView(self)
        self.transcript = TranscriptView(self.speakers, self)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.caption)
        self.splitter.addWidget(self.transcript)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([600, 400])
        self.splitter.setChildrenCollapsible(False)

        self.status = QLabel(self)
        self.status.setObjectName("liveStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_folder_button = QPushButton(self.tr("Open folder"), self)
        self.open_folder_button.clicked.connect(self._open_folder)
        self.refine_button = QPushButton(self.tr("Refine"), self)
        self.refine_button.setToolTip(self.tr("Transcribe the saved recording again with the full offline job and "
                                              "open it for review"))
        self.refine_button.clicked.connect(self._refine)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.open_folder_button)
        bottom.addWidget(self.refine_button)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(bottom)
        self.refresh_sources()
        self._show_state()

    # --- sources -------------------------------------------------------------------------------------------------
    def refresh_sources(self) -> None:
        """The system's inputs (default first), any media file chosen before, and "Media file…" last."""
        current = self.chosen_source()
        files = [self.source.itemData(i) for i in range(self.source.count())
                 if isinstance(self.source.itemData(i), Path)]
        self.source.clear()
        for device in self._list_inputs():
            self.source.addItem(device.name, device)
        for path in files:
            self.add_media(path, select=False)
        self.source.addItem(self.tr("Media file…"), None)
        index = next((i for i in range(self.source.count())
                      if current is not None and self.source.itemData(i) == current), 0)
        self.source.setCurrentIndex(index)

    def add_media(self, path: Path, select: bool = True) -> None:
        """Offer a media file as a source (played in real time), just above "Media file…"."""
        at = next((i for i in range(self.source.count()) if self.source.itemData(i) is None), self.source.count())
        existing = next((i for i in range(self.source.count()) if self.source.itemData(i) == path), -1)
        if existing < 0:
            self.source.insertItem(at, self.tr("File: {name}").format(name=path.name), path)
            self.source.setItemData(at, str(path), Qt.ItemDataRole.ToolTipRole)
            existing = at
        if select:
            self.source.setCurrentIndex(existing)
        self._show_state()

    def chosen_source(self) -> InputDevice | Path | None:
        data = self.source.currentData()
        return data if isinstance(data, (InputDevice, Path)) else None

    def _on_source_chosen(self, index: int) -> None:
        if self.source.itemData(index) is None:
            path = self.choose_media()
            if path is not None:
                self.add_media(path)
            else:
                self.source.setCurrentIndex(0)
        self._show_state()

    def _ask_for_media(self) -> Path | None:
        from app.media_files import name_patterns

        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Caption a media file as it plays"), "",
            self.tr("Audio and video ({patterns})").format(patterns=name_patterns()))
        return Path(chosen) if chosen else None

    # --- start and stop ------------------------------------------------------------------------------------------
    def toggle(self) -> None:
        if self.state in (LiveState.STARTING, LiveState.RUNNING, LiveState.REFINING):
            self.stop()
        elif self.state in (LiveState.IDLE, LiveState.ENDED):
            self.start()

    def start(self) -> LiveRequest | None:
        source = self.chosen_source()
        if source is None:
            return None
        out_dir = self._out_dir()
        from core.live.session import session_stem

        stem = session_stem(source if isinstance(source, Path) else None)
        request = LiveRequest(source, out_dir, free_stem(out_dir, stem))
        self.transcript.clear_words()
        self.caption.clear()
        self.speakers.clear()
        self.meter.reset()
        self.saved, self.message, self.heard_until = (), "", 0.0
        self.refined, self.refine_note = 0.0, ""
        self.state = LiveState.STARTING
        self._show_state()
        self.startRequested.emit(request)
        return request

    def stop(self) -> None:
        """Stop the session; while it refines the speakers, skip that (the live names are saved)."""
        if self.state != LiveState.REFINING:
            self.state = LiveState.STOPPING
        self._show_state()
        self.stopRequested.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Closing the view stops a running session, which still saves its files."""
        if self.state in (LiveState.STARTING, LiveState.RUNNING):
            self.stop()
        super().closeEvent(event)

    # --- what the session reports --------------------------------------------------------------------------------
    def on_started(self) -> None:
        if self.state == LiveState.STARTING:
            self.state = LiveState.RUNNING
            self._show_state()

    def show_level(self, level: LiveLevel) -> None:
        self.on_started()
        self.meter.show_level(level)
        self._show_time(level.at)

    def show_update(self, update: LiveUpdate) -> None:
        self.on_started()
        self.transcript.add(update.final, update.tentative)
        final = self.transcript.final_words
        speaker = next((w.speaker for w in reversed(final) if w.speaker is not None), None)
        self.caption.show_words(final[-40:], update.tentative, speaker or "", self.speakers.colour(speaker))
        self._show_time(update.heard_until)

    def on_refining(self, fraction: float) -> None:
        if self.state in (LiveState.STOPPING, LiveState.REFINING):
            self.state, self.refined = LiveState.REFINING, fraction
            self._show_state()

    def on_saved(self, saved: LiveSaved) -> None:
        self.saved = tuple(Path(p) for p in saved.paths)
        self.refine_note = saved.refine_failed
        if saved.refined and saved.words:  # the names the files hold replace the live ones
            self.transcript.clear_words()
            self.transcript.add(saved.words, ())
            speaker = next((w.speaker for w in reversed(saved.words) if w.speaker is not None), None)
            self.caption.show_words(list(saved.words[-40:]), (), speaker or "", self.speakers.colour(speaker))
        self._show_state()

    def on_failed(self, sentence: str) -> None:
        self.message = sentence
        self._show_state()

    def on_ended(self) -> None:
        self.state = LiveState.ENDED
        self.meter.reset()
        self._show_state()

    # --- showing -------------------------------------------------------------------------------------------------
    @property
    def recording(self) -> Path | None:
        """The saved audio (the first file a session saves)."""
        return self.saved[0] if self.saved else None

    def _show_time(self, seconds: float) -> None:
        if seconds > self.heard_until:
            self.heard_until = seconds
            self.clock.setText(timestamp(seconds))

    def _show_state(self) -> None:
        state = self.state
        busy = state in (LiveState.STARTING, LiveState.RUNNING, LiveState.STOPPING, LiveState.REFINING)
        if state == LiveState.REFINING:
            self.start_button.setText(self.tr("Skip"))
            self.start_button.setToolTip(self.tr("Save the speaker names given live"))
        else:
            self.start_button.setText(self.tr("Stop") if busy else self.tr("Start"))
            self.start_button.setToolTip("")
        self.start_button.setEnabled(state != LiveState.STOPPING and (busy or self.chosen_source() is not None))
        self.source.setEnabled(not busy)
        self.open_folder_button.setVisible(bool(self.saved))
        self.refine_button.setVisible(self.recording is not None)
        self.refine_button.setEnabled(not busy)
        self.status.setStyleSheet("color: #c62828" if self.message else "")
        self.status.setText(self._status_text())

    def _status_text(self) -> str:
        lines = [self.message] if self.message else []
        if self.state == LiveState.STARTING:
            lines.append(self.tr("Starting: loading the model…"))
        elif self.state == LiveState.RUNNING:
            lines.append(self.tr("Captioning. Stop saves the recording and its subtitles."))
        elif self.state == LiveState.STOPPING:
            lines.append(self.tr("Finishing the last words and saving…"))
        elif self.state == LiveState.REFINING:
            lines.append(self.tr("Refining speakers over the whole recording… {percent}% (Skip saves the names "
                                 "given live)").format(percent=round(100 * self.refined)))
        elif self.saved:
            if self.refine_note:
                lines.append(self.tr("The speaker names given live are saved: {reason}").format(
                    reason=self.refine_note))
            lines.append(self.tr("Saved {files} in {folder}").format(
                files=", ".join(p.name for p in self.saved), folder=str(self.saved[0].parent)))
        elif self.state == LiveState.ENDED:
            lines.append(self.tr("Nothing was saved."))
        elif self.chosen_source() is None:
            lines.append(self.tr("No input was found: choose a media file to caption it as it plays."))
        else:
            lines.append(self.tr("Choose a source and press Start."))
        return "\n".join(lines)

    def _open_folder(self) -> None:
        if self.saved:
            self.openFolderRequested.emit(self.saved[0].parent)

    def _refine(self) -> None:
        if self.recording is not None:
            self.refineRequested.emit(self.recording)
