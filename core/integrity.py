"""SHA-256 checksums of files and of whole folders, in the format `sha256sum -c` reads.

Why: an installed bundle can be damaged after the fact (an antivirus quarantines a DLL, a copy stops half way, a
disk sector goes bad), and a user then sees an import error deep inside torch. The build writes a manifest of every
file in the bundle; `--self-test` checks it first and names the files that are missing or changed. A published
download gets a `<file>.sha256` beside it, so a user can check it with the tools every OS has.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

BLOCK = 1 << 20
# Files are hashed on several threads (hashlib lets go of the GIL): reading a 5 GB bundle is bound by the disk's
# latency more than by SHA-256, and 8 reads in flight took 8.5 s where one at a time took 31 s on a VM disk.
WORKERS = 8
MANIFEST_NAME = "SHA256SUMS"
# Written by Python or the OS after the build, never part of what was shipped.
SKIPPED_DIRS = frozenset({"__pycache__"})
SKIPPED_FILES = frozenset({MANIFEST_NAME, ".DS_Store", "Thumbs.db"})


class ManifestError(ValueError):
    """A manifest that cannot be read: not sha256sum's format, or a path that leaves the folder."""


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of a file, read in 1 MiB blocks (model files are hundreds of MB)."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as handle:
        for block in iter(lambda: handle.read(BLOCK), b""):
            digest.update(block)
    return digest.hexdigest()


def checksum_line(digest: str, name: str) -> str:
    """One line of sha256sum's text format ("<hex>  <name>"); names use forward slashes on every OS."""
    if "\n" in name or "\\" in name:
        raise ManifestError(f"{name!r}: a name with a newline or backslash cannot be written in sha256sum's format")
    return f"{digest}  {name}\n"


def write_checksum_file(path: Path) -> Path:
    """`<file>.sha256` beside a download, checked with `sha256sum -c`, `shasum -a 256 -c` or certutil."""
    path = Path(path)
    target = path.with_name(path.name + ".sha256")
    _write_atomically(target, checksum_line(file_sha256(path), path.name))
    return target


def bundle_files(root: Path) -> Iterator[Path]:
    """Every regular file under `root`, sorted, without caches and the manifest itself (symlinks are skipped:
    their targets are listed where they live)."""
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS)
        for name in sorted(names):
            path = Path(folder) / name
            if name not in SKIPPED_FILES and path.is_file() and not path.is_symlink():
                yield path


def digests(paths: list[Path], workers: int = WORKERS) -> dict[Path, str]:
    """{path: SHA-256} for many files, the largest started first so the threads finish together."""
    order = sorted(paths, key=lambda path: -path.stat().st_size if path.is_file() else 0)
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        return dict(zip(order, pool.map(file_sha256, order), strict=True))


def write_manifest(root: Path, manifest: Path) -> int:
    """Write the SHA-256 of every file under `root` to `manifest` (paths relative to `root`); returns the count."""
    root = Path(root)
    files = list(bundle_files(root))
    found = digests(files)
    _write_atomically(Path(manifest), "".join(checksum_line(found[path], path.relative_to(root).as_posix())
                                              for path in files))
    return len(files)


def read_manifest(manifest: Path) -> dict[str, str]:
    """{relative path: hex digest} from a sha256sum-format file."""
    entries: dict[str, str] = {}
    for number, line in enumerate(Path(manifest).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        digest, sep, name = line.partition("  ")
        if not sep or len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
            raise ManifestError(f"{manifest}:{number}: not a sha256sum line: {line[:80]!r}")
        name = name.lstrip("*")  # sha256sum's binary-mode marker
        if name.startswith("/") or ".." in Path(name).parts:
            raise ManifestError(f"{manifest}:{number}: {name!r} points outside the folder")
        entries[name] = digest
    return entries


@dataclass(frozen=True)
class IntegrityResult:
    """What a manifest check found: files listed and present with the right content, and the ones that are not."""

    checked: int
    missing: tuple[str, ...]
    changed: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.missing and not self.changed

    def summary(self, limit: int = 5) -> str:
        if self.ok:
            return f"all {self.checked} files match"
        parts = []
        for label, names in (("missing", self.missing), ("changed", self.changed)):
            if names:
                shown = ", ".join(names[:limit]) + (f" and {len(names) - limit} more" if len(names) > limit else "")
                parts.append(f"{len(names)} {label}: {shown}")
        return f"{'; '.join(parts)} (of {self.checked} files); reinstall, and see docs/INSTALL.md about antivirus"


def verify_manifest(root: Path, manifest: Path) -> IntegrityResult:
    """Compare the files under `root` with `manifest`. Files not listed (logs, caches a user added) are ignored."""
    root = Path(root)
    entries = read_manifest(manifest)
    missing = [name for name in entries if not (root / name).is_file()]
    present = [name for name in entries if name not in set(missing)] if missing else list(entries)
    found = digests([root / name for name in present])
    changed = [name for name in present if found[root / name] != entries[name]]
    return IntegrityResult(len(entries), tuple(missing), tuple(changed))


def _write_atomically(target: Path, text: str) -> None:
    partial = target.with_name(f".{target.name}.part")
    partial.write_text(text, encoding="utf-8", newline="\n")
    os.replace(partial, target)
