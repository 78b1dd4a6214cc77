"""``ttt-console series``: seed 001's menu game, compared with the seed's own text."""

from __future__ import annotations

import pytest

from ttt_qt.compat.lab3_text import TIE, TURN_PROMPT, WINS
from ttt_qt.console.series_text import (
    BAD_CELL,
    BAD_CHOICE,
    BAD_SYMBOL,
    CHOICE_PROMPT,
    COMPUTER_WINS,
    GOODBYE,
    MENU,
    SYMBOL_PROMPT,
    TAKEN_CELL,
    WELCOME,
)

from .helpers import run_console

SEED_MENU = """\
Welcome to Tic Tac Toe Series
User against user ...............1
User against dumb computer ......2
User against random computer ....3
User against smart computer......4
Quit ............................5
Enter your choice"""

# The seed's two end-of-game examples, in the natural layout (board, a tab, the keypad grid).
SEED_TIE_ENDING = (
    " x | x | o\t 7 | 8 | 9\n"
    "-----------\t-----------\n"
    " o | o | x\t 4 | 5 | 6\n"
    "-----------\t-----------\n"
    " x | o | x\t 1 | 2 | 3\n"
    "It's a tie.\n"
)
SEED_WIN_ENDING = (
    " x | o | o\t 7 | 8 | 9\n"
    "-----------\t-----------\n"
    " x | x | o\t 4 | 5 | 6\n"
    "-----------\t-----------\n"
    "   |   | x\t 1 | 2 | 3\n"
    "x wins. Congrats!\n"
)
TIE_MOVES = ["1", "2", "3", "4", "6", "5", "7", "9", "8"]
WIN_MOVES = ["4", "8", "5", "6", "7", "9", "3"]


def lines(*answers: str) -> str:
    return "".join(answer + "\n" for answer in answers)


def test_the_texts_are_the_seed_texts() -> None:
    assert f"{WELCOME}\n{MENU}\n{CHOICE_PROMPT}".rstrip() == SEED_MENU
    assert all(len(entry) == 34 for entry in MENU.splitlines())
    assert SYMBOL_PROMPT.rstrip() == "Do you want to play x or o?"
    assert TURN_PROMPT.format(mark="x").rstrip() == "It is the turn for x . What is your move?"
    assert WINS.format(mark="x") == "x wins. Congrats!"
    assert TIE == "It's a tie."


def test_a_game_between_two_people_ends_in_the_seed_tie() -> None:
    outcome = run_console(["series"], lines("1", *TIE_MOVES, "5"))
    assert outcome.code == 0
    assert outcome.out.startswith(SEED_MENU)
    prompt = TURN_PROMPT.format(mark="x")
    assert outcome.out.endswith(f"{prompt}{SEED_TIE_ENDING}{MENU}\n{CHOICE_PROMPT}{GOODBYE}\n")
    assert SYMBOL_PROMPT not in outcome.out  # two people: nobody is asked for a symbol
    assert outcome.out.count(TURN_PROMPT.format(mark="o")) == 4
    assert outcome.err == ""


def test_a_game_between_two_people_ends_in_the_seed_win_and_returns_to_the_menu() -> None:
    outcome = run_console(["series"], lines("1", *WIN_MOVES, "1", *TIE_MOVES, "5"))
    assert f"{TURN_PROMPT.format(mark='x')}{SEED_WIN_ENDING}{MENU}\n" in outcome.out
    assert outcome.out.count(MENU) == 3
    assert outcome.out.count(WELCOME) == 1
    assert outcome.out.endswith(f"{SEED_TIE_ENDING}{MENU}\n{CHOICE_PROMPT}{GOODBYE}\n")


def computer_cells(out: str, mark: str) -> list[int]:
    prompt = TURN_PROMPT.format(mark=mark)
    return [int(part[0]) for part in out.split(prompt)[1:] if part[:1].isdigit()]


