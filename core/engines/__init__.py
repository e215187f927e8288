"""Engine registry: a name and a local model path in, a loaded Transcriber out."""

from __future__ import annotations

from pathlib import Path

from core.availability import ENGINE_PACKAGES, engine_installed, not_installed_message
from core.engines.base import EngineInfo, Transcriber
from core.errors import EngineError, InvalidOptionError

ENGINE_NAMES = ("faster-whisper", "openai-whisper")


def load_engine(
    engine: str,
    model_path: str | Path,
    *,
    model_name: str = "",
    device: str = "cpu",
    compute_type: str = "",
    cpu_threads: int = 0,
) -> Transcriber:
    """Import the engine only when asked, so a worker pays for the one it uses and the GUI for none."""
    if engine in ENGINE_PACKAGES and not engine_installed(engine):
        raise EngineError(not_installed_message(engine))
    if engine == "faster-whisper":
        from core.engines.faster import FasterWhisperEngine

        return FasterWhisperEngine(
            model_path, model_name, device=device, compute_type=compute_type or "int8", cpu_threads=cpu_threads
        )
    if engine == "openai-whisper":
        from core.engines.openai import OpenAIWhisperEngine

        return OpenAIWhisperEngine(model_path, model_name, device=device, compute_type=compute_type)
    raise InvalidOptionError(f"unknown engine {engine!r}; allowed: {', '.join(ENGINE_NAMES)}")


__all__ = ["ENGINE_NAMES", "EngineInfo", "Transcriber", "load_engine"]
