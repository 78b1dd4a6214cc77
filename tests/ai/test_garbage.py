"""The players make no reference cycles: the computer's thread freezes what a job leaves alive
without collecting it (see ``ttt_qt.app.computer.worker``), so a cycle would be kept for good."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from ttt_qt.ai import Limit, analyze, create, names
from ttt_qt.engine import Board, Rules

FAST: dict[str, dict[str, float]] = {
    "montecarlo": {"trials": 200},
    "mcts": {"playouts": 500},
    "perfect": {"time_limit": 0.2},
}
BOARDS = [
    Board.empty(Rules(3, 3)),
    Board.from_moves(Rules(4, 4, reverse=True), [(1, 1), (2, 2)]),
    Board.empty(Rules(7, 5)).play((3, 3)),
]


@pytest.fixture
def no_collector() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.mark.parametrize("name", names())
@pytest.mark.usefixtures("no_collector")
def test_a_move_leaves_no_cyclic_garbage(name: str) -> None:
    player = create(name, seed=1, **FAST.get(name, {}))
    for start in BOARDS:
        board = start
        while not board.is_over and board.move_count < start.move_count + 3:
            board = board.play(player.choose(board))
    assert gc.collect() == 0


@pytest.mark.usefixtures("no_collector")
def test_an_analysis_cancelled_or_not_leaves_no_cyclic_garbage() -> None:
    for board in BOARDS:
        analyze(board, Limit(time=0.1))
    cancel = threading.Event()
    cancel.set()
    analyze(BOARDS[2], Limit(cancel=cancel))
    assert gc.collect() == 0
