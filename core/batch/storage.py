"""Local folders and object stores behind one small interface, through fsspec (s3://, gs://, az://, file paths).

Writes are atomic on both: a local file is written beside its target and renamed into place (core.writers.atomic);
an object is written with one PUT (a multipart upload too becomes visible only when complete), so a reader never
sees half a file. Credentials and endpoints come from the usual environment (AWS_ENDPOINT_URL, AWS_PROFILE, ...).
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from core.writers.atomic import publish


def is_remote(uri: str) -> bool:
    """True for a URI with a scheme other than file:// (a Windows drive letter is not a scheme)."""
    scheme, sep, _ = uri.partition("://")
    return bool(sep) and len(scheme) > 1 and scheme != "file"


def local_path(uri: str) -> Path:
    return Path(uri[len("file://"):] if uri.startswith("file://") else uri).expanduser().absolute()


def normalise(uri: str) -> str:
    """One spelling per place: absolute local paths, remote URIs without a trailing slash."""
    return uri.rstrip("/") if is_remote(uri) else str(local_path(uri))


def join(base: str, relative: str) -> str:
    if is_remote(base):
        return base.rstrip("/") + "/" + relative.lstrip("/")
    return str(local_path(base) / relative)


def filesystem(uri: str) -> tuple[Any, str]:
    """(fsspec filesystem, path inside it) for a remote URI."""
    import fsspec

    return fsspec.core.url_to_fs(uri)


def _remote_uri(fs: Any, path: str) -> str:
    protocol = fs.protocol[0] if isinstance(fs.protocol, (tuple, list)) else fs.protocol
    return f"{protocol}://{path}"


@dataclass(frozen=True, slots=True)
class FileStat:
    """A file found while listing: enough to tell on a later run whether it changed, without reading it."""

    uri: str
    size: int
    fingerprint: str


def _fingerprint(info: dict[str, Any], size: int) -> str:
    """Size plus modification time, and the ETag where the store gives one: touching a file changes it."""
    parts = [f"size={size}"]
    for key in ("mtime", "LastModified", "last_modified", "updated", "ETag", "etag", "md5Hash"):
        if info.get(key) is not None:
            value = info[key]
            parts.append(f"{key}={value.isoformat() if hasattr(value, 'isoformat') else value}")
    return ";".join(parts)


def stat(uri: str) -> FileStat | None:
    """The file at `uri`, or None when nothing is there."""
    if is_remote(uri):
        fs, path = filesystem(uri)
        try:
            info = fs.info(path)
        except FileNotFoundError:
            return None
        if info.get("type") == "directory":
            return None
        size = int(info.get("size") or 0)
        return FileStat(_remote_uri(fs, path), size, _fingerprint(info, size))
    local = local_path(uri)
    try:
        st = local.stat()
    except OSError:
        return None
    return FileStat(str(local), st.st_size, f"size={st.st_size};mtime_ns={st.st_mtime_ns}")


def is_dir(uri: str) -> bool:
    if is_remote(uri):
        fs, path = filesystem(uri)
        return bool(fs.isdir(path))
    return local_path(uri).is_dir()


def walk_files(uri: str) -> list[tuple[str, str, FileStat]]:
    """(relative posix path, uri, stat) of every file under the folder or prefix `uri`, sorted by path."""
    found: list[tuple[str, str, FileStat]] = []
    if is_remote(uri):
        fs, root = filesystem(uri)
        root = root.rstrip("/")
        for path, info in sorted(fs.find(root, detail=True).items()):
            if info.get("type") == "directory":
                continue
            size = int(info.get("size") or 0)
            rel = path[len(root):].lstrip("/")
            found.append((rel, _remote_uri(fs, path), FileStat(_remote_uri(fs, path), size, _fingerprint(info, size))))
        return found
    root_path = local_path(uri)
    for path in sorted(p for p in root_path.rglob("*") if p.is_file()):
        st = path.stat()
        found.append((path.relative_to(root_path).as_posix(), str(path),
                      FileStat(str(path), st.st_size, f"size={st.st_size};mtime_ns={st.st_mtime_ns}")))
    return found


def read_bytes(uri: str) -> bytes | None:
    """The file's bytes, or None when it does not exist."""
    try:
        if is_remote(uri):
            fs, path = filesystem(uri)
            return fs.cat_file(path)
        return local_path(uri).read_bytes()
    except FileNotFoundError:
        return None


def list_names(uri: str) -> list[str]:
    """Names directly inside a folder or prefix (none when it does not exist)."""
    try:
        if is_remote(uri):
            fs, path = filesystem(uri)
            return sorted(PurePosixPath(p.rstrip("/")).name for p in fs.ls(path, detail=False))
        return sorted(p.name for p in local_path(uri).iterdir())
    except FileNotFoundError:
        return []


def write_bytes(uri: str, data: bytes) -> None:
    """Atomically create or replace one file (parents made as needed)."""
    if is_remote(uri):
        fs, path = filesystem(uri)
        fs.pipe_file(path, data)
        return
    target = local_path(uri)
    target.parent.mkdir(parents=True, exist_ok=True)
    publish([(target, lambda: data)])


def place(local_file: Path, uri: str) -> None:
    """Move a finished local file to `uri`: a rename on the same filesystem (atomic; the staging folder is on the
    destination's filesystem for that), one upload to an object store."""
    if is_remote(uri):
        fs, path = filesystem(uri)
        fs.put_file(str(local_file), path)
        local_file.unlink(missing_ok=True)
        return
    target = local_path(uri)
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(local_file, target)


def fetch(uri: str, folder: Path) -> Path:
    """A local file to decode: the file itself when local, else a download into `folder` under its own name."""
    if not is_remote(uri):
        return local_path(uri)
    fs, path = filesystem(uri)
    target = folder / PurePosixPath(path).name
    try:
        fs.get_file(path, str(target))
    except FileNotFoundError:
        pass  # decoding the missing local copy reports "file not found", as for a local path
    return target


def remove_tree(uri: str) -> None:
    """Delete a file, or a folder or prefix and everything in it; nothing there is fine."""
    if is_remote(uri):
        fs, path = filesystem(uri)
        try:
            fs.rm(path, recursive=True)
        except FileNotFoundError:
            pass
        return
    local = local_path(uri)
    if local.is_dir() and not local.is_symlink():
        shutil.rmtree(local, ignore_errors=True)
    else:
        local.unlink(missing_ok=True)
