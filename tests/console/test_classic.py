"""``ttt-console classic``: seed 000's game, compared with the seed's own text."""

from __future__ import annotations

import pytest

from ttt_qt.compat.pa1_text import (
    CELL_PROMPT,
    COMPUTER_PROMPT,
    GOODBYE,
    PLAY_AGAIN,
    TIE,
    WELCOME,
    WINNER,
    WRONG_CHOICE,
    format_board,
)

from .helpers import run_console

EMPTY_BOARD = """\
   A   B   C
 +---+---+---+
1|   |   |   |
 +---+---+---+
2|   |   |   |
 +---+---+---+
3|   |   |   |
 +---+---+---+
"""

# The seed's walk-through: Bob takes a1, Alice tries a1 (taken), then b2; Bob b1, Alice c3,
# Bob c1 completes the top row; Bob answers Y, a new game starts, and the input ends.
SEED_GAME_INPUT = "a1\na1\nb2\nB1\nc3\nC1\ny\n"
SEED_GAME_OUTPUT = f"""\
Welcome to TIC-TAC-TOE Game!
{EMPTY_BOARD}\
Bob, X: Enter a cell [A-C][1-3]:
   A   B   C
 +---+---+---+
1| X |   |   |
 +---+---+---+
2|   |   |   |
 +---+---+---+
3|   |   |   |
 +---+---+---+
Alice, O: Enter a cell [A-C][1-3]:
You did not choose correctly.
Alice, O: Enter a cell [A-C][1-3]:
   A   B   C
 +---+---+---+
1| X |   |   |
 +---+---+---+
2|   | O |   |
 +---+---+---+
3|   |   |   |
 +---+---+---+
Bob, X: Enter a cell [A-C][1-3]:
   A   B   C
 +---+---+---+
1| X | X |   |
 +---+---+---+
2|   | O |   |
 +---+---+---+
3|   |   |   |
 +---+---+---+
Alice, O: Enter a cell [A-C][1-3]:
   A   B   C
 +---+---+---+
1| X | X |   |
 +---+---+---+
2|   | O |   |
 +---+---+---+
3|   |   | O |
 +---+---+---+
Bob, X: Enter a cell [A-C][1-3]:
   A   B   C
 +---+---+---+
1| X | X | X |
 +---+---+---+
2|   | O |   |
 +---+---+---+
3|   |   | O |
 +---+---+---+
Bob is a winner!
Would you like to play again? [Y/N]
{EMPTY_BOARD}\
Bob, X: Enter a cell [A-C][1-3]:

Goodbye!
"""


def test_the_seed_walk_through_prints_the_seed_text() -> None:
    outcome = run_console(["classic"], SEED_GAME_INPUT)
    assert outcome.code == 0
    assert outcome.out == SEED_GAME_OUTPUT
    assert outcome.err == ""


def test_the_texts_are_the_seed_texts() -> None:
    assert WELCOME == "Welcome to TIC-TAC-TOE Game!"
    assert CELL_PROMPT.format(name="Alice", sign="O") == "Alice, O: Enter a cell [A-C][1-3]:\n"
    assert COMPUTER_PROMPT.format(name="Bob", sign="X") == "\nBob, X: Enter a cell [A-C][1-3]: "
    assert WRONG_CHOICE == "You did not choose correctly."
    assert WINNER.format(name="Alice") == "Alice is a winner!"
    assert TIE == "It is a tie!"
    assert PLAY_AGAIN == "Would you like to play again? [Y/N]\n"
    assert GOODBYE == "Goodbye!"
    assert format_board([" "] * 9) + "\n" == EMPTY_BOARD


def board_after(cells: dict[str, str]) -> str:
    order = ["A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"]
    return format_board([cells.get(name, " ") for name in order]) + "\n"


def test_a_tie_and_no_second_game() -> None:
    moves = ["b2", "a1", "a2", "c2", "b1", "b3", "c1", "a3", "c3"]
    outcome = run_console(["classic"], "\n".join(moves) + "\nn\n")
    assert outcome.code == 0
    assert outcome.out.endswith(f"{TIE}\n{PLAY_AGAIN}{GOODBYE}\n")
    assert WINNER.format(name="Bob") not in outcome.out
    assert outcome.out.count(WELCOME) == 1


def test_alice_can_win() -> None:
    moves = ["a1", "b2", "b1", "a3", "a2", "c1"]
    outcome = run_console(["classic"], "\n".join(moves) + "\nN\n")
    assert f"{WINNER.format(name='Alice')}\n{PLAY_AGAIN}{GOODBYE}\n" in outcome.out
    final = board_after({"A1": "X", "B2": "O", "B1": "X", "A3": "O", "A2": "X", "C1": "O"})
    assert CELL_PROMPT.format(name="Alice", sign="O") + final + "Alice is" in outcome.out


@pytest.mark.parametrize(
    "answer", ["", "a", "a0", "d1", "a4", "11", "aa", "a1a", "1a", "é1", "\x00", "b 2", "a" * 5000]
)
def test_any_invalid_answer_is_refused_with_the_seed_message(answer: str) -> None:
    outcome = run_console(["classic"], f"a1\n{answer}\nb2\n")
    prompt = CELL_PROMPT.format(name="Alice", sign="O")
    assert f"{prompt}{WRONG_CHOICE}\n{prompt}" in outcome.out
    assert board_after({"A1": "X", "B2": "O"}) in outcome.out
    assert outcome.code == 0


