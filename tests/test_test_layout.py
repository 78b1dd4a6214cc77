"""The tests' own layout: no file under tests/ imports a conftest or a test module.

Shared helpers live in tests/helpers.py (or a helper module beside the tests that share it),
fixtures in conftest.py, where pytest finds them by name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


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
