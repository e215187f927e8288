"""The bundles we build: one row per OS x GPU flavour, and everything that differs between them.

A flavour is decided by the torch build it installs (the package index), the CTranslate2 that faster-whisper uses,
which ASR engines it ships offline models for, and the installer it ends in. installers/build.py, the PyInstaller
spec and .github/workflows/build.yml all read this table; tests/test_installers.py checks it is complete.
"""

from __future__ import annotations

import importlib.util
import platform as _platform
import sys
from dataclasses import dataclass
from pathlib import Path

from core.engines.registry import engine_names

PYTORCH_INDEX = "https://download.pytorch.org/whl"
PYPI_INDEX = "https://pypi.org/simple"
# pyannote.audio 4 needs torch 2.8+; torchaudio 2.15 for CUDA 13.2 is not out yet (pyproject.toml says why).
TORCH_REQUIREMENTS = ("torch>=2.8,<2.15", "torchaudio>=2.8")
OSES = ("windows", "macos", "linux")
INSTALLERS = {"windows": "inno", "macos": "dmg", "linux": "tar.gz"}
ASR_ENGINES = engine_names()  # a flavour ships some of them (core.engines.registry lists them all)


@dataclass(frozen=True)
class Flavour:
    os: str  # windows | macos | linux
    name: str  # cpu | cuda | rocm | mps
    arch: str  # x86_64 | arm64
    runner: str  # the GitHub Actions runner that builds it
    torch_index: str  # where torch and torchaudio come from (pip --index-url)
    extras: tuple[str, ...]  # project extras installed after torch (pyproject.toml)
    engines: tuple[str, ...]  # ASR engines the flavour's plan picks; their offline tiny.en models ship inside
    ct2: str  # which CTranslate2 build it uses, in words
    drop_cuda: bool  # leave CUDA libraries out (nothing in the flavour can use them)
    gpu_needs: str  # what the user's machine needs for the GPU path (docs/INSTALL.md shows it)
    blocked: str = ""  # why it cannot be built at the moment ("" = it can)

    @property
    def key(self) -> str:
        return f"{self.os}-{self.name}"

    @property
    def installer(self) -> str:
        return INSTALLERS[self.os]

    @property
    def app_name(self) -> str:
        """The bundle folder under dist/ (and the artifact's name)."""
        return f"whisper-subtitler-{self.key}-{self.arch}"

    def torch_install(self) -> list[str]:
        """pip arguments installing torch and torchaudio from this flavour's index."""
        args = ["install", *TORCH_REQUIREMENTS]
        if self.torch_index != PYPI_INDEX:
            args += ["--index-url", self.torch_index, "--extra-index-url", PYPI_INDEX]
        return args

    def project_install(self, editable: bool = False) -> list[str]:
        """pip arguments installing the project with the flavour's extras plus `bundle` (torch is already there)."""
        spec = f".[{','.join((*self.extras, 'bundle'))}]"
        return ["install", *(["-e"] if editable else []), spec]


