"""Where a diarization pipeline's files are: a local directory as given, or a hub repo fetched into our cache.

A hub repo is downloaded with huggingface_hub into `<models cache>/huggingface` (the hub cache layout), then loaded
from that local snapshot like any directory, so pyannote itself never touches the network. A snapshot already in
the cache is used without a token and without the network; a download needs a token (hf_token.read_token).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.diarization.hf_token import HOW_TO_ADD, install_log_masking, mask_secrets, read_token
from core.errors import ModelDownloadError, ModelNotFoundError, TokenMissingError

CACHE_ENV = "WHISPER_SUBTITLER_CACHE"
HUB_SUBDIR = "huggingface"
# Only what a pyannote pipeline loads: configs, checkpoints and PLDA arrays (not READMEs or images).
PIPELINE_FILES = ["*.yaml", "*.bin", "*.npz", "*.safetensors", "*.ckpt"]
_REPO_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")


def models_cache_dir(cache_dir: str | Path | None = None) -> Path:
    """The models cache: `cache_dir`, else $WHISPER_SUBTITLER_CACHE, else the platform's user cache + /models."""
    if cache_dir:
        return Path(cache_dir).expanduser()
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV]).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("whisper-subtitler")) / "models"


def is_hub_id(model: str) -> bool:
    """`owner/name` that is not an existing path."""
    return bool(_REPO_ID.match(model)) and not Path(model).expanduser().exists()


def local_pipeline_config(model: str | Path) -> Path:
    """The config.yaml of a local pipeline (a directory holding one, or the file itself)."""
    path = Path(model).expanduser()
    config = path / "config.yaml" if path.is_dir() else path
    if not config.is_file():
        raise ModelNotFoundError(
            "not a diarization pipeline (no config.yaml): build one with "
            "`whisper-subtitler models prepare-offline DIR` or give a Hugging Face repo id",
            str(path),
        )
    return config


class DownloadProgress:
    """Turns huggingface_hub's progress bars into one 0..1 fraction, whatever bars this hub version opens.

    The bytes to fetch are known up front (`expected_bytes`, from the repo listing), because the hub adds each
    file's size to its bars only when that file starts. Byte bars (unit "B") all count the same bytes, so the
    largest count is the progress; a hub version that only reports whole files gives file-count progress. The
    fraction passed on never goes down and reaches 1.0 once.
    """

    def __init__(self, on_progress: Callable[[float], None], expected_bytes: int) -> None:
        self.on_progress = on_progress
        self.expected_bytes = expected_bytes
        self.bars: list[Any] = []
        self.reported = 0.0

    def tqdm_class(self) -> type:
        from tqdm.std import tqdm

        progress = self

        class _Bar(tqdm):
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                kwargs.pop("name", None)
                kwargs["disable"] = True  # nothing printed; we count ourselves
                super().__init__(*args, **kwargs)
                self.is_bytes = kwargs.get("unit") == "B"
                self.done = float(kwargs.get("initial") or 0)
                progress.bars.append(self)

            def update(self, n: float | None = 1) -> bool | None:
                self.done += n or 0
                progress.changed()
                return None

        return _Bar

    def changed(self) -> None:
        byte_bars = [b for b in self.bars if b.is_bytes]
        if byte_bars and self.expected_bytes > 0:
            fraction = max(b.done for b in byte_bars) / self.expected_bytes
        else:
            counted = [b.done / b.total for b in self.bars if not b.is_bytes and b.total]
            if not counted:
                return
            fraction = max(counted)
        self.report(min(fraction, 0.99))  # 1.0 only once the snapshot is complete

    def report(self, fraction: float) -> None:
        if fraction > self.reported:
            self.reported = fraction
            self.on_progress(fraction)


def hub_telemetry_off() -> None:
    """huggingface_hub adds usage details to its user agent and, for that, fetches a registry from huggingface.co
    (whatever endpoint we use). Opt out for this process, as we do for pyannote's metrics."""
    from huggingface_hub import constants

    constants.HF_HUB_DISABLE_TELEMETRY = True


