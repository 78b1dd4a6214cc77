"""Faulty disks for the fault tests: one that fills up, and folders only root could write."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from ttt_qt.stats import RecordStore
from ttt_qt.stats import records_file as records_file_module
from ttt_qt.stats import store as store_module


class TinyDisk:
    """A 1 MiB tmpfs (where root may mount one) that a filler file fills to the last byte."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._filler = folder / "filler"

    def fill(self, store: RecordStore) -> None:
        descriptor = os.open(self._filler, os.O_WRONLY | os.O_CREAT)
        try:
            for chunk in (65536, 4096, 512, 1):
                try:
                    while True:
                        os.write(descriptor, b"\0" * chunk)
                except OSError:
                    continue
        finally:
            os.close(descriptor)

    def free(self, store: RecordStore) -> None:
        self._filler.unlink()


class PageLimit:
    """Where no disk can be mounted: the records file may not grow by a page, on every
    connection the store opens while the "disk" is full (sqlite then fails as a full disk)."""

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.folder = folder
        self._pages: int | None = None
        opener = records_file_module.open_for_writing

        def open_limited(path: Path, inspection: Any) -> sqlite3.Connection:
            connection = opener(path, inspection)
            self._limit(connection)
            return connection

        monkeypatch.setattr(store_module, "open_for_writing", open_limited)

    def _limit(self, connection: sqlite3.Connection | None) -> None:
        if connection is not None:
            pages = self._pages or 1_000_000
            connection.execute(f"PRAGMA max_page_count = {pages}")

    def fill(self, store: RecordStore) -> None:
        check = sqlite3.connect(store.path)
        self._pages = check.execute("PRAGMA page_count").fetchone()[0]
        check.close()
        self._limit(store._connection)

    def free(self, store: RecordStore) -> None:
        self._pages = None
        self._limit(store._connection)


@contextmanager
def small_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TinyDisk | PageLimit]:
    """A disk that a test can fill and free: a real tiny one, or the file's page limit."""
    folder = Path(tempfile.mkdtemp(prefix="ttt-qt-tiny-disk-"))
    mounted = False
    if sys.platform.startswith("linux") and os.geteuid() == 0 and shutil.which("mount"):
        result = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
            capture_output=True,
            check=False,
        )
        mounted = result.returncode == 0
    try:
        yield TinyDisk(folder) if mounted else PageLimit(tmp_path, monkeypatch)
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)
        shutil.rmtree(folder, ignore_errors=True)


def as_ordinary_user() -> list[str]:
    """A command prefix under which file permissions apply (root is stripped of its override)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: a read-only folder cannot be enforced")
    caps = "-dac_override,-dac_read_search,-fowner"
    return [setpriv, f"--bounding-set={caps}", f"--inh-caps={caps}", "--"]
