"""Is a cached model whole? A flipped byte or a truncated file in the cache must be found and named before an
engine trips over it with an unreadable error (or, worse, loads garbage weights).

Both caches carry what a file should hash to: huggingface_hub names each blob after the file's hash (SHA-256 for
large files, the git blob SHA-1 for small ones), and openai-whisper's URLs carry the checkpoint's SHA-256. Hashing
gigabytes on every job would cost seconds, so a file that verified once is stamped with its size and modification
time (`verified.json` in the models cache) and hashed again only when either changes; `models verify` hashes
everything regardless.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from core.integrity import BLOCK, file_sha256

STAMPS_FILE = "verified.json"
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_SHA1 = re.compile(r"^[0-9a-f]{40}$")


@dataclass(frozen=True)
class Damage:
    """One cached file that does not hash to what it should."""

    path: Path  # the name the model directory uses (a snapshot link, or the checkpoint itself)
    stored: Path  # the bytes on disk (the blob the link points to, or the same file)
    reason: str


def git_blob_sha1_of(path: Path) -> str:
    """The id git (and so the hub) gives a small file: SHA-1 over "blob <size>\\0" and the content."""
    digest = hashlib.sha1(f"blob {path.stat().st_size}\0".encode())
    with path.open("rb") as handle:
        while block := handle.read(BLOCK):
            digest.update(block)
    return digest.hexdigest()


def expected_hash(stored: Path) -> tuple[str, str] | None:
    """(kind, hash) a hub blob should have, from its name; None where the name carries no hash."""
    name = stored.name
    if _SHA256.match(name):
        return "sha256", name
    if _SHA1.match(name):
        return "git-sha1", name
    return None


class Stamps:
    """Files already verified, by resolved path, with the size and mtime they had then."""

    def __init__(self, cache_root: Path) -> None:
        self.file = cache_root / STAMPS_FILE
        try:
            self.entries: dict[str, list[int]] = json.loads(self.file.read_text())
        except (OSError, ValueError):
            self.entries = {}

    @staticmethod
    def _signature(path: Path) -> list[int]:
        stat = path.stat()
        return [stat.st_size, stat.st_mtime_ns]

    def fresh(self, path: Path) -> bool:
        return self.entries.get(str(path)) == self._signature(path)

    def mark(self, path: Path) -> None:
        self.entries[str(path)] = self._signature(path)

    def forget(self, path: Path) -> None:
        self.entries.pop(str(path), None)

    def save(self) -> None:
        """Written whole or not at all; a lost stamp only means one more hash next time."""
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            handle, temp = tempfile.mkstemp(prefix=".verified.", dir=self.file.parent)
            with os.fdopen(handle, "w") as out:
                json.dump(self.entries, out)
            os.replace(temp, self.file)
        except OSError:
            pass


def _check(path: Path, stored: Path, kind: str, expected: str, stamps: Stamps, full: bool) -> Damage | None:
    if not full and stamps.fresh(stored):
        return None
    got = file_sha256(stored) if kind == "sha256" else git_blob_sha1_of(stored)
    if got != expected:
        stamps.forget(stored)
        return Damage(path, stored, f"its {kind.upper()} is {got[:12]}…, expected {expected[:12]}…")
    stamps.mark(stored)
    return None


def check_hub_snapshot(snapshot: Path, cache_root: Path, full: bool = False) -> list[Damage]:
    """Damaged files of one hub snapshot directory (each file a link to a hash-named blob)."""
    stamps = Stamps(cache_root)
    damaged = []
    for path in sorted(snapshot.iterdir()):
        stored = path.resolve()
        if not stored.is_file():
            damaged.append(Damage(path, stored, "its data file is missing"))
            continue
        expected = expected_hash(stored)
        if expected is not None and (damage := _check(path, stored, *expected, stamps, full)):
            damaged.append(damage)
    stamps.save()
    return damaged


def check_checkpoint(path: Path, sha256: str | None, cache_root: Path, full: bool = False) -> list[Damage]:
    """An openai-whisper checkpoint against the SHA-256 its URL names (nothing to check without one)."""
    if not sha256:
        return []
    stamps = Stamps(cache_root)
    damage = _check(path, path, "sha256", sha256, stamps, full)
    stamps.save()
    return [damage] if damage else []


def remove_damaged(damaged: list[Damage]) -> None:
    """Delete the bad bytes and the names pointing at them, so the next download fetches them again."""
    for damage in damaged:
        for target in (damage.path, damage.stored):
            try:
                target.unlink()
            except FileNotFoundError:
                pass


def describe(damaged: list[Damage]) -> str:
    return "; ".join(f"{d.path.name} ({d.reason})" for d in damaged)