def test_answers_are_case_insensitive_and_may_carry_spaces() -> None:
    outcome = run_console(["classic"], "A1\n  b2 \n")
    assert board_after({"A1": "X", "B2": "O"}) in outcome.out
    assert WRONG_CHOICE not in outcome.out


@pytest.mark.parametrize("answer", ["Y", "y", " y ", "yes", "Yes"])
def test_yes_plays_again(answer: str) -> None:
    moves = "a1\na2\nb1\nb2\nc1\n"
    outcome = run_console(["classic"], f"{moves}{answer}\n{moves}n\n")
    assert outcome.out.count(WINNER.format(name="Bob")) == 2
    assert outcome.out.count(PLAY_AGAIN) == 2


@pytest.mark.parametrize("answer", ["n", "N", " no ", "NO"])
def test_no_says_goodbye(answer: str) -> None:
    outcome = run_console(["classic"], f"a1\na2\nb1\nb2\nc1\n{answer}\na1\n")
    assert outcome.out.endswith(f"{WINNER.format(name='Bob')}\n{PLAY_AGAIN}{GOODBYE}\n")
    assert outcome.out.count(PLAY_AGAIN) == 1


@pytest.mark.parametrize("answer", ["maybe", "", "x", "yn", "a1"])
def test_an_answer_that_is_neither_yes_nor_no_asks_again(answer: str) -> None:
    outcome = run_console(["classic"], f"a1\na2\nb1\nb2\nc1\n{answer}\n{answer}\nn\n")
    assert outcome.code == 0
    # The seed's question, word for word, until the answer is a no; then the seed's goodbye.
    assert outcome.out.endswith(f"{WINNER.format(name='Bob')}\n{PLAY_AGAIN * 3}{GOODBYE}\n")
    assert outcome.out.count(EMPTY_BOARD) == 1  # no second game was started


def test_a_yes_after_a_wrong_answer_plays_again() -> None:
    moves = "a1\na2\nb1\nb2\nc1\n"
    outcome = run_console(["classic"], f"{moves}maybe\ny\n{moves}n\n")
    assert outcome.out.count(WINNER.format(name="Bob")) == 2
    assert outcome.out.count(PLAY_AGAIN) == 3
    assert outcome.out.endswith(f"{PLAY_AGAIN}{GOODBYE}\n")


def test_end_of_input_at_every_prompt_says_goodbye() -> None:
    lines = ["a1", "a1", "b2", "zz", "b1", "c3", "c1", "y", "b2"]
    for count in range(len(lines) + 1):
        outcome = run_console(["classic"], "".join(line + "\n" for line in lines[:count]))
        assert outcome.code == 0, count
        assert outcome.out.endswith(f"\n\n{GOODBYE}\n"), count
        assert outcome.err == ""


def computer_turns(out: str, name: str, sign: str) -> list[str]:
    """The cells a computer announced, in order."""
    prompt = COMPUTER_PROMPT.format(name=name, sign=sign) + "\n"
    return [part.split("\n", 1)[0] for part in out.split(prompt)[1:]]


@pytest.mark.parametrize("kind", ["random", "smart", "minimax", "sequential", "expert"])
def test_a_computer_prints_its_prompt_and_the_cell_it_chose(kind: str) -> None:
    outcome = run_console(["classic", "--x", kind, "--seed", "4"], "b2\na1\nc3\nc1\nb1\na3\na2\n")
    assert outcome.code == 0
    cells = computer_turns(outcome.out, "Bob", "X")
    assert cells
    assert all(len(cell) == 2 and cell[0] in "ABC" and cell[1] in "123" for cell in cells)
    assert CELL_PROMPT.format(name="Alice", sign="O") in outcome.out
    assert CELL_PROMPT.format(name="Bob", sign="X") not in outcome.out


def test_computer_against_computer_plays_whole_games() -> None:
    outcome = run_console(["classic", "--x", "minimax", "--o", "smart", "--seed", "1"], "y\n")
    assert outcome.code == 0
    assert outcome.out.count(TIE) == 2  # both never lose
    assert outcome.out.count(PLAY_AGAIN) == 2
    assert len(computer_turns(outcome.out, "Bob", "X")) == 10


def test_minimax_never_lets_a_person_win_with_the_seed_opening() -> None:
    outcome = run_console(["classic", "--o", "minimax"], "a1\nb1\nc1\na2\nb2\nc2\na3\nb3\nc3\nn\n")
    assert WINNER.format(name="Bob") not in outcome.out
    assert outcome.out.endswith(f"{PLAY_AGAIN}{GOODBYE}\n")


def test_the_same_seed_replays_the_same_games() -> None:
    argv = ["classic", "--x", "random", "--o", "random", "--seed", "9"]
    first = run_console(argv, "y\ny\nn\n")
    second = run_console(argv, "y\ny\nn\n")
    assert first.out == second.out
    assert first.out.count(PLAY_AGAIN) == 3


@pytest.mark.parametrize(
    "argv",
    [
        ["classic", "--x", "nobody"],
        ["classic", "--o"],
        ["classic", "--seed", "ten"],
        ["classic", "extra"],
        ["classic", "--colour", "red"],
    ],
)
def test_bad_options_give_the_usage_and_exit_code_2(argv: list[str]) -> None:
    outcome = run_console(argv, "a1\n")
    assert outcome.code == 2
    assert outcome.err.startswith("usage: ttt-console classic")
    assert outcome.out == ""
