"""Fixtures for the packaging tests: the helper modules under packaging/, and the frozen builds."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from tests.helpers import load_packaging_module

ROOT = Path(__file__).resolve().parents[2]
BUILD_TIMEOUT_S = 900

sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402  (tasks.py at the top of the repository: the builds CI tests are its)


def build_frozen_app(folder: Path, *, onefile: bool) -> Path:
    """Build with build.spec into ``folder``, as ``tasks.py build`` does; return the executable
    (the build's output is shown on failure)."""
    command = tasks.freeze_command(
        sys.executable, folder / "dist", folder / "build", onefile=onefile
    )
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
    executable = tasks.frozen_executable(folder / "dist", onefile=onefile)
    assert executable.is_file(), f"no {executable} after the build"
    kind = "one-file" if onefile else "one-folder"
    print(f"\n{kind} build: {seconds:.0f} s", file=sys.stderr)
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
    """The one-folder frozen app, built once per session."""
    return build_frozen_app(tmp_path_factory.mktemp("one-folder"), onefile=False)


@pytest.fixture(scope="session")
def one_file_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-file frozen app, built once per session."""
    return build_frozen_app(tmp_path_factory.mktemp("one-file"), onefile=True)


@pytest.fixture(scope="session")
def platform_metadata() -> ModuleType:
    """packaging/platform_metadata.py."""
    return load_packaging_module("platform_metadata")


@pytest.fixture(scope="session")
def make_deb() -> ModuleType:
    """packaging/make_deb.py."""
    return load_packaging_module("make_deb")
