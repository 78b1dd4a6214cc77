"""``perfect`` never loses: every opponent move sequence on 3 x 3, random opponents on 4 x 4.

On 3 x 3 the game tree is walked in full: at the opponent's turns every legal move, at
``perfect``'s turns every move it could pick with some seed (its whole best set, which must
equal the reference minimax's set of optimal moves). The number of distinct games walked is
asserted, so a change in the tree is noticed.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from tests.helpers import reference_scores
from ttt_qt.ai import create
from ttt_qt.ai.search import PerfectStrategy
from ttt_qt.engine import Board, Mark, Rules, other


@cache
def games_from(board: Board, perfect: Mark) -> Counter[str]:
    """How the games from ``board`` end for ``perfect`` ("win", "draw", "loss"), counted."""
    if board.is_over:
        if board.winner is None:
            return Counter(draw=1)
        return Counter(win=1) if board.winner == perfect else Counter(loss=1)
    if board.to_move == perfect:
        player = PerfectStrategy(seed=0, time_limit=30.0)  # proofs never hang on the clock
        move = player.choose(board)
        result = player.last_result
        assert result is not None and result.proven
        scores = reference_scores(board)
        top = max(scores.values())
        assert set(result.best_moves()) == {m for m, score in scores.items() if score == top}
        assert move in result.best_moves()
        moves = list(result.best_moves())
    else:
        moves = board.legal_moves()
    total: Counter[str] = Counter()
    for move in moves:
        total += games_from(board.play(move), perfect)
    return total


@pytest.mark.parametrize(
    ("reverse", "perfect", "expected"),
    [
        (False, "X", {"win": 7056, "draw": 3584}),
        (False, "O", {"win": 2528, "draw": 3584}),
        (True, "X", {"win": 248, "draw": 200}),
        (True, "O", {"win": 40640, "draw": 200}),
    ],
)
def test_perfect_never_loses_on_3x3_against_every_opponent(
    reverse: bool, perfect: Mark, expected: dict[str, int]
) -> None:
    outcomes = games_from(Board.empty(Rules(reverse=reverse)), perfect)
    assert outcomes["loss"] == 0
    assert dict(outcomes) == expected


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("perfect", ["X", "O"])
@pytest.mark.parametrize("seed", [1, 2])
def test_perfect_never_loses_on_4x4_against_random(reverse: bool, perfect: Mark, seed: int) -> None:
    board = Board.empty(Rules(4, 4, reverse=reverse))
    players = {perfect: create("perfect", seed=seed), other(perfect): create("random", seed=seed)}
    while not board.is_over:
        board = board.play(players[board.to_move].choose(board))
    assert board.winner != other(perfect)


@pytest.mark.parametrize("reverse", [False, True])
def test_perfect_against_itself_on_4x4_is_a_draw(reverse: bool) -> None:
    board = Board.empty(Rules(4, 4, reverse=reverse))
    players = {"X": PerfectStrategy(seed=5), "O": PerfectStrategy(seed=6)}
    while not board.is_over:
        player = players[board.to_move]
        board = board.play(player.choose(board))
        assert player.last_result is not None and player.last_result.proven
        assert player.last_result.value is not None
        assert player.last_result.value.kind == "draw"
    assert board.winner is None
