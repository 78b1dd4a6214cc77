"""The gomoku rule in the records: kept (schema version 4), counted apart, in the CSV."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN, RecordStore, StoredGame
from ttt_qt.stats.csv_file import csv_text, parse_csv
from ttt_qt.stats.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION
from ttt_qt.stats.summary import summarize

from .factories import record

RENJU = Rules(7, 5, rule="renju")
FREESTYLE = Rules(7, 5)


def _version_3_file(path: Path) -> None:
    """A records file as the version-3 program left it, with one 7 x 7 game."""
    connection = sqlite3.connect(path)
    for step in MIGRATIONS[:3]:
        step(connection)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("PRAGMA user_version = 3")
    connection.execute(
        "INSERT INTO games (played_at, size, win_length, reverse, x_name, x_player, o_name,"
        " o_player, moves, winner, duration_seconds) VALUES"
        " ('2026-01-02T09:30:00+00:00', 7, 5, 0, 'You', 'human', 'Random', 'random',"
        " 'A1 B1 A2 B2 A3 B3 A4 B4 A5', 'X', 5.0)"
    )
    connection.commit()
    connection.close()


def test_a_version_3_file_reads_as_freestyle_and_migrates(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    _version_3_file(path)
    with RecordStore(path, read_only=True) as store:
        (old,) = store.games()
    assert old.rules == FREESTYLE
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 3  # read, not changed
    with RecordStore(path) as store:
        assert store.add(record(1, rules=RENJU))
        rules = [game.rules for game in store.games()]
    assert rules == [FREESTYLE, RENJU]
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
        assert raw.execute("SELECT rule FROM games ORDER BY id").fetchall() == [
            ("freestyle",),
            ("renju",),
        ]


def test_a_renju_game_is_not_counted_with_freestyle_ones(tmp_path: Path) -> None:
    with RecordStore(tmp_path / "records.sqlite3") as store:
        assert store.add_many([record(1, rules=RENJU), record(2, rules=FREESTYLE)])
        games = store.games()
    summaries = summarize(games)
    assert sorted(summary.rules_text for summary in summaries) == [
        "7 x 7, 5 in a row",
        "7 x 7, 5 in a row, Renju",
    ]
    assert all(summary.played == 1 for summary in summaries)


def test_the_csv_keeps_the_rule() -> None:
    games = [record(1, HUMAN, "random", rules=rules) for rules in (RENJU, FREESTYLE)]
    stored = [StoredGame.from_record(number, game) for number, game in enumerate(games, start=1)]
    text = csv_text(stored)
    assert ",7,5,renju," in text
    assert ",7,5,normal," in text
    assert [game.rules for game in parse_csv(text)] == [RENJU, FREESTYLE]
