"""Before the work starts: can the next job get its Whisper model and its speaker pipeline?

Why: a new user with no network used to see every job end in "could not download Systran/faster-whisper-base:
ConnectError ...", one per file, while usable models sat on disk. Here the answer is known before any job starts:
one sentence a person can act on, the models this computer already has (shipped with the app, in an offline models
folder, or downloaded earlier) and whether a download can help. The window's Start gate (app.model_notice) and the
`transcribe` command (core.cli) both ask it.

No Qt: the window runs `check_readiness` off the GUI thread (it looks at the disk and may open one socket). Whether
there is a connection is a `Connectivity` callable, so tests inject it and never touch the network.
"""

from __future__ import annotations

import os
import socket
import sys
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from core.availability import engine_installed
from core.engines.registry import ENGINES, engine_spec, resolve_auto, wrong_engine
from core.engines.spec import ModelSource
from core.model_names import DEFAULT_DIARIZATION_MODEL, OFFLINE_DIARIZATION_DIR

Connectivity = Callable[[str], bool]  # a download URL -> whether its host answers now
HUB_ENDPOINT = "https://huggingface.co"
CONNECT_TIMEOUT_S = 2.0
TOKEN_HINT = "add one under Settings > Speakers"  # the window's words; the command line gives its own
CHECKOUT_MODELS = Path(__file__).resolve().parents[2] / ".models"  # `make models` puts the offline models here


@dataclass(frozen=True, slots=True)
class ModelChoice:
    """A Whisper model this computer has: `model` is what the settings' model field takes (a name or a path)."""

    engine: str
    model: str
    label: str
    name: str = ""  # the model's own name ("tiny.en"), to match it against the name the settings ask for


@dataclass(frozen=True, slots=True)
class Readiness:
    """What the check found. `problem` is None when the next job can get everything it needs."""

    problem: str | None = None
    choices: tuple[ModelChoice, ...] = ()  # Whisper models on this computer (offered when the model is the problem)
    download: str | None = None  # the model name the Download button would fetch, None when there is nothing to fetch
    speakers_problem: bool = False  # the problem is the speaker pipeline (offer to label without it)
    diarization: str | None = None  # a pipeline usable without the network ("" = the default one), None = none

    @property
    def ready(self) -> bool:
        return self.problem is None


# --- connection ------------------------------------------------------------------------------------------------------
def hub_offline_flag(env: dict[str, str] | None = None) -> bool:
    """huggingface_hub's own switch: HF_HUB_OFFLINE=1 means the user wants no connection attempt at all."""
    value = (os.environ if env is None else env).get("HF_HUB_OFFLINE", "")
    return value.strip().lower() in ("1", "true", "yes", "on")


def host_answers(url: str, timeout: float = CONNECT_TIMEOUT_S) -> bool:
    """Resolve `url`'s host and open one TCP connection to it, giving up after `timeout` seconds in all.

    Name resolution has no timeout of its own (a broken resolver can take half a minute), so it runs in a daemon
    thread that is simply left behind when the time is up. Call off the GUI thread.
    """
    if hub_offline_flag():
        return False
    parts = urlsplit(url)
    host = parts.hostname
    if not host:
        return False
    port = parts.port or (443 if parts.scheme == "https" else 80)
    answered = threading.Event()
    outcome = [False]

    def attempt() -> None:
        try:
            with socket.create_connection((host, port), timeout=timeout):
                outcome[0] = True
        except OSError:
            outcome[0] = False
        answered.set()

    threading.Thread(target=attempt, name="connectivity-check", daemon=True).start()
    return answered.wait(timeout) and outcome[0]


def download_url(engine: str, name: str) -> str:
    """Where `name` would be downloaded from for `engine` (the host the connection check asks)."""
    if engine_spec(engine).source == ModelSource.URL:
        from core.models.catalog import lookup
        from core.models.store import OPENAI_ENDPOINT_ENV

        entry = lookup(engine, name)
        return os.environ.get(OPENAI_ENDPOINT_ENV) or (entry.source if entry else "https://openaipublic.azureedge.net")
    return os.environ.get("HF_ENDPOINT") or HUB_ENDPOINT


