"""Bench scripts are programs, not a package: tests load one from its file to check its helpers."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parent.parent / "bench"


def load_bench_script(name: str) -> ModuleType:
    """bench/<name>.py as a module (it puts the checkout and bench/ on sys.path itself, as when it runs)."""
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module
