"""What ``mcts`` asks the threat player about the root: wins by fours or threes to play or to
stop, and a prior of every cell's line worth; only where threats decide games."""

from __future__ import annotations

from ttt_qt.ai import Limit
from ttt_qt.ai.montecarlo import root_threats
from ttt_qt.ai.montecarlo.mcts import MctsStrategy
from ttt_qt.engine import Board, Rules


def test_root_threat_advice() -> None:
    rules = Rules(10, 5)
    quiet = Board.from_moves(rules, [(4, 4), (5, 5)])
    advice = root_threats.advise(quiet, Limit(time=5.0))
    assert advice.win is None
    assert not advice.allowed
    assert max(advice.prior.values()) == 1.0
    assert min(advice.prior.values()) >= 0.0
    # O to move against X's open three (D4 E4 F4): only C4 and G4 stop the open four.
    three = Board.from_moves(rules, [(3, 3), (6, 6), (3, 4), (7, 7), (3, 5)])
    assert root_threats.advise(three, Limit(time=5.0)).allowed == {3 * 10 + 2, 3 * 10 + 6}
    # X to move with it wins by continuous fours, starting at either end.
    assert root_threats.advise(three.play((0, 9)), Limit(time=5.0)).win in {3 * 10 + 2, 3 * 10 + 6}
    assert not root_threats.applies(Board.empty(Rules(7, 5, reverse=True)))
    assert not root_threats.applies(Board.empty(Rules(4, 3)))


def test_root_threat_advice_sees_a_win_by_two_open_threes() -> None:
    # X's open twos D5-E5 and F3-F4 cross at F5: playing it makes two open threes.
    moves = [(4, 3), (9, 0), (4, 4), (9, 9), (2, 5), (0, 9), (3, 5)]
    board = Board.from_moves(Rules(10, 5), moves)
    assert board.to_move == "O"
    advice = root_threats.advise(board, Limit(time=5.0))
    assert 4 * 10 + 5 in advice.allowed
    assert 9 * 10 + 4 not in advice.allowed
    after = board.play((0, 0))
    assert root_threats.advise(after, Limit(time=5.0)).win == 4 * 10 + 5
    player = MctsStrategy(seed=15)
    assert player.choose(after) == (4, 5)
    assert player.last_iterations == 0
