"""What the user asked for: the backend and the legacy `use_cuda`, each from the highest source that sets it.

The backend is `backend` in code (JobSpec, the window's settings, `--backend`) and `gpu_backend` where it is stored
or read from outside (the settings files' key, GPU_BACKEND in the environment, messages that name that key).

Sources, highest first: the command line, the environment (GPU_BACKEND, USE_CUDA), the settings file, the
defaults. Each key is resolved on its own; then the legacy rule combines them (`requested_backend`, the one place
it is written): `use_cuda=false` with backend auto means the CPU, and a backend other than auto wins over use_cuda
whatever their sources (a note says so when they disagree, so a leftover USE_CUDA=0 never silently does nothing).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from platform_utils.facts import Backend
from platform_utils.preference_values import PreferenceError, parse_backend, parse_use_cuda
from platform_utils.strenum import StrEnum

# PreferenceError and the parsers live in preference_values (the settings file needs them too); named here as well.
__all__ = ["SOURCES", "Preference", "PreferenceError", "Source", "parse_backend", "parse_use_cuda",
           "requested_backend", "resolve_preference", "source_name"]


class Source(StrEnum):
    """Where a setting's value came from, highest first; core's job settings record the same for every setting."""

    CLI = "cli"
    ENV = "env"
    SETTINGS = "settings"  # the settings file: platform_utils' JSON for the CLI, QSettings for the window
    DEFAULT = "default"


SOURCES = tuple(source.value for source in Source)
_SOURCE_NAMES = {Source.CLI: "command line", Source.ENV: "environment", Source.SETTINGS: "settings file",
                 Source.DEFAULT: "default"}


def source_name(source: str) -> str:
    """How messages name a source: 'command line', 'environment', 'settings file' or 'default'."""
    return _SOURCE_NAMES[Source(source)]


def requested_backend(backend: str, use_cuda: bool | None) -> str:
    """The legacy rule, written once: `use_cuda=false` with backend auto means the CPU; any other backend wins over
    use_cuda. The backend a job plans for: auto, cuda, rocm, mps, xpu or cpu."""
    return Backend.CPU.value if backend == Backend.AUTO and use_cuda is False else backend


@dataclass(frozen=True)
class Preference:
    backend: str = Backend.AUTO.value
    use_cuda: bool | None = None
    backend_source: str = Source.DEFAULT.value
    use_cuda_source: str = Source.DEFAULT.value

    @property
    def gpu_backend(self) -> str:
        """`backend` by the name the settings files and GPU_BACKEND give it."""
        return self.backend

    @property
    def gpu_backend_source(self) -> str:
        return self.backend_source

    @property
    def requested(self) -> str:
        """The backend asked for once the legacy rule is applied: auto, cuda, rocm, mps, xpu or cpu."""
        return requested_backend(self.backend, self.use_cuda)

    @property
    def notes(self) -> tuple[str, ...]:
        """Where use_cuda was set but had no effect, or what it did."""
        if self.use_cuda is None:
            return ()
        flag = f"use_cuda={'true' if self.use_cuda else 'false'} ({source_name(self.use_cuda_source)})"
        if self.backend != Backend.AUTO and (self.use_cuda is False) != (self.backend == Backend.CPU):
            return (f"{flag} is ignored: gpu_backend={self.backend} "
                    f"({source_name(self.backend_source)}) wins over the legacy setting",)
        return ()

    def describe(self) -> str:
        """'cuda (command line)' or 'cpu (use_cuda=false, environment)' for messages."""
        if self.requested != self.backend:  # the legacy rule chose the CPU
            return f"{self.requested} (use_cuda=false, {source_name(self.use_cuda_source)})"
        return f"{self.backend} ({source_name(self.backend_source)})"


def _set(value: Any) -> bool:
    return value is not None and not (isinstance(value, str) and not value.strip())


def resolve_preference(
    cli_backend: str | None = None,
    cli_use_cuda: bool | str | None = None,
    env: Mapping[str, str] | None = None,
    settings: Mapping[str, Any] | None = None,
) -> Preference:
    """Merge the sources. `env` defaults to os.environ and `settings` to the settings file (`load_settings()`);
    pass `{}` for either to leave it out. Raises PreferenceError for a value that is not allowed."""
    if env is None:
        env = os.environ
    if settings is None:
        from platform_utils.settings import load_settings

        settings = load_settings()
    backend_candidates = (
        ("cli", cli_backend, "--backend"),
        ("env", env.get("GPU_BACKEND"), "GPU_BACKEND (environment)"),
        ("settings", settings.get("gpu_backend"), "gpu_backend (settings file)"),
    )
    cuda_candidates = (
        ("cli", cli_use_cuda, "--use-cuda"),
        ("env", env.get("USE_CUDA"), "USE_CUDA (environment)"),
        ("settings", settings.get("use_cuda"), "use_cuda (settings file)"),
    )
    backend, backend_source = Backend.AUTO.value, Source.DEFAULT.value
    for source, value, where in backend_candidates:
        if _set(value):
            backend, backend_source = parse_backend(value, where), source
            break
    use_cuda, cuda_source = None, Source.DEFAULT.value
    for source, value, where in cuda_candidates:
        if _set(value):
            use_cuda, cuda_source = parse_use_cuda(value, where), source
            break
    return Preference(backend, use_cuda, backend_source, cuda_source)
