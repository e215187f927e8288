"""The model store: find a Whisper model on disk, or download it into our cache with progress, or refuse offline.

Layout under the models cache (core.diarization.hub.models_cache_dir, shared with the diarization pipelines), by
where an engine's models come from (its spec's ModelSource):

    huggingface/models--Systran--faster-whisper-tiny/...   hub models (hub cache layout, via huggingface_hub)
    openai-whisper/tiny.pt                                 URL checkpoints, in a folder named after the engine,
                                                           SHA-256 checked

A download is written to a temporary name and moved into place only when complete (and, for a URL checkpoint,
only when its SHA-256 matches), so an interrupted download never looks like a model.
"""

from __future__ import annotations

import hashlib
import http.client
import os
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from core.availability import not_installed_message
from core.diarization.hf_token import install_log_masking, read_token
from core.diarization.hub import (
    HUB_SUBDIR,
    DownloadProgress,
    expected_bytes,
    first_line,
    hub_telemetry_off,
    is_hub_id,
    models_cache_dir,
)
from core.engines.registry import ENGINES, engine_names, find_engine, resolve_auto, wrong_engine
from core.engines.spec import EngineSpec, ModelSource
from core.errors import EngineError, InvalidOptionError, ModelDownloadError, ModelIntegrityError, ModelNotFoundError
from core.models.bundled import bundled_model
from core.models.catalog import CatalogEntry, entries, lookup
from core.models.integrity import Damage, check_checkpoint, check_hub_snapshot, describe, remove_damaged

ByteProgress = Callable[[int, int], None]
# Where URL checkpoints (openai-whisper's) come from: a mirror (or a test's stand-in server) can replace the host.
OPENAI_ENDPOINT_ENV = "WHISPER_SUBTITLER_OPENAI_ENDPOINT"
CHUNK = 1 << 20


@dataclass(frozen=True)
class ModelStatus:
    engine: str
    name: str
    size_mb: int
    cached: bool
    path: Path | None


def _engine(engine: str) -> EngineSpec:
    """The spec of `engine`; auto is the default engine, whose catalogue a name is looked up in."""
    spec = find_engine(resolve_auto(engine))
    if spec is None:
        raise ModelNotFoundError(f"unknown engine {engine!r}; allowed: {', '.join(engine_names())}")
    return spec


def _repo_for(spec: EngineSpec, name: str) -> str | None:
    """A hub engine's repo for `name`: its catalogue's, or `name` itself when it is a hub id."""
    entry = lookup(spec.name, name)
    if entry is not None:
        return entry.source
    return name if is_hub_id(name) else None


def _known(spec: EngineSpec, name: str) -> bool:
    return _repo_for(spec, name) is not None if spec.source == ModelSource.HUB else lookup(spec.name, name) is not None


def _unknown(spec: EngineSpec, name: str) -> ModelNotFoundError:
    names = ", ".join(entry.name for entry in entries(spec.name))
    hint = f" or a Hugging Face repo id of a {spec.files.kind}" if spec.source == ModelSource.HUB else ""
    return ModelNotFoundError(
        f"{name!r} is not an existing model path nor a {spec.name} model name; known names: {names}{hint}"
    )


def cached_path(engine: str, name: str, cache_dir: str | Path | None = None) -> Path | None:
    """The model's local path if the cache holds a complete copy (or the installed app ships it), without touching
    the network."""
    spec = _engine(engine)
    shipped = bundled_model(spec.name, name)
    if shipped is not None:
        return shipped
    cache = models_cache_dir(cache_dir)
    if spec.source == ModelSource.URL:
        path = cache / spec.name / spec.files.name_for(name)
        return path if path.is_file() else None
    repo = _repo_for(spec, name)
    if repo is None:
        return None
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    try:
        snapshot = Path(snapshot_download(repo, cache_dir=str(cache / HUB_SUBDIR), allow_patterns=list(spec.hub_files),
                                          local_files_only=True, token=False))
    except (LocalEntryNotFoundError, OSError, ValueError):
        return None
    return snapshot if spec.files.holds_model(snapshot) else None


def list_models(cache_dir: str | Path | None = None) -> list[ModelStatus]:
    """Every catalogued model of every engine with whether it is downloaded (for `models list` and the GUI)."""
    found: list[ModelStatus] = []
    for spec in ENGINES:
        for entry in spec.catalogue():
            path = cached_path(spec.name, entry.name, cache_dir)
            found.append(ModelStatus(spec.name, entry.name, entry.size_mb, path is not None, path))
    return found


