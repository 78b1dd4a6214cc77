"""The computer seen from the window: a move for the current position only, a hint and an
evaluation from one analysis, a failing player told in a message, and a clean stop."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, ComputerScript
from ttt_qt.ai import Limit, SearchResult
from ttt_qt.app.computer.computer import Computer
from ttt_qt.engine import Board, Move, Rules


class Broken:
    """A player with a bug."""

    name = "broken"

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        raise RuntimeError("no idea")


@pytest.fixture
def computer(qtbot: QtBot) -> Iterator[Computer]:
    made = Computer()
    yield made
    made.shutdown()
    assert not made.is_running


def test_a_move_arrives_for_the_current_position(qtbot: QtBot, computer: Computer) -> None:
    script = ComputerScript()
    script.moves = [(1, 1)]
    with (
        qtbot.waitSignal(computer.thinking_changed, check_params_cb=lambda busy: busy),
        qtbot.waitSignal(computer.move_chosen, timeout=WAIT_MS) as chosen,
    ):
        computer.choose_move(Board.empty(Rules(3)), script)
    assert chosen.args == [(1, 1)]
    assert not computer.is_thinking


def test_a_move_for_an_old_position_is_dropped(qtbot: QtBot, computer: Computer) -> None:
    late = ComputerScript()
    late.gate.clear()
    late.obey_cancel = False  # it answers late, after the position changed
    chosen: list[Move] = []
    computer.move_chosen.connect(chosen.append)
    before = computer.generation
    computer.choose_move(Board.empty(Rules(3)), late)
    assert computer.is_thinking
    assert late.started.wait(WAIT_MS / 1000)
    assert computer.new_generation() == before + 1
    assert not computer.is_thinking
    late.gate.set()
    # The worker runs jobs in order: once the next move is in, the late one was dropped.
    script = ComputerScript()
    script.moves = [(2, 2)]
    with qtbot.waitSignal(computer.move_chosen, timeout=WAIT_MS):
        computer.choose_move(Board.empty(Rules(3)), script)
    assert late.played == [(0, 0)]  # it did answer; the answer was not taken
    assert chosen == [(2, 2)]


def test_a_failing_player_is_told_not_raised(qtbot: QtBot, computer: Computer) -> None:
    with qtbot.waitSignal(computer.move_failed, timeout=WAIT_MS) as failed:
        computer.choose_move(Board.empty(Rules(3)), Broken())
    assert failed.args == ["RuntimeError: no idea"]


def test_a_hint_and_the_evaluation_share_one_analysis(qtbot: QtBot, computer: Computer) -> None:
    # X to move wins at once at C1.
    board = Board.from_moves(Rules(3), [(0, 0), (1, 0), (0, 1), (1, 1)])
    with qtbot.waitSignal(computer.analysis_ready, timeout=WAIT_MS) as ready:
        computer.evaluate(board)
    analysis = ready.args[0]
    assert isinstance(analysis, SearchResult) and computer.analysis is analysis
    with qtbot.waitSignal(computer.hint_ready, timeout=WAIT_MS) as hint:
        computer.request_hint(board)  # known already: no second search
    assert hint.args == [(0, 2)] and computer.hint == (0, 2)
    computer.new_generation()
    assert computer.analysis is None and computer.hint is None
