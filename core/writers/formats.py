"""The output formats, in one registry: each writer module declares its formats (a name, which is also the file
extension, and a renderer: text in, text out, as in pysubs2) and core.writers registers them.

Why a registry read at the moment of use: JobSpec's validation, the CLI's `--format` and the settings panel's
check boxes all list what is registered when they ask, so a format added later (by a plug-in, or a test) shows up
in every one of them without touching them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from core.errors import InvalidOptionError
from core.writers.document import Document

Renderer = Callable[[Document], str]
DEFAULT_FORMAT = "srt"  # what a job writes when nobody chose
DEFAULT_BYTES_PER_SECOND = 100  # the free-space check's size of a format that declares none


@dataclass(frozen=True)
class OutputFormat:
    name: str  # lower case; also the file extension
    render: Renderer
    # what the format takes per second of audio, generously (the free-space check before the work, FAULTS.md)
    bytes_per_second: int = DEFAULT_BYTES_PER_SECOND


_REGISTRY: dict[str, OutputFormat] = {}


def register(fmt: OutputFormat) -> None:
    """Add `fmt` after the formats registered before it (the order lists show them in)."""
    if fmt.name != fmt.name.lower() or not fmt.name.isalnum():
        raise ValueError(f"a format name is lower-case letters and digits (its file extension), got {fmt.name!r}")
    if fmt.name in _REGISTRY:
        raise ValueError(f"format {fmt.name!r} is already registered")
    _REGISTRY[fmt.name] = fmt


def unregister(name: str) -> None:
    _REGISTRY.pop(name, None)


def format_names() -> tuple[str, ...]:
    """Every registered format, in registration order."""
    return tuple(_REGISTRY)


def renderer(name: str) -> Renderer:
    return _REGISTRY[name].render


def bytes_per_second(name: str) -> int:
    """The size per audio second the format `name` declares (the default for one not registered)."""
    fmt = _REGISTRY.get(name)
    return fmt.bytes_per_second if fmt is not None else DEFAULT_BYTES_PER_SECOND


def check_formats(formats: Sequence[str]) -> tuple[str, ...]:
    """`formats` as given when every one is registered and there is at least one; else InvalidOptionError naming
    the allowed ones (the one check JobSpec, the CLI and the writers share)."""
    unknown = [f for f in formats if f not in _REGISTRY]
    if unknown or not formats:
        raise InvalidOptionError(
            f"unknown format(s) {', '.join(unknown) or '(none)'}; allowed: {', '.join(format_names())}")
    return tuple(formats)