def _require_installed(engine: str) -> None:
    """A model for an engine this installation lacks is of no use: say so before looking it up (its catalogue is
    empty then, which would read as "unknown model")."""
    spec = find_engine(engine)
    if spec is not None and not spec.installed():
        raise EngineError(not_installed_message(engine))


def download_model(
    engine: str,
    name: str,
    *,
    cache_dir: str | Path | None = None,
    on_progress: ByteProgress | None = None,
    endpoint: str | None = None,
) -> Path:
    """Fetch `name` for `engine` into the cache (a no-op when it is there) and return its local path."""
    _require_installed(engine)
    spec = _engine(engine)
    existing = cached_path(spec.name, name, cache_dir)
    if existing is not None:
        return existing
    report = on_progress or (lambda _done, _total: None)
    if spec.source == ModelSource.URL:
        entry = lookup(spec.name, name)
        if entry is None:
            raise _unknown(spec, name)
        return _download_checkpoint(entry, spec, models_cache_dir(cache_dir) / spec.name, report, endpoint)
    repo = _repo_for(spec, name)
    if repo is None:
        raise _unknown(spec, name)
    return _download_hub(repo, spec, models_cache_dir(cache_dir) / HUB_SUBDIR, report, endpoint)


def resolve_model(
    engine: str,
    name: str,
    *,
    offline: bool = False,
    cache_dir: str | Path | None = None,
    on_progress: ByteProgress | None = None,
    endpoint: str | None = None,
) -> Path:
    """A local path for the model a job names: the path itself, the cached copy, or (online) a fresh download."""
    _require_installed(engine)
    local = Path(name).expanduser()
    if local.exists():
        mismatch = wrong_engine(engine, local)
        if mismatch is not None:  # else torch.load or CTranslate2 fails on it with IsADirectoryError and the like
            raise InvalidOptionError(mismatch)
        return local
    spec = _engine(engine)
    cached = cached_path(spec.name, name, cache_dir)
    if cached is not None:
        damaged = damage_in_cache(spec.name, name, cached, cache_dir)
        if not damaged:
            return cached
        remove_damaged(damaged)
        if offline:
            raise ModelIntegrityError(
                f"the cached {spec.name} model {name!r} was damaged: {describe(damaged)}; the bad file was removed, "
                "download the model again (offline mode is on)")
    if not _known(spec, name):
        raise _unknown(spec, name)
    if offline:
        raise ModelNotFoundError(
            f"{spec.name} model {name!r} is not downloaded (cache: {models_cache_dir(cache_dir)}) and offline mode is "
            "on: download it first, turn offline mode off, or give a local model path",  # the CLI adds its command
            needs_download=True)
    fetched = download_model(spec.name, name, cache_dir=cache_dir, on_progress=on_progress, endpoint=endpoint)
    damaged = damage_in_cache(spec.name, name, fetched, cache_dir)
    if damaged:
        remove_damaged(damaged)
        raise ModelIntegrityError(f"the downloaded {spec.name} model {name!r} is damaged: {describe(damaged)}; "
                                  "the bad file was removed, try again")
    return fetched


def damage_in_cache(engine: str, name: str, path: Path, cache_dir: str | Path | None = None,
                    full: bool = False) -> list[Damage]:
    """What is wrong with a model our cache holds; nothing is checked for models outside it (a user's own folder,
    the copy an installed app ships)."""
    cache = models_cache_dir(cache_dir)
    if cache not in path.parents:
        return []
    spec = _engine(engine)
    if spec.source == ModelSource.URL:
        entry = lookup(spec.name, name)
        return check_checkpoint(path, entry.sha256 if entry else None, cache, full)
    return check_hub_snapshot(path, cache, full)


def verify_cache(cache_dir: str | Path | None = None) -> list[tuple[ModelStatus, list[Damage]]]:
    """Every cached model hashed in full (`models verify`): what is damaged in each."""
    return [(status, damage_in_cache(status.engine, status.name, status.path, cache_dir, full=True))
            for status in list_models(cache_dir) if status.cached and status.path is not None]


