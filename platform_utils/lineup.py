"""The engines a plan may choose from, as platform_utils sees them: a name and the runtime it computes with.

platform_utils decides per runtime (CTranslate2 or torch: which devices it can use, which precision, whose threads)
and never by an engine's name; the engines themselves live in core, which declares each one's runtime
(core.engines) and hands the lineup in. So adding an engine never touches this package.
"""

from __future__ import annotations

from dataclasses import dataclass

from platform_utils.strenum import StrEnum


class Runtime(StrEnum):
    """What an engine computes with. CTranslate2 has its own GPU build (CUDA, or ROCm where it sees the GPU) and CPU
    kernels, with threads from the plan; torch runs on every backend torch was built for."""

    CT2 = "ct2"
    TORCH = "torch"


@dataclass(frozen=True)
class LinedUpEngine:
    """`batched`: the engine can decode several 30 s chunks of speech in one call (platform_utils.batching decides
    where that pays)."""

    name: str
    runtime: Runtime
    batched: bool = False


@dataclass(frozen=True)
class EngineLineup:
    """`asr`: the transcription engines, best first where two share a runtime; `diarization`: the engine that labels
    speakers."""

    asr: tuple[LinedUpEngine, ...]
    diarization: LinedUpEngine

    @property
    def asr_names(self) -> tuple[str, ...]:
        return tuple(engine.name for engine in self.asr)

    def asr_for(self, runtime: Runtime) -> LinedUpEngine | None:
        """The best ASR engine on `runtime`, None when none is lined up."""
        return next((engine for engine in self.asr if engine.runtime == runtime), None)

    def asr_named(self, name: str) -> LinedUpEngine | None:
        return next((engine for engine in self.asr if engine.name == name), None)
