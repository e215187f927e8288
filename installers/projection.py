"""Projected installed size of a flavour's bundle, read from the wheels that flavour installs.

A bundle can only be built on its own OS with its own torch, so on one machine the other flavours' sizes are
guesses. This module makes them measurements of a kind: `pip download` fetches the exact wheels a flavour's
build would install (for that OS, CPU and Python), and each wheel member is sized the way the spec would ship it,
with the same excludes and drop patterns (installers.spec_config). Python sources count as their compressed byte
code, as in PyInstaller's PYZ archive. Checked against a real build in docs/BUILDING.md.

    python -m installers.build project --flavour windows-cpu [--torch-index URL] [--wheels DIR]
"""

from __future__ import annotations

import dataclasses
import fnmatch
import functools
import marshal
import subprocess
import sys
import zipfile
import zlib
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # the test and bundle extras install tomli there
    import tomli as tomllib
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from installers import spec_config
from installers.flavours import PYPI_INDEX, TORCH_REQUIREMENTS, Flavour
from installers.size_table import format_size_rows

# The Python the release workflow builds with (.github/workflows/build.yml).
PYTHON_VERSION = "3.12"
# Wheel platform tags pip accepts for each target; several, because wheels name the oldest OS they support.
_MAC_VERSIONS = ("10_9", "10_12", "10_13", "10_15", "11_0", "12_0", "13_0", "14_0")
PLATFORM_TAGS: dict[tuple[str, str], tuple[str, ...]] = {
    ("windows", "x86_64"): ("win_amd64",),
    ("macos", "arm64"): tuple(f"macosx_{v}_{arch}" for v in _MAC_VERSIONS for arch in ("arm64", "universal2")),
    ("macos", "x86_64"): tuple(f"macosx_{v}_{arch}" for v in _MAC_VERSIONS for arch in ("x86_64", "universal2")),
    ("linux", "x86_64"): (*(f"manylinux_2_{minor}_x86_64" for minor in range(28, 4, -1)), "manylinux2014_x86_64",
                          "manylinux2010_x86_64", "manylinux1_x86_64"),
}
# What openai-whisper needs beyond the project's own dependencies (it is published as an sdist only, so its own
# few files are sized from the installed package).
OPENAI_WHISPER_DEPENDENCIES = ("numba", "tiktoken", "more-itertools")
# Published as source only; sized from the installed package instead (local_files).
SDIST_ONLY = frozenset({"openai-whisper"})
# Installed with the build tools or by pip itself; nothing in the app imports them.
NEVER_SHIPPED = frozenset(
    {"pip", "setuptools", "wheel", "pkg_resources", "_distutils_hack", "distutils-precedence.pth"}
)
# Files no bundle ships: sources and stubs of compiled code, type-checker data, build files.
SOURCE_SUFFIXES = (".pyi", ".pyx", ".pxd", ".pxi", ".c", ".cc", ".cpp", ".h", ".hpp", ".cu", ".cuh", ".cmake",
                   ".typed")
# PySide6-Essentials carries every Qt module; the app imports QtCore, QtGui, QtWidgets and QtSvg, the review editor
# QtMultimedia(+Widgets) from PySide6-Addons, and PyInstaller's Qt hooks add the plugin folders and libraries those
# need (the platform plugins and what they link; the multimedia plugin links QtQuick, QtQml, QtNetwork and Qt's own
# FFmpeg libraries, with stubs that open OpenSSL and VA-API only where the system has them).
QT_LIBRARIES = ("Core", "Gui", "Widgets", "Svg", "DBus", "XcbQpa", "WaylandClient", "WaylandEglClientHwIntegration",
                "EglFSDeviceIntegration", "EglFsKmsSupport", "OpenGL", "Multimedia", "MultimediaWidgets", "Network",
                "Concurrent", "Quick", "Qml", "QmlMeta", "QmlModels", "QmlWorkerScript")
QT_PLUGIN_FOLDERS = ("platforms", "imageformats", "iconengines", "platformthemes", "platforminputcontexts", "styles",
                     "xcbglintegrations", "egldeviceintegrations", "wayland-decoration-client",
                     "wayland-graphics-integration-client", "wayland-shell-integration", "generic", "tls",
                     "multimedia")
