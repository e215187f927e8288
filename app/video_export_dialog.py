"""Export video: a finished job's subtitles put into its video, as a track or burned into the picture.

The export runs in a worker process (core.runner, target core.video_export:run_export), like a transcription: the
window stays responsive through a long re-encode, and Cancel kills the worker and ffmpeg with it, then removes the
half-written file.
"""

from __future__ import annotations

from pathlib import Path

from app.qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QTimer,
    QVBoxLayout,
    QWidget,
)
from core.events import Progress
from core.runner import JobDone, JobFailed, JobHandle, WorkerDied, start_job
from core.video_export import VideoExport, burn_in_problem, default_output, discard_partial

POLL_MS = 100


class VideoExportDialog(QDialog):
    """Mode, container and file name, then Export with a progress bar; Cancel stops a running export."""

    def __init__(self, media: Path, transcript: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("videoExportDialog")
        self.setWindowTitle(self.tr("Export video"))
        self.media, self.transcript = Path(media), Path(transcript)
        self.handle: JobHandle | None = None
        self.target: Path | None = None  # the file the running export writes
        self.written: Path | None = None
        self._output_edited = False

        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Put the subtitles of {name} into a copy of the video.").format(name=self.media.name),
                       self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.soft = QRadioButton(self.tr("Subtitle track (the picture is copied; viewers can switch it off)"), self)
        self.burn = QRadioButton(self.tr("Burned into the picture, in the speakers' colours (re-encodes)"), self)
        self.soft.setChecked(True)
        self.burn_problem = burn_in_problem()  # asked once: it runs the ffmpeg program to list its filters
        if self.burn_problem:
            self.burn.setEnabled(False)
            self.burn.setToolTip(self.burn_problem)
        modes = QVBoxLayout()
        modes.addWidget(self.soft)
        modes.addWidget(self.burn)
        form.addRow(self.tr("Subtitles:"), modes)
        self.container = QComboBox(self)
        self.container.addItem(self.tr("MKV (keeps the speakers' styles)"), ".mkv")
        self.container.addItem(self.tr("MP4 (plays almost everywhere)"), ".mp4")
        form.addRow(self.tr("Container:"), self.container)
        row = QHBoxLayout()
        self.output = QLineEdit(self)
        self.output.setObjectName("exportOutput")
        self.output.textEdited.connect(lambda _text: setattr(self, "_output_edited", True))
        browse = QPushButton(self.tr("Browse…"), self)
        browse.clicked.connect(self.choose_output)
        row.addWidget(self.output, 1)
        row.addWidget(browse)
        form.addRow(self.tr("Save as:"), row)
        layout.addLayout(form)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.progress.setValue(0)
        layout.addWidget(self.progress)
        self.status = QLabel("", self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox(self)
        self.export_button = self.buttons.addButton(self.tr("Export"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.export_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel_or_close)
        layout.addWidget(self.buttons)

        for signal in (self.soft.toggled, self.container.currentIndexChanged):
            signal.connect(lambda *_: self._suggest_output())
            signal.connect(lambda *_: self._forget_last_export())
        self.output.textEdited.connect(lambda _text: self._forget_last_export())
        self._suggest_output()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.resize(560, self.sizeHint().height())

    # --- choices ---------------------------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return "soft" if self.soft.isChecked() else "burn"

    def _suggest_output(self) -> None:
        """The default name follows the choices until the person types or picks one."""
        suffix = str(self.container.currentData())
        if self._output_edited and self.output.text():
            self.output.setText(str(Path(self.output.text()).with_suffix(suffix)))
            return
        self.output.setText(str(default_output(self.media, self.mode, suffix)))

    def _forget_last_export(self) -> None:
        """Another choice is another export: the last one's "Saved ..." and full bar would read as this one's."""
        if self.handle is None:
            self.progress.setValue(0)
            self.status.setText("")

    def choose_output(self) -> None:
        suffix = str(self.container.currentData())
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the video as"), self.output.text(),
                                              self.tr("Video (*{suffix})").format(suffix=suffix))
        if path:
            self._output_edited = True
            self.output.setText(str(Path(path).with_suffix(suffix)))
            self._forget_last_export()

    def request(self, overwrite: bool = False) -> VideoExport:
        return VideoExport(self.media, self.transcript, Path(self.output.text()), self.mode, overwrite=overwrite)

    def confirm_overwrite(self, path: Path) -> bool:
        """Ask before a file is replaced (tests replace this method to answer for the user)."""
        answer = QMessageBox.question(self, self.tr("Replace the file?"),
                                      self.tr("{name} exists. Replace it?").format(name=path.name))
        return answer == QMessageBox.StandardButton.Yes

    # --- running ---------------------------------------------------------------------------------------------
    def start(self) -> None:
        target = Path(self.output.text())
        overwrite = target.exists()
        if overwrite and not self.confirm_overwrite(target):
            return
        self.written = None
        self.progress.setValue(0)
        self.status.setText(self.tr("Exporting…"))
        self._set_running(True)
        self.target = target
        self.handle = start_job(self.request(overwrite), target="core.video_export:run_export")
        self.timer.start()

    def poll(self) -> None:
        if self.handle is None:
            return
        for event in self.handle.read_events():
            if isinstance(event, Progress):
                self.progress.setValue(round(event.fraction * 1000))
            elif isinstance(event, JobDone):
                self.written = Path(str(event.result))
                self.progress.setValue(1000)
                self.status.setText(self.tr("Saved {path}").format(path=self.written))
                self._finish()
            elif isinstance(event, JobFailed):
                self.status.setText(self.tr("Export failed: {error}").format(error=event.message))
                self._finish()
            elif isinstance(event, WorkerDied):
                self.status.setText(self.tr("Export failed: {error}").format(error=event.reason))
                self._discard()
                self._finish()

    def cancel_or_close(self) -> None:
        if self.handle is None:
            self.reject()
            return
        self.handle.kill()
        self._discard()
        self.progress.setValue(0)
        self.status.setText(self.tr("Export cancelled; nothing was written."))
        self._finish()

    def _discard(self) -> None:
        if self.target is not None:
            discard_partial(self.target)

    def _finish(self) -> None:
        self.timer.stop()
        self.handle = None
        self._set_running(False)

    def _set_running(self, running: bool) -> None:
        for widget in (self.soft, self.container, self.output, self.export_button):
            widget.setEnabled(not running)
        self.burn.setEnabled(not running and not self.burn_problem)
        self.cancel_button.setText(self.tr("Cancel") if running else self.tr("Close"))

    def reject(self) -> None:
        """Closing the window while an export runs cancels it: no worker outlives the dialog."""
        if self.handle is not None:
            self.cancel_or_close()
        super().reject()
