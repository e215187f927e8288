"""Which Whisper models each engine can fetch by name, and from where: each engine's spec names its catalogue
(core.engines.spec); this module looks models up in them.
"""

from __future__ import annotations

from core.engines.registry import default_engine, engine_names, find_engine
from core.engines.spec import CatalogEntry


def entries(engine: str) -> list[CatalogEntry]:
    spec = find_engine(engine)
    if spec is None:
        raise ValueError(f"unknown engine {engine!r}; allowed: {', '.join(engine_names())}")
    return spec.catalogue()


def lookup(engine: str, name: str) -> CatalogEntry | None:
    return next((entry for entry in entries(engine) if entry.name == name), None)


def model_names() -> tuple[str, ...]:
    """The model names a list offers (the settings' Model field): the default engine's catalogue, in its order. The
    default engine's catalogue is a table in its module, so listing it reads no other package (openai-whisper's
    would read whisper's source, or import it in a bundle)."""
    return tuple(dict.fromkeys(entry.name for entry in entries(default_engine())))


__all__ = ["CatalogEntry", "entries", "lookup", "model_names"]
