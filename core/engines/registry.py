"""The Whisper engines this project knows, in one place: `ENGINES` is the only list, each engine declares itself
(`SPEC` in its own module). Adding an engine means writing its module and adding it here.

The first engine is what "auto" stands for where no plan decides (a model look-up, a download): the one the plan
picks on CPUs and NVIDIA. Where a plan decides, platform_utils chooses by runtime from `lineup()`.
"""

from __future__ import annotations

from pathlib import Path

from core.engines import faster, openai
from core.engines.spec import EngineSpec
from core.errors import InvalidOptionError
from core.model_names import OFFLINE_WHISPER_MODEL
from platform_utils.lineup import EngineLineup, LinedUpEngine, Runtime

ENGINES: tuple[EngineSpec, ...] = (faster.SPEC, openai.SPEC)
AUTO = "auto"
# Speaker labelling is pyannote.audio's (core.diarization), on torch; it is lined up beside the Whisper engines.
DIARIZATION = LinedUpEngine("pyannote", Runtime.TORCH)


def engine_names() -> tuple[str, ...]:
    return tuple(spec.name for spec in ENGINES)


def engine_choices() -> tuple[str, ...]:
    """What a job, a flag or the settings may name: auto or an engine."""
    return (AUTO, *engine_names())


def default_engine() -> str:
    return ENGINES[0].name


def resolve_auto(engine: str) -> str:
    """`engine`, with auto read as the default engine (for model look-ups, which need one engine's catalogue)."""
    return default_engine() if engine == AUTO else engine


def find_engine(name: str) -> EngineSpec | None:
    return next((spec for spec in ENGINES if spec.name == name), None)


def engine_spec(name: str) -> EngineSpec:
    """The spec of `name` (auto = the default engine); InvalidOptionError naming the allowed ones otherwise."""
    spec = find_engine(resolve_auto(name))
    if spec is None:
        raise InvalidOptionError(f"unknown engine {name!r}; allowed: {', '.join(engine_names())}")
    return spec


def lineup() -> EngineLineup:
    """The engines as platform_utils plans with them: each name with its runtime."""
    return EngineLineup(tuple(LinedUpEngine(spec.name, spec.runtime, spec.batched) for spec in ENGINES), DIARIZATION)


def offline_model_file(engine: str, model: str = OFFLINE_WHISPER_MODEL) -> str:
    """The file or folder name of `engine`'s offline Whisper `model` in a models folder or a bundle (tiny.en-ct2,
    tiny.en.pt, base-ct2), as `models prepare-offline` writes it."""
    return engine_spec(engine).files.name_for(model)


def wrong_engine(engine: str, path: Path) -> str | None:
    """The sentence saying that the local model at `path` is another engine's (a CTranslate2 folder chosen for
    openai-whisper, a .pt checkpoint for faster-whisper), naming the right one beside it when there is one; None when
    it fits, when the engine is auto (the path then decides it), or when no engine's models look like it (the
    engine's loader then says what is wrong with it)."""
    if engine == AUTO:
        return None
    wanted = engine_spec(engine)
    if wanted.files.looks_like(path):
        return None
    other = next((spec for spec in ENGINES if spec.files.looks_like(path)), None)
    if other is None:
        return None
    beside = path.parent / wanted.files.name_for(other.files.model_name(path))
    instead = (f"the {wanted.name} model beside it ({beside})" if wanted.files.holds_model(beside)
               else f"a model made for {wanted.name} ({wanted.files.kind})")
    return (f"{path} is a {other.files.kind} for {other.name}, which the {wanted.name} engine cannot load: choose "
            f"the {other.name} engine, or {instead}")
