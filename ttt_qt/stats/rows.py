"""A recorded game as a row of the records file's ``games`` table, and back.

Writing keeps every field; reading tells a damaged row (``ValueError`` or ``TypeError``) so
that the store can skip it with a notice. Moves are the engine's text (``B2 A1 C3``),
options a JSON object, and the rule its name.
"""

from __future__ import annotations

import json
import math
import sqlite3
from datetime import datetime
from functools import cache

from ttt_qt.engine import GameFormatError, Move, Rules, cell_name, format_moves, parse_moves

from .records import GameRecord, Options, StoredGame

INSERT_GAME = (
    "INSERT INTO games (played_at, size, win_length, reverse, x_name, x_player, o_name,"
    " o_player, moves, winner, duration_seconds, x_options, o_options, abandoned, continues,"
    " from_move, rule) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
"""The statement that adds a game, with the values of ``row_of``."""
COLUMNS = (
    "id, played_at, size, win_length, reverse, x_name, x_player, o_name, o_player,"
    " moves, winner, duration_seconds"
)
"""The columns of version 1, read first; ``later_columns`` gives the rest."""
# Older files read without migrating them (read-only) lack the columns added since: each
# column of a later version, with what a game of an older file holds instead.
LATER_COLUMNS = (
    ("x_options", "'{}'"),  # version 2
    ("o_options", "'{}'"),
    ("abandoned", "0"),  # version 3
    ("continues", "NULL"),
    ("from_move", "0"),
    ("rule", "'freestyle'"),  # version 4
)


def row_of(record: GameRecord) -> tuple[object, ...]:
    """``record`` as the values of a row of ``games``, in the order of ``INSERT_GAME``."""
    rules = record.rules
    return (
        record.played_at.isoformat(),
        rules.size,
        rules.win_length,
        int(rules.reverse),
        record.x_name,
        record.x_player,
        record.o_name,
        record.o_player,
        format_moves(record.moves),
        record.winner,
        record.duration_seconds,
        _options_text(record.x_options),
        _options_text(record.o_options),
        int(record.abandoned),
        record.continues,
        record.from_move,
        rules.rule,
    )


def later_columns(connection: sqlite3.Connection) -> str:
    """The columns read after ``COLUMNS``: each one the file has, else its older value."""
    present = {row[1] for row in connection.execute("PRAGMA table_info(games)")}
    return "".join(
        f", {name}" if name in present else f", {instead}" for name, instead in LATER_COLUMNS
    )


def _options_text(options: Options) -> str:
    """Options as a JSON object, ``{"trials": 200.0}``."""
    return json.dumps(dict(options), sort_keys=True)


def _options_of(text: object) -> Options:
    """Options read back from their JSON text; ValueError when the text is damaged."""
    try:
        value = json.loads(str(text))
    except json.JSONDecodeError as error:
        raise ValueError(f"the options are not readable: {error}") from None
    if not isinstance(value, dict):
        raise ValueError(f"the options must be a JSON object, not {text!r}")
    for key, number in value.items():
        valid = isinstance(number, int | float) and not isinstance(number, bool)
        if not valid or not math.isfinite(number):
            raise ValueError(f"option {key} must be a number, not {number!r}")
    return tuple(sorted((str(key), float(number)) for key, number in value.items()))


def game_of(row: tuple[object, ...]) -> StoredGame:
    """A stored game from a row; ValueError or TypeError when the row is damaged."""
    (run, played_at, size, win_length, reverse, x_name, x_player, o_name, o_player) = row[:9]
    moves_text, winner, duration, x_options, o_options, abandoned, continues, start = row[9:17]
    rule = row[17]
    if reverse not in (0, 1):
        raise ValueError(f"reverse must be 0 or 1, not {reverse!r}")
    if abandoned not in (0, 1):
        raise ValueError(f"abandoned must be 0 or 1, not {abandoned!r}")
    rules = Rules(size, win_length, bool(reverse), rule)  # type: ignore[arg-type]
    moves = _parse_moves(str(moves_text), rules)
    return StoredGame(
        played_at=datetime.fromisoformat(str(played_at)),
        rules=rules,
        x_name=x_name,  # type: ignore[arg-type]
        x_player=x_player,  # type: ignore[arg-type]
        o_name=o_name,  # type: ignore[arg-type]
        o_player=o_player,  # type: ignore[arg-type]
        moves=moves,
        winner=winner,  # type: ignore[arg-type]
        duration_seconds=duration,  # type: ignore[arg-type]
        x_options=_options_of(x_options),
        o_options=_options_of(o_options),
        abandoned=bool(abandoned),
        continues=continues,  # type: ignore[arg-type]
        from_move=start,  # type: ignore[arg-type]
        id=run,  # type: ignore[arg-type]
    )


@cache
def _cells_by_name(size: int) -> dict[str, Move]:
    return {cell_name((row, col)): (row, col) for row in range(size) for col in range(size)}


def _parse_moves(text: str, rules: Rules) -> tuple[Move, ...]:
    """The moves of a row, looked up by name (quick for the thousands of rows of an arena)."""
    cells = _cells_by_name(rules.size)
    try:
        return tuple(cells[word] for word in text.split())
    except KeyError:
        try:
            return tuple(parse_moves(text, rules))  # for its clear message
        except GameFormatError as error:
            raise ValueError(str(error)) from None
