"""Which Whisper models each engine can fetch by name, and from where.

faster-whisper loads CTranslate2 conversions published on the Hugging Face hub; openai-whisper loads its own
`.pt` checkpoints from OpenAI's download host, whose URLs (with the file's SHA-256 in the path) come from the
installed whisper package. Sizes are approximate download sizes in MB, shown in the GUI before a download.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ENGINES = ("faster-whisper", "openai-whisper")

# name -> (hub repo of the CTranslate2 conversion, approximate MB)
FASTER_WHISPER_REPOS: dict[str, tuple[str, int]] = {
    "tiny.en": ("Systran/faster-whisper-tiny.en", 75),
    "tiny": ("Systran/faster-whisper-tiny", 75),
    "base.en": ("Systran/faster-whisper-base.en", 145),
    "base": ("Systran/faster-whisper-base", 145),
    "small.en": ("Systran/faster-whisper-small.en", 484),
    "small": ("Systran/faster-whisper-small", 484),
    "medium.en": ("Systran/faster-whisper-medium.en", 1530),
    "medium": ("Systran/faster-whisper-medium", 1530),
    "large-v1": ("Systran/faster-whisper-large-v1", 3090),
    "large-v2": ("Systran/faster-whisper-large-v2", 3090),
    "large-v3": ("Systran/faster-whisper-large-v3", 3090),
    "large-v3-turbo": ("mobiuslabsgmbh/faster-whisper-large-v3-turbo", 1620),
    "turbo": ("mobiuslabsgmbh/faster-whisper-large-v3-turbo", 1620),
    "distil-large-v3": ("Systran/faster-distil-whisper-large-v3", 1510),
}
# The files a CTranslate2 Whisper directory needs (no READMEs, no other formats some repos carry).
FASTER_WHISPER_FILES = ["config.json", "preprocessor_config.json", "model.bin", "tokenizer.json", "vocabulary.*"]

OPENAI_SIZES_MB: dict[str, int] = {
    "tiny.en": 72, "tiny": 72, "base.en": 139, "base": 139, "small.en": 461, "small": 461,
    "medium.en": 1457, "medium": 1457, "large-v1": 2870, "large-v2": 2870, "large-v3": 2880,
    "large-v3-turbo": 1510, "turbo": 1510,
}


@dataclass(frozen=True)
class CatalogEntry:
    engine: str
    name: str
    source: str  # hub repo id (faster-whisper) or download URL (openai-whisper)
    size_mb: int
    sha256: str | None = None  # openai-whisper publishes it in the URL


def openai_urls() -> dict[str, str]:
    """openai-whisper's own table of checkpoint URLs (the package is the authority on where its weights live).

    Read from the package's source rather than by importing it: `import whisper` loads torch, which a GUI process
    listing models must not pay for. Where the source is not on disk (a frozen bundle that ships byte code only),
    the package is imported after all.
    """
    import importlib.util

    spec = importlib.util.find_spec("whisper")
    if spec is None:
        return {}
    source = _module_source(spec)
    if source is not None:
        table = _models_table(source)
        if table is not None:
            return table
    import whisper

    return dict(getattr(whisper, "_MODELS", {}))


def _module_source(spec) -> str | None:
    if spec.origin and Path(spec.origin).is_file() and spec.origin.endswith(".py"):
        return Path(spec.origin).read_text(encoding="utf-8")
    try:
        return spec.loader.get_source(spec.name) if spec.loader is not None else None
    except (ImportError, OSError):
        return None


def _models_table(source: str) -> dict[str, str] | None:
    """The literal `_MODELS = {...}` of whisper/__init__.py, or None when the source has no such assignment."""
    import ast

    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "_MODELS" for t in node.targets):
            return dict(ast.literal_eval(node.value))
    return None


def entries(engine: str) -> list[CatalogEntry]:
    if engine == "faster-whisper":
        return [CatalogEntry(engine, name, repo, mb) for name, (repo, mb) in FASTER_WHISPER_REPOS.items()]
    if engine == "openai-whisper":
        return [
            CatalogEntry(engine, name, url, OPENAI_SIZES_MB.get(name, 0), sha256=url.split("/")[-2])
            for name, url in openai_urls().items()
        ]
    raise ValueError(f"unknown engine {engine!r}; allowed: {', '.join(ENGINES)}")


def lookup(engine: str, name: str) -> CatalogEntry | None:
    return next((entry for entry in entries(engine) if entry.name == name), None)
