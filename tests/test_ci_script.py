"""CI runs the README's test command and installs nothing of its own: a fresh machine has only Python, so whatever
the tests need must come from `make test` itself (the venv, the ffmpeg program from the imageio-ffmpeg wheel)."""

from __future__ import annotations

import re
import shlex
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
    assert "'.[test]'" in (ROOT / "Makefile").read_text()
