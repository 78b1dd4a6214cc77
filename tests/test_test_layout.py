"""The tests' own layout: they mirror the package, and no file under tests/ imports a conftest
or a test module.

Every module of ``ttt_qt`` with behaviour of its own has a test module of its own in the same
place under ``tests/``: ``ttt_qt/app/board/view.py`` is tested by ``tests/app/board/test_view.py``
(or ``test_view_<aspect>.py``), ``ttt_qt/desktop.py`` by ``tests/test_desktop.py``. Tests that
follow behaviour across modules keep names that say what they test. Shared helpers live in
tests/helpers.py (or a helper module beside the tests that share it), fixtures in conftest.py,
where pytest finds them by name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
PACKAGE = TESTS.parent / "ttt_qt"

# The product modules without a test module of their own, each with the reason. Keep it short:
# a module with behaviour gets its tests beside the others of its folder.
WITHOUT_OWN_TESTS = {
    # Data and text: exact course and console strings, constants, aliases, error classes
    # and enumerations, checked by the tests of the modules that use them.
    "ai/defaults.py": "the players' default budgets, read by every player's tests",
    "app/game/play_state.py": "one enumeration and two groupings of it (tests/app/game)",
    "compat/cs50/text.py": "seed 003's exact strings, compared in tests/compat/cs50",
    "compat/lab3_text.py": "seed 001's exact strings, compared in test_lab3.py, test_series.py",
    "compat/pa1_text.py": "seed 000's exact strings, compared in test_pa1.py, test_classic.py",
    "compat/poc_ttt_text.py": "seed 002's exact strings, compared in test_poc_ttt*.py",
    "console/arena_text.py": "the arena's headers, compared in tests/console/test_arena.py",
    "console/errors.py": "one exception class, raised in tests/console/test_options.py",
    "gomocup/errors.py": "the engine client's exception classes, raised in tests/gomocup",
    "console/messages.py": "ttt-console's own texts, checked in tests/console/test_main.py",
    "console/series_text.py": "seed 001's menu texts, compared in tests/console/test_series.py",
    "console/tournament_text.py": "the tournament's headers, in test_tournament.py",
    "engine/types.py": "type aliases and other(), used by every engine test",
    # The search's internals, changing with the search tables' ownership (issue 33, item 6):
    # tested through Searcher and the players, in tests/ai/search/.
    "ai/search/nodes.py": "the node functions: test_search.py, test_driver.py via Searcher",
    "ai/search/tables.py": "transposition and symmetry tables: test_search.py via the search",
    # The threat player's modules, tested together through the player and its search.
    "ai/threats/defence.py": "tests/ai/threats/test_threats.py (the stops of VCFs and VCTs)",
    "ai/threats/patterns.py": "tests/ai/threats/test_threats.py",
    "ai/threats/player.py": "tests/ai/threats/test_threats.py",
    "ai/threats/position.py": "tests/ai/threats/test_threats.py",
    "ai/threats/roots.py": "tests/ai/threats/test_threats.py, test_pattern_search.py (root_moves)",
    "ai/threats/threat_space.py": "tests/ai/threats/test_threats.py",
    "ai/threats/scope.py": "one predicate: tests/app/players/test_level_items.py, test_threats.py",
    # Needs the engines of tests/gomocup's fixtures (a fake one and Rapfi).
    "console/engines.py": "tests/gomocup/test_console_engines.py",
    # The window's outside engines, tested together through the window with the fake engines
    # and Rapfi (adding one, playing it, its failures, its log, its end).
    "app/dialogs/engine_probe.py": "tests/app/test_engines.py (adding an engine)",
    "app/dialogs/engines_dialog.py": "tests/app/test_engines.py",
    "app/dialogs/engines_section.py": "tests/app/test_engines.py (the Settings round trip)",
    "app/players/engine_player.py": "tests/app/test_engines.py, test_engine_shutdown.py",
    "app/settings/engines.py": "tests/app/test_engines.py (kept across a restart, the rule)",
    "app/window/engine_help.py": "tests/app/test_engines.py (a failure keeps the game)",
    # The coach in the window: its parts are tested through the review and the puzzle dialog.
    "app/coach/bar.py": "tests/app/coach/test_session.py (progress, Stop, Try again)",
    "app/coach/chart.py": "tests/app/coach/test_session.py (the advantage chart, its keys)",
    "app/coach/texts.py": "tests/app/coach/test_session.py (the marks' words)",
    "app/coach/puzzle_texts.py": "tests/app/coach/test_puzzle_dialog.py",
    "app/window/coach_commands.py": "tests/app/coach/test_session.py (menu, Statistics)",
    # The window's dialogs, split out of main_window.py, tested through the window's commands.
    "app/window/settings_commands.py": "test_main_window.py, test_guard.py (open_settings)",
    "app/window/statistics_commands.py": "tests/app/stats/test_dialog.py, test_guard.py",
    # The fair openings in the window, tested together through a whole opening played there.
    "app/dialogs/opening_combo.py": "tests/app/test_opening_window.py (enabled, kept)",
    "app/game/opening_texts.py": "tests/app/test_opening_window.py (the status lines)",
    "app/window/opening_choices.py": "tests/app/test_opening_window.py (the choice buttons)",
}


def _is_test_or_conftest(module: str) -> bool:
    """Whether a dotted module name ends in a conftest or a test module (``test_*``)."""
    last = module.rsplit(".", 1)[-1]
    return last == "conftest" or last.startswith("test_")


def imported_test_modules(source: str) -> list[str]:
    """The conftest and test modules that ``source`` imports, as written (``.conftest``)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if _is_test_or_conftest(alias.name)]
        elif isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            if node.module and _is_test_or_conftest(node.module):
                found.append(module)
            found += [
                f"{module}.{alias.name}".replace("..", ".")
                for alias in node.names
                if _is_test_or_conftest(alias.name)
            ]
    return found


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("from .conftest import WAIT_MS", [".conftest"]),
        ("from tests.app.conftest import settings_for", ["tests.app.conftest"]),
        ("from .test_faults_console import stats", [".test_faults_console"]),
        ("from . import conftest", [".conftest"]),
        ("from tests.app import test_model", ["tests.app.test_model"]),
        ("import tests.app.test_model", ["tests.app.test_model"]),
        ("from tests.helpers import WAIT_MS, settings_for", []),
        ("from .disks import TinyDisk\nfrom tests.stats.factories import record", []),
    ],
)
def test_the_scan_finds_every_way_of_importing_a_test_module(source: str, found: list[str]) -> None:
    assert imported_test_modules(source) == found