FLAVOURS: dict[str, Flavour] = {f.key: f for f in (
    Flavour("windows", "cpu", "x86_64", "windows-latest", f"{PYTORCH_INDEX}/cpu", ("cpu",), ("faster-whisper",),
            "PyPI CTranslate2 (CPU kernels used; its CUDA code stays idle)", True,
            "nothing: runs on any 64-bit CPU with AVX2 (older CPUs work, slower)"),
    Flavour("windows", "cuda", "x86_64", "windows-latest", f"{PYTORCH_INDEX}/cu128", ("cuda",),
            ("faster-whisper", "openai-whisper"), "PyPI CTranslate2 (CUDA 12) with cuBLAS/cuDNN from the nvidia-*-cu12 "
            "wheels, found through os.add_dll_directory", False,
            "an NVIDIA GPU, driver 525+ (570+ for Blackwell); no CUDA toolkit"),
    Flavour("macos", "mps", "arm64", "macos-14", PYPI_INDEX, ("mps",), ("faster-whisper",),
            "PyPI CTranslate2 (Apple Accelerate, CPU int8)", True,
            "macOS 12.3+ on Apple silicon; nothing to install"),
    Flavour("macos", "cpu", "x86_64", "macos-15-intel", PYPI_INDEX, ("cpu",), ("faster-whisper",),
            "PyPI CTranslate2 (CPU)", True, "an Intel Mac with macOS 13+",
            blocked="PyTorch publishes no macOS x86_64 wheels after 2.2, and pyannote.audio 4 needs torch 2.8+; "
                    "the job stays in CI (allowed to fail) so it turns green when a wheel source exists"),
    Flavour("linux", "cpu", "x86_64", "ubuntu-latest", f"{PYTORCH_INDEX}/cpu", ("cpu",), ("faster-whisper",),
            "PyPI CTranslate2 (CPU kernels used)", True, "nothing: glibc 2.28+ (any current distribution)"),
    Flavour("linux", "cuda", "x86_64", "ubuntu-latest", f"{PYTORCH_INDEX}/cu128", ("cuda",),
            ("faster-whisper", "openai-whisper"), "PyPI CTranslate2 (CUDA 12) with the nvidia-*-cu12 wheels' "
            "cuBLAS/cuDNN, loaded by platform_utils.gpu_libs", False,
            "an NVIDIA GPU, driver 525+ (570+ for Blackwell); no CUDA toolkit"),
    Flavour("linux", "rocm", "x86_64", "ubuntu-latest", f"{PYTORCH_INDEX}/rocm6.4", ("rocm",),
            ("openai-whisper", "faster-whisper"), "PyPI CTranslate2 (CUDA build: sees no AMD GPU, so ASR runs "
            "openai-whisper on the GPU and faster-whisper only as the CPU fallback)", True,
            "an AMD GPU supported by ROCm 6.4 with the amdgpu kernel driver (the ROCm user space ships inside)"),
)}


def current_os(platform: str = sys.platform) -> str:
    if platform == "win32":
        return "windows"
    if platform == "darwin":
        return "macos"
    return "linux"


def installed_torch_build() -> dict[str, str | None]:
    """{'version', 'cuda', 'hip'} of the installed torch, read from torch/version.py without importing torch."""
    spec = importlib.util.find_spec("torch")
    if spec is None or spec.origin is None:
        return {"version": None, "cuda": None, "hip": None}
    namespace: dict[str, object] = {}
    exec(compile((Path(spec.origin).parent / "version.py").read_text(), "torch/version.py", "exec"), namespace)
    return {key: (str(namespace[attr]) if namespace.get(attr) else None)
            for key, attr in (("version", "__version__"), ("cuda", "cuda"), ("hip", "hip"))}


def detect_flavour(platform: str = sys.platform, machine: str | None = None,
                   torch_build: dict[str, str | None] | None = None) -> Flavour:
    """The flavour the installed torch makes: a CUDA torch gives `cuda`, a ROCm one `rocm`, else cpu (mps on Macs
    with Apple silicon). Building from the current environment, the bundle can only be what its torch is."""
    system = current_os(platform)
    machine = (machine or _platform.machine()).lower()
    build = installed_torch_build() if torch_build is None else torch_build
    if system == "macos":
        return FLAVOURS["macos-mps" if machine in ("arm64", "aarch64") else "macos-cpu"]
    if build.get("hip") and system == "linux":
        return FLAVOURS["linux-rocm"]
    if build.get("cuda"):
        return FLAVOURS[f"{system}-cuda"]
    return FLAVOURS[f"{system}-cpu"]


def get_flavour(key: str) -> Flavour:
    if key == "auto":
        return detect_flavour()
    try:
        return FLAVOURS[key]
    except KeyError:
        raise SystemExit(f"unknown flavour {key!r}; known: auto, {', '.join(FLAVOURS)}") from None
