"""Fixtures of the Gomocup tests: the real engine Rapfi (skipped when absent) and fake engines."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

RAPFI_IN_SHARED = Path("shared", "engines", "rapfi", "pbrain-rapfi")


def find_rapfi() -> Path:
    """Rapfi in ``shared/`` beside the repository or a folder above it (never in the repository).

    ``TTT_QT_RAPFI`` names another path.
    """
    if "TTT_QT_RAPFI" in os.environ:
        return Path(os.environ["TTT_QT_RAPFI"])
    repository = Path(__file__).resolve().parents[2]
    for folder in repository.parents:
        if (folder / RAPFI_IN_SHARED).is_file():
            return folder / RAPFI_IN_SHARED
    return repository.parent / RAPFI_IN_SHARED


FAKE_BRAIN = Path(__file__).resolve().parent / "fake_brain.py"


@pytest.fixture
def rapfi() -> Path:
    """The path of Rapfi; the test is skipped when it is not there or cannot run."""
    path = find_rapfi()
    if not path.is_file() or not os.access(path, os.X_OK):
        pytest.skip(f"Rapfi is not at {path}: see ../shared/engines/rapfi/README.md")
    if not sys.platform.startswith("linux"):
        pytest.skip("the Rapfi build beside the repository runs on Linux x86-64 only")
    return path


@pytest.fixture
def fake_brain() -> Callable[..., list[str]]:
    """The command line of ``fake_brain.py`` in a mode (see its docstring)."""

    def command(*arguments: object) -> list[str]:
        return [sys.executable, str(FAKE_BRAIN), *(str(argument) for argument in arguments)]

    return command


@pytest.fixture
def pbrain() -> list[str]:
    """The command line of ``ttt-pbrain`` (as ``python -m ttt_qt.gomocup``)."""
    return [sys.executable, "-m", "ttt_qt.gomocup"]
