"""The client against engines that misbehave (``fake_brain.py``): each failure is one
``EngineError`` with a sentence, and the engine's process is ended every time."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable

import pytest

from ttt_qt.ai import Limit
from ttt_qt.engine import Board, Rules
from ttt_qt.gomocup import (
    EngineCancelled,
    EngineClient,
    EngineCrashed,
    EngineIllegalMove,
    EngineProtocolError,
    EngineStartError,
    EngineStrategy,
    EngineTimeout,
    TimeControl,
    probe,
)

QUICK = TimeControl(turn=0.2, grace=2.0)
"""Quick moves; a grace a busy machine does not pass (the fake engines answer at once)."""
SHORT = TimeControl(turn=0.2, grace=0.3)
"""For an engine that hangs: it is given up after 0.5 s."""
Command = Callable[..., list[str]]


def gone(pid: int) -> bool:
    """True when the process ``pid`` has ended (on POSIX: ended and reaped)."""
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x00100000, False, pid)  # SYNCHRONIZE
        if not handle:
            return True
        try:
            return bool(kernel32.WaitForSingleObject(handle, 0) == 0)  # signalled: ended
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_a_working_engine_plays_and_its_messages_are_logged(fake_brain: Command) -> None:
    seen: list[object] = []
    with EngineClient(fake_brain("play"), 9, time_control=QUICK, on_log=seen.append) as client:
        assert client.name == "Fake play"
        assert client.play([]) == (0, 0)
        assert client.play([(0, 0), (4, 4)]) == (0, 1)
        assert [entry.kind for entry in client.log][:2] == ["message", "debug"]
        assert seen == list(client.log)
        pid = client.pid
    assert gone(pid)


def test_without_the_optional_takeback_and_restart_the_board_is_sent_whole(
    fake_brain: Command,
) -> None:
    with EngineClient(fake_brain("basic"), 9, time_control=QUICK) as client:
        first = client.play([(4, 4)])
        assert client.play([(4, 4), first, (8, 8)]) == (0, 1)
        old = client.pid
        # TAKEBACK is unknown, so RESTART (unknown too: a new process) and the whole BOARD.
        assert client.play([(4, 4), first, (7, 7)]) == (0, 1)
        assert "> BOARD" in client.transcript
        assert client.pid != old
        assert gone(old)
        assert client.play([(4, 4), first, (6, 6)]) == (0, 1)
        takebacks = [line for line in client.transcript if line.startswith("> TAKEBACK")]
        assert takebacks == ["> TAKEBACK 1,0"]  # tried once, never again


def test_a_suggestion_is_taken_with_play(fake_brain: Command) -> None:
    with EngineClient(fake_brain("suggest"), 9, time_control=QUICK) as client:
        assert client.play([(0, 0)]) == (0, 1)
        assert [entry.kind for entry in client.log] == ["suggest"]


def test_error_on_start_is_a_start_error_with_the_engines_reason(fake_brain: Command) -> None:
    with pytest.raises(EngineStartError, match=r"refused a 15 x 15 board: this brain plays only"):
        EngineClient(fake_brain("refuse"), 15)


def test_an_engine_for_20_x_20_only_is_probed_there(fake_brain: Command) -> None:
    assert probe(fake_brain("refuse")).name == "Fake refuse"
    assert probe(fake_brain("play")).fields == {"name": "Fake play", "version": "1"}


def test_a_program_that_does_not_exist_is_a_start_error(tmp_path: object) -> None:
    with pytest.raises(EngineStartError, match="could not be started"):
        EngineClient("/nonexistent/pbrain-nothing", 15)


def test_a_hung_engine_times_out_and_is_killed(fake_brain: Command) -> None:
    client = EngineClient(fake_brain("hang"), 9, time_control=SHORT)
    with pytest.raises(EngineTimeout, match=r"Fake hang stopped answering: .* 0\.5 s\.$"):
        client.play([])
    assert not client.running
    assert gone(client.pid)


@pytest.mark.parametrize(
    ("mode", "error", "message"),
    [
        ("garbage", EngineProtocolError, "sent 'I think I will win' where a move was expected"),
        ("taken", EngineIllegalMove, "played 4,4, a cell already taken"),
        ("off", EngineIllegalMove, "played 9,9, a cell off the board"),
        ("crash", EngineCrashed, r"stopped running \(exit status 3\); it said: fake brain: out"),
    ],
)
def test_a_bad_answer_is_a_typed_error_and_the_engine_is_ended(
    fake_brain: Command, mode: str, error: type[Exception], message: str
) -> None:
    client = EngineClient(fake_brain(mode), 9, time_control=QUICK)
    with pytest.raises(error, match=message):
        client.play([(4, 4)])
    assert not client.running
    assert gone(client.pid)


def test_a_stop_interrupts_the_wait_and_the_engine_is_closed_after(fake_brain: Command) -> None:
    client = EngineClient(fake_brain("stubborn"), 9, time_control=TimeControl(turn=60))
    cancel = threading.Event()
    stopper = threading.Timer(0.2, cancel.set)
    stopper.start()
    with pytest.raises(EngineCancelled):
        client.play([], cancel)
    assert client.running  # a stop leaves the engine running ...
    client.close()  # ... and close ends it even though it ignores END and SIGTERM
    assert gone(client.pid)


def test_the_strategy_returns_a_legal_move_of_its_own_once_cancelled(fake_brain: Command) -> None:
    board = Board.empty(Rules(9, 5)).play((4, 4))
    cancel = threading.Event()
    cancel.set()
    with EngineStrategy(fake_brain("hang"), time_control=TimeControl(turn=60)) as player:
        move = player.choose(board, Limit(cancel=cancel))
        assert move in board.legal_moves()
        assert player.client is not None
        pid = player.client.pid
    assert gone(pid)


def test_a_new_board_size_or_rule_starts_the_engine_again(fake_brain: Command) -> None:
    with EngineStrategy(fake_brain("play"), time_control=QUICK) as player:
        assert player.choose(Board.empty(Rules(9, 5))) == (0, 0)
        assert player.client is not None
        first = player.client
        assert player.choose(Board.empty(Rules(9, 5)).play((0, 0))) == (0, 1)
        assert player.client is first  # the same game goes on: one TURN
        assert player.choose(Board.empty(Rules(7, 5))) == (0, 0)
        assert player.client is not first
        assert not first.running
        second = player.client
        player.rule = "standard"
        assert player.choose(Board.empty(Rules(7, 5))) == (0, 0)
        assert player.client is not second
        assert "> INFO rule 1" in player.client.transcript


def test_a_failed_engine_is_started_again_at_the_next_move(fake_brain: Command) -> None:
    board = Board.empty(Rules(9, 5))
    with EngineStrategy(fake_brain("crash"), time_control=QUICK) as player:
        with pytest.raises(EngineCrashed):
            player.choose(board)
        assert player.client is None
        with pytest.raises(EngineCrashed):
            player.choose(board)


def test_an_engine_left_open_is_ended_when_the_program_exits(fake_brain: Command) -> None:
    script = textwrap.dedent(
        f"""
        from ttt_qt.gomocup import EngineClient
        client = EngineClient({fake_brain("stubborn")!r}, 9)
        print(client.pid, flush=True)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert gone(int(done.stdout))


def test_an_engine_no_longer_referenced_is_ended(fake_brain: Command) -> None:
    client = EngineClient(fake_brain("play"), 9)
    pid = client.pid
    del client
    assert gone(pid)