# Qt's FFmpeg, once each: the Linux and macOS wheels also carry `libavcodec.so(.63.1.101)` and
# `libavcodec.63.1.101.dylib` as copies (a wheel has no links); only the name the plugin links is loaded and shipped.
FFMPEG_FILES = tuple(pattern for lib in ("avcodec", "avformat", "avutil", "swresample", "swscale")
                     for pattern in (f"*/lib{lib}.so.[0-9]", f"*/lib{lib}.so.[0-9][0-9]", f"*/lib{lib}.[0-9].dylib",
                                     f"*/lib{lib}.[0-9][0-9].dylib", f"PySide6/{lib}-[0-9]*.dll"))
QT_OTHER_FILES = ("*/libicu*", "*/shiboken6*", "*/libshiboken6*", "*/pyside6.abi3*", "*/libpyside6.abi3*",
                  "*opengl32sw.dll", "*d3dcompiler_*.dll", "*msvcp140*.dll", "*vcruntime140*.dll", "*concrt140.dll",
                  "PySide6/__init__.py", "PySide6/_config.py", "PySide6/_git_pyside_version.py",
                  "*/libQt6FFmpegStub-*", *FFMPEG_FILES)
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtMultimedia", "QtMultimediaWidgets", "QtNetwork")
QT_TRANSLATIONS = ("qtbase_", "qtmultimedia_")
PYZ = "PYZ (byte code of every package)"


@dataclass(frozen=True)
class ShippedFile:
    """One file of a projected bundle: where it goes (a top-level folder of `_internal`) and its size there."""

    folder: str
    name: str
    size: int


def platform_tags(flavour: Flavour) -> tuple[str, ...]:
    try:
        return PLATFORM_TAGS[(flavour.os, flavour.arch)]
    except KeyError:
        raise SystemExit(f"no wheel platform tags known for {flavour.os} {flavour.arch}") from None


def project_requirements(flavour: Flavour, pyproject: Path = spec_config.REPO / "pyproject.toml") -> list[str]:
    """What the flavour's bundle is made of besides torch: the project's dependencies and its flavour extra (not the
    `bundle` extra: build tools), and openai-whisper's dependencies only where the flavour ships that engine."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    extras = project.get("optional-dependencies", {})
    wanted = list(project["dependencies"])
    for extra in flavour.extras:
        wanted += extras.get(extra, [])
    names = {_requirement_name(req) for req in TORCH_REQUIREMENTS}
    kept = [req for req in wanted if _requirement_name(req) not in names | {"openai-whisper"}]
    if spec_config.ships_openai_whisper(flavour):
        kept += list(OPENAI_WHISPER_DEPENDENCIES)
    return list(dict.fromkeys(kept))


def _requirement_name(requirement: str) -> str:
    return canonicalize_name(Requirement(requirement).name)


# The environment markers of each target: pip download evaluates a wheel's dependency markers against the machine
# it runs on, not the --platform it is given, so the closure below evaluates them itself.
_PYTHON = {"python_version": PYTHON_VERSION, "python_full_version": f"{PYTHON_VERSION}.0",
           "implementation_name": "cpython", "platform_python_implementation": "CPython"}
TARGET_MARKERS: dict[tuple[str, str], dict[str, str]] = {
    ("windows", "x86_64"): {"sys_platform": "win32", "platform_system": "Windows", "platform_machine": "AMD64",
                            "os_name": "nt", **_PYTHON},
    ("macos", "arm64"): {"sys_platform": "darwin", "platform_system": "Darwin", "platform_machine": "arm64",
                         "os_name": "posix", **_PYTHON},
    ("macos", "x86_64"): {"sys_platform": "darwin", "platform_system": "Darwin", "platform_machine": "x86_64",
                          "os_name": "posix", **_PYTHON},
    ("linux", "x86_64"): {"sys_platform": "linux", "platform_system": "Linux", "platform_machine": "x86_64",
                          "os_name": "posix", **_PYTHON},
}


def pip_download_command(flavour: Flavour, dest: Path, requirements: Sequence[str], index: str | None = None,
                         python: str = sys.executable, options: Sequence[str] = ()) -> list[str]:
    """One `pip download --no-deps` of wheels for the flavour's OS, CPU and Python (`options`: more pip options,
    such as --no-index --find-links DIR for a local wheel folder)."""
    cmd = [python, "-m", "pip", "download", "--dest", str(dest), "--no-deps", "--only-binary=:all:",
           "--python-version", PYTHON_VERSION, "--implementation", "cp", "--disable-pip-version-check"]
    for tag in platform_tags(flavour):
        cmd += ["--platform", tag]
    if index is not None and index != PYPI_INDEX:
        cmd += ["--index-url", index]
    return cmd + list(options) + list(requirements)


def torch_index_for(flavour: Flavour, torch_index: str | None) -> str:
    """The index torch comes from: the flavour's, or `torch_index` ("pypi" meaning pip's configured index: PyPI's
    Windows and macOS torch is the CPU build)."""
    return PYPI_INDEX if torch_index == "pypi" else torch_index or flavour.torch_index


def requires(wheel: Path, extras: Iterable[str], markers: dict[str, str]) -> list[Requirement]:
    """The wheel's dependencies that apply on the target (its markers evaluated for it, with the extras asked for)."""
    with zipfile.ZipFile(wheel) as archive:
        metadata = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        text = archive.read(metadata).decode("utf-8", "replace")
    found = []
    for line in text.splitlines():
        if not line.startswith("Requires-Dist:"):
            continue
        requirement = Requirement(line.split(":", 1)[1].strip())
        if requirement.marker is None or any(requirement.marker.evaluate({**markers, "extra": extra})
                                             for extra in ("", *extras)):
            found.append(requirement)
    return found


