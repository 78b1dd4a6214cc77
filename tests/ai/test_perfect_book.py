"""The shipped opening books: complete, and the 4 x 4 ones in agreement with the search.

The 5 x 5 book's agreement with the prover is tested in test_perfect_5x5.py.
"""

from __future__ import annotations

import random

import pytest

from tools.build_books import main
from ttt_qt.ai.search import Searcher
from ttt_qt.ai.search.driver import book_search
from ttt_qt.ai.search.evaluation import MATE_BOUND, WIN
from ttt_qt.ai.search.opening_book import BOOKS, book_move_scores, load_book
from ttt_qt.ai.search.position import root_position
from ttt_qt.ai.search.tables import symmetry_of
from ttt_qt.engine import Board, Rules


def canonical_key(board: Board) -> int:
    position = root_position(board)
    cells = board.rules.cell_count
    return symmetry_of(board.rules.size).canonical(position.me | position.opp << cells)[0]


def board_of(rules: Rules, key: int) -> Board:
    cells = rules.cell_count
    me, opp = key & ((1 << cells) - 1), key >> cells
    x, o = (me, opp) if me.bit_count() == opp.bit_count() else (opp, me)
    return Board(rules, x, o)


def code_of(score: int) -> int:
    if score > MATE_BOUND:
        return WIN - score
    if score < -MATE_BOUND:
        return -(WIN + score)
    return 0


@pytest.mark.parametrize("rules", list(BOOKS))
def test_book_holds_every_position_up_to_its_marks(rules: Rules) -> None:
    file_name, max_marks = BOOKS[rules]
    book = load_book(file_name)
    expected: set[int] = set()
    layer = {canonical_key(Board.empty(rules)): Board.empty(rules)}
    for _ in range(max_marks + 1):
        expected |= set(layer)
        following: dict[int, Board] = {}
        for board in layer.values():
            for move in board.legal_moves():
                child = board.play(move)
                if not child.is_over:
                    following.setdefault(canonical_key(child), child)
        layer = following
    assert set(book) == expected


@pytest.mark.parametrize("rules", [rules for rules in BOOKS if rules.size == 4])
def test_book_values_agree_with_a_fresh_search(rules: Rules) -> None:
    book = load_book(BOOKS[rules][0])
    rng = random.Random(3)
    keys = [key for key in book if board_of(rules, key).move_count >= 4]
    for key in rng.sample(keys, 5):
        board = board_of(rules, key)
        assert code_of(Searcher(rules).solve(root_position(board))) == book[key], board


def test_book_answers_only_inside_it() -> None:
    rules = Rules(4, 4)
    early = Board.from_moves(rules, [(0, 0), (1, 1), (2, 2), (3, 0)])
    scores = book_move_scores(early)
    assert scores is not None and set(scores) == {m[0] * 4 + m[1] for m in early.legal_moves()}
    result = book_search(early)
    assert result is not None and result.proven
    late = early.play((0, 3))
    assert book_move_scores(late) is None
    assert book_search(Board.empty(Rules(4, 3))) is None
    assert book_search(Board.empty(Rules(5, 4, reverse=True))) is None


def test_rebuilding_an_unknown_book_says_which_books_exist() -> None:
    with pytest.raises(SystemExit, match=r"unknown book nope\.txt: the books are book_4x4_k4\.txt"):
        main(["nope.txt"])
