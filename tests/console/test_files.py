"""The console's file checks: whether a file can be written, found out without leaving a trace,
and the operating system's words for why not."""

from __future__ import annotations

import errno
from pathlib import Path

from ttt_qt.console.files import cannot_write, reason


def test_checking_a_csv_path_changes_nothing(tmp_path: Path) -> None:
    fresh, kept = tmp_path / "fresh.csv", tmp_path / "kept.csv"
    kept.write_text("earlier ratings\n", encoding="utf-8")
    assert cannot_write(fresh) is None
    assert not fresh.exists()  # the probe is gone again
    assert cannot_write(kept) is None
    assert kept.read_text(encoding="utf-8") == "earlier ratings\n"
    assert cannot_write(tmp_path) == "Is a directory"


def test_a_file_in_a_missing_folder_cannot_be_written(tmp_path: Path) -> None:
    assert cannot_write(tmp_path / "missing" / "out.csv") == "No such file or directory"


def test_the_reason_is_the_systems_words_else_the_errors_text() -> None:
    assert reason(PermissionError(errno.EACCES, "Permission denied")) == "Permission denied"
    assert reason(OSError("disk on fire")) == "disk on fire"
