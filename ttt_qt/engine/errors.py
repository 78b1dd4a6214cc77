"""The engine's error types: every one is a ``ValueError`` with a message a person can read."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move onto an occupied or off-board cell, or a move after the game has ended."""


class CellNameError(ValueError):
    """Text that is not a cell name (such as ``B2``) on the board in question.

    Attributes:
        problem: "not a cell" (no column letter and row number), "off the board" (one, but
            outside the board) or "" (any other).
    """

    def __init__(self, message: str, problem: str = "") -> None:
        super().__init__(message)
        self.problem = problem


class GameFormatError(ValueError):
    """Text that is not a saved game in the engine's text format.

    The message is English. A program that words it otherwise (the window, in the person's
    language) finds what went wrong in the attributes.

    Attributes:
        problem: which rule of the format the text breaks, a key of
            ``notation.FORMAT_PROBLEMS``; "" when none says it.
        facts: the values the problem's wording names, such as an entry or a cell.
        line: the line of the text to blame, when there is one.
        move: the number of the move to blame on that line, when there is one.
    """

    def __init__(
        self,
        message: str,
        problem: str = "",
        facts: dict[str, str] | None = None,
        line: int | None = None,
        move: int | None = None,
    ) -> None:
        super().__init__(message)
        self.problem = problem
        self.facts = dict(facts or {})
        self.line = line
        self.move = move


class NotAGameError(GameFormatError):
    """Text that does not even begin as a saved game: its first line is not the header."""


class NewerGameFormatError(GameFormatError):
    """A saved game in a later version of the format than this version reads."""

    @property
    def version(self) -> int:
        """The format version the text names."""
        return int(self.facts["version"])


class PositionError(ValueError):
    """A position that no legal game can reach (wrong mark counts, play after a win)."""
