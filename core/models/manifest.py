"""A manifest for the model folders the app builds (`models prepare-offline`, the bundles): every file's size and
SHA-256, written when the folder is made, so a file cut short or overwritten later (1 MB of random bytes in the
weights loads fine and decodes `))))`) is named before a job uses it.

Sizes are compared on every job (a stat per file); a file is hashed once and stamped with its size and modification
time (core.models.integrity.Stamps, in the models cache) and hashed again only when either changes. Folders without a
manifest (a user's own, Hugging Face snapshots, which the cache checks by their blob names) are left to
core.models.folder_check's structural checks.
"""

from __future__ import annotations

import json
from pathlib import Path

from core.integrity import file_sha256
from core.models.integrity import Stamps

MANIFEST = "manifest.json"


def write_manifest(folder: Path) -> Path:
    """Record the size and SHA-256 of every file in `folder` (the manifest itself aside)."""
    files = {item.name: {"size": item.stat().st_size, "sha256": file_sha256(item)}
             for item in sorted(folder.iterdir()) if item.is_file() and item.name != MANIFEST}
    target = folder / MANIFEST
    target.write_text(json.dumps({"files": files}, indent=1) + "\n", encoding="utf-8")
    return target


def manifest_problem(folder: Path, stamps_root: Path | None) -> str | None:
    """What the folder's manifest says is wrong (a file missing, of another size, or hashing to something else), or
    None, also where there is no manifest. `stamps_root`: where hash stamps are kept (None: sizes only)."""
    try:
        listed = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))["files"]
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as error:
        return f"its {MANIFEST} cannot be read ({error})"
    for name, expected in listed.items():
        path = folder / name
        if not path.is_file():
            return f"{name} is missing"
        size = path.stat().st_size
        if size != expected["size"]:
            return f"{name} is {size} bytes, where {expected['size']} were written"
    if stamps_root is None:
        return None
    stamps = Stamps(stamps_root)
    try:
        for name, expected in listed.items():
            path = (folder / name).resolve()
            if stamps.fresh(path):
                continue
            if file_sha256(path) != expected["sha256"]:
                stamps.forget(path)
                return f"{name} does not hash to what was written (its bytes were changed)"
            stamps.mark(path)
    finally:
        stamps.save()
    return None
