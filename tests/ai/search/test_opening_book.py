"""The shipped opening books: complete, unchanged, and the 4 x 4 ones in agreement with the search.

The data of every book is pinned by a digest, so any change to it fails here; the 5 x 5 book's
agreement with the prover is tested in test_perfect_5x5.py. ``--slow`` rebuilds the 4 x 4 books
with the generator and compares them with the shipped files.
"""

from __future__ import annotations

import hashlib
import random
from importlib import resources

import pytest

from tools.build_books import build_book, main
from ttt_qt.ai.search import Searcher
from ttt_qt.ai.search.driver import book_search
from ttt_qt.ai.search.evaluation import MATE_BOUND, WIN
from ttt_qt.ai.search.opening_book import BOOKS, book_move_scores, load_book
from ttt_qt.ai.search.position import root_position
from ttt_qt.ai.search.tables import symmetry_of
from ttt_qt.engine import Board, Rules

BOOK_DIGESTS = {
    "book_4x4_k4.txt": "5c480e0756283b555df5d09b411a2e602501a76bfd5b37b5a4c35cb291542065",
    "book_4x4_k4_reverse.txt": "5c480e0756283b555df5d09b411a2e602501a76bfd5b37b5a4c35cb291542065",
    "book_5x5_k4.txt": "40fb7521f2723b99c0d5b98fd6358a8c1c2be9b16e67575cfcba5923ccb37786",
}
"""SHA-256 of each book's data lines as the generator wrote them (the header, which holds the
build's duration, left out). After regenerating a book, run ``python3 tasks.py test --slow``,
which re-proves it, before putting its new digest here."""


def data_digest(file_name: str) -> str:
    text = (resources.files("ttt_qt.ai") / "data" / file_name).read_text(encoding="ascii")
    data = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    return hashlib.sha256(data.encode("ascii")).hexdigest()


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


@pytest.mark.parametrize("file_name", sorted(BOOK_DIGESTS))
def test_every_book_holds_the_data_that_was_proved(file_name: str) -> None:
    assert sorted(BOOK_DIGESTS) == sorted(file_name for file_name, _ in BOOKS.values())
    assert data_digest(file_name) == BOOK_DIGESTS[file_name], (
        f"{file_name} changed: run python3 tasks.py test --slow, then update BOOK_DIGESTS"
    )


@pytest.mark.slow
@pytest.mark.parametrize("rules", [rules for rules in BOOKS if rules.size == 4])
def test_the_generator_rebuilds_the_4x4_books(rules: Rules) -> None:
    file_name, max_marks = BOOKS[rules]
    assert build_book(rules, max_marks) == load_book(file_name)


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