def _download_hub(repo: str, spec: EngineSpec, hub_cache: Path, report: ByteProgress, endpoint: str | None) -> Path:
    """huggingface_hub does the transfer, resume and cache layout; we only turn its bars into bytes done/total."""
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import HfHubHTTPError, RepositoryNotFoundError

    install_log_masking()
    hub_telemetry_off()
    token: Any = read_token() or False  # public repos need none; a saved token helps with rate limits
    try:
        total = expected_bytes(repo, revision=None, token=token, endpoint=endpoint, patterns=list(spec.hub_files))
        progress = DownloadProgress(lambda fraction: report(int(fraction * total), total), total)
        path = Path(snapshot_download(repo, cache_dir=str(hub_cache), allow_patterns=list(spec.hub_files),
                                      token=token, endpoint=endpoint, tqdm_class=progress.tqdm_class(),
                                      max_workers=4))
    except RepositoryNotFoundError:
        raise ModelNotFoundError(f"{repo} is not a model repository on the hub") from None
    except HfHubHTTPError as error:
        raise ModelDownloadError(f"could not download {repo}: {first_line(error)}") from None
    except Exception as error:  # network down, disk full, interrupted transfer: all mean "not downloaded"
        raise ModelDownloadError(f"could not download {repo}: {first_line(error)}") from None
    if not spec.files.holds_model(path):
        missing = ", ".join(spec.files.markers)
        raise ModelDownloadError(f"{repo} has no {missing}: it is not a {spec.files.kind}")
    progress.report(1.0)
    return path


def _checkpoint_url(entry: CatalogEntry, endpoint: str | None) -> str:
    base = endpoint or os.environ.get(OPENAI_ENDPOINT_ENV)
    if not base:
        return entry.source
    parts, mirror = urlsplit(entry.source), urlsplit(base)
    return urlunsplit((mirror.scheme, mirror.netloc, mirror.path.rstrip("/") + parts.path, "", ""))


def _resume_from(partial: Path, digest: Any) -> int:
    """Bytes of an earlier, interrupted download to continue from (fed into `digest`); 0 to start afresh."""
    try:
        size = partial.stat().st_size
    except FileNotFoundError:
        return 0
    with partial.open("rb") as handle:
        while block := handle.read(CHUNK):
            digest.update(block)
    return size


def _download_checkpoint(entry: CatalogEntry, spec: EngineSpec, folder: Path, report: ByteProgress,
                         endpoint: str | None) -> Path:
    """Stream the checkpoint to a .part file, check its SHA-256, then move it into place.

    An interrupted transfer keeps its .part file, and the next attempt asks the server for the rest (an HTTP Range
    request); a server that answers with the whole file instead starts it over. Only a damaged whole file is
    thrown away."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / spec.files.name_for(entry.name)
    partial = folder / f".{target.name}.part"
    url = _checkpoint_url(entry, endpoint)
    digest = hashlib.sha256()
    start = _resume_from(partial, digest)
    request = urllib.request.Request(url, headers={"Range": f"bytes={start}-"} if start else {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            resumed = start > 0 and response.status == 206 and _content_range_start(response) == start
            if not resumed:
                start, digest = 0, hashlib.sha256()
            total = start + int(response.headers.get("Content-Length") or 0)
            done = start
            report(done, total)
            with partial.open("ab" if resumed else "wb") as out:
                while block := response.read(CHUNK):
                    out.write(block)
                    digest.update(block)
                    done += len(block)
                    report(done, total)
            if total > start and done < total:
                raise http.client.IncompleteRead(b"", total - done)
    except urllib.error.HTTPError as error:
        if error.code == 416:  # the part is as long as the file or longer: something else wrote it; start over
            partial.unlink(missing_ok=True)
        _drop_empty(partial)
        raise ModelDownloadError(f"could not download {entry.engine} {entry.name} from {url}: {error.reason}") from None
    except (urllib.error.URLError, http.client.HTTPException, OSError, TimeoutError) as error:
        _drop_empty(partial)
        reason = getattr(error, "reason", None) or error.__class__.__name__
        kept = partial.stat().st_size if partial.exists() else 0
        later = f"; {kept / 1e6:.1f} MB are kept and the next try continues from there" if kept else ""
        raise ModelDownloadError(
            f"could not download {entry.engine} {entry.name} from {url}: {reason}{later}") from None
    if entry.sha256 and digest.hexdigest() != entry.sha256:
        partial.unlink(missing_ok=True)
        raise ModelIntegrityError(
            f"the downloaded {entry.engine} {entry.name} checkpoint is damaged (SHA-256 {digest.hexdigest()[:12]}…, "
            f"expected {entry.sha256[:12]}…); nothing was kept, try again"
        )
    os.replace(partial, target)
    return target


def _content_range_start(response: Any) -> int | None:
    """The first byte a 206 answer carries ("bytes 100-199/200" -> 100)."""
    value = response.headers.get("Content-Range", "")
    try:
        return int(value.split()[1].split("-")[0])
    except (IndexError, ValueError):
        return None


def _drop_empty(partial: Path) -> None:
    """A .part with nothing in it helps no later attempt."""
    try:
        if partial.stat().st_size == 0:
            partial.unlink()
    except FileNotFoundError:
        pass
