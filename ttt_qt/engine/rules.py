"""Rules of a game (board size, win length, normal or reverse) and their precomputed geometry."""

from __future__ import annotations

from dataclasses import dataclass

from .geometry import Geometry, geometry

MIN_SIZE = 3
MAX_SIZE = 15
MIN_WIN_LENGTH = 3


def usual_win_length(size: int) -> int:
    """The win length people expect on a ``size`` board: 3 on 3 x 3, 4 up to 5 x 5, then 5."""
    if size <= 3:
        return 3
    return 4 if size <= 5 else 5


@dataclass(frozen=True, slots=True, init=False)
class Rules:
    """The rules of one game: an N x N board, k in a row, normal or reverse ("misère").

    In reverse rules whoever completes a line loses.

    Attributes:
        size: cells per side, 3 to 15 (the gomoku board).
        win_length: cells in a line, 3 to ``size``; the board size when not given.
        reverse: True for reverse (misère) rules.
    """

    size: int
    win_length: int
    reverse: bool

    def __init__(self, size: int = 3, win_length: int | None = None, reverse: bool = False) -> None:
        if isinstance(size, bool) or not isinstance(size, int):
            raise ValueError(f"board size must be a whole number, not {size!r}")
        if not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(f"board size must be from {MIN_SIZE} to {MAX_SIZE}, not {size}")
        length = size if win_length is None else win_length
        if isinstance(length, bool) or not isinstance(length, int):
            raise ValueError(f"win length must be a whole number, not {length!r}")
        if not MIN_WIN_LENGTH <= length <= size:
            raise ValueError(
                f"win length must be from {MIN_WIN_LENGTH} to the board size {size}, not {length}"
            )
        if not isinstance(reverse, bool):
            raise ValueError(f"reverse must be True or False, not {reverse!r}")
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "win_length", length)
        object.__setattr__(self, "reverse", reverse)

    @property
    def geometry(self) -> Geometry:
        """The precomputed line masks of these rules."""
        return geometry(self.size, self.win_length)

    @property
    def cell_count(self) -> int:
        """Number of cells on the board."""
        return self.size * self.size

    def describe(self) -> str:
        """A short description, such as ``3 x 3, 3 in a row`` or ``5 x 5, 4 in a row, reverse``."""
        text = f"{self.size} x {self.size}, {self.win_length} in a row"
        return text + ", reverse" if self.reverse else text
