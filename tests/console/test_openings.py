"""``--opening`` of ``ttt-console arena`` and ``tournament``: swap and swap2 before the game."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from ttt_qt.console.arena_text import CSV_HEADER
from ttt_qt.engine import Game, Rules, parse_moves

from .helpers import run_console

GOMOKU = ["--size", "15", "--x", "sequential", "--o", "random", "--seed", "4"]


def test_the_arena_plays_swap2_and_names_who_held_each_mark(tmp_path: Path) -> None:
    target = tmp_path / "runs.csv"
    argv = ["arena", *GOMOKU, "--games", "2", "--opening", "swap2", "--csv", str(target)]
    outcome = run_console(argv)
    assert outcome.code == 0, outcome.err
    assert "2 games on 15 x 15, 5 in a row, swap2" in outcome.out
    assert "Totals: sequential won" in outcome.out
    with target.open(newline="", encoding="utf-8") as handle:
        rows = [dict(zip(CSV_HEADER, row, strict=True)) for row in list(csv.reader(handle))[1:]]
    rules = Rules(15, 5)
    for row in rows:
        choices = row["opening"].split()
        assert choices and choices[0] in ("black", "white", "two")
        game = Game(rules, parse_moves(row["moves"], rules), "swap2", choices)  # type: ignore[arg-type]
        assert game.board.is_over and row["winner"] == (game.board.winner or "")
        # The players' columns follow the swap: the first seat (sequential) holds O after it.
        first_mark = "O" if game.swapped else "X"
        assert row[f"{first_mark.lower()}_player"] == "sequential"


def test_the_tournament_plays_swap() -> None:
    argv = ["tournament", "--players", "sequential,random", "--games", "2", "--jobs", "1"]
    outcome = run_console([*argv, "--size", "15", "--opening", "swap", "--seed", "2"])
    assert outcome.code == 0, outcome.err
    assert "15 x 15, 5 in a row, swap" in outcome.out


@pytest.mark.parametrize(
    "extra",
    [
        ["--size", "9", "--opening", "swap"],
        ["--size", "15", "--rule", "caro", "--opening", "swap2"],
    ],
)
def test_an_opening_off_fifteen_freestyle_standard_or_renju_is_one_sentence(
    extra: list[str],
) -> None:
    outcome = run_console(["arena", "--x", "random", "--o", "random", *extra])
    assert outcome.code != 0
    assert (
        "opening is played on 15 x 15 with five in a row under freestyle, standard or Renju"
        in outcome.err
    )
    assert "Traceback" not in outcome.err
