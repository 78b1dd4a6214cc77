"""``ttt-console arena``: computer against computer, the table of runs, the totals and the CSV."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from ttt_qt.console import arena
from ttt_qt.console.arena_text import COLUMNS, CSV_HEADER
from ttt_qt.engine import Board, Rules, parse_moves

from .helpers import run_console

# sequential against sequential: X A1, O B1, X C1, O A2, X B2, O C2, X A3 completes C1-B2-A3.
SEQUENTIAL_GAME = "A1 B1 C1 A2 B2 C2 A3"


def test_the_table_of_runs_and_the_totals() -> None:
    outcome = run_console(["arena", "--x", "sequential", "--o", "sequential", "--games", "3"])
    assert outcome.code == 0
    assert outcome.out == (
        "sequential (X) against sequential (O): 3 games on 3 x 3, 3 in a row\n"
        "\n"
        "Run  Who won         Who lost        Tie\n"
        "---  --------------  --------------  ---\n"
        "  1  X (sequential)  O (sequential)  no\n"
        "  2  X (sequential)  O (sequential)  no\n"
        "  3  X (sequential)  O (sequential)  no\n"
        "\n"
        "Totals: X (sequential) won 3, O (sequential) won 0, ties 0\n"
    )
    assert outcome.err == ""  # far quicker than a second: no progress bar


def test_the_columns_are_seed_004s() -> None:
    assert COLUMNS == ("Run", "Who won", "Who lost", "Tie")


def test_reverse_rules_make_the_line_maker_lose() -> None:
    outcome = run_console(["arena", "--x", "sequential", "--o", "sequential", "--reverse"])
    assert "  1  O (sequential)  X (sequential)  no" in outcome.out
    assert "Totals: X (sequential) won 0, O (sequential) won 10, ties 0" in outcome.out
    assert "3 x 3, 3 in a row, reverse" in outcome.out


@pytest.mark.parametrize(("size", "length"), [(3, 3), (5, 4), (7, 5), (15, 5)])
def test_the_win_length_is_the_usual_one_unless_given(size: int, length: int) -> None:
    argv = ["arena", "--x", "sequential", "--o", "sequential", "--games", "1"]
    outcome = run_console([*argv, "--size", str(size)])
    assert f"{size} x {size}, {length} in a row" in outcome.out
    given = run_console([*argv, "--size", str(size), "--win-length", "3"])
    assert f"{size} x {size}, 3 in a row" in given.out


def test_ties_are_marked_in_the_tie_column() -> None:
    outcome = run_console(
        ["arena", "--x", "expert", "--o", "expert", "--games", "4", "--seed", "3"]
    )
    assert outcome.out.count("  -  ") >= 4
    rows = [line for line in outcome.out.splitlines() if line.strip()[:1].isdigit()]
    assert len(rows) == 4
    assert all(row.endswith("yes") for row in rows)
    assert "ties 4" in outcome.out


def test_the_csv_has_one_row_per_game_that_replays(tmp_path: Path) -> None:
    target = tmp_path / "runs.csv"
    argv = ["arena", "--x", "random", "--o", "smart", "--games", "7", "--size", "4"]
    outcome = run_console([*argv, "--win-length", "3", "--seed", "11", "--csv", str(target)])
    assert outcome.code == 0
    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert tuple(rows[0]) == CSV_HEADER
    assert [row[0] for row in rows[1:]] == [str(number) for number in range(1, 8)]
    rules = Rules(4, 3)
    for row in rows[1:]:
        record = dict(zip(CSV_HEADER, row, strict=True))
        board = Board.from_moves(rules, parse_moves(record["moves"], rules))
        assert board.is_over
        assert record["winner"] == (board.winner or "")
        assert record["tie"] == ("yes" if board.winner is None else "no")
        assert (record["x_player"], record["o_player"], record["size"]) == ("random", "smart", "4")


def test_the_same_seed_replays_the_same_run() -> None:
    argv = ["arena", "--x", "random", "--o", "random", "--games", "20", "--seed", "5"]
    first, second = run_console(argv), run_console(argv)
    assert first.out == second.out
    other = run_console([*argv[:-1], "6"])
    assert other.out != first.out


def test_a_bad_csv_path_is_reported_before_playing(tmp_path: Path) -> None:
    outcome = run_console(["arena", "--csv", str(tmp_path / "missing" / "runs.csv")])
    assert outcome.code == 1
    assert "cannot write" in outcome.err
    assert outcome.out == ""


def test_an_interrupted_run_still_prints_the_finished_games(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_play_one = arena.play_one

    def play_one(number, rules, players):
        if number == 3:
            raise KeyboardInterrupt
        return real_play_one(number, rules, players)

    monkeypatch.setattr(arena, "play_one", play_one)
    outcome = run_console(["arena", "--x", "sequential", "--o", "sequential", "--games", "9"])
    assert outcome.code == 130
    assert "Totals: X (sequential) won 2, O (sequential) won 0, ties 0" in outcome.out
    assert "Interrupted after 2 of 9 games." in outcome.err


@pytest.mark.parametrize(
    "argv",
    [
        ["--games", "0"],
        ["--games", "many"],
        ["--size", "16"],
        ["--size", "2"],
        ["--size", "3", "--win-length", "4"],
        ["--win-length", "2"],
        ["--x", "nobody"],
        ["--o"],
        ["--seed", "1.5"],
        ["--csv"],
        ["--record-everything"],
    ],
)
def test_bad_options_give_the_usage_and_exit_code_2(argv: list[str]) -> None:
    outcome = run_console(["arena", *argv])
    assert outcome.code == 2
    assert outcome.err.startswith("usage: ttt-console arena")
    assert "error:" in outcome.err
    assert outcome.out == ""


def test_play_one_returns_the_moves_and_the_result() -> None:
    from ttt_qt.ai import create

    players = {"X": create("sequential"), "O": create("sequential")}
    game = arena.play_one(1, Rules(), players)  # type: ignore[arg-type]
    assert [arena_name for arena_name in SEQUENTIAL_GAME.split()] == [
        f"{'ABC'[col]}{row + 1}" for row, col in game.moves
    ]
    assert (game.winner, game.loser) == ("X", "O")


def test_a_number_of_games_beyond_a_million_is_refused() -> None:
    outcome = run_console(["arena", "--games", "9" * 30])
    assert outcome.code == 2
    assert "at most 1000000 games" in outcome.err
