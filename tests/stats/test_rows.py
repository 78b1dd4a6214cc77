"""A recorded game as a row of ``games`` and back: every field kept, older files' missing
columns read as what their games held, damaged rows refused with a reason."""

from __future__ import annotations

import sqlite3

import pytest

from ttt_qt.engine import Rules
from ttt_qt.stats.rows import COLUMNS, INSERT_GAME, game_of, later_columns, row_of
from ttt_qt.stats.schema import MIGRATIONS, migrate

from .factories import record


def database(version: int | None = None) -> sqlite3.Connection:
    """A records database in memory, at the latest schema or at ``version``."""
    connection = sqlite3.connect(":memory:", isolation_level=None)
    if version is None:
        migrate(connection, 0)
    else:
        for step in MIGRATIONS[:version]:
            step(connection)
    return connection


def test_a_game_goes_into_a_row_and_comes_back_whole() -> None:
    game = record(1, rules=Rules(15, 5, rule="renju"))
    connection = database()
    connection.execute(INSERT_GAME, row_of(game))
    row = connection.execute(f"SELECT {COLUMNS}{later_columns(connection)} FROM games").fetchone()
    stored = game_of(row)
    assert stored.id == 1 and stored.record == game


def test_an_older_files_rows_read_with_what_its_games_held() -> None:
    connection = database(version=1)
    columns = later_columns(connection)
    assert columns == ", '{}', '{}', 0, NULL, 0, 'freestyle'"


def test_a_damaged_row_is_refused_with_a_reason() -> None:
    connection = database()
    connection.execute(INSERT_GAME, row_of(record(1)))
    row = list(
        connection.execute(f"SELECT {COLUMNS}{later_columns(connection)} FROM games").fetchone()
    )
    row[12] = "not json"  # x_options
    with pytest.raises(ValueError, match="the options are not readable"):
        game_of(tuple(row))
    row[12], row[4] = "{}", 2  # reverse
    with pytest.raises(ValueError, match="reverse must be 0 or 1"):
        game_of(tuple(row))
