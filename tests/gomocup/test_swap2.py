"""The swap2 opening over the protocol: SWAP2BOARD's wire format, Rapfi's answers through our
client, ``ttt-pbrain`` answering our client, and an engine without it (the built-in decides).

The Rapfi tests are skipped with the reason when Rapfi is not beside the repository.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.console.helpers import run_console
from ttt_qt.ai import BalancedOpening, OpeningChooser, take_opening_step
from ttt_qt.engine import Game, Rules
from ttt_qt.gomocup import EngineClient, EngineStrategy, TimeControl
from ttt_qt.gomocup.protocol import ProtocolError
from ttt_qt.gomocup.swap2 import (
    Swap2Answer,
    format_swap2_answer,
    parse_swap2_answer,
    swap2board_lines,
)

GOMOKU = Rules(15, 5)
QUICK = TimeControl(turn=0.3, grace=5.0)
OPENING = [(7, 7), (7, 8), (9, 9)]


def test_swap2board_sends_board_lines_with_the_side_to_move_as_field_1() -> None:
    assert swap2board_lines([]) == ["SWAP2BOARD", "DONE"]
    assert swap2board_lines(OPENING) == ["SWAP2BOARD", "7,7,2", "8,7,1", "9,9,2", "DONE"]


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("SWAP", Swap2Answer(True)),
        ("swap", Swap2Answer(True)),
        ("8,8", Swap2Answer(False, ((8, 8),))),
        ("8,8 6,8", Swap2Answer(False, ((8, 8), (8, 6)))),
        ("7,7 8,7 9,9", Swap2Answer(False, ((7, 7), (7, 8), (9, 9)))),
    ],
)
def test_answers_read_and_written(text: str, answer: Swap2Answer) -> None:
    assert parse_swap2_answer(text, 15) == answer
    assert parse_swap2_answer(format_swap2_answer(answer), 15) == answer


@pytest.mark.parametrize("text", ["", "SWAP 7,7", "1,1 2,2 3,3 4,4", "15,0", "hello"])
def test_other_answers_are_refused(text: str) -> None:
    with pytest.raises(ProtocolError):
        parse_swap2_answer(text, 15)


def play_opening(game: Game, seats: dict[str, OpeningChooser]) -> None:
    """Each seat's chooser makes its decisions until the opening is over."""
    while (turn := game.opening_turn) is not None:
        take_opening_step(game, seats[turn.seat])


def test_rapfi_answers_each_case_of_swap2board(rapfi: Path) -> None:
    with EngineClient(rapfi, 15, time_control=QUICK) as client:
        first = client.swap2([])
        assert first is not None and not first.swap and len(first.stones) == 3
        second = client.swap2(OPENING)
        assert second is not None and (second.swap or len(second.stones) in (1, 2))
        third = client.swap2([*OPENING, (6, 6), (1, 13)])
        assert third is not None and (third.swap or len(third.stones) == 1)
        # After the opening the client sends the whole board, and Rapfi plays on.
        move = client.play([*OPENING, (6, 6), (1, 13)])
        assert move not in [*OPENING, (6, 6), (1, 13)]


@pytest.mark.parametrize("rules", [GOMOKU, Rules(15, 5, rule="renju")], ids=["freestyle", "renju"])
def test_rapfi_plays_a_swap2_opening_against_the_built_in_player(rapfi: Path, rules: Rules) -> None:
    logged: list[str] = []
    engine = EngineStrategy(
        rapfi, time_control=QUICK, rule=rules.rule, on_log=lambda entry: logged.append(entry.text)
    )
    with engine:
        pairings: list[dict[str, OpeningChooser]] = [
            {"first": engine, "second": BalancedOpening(1, time_limit=0.2)},
            {"first": BalancedOpening(2, time_limit=0.2), "second": engine},
        ]
        for seats in pairings:
            game = Game(rules, opening="swap2")
            play_opening(game, seats)
            assert game.board.move_count in (3, 5) and not game.choice_due
            # The game goes on with the engine playing whichever side it holds.
            mover = seats[game.seat_to_act]
            if mover is engine:
                game.play(engine.choose(game.board))
                assert game.board.move_count in (4, 6)
    assert not any("built-in opening player decides" in text for text in logged)


def test_ttt_pbrain_answers_our_client(pbrain: list[str]) -> None:
    player = EngineStrategy(pbrain, time_control=QUICK)
    with player:
        stones = player.propose_stones(Game(GOMOKU).board, 3)
        assert len(stones) == 3
        game = Game(GOMOKU, stones, "swap2")
        choice = player.choose_side(game.board, ("black", "white", "two"))
        game.choose(choice)
        if choice == "two":
            for stone in player.propose_stones(game.board, 2):
                game.play(stone)
            assert game.choice_due
        assert player.opening_log and "The engine" in player.opening_log[-1]
        assert "built-in" not in " ".join(player.opening_log)


def test_an_engine_without_swap2board_leaves_it_to_the_built_in_player(
    fake_brain: Callable[..., list[str]],
) -> None:
    logged: list[str] = []
    engine = EngineStrategy(
        fake_brain("normal"), time_control=QUICK, on_log=lambda entry: logged.append(entry.text)
    )
    with engine:
        game = Game(GOMOKU, opening="swap2")
        play_opening(game, {"first": engine, "second": engine})
        assert game.opening_turn is None
    assert any("does not play the swap2 opening (SWAP2BOARD)" in text for text in logged)
    assert any("the built-in opening player decides" in text for text in logged)


def test_the_arena_plays_rapfi_with_swap2(rapfi: Path, tmp_path: Path) -> None:
    target = tmp_path / "runs.csv"
    argv = ["arena", "--engine", str(rapfi), "--x", "rapfi", "--o", "sequential", "--games", "2"]
    outcome = run_console(
        [*argv, "--size", "15", "--opening", "swap2", "--engine-time", "0.1", "--csv", str(target)]
    )
    assert outcome.code == 0, outcome.err
    assert "2 games on 15 x 15, 5 in a row, swap2" in outcome.out
    # Rapfi, far stronger, wins whichever side it took; the table names it by its mark.
    rows = [line.split() for line in outcome.out.splitlines() if line.strip()[:1].isdigit()]
    assert len(rows) == 2 and all(row[2] == "(rapfi)" for row in rows)
    assert "Totals: rapfi won 2, sequential won 0, ties 0" in outcome.out
