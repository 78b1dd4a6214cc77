"""``ttt-console tournament``: the schedule, a tiny round robin and its CSV files."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from ttt_qt.console.tournament import Pairing, play, player_options, schedule
from ttt_qt.console.tournament_text import GAMES_CSV_HEADER, RATINGS_CSV_HEADER
from ttt_qt.engine import Rules, parse_moves

from .helpers import run_console

# --- schedule and options -------------------------------------------------------------------


def test_every_pair_meets_as_often_as_asked_taking_x_in_turn() -> None:
    players = ["random", "smart", "expert"]
    games = schedule(players, 4, Rules(), player_options(players, 0.0, []), seed=5)
    assert len(games) == 3 * 4
    assert [game.number for game in games] == list(range(1, 13))
    for pair in (("random", "smart"), ("random", "expert"), ("smart", "expert")):
        meetings = [game for game in games if {game.x, game.o} == set(pair)]
        assert len(meetings) == 4
        assert sum(game.x == pair[0] for game in meetings) == 2
    assert len({game.seed for game in games}) == 12


def test_the_time_limit_goes_to_the_players_that_take_one() -> None:
    options = player_options(
        ["perfect", "mcts", "montecarlo", "smart"], 0.5, ["mcts.playouts=2000"]
    )
    assert options["perfect"] == {"time_limit": 0.5}
    assert options["mcts"] == {"time_limit": 0.5, "playouts": 2000.0}
    assert options["montecarlo"] == {"time_limit": 0.5, "trials": 1_000_000}
    assert options["smart"] == {}


def test_a_game_can_start_from_a_given_opening() -> None:
    rules = Rules(5, 4)
    opening = tuple(parse_moves("C3 B2 D4", rules))
    players = ["sequential", "smart"]
    options = player_options(players, 0.0, [])
    played = play(Pairing(1, "sequential", "smart", rules, options, 7, opening))
    assert played.moves.split()[:3] == ["C3", "B2", "D4"]
    assert len(played.thinking["X"]) + len(played.thinking["O"]) == len(played.moves.split()) - 3


# --- the command ----------------------------------------------------------------------------


def tiny(tmp_path: Path, *extra: str) -> list[str]:
    return [
        "tournament",
        "--players",
        "sequential,expert,smart",
        "--size",
        "3",
        "--games",
        "2",
        "--seed",
        "4",
        "--csv",
        str(tmp_path / "ratings.csv"),
        "--games-csv",
        str(tmp_path / "games.csv"),
        *extra,
    ]


def test_a_tiny_round_robin(tmp_path: Path) -> None:
    outcome = run_console(tiny(tmp_path, "--jobs", "1"))
    assert outcome.code == 0, outcome.err
    lines = outcome.out.splitlines()
    assert lines[0] == (
        "Round robin of sequential, expert, smart on 3 x 3, 3 in a row: "
        "2 games a pairing, 6 games, 1 process"
    )
    table = [line.split() for line in lines[5:8]]
    assert [row[1] for row in table][-1] == "sequential"  # it loses to both others
    assert table[-1][6] == "0-0-4"
    with (tmp_path / "ratings.csv").open(encoding="utf-8") as file:
        ratings = list(csv.reader(file))
    assert tuple(ratings[0]) == RATINGS_CSV_HEADER
    assert [row[1] for row in ratings[1:]] == [row[1] for row in table]
    with (tmp_path / "games.csv").open(encoding="utf-8") as file:
        games = list(csv.reader(file))
    assert tuple(games[0]) == GAMES_CSV_HEADER
    assert len(games) == 7
    assert "Wins-draws-losses of the row player against the column player:" in outcome.out


def without_think_times(text: str) -> str:
    """``text`` with every think time (seconds to 3 or 4 decimals) masked: clocks differ."""
    return re.sub(r"\b\d+\.\d{3,4}\b", "t", text)


def test_parallel_processes_play_the_same_games(tmp_path: Path) -> None:
    alone = run_console(tiny(tmp_path, "--jobs", "1"))
    games_alone = (tmp_path / "games.csv").read_text(encoding="utf-8")
    together = run_console(tiny(tmp_path, "--jobs", "2"))
    assert together.code == 0, together.err
    games_together = (tmp_path / "games.csv").read_text(encoding="utf-8")
    assert "t,t," in without_think_times(games_alone)  # the masking takes the times only
    assert without_think_times(games_together) == without_think_times(games_alone)
    assert without_think_times(together.out.replace("2 processes", "1 process")) == (
        without_think_times(alone.out)
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "random"], "two players or more"),
        (["--players", "random,nobody"], "unknown computer player"),
        (["--size", "16"], "board size must be from 3 to 15"),
        (["--set", "mcts"], "PLAYER.OPTION=VALUE"),
        (
            ["--set", "montecarlo.trials=abc"],
            "--set montecarlo.trials: the value must be a number, not 'abc'",
        ),
        (["--set", "montecarlo.trials=inf"], "the value must be a number, not 'inf'"),
        (["--players", "random,smart", "--set", "mcts.playouts=5"], "not among the players"),
        (["--players", "random,mcts", "--set", "mcts.speed=5"], "no option speed"),
        (["--time-limit", "-1"], "0 to 3600 seconds"),
        (["--games", "9" * 30], "at most 10,000 a pairing"),
    ],
)
def test_bad_options_get_a_usage_message(argv: list[str], message: str) -> None:
    outcome = run_console(["tournament", *argv])
    assert outcome.code == 2
    assert outcome.err.startswith("usage: ttt-console tournament")
    assert message in outcome.err


@pytest.mark.parametrize("option", ["--csv", "--games-csv"])
def test_an_unwritable_csv_is_reported_before_any_game(tmp_path: Path, option: str) -> None:
    target = tmp_path / "missing" / "ratings.csv"
    argv = ["tournament", "--players", "sequential,random", "--size", "3", "--jobs", "1"]
    outcome = run_console([*argv, option, str(target)])
    assert outcome.code == 1
    assert (
        outcome.err == f"ttt-console tournament: cannot write {target}: No such file or directory\n"
    )
    assert outcome.out == ""  # no game played, no table printed
    folder = run_console([*argv, option, str(tmp_path)])
    assert (folder.code, folder.out) == (1, "")
    assert "Is a directory" in folder.err
