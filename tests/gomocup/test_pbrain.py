"""``ttt-pbrain`` as a program: the specification's exchange through plain pipes (a client that
shares no code with ours), whole games through our client, and no Qt imported."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers import run_without_qt
from ttt_qt import __version__
from ttt_qt.engine import Board, Move, Rules
from ttt_qt.gomocup import EngineClient, TimeControl

# The manager's side of the specification's examples (protocl2en.htm), as a manager writes
# them (CR LF), and what a brain must answer to each.
SPEC_EXCHANGE = [
    ("START 20", "ERROR this brain plays boards from 7 to 15 cells a side, not 20"),
    ("START 15", "OK"),
    ("INFO timeout_match 300000", None),
    ("INFO timeout_turn 500", None),
    ("INFO max_memory 83886080", None),
    ("INFO game_type 1", None),
    ("INFO rule 0", None),
    ("INFO folder /tmp/nowhere", None),
    ("ABOUT", f'name="ttt-qt", version="{__version__}"'),
    ("BEGIN", "7,7"),
    ("TAKEBACK 7,7", "OK"),
    ("TURN 10,10", "cell"),
    ("RESTART", "OK"),
    ("BOARD\r\n10,10,1\r\n10,11,2\r\n11,11,1\r\n9,10,2\r\nDONE", "cell"),
    ("RESTART", "OK"),
    ("SWAP2BOARD\r\nDONE", "three cells"),
    ("YXBLOCK", "UNKNOWN YXBLOCK is not a command this brain knows"),
    ("END", None),
]


def test_the_specifications_exchange_through_plain_pipes(pbrain: list[str]) -> None:
    commands = "".join(command + "\r\n" for command, _ in SPEC_EXCHANGE)
    done = subprocess.run(
        pbrain, input=commands.encode(), capture_output=True, timeout=120, check=True
    )
    answers = [line for line in done.stdout.decode().splitlines() if not line.startswith("MESS")]
    expected = [answer for _, answer in SPEC_EXCHANGE if answer is not None]
    assert len(answers) == len(expected), answers
    for answer, wanted in zip(answers, expected, strict=True):
        if wanted in ("cell", "three cells"):
            cells = answer.split()
            assert len(cells) == (1 if wanted == "cell" else 3), answer
            for cell in cells:
                x, _, y = cell.partition(",")
                assert 0 <= int(x) < 15 and 0 <= int(y) < 15, answer
        else:
            assert answer == wanted
    assert done.stderr == b""


def test_version_and_help(pbrain: list[str]) -> None:
    version = subprocess.run(
        [*pbrain, "--version"], capture_output=True, text=True, timeout=60, check=True
    )
    assert version.stdout.strip() == f"ttt-pbrain {__version__}"
    helped = subprocess.run(
        [*pbrain, "--help"], capture_output=True, text=True, timeout=60, check=True
    )
    assert "Gomocup" in helped.stdout


def play_game(players: dict[str, EngineClient], size: int) -> tuple[Board, list[Move]]:
    """The clients by mark play a game out; this app's board is the referee."""
    board = Board.empty(Rules(size, 5))
    moves: list[Move] = []
    while not board.is_over:
        move = players[board.to_move].play(moves)
        moves.append(move)
        board = board.play(move)
    return board, moves


def test_pbrain_beats_an_engine_that_plays_the_first_free_cell(
    pbrain: list[str], fake_brain: Callable[..., list[str]]
) -> None:
    control = TimeControl(turn=0.3, grace=5.0)
    with (
        EngineClient(pbrain, 9, time_control=control) as ours,
        EngineClient(fake_brain("play"), 9, time_control=control) as simple,
    ):
        assert ours.name == "ttt-qt"
        for players in ({"X": ours, "O": simple}, {"X": simple, "O": ours}):
            ours.restart()
            simple.restart()
            board, _ = play_game(players, 9)
            assert board.winner is not None
            assert players[board.winner] is ours


def test_pbrain_plays_a_whole_game_against_rapfi(pbrain: list[str], rapfi: Path) -> None:
    with (
        EngineClient(pbrain, 15, time_control=TimeControl(turn=0.3, grace=5.0)) as ours,
        EngineClient(rapfi, 15, time_control=TimeControl(turn=0.1, grace=3.0)) as theirs,
    ):
        board, moves = play_game({"X": ours, "O": theirs}, 15)
        assert board.is_over
        assert len(moves) >= 9  # a real game, not an early error


def test_the_gomocup_layer_imports_and_serves_with_qt_blocked() -> None:
    done = run_without_qt(
        """
        import ttt_qt.gomocup
        from ttt_qt.gomocup.brain import Brain

        out = []
        brain = Brain(out.append)
        for line in ("START 9", "INFO timeout_turn 300", "BEGIN", "TURN 0,0"):
            brain.handle(line)
        assert out[:2] == ["OK", "4,4"], out
        print("pure")
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pure"


@pytest.mark.parametrize("size", [6, 16])
def test_our_client_gets_a_start_error_from_pbrain_for_other_sizes(
    pbrain: list[str], size: int
) -> None:
    from ttt_qt.gomocup import EngineStartError

    with pytest.raises(EngineStartError, match=f"refused a {size} x {size} board: this brain"):
        EngineClient(pbrain, size)
