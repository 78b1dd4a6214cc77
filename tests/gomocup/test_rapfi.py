"""The client against a real engine, Rapfi (``../shared/engines/rapfi``, started by its path):
whole games under each rule it knows, takeback, a match clock, a killed engine and a hung one.

Skipped with the reason when Rapfi is not beside the repository.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from ttt_qt.engine import Board, GomokuRule, Move, Rules
from ttt_qt.gomocup import (
    EngineClient,
    EngineCrashed,
    EngineProtocolError,
    EngineStartError,
    EngineTimeout,
    TimeControl,
)

FAST = TimeControl(turn=0.1, grace=3.0)
"""Rapfi keeps 30 ms of a turn in reserve: 100 ms leaves it a short search. It passes its time
now and then (by most of a second on a busy machine), hence the generous grace."""


LOPSIDED = [(7, 7), (0, 0), (7, 8)]
"""X on H8 and I8, O's stone in the corner: X wins soon, so a whole game stays short (between
equals from the empty board, Rapfi's games under standard ran from 25 to 225 moves)."""


def play_game(
    first: EngineClient, second: EngineClient, size: int, rule: GomokuRule = "freestyle"
) -> tuple[Board, list[Move]]:
    """Two engines play a game out from ``LOPSIDED``; the referee is this app's board."""
    board = Board.from_moves(Rules(size, 5, rule=rule), LOPSIDED)
    moves: list[Move] = list(LOPSIDED)
    while not board.is_over:
        mover = first if len(moves) % 2 == 0 else second
        move = mover.play(moves)
        moves.append(move)
        board = board.play(move)
    return board, moves


@pytest.mark.parametrize("rule", ["freestyle", "standard", "renju"])
def test_rapfi_plays_a_whole_game_against_itself(rapfi: Path, rule: GomokuRule) -> None:
    with (
        EngineClient(rapfi, 15, rule=rule, time_control=FAST) as black,
        EngineClient(rapfi, 15, rule=rule, time_control=FAST) as white,
    ):
        assert black.name == "Rapfi"
        assert black.about.version
        board, moves = play_game(black, white, 15, rule)
        assert board.winner is not None or board.is_full
        winner, loser = (black, white) if len(moves) % 2 else (white, black)
        assert winner.moves == moves
        assert loser.moves == moves[:-1]
        assert any(entry.kind == "message" for entry in black.log)
        assert f"> INFO rule {({'freestyle': 0, 'standard': 1, 'renju': 4})[rule]}" in (
            black.transcript
        )


def test_takeback_undoes_the_engines_reply_and_the_move_before(rapfi: Path) -> None:
    with EngineClient(rapfi, 15, time_control=FAST) as client:
        first = client.play([(7, 7)])
        second = client.play([(7, 7), first, (6, 6)])
        # Undo both the person's (6, 6) and the engine's reply, and play elsewhere.
        answer = client.play([(7, 7), first, (8, 9)])
        assert answer not in ((7, 7), first, (8, 9))
        assert client.moves == [(7, 7), first, (8, 9), answer]
        sent = [line for line in client.transcript if line.startswith("> T")]
        assert sent[-3:] == [
            f"> TAKEBACK {second[1]},{second[0]}",
            "> TAKEBACK 6,6",
            "> TURN 9,8",
        ]


def test_a_new_game_restarts_and_a_different_position_is_sent_whole(rapfi: Path) -> None:
    with EngineClient(rapfi, 15, time_control=FAST) as client:
        client.play([])
        assert client.play([]) in [(row, col) for row in range(15) for col in range(15)]
        position = [(0, 0), (14, 14), (0, 14)]
        reply = client.play(position)
        assert reply not in position
        assert "> RESTART" in client.transcript
        assert "> BOARD" in client.transcript


def test_a_match_clock_is_sent_and_kept(rapfi: Path) -> None:
    clock = TimeControl(turn=1.0, match=2.0, grace=3.0)
    with (
        EngineClient(rapfi, 15, time_control=clock) as black,
        EngineClient(rapfi, 15, time_control=FAST) as white,
    ):
        play_game(black, white, 15)
        left = [
            int(line.split()[-1])
            for line in black.transcript
            if line.startswith("> INFO time_left")
        ]
        assert "> INFO timeout_match 2000" in black.transcript
        assert left[0] == 2000
        assert left == sorted(left, reverse=True)
        assert left[-1] < 2000


def test_a_killed_engine_is_a_crash_with_its_exit_status(rapfi: Path) -> None:
    client = EngineClient(rapfi, 15, time_control=FAST)
    reply = client.play([(7, 7)])
    os.kill(client.pid, signal.SIGKILL)
    with pytest.raises(EngineCrashed, match=r"The engine Rapfi stopped running \(exit status -9\)"):
        client.play([(7, 7), reply, (9, 9)])
    assert not client.running


def test_an_engine_that_hangs_mid_game_times_out_and_its_group_ends(
    rapfi: Path, fake_brain: Callable[..., list[str]]
) -> None:
    client = EngineClient(
        fake_brain("wrap", rapfi, 2), 15, time_control=TimeControl(0.1, None, 2.0)
    )
    assert client.name == "Rapfi"
    reply = client.play([(7, 7)])
    with pytest.raises(EngineTimeout, match="The engine Rapfi stopped answering"):
        client.play([(7, 7), reply, (9, 9)])
    # The wrapper and the Rapfi it started are killed (gone, or dead and waiting to be reaped).
    assert wait_until(lambda: not live_members(client.pid))


def live_members(group: int) -> list[int]:
    """The processes of process group ``group`` that are not dead (Linux's /proc)."""
    members = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[2]) == group and fields[0] not in ("Z", "X"):
            members.append(int(stat.parent.name))
    return members


def wait_until(condition: Callable[[], bool], timeout: float = 5.0) -> bool:
    """Whether ``condition`` holds within ``timeout`` seconds (asked every 20 ms)."""
    deadline = time.monotonic() + timeout
    pause = threading.Event()
    while not condition():
        if time.monotonic() > deadline:
            return False
        pause.wait(0.02)
    return True


def test_rapfi_refuses_a_board_it_does_not_play(rapfi: Path) -> None:
    with pytest.raises(EngineStartError, match="refused a 3 x 3 board: Unsupported board size"):
        EngineClient(rapfi, 3)


def test_a_rule_rapfi_does_not_know_is_said_at_its_first_move(rapfi: Path) -> None:
    with (
        EngineClient(rapfi, 15, rule="caro", time_control=FAST) as client,
        pytest.raises(EngineProtocolError, match="Unknown rule id: 8"),
    ):
        client.play([])


def test_rapfis_evaluation_depth_and_line_come_with_its_move(rapfi: Path) -> None:
    from ttt_qt.gomocup import EngineStrategy

    board = Board.from_moves(Rules(15, 5), [(7, 7), (6, 8), (8, 8)])
    with EngineStrategy(rapfi, time_control=FAST) as engine:
        move = engine.choose(board)
        view = engine.last_view
        assert view is not None and view.move == move
        assert view.evaluation is not None
        assert view.depth is not None
        assert view.line and view.line[0] == move
        assert engine.client is not None and len(engine.client.said) >= 2
