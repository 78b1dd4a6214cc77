"""Random text, random bytes, huge lines, end of input: never a traceback (in-process, real)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from .helpers import run_console, run_process

CLASSIC_WORDS = ["a1", "B2", "c3", "a2", "b1", "c1", "b3", "a3", "c2", "y", "Y", "n"]
SERIES_WORDS = [str(number) for number in range(10)] + ["x", "o", "X"]


def answers(words: list[str]) -> st.SearchStrategy[str]:
    """Lines mixing meaningful answers with arbitrary text, so games get deep and go wrong."""
    line = st.one_of(st.sampled_from(words), st.text(max_size=30))
    return st.lists(line, max_size=60).map("\n".join)


@settings(max_examples=60, deadline=None)
@given(stdin=answers(CLASSIC_WORDS), x=st.sampled_from(["human", "minimax", "random"]))
def test_classic_survives_any_text(stdin: str, x: str) -> None:
    outcome = run_console(["classic", "--x", x, "--seed", "1"], stdin)
    assert outcome.code == 0
    assert outcome.out.endswith("Goodbye!\n")
    assert outcome.err == ""


@settings(max_examples=60, deadline=None)
@given(stdin=answers(SERIES_WORDS))
def test_series_survives_any_text(stdin: str) -> None:
    outcome = run_console(["series", "--seed", "1"], stdin)
    assert outcome.code == 0
    assert outcome.out.endswith("Goodbye!\n")
    assert outcome.err == ""


@settings(max_examples=60, deadline=None)
@given(argv=st.lists(st.text(max_size=12), max_size=5))
def test_any_arguments_give_a_message_not_a_traceback(argv: list[str]) -> None:
    for command in ("classic", "series", "arena"):
        outcome = run_console([command, "--help" if not argv else "--games", *argv])
        assert outcome.code in (0, 2)
        assert "Traceback" not in outcome.err


def random_bytes(seed: int, size: int) -> bytes:
    return random.Random(seed).randbytes(size)


def test_random_bytes_in_a_real_process_never_give_a_traceback() -> None:
    blobs = [random_bytes(1, 3000), b"\xff\xfe\x00a1\n\x80\x81\nb2\n", random_bytes(2, 500)]
    for command, blob in zip(["classic", "series", "classic"], blobs, strict=True):
        result = run_process([command], blob)
        assert result.returncode == 0, result.stderr
        assert b"Traceback" not in result.stderr
        assert result.stdout.endswith(b"Goodbye!\n")


def test_a_huge_line_and_then_a_game_in_a_real_process() -> None:
    stdin = b"x" * 2_000_000 + b"\na1\nb1\na2\nb2\na3\nn\n"
    result = run_process(["classic"], stdin)
    assert result.returncode == 0
    assert b"You did not choose correctly." in result.stdout
    assert b"Bob is a winner!" in result.stdout


def test_end_of_input_at_the_first_prompt_in_a_real_process() -> None:
    for command in ("classic", "series"):
        result = run_process([command])
        assert result.returncode == 0
        assert result.stderr == b""
        assert result.stdout.endswith(b"\nGoodbye!\n")
