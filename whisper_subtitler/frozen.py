"""Entry point of the PyInstaller bundle (installers/entry.py calls `main`); also importable from a checkout.

The bundle is one executable for everything the app does, so this dispatches on the arguments before anything heavy
is imported:

    --self-test               app.selftest (no Qt), exits 0 when the bundle works
    -m MODULE ARGS            `python -m MODULE` for the modules the app runs in helper processes (the device probe
                              starts `sys.executable -m platform_utils --probe-json`; in a bundle sys.executable is
                              this program)
    transcribe|live|models|... ARGS  the command line (whisper_subtitler.__main__, as installed)
    anything else             the window (app.__main__), e.g. files to queue

On Windows the CUDA DLL folders inside the bundle are registered first, so CTranslate2 and torch find cuBLAS/cuDNN
without PATH edits; multiprocessing.freeze_support() comes next, because the GUI's job workers are this same
program started again with multiprocessing's own arguments.
"""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

# Every command of whisper_subtitler.__main__ (tests/test_installers.py holds it to the parser); the rest: the window.
CLI_COMMANDS = frozenset({"transcribe", "models", "info", "voices", "export-video", "batch", "live", "gui"})
# Modules a bundle may run with `-m`: the ones the app itself starts in a child process, and the two launchers.
RUNNABLE_MODULES = frozenset({"platform_utils", "core.cli", "app", "app.launch", "app.selftest",
                              "app.editor.playback_check"})
_DLL_HANDLES: list[object] = []  # os.add_dll_directory's handles: closing one removes its folder again


def bundle_roots(frozen_root: str | None = None, executable: str | None = None) -> list[Path]:
    """Where bundled files are: PyInstaller's data folder (sys._MEIPASS) and the executable's folder."""
    roots: list[Path] = []
    meipass = frozen_root if frozen_root is not None else getattr(sys, "_MEIPASS", None)
    if meipass:
        roots.append(Path(meipass))
    exe_dir = Path(executable or sys.executable).resolve().parent
    if exe_dir not in roots:
        roots.append(exe_dir)
    return roots


def cuda_dll_directories(roots: Iterable[Path]) -> list[Path]:
    """Folders holding DLLs of the nvidia-* wheels (nvidia/<part>/bin, nvidia/cu13/bin/x86_64, ...) and torch/lib.

    Only folders that really contain a .dll are returned, in a stable order, each once.
    """
    found: list[Path] = []
    for root in roots:
        candidates: list[Path] = []
        nvidia = root / "nvidia"
        if nvidia.is_dir():
            candidates.extend(sorted(p for p in nvidia.rglob("*") if p.is_dir()))
        candidates.append(root / "torch" / "lib")
        candidates.append(root / "ctranslate2")
        for folder in candidates:
            if folder not in found and folder.is_dir() and any(folder.glob("*.dll")):
                found.append(folder)
    return found


def add_cuda_dll_directories(
    roots: Iterable[Path] | None = None,
    platform: str = sys.platform,
    add: Callable[[str], object] | None = None,
    environ: dict[str, str] | os._Environ[str] | None = None,
) -> list[Path]:
    """On Windows, make the bundle's CUDA DLL folders visible to the loader; a no-op elsewhere.

    Python 3.8+ no longer searches PATH for a DLL's dependencies, so each folder goes to os.add_dll_directory. It is
    also put in front of PATH, for libraries that call LoadLibrary without the search flags (CTranslate2 opens cuDNN
    that way on first use).
    """
    if platform != "win32":
        return []
    adder = add or getattr(os, "add_dll_directory", None)
    env = os.environ if environ is None else environ
    folders = cuda_dll_directories(bundle_roots() if roots is None else roots)
    for folder in folders:
        if adder is not None:
            try:
                _DLL_HANDLES.append(adder(str(folder)))
            except OSError:
                continue
    if folders:
        env["PATH"] = ";".join([str(f) for f in folders] + [env.get("PATH", "")]).rstrip(";")
    return folders


def quiet_known_warnings() -> None:
    """Silence what the bundle leaves out on purpose: pyannote warns at import that torchcodec is missing (the
    pipeline hands pyannote decoded waveforms, never files), and torch logs that triton is missing (only
    torch.compile and its flop counter use it)."""
    import logging

    warnings.filterwarnings("ignore", message=r"\s*torchcodec is not installed correctly", category=UserWarning)
    logging.getLogger("torch.utils.flop_counter").setLevel(logging.ERROR)


def _run_module(module: str, args: Sequence[str]) -> int:
    import runpy

    if module not in RUNNABLE_MODULES:
        print(f"whisper-subtitler: -m {module} is not available in this bundle", file=sys.stderr)
        return 2
    sys.argv = [module, *args]
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit as done:
        code = done.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    return 0


def dispatch(argv: Sequence[str]) -> tuple[str, list[str]]:
    """What to run for these arguments: ("selftest" | "module:<name>" | "cli" | "gui", remaining arguments)."""
    args = list(argv)
    if args and args[0] == "--self-test":
        return "selftest", args[1:]
    if len(args) >= 2 and args[0] == "-m":
        return f"module:{args[1]}", args[2:]
    if args and args[0] in CLI_COMMANDS:
        return "cli", args
    return "gui", args


def main(argv: Sequence[str] | None = None) -> int:
    add_cuda_dll_directories()
    quiet_known_warnings()
    import multiprocessing

    multiprocessing.freeze_support()  # a worker started by core.runner: runs the job and exits here
    kind, rest = dispatch(sys.argv[1:] if argv is None else argv)
    if kind == "selftest":
        from app.selftest import main as selftest_main

        return selftest_main(rest)
    if kind.startswith("module:"):
        return _run_module(kind.split(":", 1)[1], rest)
    if kind == "cli":
        from whisper_subtitler.__main__ import main as cli_main

        return cli_main(rest)
    from app.__main__ import main as gui_main

    return gui_main(rest)


if __name__ == "__main__":
    raise SystemExit(main())
