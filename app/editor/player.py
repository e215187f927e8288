"""The editor's media player: QtMultimedia's QMediaPlayer (FFmpeg backend) drawing into a QGraphicsVideoItem, with
the current cue's text as an item over the picture.

QtMultimedia comes with PySide6-Addons and, on Linux, needs PulseAudio's client library (libpulse.so.0, there on
every desktop). Where it cannot load, the editor keeps working without sound or picture: the position is then a
playhead the person moves (clicking a cue, the waveform), and the view says why nothing plays.
"""

from __future__ import annotations

import functools
import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

from app.qt import (
    QColor,
    QFont,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QObject,
    QPainter,
    QPen,
    QRectF,
    QResizeEvent,
    Qt,
    QUrl,
    QWidget,
    Signal,
)


@functools.cache
def multimedia() -> tuple[ModuleType, ModuleType] | str:
    """(QtMultimedia, QtMultimediaWidgets), or why they cannot load here."""
    try:
        return (importlib.import_module("PySide6.QtMultimedia"), importlib.import_module("PySide6.QtMultimediaWidgets"))
    except ImportError as error:
        return str(error)


class Player(QObject):
    """Play, pause, seek; `positionChanged(ms)` whether or not a real player runs underneath."""

    positionChanged = Signal(int)
    playingChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._position = 0
        self._player: Any = None
        self._audio: Any = None
        loaded = multimedia()
        self.problem = loaded if isinstance(loaded, str) else ""
        if not isinstance(loaded, str):
            multimedia_module = loaded[0]
            self._player = multimedia_module.QMediaPlayer(self)
            # Sound only where there is a device to play it on: without one the player keeps time by the clock
            # (picture and playhead move, silently), and no sound server is waited for.
            if multimedia_module.QMediaDevices.audioOutputs():
                self._audio = multimedia_module.QAudioOutput(self)
                self._player.setAudioOutput(self._audio)
            self._player.positionChanged.connect(self._on_position)
            playing = multimedia_module.QMediaPlayer.PlaybackState.PlayingState
            self._player.playbackStateChanged.connect(lambda state: self.playingChanged.emit(state == playing))
            self._player.errorOccurred.connect(self._on_error)

    @property
    def available(self) -> bool:
        return self._player is not None and not self.problem

    def set_source(self, media: Path | None) -> None:
        """Load `media`, paused (a video then shows its picture at the playhead before anything plays)."""
        if self._player is not None and media is not None:
            self._player.setSource(QUrl.fromLocalFile(str(media)))
            self._player.pause()

    def set_video_output(self, item: Any) -> None:
        if self._player is not None:
            self._player.setVideoOutput(item)

    def position(self) -> int:
        return self._position

    def duration(self) -> int:
        """The media's length in ms as the player reads it (0 before it has loaded or without QtMultimedia)."""
        return int(self._player.duration()) if self._player is not None else 0

    def has_video(self) -> bool:
        return self._player is not None and bool(self._player.hasVideo())

    def has_audio_device(self) -> bool:
        return self._audio is not None

    def is_playing(self) -> bool:
        return self._player is not None and self._player.isPlaying()

    def play(self) -> None:
        if self.available:
            self._player.play()

    def pause(self) -> None:
        if self._player is not None:
            self._player.pause()

    def toggle(self) -> None:
        self.pause() if self.is_playing() else self.play()

    def seek(self, position_ms: int) -> None:
        position_ms = max(0, int(position_ms))
        if self.available:
            self._player.setPosition(position_ms)
        self._on_position(position_ms)

    def stop(self) -> None:
        if self._player is not None:
            self._player.stop()
            self._player.setSource(QUrl())

    def _on_position(self, position_ms: int) -> None:
        if position_ms != self._position:
            self._position = position_ms
            self.positionChanged.emit(position_ms)

    def _on_error(self, _error: Any, message: str) -> None:
        self.problem = message or self.tr("the media cannot be played")


class PictureView(QGraphicsView):
    """The video (or, for sound only, a dark frame) with the current cue's text over its lower part."""

    def __init__(self, player: Player, video: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor("#101418"))
        self.setMinimumSize(240, 135)
        scene = QGraphicsScene(self)
        self.setScene(scene)
        self.frame = QGraphicsRectItem(QRectF(0, 0, 640, 360))
        self.frame.setPen(QPen(Qt.PenStyle.NoPen))
        self.frame.setBrush(QColor("#101418"))
        scene.addItem(self.frame)
        self.video_item: Any = None
        loaded = multimedia()
        if video and not isinstance(loaded, str):
            self.video_item = loaded[1].QGraphicsVideoItem()
            self.video_item.setSize(self.frame.rect().size())
            scene.addItem(self.video_item)
            player.set_video_output(self.video_item)
        self.caption_box = QGraphicsRectItem()  # a dark band behind the text, as players draw, so any picture reads
        self.caption_box.setPen(QPen(Qt.PenStyle.NoPen))
        self.caption_box.setBrush(QColor(0, 0, 0, 170))
        self.caption_box.setZValue(1)
        scene.addItem(self.caption_box)
        self.caption = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPointSize(13)
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.setBrush(QColor("white"))
        self.caption.setPen(QPen(QColor("black"), 0.8))
        self.caption.setZValue(2)
        scene.addItem(self.caption)
        self.note = QGraphicsSimpleTextItem()
        self.note.setBrush(QColor("#b0bec5"))
        self.note.setPos(12, 12)
        scene.addItem(self.note)

    def set_caption(self, text: str, colour: str = "white") -> None:
        """The cue shown now, centred above the bottom of the picture."""
        self.caption.setText(text)
        self.caption.setBrush(QColor(colour))
        rect = self.caption.boundingRect()
        frame = self.frame.rect()
        self.caption.setPos((frame.width() - rect.width()) / 2, frame.height() - rect.height() - 18)
        self.caption_box.setRect(self.caption.sceneBoundingRect().adjusted(-8, -4, 8, 4) if text else QRectF())

    def set_note(self, text: str) -> None:
        self.note.setText(text)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fitInView(self.frame, Qt.AspectRatioMode.KeepAspectRatio)