def test_the_dumb_computer_takes_the_first_free_cell_from_1_to_9() -> None:
    outcome = run_console(["series"], lines("2", "x", "5", "9", "7", "4", "5"))
    assert outcome.code == 0
    assert computer_cells(outcome.out, "o") == [1, 2, 3]
    assert COMPUTER_WINS.format(mark="o") in outcome.out
    assert "Congrats" not in outcome.out  # the Lab's congratulations are for a person


def test_the_dumb_computer_can_play_x_and_starts() -> None:
    outcome = run_console(["series"], lines("2", "o", "5", "9", "7", "5"))
    assert computer_cells(outcome.out, "x") == [1, 2, 3]
    assert COMPUTER_WINS.format(mark="x") == "x wins. The computer won this game."
    assert COMPUTER_WINS.format(mark="x") in outcome.out


def test_the_smart_computer_wins_blocks_and_takes_the_centre() -> None:
    # x takes 1 and the smart o the centre; x takes 2, so o blocks at 3 (and threatens 3-5-7);
    # x blocks at 7 and threatens 1-4-7, which o blocks at 4.
    outcome = run_console(["series", "--seed", "2"], lines("4", "X", "1", "2", "7", "5"))
    assert computer_cells(outcome.out, "o")[:3] == [5, 3, 4]


def test_the_random_computer_plays_free_cells_only() -> None:
    answers = [str(cell) for cell in range(1, 10)] * 3
    outcome = run_console(["series", "--seed", "5"], lines("3", "x", *answers))
    cells = computer_cells(outcome.out, "o")
    assert cells
    assert len(set(cells)) == len(cells)
    assert (
        WINS.format(mark="x") in outcome.out
        or COMPUTER_WINS.format(mark="o") in outcome.out
        or (TIE in outcome.out)
    )


@pytest.mark.parametrize("answer", ["0", "10", "-1", "x", "", "5.0", "٣", "1 2", "9" * 4000])
def test_a_cell_outside_1_to_9_is_refused(answer: str) -> None:
    outcome = run_console(["series"], lines("1", answer, "5"))
    prompt = TURN_PROMPT.format(mark="x")
    assert f"{prompt}{BAD_CELL}\n{prompt}" in outcome.out
    assert outcome.code == 0


def test_a_filled_cell_is_refused() -> None:
    outcome = run_console(["series"], lines("1", "5", "5", "4"))
    prompt = TURN_PROMPT.format(mark="o")
    assert f"{prompt}{TAKEN_CELL}\n{prompt}" in outcome.out


@pytest.mark.parametrize("answer", ["0", "6", "one", "", "2 3"])
def test_a_bad_menu_choice_is_refused(answer: str) -> None:
    outcome = run_console(["series"], lines(answer, "5"))
    assert outcome.out == f"{SEED_MENU} {BAD_CHOICE}\n{CHOICE_PROMPT}{GOODBYE}\n"


@pytest.mark.parametrize("answer", ["y", "", "xo", "0"])
def test_a_bad_symbol_is_refused(answer: str) -> None:
    outcome = run_console(["series"], lines("2", answer, "x", "5"))
    assert f"{SYMBOL_PROMPT}{BAD_SYMBOL}\n{SYMBOL_PROMPT}" in outcome.out
    assert outcome.out.count(SYMBOL_PROMPT) == 2


def test_quit_ends_at_once() -> None:
    outcome = run_console(["series"], lines("5", "1"))
    assert outcome.out == f"{SEED_MENU} {GOODBYE}\n"
    assert outcome.code == 0


def test_end_of_input_at_every_prompt_says_goodbye() -> None:
    answers = ["7", "2", "q", "x", "0", "5", "9", "1", "3", "8", "4", "6", "7", "1", *TIE_MOVES]
    for count in range(len(answers) + 1):
        outcome = run_console(["series"], lines(*answers[:count]))
        assert outcome.code == 0, count
        assert outcome.out.endswith(f"{GOODBYE}\n"), count
        assert outcome.err == ""


def test_bad_options_give_the_usage_and_exit_code_2() -> None:
    outcome = run_console(["series", "--seed", "x"])
    assert outcome.code == 2
    assert outcome.err.startswith("usage: ttt-console series")
