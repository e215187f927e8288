"""Which ASR engines this installation has, answered without importing them (the GUI asks at start-up).

Why: the CPU installers leave openai-whisper out, with the numba and llvmlite it needs (~190 MB), because
faster-whisper is the faster engine on a processor; the window greys the engine out and a job that names it gets
a sentence saying so, instead of an import error.
"""

from __future__ import annotations

import importlib.util

ENGINE_PACKAGES = {"faster-whisper": "faster_whisper", "openai-whisper": "whisper"}


def engine_installed(engine: str) -> bool:
    package = ENGINE_PACKAGES.get(engine)
    return package is not None and importlib.util.find_spec(package) is not None


def not_installed_message(engine: str) -> str:
    return (f"{engine} is not part of this installation (the CPU installers ship faster-whisper only, the faster "
            f"engine on a processor); choose faster-whisper, or install a GPU flavour or `pip install {engine}`")
