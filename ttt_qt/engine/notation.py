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
from .rules import MAX_SIZE, MIN_SIZE, MIN_WIN_LENGTH, Rules
from .types import Move

FORMAT_VERSION = 1
"""The version of the saved-game format written and read here."""
HEADER = f"ttt_qt game {FORMAT_VERSION}"
_KEYS = ("size", "win_length", "rules", "moves")
_RULE_WORDS = {"normal": False, "reverse": True}
MAX_TEXT_LENGTH = 100_000

FORMAT_PROBLEMS = {
    "not text": "a saved game is text",
    "too long": "a saved game is at most {limit} characters",
    "not a game": "not a ttt_qt game: the first line must be '{header}'",
    "newer format": (
        "saved by a newer version of ttt_qt (game format {version}; this version"
        " reads format {ours})"
    ),
    "unknown entry": "unknown entry '{entry}'",
    "entry twice": "'{entry}' is given twice",
    "missing entries": "missing {entries}",
    "not a number": "{entry} must be a whole number, not '{text}'",
    "size out of range": "board size must be from {low} to {high}, not {size}",
    "win length out of range": (
        "win length must be from {low} to the board size {size}, not {length}"
    ),
    "rules word": "rules must be 'normal' or 'reverse', not '{text}'",
    "not a cell": (
        "'{word}' is not a cell: give a column letter A-{last} and a row 1-{size}, like B2"
    ),
    "off the board": "'{word}' is off the {size} x {size} board: columns A-{last}, rows 1-{size}",
    "cell taken": "{cell} cannot be played, it is already taken",
    "game over": "{cell} cannot be played, the game is over",
}
"""What can be wrong with a saved game: a ``GameFormatError``'s ``problem`` and, filled in
from its ``facts`` with ``str.format``, the English words for it."""


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


def _parse_move(number: int, word: str, rules: Rules, line: int | None = None) -> Move:
    """Move ``number`` of a list, named ``word``; GameFormatError when it is not a cell."""
    try:
        return parse_cell(word, rules.size)
    except CellNameError as error:
        if error.problem not in FORMAT_PROBLEMS:
            raise GameFormatError(f"move {number}: {error}", line=line, move=number) from None
        last = cell_name((0, rules.size - 1))[0]
        raise _broken(
            error.problem, line, number, word=word.strip(), last=last, size=rules.size
        ) from None


def _broken(
    problem: str,
    line: int | None = None,
    move: int | None = None,
    kind: type[GameFormatError] = GameFormatError,
    **facts: object,
) -> GameFormatError:
    """The error of ``kind`` saying ``problem`` (of FORMAT_PROBLEMS) at ``line`` and ``move``."""
    texts = {name: str(value) for name, value in facts.items()}
    what = FORMAT_PROBLEMS[problem].format(**texts)
    where = ", ".join(
        f"{name} {number}" for name, number in (("line", line), ("move", move)) if number
    )
    message = f"{where}: {what}" if where else what
    return kind(message, problem, texts, line, move)


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
        raise _broken("not text")
    if len(text) > MAX_TEXT_LENGTH:
        raise _broken("too long", limit=MAX_TEXT_LENGTH)
    lines = [
        (number, line.strip())
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.strip().startswith("#")
    ]
    if not lines or lines[0][1] != HEADER:
        version = _newer_version(lines[0][1] if lines else "")
        if version is not None:
            raise _broken(
                "newer format", kind=NewerGameFormatError, version=version, ours=FORMAT_VERSION
            )
        raise _broken("not a game", kind=NotAGameError, header=HEADER)
    values: dict[str, tuple[int, str]] = {}
    for number, line in lines[1:]:
        key, _, value = line.partition(" ")
        if key not in _KEYS:
            raise _broken("unknown entry", number, entry=key)
        if key in values:
            raise _broken("entry twice", number, entry=key)
        values[key] = (number, value.strip())
    missing = [key for key in _KEYS if key not in values]
    if missing:
        raise _broken("missing entries", entries=", ".join(missing))
    rules = _parse_rules(values)
    moves_line, moves_text = values["moves"]
    game = Game(rules)
    # Move by move, so that the first bad move is the one reported, whatever is wrong with it.
    for number, word in _numbered_words(moves_text):
        move = _parse_move(number, word, rules, moves_line)
        try:
            game.play(move)
        except IllegalMove:
            # The cell is on the board: it is taken, or the game was over.
            problem = "game over" if game.board.is_over else "cell taken"
            raise _broken(problem, moves_line, number, cell=cell_name(move)) from None
    return game


def _parse_rules(values: dict[str, tuple[int, str]]) -> Rules:
    numbers: dict[str, int] = {}
    for key in ("size", "win_length"):
        line, text = values[key]
        # isdigit alone also takes digits such as "²", which int() refuses.
        if not (text.isascii() and text.isdigit()) or len(text) > 2:
            raise _broken("not a number", line, entry=key, text=text)
        numbers[key] = int(text)
    line, word = values["rules"]
    if word not in _RULE_WORDS:
        raise _broken("rules word", line, text=word)
    size, length = numbers["size"], numbers["win_length"]
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise _broken(
            "size out of range", values["size"][0], low=MIN_SIZE, high=MAX_SIZE, size=size
        )
    if not MIN_WIN_LENGTH <= length <= size:
        line = values["win_length"][0]
        raise _broken("win length out of range", line, low=MIN_WIN_LENGTH, size=size, length=length)
    return Rules(size, length, _RULE_WORDS[word])
