"""Set-up for the reliability tests: a private settings file per test, a disk that fills up."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.window_fixtures import process_settings, settings_folder  # noqa: F401 (fixtures)

from .disks import PageLimit, TinyDisk, small_disk


@pytest.fixture
def full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TinyDisk | PageLimit]:
    """A disk that a test can fill and free (a tiny tmpfs where root may mount one)."""
    with small_disk(tmp_path, monkeypatch) as disk:
        yield disk
