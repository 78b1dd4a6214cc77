"""Games left before their end (abandoned) and games played on from a review (continued).

Kept in the records (schema version 3, older files still read), counted apart in the summary,
an abandoned game a loss for Match my level, and said under the table of runs.
"""

from __future__ import annotations

import io
import sqlite3
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ttt_qt.console.main import main
from ttt_qt.stats import GameRecord, RecordStore, StoredGame
from ttt_qt.stats.csv_file import csv_text, parse_csv
from ttt_qt.stats.levels import results_against
from ttt_qt.stats.report import report_document
from ttt_qt.stats.runs import run_row
from ttt_qt.stats.schema import APPLICATION_ID, MIGRATIONS
from ttt_qt.stats.summary import Result, Streak, summarize
from ttt_qt.stats.wording import run_note

from .factories import continued, decided, left


def test_an_abandoned_game_is_neither_won_lost_nor_tied() -> None:
    game = left(3)
    assert game.abandoned and game.winner is None
    assert (game.is_tie, game.loser) == (False, None)
    assert run_row(_stored(game))[4:7] == ("", "", "no")  # who won, who lost, tie


@pytest.mark.parametrize(
    ("origin", "message"),
    [
        ({"moves": decided("X").moves, "winner": "X"}, "abandoned game must be left before"),
        ({"winner": "X"}, "abandoned game must be left before its end"),
        ({"abandoned": 1}, "abandoned must be True or False"),
        ({"abandoned": False, "continues": 0, "from_move": 1}, "continues must be a run number"),
        ({"abandoned": False, "continues": 2, "from_move": 0}, "from_move must be from 1"),
        ({"abandoned": False, "from_move": 4}, "to the 3 moves"),
        ({"abandoned": False, "from_move": -1}, "from_move must be from 0"),
    ],
)
def test_a_record_rejects_an_impossible_origin(origin: dict[str, object], message: str) -> None:
    fields = left(3).record_fields() | origin
    with pytest.raises(ValueError, match=message):
        GameRecord(**fields)


def test_abandoned_and_continued_games_survive_the_file(tmp_path: Path) -> None:
    games = [decided("X"), left(3), continued("O", 1, 4), left(4, continues=1, from_move=2)]
    with RecordStore(tmp_path / "records.sqlite3") as store:
        assert store.add_many(games)
    with RecordStore(tmp_path / "records.sqlite3") as store:
        assert [game.record for game in store.games()] == games


def _version_2_file(path: Path) -> None:
    """A records file as the version-2 program left it, with one game."""
    connection = sqlite3.connect(path)
    for step in MIGRATIONS[:2]:
        step(connection)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("PRAGMA user_version = 2")
    connection.execute(
        "INSERT INTO games (played_at, size, win_length, reverse, x_name, x_player, o_name,"
        " o_player, moves, winner, duration_seconds, x_options, o_options) VALUES"
        " ('2026-01-02T09:30:00+00:00', 3, 3, 0, 'You', 'human', 'Perfect', 'perfect',"
        " 'A1 A2 B1 B2 C1', 'X', 5.0, '{}', '{}')"
    )
    connection.commit()
    connection.close()


def test_a_version_2_file_reads_read_only_and_migrates_with_its_games_whole(
    tmp_path: Path,
) -> None:
    path = tmp_path / "records.sqlite3"
    _version_2_file(path)
    with RecordStore(path, read_only=True) as store:
        (game,) = store.games()
    assert (game.winner, game.abandoned, game.continues, game.from_move) == ("X", False, None, 0)
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 2  # read, not changed
    with RecordStore(path) as store:
        assert store.add(left(3))
        assert [(g.id, g.abandoned) for g in store.games()] == [(1, False), (2, True)]
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 5


def test_the_summary_counts_abandoned_games_apart_and_continued_ones_with_a_note() -> None:
    games = [decided("X"), left(3), continued("O", 1, 4), decided(None), left(2)]
    (summary,) = summarize(games)
    assert (summary.played, summary.won, summary.lost, summary.tied) == (5, 1, 1, 1)
    assert (summary.abandoned, summary.continued) == (2, 1)
    assert summary.win_rate == 1 / 5
    assert summary.current_streak == Streak(Result.ABANDONED, 1)


def test_match_my_level_counts_an_abandoned_game_as_lost() -> None:
    games = [decided("X", o="adaptive"), left(3, o="adaptive"), decided(None, o="adaptive")]
    assert results_against(games, "adaptive", games[0].rules) == ["won", "lost", "tied"]


def test_the_table_of_runs_notes_what_sets_a_run_apart() -> None:
    assert run_note(decided("X")) == ""
    assert run_note(left(3)) == "Abandoned"
    assert run_note(continued("O", 1, 4)) == "Continued from run 1 after move 4"
    assert run_note(continued("O", None, 4)) == "Continued from another game after move 4"
    both = left(4, continues=2, from_move=2)
    assert run_note(both) == "Abandoned; continued from run 2 after move 2"


def test_the_csv_keeps_where_each_game_came_from() -> None:
    games = [_stored(game, run) for run, game in enumerate([left(3), continued("O", 1, 4)], 1)]
    text = csv_text(games)
    assert text.splitlines()[0].endswith(",abandoned,continues,from_move")
    assert text.splitlines()[1].endswith(",yes,,0")
    assert text.splitlines()[2].endswith(",no,1,4")
    assert parse_csv(text) == games


def test_the_console_says_under_the_runs_which_were_abandoned_or_continued(
    tmp_path: Path,
) -> None:
    path = tmp_path / "records.sqlite3"
    with RecordStore(path) as store:
        store.add_many([decided("X"), left(3), continued("O", 1, 4)])
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        assert main(["stats", "--records", str(path), "--last", "3"]) == 0
    lines = out.getvalue().splitlines()
    header = next(line for line in lines if line.startswith("Run  Date"))
    assert header.split() == [
        "Run",
        "Date",
        "X",
        "O",
        "Who",
        "won",
        "Who",
        "lost",
        "Tie",
        "Moves",
        "Duration",
    ]  # fmt: skip (seed 004's columns, unchanged)
    assert lines[-2:] == ["Run 2: Abandoned", "Run 3: Continued from run 1 after move 4"]


def _stored(game: GameRecord, run: int = 1) -> StoredGame:
    return StoredGame.from_record(run, game)


def test_the_pdf_report_says_under_the_runs_which_were_abandoned_or_continued(
    qapp: QApplication,
) -> None:
    games = [_stored(game, run) for run, game in enumerate([decided("X"), left(3)], 1)]
    text = report_document(games).toPlainText()
    assert "Run 2: Abandoned" in text
    assert "Abandoned games were left before their end" in text
    assert "Run 1:" not in text