def expected_bytes(
    repo_id: str, *, revision: str | None, token: str | bool | None, endpoint: str | None,
    patterns: list[str] | None = None,
) -> int:
    """Bytes a snapshot of `repo_id` limited to `patterns` will fetch (the hub's bars learn sizes only file by file).

    One plain request (model info with file sizes), not the paginated tree listing: that one retries a refused
    connection for about 25 s, and an offline user should hear at once that the hub cannot be reached.
    """
    from huggingface_hub import HfApi
    from huggingface_hub.utils import filter_repo_objects

    info = HfApi(endpoint=endpoint, token=token).model_info(
        repo_id, revision=revision or "main", files_metadata=True, timeout=30
    )
    sizes = {sibling.rfilename: sibling.size or 0 for sibling in info.siblings or []}
    wanted = set(filter_repo_objects(list(sizes), allow_patterns=patterns or PIPELINE_FILES))
    return sum(sizes[name] for name in wanted)


def fetch_hub_pipeline(
    repo_id: str,
    *,
    cache_dir: str | Path | None = None,
    offline: bool = False,
    endpoint: str | None = None,
    revision: str | None = None,
    on_progress: Callable[[float], None] | None = None,
) -> Path:
    """The local snapshot directory of `repo_id`, downloading it first when the cache lacks it."""
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import (
        GatedRepoError,
        HfHubHTTPError,
        LocalEntryNotFoundError,
        RepositoryNotFoundError,
        RevisionNotFoundError,
    )

    install_log_masking()
    hub_telemetry_off()
    hub_cache = models_cache_dir(cache_dir) / HUB_SUBDIR
    common: dict[str, Any] = dict(
        repo_id=repo_id, revision=revision, cache_dir=str(hub_cache), allow_patterns=PIPELINE_FILES
    )
    try:
        return Path(snapshot_download(**common, local_files_only=True, token=False))
    except LocalEntryNotFoundError:
        if offline:
            raise ModelNotFoundError(
                f"{repo_id} is not a local pipeline directory, nor in the model cache ({hub_cache}), "
                "and offline mode forbids downloading it"
            ) from None
    token = read_token()
    if not token:
        raise TokenMissingError(
            f"{repo_id} is downloaded from Hugging Face, which needs an access token (accept the model's conditions "
            f"at https://hf.co/{repo_id} first): {HOW_TO_ADD}. Or use the offline pipeline that "
            "`whisper-subtitler models prepare-offline DIR` puts in DIR/diarization"
        )
    try:
        expected = expected_bytes(repo_id, revision=revision, token=token, endpoint=endpoint)
        progress = DownloadProgress(on_progress or (lambda _fraction: None), expected)
        path = snapshot_download(
            **common, token=token, endpoint=endpoint, tqdm_class=progress.tqdm_class(), max_workers=4
        )
    except GatedRepoError:
        raise ModelDownloadError(
            f"Hugging Face refused {repo_id} for this token: accept the model's conditions at "
            f"https://hf.co/{repo_id} while logged in as the token's owner"
        ) from None
    except RevisionNotFoundError:
        raise ModelNotFoundError(f"{repo_id} has no revision {revision!r}") from None
    except HfHubHTTPError as error:
        status = getattr(getattr(error, "response", None), "status_code", None)
        if status == 401:
            raise TokenMissingError(
                f"Hugging Face rejected the token for {repo_id} (HTTP 401: the token is invalid or expired, or the "
                f"repository does not exist); {HOW_TO_ADD}"
            ) from None
        if isinstance(error, RepositoryNotFoundError):
            raise ModelNotFoundError(
                f"{repo_id} is neither a local pipeline directory nor a Hugging Face repository"
            ) from None
        raise ModelDownloadError(f"could not download {repo_id}: {first_line(error)}") from None
    except Exception as error:  # network down, disk full, interrupted transfer: all mean "not downloaded"
        raise ModelDownloadError(f"could not download {repo_id}: {first_line(error)}") from None
    progress.report(1.0)
    return Path(path)


def first_line(error: BaseException) -> str:
    text = mask_secrets(str(error)).strip()
    return f"{type(error).__name__}: {text.splitlines()[0] if text else ''}".rstrip(": ")


def resolve_pipeline(
    model: str,
    *,
    cache_dir: str | Path | None = None,
    offline: bool = False,
    endpoint: str | None = None,
    on_progress: Callable[[float], None] | None = None,
) -> Path:
    """config.yaml of the pipeline `model` names: a local directory/file, or a hub repo (fetched if needed)."""
    if is_hub_id(model):
        snapshot = fetch_hub_pipeline(
            model, cache_dir=cache_dir, offline=offline, endpoint=endpoint, on_progress=on_progress
        )
        return local_pipeline_config(snapshot)
    return local_pipeline_config(model)
