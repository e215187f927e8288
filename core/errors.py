"""Typed, picklable errors: each names what went wrong and the file it concerns, in one line a person can act on.

Every error carries `kind` (a stable string the GUI maps to help, the CLI to a flag to type) and survives a process
boundary because its constructor arguments are exactly `self.args`. Where one kind has two remedies, the error says
which in a flag of its own (`OutputExistsError.replaceable`, `ModelNotFoundError.needs_download`,
`DestinationError.full`), set where it is raised, so no front end reads its words to tell.
"""

from __future__ import annotations

from platform_utils.strenum import StrEnum


class ErrorKind(StrEnum):
    """Every kind a failed job can report: one per error class below (a family's general kind first), and the ones
    the runner and the window give failures that are not ours."""

    MEDIA = "media"
    MEDIA_NOT_FOUND = "media-not-found"
    MEDIA_EMPTY = "media-empty"
    MEDIA_NOT_MEDIA = "media-not-media"
    MEDIA_CORRUPT = "media-corrupt"
    MEDIA_NO_AUDIO = "media-no-audio"
    FFMPEG_MISSING = "ffmpeg-missing"
    MODEL = "model"
    MODEL_MISSING = "model-missing"
    MODEL_DOWNLOAD = "model-download"
    MODEL_INTEGRITY = "model-integrity"
    TOKEN_MISSING = "token-missing"
    OUTPUT_EXISTS = "output-exists"
    DESTINATION = "destination"
    INVALID_OPTION = "invalid-option"
    CLUSTER_MISSING = "cluster-missing"  # the batch command without the cluster extra (core.batch)
    ENGINE = "engine"
    DEVICE = "device"
    EXPORT = "export"  # a video export (core.video_export) the media or FFmpeg refused
    SOURCE_LOST = "source-lost"  # a live source (a microphone) stopped mid-session (core.live.sources)
    SOURCE_SILENT = "source-silent"  # a live source gave no audio at all within its wait
    OUT_OF_MEMORY = "out-of-memory"  # a MemoryError in the worker (core.runner)
    WORKER_DIED = "worker-died"  # the worker ended without reporting (core.runner.WorkerDied)
    INTERNAL = "internal"  # anything else: a bug


class SubtitlerError(Exception):
    """Base of every error this project raises on purpose."""

    kind: ErrorKind = ErrorKind.INTERNAL

    def __init__(self, message: str, path: str | None = None) -> None:
        super().__init__(message, path)
        self.message = message
        self.path = path

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


# --- media -------------------------------------------------------------------------------------------------------
class MediaError(SubtitlerError):
    kind = ErrorKind.MEDIA


class MediaNotFoundError(MediaError):
    kind = ErrorKind.MEDIA_NOT_FOUND


class EmptyMediaError(MediaError):
    kind = ErrorKind.MEDIA_EMPTY


class NotMediaError(MediaError):
    kind = ErrorKind.MEDIA_NOT_MEDIA


class CorruptMediaError(MediaError):
    kind = ErrorKind.MEDIA_CORRUPT


class NoAudioStreamError(MediaError):
    kind = ErrorKind.MEDIA_NO_AUDIO


class FFmpegNotFoundError(MediaError):
    kind = ErrorKind.FFMPEG_MISSING


# --- models ------------------------------------------------------------------------------------------------------
class ModelError(SubtitlerError):
    kind = ErrorKind.MODEL


class ModelNotFoundError(ModelError):
    """The model is neither a known name nor an existing path, or (offline) it is not in the cache. `needs_download`:
    a known model that a download would fetch (offline mode kept it from being fetched)."""

    kind = ErrorKind.MODEL_MISSING

    def __init__(self, message: str, path: str | None = None, needs_download: bool = False) -> None:
        super().__init__(message, path)
        self.args = (message, path, needs_download)
        self.needs_download = needs_download


class ModelDownloadError(ModelError):
    kind = ErrorKind.MODEL_DOWNLOAD


class ModelIntegrityError(ModelError):
    kind = ErrorKind.MODEL_INTEGRITY


class TokenMissingError(ModelError):
    kind = ErrorKind.TOKEN_MISSING


# --- running -----------------------------------------------------------------------------------------------------
class OutputExistsError(SubtitlerError):
    """A file the job would write is there. `replaceable`: a file a job may replace (on request); False for a folder
    or other non-file in the way, which has to be moved first."""

    kind = ErrorKind.OUTPUT_EXISTS

    def __init__(self, message: str, path: str | None = None, replaceable: bool = True) -> None:
        super().__init__(message, path)
        self.args = (message, path, replaceable)
        self.replaceable = replaceable


class DestinationError(SubtitlerError):
    """The output folder cannot take the job's files: missing and not creatable, read-only, not ours to write, or
    full. `path` is the folder; `full`: the disk is full or the quota used up (freeing space would do)."""

    kind = ErrorKind.DESTINATION

    def __init__(self, message: str, path: str | None = None, full: bool = False) -> None:
        super().__init__(message, path)
        self.args = (message, path, full)
        self.full = full


class InvalidOptionError(SubtitlerError):
    kind = ErrorKind.INVALID_OPTION


class EngineError(SubtitlerError):
    kind = ErrorKind.ENGINE


class DeviceError(SubtitlerError):
    """A GPU failed at load or run; `reason` is the class platform_utils gave it (oom, driver, ...)."""

    kind = ErrorKind.DEVICE


class VideoExportError(SubtitlerError):
    """A video with subtitles could not be made: the container refuses a stream, FFmpeg failed, or burning in needs
    an ffmpeg program that is not there. `path` is the media file."""

    kind = ErrorKind.EXPORT


class SourceLostError(SubtitlerError):
    """A live source stopped sending audio mid-session: a microphone unplugged, its driver gone, the feeding process
    dead. Raised after every sample it gave was handed on, so what was recorded is kept. `path`: the source, in
    words."""

    kind = ErrorKind.SOURCE_LOST


class SourceSilentError(SourceLostError):
    """A live source gave no audio at all within its wait: a microphone that never started, a file with no
    samples."""

    kind = ErrorKind.SOURCE_SILENT
