"""The full probe kept on disk between processes, under a key made of everything that can change its answer.

A probe imports torch (seconds, hundreds of MB); a job only needs its answer. The key holds the torch and
CTranslate2 installs (their version.py and the folder they are installed in, by size and mtime, without importing
them: an install or upgrade there changes them), the GPU signs with the driver versions they show
(platform_utils.gpu_traces), the variables that hide or pick devices, the CPU count and memory (the probe carries
the CPU's facts too) and the probe's own code. Any difference means probing again; `whisper-subtitler info
--refresh` does it by hand.

WHISPER_SUBTITLER_PROBE_CACHE names another file (tests, portable installs), or `off` to keep none.
"""

from __future__ import annotations

import importlib.util
import json
import os
import platform
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from platform_utils.facts import SCHEMA_VERSION, Probe
from platform_utils.gpu_traces import GpuTraces

CACHE_ENV = "WHISPER_SUBTITLER_PROBE_CACHE"
FILE_NAME = "device-probe.json"
CACHE_FORMAT = 1  # bump when the key or the file's layout changes
# Variables that change which devices torch and CTranslate2 see, or which libraries they load.
PROBE_ENVIRONMENT = (
    "CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER", "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES",
    "HSA_OVERRIDE_GFX_VERSION", "ZE_AFFINITY_MASK", "ONEAPI_DEVICE_SELECTOR", "LD_LIBRARY_PATH",
) + (("PATH",) if sys.platform == "win32" else ())
# The modules whose code decides the probe's answer: editing one probes again.
_PROBE_CODE = ("probing.py", "gpu_libs.py", "cpu.py", "facts.py")


def _identity(path: str) -> str:
    try:
        stat = os.stat(path)
    except OSError:
        return "absent"
    return f"{stat.st_size} {stat.st_mtime_ns}"


def _origin(name: str, modules: Mapping[str, Any], path: Sequence[str], finders: bool) -> str | None:
    """The package's __init__.py: from sys.modules when loaded (ctranslate2 comes with faster-whisper), else the
    first `path` folder that has it (a few stat calls), else whatever importlib's finders say (when `finders`)."""
    module = modules.get(name)
    if module is not None and getattr(module, "__file__", None):
        return str(module.__file__)
    for entry in path:
        candidate = os.path.join(entry or os.curdir, name, "__init__.py")
        if os.path.isfile(candidate):
            return candidate
    if not finders:
        return None
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    return spec.origin if spec is not None and spec.origin else (None if spec is None else "built in")


def package_build(name: str, modules: Mapping[str, Any] | None = None, path: Sequence[str] | None = None) -> str:
    """Where `name` is installed, and the size and mtime of its version.py (torch's names the CUDA/HIP build) and of
    the folder holding it (installing or upgrading anything there, cuDNN wheels too, changes that folder's mtime),
    without importing it: stat calls only, the key is made on every start.

    `modules` and `path` stand for sys.modules and sys.path (tests name their own; then no finder is asked)."""
    origin = _origin(name, sys.modules if modules is None else modules, sys.path if path is None else path,
                     finders=path is None)
    if origin is None:
        return "absent"
    if not os.path.isfile(origin):  # a frozen bundle: the executable stands for it
        return f"{origin} {_identity(sys.executable)}"
    folder = os.path.dirname(origin)
    return f"{folder} {_identity(os.path.join(folder, 'version.py'))} site {_identity(os.path.dirname(folder))}"


def _memory() -> str:
    try:
        return str(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"))
    except (AttributeError, OSError, ValueError):  # Windows has no sysconf
        return "unknown"


def cache_key(traces: GpuTraces, environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """Everything the probe's answer depends on, as strings (compared as they are, so a JSON round trip keeps
    them equal)."""
    environ = os.environ if environ is None else environ
    here = os.path.dirname(os.path.abspath(__file__))
    return {
        "format": f"{CACHE_FORMAT}/{SCHEMA_VERSION}",
        "python": f"{sys.executable} {sys.version}",
        "torch": package_build("torch"),
        "ctranslate2": package_build("ctranslate2"),
        "gpu": repr(traces),  # a frozen dataclass of strings, tuples and bools: its repr is stable
        "machine": f"{platform.machine()} {os.cpu_count()} CPUs {_memory()} bytes",
        "environment": json.dumps({name: environ[name] for name in PROBE_ENVIRONMENT if name in environ}),
        "probe_code": " ".join(_identity(os.path.join(here, name)) for name in _PROBE_CODE),
    }


@dataclass(frozen=True)
class ProbeCache:
    """One JSON file, {"key": ..., "probe": Probe.to_dict()}; `path` None keeps nothing. Reading never raises: a
    missing, unreadable or foreign file is a miss."""

    path: Path | None

    def load(self, key: Mapping[str, str]) -> Probe | None:
        if self.path is None:
            return None
        try:
            data: Any = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("key") != dict(key):
                return None
            return Probe.from_dict(data["probe"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def save(self, key: Mapping[str, str], probe: Probe) -> bool:
        """Write atomically (a reader never sees half a file); False when it could not be written."""
        if self.path is None:
            return False
        tmp = ""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".probe-", suffix=".tmp", dir=self.path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                # keys in their own order: the backends' order is auto's order of preference
                json.dump({"key": dict(key), "probe": probe.to_dict()}, handle, indent=1)
            os.replace(tmp, self.path)
            return True
        except OSError:
            if tmp:
                Path(tmp).unlink(missing_ok=True)
            return False


def default_cache(environ: Mapping[str, str] | None = None) -> ProbeCache:
    """$WHISPER_SUBTITLER_PROBE_CACHE (a file, or `off`), else device-probe.json in the user cache folder."""
    environ = os.environ if environ is None else environ
    named = environ.get(CACHE_ENV, "").strip()
    if named.lower() == "off":
        return ProbeCache(None)
    if named:
        return ProbeCache(Path(named).expanduser())
    from platformdirs import user_cache_dir

    return ProbeCache(Path(user_cache_dir("whisper-subtitler")) / FILE_NAME)
