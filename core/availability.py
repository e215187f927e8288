"""Which ASR engines this installation has, answered without importing them (the GUI asks at start-up).

Why: the CPU installers leave openai-whisper out, with the numba and llvmlite it needs (~190 MB), because
faster-whisper is the faster engine on a processor; the window greys the engine out and a job that names it gets
a sentence saying so, instead of an import error.
"""

from __future__ import annotations

from core.engines.registry import default_engine, find_engine


def engine_installed(engine: str) -> bool:
    spec = find_engine(engine)
    return spec is not None and spec.installed()


def not_installed_message(engine: str) -> str:
    default = default_engine()
    return (f"{engine} is not part of this installation (the CPU installers ship {default} only, the faster "
            f"engine on a processor); choose {default}, or install a GPU flavour or `pip install {engine}`")
