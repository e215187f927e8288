"""Checking one gpu_backend or use_cuda value, wherever it comes from.

Its own module because both the preference resolver (which reads the settings file) and the settings file (which
checks values before saving them) need it: kept in either, the two would import each other.
"""

from __future__ import annotations

from typing import Any

from platform_utils.facts import BACKENDS

_TRUE = ("1", "true", "yes")
_FALSE = ("0", "false", "no")


class PreferenceError(ValueError):
    """A gpu_backend or use_cuda value that is not one of the allowed ones; the message names them."""


def parse_backend(value: Any, where: str) -> str:
    text = str(value).strip().lower()
    if text not in BACKENDS:
        raise PreferenceError(f"{where}: unknown gpu_backend {value!r}; allowed: {', '.join(BACKENDS)}")
    return text


def parse_use_cuda(value: Any, where: str) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise PreferenceError(f"{where}: use_cuda must be one of {', '.join(_TRUE + _FALSE)}, got {value!r}")
