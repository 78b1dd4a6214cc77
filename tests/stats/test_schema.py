"""The records file's layout: a fresh file and an older one both end at the current version,
marked as ttt_qt's, in one step each."""

from __future__ import annotations

import sqlite3

from ttt_qt.stats.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, migrate


def columns(connection: sqlite3.Connection) -> set[str]:
    return {row[1] for row in connection.execute("PRAGMA table_info(games)")}


def test_a_fresh_file_gets_every_step_and_the_current_version() -> None:
    connection = sqlite3.connect(":memory:", isolation_level=None)
    migrate(connection, 0)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert connection.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert {"moves", "winner", "x_options", "o_options", "abandoned", "continues"} <= columns(
        connection
    )
    assert len(MIGRATIONS) == SCHEMA_VERSION


def test_an_older_file_gets_only_the_steps_it_lacks() -> None:
    connection = sqlite3.connect(":memory:", isolation_level=None)
    MIGRATIONS[0](connection)
    before = columns(connection)
    assert "x_options" not in before
    migrate(connection, 1)
    assert before < columns(connection)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
