"""Small type aliases shared across the engine and the computer players."""

from __future__ import annotations

from typing import Literal

Mark = Literal["X", "O"]
"""A player's mark; X always moves first."""

Move = tuple[int, int]
"""A cell as ``(row, col)``, 0-based, row 0 at the top."""

MARKS: tuple[Mark, Mark] = ("X", "O")


def other(mark: Mark) -> Mark:
    """Return the opponent of ``mark``."""
    return "O" if mark == "X" else "X"
