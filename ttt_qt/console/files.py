"""Files the console commands write: whether one can be written, and why a write failed."""

from __future__ import annotations

from pathlib import Path


def cannot_write(path: Path) -> str | None:
    """Why a file cannot be written at ``path``, or None; a file it creates to find out goes.

    Asked before a command's work, so that a bad path is said at once, not after it.
    """
    existed = path.exists()
    try:
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as error:
        return reason(error)
    if not existed:
        path.unlink(missing_ok=True)
    return None


def reason(error: OSError) -> str:
    """The operating system's words for ``error`` ("Permission denied"), else its text."""
    return error.strerror or str(error)
