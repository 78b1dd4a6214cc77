"""``Computer``: its moves and its analyses (hints, evaluations) share one search memory."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ttt_qt.ai import create
from ttt_qt.ai.search import PerfectStrategy
from ttt_qt.app.computer.computer import Computer
from ttt_qt.engine import Board, Rules

MIDGAME_4X4 = Board.from_moves(Rules(4, 4), [(0, 0), (1, 1), (2, 2), (3, 3), (3, 0), (0, 3)])
OTHER_4X4 = Board.from_moves(Rules(4, 4), [(0, 1), (1, 2), (2, 3), (3, 2), (1, 0), (2, 0)])
"""Past the 4 x 4 book, so moves and analyses there search; neither follows from the other."""


def test_the_computers_players_and_its_analyses_search_with_one_memory(qtbot: QtBot) -> None:
    computer = Computer()
    first, second = PerfectStrategy(seed=1), create("threats", seed=2)
    try:
        with qtbot.waitSignal(computer.move_chosen, timeout=30_000):
            computer.choose_move(MIDGAME_4X4, first)
        memory = first.memory
        table = memory.transpositions(MIDGAME_4X4.rules)
        after_move = len(table)
        assert after_move > 0
        computer.new_generation()
        with qtbot.waitSignal(computer.analysis_ready, timeout=30_000):
            computer.evaluate(OTHER_4X4)
        assert len(memory.transpositions(OTHER_4X4.rules)) > after_move  # the analysis's entries
        computer.new_generation()
        with qtbot.waitSignal(computer.move_chosen, timeout=30_000):
            computer.choose_move(OTHER_4X4, second)
    finally:
        computer.shutdown()
    assert getattr(second, "memory", None) is memory
