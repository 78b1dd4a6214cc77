"""Fixtures of the Gomocup tests: fake engines and ``ttt-pbrain`` (Rapfi's: tests/conftest.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable

import pytest

from tests.helpers import FAKE_BRAIN


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
