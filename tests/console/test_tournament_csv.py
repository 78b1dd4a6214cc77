"""The tournament's CSV files: each player's wins, draws, losses and think times, a row per
rating and per game, and a file that cannot be written said in one line."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

import pytest

from ttt_qt.console.elo import fit_ratings
from ttt_qt.console.tournament import Played
from ttt_qt.console.tournament_csv import records, write_csvs
from ttt_qt.console.tournament_text import GAMES_CSV_HEADER, RATINGS_CSV_HEADER
from ttt_qt.engine import Rules

GAMES = [
    Played(1, "smart", "random", "X", "A1 B1 A2 B2 A3", {"X": (0.5, 0.25, 0.25), "O": (0.1, 0.1)}),
    Played(2, "random", "smart", None, "B2 A1", {"X": (0.2,), "O": (0.4,)}),
]


def test_each_players_results_and_think_times() -> None:
    table = records(GAMES)
    assert table["smart"]["wdl"] == [1.0, 1.0, 0.0]
    assert table["random"]["wdl"] == [0.0, 1.0, 1.0]
    assert table["smart"]["seconds"] == [0.5, 0.25, 0.25, 0.4]


def arguments(**paths: Path | None) -> argparse.Namespace:
    return argparse.Namespace(
        csv=paths.get("csv"), games_csv=paths.get("games_csv"), time_limit=0.5
    )


def test_the_two_files_have_a_row_per_rating_and_per_game(tmp_path: Path) -> None:
    ratings = fit_ratings([(game.x, game.o, game.x_points) for game in GAMES])
    args = arguments(csv=tmp_path / "ratings.csv", games_csv=tmp_path / "games.csv")
    assert write_csvs(args, ratings, GAMES, Rules(3)) == 0
    with (tmp_path / "ratings.csv").open(encoding="utf-8") as file:
        rows = list(csv.reader(file))
    assert tuple(rows[0]) == RATINGS_CSV_HEADER and len(rows) == 3
    assert rows[1][:2] == ["1", "smart"]
    with (tmp_path / "games.csv").open(encoding="utf-8") as file:
        games = list(csv.reader(file))
    assert tuple(games[0]) == GAMES_CSV_HEADER
    assert games[1][:7] == ["1", "smart", "random", "3", "3", "no", "X"]
    assert games[1][7:] == ["0.3333", "0.1000", "A1 B1 A2 B2 A3", "freestyle"]
    assert games[2][6] == ""  # a tie


def test_a_file_that_cannot_be_written_is_said_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = arguments(games_csv=tmp_path / "missing" / "games.csv")
    assert write_csvs(args, [], GAMES, Rules(3)) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert "cannot write" in error and "No such file or directory" in error
