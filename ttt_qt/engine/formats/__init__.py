"""Game files in three formats, chosen by the file's extension.

- ``.ttt``: ttt_qt's own text (``notation``): every rule, the players with their options.
- ``.psq``: Piskvork's (``psq``): the board, the moves with their times, the players' names.
- ``.sgf``: Smart Game Format for gomoku (``sgf``): the board, the rule, the players' names.

``load(path)`` and ``save(path, saved)`` read and write any of them; ``lost(path, saved)``
says what a format cannot keep of a game (a ``.psq`` file has no rule). Errors are
``GameFileError`` (the file: its extension, reading or writing) and ``GameFormatError`` (what
is in it), each one sentence a person can read.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..errors import GameFormatError
from ..notation import MAX_TEXT_LENGTH, format_saved_game, parse_saved_game
from ..players import SavedGame
from .psq import format_psq, lost_in_psq, parse_psq
from .sgf import format_sgf, lost_in_sgf, parse_sgf

__all__ = [
    "EXTENSIONS",
    "GameFileError",
    "extension",
    "format_psq",
    "format_sgf",
    "load",
    "lost",
    "parse_psq",
    "parse_sgf",
    "read_text",
    "save",
]


class GameFileError(ValueError):
    """A game file that cannot be read or written: its extension, or the file itself."""


_READERS: dict[str, Callable[[str], SavedGame]] = {
    ".ttt": parse_saved_game,
    ".psq": parse_psq,
    ".sgf": parse_sgf,
}
_WRITERS: dict[str, Callable[[SavedGame], str]] = {
    ".ttt": format_saved_game,
    ".psq": format_psq,
    ".sgf": format_sgf,
}
_LOSSES: dict[str, Callable[[SavedGame], str | None]] = {
    ".psq": lost_in_psq,
    ".sgf": lost_in_sgf,
}
EXTENSIONS = tuple(_READERS)
"""The extensions of the game files read and written, ``.ttt`` first."""

_MAX_BYTES = 4 * MAX_TEXT_LENGTH


def extension(path: str | Path) -> str:
    """The format's extension of ``path`` (lower case).

    Raises:
        GameFileError: ttt_qt knows no game format by that extension.
    """
    suffix = Path(path).suffix.lower()
    if suffix not in _READERS:
        raise GameFileError(
            f"{Path(path).name}: ttt_qt reads and writes game files ending in"
            f" {', '.join(EXTENSIONS)}, not '{suffix or 'no extension'}'"
        )
    return suffix


def read_text(path: str | Path) -> str:
    """The text of a game file (UTF-8, else Latin-1 as older Windows programs write).

    Raises:
        GameFileError: the file cannot be read, or it is too big to be a game.
    """
    file = Path(path)
    try:
        with file.open("rb") as stream:
            data = stream.read(_MAX_BYTES + 1)
    except OSError as error:
        raise GameFileError(f"{file.name} cannot be read: {error.strerror or error}") from None
    if len(data) > _MAX_BYTES:
        raise GameFileError(f"{file.name} is too big to be a game file")
    if b"\0" in data:
        raise GameFileError(f"{file.name} is not a text file, so it is not a game file")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def load(path: str | Path) -> SavedGame:
    """The game in the file ``path``, in the format its extension names.

    Raises:
        GameFileError: the extension is unknown or the file cannot be read.
        GameFormatError: the file is not a game in that format, or a move cannot be played.
    """
    reader = _READERS[extension(path)]
    text = read_text(path)
    try:
        return reader(text)
    except GameFormatError as error:
        raise GameFormatError(
            f"{Path(path).name}: {error}",
            error.problem,
            error.facts,
            error.line,
            error.move,
        ) from None


def save(path: str | Path, saved: SavedGame) -> None:
    """Write ``saved`` to ``path`` in the format its extension names.

    The file is replaced whole: written beside it, then moved over it.

    Raises:
        GameFileError: the extension is unknown or the file cannot be written.
    """
    text = _WRITERS[extension(path)](saved)
    file = Path(path)
    partial = file.with_name(file.name + ".part")
    try:
        partial.write_bytes(text.encode("utf-8"))
        partial.replace(file)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise GameFileError(f"{file.name} cannot be written: {error.strerror or error}") from None


def lost(path: str | Path, saved: SavedGame) -> str | None:
    """What the format of ``path`` cannot keep of ``saved`` (such as "the renju rule")."""
    check = _LOSSES.get(extension(path))
    return check(saved) if check else None
