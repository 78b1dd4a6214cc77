"""Set-up for the reliability tests: a private settings file per test, a disk that fills up."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ttt_qt.app.computer.process_settings import apply_process_settings

from .disks import PageLimit, TinyDisk, small_disk


@pytest.fixture(autouse=True)
def process_settings() -> Iterator[None]:
    """The process-wide settings ``ttt-qt`` applies at start-up (``main.run_app``), undone after."""
    restore = apply_process_settings()
    yield
    restore()


@pytest.fixture(autouse=True)
def settings_folder(tmp_path: Path) -> Path:
    """Every test gets its own empty settings file (QSettings caches the default paths)."""
    folder = tmp_path / "settings"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    return folder


@pytest.fixture
def full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TinyDisk | PageLimit]:
    """A disk that a test can fill and free (a tiny tmpfs where root may mount one)."""
    with small_disk(tmp_path, monkeypatch) as disk:
        yield disk
