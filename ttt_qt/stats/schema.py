"""The records file's layout: its sqlite schema, its version and the steps that migrate it.

The file is marked as ttt_qt's by ``PRAGMA application_id`` and carries its schema version
in ``PRAGMA user_version``. ``MIGRATIONS[n]`` takes a file from version ``n`` to ``n + 1``
(version 0 is a new, empty file); a later version adds one step at the end and never
changes an earlier one.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

APPLICATION_ID = 0x74747471
"""``PRAGMA application_id`` of a ttt_qt records file (the bytes ``tttq``)."""

_CREATE_GAMES = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    size INTEGER NOT NULL,
    win_length INTEGER NOT NULL,
    reverse INTEGER NOT NULL CHECK (reverse IN (0, 1)),
    x_name TEXT NOT NULL,
    x_player TEXT NOT NULL,
    o_name TEXT NOT NULL,
    o_player TEXT NOT NULL,
    moves TEXT NOT NULL,
    winner TEXT CHECK (winner IN ('X', 'O')),
    duration_seconds REAL NOT NULL
)
"""


def _create_version_1(connection: sqlite3.Connection) -> None:
    """Version 1: one row per finished game; ``moves`` in the engine's text (``B2 A1 C3``)."""
    connection.execute(_CREATE_GAMES)


def _add_options_version_2(connection: sqlite3.Connection) -> None:
    """Version 2: each computer side's strength options, a JSON object (``{"trials": 200}``).

    Games kept before have ``{}``: their options were not recorded.
    """
    for column in ("x_options", "o_options"):
        connection.execute(f"ALTER TABLE games ADD COLUMN {column} TEXT NOT NULL DEFAULT '{{}}'")


def _add_origin_version_3(connection: sqlite3.Connection) -> None:
    """Version 3: games left before their end, and games played on from a reviewed one.

    ``abandoned`` is 1 for a game left unfinished; ``continues`` the run number of the game
    it was played on from (NULL for none), ``from_move`` how many of its moves came from that
    game. Games kept before are whole games that ended: 0, NULL and 0.
    """
    connection.execute(
        "ALTER TABLE games ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0"
        " CHECK (abandoned IN (0, 1))"
    )
    connection.execute("ALTER TABLE games ADD COLUMN continues INTEGER")
    connection.execute("ALTER TABLE games ADD COLUMN from_move INTEGER NOT NULL DEFAULT 0")


def _add_rule_version_4(connection: sqlite3.Connection) -> None:
    """Version 4: the gomoku rule of five in a row, so that a Renju game is counted apart.

    ``rule`` is ``freestyle``, ``standard``, ``renju`` or ``caro``. Games kept before
    were played under freestyle, the only rule there was.
    """
    connection.execute(
        "ALTER TABLE games ADD COLUMN rule TEXT NOT NULL DEFAULT 'freestyle'"
        " CHECK (rule IN ('freestyle', 'standard', 'renju', 'caro'))"
    )


def _add_puzzle_attempts_version_5(connection: sqlite3.Connection) -> None:
    """Version 5: the person's puzzle attempts, and the coach's marks of reviewed games.

    ``puzzle_attempts``: one row an attempt, oldest first. The puzzle rating is replayed from
    them (``ttt_qt.coach.rating``), never stored apart; ``difficulty`` is the puzzle's when
    it was tried, so that a new puzzle set changes no history. Files kept before have no
    attempts (the window kept them with its settings, and moves them here once).

    ``game_marks``: the coach's mark of each move of a recorded game it reviewed (the run's
    ``id``, the move's number from 1, its cell, the sign ``??`` ... or none, and whether it
    is exact), for the PDF report.
    """
    connection.execute(
        "CREATE TABLE game_marks ("
        " game_id INTEGER NOT NULL,"
        " number INTEGER NOT NULL,"
        " cell TEXT NOT NULL,"
        " sign TEXT NOT NULL,"
        " exact INTEGER NOT NULL CHECK (exact IN (0, 1)),"
        " PRIMARY KEY (game_id, number))"
    )
    connection.execute(
        "CREATE TABLE puzzle_attempts ("
        " id INTEGER PRIMARY KEY,"
        " attempted_at TEXT NOT NULL,"
        " puzzle_id TEXT NOT NULL,"
        " difficulty INTEGER NOT NULL,"
        " solved INTEGER NOT NULL CHECK (solved IN (0, 1)))"
    )


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _create_version_1,
    _add_options_version_2,
    _add_origin_version_3,
    _add_rule_version_4,
    _add_puzzle_attempts_version_5,
)
SCHEMA_VERSION = len(MIGRATIONS)
"""The version this program writes."""


def migrate(connection: sqlite3.Connection, from_version: int) -> None:
    """Bring the file from ``from_version`` to ``SCHEMA_VERSION`` in one transaction.

    The caller has checked that ``from_version`` is not newer than ``SCHEMA_VERSION``.
    Raises ``sqlite3.Error`` and leaves the file as it was when a step fails.
    """
    with connection:
        connection.execute("BEGIN IMMEDIATE")
        for step in MIGRATIONS[from_version:]:
            step(connection)
        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
