"""``ttt-console puzzle``: the set listed, and puzzles played in the terminal with hints."""

from __future__ import annotations

from ttt_qt.coach.puzzles import Puzzle, load_puzzles
from ttt_qt.engine import cell_name

from .helpers import run_console


def _first_3x3() -> Puzzle:
    return next(puzzle for puzzle in load_puzzles() if puzzle.rules.size == 3)


def test_the_list_has_one_puzzle_a_line() -> None:
    outcome = run_console(["puzzle", "--list"])
    assert outcome.code == 0, outcome.err
    lines = outcome.out.splitlines()
    puzzles = load_puzzles()
    assert len(lines) == len(puzzles)
    assert lines[0].split()[0] == puzzles[0].id
    assert "to play and win in" in lines[-1]


def test_solving_a_puzzle_raises_the_rating() -> None:
    puzzle = _first_3x3()
    answer = cell_name(puzzle.solution)
    outcome = run_console(["puzzle", "--id", puzzle.id, "--rating", "1000"], f"{answer}\nn\n")
    assert outcome.code == 0, outcome.err
    assert puzzle.title() in outcome.out
    assert f"Right: {answer} wins." in outcome.out
    rating = int(outcome.out.split("Your puzzle rating: ")[1].split()[0])
    assert rating > 1000


def test_hints_give_the_area_then_the_move_and_cost_the_puzzle() -> None:
    puzzle = next(p for p in load_puzzles() if p.rules.size == 15)
    answer = cell_name(puzzle.solution)
    outcome = run_console(
        ["puzzle", "--id", puzzle.id, "--rating", "2000"], f"hint\nhint\n{answer}\nn\n"
    )
    assert outcome.code == 0, outcome.err
    assert "Hint: the winning move is between " in outcome.out
    assert f"Hint: the winning move is {answer}." in outcome.out
    rating = int(outcome.out.split("Your puzzle rating: ")[1].split()[0])
    assert rating < 2000  # a hint taken: not solved


def test_wrong_moves_bad_words_and_the_solution() -> None:
    puzzle = _first_3x3()
    taken = cell_name(puzzle.moves[0])
    wrong = next(m for m in puzzle.board.legal_moves() if m != puzzle.solution)
    script = f"{taken}\nZ9\nmaybe\n{cell_name(wrong)}\nsolution\nquit\n"
    outcome = run_console(["puzzle", "--id", puzzle.id], script)
    assert outcome.code == 0, outcome.err
    assert f"{taken} is taken." in outcome.out
    assert outcome.out.count("Type a cell such as") == 2
    assert f"Not {cell_name(wrong)}: it does not win in {puzzle.n}." in outcome.out
    line = " ".join(cell_name(move) for move in puzzle.line)
    assert f"The winning line: {line}" in outcome.out


def test_the_daily_puzzle_and_the_end_of_input() -> None:
    outcome = run_console(["puzzle", "--daily"], "")
    assert outcome.code == 0
    assert "to play and win in" in outcome.out


def test_an_unknown_puzzle_is_said_in_one_sentence() -> None:
    outcome = run_console(["puzzle", "--id", "p9999x"])
    assert outcome.code == 1
    assert "there is no puzzle p9999x" in outcome.out


def test_a_skipped_puzzle_does_not_count() -> None:
    outcome = run_console(["puzzle", "--seed", "3"], "next\nquit\n")
    assert outcome.code == 0, outcome.err
    assert outcome.out.count("\nPuzzle p") == 2
    assert "Your puzzle rating" not in outcome.out