def wheel_project(wheel: Path) -> str:
    return canonicalize_name(wheel.name.split("-")[0])


def download(flavour: Flavour, dest: Path, torch_index: str | None = None,
             pip_options: Sequence[str] = ()) -> list[Path]:
    """The wheels the flavour's build would install, in `dest`: torch and torchaudio from its index, then the
    dependency closure of the project's requirements, with markers evaluated for the target. Each package takes
    the newest wheel its first requirement allows (a projection of sizes, not a lock file)."""
    dest.mkdir(parents=True, exist_ok=True)
    markers = TARGET_MARKERS[(flavour.os, flavour.arch)]

    def fetch(requirements: Sequence[str], index: str | None) -> None:
        """pip download; when a batch fails, each requirement alone, to name the ones without a target wheel."""
        def download(reqs: Sequence[str]) -> bool:
            return subprocess.run(pip_download_command(flavour, dest, reqs, index, options=pip_options)).returncode == 0

        if download(requirements):
            return
        absent = [r for r in requirements if not download([r])]
        raise SystemExit(f"no {flavour.key} wheel found for: {', '.join(absent or requirements)}")
    fetch(list(TORCH_REQUIREMENTS), torch_index_for(flavour, torch_index))
    extras: dict[str, set[str]] = defaultdict(set)
    pending = [r for r in map(Requirement, project_requirements(flavour))
               if r.marker is None or r.marker.evaluate({**markers, "extra": ""})]
    seen: dict[str, frozenset[str]] = {}
    def wheels_here() -> dict[str, Path]:
        return {wheel_project(w): w for w in sorted(dest.glob("*.whl"))}

    while True:
        by_name = wheels_here()
        missing: dict[str, str] = {}
        for requirement in pending:
            name: str = canonicalize_name(requirement.name)
            extras[name] |= set(requirement.extras)
            if name not in by_name and name not in missing and name not in SDIST_ONLY:
                missing[name] = str(Requirement(f"{requirement.name}{requirement.specifier}"))
        if missing:
            fetch(list(missing.values()), None)
            by_name = wheels_here()
        pending = []
        for name, wheel in by_name.items():
            asked = frozenset(extras[name])
            if name in extras and seen.get(name) != asked:
                seen[name] = asked
                pending += requires(wheel, asked, markers)
        if not pending:
            return sorted(by_name[name] for name in extras if name in by_name)


