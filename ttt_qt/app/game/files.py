"""Saved games on disk, with messages a person can act on.

The format follows the file's extension: ttt_qt's own ``.ttt`` (any other extension is read
as one too), Piskvork's ``.psq`` and SGF's ``.sgf`` (``ttt_qt.engine.formats``). A ``.ttt``
file keeps who played each side too; one of an older format, without them, still opens.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSaveFile

from ttt_qt.engine import (
    Game,
    GameFormatError,
    GamePlayer,
    Rules,
    SavedGame,
    format_game,
    parse_saved_game,
    usual_win_length,
)
from ttt_qt.engine.errors import NewerGameFormatError, NotAGameError
from ttt_qt.engine.formats import format_psq, format_sgf, parse_psq, parse_sgf
from ttt_qt.engine.notation import FORMAT_VERSION, HEADER, MAX_TEXT_LENGTH
from ttt_qt.stats.wording import rules_words

from ..players.rule_texts import forbidden_text

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


class GameFileError(Exception):
    """A game file could not be read or written; the message says why, for the person."""


def read_game_file(path: str | Path) -> SavedGame:
    """Read the saved game at ``path``, with its players when the file names them.

    Raises:
        GameFileError: the file is missing, unreadable, too large, not text or not a game.
    """
    name = Path(path).name
    suffix = Path(path).suffix.lower()
    other_format = suffix in OTHER_FORMATS
    try:
        text = _read_text(path, latin1_too=other_format)
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
    if other_format:
        return _parse_other(text, suffix, name)
    try:
        return parse_saved_game(text)
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
        raise _failed(message, name, reason=format_problem_text(error)) from None


OTHER_FORMATS = (".psq", ".sgf")
"""The extensions of the other programs' game files the window opens and saves."""


def _read_text(path: str | Path, *, latin1_too: bool) -> str:
    """The file's text, UTF-8 (or, when ``latin1_too``, Latin-1 as older Windows programs write).

    Raises:
        OSError: the file cannot be read.
        UnicodeDecodeError: it is not text.
    """
    if not latin1_too:
        with open(path, encoding="utf-8") as file:
            return file.read(MAX_TEXT_LENGTH + 1)
    with open(path, "rb") as file:
        data = file.read(4 * MAX_TEXT_LENGTH + 1)
    if b"\0" in data:
        raise UnicodeDecodeError("utf-8", data, 0, 1, "a NUL byte: not a text file")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _parse_other(text: str, suffix: str, name: str) -> SavedGame:
    """The game in ``text``, a ``.psq`` or ``.sgf`` file's; the format's sentence when it is not.

    Raises:
        GameFileError: the text is not a game in that format, or a move cannot be played.
    """
    if len(text) > 4 * MAX_TEXT_LENGTH:
        message = translate("GameFiles", "{name} is too big to be a game file.")
        raise _failed(message, name)
    try:
        return parse_psq(text) if suffix == ".psq" else parse_sgf(text)
    except GameFormatError as error:
        message = translate("GameFiles", "{name} cannot be opened: {reason}.")
        raise _failed(message, name, reason=format_problem_text(error)) from None


def format_problem_text(error: GameFormatError) -> str:
    """What is wrong with a saved game, in the window's language.

    A problem the window has no words for keeps the engine's English ones.
    """
    wording = _format_problem_wordings().get(error.problem)
    if wording is None:
        return str(error)
    facts = dict(error.facts)
    if "reason" in facts:  # Renju's reason, in the engine's English words
        facts["reason"] = forbidden_text(facts["reason"])
    what = wording.format(**facts)
    if error.line is None:
        return what
    if error.move is None:
        where = translate("GameFiles", "line {line}").format(line=error.line)
    else:
        where = translate("GameFiles", "line {line}, move {move}")
        where = where.format(line=error.line, move=error.move)
    return translate("GameFiles", "{where}: {problem}").format(where=where, problem=what)


