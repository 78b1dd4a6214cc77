"""Saved games on disk, in the engine's text format, with messages a person can act on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSaveFile

from ttt_qt.engine import Game, GameFormatError, Rules, format_game, parse_game
from ttt_qt.engine.errors import NotAGameError
from ttt_qt.engine.notation import MAX_TEXT_LENGTH


class GameFileError(Exception):
    """A game file could not be read or written; the message says why, for the person."""


def read_game_file(path: str | Path) -> Game:
    """Read the saved game at ``path``.

    Raises:
        GameFileError: the file is missing, unreadable, too large, not text or not a game.
    """
    name = Path(path).name
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read(MAX_TEXT_LENGTH + 1)
    except FileNotFoundError:
        raise GameFileError(f"{name} does not exist.") from None
    except IsADirectoryError:
        raise GameFileError(f"{name} is a folder, not a saved game.") from None
    except PermissionError:
        raise GameFileError(f"{name} cannot be read: permission denied.") from None
    except UnicodeDecodeError:
        raise GameFileError(f"{name} is not a text file, so it is not a saved game.") from None
    except OSError as error:
        raise GameFileError(f"{name} cannot be read: {error.strerror or error}.") from None
    if not text.strip():
        raise GameFileError(f"{name} is empty: there is no game in it.")
    try:
        return parse_game(text)
    except NotAGameError as error:
        raise GameFileError(f"{name} is {error}.") from None
    except GameFormatError as error:
        raise GameFileError(f"{name} cannot be opened: {error}.") from None


def write_game_file(path: str | Path, game: Game) -> None:
    """Write ``game`` to ``path`` atomically (the old file stays whole if writing fails).

    Raises:
        GameFileError: the file cannot be written.
    """
    name = Path(path).name
    folder = Path(path).parent
    if not folder.is_dir():
        raise GameFileError(f"{name} cannot be written: there is no folder {folder}.")
    file = QSaveFile(str(path))
    data = format_game(game).encode("utf-8")
    if not file.open(QSaveFile.OpenModeFlag.WriteOnly):
        raise GameFileError(f"{name} cannot be written: {file.errorString()}.")
    if file.write(data) != len(data):
        reason = file.errorString()
        file.cancelWriting()
        raise GameFileError(f"{name} cannot be written: {reason}.")
    if not file.commit():
        raise GameFileError(f"{name} cannot be written: {file.errorString()}.")


def unfinished_game(text: str | None, rules: Rules) -> Game | None:
    """The game kept in ``text`` when it is unfinished and played under ``rules``, else None.

    A game of other rules, a finished one or a damaged text is dropped without a word: the
    window simply starts with a new game, as it would without one kept.
    """
    if text is None:
        return None
    try:
        game = parse_game(text)
    except GameFormatError:
        return None
    return game if game.rules == rules and not game.board.is_over else None
