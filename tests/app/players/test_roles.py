"""Who is who at the board: "You" and the computer's level, two computers by their levels,
the outcome told from the person's side (reverse rules made plain), and the window's title."""

from __future__ import annotations

from collections.abc import Callable

from tests.helpers import (
    settings_for,
)
from ttt_qt.app import MainWindow
from ttt_qt.app.players import roles
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Board, Rules

MakeWindow = Callable[..., MainWindow]


def finished_board(rules: Rules, moves: list[tuple[int, int]]) -> Board:
    board = Board.empty(rules)
    for move in moves:
        board = board.play(move)
    return board


def test_against_the_computer_you_are_you_and_it_is_its_level() -> None:
    players = settings_for(opponent="perfect")
    assert roles.player_name(players, "X") == "You"
    assert roles.player_name(players, "O") == "Unbeatable"
    assert roles.describe_players(players) == "You (X) vs Unbeatable (O)"
    assert roles.turn_text(players, "X", thinking=False) == "Your move (X)"
    assert roles.turn_text(players, "O", thinking=True) == "Unbeatable (O) is thinking…"
    as_o = settings_for(opponent="perfect", human_mark="O")
    assert roles.describe_players(as_o) == "Unbeatable (X) vs You (O)"
    big = settings_for(opponent="perfect", size=15, win_length=5)  # it can be beaten there
    assert roles.describe_players(big) == "You (X) vs Hard (O)"


def test_the_outcome_speaks_from_your_side() -> None:
    players = settings_for(opponent="smart")
    won = finished_board(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]).outcome
    lost = finished_board(Rules(), [(1, 0), (0, 0), (1, 1), (0, 1), (2, 2), (0, 2)]).outcome
    draw = finished_board(
        Rules(), [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)]
    ).outcome
    assert won is not None and lost is not None and draw is not None
    assert roles.outcome_headline(players, won) == "You won!"
    assert roles.outcome_explanation(players, won, False) == "You completed the line A1 B1 C1."
    assert roles.outcome_headline(players, lost) == "You lost."
    assert roles.outcome_explanation(players, lost, False) == "Medium completed the line A1 B1 C1."
    assert roles.outcome_headline(players, draw) == "Draw."


def test_reverse_rules_are_made_plain() -> None:
    players = settings_for(opponent="smart", reverse=True)
    # X (you) completes the top row and so loses.
    you_completed = finished_board(Rules(3, 3, True), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    outcome = you_completed.outcome
    assert outcome is not None
    assert roles.outcome_headline(players, outcome) == "You lost."
    assert roles.outcome_explanation(players, outcome, True) == (
        "You completed the line A1 B1 C1, so you lose (reverse rules)."
    )
    as_o = settings_for(opponent="smart", reverse=True, human_mark="O")
    assert roles.outcome_headline(as_o, outcome) == "You won!"
    assert roles.outcome_explanation(as_o, outcome, True) == (
        "Medium completed the line A1 B1 C1, so you win (reverse rules)."
    )


def test_two_computers_are_their_levels() -> None:
    players = settings_for(mode=Mode.COMPUTER_VS_COMPUTER, computer_x="random", computer_o="smart")
    assert roles.describe_players(players) == "Beginner (X) vs Medium (O)"
    assert roles.turn_text(players, "X", thinking=True) == "Beginner (X) is thinking…"


def test_the_window_says_who_is_who(make_window: MakeWindow) -> None:
    window = make_window(opponent="threats", size=15, win_length=5, human_mark="O")
    assert "Expert (X) vs You (O)" in window.windowTitle()
    assert "Bob" not in window.windowTitle() and "Alice" not in window.windowTitle()