# --- sizing --------------------------------------------------------------------------------------------------------

def bundle_name(member: str) -> str | None:
    """Where a wheel member lands inside `_internal` (forward slashes), or None for metadata and scripts."""
    parts = member.split("/")
    top = parts[0]
    if top.endswith(".dist-info"):
        return None
    if top.endswith(".data"):
        if len(parts) > 2 and parts[1] in ("purelib", "platlib"):
            return "/".join(parts[2:])
        return None
    return member


def _is_qt_file_kept(name: str) -> bool:
    """PySide6 files the app's Qt modules and their plugins need; the rest of Qt stays out."""
    parts = name.split("/")
    base = parts[-1]
    if any(fnmatch.fnmatch(name, pattern) for pattern in QT_OTHER_FILES):
        return True
    if "plugins" in parts:
        folder = parts[parts.index("plugins") + 1] if parts.index("plugins") + 1 < len(parts) - 1 else ""
        return folder in QT_PLUGIN_FOLDERS
    if "translations" in parts:
        return base.startswith(QT_TRANSLATIONS)
    stem = base.split(".")[0]
    if stem in QT_MODULES:  # the Python bindings: QtCore.pyd, QtCore.abi3.so, QtCore.pyi (dropped elsewhere)
        return True
    if stem.startswith("libQt6") or stem.startswith("Qt6"):
        module = stem.removeprefix("lib").removeprefix("Qt6")
        return module in QT_LIBRARIES
    if ".framework" in name:  # macOS: Qt/lib/QtCore.framework/...
        framework = next(p for p in parts if p.endswith(".framework"))[: -len(".framework")]
        return framework.removeprefix("Qt") in QT_LIBRARIES
    return False


@functools.cache
def _spec_rules(flavour: Flavour, torch_has_cuda: bool) -> tuple[frozenset[str], tuple[str, ...]]:
    """The spec's excluded top-level modules and drop patterns for a flavour, made once, not per wheel member."""
    excluded = frozenset(e for e in spec_config.excludes(flavour) if "." not in e)
    return excluded, spec_config.drop_patterns(flavour, torch_has_cuda)


def shipped(member: str, size: int, flavour: Flavour, torch_has_cuda: bool,
            read: Callable[[], bytes] | None = None) -> ShippedFile | None:
    """How one wheel member ships in the flavour's bundle, or None when the spec leaves it out. `read` returns the
    member's bytes (only needed for Python sources, which are sized as compressed byte code)."""
    name = bundle_name(member)
    if name is None or name.endswith("/"):
        return None
    top = name.split("/")[0]
    module_top = top.removesuffix(".py").split(".")[0]
    if top in NEVER_SHIPPED or module_top in NEVER_SHIPPED:
        return None
    excluded_tops, patterns = _spec_rules(flavour, torch_has_cuda)
    if module_top in excluded_tops:
        return None
    if name.endswith(SOURCE_SUFFIXES) or name.endswith(".pyc"):
        return None
    if any(part in spec_config.TEST_PARTS for part in name.split("/")[1:-1]):
        return None
    if spec_config.is_dropped(name, patterns):
        return None
    if top == "PySide6" and not _is_qt_file_kept(name):
        return None
    if name.endswith(".py"):
        return ShippedFile(PYZ, name, _byte_code_size(name, read() if read else b"", size))
    return ShippedFile(top if "/" in name else "(loose files: executables, shared libraries)", name, size)


def _byte_code_size(name: str, source: bytes, size: int) -> int:
    """What a module costs in the PYZ: its byte code, zlib-compressed (PyInstaller's archive format)."""
    try:
        code = compile(source, name, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):  # syntax newer than this Python: a rough compressed-to-source ratio
        return int(size * 0.3)
    return len(zlib.compress(marshal.dumps(code), 6))


# Mach-O universal ("fat") binaries: PyInstaller keeps only the target's slice (PyInstaller.utils.osx
# binary_to_target_arch), so on macOS a fat file counts as that slice.
_FAT_MAGIC = {b"\xca\xfe\xba\xbe": 20, b"\xca\xfe\xba\xbf": 32}  # fat_arch entry size (32- and 64-bit offsets)
_CPU_TYPES = {"arm64": 0x0100000C, "x86_64": 0x01000007}
_MAX_FAT_ARCHS = 8  # a Java class file also starts with 0xCAFEBABE, with a far larger number after it


