"""The engine's error types: every one is a ``ValueError`` with a message a person can read."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move onto an occupied or off-board cell, or a move after the game has ended."""


class CellNameError(ValueError):
    """Text that is not a cell name (such as ``B2``) on the board in question."""


class GameFormatError(ValueError):
    """Text that is not a saved game in the engine's text format."""


class NotAGameError(GameFormatError):
    """Text that does not even begin as a saved game: its first line is not the header."""


class NewerGameFormatError(GameFormatError):
    """A saved game in a later version of the format than this version reads.

    Attributes:
        version: the format version the file names.
    """

    def __init__(self, version: int, message: str) -> None:
        super().__init__(message)
        self.version = version


class PositionError(ValueError):
    """A position that no legal game can reach (wrong mark counts, play after a win)."""
