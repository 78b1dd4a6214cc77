"""Fixtures that every test of a window needs, imported by the conftests that use them.

``process_settings`` applies what ``ttt-qt`` sets once at start-up (the switch interval, the
garbage collector) and undoes it; ``settings_folder`` gives each test its own empty settings
file (QSettings caches the default paths).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ttt_qt.app.computer.process_settings import apply_process_settings


@pytest.fixture(autouse=True)
def process_settings() -> Iterator[None]:
    """The process-wide settings ``ttt-qt`` applies at start-up (``run_app``), undone after."""
    restore = apply_process_settings()
    yield
    restore()


@pytest.fixture(autouse=True)
def settings_folder(tmp_path: Path) -> Path:
    """Every test gets its own empty settings file (QSettings caches the default paths)."""
    folder = tmp_path / "settings"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    return folder