def _format_problem_wordings() -> dict[str, str]:
    """The engine's ``FORMAT_PROBLEMS`` that a file being opened can have, translated.

    The words of the format itself (entries such as ``win_length``, ``normal``) stay as they
    are written in the file.
    """
    return {
        "too long": translate("GameFiles", "a saved game is at most {limit} characters"),
        "unknown entry": translate("GameFiles", "unknown entry '{entry}'"),
        "entry twice": translate("GameFiles", "'{entry}' is given twice"),
        "missing entries": translate("GameFiles", "missing {entries}"),
        "not a number": translate("GameFiles", "{entry} must be a whole number, not '{text}'"),
        "size out of range": translate(
            "GameFiles", "board size must be from {low} to {high}, not {size}"
        ),
        "win length out of range": translate(
            "GameFiles", "win length must be from {low} to the board size {size}, not {length}"
        ),
        "rules word": translate("GameFiles", "rules must be 'normal' or 'reverse', not '{text}'"),
        "rule word": translate(
            "GameFiles",
            "rule must be 'freestyle', 'standard', 'renju' or 'caro', not '{text}'",
        ),
        "rule board": translate(
            "GameFiles",
            "the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules",
        ),
        "opening word": translate(
            "GameFiles", "the opening must be 'none', 'swap' or 'swap2', not '{text}'"
        ),
        "opening board": translate(
            "GameFiles",
            "the {opening} opening is played on 15 x 15 with five in a row, under freestyle,"
            " standard or Renju",
        ),
        "opening choice": translate(
            "GameFiles", "'{text}' is not a choice of the opening: give black, white or two"
        ),
        "choice missing": translate(
            "GameFiles", "{cell} cannot be played before the opening's choice"
        ),
        "choices out of place": translate(
            "GameFiles", "the opening's choices ({text}) do not fit its moves"
        ),
        "not a cell": translate(
            "GameFiles",
            "'{word}' is not a cell: give a column letter A-{last} and a row 1-{size}, like B2",
        ),
        "off the board": translate(
            "GameFiles",
            "'{word}' is off the {size} x {size} board: columns A-{last}, rows 1-{size}",
        ),
        "cell taken": translate("GameFiles", "{cell} cannot be played, it is already taken"),
        "game over": translate("GameFiles", "{cell} cannot be played, the game is over"),
        "forbidden": translate(
            "GameFiles", "{cell} cannot be played, it is forbidden to X under Renju ({reason})"
        ),
        "player kind": translate(
            "GameFiles", "{entry} must be 'person', 'computer' or 'engine', not '{text}'"
        ),
        "no player name": translate("GameFiles", "{entry} must give a name after '{player}'"),
        "strategy name": translate(
            "GameFiles",
            "'{text}' in {entry} is not a strategy name (lower-case letters, digits, '-' and '_')",
        ),
        "option": translate(
            "GameFiles",
            "'{text}' in {entry} is not an option: give name=number, like time_limit=1.5",
        ),
        "option twice": translate("GameFiles", "the option '{option}' of {entry} is given twice"),
    }


def write_game_file(
    path: str | Path, game: Game, players: tuple[GamePlayer, GamePlayer] | None = None
) -> None:
    """Write ``game`` and its ``players`` (X's and O's) to ``path`` atomically.

    The old file stays whole if writing fails.

    Raises:
        GameFileError: the file cannot be written.
    """
    name = Path(path).name
    folder = Path(path).parent
    if not folder.is_dir():
        message = translate("GameFiles", "{name} cannot be written: there is no folder {folder}.")
        raise _failed(message, name, folder=str(folder))
    file = QSaveFile(str(path))
    data = game_text(Path(path).suffix.lower(), game, players).encode("utf-8")
    if not file.open(QSaveFile.OpenModeFlag.WriteOnly):
        raise _cannot_write(name, file.errorString())
    if file.write(data) != len(data):
        reason = file.errorString()
        file.cancelWriting()
        raise _cannot_write(name, reason)
    if not file.commit():
        raise _cannot_write(name, file.errorString())


def game_text(suffix: str, game: Game, players: tuple[GamePlayer, GamePlayer] | None = None) -> str:
    """``game`` written in the format of the extension ``suffix`` (``.ttt`` for any other)."""
    if suffix not in OTHER_FORMATS:
        return format_game(game, players)
    saved = SavedGame(game, *players) if players else SavedGame(game)
    return format_psq(saved) if suffix == ".psq" else format_sgf(saved)


def format_loss_text(path: str | Path, rules: Rules) -> str | None:
    """The sentence that warns that the format of ``path`` cannot keep ``rules``, or None.

    A ``.psq`` file keeps the board and the moves: it opens as freestyle with the board's
    usual line. SGF keeps the gomoku rule too, not another line or reverse rules.
    """
    suffix = Path(path).suffix.lower()
    if suffix not in OTHER_FORMATS:
        return None
    rule = rules.rule if suffix == ".sgf" else "freestyle"
    opened = Rules(rules.size, usual_win_length(rules.size), rule=rule)
    if opened == rules:
        return None
    text = translate(
        "GameFiles",
        "A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.",
    )
    return text.format(
        format=suffix,
        name=Path(path).name,
        opened=rules_words(opened),
        rules=rules_words(rules),
    )


def _cannot_write(name: str, reason: str) -> GameFileError:
    return _failed(
        translate("GameFiles", "{name} cannot be written: {reason}."), name, reason=reason
    )


def _failed(message: str, name: str, **values: str) -> GameFileError:
    """The error saying ``message`` (translated already) about the file ``name``."""
    return GameFileError(message.format(name=name, **values))


def unfinished_game(text: str | None) -> SavedGame | None:
    """The game kept in ``text`` (with its rules and players) when it is unfinished, else None.

    Raises:
        GameFormatError: the text is damaged (only a damaged settings file keeps one).
    """
    if text is None:
        return None
    saved = parse_saved_game(text)
    return None if saved.game.board.is_over else saved
