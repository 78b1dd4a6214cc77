"""``ttt-console convert IN OUT`` and the ``--rule`` of ``arena`` and ``tournament``."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from ttt_qt.console.engines import make_player
from ttt_qt.engine import Game, GamePlayer, Rules, SavedGame
from ttt_qt.engine.formats import load, save
from ttt_qt.gomocup import EngineStrategy

from .helpers import run_console

RENJU_GAME = SavedGame(
    Game(Rules(15, 5, rule="renju"), [(7, 7), (6, 8), (8, 8)]),
    GamePlayer.person("Ann"),
    GamePlayer.person("Bo"),
)


def test_convert_writes_the_other_format_and_says_what_it_wrote(tmp_path: Path) -> None:
    save(tmp_path / "game.ttt", RENJU_GAME)
    outcome = run_console(["convert", str(tmp_path / "game.ttt"), str(tmp_path / "game.sgf")])
    assert outcome.code == 0, outcome.err
    assert outcome.out == f"{tmp_path / 'game.sgf'}: 3 moves, 15 x 15, 5 in a row, Renju\n"
    assert outcome.err == ""
    assert load(tmp_path / "game.sgf") == RENJU_GAME


def test_convert_says_what_the_new_format_cannot_keep(tmp_path: Path) -> None:
    save(tmp_path / "game.ttt", RENJU_GAME)
    outcome = run_console(["convert", str(tmp_path / "game.ttt"), str(tmp_path / "game.psq")])
    assert outcome.code == 0
    assert "game.psq cannot keep the renju rule; the moves and the players are written" in (
        outcome.err
    )
    assert load(tmp_path / "game.psq").game.moves == RENJU_GAME.game.moves


@pytest.mark.parametrize(
    ("source", "content", "target", "message"),
    [
        ("a.psq", None, "b.sgf", "a.psq cannot be read: No such file or directory."),
        ("a.psq", "Piskvorky 20x20, 11:11, 0\n10,10,0\n", "b.sgf", "20 x 20 board"),
        ("a.psq", "Piskvorky 15x15, 11:11, 0\n1,1,0\n", "b.doc", "not '.doc'"),
        ("a.txt", "x", "b.sgf", "game files ending in .ttt, .psq, .sgf, not '.txt'"),
        ("a.sgf", "(;GM[4]SZ[15];B[hh];W[hh])", "b.ttt", "a.sgf: move 2: H8 is already taken."),
    ],
)
def test_convert_refuses_with_one_sentence_and_writes_nothing(
    tmp_path: Path, source: str, content: str | None, target: str, message: str
) -> None:
    if content is not None:
        (tmp_path / source).write_text(content, encoding="utf-8")
    outcome = run_console(["convert", str(tmp_path / source), str(tmp_path / target)])
    assert outcome.code == 1
    assert message in outcome.err
    assert outcome.err.startswith("ttt-console convert: ")
    assert outcome.err.count("\n") == 1
    assert "Traceback" not in outcome.err
    assert not (tmp_path / target).exists()


def test_arena_plays_under_a_rule_and_writes_it(tmp_path: Path) -> None:
    path = tmp_path / "games.csv"
    outcome = run_console(
        [
            *("arena", "--x", "expert", "--o", "random", "--games", "2", "--size", "9"),
            *("--rule", "caro", "--seed", "1", "--csv", str(path)),
        ]
    )
    assert outcome.code == 0, outcome.err
    assert "2 games on 9 x 9, 5 in a row, Caro" in outcome.out
    with path.open(encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert [row["rule"] for row in rows] == ["caro", "caro"]


@pytest.mark.parametrize("command", ["arena", "tournament"])
def test_a_rule_the_board_cannot_have_is_a_usage_error(command: str) -> None:
    outcome = run_console([command, "--size", "5", "--rule", "renju"])
    assert outcome.code == 2  # argparse's usage error
    assert "the renju rule is five in a row on boards from 7 x 7 to 15 x 15" in outcome.err


def test_an_unknown_rule_is_refused() -> None:
    outcome = run_console(["arena", "--rule", "gomoku"])
    assert outcome.code == 2
    assert "invalid choice: 'gomoku'" in outcome.err


def test_an_engine_is_told_the_rule_of_the_games() -> None:
    player = make_player("someengine", {"someengine": "/nowhere/pbrain-some"}, seed=1, rule="renju")
    assert isinstance(player, EngineStrategy)
    assert player.rule == "renju"
