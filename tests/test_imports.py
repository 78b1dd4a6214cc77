"""The modules of ttt_qt import one another without cycles, and none hides an import behind a
module-level ``__getattr__``.

The graph is read from the source (the AST of every module), not from a running interpreter:
an edge is an import statement executed when the module loads, so imports inside functions
(deferred on purpose, to keep start-up light) and under ``if TYPE_CHECKING:`` (never run)
are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "ttt_qt"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, tuple[Path, ast.Module]]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        found[module_name(path)] = (path, ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return found


def is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def load_time_statements(body: list[ast.stmt]) -> list[ast.stmt]:
    """The module's own statements, with those of its if/try/with blocks (not of functions,
    classes or ``if TYPE_CHECKING:``)."""
    statements: list[ast.stmt] = []
    for statement in body:
        statements.append(statement)
        if isinstance(statement, ast.If):
            if not is_type_checking(statement.test):
                statements += load_time_statements(statement.body)
            statements += load_time_statements(statement.orelse)
        elif isinstance(statement, ast.Try):
            for block in (statement.body, statement.orelse, statement.finalbody):
                statements += load_time_statements(block)
            for handler in statement.handlers:
                statements += load_time_statements(handler.body)
        elif isinstance(statement, ast.With):
            statements += load_time_statements(statement.body)
    return statements


def imported_modules(name: str, path: Path, tree: ast.Module, known: set[str]) -> set[str]:
    """The ttt_qt modules that module ``name`` imports as it loads."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for statement in load_time_statements(tree.body):
        if isinstance(statement, ast.Import):
            targets |= {alias.name for alias in statement.names}
        elif isinstance(statement, ast.ImportFrom):
            base = statement.module or ""
            if statement.level:
                anchor = package.split(".")[: len(package.split(".")) - statement.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in statement.names:
                submodule = f"{base}.{alias.name}"
                targets.add(submodule if submodule in known else base)
    return {target for target in targets if target in known and target != name}


def import_graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imported_modules(name, path, tree, known) for name, (path, tree) in found.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph`` as the list of its modules, or None (depth-first)."""
    done: set[str] = set()
    stack: list[str] = []
    on_stack: set[str] = set()

    def visit(name: str) -> list[str] | None:
        stack.append(name)
        on_stack.add(name)
        for target in sorted(graph[name]):
            if target in on_stack:
                return [*stack[stack.index(target) :], target]
            if target not in done:
                cycle = visit(target)
                if cycle is not None:
                    return cycle
        stack.pop()
        on_stack.discard(name)
        done.add(name)
        return None

    for name in sorted(graph):
        if name not in done:
            cycle = visit(name)
            if cycle is not None:
                return cycle
    return None


def test_the_graph_sees_the_package_imports() -> None:
    graph = import_graph()
    assert "ttt_qt.engine" in graph["ttt_qt.ai.base"]
    assert "ttt_qt.ai.search.opening_book" in graph["ttt_qt.ai.search.driver"]
    assert "ttt_qt.app.window.main_window" in graph["ttt_qt.app"]


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_no_module_of_ttt_qt_imports_itself_back() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_no_module_of_ttt_qt_defines_a_module_level_getattr() -> None:
    offenders = [
        name
        for name, (_, tree) in modules().items()
        for statement in load_time_statements(tree.body)
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef)
        and statement.name in ("__getattr__", "__dir__")
    ]
    assert offenders == []


APP_ROOMS = (
    "widgets",
    "settings",
    "computer",
    "players",
    "game",
    "board",
    "dialogs",
    "stats",
    "thinking",
    "coach",
    "window",
)
"""The window's rooms (``ttt_qt.app``'s subpackages), each importing only those before it."""


def room_of(module: str) -> str | None:
    """The room of a ``ttt_qt.app`` module (``ttt_qt.app.board.view`` -> ``board``), or None."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["ttt_qt", "app"] else None


def test_every_module_of_the_app_lives_in_a_room() -> None:
    homeless = [name for name in modules() if name.startswith("ttt_qt.app.") and not room_of(name)]
    rooms = {room_of(name) for name in modules()} - {None}
    assert homeless == []
    assert rooms == set(APP_ROOMS)


def test_the_app_rooms_import_only_the_rooms_below_them() -> None:
    """Also through ``TYPE_CHECKING`` imports: the rooms' order is their meaning, not only
    what loads first."""
    found = modules()
    known = set(found)
    upward = []
    for name, (path, tree) in found.items():
        room = room_of(name)
        if room is None:
            continue
        imports = [node for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom)]
        everything = ast.Module(body=list(imports), type_ignores=[])
        for target in imported_modules(name, path, everything, known):
            other = room_of(target)
            if other is not None and APP_ROOMS.index(other) > APP_ROOMS.index(room):
                upward.append(f"{name} -> {target}")
    assert upward == []
