"""Whisper engines: a name and a local model path in, a loaded Transcriber out.

Each engine declares itself with an EngineSpec in its own module; core.engines.registry lists them. Importing this
package imports no engine's package (nor numpy), so the GUI can read the registry at start-up.
"""

from __future__ import annotations

from pathlib import Path

from core.engines.base import EngineInfo, Transcriber
from core.engines.registry import engine_names, find_engine
from core.errors import EngineError, InvalidOptionError


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
    spec = find_engine(engine)  # a plan has resolved auto by now
    if spec is None:
        raise InvalidOptionError(f"unknown engine {engine!r}; allowed: {', '.join(engine_names())}")
    if not spec.installed():
        from core.availability import not_installed_message  # core.availability reads this package's registry

        raise EngineError(not_installed_message(spec.name))
    return spec.load(model_path, model_name=model_name, device=device, compute_type=compute_type,
                     cpu_threads=cpu_threads)


__all__ = ["EngineInfo", "Transcriber", "engine_names", "load_engine"]
