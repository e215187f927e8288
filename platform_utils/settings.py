"""The CLI's settings file: JSON in the platform's user config folder, with the keys `gpu_backend` and `use_cuda`
(the GUI keeps the same keys in QSettings). Other keys are kept as they are, so one file can serve more parts."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from platform_utils.preference_values import PreferenceError, parse_backend, parse_use_cuda

APP_NAME = "whisper-subtitler"
FILE_NAME = "settings.json"


class SettingsError(PreferenceError):
    """The settings file exists but cannot be read as a JSON object."""


def settings_path() -> Path:
    """WHISPER_SUBTITLER_SETTINGS names another file (portable installs, tests); else the user config folder."""
    override = os.environ.get("WHISPER_SUBTITLER_SETTINGS", "").strip()
    if override:
        return Path(override).expanduser()
    from platformdirs import user_config_path

    return user_config_path(APP_NAME, appauthor=False) / FILE_NAME


def load_settings(path: str | Path | None = None) -> dict[str, Any]:
    """The file's keys; {} when there is no file yet."""
    target = Path(path) if path is not None else settings_path()
    try:
        text = target.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as error:
        raise SettingsError(f"{target}: cannot read the settings file: {error.strerror or error}") from error
    try:
        data = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError as error:
        raise SettingsError(f"{target}: not valid JSON (line {error.lineno}): {error.msg}") from error
    if not isinstance(data, dict):
        raise SettingsError(f"{target}: expected a JSON object, found {type(data).__name__}")
    return data


def save_settings(changes: Mapping[str, Any], path: str | Path | None = None) -> Path:
    """Merge `changes` into the file (None deletes a key) and write it atomically; values are checked first."""
    target = Path(path) if path is not None else settings_path()
    if changes.get("gpu_backend") is not None:
        parse_backend(changes["gpu_backend"], "gpu_backend")
    if changes.get("use_cuda") is not None:
        changes = {**changes, "use_cuda": parse_use_cuda(changes["use_cuda"], "use_cuda")}
    data = load_settings(target)
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=2, sort_keys=True)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
