"""pyannote's speaker-diarization-community-1 inside the bundle, where the build has a Hugging Face token.

Why: community-1 labels speakers better than the offline pipeline the bundle always ships, but it is gated on the
hub (a download needs an account that accepted its conditions, and a token). Its licence, CC-BY-4.0, allows
shipping it with attribution. So a build that has a token (the CI secret HF_TOKEN, docs/BUILDING.md) downloads a
snapshot of it (and of any model its config names on the hub) and ships it beside the offline pipeline, and the
app uses it by default (core/compute.default_diarization_model) and credits it in About; a build without one ships
the offline pipeline alone, as before. Either way the bundle's models/bundled-models.json records what it ships,
with licences and the attribution owed; the app uses community-1 only when that record is there.

Everything here goes through `endpoint`, so tests point it at a stand-in hub (tests/standin_hub.py).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from core.model_names import (
    BUNDLED_COMMUNITY_DIR,
    BUNDLED_MODELS_MANIFEST,
    DEFAULT_DIARIZATION_MODEL,
    OFFLINE_DIARIZATION_DIR,
)

TOKEN_ENV = "HF_TOKEN"
COMMUNITY_REPO = DEFAULT_DIARIZATION_MODEL  # pyannote/speaker-diarization-community-1
LICENCE = "CC-BY-4.0"
LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/"
# What a pipeline loads (core.diarization.hub.PIPELINE_FILES) and the model card and licence notice, which ship too.
NOTICE_FILES = ["README.md", "LICENSE*", "LICENCE*", "NOTICE*"]
# The parameters of a pyannote pipeline config that name a model: "$model/<folder>" inside the snapshot, or a hub
# repo, which is then fetched too and put inside, so the bundle never reaches the hub.
MODEL_PARAMS = ("segmentation", "embedding", "plda")


def repo_url(repo: str) -> str:
    return f"https://huggingface.co/{repo}"


def attribution(repo: str, revision: str, changes: str = "") -> str:
    """The CC-BY-4.0 notice: the work, its authors, where it is, its licence, and what we changed."""
    name = repo.split("/", 1)[-1]
    text = (f"{name} by pyannote (pyannoteAI), {repo_url(repo)} (revision {revision[:12]}), "
            f"licensed under Creative Commons Attribution 4.0 International ({LICENCE}, {LICENCE_URL}).")
    return text + (f" Changes: {changes}." if changes else " Shipped unmodified.")


def download_snapshot(repo: str, target: Path, *, token: str, endpoint: str | None = None,
                      revision: str | None = None, cache_dir: Path) -> str:
    """The pipeline files and notices of `repo` copied into `target` (plain files, no hub cache links or metadata);
    returns the commit downloaded."""
    from huggingface_hub import snapshot_download

    from core.diarization.hf_token import install_log_masking
    from core.diarization.hub import PIPELINE_FILES, hub_telemetry_off

    install_log_masking()
    hub_telemetry_off()
    snapshot = Path(snapshot_download(repo_id=repo, revision=revision, cache_dir=str(cache_dir), token=token,
                                      endpoint=endpoint, allow_patterns=PIPELINE_FILES + NOTICE_FILES))
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(snapshot, target, symlinks=False)  # the hub cache links blobs: copy what they point to
    return snapshot.name


def referenced_repos(config: dict[str, Any]) -> dict[str, str]:
    """parameter -> hub repo, for the models a pipeline config names on the hub rather than inside itself."""
    from core.diarization.hub import is_hub_id

    params = (config.get("pipeline") or {}).get("params") or {}
    found = {}
    for key in MODEL_PARAMS:
        value = params.get(key)
        if isinstance(value, dict):
            value = value.get("checkpoint")
        if isinstance(value, str) and not value.startswith("$") and is_hub_id(value):
            found[key] = value
    return found


def fetch_community(staging: Path, *, token: str | None, endpoint: str | None = None, revision: str | None = None,
                    repo: str = COMMUNITY_REPO, cache_dir: Path | None = None) -> dict[str, Any] | None:
    """community-1 into `staging/<BUNDLED_COMMUNITY_DIR>` and its manifest entry, or None without a token.

    With a token a failed download stops the build (raising SystemExit): a release whose secret is set is meant to
    ship community-1, and one that silently did not would credit and use a model it lacks.
    """
    import yaml

    target = staging / BUNDLED_COMMUNITY_DIR
    if target.exists():
        shutil.rmtree(target)  # left by an earlier build with a token
    if not token:
        print(f"community-1: no Hugging Face token (${TOKEN_ENV}) in this build, so the bundle ships the offline "
              f"diarization pipeline only, as the default (docs/BUILDING.md)", flush=True)
        return None
    cache = cache_dir or staging.parent / "community-hub-cache"
    try:
        commit = download_snapshot(repo, target, token=token, endpoint=endpoint, revision=revision, cache_dir=cache)
        config_path = target / "config.yaml"
        config = yaml.safe_load(config_path.read_text(encoding="utf-8"))
        references = referenced_repos(config)
        for key, other in references.items():
            download_snapshot(other, target / key, token=token, endpoint=endpoint, cache_dir=cache)
            params = config["pipeline"]["params"]
            params[key] = (dict(params[key], checkpoint=f"$model/{key}") if isinstance(params[key], dict)
                           else f"$model/{key}")
    except Exception as error:
        from core.diarization.hub import first_line

        shutil.rmtree(target, ignore_errors=True)
        raise SystemExit(f"community-1: the build has a Hugging Face token but {repo} could not be downloaded "
                         f"({first_line(error)}); accept its conditions at {repo_url(repo)} with the token's "
                         f"account, or build without ${TOKEN_ENV} to ship the offline pipeline only") from None
    changes = ""
    if references:
        config_path.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
        changes = ("config.yaml points at copies of " + ", ".join(f"{other} ({repo_url(other)}) in {key}/"
                                                                   for key, other in references.items())
                   + " instead of the hub")
    files = sum(1 for p in target.rglob("*") if p.is_file())
    print(f"community-1: {repo} at {commit[:12]} ({files} files) ships in models/{BUNDLED_COMMUNITY_DIR} "
          f"as the default speaker pipeline, {LICENCE}", flush=True)
    return {
        "title": "pyannote speaker-diarization-community-1",
        "repo": repo,
        "url": repo_url(repo),
        "revision": commit,
        "references": {key: other for key, other in references.items()},
        "licence": LICENCE,
        "licence_url": LICENCE_URL,
        "attribution": attribution(repo, commit, changes),
        "files": files,
    }


def offline_entry() -> dict[str, Any]:
    """The manifest entry of the offline pipeline (`models prepare-offline`, core/diarization/offline.py)."""
    return {
        "title": "Offline speaker pipeline (whisper-subtitler)",
        "licence": "MIT (pyannote/segmentation-3.0) and Apache-2.0 (3D-Speaker CAM++ embedding)",
        "sources": f"{OFFLINE_DIARIZATION_DIR}/SOURCES.txt",
    }


def stage_bundled_models(staging: Path, *, token: str | None, endpoint: str | None = None,
                         revision: str | None = None) -> Path:
    """What the bundle's models/ gets beside the offline models: community-1 where there is a token, and always the
    manifest of what ships (bundled-models.json). Returns the manifest."""
    staging.mkdir(parents=True, exist_ok=True)
    models: dict[str, Any] = {OFFLINE_DIARIZATION_DIR: offline_entry()}
    community = fetch_community(staging, token=token, endpoint=endpoint, revision=revision)
    if community is not None:
        models[BUNDLED_COMMUNITY_DIR] = community
    manifest = staging / BUNDLED_MODELS_MANIFEST
    manifest.write_text(json.dumps({"models": models}, indent=2) + "\n", encoding="utf-8")
    return manifest


def staged_datas(staging: Path) -> list[tuple[str, str]]:
    """PyInstaller datas for what stage_bundled_models left in `staging`."""
    datas = []
    if (staging / BUNDLED_COMMUNITY_DIR / "config.yaml").is_file():
        datas.append((str(staging / BUNDLED_COMMUNITY_DIR), f"models/{BUNDLED_COMMUNITY_DIR}"))
    if (staging / BUNDLED_MODELS_MANIFEST).is_file():
        datas.append((str(staging / BUNDLED_MODELS_MANIFEST), "models"))
    return datas
