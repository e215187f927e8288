"""The layers, read from the source (tests/import_graph.py parses it; nothing is imported): no import cycles, and no
layer imports one above it. From the top: whisper_subtitler (the launchers: the command and the bundle's entry
point), app (the window), core (the pipeline), platform_utils (backend selection). core runs in the GUI's worker
processes and on the command line, so it never needs Qt.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, replace
from pathlib import Path

from tests.conftest import ROOT
from tests.import_graph import Import, cycles, package_of, project_imports


@dataclass(frozen=True)
class Forbidden:
    importer: str  # top-level package
    target: str  # top-level package or third-party name it must not import
    why: str


RULES = (
    Forbidden("app", "whisper_subtitler", "the launcher sits above app: it opens the window, never the other way"),
    Forbidden("core", "app", "core is the pipeline without the GUI; app is built on it"),
    Forbidden("core", "whisper_subtitler", "the launcher sits above core"),
    Forbidden("core", "PySide6", "core runs in workers and on the command line, where Qt is dead weight"),
    Forbidden("platform_utils", "app", "platform_utils is below the GUI"),
    Forbidden("platform_utils", "core", "platform_utils is below the pipeline that plans with it"),
    Forbidden("platform_utils", "whisper_subtitler", "the launcher sits above platform_utils"),
    Forbidden("platform_utils", "PySide6", "platform_utils is below core, which has no Qt"),
)


def violations(imports: list[Import]) -> list[str]:
    found = []
    for item in imports:
        for rule in RULES:
            if package_of(item.importer) == rule.importer and package_of(item.target) == rule.target:
                found.append(f"{item.importer} (line {item.line}) imports {item.target}: {rule.why}")
    return found


def write_tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return root


def test_no_import_cycle_between_project_modules():
    assert cycles(project_imports(ROOT)) == []


def test_no_import_circle_in_the_window_not_even_for_types():
    """app's modules import each other one way only, type-checking imports included: a workflow or a helper that
    needs the window takes it through a Protocol (app.operations, app.model_notice.GateWindow), never by importing
    app.main_window back."""
    imports = [i for i in project_imports(ROOT) if package_of(i.importer) == "app" and package_of(i.target) == "app"]
    assert cycles([replace(i, type_only=False) for i in imports]) == []


def test_no_layer_imports_one_above_it():
    assert violations(project_imports(ROOT)) == []


def test_the_gui_command_is_offered_by_the_launcher_only():
    launcher = [i for i in project_imports(ROOT) if i.target == "app.__main__"]
    assert {i.importer for i in launcher} >= {"whisper_subtitler.__main__"}
    assert not [i for i in launcher if package_of(i.importer) == "core"]


def test_a_cycle_is_found_through_lazy_and_relative_imports_but_not_type_only_ones(tmp_path):
    root = write_tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/build.py": "def show():\n    from pkg import projection\n",
        "pkg/projection.py": "def table():\n    from .build import show\n",
        "pkg/window.py": "from pkg.notice import Gate\n",
        "pkg/notice.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.window import Window\n",
        "pkg/sub/__init__.py": "from .. import window\n",
        ".venv/lib/pkg/build.py": "import pkg.projection\n",
    })
    imports = project_imports(root)
    assert cycles(imports) == [["pkg.build", "pkg.projection"]]
    assert any(i.importer == "pkg.sub" and i.target == "pkg.window" for i in imports)
    back = next(i for i in imports if i.importer == "pkg.notice" and i.target == "pkg.window")
    assert back.type_only


def test_every_kind_of_upward_import_is_reported(tmp_path):
    root = write_tree(tmp_path, {
        "app/__init__.py": "",
        "app/window.py": "import core.jobs\n",  # downward: fine
        "core/__init__.py": "",
        "core/jobs.py": "",
        "core/cli.py": "def gui():\n    from app.window import main\n",
        "core/preview.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from PySide6 import QtCore\n",
        "platform_utils/__init__.py": "",
        "platform_utils/probe.py": "from core import jobs\n",
    })
    found = violations(project_imports(root))
    assert [line.split(":")[0] for line in found] == [
        "core.cli (line 2) imports app.window",
        "core.preview (line 3) imports PySide6",
        "platform_utils.probe (line 1) imports core.jobs",
    ]


def test_an_import_of_the_launcher_from_app_is_reported(tmp_path):
    """The window never reaches up into the launcher package, lazily or for types only: the launchers (the command
    and the bundle's entry point) import app, never the other way."""
    root = write_tree(tmp_path, {
        "app/__init__.py": "",
        "app/window.py": "def cli():\n    from whisper_subtitler.__main__ import main\n",
        "app/bundle.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import whisper_subtitler.frozen\n",
        "whisper_subtitler/__init__.py": "",
        "whisper_subtitler/__main__.py": "def gui():\n    from app.window import cli\n",  # downward: fine
        "whisper_subtitler/frozen.py": "from app import window\n",
    })
    found = violations(project_imports(root))
    assert [line.split(":")[0] for line in found] == [
        "app.bundle (line 3) imports whisper_subtitler.frozen",
        "app.window (line 2) imports whisper_subtitler.__main__",
    ]


def test_the_bundle_entry_sits_with_the_launchers_above_app():
    imports = project_imports(ROOT)
    assert not [i for i in imports if package_of(i.importer) == "app" and package_of(i.target) == "whisper_subtitler"]
    frozen = {i.target for i in imports if i.importer == "whisper_subtitler.frozen"}
    assert {"app.__main__", "whisper_subtitler.__main__"} <= frozen


def test_the_batch_package_is_imported_by_the_batch_command_only():
    """core.batch needs Ray (the cluster extra) and speaks to a terminal: of the shipped packages only core.cli's batch
    command imports it (bench/ and tests/ measure and test it)."""
    shipped = ("core", "platform_utils", "app", "whisper_subtitler", "installers")
    outside = {i.importer for i in project_imports(ROOT)
               if i.target.startswith("core.batch") and package_of(i.importer) in shipped
               and not i.importer.startswith("core.batch")}
    assert outside == {"core.cli"}


WINDOW_LINES = 400  # MainWindow wires menus to app.operations; a workflow that grows it belongs in its own module
APP_MODULE_LINES = 500  # past this an app module is doing two jobs (issue 39)


def test_the_window_modules_stay_small_enough_to_read():
    sizes = {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
             for path in sorted((ROOT / "app").rglob("*.py"))}
    assert sizes["app/main_window.py"] < WINDOW_LINES
    assert {name: lines for name, lines in sizes.items() if lines > APP_MODULE_LINES} == {}
