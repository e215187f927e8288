"""What the rest of the project knows about a Whisper engine: one `EngineSpec` each, declared in the engine's own
module and registered once in core.engines.registry.

Why: the CLI, the GUI, the model store and the plan used to name each engine in about a dozen places; now they
ask its spec (is it installed, what does it compute with, which models can it fetch and how, how does a model of
it sit on disk, how is it loaded). Nothing here imports an engine's package: the GUI reads specs at start-up.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from platform_utils.lineup import Runtime
from platform_utils.strenum import StrEnum

if TYPE_CHECKING:
    from core.engines.base import Transcriber


class ModelSource(StrEnum):
    """Where an engine's models are downloaded from (core.models.store knows how to fetch each)."""

    HUB = "hub"  # a Hugging Face repo per model (its `hub_files`); any hub id of a conversion works too
    URL = "url"  # one checkpoint file per model from its catalogue URL, checked against its SHA-256


@dataclass(frozen=True)
class CatalogEntry:
    """A model an engine can fetch by name. Sizes are approximate download sizes in MB, shown before a download."""

    engine: str
    name: str
    source: str  # hub repo id (ModelSource.HUB) or download URL (ModelSource.URL)
    size_mb: int
    sha256: str | None = None  # URL sources publish it


@dataclass(frozen=True)
class ModelFiles:
    """How one of the engine's models sits in a models folder, a bundle or the cache: a folder `<name><suffix>`
    holding `markers`, or one file `<name><suffix>`. `kind` names such a model in messages."""

    kind: str
    suffix: str
    folder: bool
    markers: tuple[str, ...] = ()

    def name_for(self, model: str) -> str:
        """The file or folder name of `model` in a models folder: "tiny.en" -> "tiny.en-ct2" or "tiny.en.pt"."""
        return f"{model}{self.suffix}"

    def model_name(self, path: Path) -> str:
        return path.name.removesuffix(self.suffix)

    def looks_like(self, path: Path) -> bool:
        """Whether a path the user gave has this shape (a folder, or a file with the suffix); its content is the
        loader's to judge, which says what is wrong with it."""
        return path.is_dir() if self.folder else path.is_file() and path.name.endswith(self.suffix)

    def holds_model(self, path: Path) -> bool:
        """Whether `path` is a complete model of this kind (a folder with its markers, or the file)."""
        if self.folder:
            return all((path / marker).is_file() for marker in self.markers)
        return path.is_file()


class Loader(Protocol):
    def __call__(self, model_path: str | Path, *, model_name: str, device: str, compute_type: str,
                 cpu_threads: int) -> Transcriber:
        """Import the engine's package and load the model (an empty compute_type = the engine's own default)."""
        ...


@dataclass(frozen=True)
class EngineSpec:
    """One Whisper engine. `name` is what settings, flags and jobs say (and its PyPI distribution); `package` the
    module whose presence makes it installed; `runtime` what platform_utils plans its device and precision by."""

    name: str
    package: str
    runtime: Runtime
    load: Loader
    catalogue: Callable[[], list[CatalogEntry]]  # the models it can fetch by name
    source: ModelSource
    files: ModelFiles
    hub_files: tuple[str, ...] = ()  # ModelSource.HUB: the files of a model repo worth fetching
    # It can decode several 30 s chunks of speech in one call (TranscribeOptions.batch_size): the plan may then
    # batch it (platform_utils.batching), by backend and length.
    batched: bool = False

    def installed(self) -> bool:
        """Without importing it (the CPU installers leave openai-whisper and its ~190 MB out)."""
        return importlib.util.find_spec(self.package) is not None