def thin_size(header: bytes, arch: str) -> int | None:
    """The size of `arch`'s slice if `header` (the file's first bytes) starts a fat Mach-O binary holding one."""
    entry = _FAT_MAGIC.get(header[:4])
    if entry is None or len(header) < 8:
        return None
    count = int.from_bytes(header[4:8], "big")
    if not 0 < count <= _MAX_FAT_ARCHS or len(header) < 8 + count * entry:
        return None
    for index in range(count):
        fields = header[8 + index * entry: 8 + (index + 1) * entry]
        if int.from_bytes(fields[:4], "big") == _CPU_TYPES[arch]:
            return int.from_bytes(fields[16:24] if entry == 32 else fields[12:16], "big")
    return None


def wheel_files(wheel: Path, flavour: Flavour, torch_has_cuda: bool) -> Iterable[ShippedFile]:
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            item = shipped(info.filename, info.file_size, flavour, torch_has_cuda,
                           read=functools.partial(archive.read, info))
            if item is None:
                continue
            if flavour.os == "macos" and item.folder != PYZ:
                with archive.open(info) as handle:
                    sliced = thin_size(handle.read(8 + _MAX_FAT_ARCHS * 32), flavour.arch)
                if sliced is not None:
                    item = dataclasses.replace(item, size=sliced)
            yield item


def torch_is_cuda(wheels: Sequence[Path]) -> bool:
    """Whether the downloaded torch links CUDA (then its CUDA libraries ship, as in a real build)."""
    for wheel in wheels:
        if wheel.name.startswith("torch-"):
            with zipfile.ZipFile(wheel) as archive:
                return any("torch_cuda" in Path(n).name for n in archive.namelist())
    return False


def local_files(flavour: Flavour, models: Path) -> list[ShippedFile]:
    """What the bundle takes from this checkout rather than a wheel: the offline models and, for flavours with
    openai-whisper, that sdist-only package as installed here (platform-independent code and assets)."""
    items = []
    for source, target in spec_config.model_datas(flavour, models):
        path = Path(source)
        for file in ([path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())):
            items.append(ShippedFile("models", f"{target}/{file.name}", file.stat().st_size))
    if spec_config.ships_openai_whisper(flavour):
        import importlib.util

        spec = importlib.util.find_spec("whisper")
        if spec is not None and spec.origin:
            root = Path(spec.origin).parent
            for file in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
                rel = "whisper/" + file.relative_to(root).as_posix()
                item = shipped(rel, file.stat().st_size, flavour, True, read=file.read_bytes)
                if item is not None:
                    items.append(item)
    return items


def project(flavour: Flavour, wheels: Sequence[Path], models: Path) -> list[ShippedFile]:
    """Every file the flavour's bundle would hold, from its wheels and this checkout's models."""
    has_cuda = torch_is_cuda(wheels)
    files = [item for wheel in wheels for item in wheel_files(wheel, flavour, has_cuda)]
    return files + local_files(flavour, models)


def folder_rows(files: Iterable[ShippedFile]) -> list[tuple[str, int, int]]:
    """(folder, bytes, files), largest first: the same shape as installers.build.size_rows of a real bundle."""
    sizes: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for item in files:
        sizes[item.folder][0] += item.size
        sizes[item.folder][1] += 1
    return sorted(((name, size, count) for name, (size, count) in sizes.items()), key=lambda row: -row[1])


def projection_table(flavour: Flavour, rows: list[tuple[str, int, int]], wheels: Sequence[Path],
                     top: int = 25) -> str:
    torch_wheel = next((w.name for w in wheels if w.name.startswith("torch-")), "no torch wheel")
    heading = f"projected {flavour.app_name}: {len(wheels)} wheels for Python {PYTHON_VERSION} ({torch_wheel})"
    return heading + "\n" + format_size_rows(rows, "total (without the Python runtime)", top)
