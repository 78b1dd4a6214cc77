"""Fixtures for the packaging tests: the helper modules under packaging/, and the frozen builds."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

import pytest

from tests.helpers import load_packaging_module

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parents[2]
BUILD_TIMEOUT_S = 900

sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402  (tasks.py at the top of the repository: the builds CI tests are its)


def build_frozen_app(folder: Path, *, onefile: bool) -> Path:
    """Build with build.spec, as ``tasks.py build`` does, into ``folder / "one-folder"`` or
    ``folder / "one-file"``, with PyInstaller's work in ``folder / "build"``; return the
    executable (the build's output is shown on failure).

    The second build in a folder reuses the first one's analysis from the work folder.
    """
    dist = folder / ("one-file" if onefile else "one-folder")
    command = tasks.freeze_command(sys.executable, dist, folder / "build", onefile=onefile)
    env = tasks.freeze_environment()
    start = time.perf_counter()
    result = subprocess.run(
        command,
        cwd=ROOT,
        env=env,
        check=False,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT_S,
    )
    seconds = time.perf_counter() - start
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-5000:]
    executable = tasks.frozen_executable(dist, onefile=onefile)
    assert executable.is_file(), f"no {executable} after the build"
    kind = "one-file" if onefile else "one-folder"
    print(f"\n{kind} build: {seconds:.0f} s", file=sys.stderr)
    return executable


@contextmanager
def exclusive(lock_file: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``lock_file`` (blocking until every other holder is done).

    Where there are no POSIX locks (Windows), the caller's folder is its worker's own anyway.
    """
    if fcntl is None:
        yield
        return
    with lock_file.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def builds_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the frozen builds of this run go: one folder for every pytest-xdist worker (the
    parent of the workers' own temporary folders; without xdist or POSIX locks, the run's).

    The builds are shared: test_frozen_app.py and test_deb.py run on different workers, and
    each would otherwise build the one-folder app again.
    """
    base = tmp_path_factory.getbasetemp()
    shared = os.environ.get("PYTEST_XDIST_WORKER") is not None and fcntl is not None
    folder = (base.parent if shared else base) / "frozen-builds"
    folder.mkdir(exist_ok=True)
    return folder


def shared_build(tmp_path_factory: pytest.TempPathFactory, *, onefile: bool) -> Path:
    """The frozen app of this run, built by the first worker that asks for it.

    The builds run one at a time (a lock): they share PyInstaller's work folder, so the second
    reuses the first one's analysis, and PyInstaller's cache of processed binaries, which two
    builds at once would both write.
    """
    folder = builds_folder(tmp_path_factory)
    built = folder / ("one-file.built" if onefile else "one-folder.built")
    with exclusive(folder / "builds.lock"):
        if built.is_file():
            return Path(built.read_text(encoding="utf-8"))
        executable = build_frozen_app(folder, onefile=onefile)
        built.write_text(str(executable), encoding="utf-8")
        return executable


@pytest.fixture(scope="session")
def trim() -> ModuleType:
    """packaging/trim.py."""
    return load_packaging_module("trim")


@pytest.fixture(scope="session")
def xvfb() -> ModuleType:
    """packaging/xvfb.py."""
    return load_packaging_module("xvfb")


@pytest.fixture(scope="session")
def one_folder_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder frozen app, built once per run (shared by the xdist workers)."""
    return shared_build(tmp_path_factory, onefile=False)


@pytest.fixture(scope="session")
def one_file_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-file frozen app, built once per run (shared by the xdist workers)."""
    return shared_build(tmp_path_factory, onefile=True)


@pytest.fixture(scope="session")
def platform_metadata() -> ModuleType:
    """packaging/platform_metadata.py."""
    return load_packaging_module("platform_metadata")


@pytest.fixture(scope="session")
def make_deb() -> ModuleType:
    """packaging/make_deb.py."""
    return load_packaging_module("make_deb")
