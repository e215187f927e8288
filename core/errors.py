"""Typed, picklable errors: each names what went wrong and the file it concerns, in one line a person can act on.

Every error carries `kind` (a stable string the GUI maps to help) and survives a process boundary because its
constructor arguments are exactly `self.args`.
"""

from __future__ import annotations


class SubtitlerError(Exception):
    """Base of every error this project raises on purpose."""

    kind = "internal"

    def __init__(self, message: str, path: str | None = None) -> None:
        super().__init__(message, path)
        self.message = message
        self.path = path

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


# --- media -------------------------------------------------------------------------------------------------------
class MediaError(SubtitlerError):
    kind = "media"


class MediaNotFoundError(MediaError):
    kind = "media-not-found"


class EmptyMediaError(MediaError):
    kind = "media-empty"


class NotMediaError(MediaError):
    kind = "media-not-media"


class CorruptMediaError(MediaError):
    kind = "media-corrupt"


class NoAudioStreamError(MediaError):
    kind = "media-no-audio"


class FFmpegNotFoundError(MediaError):
    kind = "ffmpeg-missing"


# --- models ------------------------------------------------------------------------------------------------------
class ModelError(SubtitlerError):
    kind = "model"


class ModelNotFoundError(ModelError):
    """The model is neither a known name nor an existing path, or (offline) it is not in the cache."""

    kind = "model-missing"


class ModelDownloadError(ModelError):
    kind = "model-download"


class ModelIntegrityError(ModelError):
    kind = "model-integrity"


class TokenMissingError(ModelError):
    kind = "token-missing"


# --- running -----------------------------------------------------------------------------------------------------
class OutputExistsError(SubtitlerError):
    kind = "output-exists"


class DestinationError(SubtitlerError):
    """The output folder cannot take the job's files: missing and not creatable, read-only, not ours to write, or
    full. `path` is the folder."""

    kind = "destination"


class InvalidOptionError(SubtitlerError):
    kind = "invalid-option"


class EngineError(SubtitlerError):
    kind = "engine"


class DeviceError(SubtitlerError):
    """A GPU failed at load or run; `reason` is the class platform_utils gave it (oom, driver, ...)."""

    kind = "device"
