"""Which Whisper models each engine can fetch by name, and from where: each engine's spec names its catalogue
(core.engines.spec); this module looks models up in them.
"""

from __future__ import annotations

from core.engines.registry import engine_names, find_engine
from core.engines.spec import CatalogEntry


def entries(engine: str) -> list[CatalogEntry]:
    spec = find_engine(engine)
    if spec is None:
        raise ValueError(f"unknown engine {engine!r}; allowed: {', '.join(engine_names())}")
    return spec.catalogue()


def lookup(engine: str, name: str) -> CatalogEntry | None:
    return next((entry for entry in entries(engine) if entry.name == name), None)


__all__ = ["CatalogEntry", "entries", "lookup"]
