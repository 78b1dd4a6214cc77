"""Saved games on disk, in the engine's text format, with messages a person can act on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSaveFile

from ttt_qt.engine import Game, GameFormatError, Rules, format_game, parse_game
from ttt_qt.engine.errors import NewerGameFormatError, NotAGameError
from ttt_qt.engine.notation import FORMAT_VERSION, HEADER, MAX_TEXT_LENGTH

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``. The details
the engine gives (which line of a file is wrong, and why) stay in English."""


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
        raise _failed(translate("GameFiles", "{name} does not exist."), name) from None
    except IsADirectoryError:
        message = translate("GameFiles", "{name} is a folder, not a saved game.")
        raise _failed(message, name) from None
    except PermissionError:
        message = translate("GameFiles", "{name} cannot be read: permission denied.")
        raise _failed(message, name) from None
    except UnicodeDecodeError:
        message = translate("GameFiles", "{name} is not a text file, so it is not a saved game.")
        raise _failed(message, name) from None
    except OSError as error:
        message = translate("GameFiles", "{name} cannot be read: {reason}.")
        raise _failed(message, name, reason=error.strerror or str(error)) from None
    if not text.strip():
        raise _failed(translate("GameFiles", "{name} is empty: there is no game in it."), name)
    try:
        return parse_game(text)
    except NewerGameFormatError as error:
        message = translate(
            "GameFiles",
            "{name} was saved by a newer version of ttt_qt (game format {version}; this version"
            " reads format {ours}). Update ttt_qt to open it.",
        )
        raise _failed(message, name, version=str(error.version), ours=str(FORMAT_VERSION)) from None
    except NotAGameError:
        message = translate(
            "GameFiles", "{name} is not a ttt_qt game: the first line must be '{header}'."
        )
        raise _failed(message, name, header=HEADER) from None
    except GameFormatError as error:
        message = translate("GameFiles", "{name} cannot be opened: {reason}.")
        raise _failed(message, name, reason=str(error)) from None


def write_game_file(path: str | Path, game: Game) -> None:
    """Write ``game`` to ``path`` atomically (the old file stays whole if writing fails).

    Raises:
        GameFileError: the file cannot be written.
    """
    name = Path(path).name
    folder = Path(path).parent
    if not folder.is_dir():
        message = translate("GameFiles", "{name} cannot be written: there is no folder {folder}.")
        raise _failed(message, name, folder=str(folder))
    file = QSaveFile(str(path))
    data = format_game(game).encode("utf-8")
    if not file.open(QSaveFile.OpenModeFlag.WriteOnly):
        raise _cannot_write(name, file.errorString())
    if file.write(data) != len(data):
        reason = file.errorString()
        file.cancelWriting()
        raise _cannot_write(name, reason)
    if not file.commit():
        raise _cannot_write(name, file.errorString())


def _cannot_write(name: str, reason: str) -> GameFileError:
    return _failed(
        translate("GameFiles", "{name} cannot be written: {reason}."), name, reason=reason
    )


def _failed(message: str, name: str, **values: str) -> GameFileError:
    """The error saying ``message`` (translated already) about the file ``name``."""
    return GameFileError(message.format(name=name, **values))


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