# --- what is on disk -------------------------------------------------------------------------------------------------
def default_models_dirs() -> tuple[Path, ...]:
    """Offline models folders to look in when none was named: a checkout's `.models` (never inside a bundle)."""
    if getattr(sys, "frozen", False):
        return ()
    return (CHECKOUT_MODELS,) if CHECKOUT_MODELS.is_dir() else ()


def _models_in(folder: Path) -> Iterable[tuple[str, str, Path]]:
    """(engine, name, path) for each Whisper model in an offline models folder, as each engine's spec names its
    models (CTranslate2 folders, .pt files)."""
    if not folder.is_dir():
        return
    for entry in sorted(folder.iterdir()):
        spec = next((spec for spec in ENGINES if spec.files.looks_like(entry) and spec.files.holds_model(entry)), None)
        if spec is not None:
            yield spec.name, spec.files.model_name(entry), entry


def available_models(cache_dir: str | None, models_dirs: Sequence[Path] = ()) -> list[ModelChoice]:
    """Every Whisper model usable without the network, for the engines this installation has."""
    from core.models.bundled import bundled_models_dir
    from core.models.store import list_models

    found: list[ModelChoice] = []
    shipped = bundled_models_dir()
    shipped_names: set[tuple[str, str]] = set()
    if shipped is not None:
        for engine, name, _path in _models_in(shipped):
            if engine_installed(engine):
                shipped_names.add((engine, name))
                found.append(ModelChoice(engine, name, f"{name} ({engine}, comes with the app)", name))
    for status in list_models(cache_dir):
        if status.cached and engine_installed(status.engine) and (status.engine, status.name) not in shipped_names:
            found.append(ModelChoice(status.engine, status.name, f"{status.name} ({status.engine}, downloaded)",
                                      status.name))
    for folder in models_dirs:
        for engine, name, path in _models_in(Path(folder)):
            if engine_installed(engine):
                found.append(ModelChoice(engine, str(path.resolve()), f"{name} ({engine}, in {path.parent})", name))
    return found


def _local_path(model: str) -> Path | None:
    """`model` as a path on this computer when it is written like one (absolute, ~, ./ or ../), else None."""
    if model.startswith(("~", ".", "/", "\\")) or Path(model).is_absolute() or (len(model) > 1 and model[1] == ":"):
        return Path(model).expanduser()
    return None


def _pipeline_cached(repo_id: str, cache_dir: str | None) -> bool:
    from core.diarization.hub import fetch_hub_pipeline
    from core.errors import ModelError

    try:
        fetch_hub_pipeline(repo_id, cache_dir=cache_dir, offline=True)
    except (ModelError, OSError, ValueError):
        return False
    return True


def available_diarization(cache_dir: str | None, models_dirs: Sequence[Path] = ()) -> str | None:
    """A speaker pipeline usable without the network: "" when the default one is (community-1 downloaded or
    shipped, or the shipped offline pipeline, which the default falls back to), else an offline pipeline folder;
    None when there is none."""
    from core.models.bundled import bundled_community, bundled_diarization

    shipped = bundled_community() is not None or bundled_diarization() is not None
    if shipped or _pipeline_cached(DEFAULT_DIARIZATION_MODEL, cache_dir):
        return ""
    for folder in models_dirs:
        candidate = Path(folder) / OFFLINE_DIARIZATION_DIR
        if (candidate / "config.yaml").is_file():
            return str(candidate.resolve())
    return None


