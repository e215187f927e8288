"""From SOURCE... to the files of a batch and the path each one's outputs get under DEST.

A folder or prefix contributes the media files under it, each keeping its path relative to that folder (so
`shows/s01/e01.mp4` gives `DEST/s01/e01.srt`); a list file (.txt/.lst/.list) one entry a line; a media file
itself. Two inputs whose outputs would have the same name (`a.wav` beside `a.mp4`) cannot both be written: the
first in sorted order keeps the name, the other is reported as a clash instead of overwriting it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath

from core.batch import storage
from core.batch.arguments import STATE_DIR
from core.errors import InvalidOptionError
from core.media import MEDIA_EXTENSIONS

LIST_SUFFIXES = (".txt", ".lst", ".list")


@dataclass(frozen=True, slots=True)
class BatchInput:
    """One file to process. `key` is its outputs' path under DEST without the extension (posix separators)."""

    uri: str
    key: str
    size: int
    fingerprint: str

    @property
    def stem(self) -> str:
        return PurePosixPath(self.key).name


@dataclass(frozen=True, slots=True)
class Listing:
    inputs: tuple[BatchInput, ...]
    clashes: tuple[tuple[BatchInput, str], ...]  # (input, why it is not processed)


def _is_media(name: str) -> bool:
    return PurePosixPath(name).suffix.lower() in MEDIA_EXTENSIONS


def _key(relative: str) -> str:
    path = PurePosixPath(relative)
    return str(path.with_suffix("")) if path.suffix else str(path)


def _one_file(uri: str) -> BatchInput:
    found = storage.stat(uri)
    name = PurePosixPath(uri.replace("\\", "/")).name
    if found is None:  # still listed: decoding reports "file not found" in the manifest
        return BatchInput(storage.normalise(uri), _key(name), 0, "missing")
    return BatchInput(found.uri, _key(name), found.size, found.fingerprint)


def _list_file(uri: str) -> list[BatchInput]:
    data = storage.read_bytes(uri)
    if data is None:
        raise InvalidOptionError("list file not found", uri)
    base = uri.rsplit("/", 1)[0] if storage.is_remote(uri) else str(storage.local_path(uri).parent)
    entries = []
    for line in data.decode("utf-8-sig", "surrogateescape").splitlines():  # a name may be any bytes
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        absolute = storage.is_remote(line) or PurePosixPath(line).is_absolute() or line[1:3] in (":\\", ":/")
        entries.append(_one_file(line if absolute else storage.join(base, line)))
    return entries


def _folder(uri: str) -> list[BatchInput]:
    return [BatchInput(found.uri, _key(rel), found.size, found.fingerprint)
            for rel, _uri, found in storage.walk_files(uri)
            if _is_media(rel) and STATE_DIR not in PurePosixPath(rel).parts]


def list_inputs(sources: list[str]) -> Listing:
    """Every input of the sources, in a stable order, with clashing output names set apart."""
    found: list[BatchInput] = []
    for source in sources:
        if storage.is_dir(source):
            found.extend(_folder(source))
        elif PurePosixPath(source).suffix.lower() in LIST_SUFFIXES:
            found.extend(_list_file(source))
        else:
            found.append(_one_file(source))
    seen_uris: set[str] = set()
    owners: dict[str, BatchInput] = {}
    inputs: list[BatchInput] = []
    clashes: list[tuple[BatchInput, str]] = []
    for item in sorted(found, key=lambda i: (i.key, i.uri)):
        if item.uri in seen_uris:
            continue
        seen_uris.add(item.uri)
        owner = owners.setdefault(item.key, item)
        if owner is item:
            inputs.append(item)
        else:
            clashes.append((item, f"its outputs would have the same names as those of {owner.uri}"))
    return Listing(tuple(inputs), tuple(clashes))
