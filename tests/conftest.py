"""Set-up for every test: offscreen Qt, private settings and data folders, hypothesis profiles."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile(
    "ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def _private_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Point every test's config and data folders at a fresh temporary folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("HOME", str(home))
    # QSettings caches its default folder once per process: point it at this test's folder.
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(home / "config"))
    return home


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--run-packaging`` runs the tests that build the frozen app (CI sets TTT_QT_PACKAGING=1)."""
    parser.addoption(
        "--run-packaging",
        action="store_true",
        default=False,
        help="build the frozen app with PyInstaller and test it",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark GUI tests, and skip packaging tests unless asked for."""
    run_packaging = config.getoption("--run-packaging") or os.environ.get("TTT_QT_PACKAGING") == "1"
    skip_packaging = pytest.mark.skip(reason="packaging tests run with --run-packaging or in CI")
    for item in items:
        if "tests/app/" in item.nodeid:
            item.add_marker(pytest.mark.gui)
        if item.get_closest_marker("packaging") is not None and not run_packaging:
            item.add_marker(skip_packaging)
