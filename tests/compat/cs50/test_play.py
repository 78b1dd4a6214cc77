"""``python -m ttt_qt.compat.cs50``: a person against ``minimax`` in the terminal."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from contextlib import redirect_stdout

import pytest

from ttt_qt.compat.cs50 import play
from ttt_qt.compat.cs50.text import (
    BAD_SIDE,
    CHOOSE_SIDE,
    COMPUTER_MOVE,
    GAME_OVER_TIE,
    GOODBYE,
    NOT_A_CELL,
    PLAY_AGAIN,
    PLAYING_AS,
    TAKEN,
    THINKING,
    TITLE,
    USAGE,
    YOUR_MOVE,
)


def run_play(monkeypatch: pytest.MonkeyPatch, stdin: str) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    out = io.StringIO()
    with redirect_stdout(out):
        code = play.main([])
    return code, out.getvalue()


def test_a_game_as_o_against_the_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out = run_play(monkeypatch, "o\nb2\na1\nc1\nb3\nc2\na3\nn\n")
    assert code == 0
    assert out.startswith(f"{TITLE}\n{CHOOSE_SIDE}{PLAYING_AS.format(mark='O')}\n")
    assert THINKING in out
    assert COMPUTER_MOVE.format(mark="X", cell="A1")[:17] in out
    assert "Game Over: O wins." not in out  # the computer never loses
    assert out.endswith(f"{PLAY_AGAIN}{GOODBYE}\n")


def test_bad_answers_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    _, out = run_play(monkeypatch, "z\nx\nd9\nb2\nb2\n")
    assert f"{CHOOSE_SIDE}{BAD_SIDE}\n{CHOOSE_SIDE}" in out
    prompt = YOUR_MOVE.format(mark="X")
    assert f"{prompt}{NOT_A_CELL.format(answer='d9', example='B2')}\n" in out
    taken = TAKEN.format(cell="B2", example="{cell}").partition("{cell}")[0]
    assert f"{prompt}{taken}" in out  # the example is the first cell still free
    assert out.endswith(f"\n{GOODBYE}\n")


def test_help_says_how_to_play_and_other_arguments_are_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert play.main(["--help"]) == 0
    assert capsys.readouterr().out == USAGE + "\n"
    assert play.main(["--board", "4"]) == 2
    assert capsys.readouterr().err == USAGE + "\n"


def test_a_person_can_force_a_tie_and_play_again(monkeypatch: pytest.MonkeyPatch) -> None:
    # As X in the centre, then answering every threat, the game can only be a tie or a loss.
    code, out = run_play(monkeypatch, "x\nb2\n" + "a1\nc1\na3\nc3\nb1\nb3\na2\nc2\n" * 2 + "y\nx\n")
    assert code == 0
    assert out.count(PLAYING_AS.format(mark="X")) >= 1
    assert "Game Over: X wins." not in out
    assert GAME_OVER_TIE in out or "Game Over: O wins." in out


def test_end_of_input_at_every_prompt_is_polite(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = ["q", "x", "zz", "b2", "a1", "c1", "a3", "c3", "b1", "b3", "a2", "c2", "y"]
    for count in range(len(answers) + 1):
        code, out = run_play(monkeypatch, "".join(answer + "\n" for answer in answers[:count]))
        assert code == 0
        assert out.endswith(f"{GOODBYE}\n")


def test_ctrl_c_ends_with_code_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(prompt: str = "") -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupted)
    out = io.StringIO()
    with redirect_stdout(out):
        assert play.main([]) == 130


def test_python_dash_m_runs_it() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ttt_qt.compat.cs50"],
        input=b"\xff\xfe\nx\nb2\n",
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0
    assert b"Traceback" not in result.stderr
    assert result.stderr == b""
    assert result.stdout.startswith(TITLE.encode())
    assert result.stdout.endswith(GOODBYE.encode() + b"\n")


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    command = [sys.executable, "-m", "ttt_qt.compat.cs50"]
    answers = b"x\n" + b"b2\na1\nc1\na3\nc3\nb1\nb3\na2\nc2\n" + b"y\nx\n" * 200
    with subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    ) as process:
        assert process.stdin and process.stdout and process.stderr
        first = process.stdout.readline()
        process.stdout.close()  # like `| head -1`
        with contextlib.suppress(BrokenPipeError):
            process.stdin.write(answers)
            process.stdin.close()
        errors = process.stderr.read()
        process.wait(timeout=60)
    assert first == f"{TITLE}\n".encode()
    assert b"Traceback" not in errors
    assert process.returncode == 1