# --- the check -------------------------------------------------------------------------------------------------------
def _whisper_problem(engine: str, model: str, cache_dir: str | None, offline: bool,
                     connected: Connectivity) -> tuple[str | None, str | None]:
    """(the sentence saying why the model cannot be had, the name a download would fetch) or (None, None)."""
    from core.diarization.hub import is_hub_id
    from core.models.catalog import lookup
    from core.models.store import cached_path

    local = _local_path(model)
    if local is not None and not local.exists():
        return f"the model {model} does not exist on this computer", None
    if local is not None or Path(model).expanduser().exists():
        return wrong_engine(engine, Path(model).expanduser()), None  # the .pt beside it is among the choices
    engine = resolve_auto(engine)
    if not engine_installed(engine):
        return None, None  # the job says which engine is missing, in words (core.availability)
    known = lookup(engine, model) is not None or (engine_spec(engine).source == ModelSource.HUB and is_hub_id(model))
    if not known:
        return None, None  # the job lists the known names
    if cached_path(engine, model, cache_dir) is not None:
        return None, None
    if offline:
        return f"{model} is not downloaded and offline mode is on", model
    if not connected(download_url(engine, model)):
        return f"{model} is not downloaded and there is no connection", model
    return None, None  # the job downloads it first


def _speakers_problem(diarization_model: str, cache_dir: str | None, offline: bool, connected: Connectivity,
                      token: str | None, token_hint: str = TOKEN_HINT) -> str | None:
    from core.compute import default_diarization_model
    from core.diarization.hub import is_hub_id

    wanted = diarization_model or default_diarization_model(cache_dir)
    if not is_hub_id(wanted):
        local = Path(wanted).expanduser()
        return None if local.exists() else f"the speaker pipeline {wanted} does not exist on this computer"
    if _pipeline_cached(wanted, cache_dir):
        return None
    if offline:
        return f"speaker labelling needs {wanted}, which is not downloaded, and offline mode is on"
    if not connected(os.environ.get("HF_ENDPOINT") or HUB_ENDPOINT):
        return f"speaker labelling needs {wanted}, which is not downloaded, and there is no connection"
    if not (token or _stored_token()):
        return (f"speaker labelling needs {wanted}, which is not downloaded and needs a Hugging Face token to "
                f"download: {token_hint}")
    return None


def _stored_token() -> str | None:
    """HF_TOKEN or the keyring's entry, as the worker will read it (core.diarization.hf_token)."""
    from core.diarization.hf_token import read_token

    return read_token()


def check_readiness(settings, connected: Connectivity = host_answers,
                    models_dirs: Sequence[Path] = (), token: str | None = None,
                    token_hint: str = TOKEN_HINT) -> Readiness:
    """Whether a job with `settings` (app.settings.AppSettings, or a core.jobs.JobSpec) can get its models; slow
    (disk, maybe one socket, maybe the keyring), so call it off the GUI thread. The connection is asked only when
    something would have to be downloaded. `token` is one typed in the window for this session (the keyring and
    HF_TOKEN are read here); `token_hint` says where to put one."""
    cache = settings.cache_dir or None
    diarization = available_diarization(cache, models_dirs)
    problem, download = (None, None) if getattr(settings, "speakers_only", False) else \
        _whisper_problem(settings.engine, settings.model, cache, settings.offline, connected)  # no Whisper: no model
    if problem is not None:
        return Readiness(problem, tuple(available_models(cache, models_dirs)), download, diarization=diarization)
    if settings.diarize:
        speakers = _speakers_problem(settings.diarization_model or "", cache, settings.offline, connected, token,
                                     token_hint)
        if speakers is not None:
            return Readiness(speakers, speakers_problem=True, diarization=diarization)
    return Readiness(diarization=diarization)


def default_pipeline_problem(cache_dir: str | None, offline: bool, connected: Connectivity = host_answers,
                             token_hint: str = TOKEN_HINT) -> str | None:
    """Why the default speaker pipeline (the one a job takes when none is named) cannot be had now; None when it
    can."""
    return _speakers_problem("", cache_dir, offline, connected, None, token_hint)
