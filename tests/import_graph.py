"""The project's imports, read from the source with ast (nothing is imported): which module imports which, and
which third-party packages each one names.

Every import counts, also one inside a function (it runs when the function does), except those under
`if TYPE_CHECKING:`, which never run: a type-only reference back is not a cycle.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

_NOT_SOURCE = {"build", "dist", "node_modules", "__pycache__"}


@dataclass(frozen=True)
class Import:
    importer: str  # dotted module name
    target: str  # a project module, or the top-level name of anything else ("PySide6", "torch")
    line: int
    internal: bool  # target is a module of the project
    type_only: bool  # under `if TYPE_CHECKING:`


def source_files(root: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every .py under root's folders that are neither hidden nor a virtualenv
    nor build output; a package is named by its folder."""
    found: dict[str, Path] = {}
    for top in sorted(p for p in root.iterdir() if p.is_dir()):
        if top.name.startswith(".") or top.name in _NOT_SOURCE or (top / "pyvenv.cfg").exists():
            continue
        for path in sorted(top.rglob("*.py")):
            folders = path.relative_to(root).parts[:-1]
            if any(part.startswith(".") or part in _NOT_SOURCE for part in folders):
                continue
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(node: ast.AST, type_only: bool = False) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Each import statement under `node`, with whether it sits under `if TYPE_CHECKING:`."""
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        yield node, type_only
    elif isinstance(node, ast.If) and _is_type_checking(node.test):
        for child in node.body:
            yield from _imports(child, True)
        for child in node.orelse:
            yield from _imports(child, type_only)
    else:
        for inner in ast.iter_child_nodes(node):
            yield from _imports(inner, type_only)


class _Resolver:
    def __init__(self, modules: Iterable[str]) -> None:
        self.modules = set(modules)

    def project_module(self, name: str) -> str | None:
        """The longest leading part of `name` that is a project module (`core.cli.main` -> `core.cli`)."""
        while name:
            if name in self.modules:
                return name
            name = name.rpartition(".")[0]
        return None

    def targets(self, node: ast.Import | ast.ImportFrom, importer: str, is_package: bool) -> Iterator[str]:
        """Dotted names this statement loads: `from a import b` loads a.b when that is a module, else a."""
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
            return
        base = node.module or ""
        if node.level:
            package = importer.split(".") if is_package else importer.split(".")[:-1]
            package = package[: len(package) - node.level + 1]
            base = ".".join(package + ([base] if base else []))
        for alias in node.names:
            submodule = f"{base}.{alias.name}"
            yield submodule if self.project_module(submodule) == submodule else base


def project_imports(root: Path) -> list[Import]:
    files = source_files(root)
    resolver = _Resolver(files)
    found: list[Import] = []
    for module, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        for node, type_only in _imports(tree):
            for name in resolver.targets(node, module, is_package):
                internal = resolver.project_module(name)
                if internal == module:
                    continue
                target = internal or name.partition(".")[0]
                found.append(Import(module, target, node.lineno, internal is not None, type_only))
    return found


def cycles(imports: Iterable[Import]) -> list[list[str]]:
    """Groups of project modules that import each other at run time (strongly connected components of two or
    more), each sorted, found with Tarjan's algorithm (iterative: the graph may be deep)."""
    graph: dict[str, set[str]] = {}
    for item in imports:
        if item.internal and not item.type_only:
            graph.setdefault(item.importer, set()).add(item.target)
            graph.setdefault(item.target, set())
    return _strongly_connected(graph)


def _strongly_connected(graph: Mapping[str, set[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return sorted(groups)


def package_of(module: str) -> str:
    return module.partition(".")[0]