def test_no_test_file_imports_a_conftest_or_another_test_module() -> None:
    files = sorted(TESTS.rglob("*.py"))
    assert len(files) > 50  # the scan sees the whole suite
    offenders = {
        str(path.relative_to(TESTS)): found
        for path in files
        if (found := imported_test_modules(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


def product_modules() -> list[str]:
    """Every module of the package (not ``__init__`` or ``__main__``), as ``app/board/view.py``."""
    return sorted(
        path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*.py")
        if path.stem not in ("__init__", "__main__")
    )


def own_test_modules(module: str) -> list[Path]:
    """The test modules of ``module`` (``app/board/view.py``): ``tests/app/board/test_view.py``
    and ``test_view_<aspect>.py`` beside it."""
    path = Path(module)
    folder = TESTS / path.parent
    return sorted([*folder.glob(f"test_{path.stem}.py"), *folder.glob(f"test_{path.stem}_*.py")])


def test_every_module_with_behaviour_has_a_test_module_of_its_own() -> None:
    modules = product_modules()
    assert len(modules) > 100  # the scan sees the whole package
    missing = [
        module
        for module in modules
        if module not in WITHOUT_OWN_TESTS and not own_test_modules(module)
    ]
    assert missing == []


def test_the_exempt_modules_exist_and_still_have_no_test_module() -> None:
    modules = set(product_modules())
    stale = [
        module for module in WITHOUT_OWN_TESTS if module not in modules or own_test_modules(module)
    ]
    assert stale == []  # remove an entry once its module is gone or has tests of its own


def test_every_test_folder_is_a_package() -> None:
    folders = {path.parent for path in TESTS.rglob("test_*.py")}
    assert sorted(str(folder) for folder in folders if not (folder / "__init__.py").exists()) == []
