"""The text format of a whole game (rules and moves), for saved games and records.

A game reads::

    ttt_qt game 1
    size 3
    win_length 3
    rules normal
    moves B2 A1 C3

``format_game`` writes exactly this layout and ``parse_game`` reads it back, so the text
round-trips exactly. Blank lines and ``#`` comments are allowed when reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .cells import cell_name, parse_cell
from .errors import (
    CellNameError,
    GameFormatError,
    IllegalMove,
    NewerGameFormatError,
    NotAGameError,
)
from .game import Game
from .rules import Rules
from .types import Move

FORMAT_VERSION = 1
"""The version of the saved-game format written and read here."""
HEADER = f"ttt_qt game {FORMAT_VERSION}"
_KEYS = ("size", "win_length", "rules", "moves")
_RULE_WORDS = {"normal": False, "reverse": True}
MAX_TEXT_LENGTH = 100_000


def format_moves(moves: Iterable[Move]) -> str:
    """The moves as cell names separated by spaces, such as ``B2 A1 C3``."""
    return " ".join(cell_name(move) for move in moves)


def parse_moves(text: str, rules: Rules) -> list[Move]:
    """Parse cell names separated by spaces (or commas) on the board of ``rules``.

    Raises:
        GameFormatError: a word is not a cell of that board.
    """
    return [_parse_move(number, word, rules) for number, word in _numbered_words(text)]


def _numbered_words(text: str) -> list[tuple[int, str]]:
    """The cell names of a list of moves, numbered from 1."""
    return list(enumerate(text.replace(",", " ").split(), start=1))


def _parse_move(number: int, word: str, rules: Rules) -> Move:
    """Move ``number`` of a list, named ``word``; GameFormatError when it is not a cell."""
    try:
        return parse_cell(word, rules.size)
    except CellNameError as error:
        raise GameFormatError(f"move {number}: {error}") from None


def _newer_version(first_line: str) -> int | None:
    """The format version of a header such as ``ttt_qt game 2``, when later than ours."""
    match = re.fullmatch(r"ttt_qt game (\d{1,6})", first_line)
    if match is None or int(match.group(1)) <= FORMAT_VERSION:
        return None
    return int(match.group(1))


def format_game(game: Game) -> str:
    """The game in the text format, ending with a newline."""
    rules = game.rules
    lines = [
        HEADER,
        f"size {rules.size}",
        f"win_length {rules.win_length}",
        f"rules {'reverse' if rules.reverse else 'normal'}",
        f"moves {format_moves(game.moves)}".rstrip(),
    ]
    return "\n".join(lines) + "\n"


def parse_game(text: str) -> Game:
    """Read a game written by ``format_game``.

    Raises:
        GameFormatError: the text is not a game, with the line and the reason.
    """
    if not isinstance(text, str):
        raise GameFormatError("a saved game is text")
    if len(text) > MAX_TEXT_LENGTH:
        raise GameFormatError(f"a saved game is at most {MAX_TEXT_LENGTH} characters")
    lines = [
        (number, line.strip())
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.strip().startswith("#")
    ]
    if not lines or lines[0][1] != HEADER:
        version = _newer_version(lines[0][1] if lines else "")
        if version is not None:
            raise NewerGameFormatError(
                version,
                f"saved by a newer version of ttt_qt (game format {version}; this version"
                f" reads format {FORMAT_VERSION})",
            )
        raise NotAGameError(f"not a ttt_qt game: the first line must be {HEADER!r}")
    values: dict[str, tuple[int, str]] = {}
    for number, line in lines[1:]:
        key, _, value = line.partition(" ")
        if key not in _KEYS:
            raise GameFormatError(f"line {number}: unknown entry {key!r}")
        if key in values:
            raise GameFormatError(f"line {number}: {key!r} is given twice")
        values[key] = (number, value.strip())
    missing = [key for key in _KEYS if key not in values]
    if missing:
        raise GameFormatError(f"missing {', '.join(missing)}")
    rules = _parse_rules(values)
    moves_line, moves_text = values["moves"]
    game = Game(rules)
    # Move by move, so that the first bad move is the one reported, whatever is wrong with it.
    for number, word in _numbered_words(moves_text):
        try:
            move = _parse_move(number, word, rules)
        except GameFormatError as error:
            raise GameFormatError(f"line {moves_line}, {error}") from None
        try:
            game.play(move)
        except IllegalMove:
            # The cell is on the board: it is taken, or the game was over.
            problem = "the game is over" if game.board.is_over else "it is already taken"
            raise GameFormatError(
                f"line {moves_line}, move {number}: {cell_name(move)} cannot be played, {problem}"
            ) from None
    return game


def _parse_rules(values: dict[str, tuple[int, str]]) -> Rules:
    numbers: dict[str, int] = {}
    for key in ("size", "win_length"):
        line, text = values[key]
        # isdigit alone also takes digits such as "²", which int() refuses.
        if not (text.isascii() and text.isdigit()) or len(text) > 2:
            raise GameFormatError(f"line {line}: {key} must be a whole number, not {text!r}")
        numbers[key] = int(text)
    line, word = values["rules"]
    if word not in _RULE_WORDS:
        raise GameFormatError(f"line {line}: rules must be 'normal' or 'reverse', not {word!r}")
    try:
        return Rules(numbers["size"], numbers["win_length"], _RULE_WORDS[word])
    except ValueError as error:
        raise GameFormatError(str(error)) from None
