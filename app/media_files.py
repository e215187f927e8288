"""What a drop or an "Add folder..." brings in: supported media to queue, everything else with the reason it was
skipped. No Qt here, so it is tested on plain paths."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Skipped:
    path: Path
    reason: str


@dataclass(frozen=True, slots=True)
class Collected:
    media: tuple[Path, ...]
    skipped: tuple[Skipped, ...]


def supported_extensions() -> frozenset[str]:
    # Imported on first use: core.media pulls in numpy, which the window does not need before its first drop.
    from core.media import MEDIA_EXTENSIONS

    return MEDIA_EXTENSIONS


def name_patterns() -> str:
    """The supported extensions as file-dialog patterns ("*.mp3 *.MP3 ..."): both cases, because a dialog may match
    names case-sensitively while collect_media does not."""
    suffixes = sorted(supported_extensions())
    return " ".join(f"*{suffix} *{suffix.upper()}" for suffix in suffixes)


def collect_media(paths: Iterable[str | Path]) -> Collected:
    """Files are taken when their extension is supported; folders are searched recursively (hidden entries are
    ignored). Every other path ends up in `skipped` with a reason a person can act on. Duplicates are dropped."""
    extensions = supported_extensions()
    media: dict[Path, None] = {}
    skipped: list[Skipped] = []

    def consider(path: Path) -> None:
        if path.suffix.lower() in extensions:
            media.setdefault(path.resolve(), None)
        else:
            kind = path.suffix.lower() or "no extension"
            skipped.append(Skipped(path, f"not a supported audio or video type ({kind})"))

    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(
                p for p in path.rglob("*")
                if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
            before = len(media)
            for file in found:
                consider(file)
            if len(media) == before and not found:
                skipped.append(Skipped(path, "the folder contains no files"))
        elif path.is_file():
            consider(path)
        elif path.exists():
            skipped.append(Skipped(path, "not a regular file"))
        else:
            skipped.append(Skipped(path, "does not exist"))
    return Collected(tuple(media), tuple(skipped))


def existing_outputs(directory: Path, stem: str, formats: Iterable[str]) -> list[Path]:
    return [directory / f"{stem}.{fmt}" for fmt in formats if (directory / f"{stem}.{fmt}").exists()]
