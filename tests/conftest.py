"""Set-up for every test: offscreen Qt, private settings and data folders, hypothesis profiles,
and the slow tests, which run only with ``--slow`` (``python3 tasks.py test --slow``)."""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.helpers import find_rapfi

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The same sizes everywhere (here, in CI, on a laptop); --slow doubles them (pytest_configure).
# Timing health checks are off: two test processes share the cores, so timings are noisy.
settings.register_profile(
    "standard", max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "slow", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("standard")

# The test files that take longest, in this order, go first: pytest-xdist deals whole files out
# to its workers in the order of the collection (tasks.py passes --no-loadscope-reorder), so
# these start at once instead of being left for the end, where one worker would run them alone.
LONG_FILES = (
    "tests/packaging/test_deb.py",  # builds the one-folder app (35 s), packs, lints, installs it
    # While that build runs, on the other worker (about 40 s of work in all), so that the
    # frozen app's tests find the build done rather than wait for it:
    "tests/ai/threats/test_threats.py",
    # Few tests but long ones, which the order by number of tests would leave for the end:
    "tests/reliability/test_window_state_machine.py",
    "tests/packaging/test_wheel.py",
    "tests/reliability/test_faults_killed.py",
    "tests/packaging/test_frozen_app.py",  # the one-folder app, built by then
)


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
    """``--run-packaging`` runs the tests that build the frozen app (CI sets TTT_QT_PACKAGING=1);
    ``--slow`` runs the slow tests too, and hypothesis at double size."""
    parser.addoption(
        "--slow",
        action="store_true",
        default=False,
        help="also run the tests marked slow (the full proofs), and hypothesis at double size",
    )
    parser.addoption(
        "--run-packaging",
        action="store_true",
        default=False,
        help="build the frozen app with PyInstaller and test it",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Load the hypothesis profile of the run: ``slow`` with ``--slow``, else ``standard``.

    Test modules are imported after this, so sizes read at import (``tests.helpers.slow_run``)
    see the profile; every xdist worker runs this with the same options.
    """
    settings.load_profile("slow" if config.getoption("--slow") else "standard")


def file_order(items: list[pytest.Item]) -> Callable[[pytest.Item], tuple[int, int, str]]:
    """The sort key that puts LONG_FILES first, in their order, then the other files by their
    number of tests, most first (as pytest-xdist would order them), each file's tests in turn."""
    files = Counter(item.nodeid.partition("::")[0] for item in items)
    rank = {path: place for place, path in enumerate(LONG_FILES)}

    def key(item: pytest.Item) -> tuple[int, int, str]:
        path = item.nodeid.partition("::")[0]
        return rank.get(path, len(LONG_FILES)), -files[path], path

    return key


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark GUI tests, skip packaging tests unless asked for, put the long files first, and
    deselect the slow tests without --slow."""
    run_packaging = config.getoption("--run-packaging") or os.environ.get("TTT_QT_PACKAGING") == "1"
    skip_packaging = pytest.mark.skip(reason="packaging tests run with --run-packaging or in CI")
    for item in items:
        if "tests/app/" in item.nodeid or "qapp" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.gui)
        if item.get_closest_marker("packaging") is not None and not run_packaging:
            item.add_marker(skip_packaging)
    items.sort(key=file_order(items))
    if not config.getoption("--slow"):
        slow = [item for item in items if item.get_closest_marker("slow") is not None]
        if slow:
            config.hook.pytest_deselected(items=slow)
            items[:] = [item for item in items if item.get_closest_marker("slow") is None]


@pytest.fixture
def rapfi() -> Path:
    """The path of Rapfi; the test is skipped when it is not there or cannot run."""
    path = find_rapfi()
    if not path.is_file() or not os.access(path, os.X_OK):
        pytest.skip(f"Rapfi is not at {path}: see ../shared/engines/rapfi/README.md")
    if not sys.platform.startswith("linux"):
        pytest.skip("the Rapfi build beside the repository runs on Linux x86-64 only")
    return path
