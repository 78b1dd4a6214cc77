"""Perfect play on 5 x 5, four in a row: the book agrees with the prover, perfect never loses.

Re-proving the book takes about a minute, so the default run re-proves a sample chosen by
``SAMPLE_SEED`` (a few seconds), and tests/ai/search/test_opening_book.py pins a digest of the
book's data, which fails on any change to it; ``--slow`` re-proves the larger sample and the edge
moves.
"""

from __future__ import annotations

import random

import pytest

from tests.helpers import random_position
from ttt_qt.ai import create
from ttt_qt.ai.search import PerfectStrategy, Searcher
from ttt_qt.ai.search.driver import book_search
from ttt_qt.ai.search.evaluation import MATE_BOUND, WIN
from ttt_qt.ai.search.opening_book import BOOKS, book_edge_moves, book_move_scores, load_book
from ttt_qt.ai.search.position import root_position
from ttt_qt.ai.search.proof import PROVED_RULES, Prover
from ttt_qt.engine import Board, Rules

RULES = Rules(5, 4)
SAMPLE_SEED = 1127
"""Chooses the positions of the book that the default run re-proves."""


def board_of(key: int) -> Board:
    cells = RULES.cell_count
    me, opp = key & ((1 << cells) - 1), key >> cells
    x, o = (me, opp) if me.bit_count() == opp.bit_count() else (opp, me)
    return Board(RULES, x, o)


def sign(number: int) -> int:
    return (number > 0) - (number < 0)


def test_the_5x5_game_is_proved_and_booked() -> None:
    assert RULES in PROVED_RULES
    book = load_book(BOOKS[RULES][0])
    assert book[0] == 0  # the empty board: a draw


def drawn_last_layer(book: dict[int, int]) -> list[int]:
    """The drawn positions with the book's most marks (they list edge moves), in key order."""
    return sorted(
        key for key in book if book[key] == 0 and board_of(key).move_count == BOOKS[RULES][1]
    )


def assert_edge_moves_keep_the_draw(key: int, prover: Prover) -> None:
    board = board_of(key)
    cells = book_edge_moves(board)
    assert cells, board
    for cell in cells:
        assert prover.prove(board.play(divmod(cell, RULES.size))).value == 0, (board, cell)
    result = book_search(board)
    assert result is not None and result.proven and result.source == "book"
    assert result.value is not None and result.value.kind == "draw"


def test_a_seeded_sample_of_the_book_agrees_with_the_prover() -> None:
    """One drawn position and four won or lost ones re-proved, and one drawn position's edge
    moves: a few seconds, where every drawn position costs about one."""
    book = load_book(BOOKS[RULES][0])
    rng = random.Random(SAMPLE_SEED)
    prover = Prover(RULES)
    drawn = drawn_last_layer(book)
    decided = sorted(key for key in book if book[key])
    for key in rng.sample(drawn, 1) + rng.sample(decided, 4):
        assert sign(book[key]) == prover.prove(board_of(key)).value, board_of(key)
    assert_edge_moves_keep_the_draw(rng.choice(drawn), prover)


def test_book_plies_fit_who_wins() -> None:
    book = load_book(BOOKS[RULES][0])
    for key in (key for key in book if book[key]):
        plies, left = abs(book[key]), RULES.cell_count - board_of(key).move_count
        # A win ends on the winner's move (odd plies), a loss on the opponent's (even).
        assert plies % 2 == (1 if book[key] > 0 else 0) and plies <= left


@pytest.mark.slow
def test_book_values_agree_with_the_prover() -> None:
    book = load_book(BOOKS[RULES][0])
    rng = random.Random(8)
    prover = Prover(RULES)
    keys = sorted(book)
    decided = [key for key in keys if book[key]]
    for key in rng.sample(keys, 6) + rng.sample(decided, 4):
        board = board_of(key)
        assert sign(book[key]) == prover.prove(board).value, board


def test_a_book_win_agrees_with_the_exact_search() -> None:
    book = load_book(BOOKS[RULES][0])
    last = [key for key in book if board_of(key).move_count == BOOKS[RULES][1]]
    key = min((key for key in last if book[key] > 0), key=lambda key: (book[key], key))
    score = Searcher(RULES).solve(root_position(board_of(key)))
    assert score > MATE_BOUND and WIN - score == book[key]


@pytest.mark.slow
def test_edge_moves_keep_the_draw() -> None:
    file_name, max_marks = BOOKS[RULES]
    book = load_book(file_name)
    rng = random.Random(5)
    prover = Prover(RULES)
    drawn = [key for key in book if book[key] == 0 and board_of(key).move_count == max_marks]
    for key in rng.sample(drawn, 6):
        assert_edge_moves_keep_the_draw(key, prover)


def test_book_moves_keep_the_draw_from_the_empty_board() -> None:
    scores = book_move_scores(Board.empty(RULES))
    assert scores is not None and max(scores.values()) == 0
    # In normal rules a mark more never hurts, and O cannot win the empty board as first
    # player either: every first move of X draws.
    assert set(scores.values()) == {0}


def test_book_moves_punish_a_weak_reply() -> None:
    board = Board.empty(RULES).play((2, 2))
    scores = book_move_scores(board)
    assert scores is not None
    assert min(scores.values()) < 0  # some replies of O lose
    prover = Prover(RULES)
    for cell, score in scores.items():
        child = board.play(divmod(cell, RULES.size))
        assert sign(score) == -prover.prove(child).value


def test_perfect_after_the_book_plays_proven_moves() -> None:
    rng = random.Random(2)
    board = random_position(RULES, BOOKS[RULES][1] + 1, rng)
    while Prover(RULES).prove(board).value != 0:
        board = random_position(RULES, BOOKS[RULES][1] + 1, rng)
    player = PerfectStrategy(seed=1, time_limit=20)
    move = player.choose(board)
    result = player.last_result
    assert result is not None and result.proven and result.value is not None
    assert result.value.kind == "draw"
    assert Prover(RULES).prove(board.play(move)).value == 0


@pytest.mark.parametrize("opponent", ["random", "expert", "mcts"])
@pytest.mark.parametrize("perfect_plays", ["X", "O"])
def test_perfect_never_loses(opponent: str, perfect_plays: str) -> None:
    perfect = PerfectStrategy(seed=3, time_limit=10)  # a slow machine must not make it guess
    other = create(opponent, seed=4)
    board = Board.empty(RULES)
    while not board.is_over:
        player = perfect if board.to_move == perfect_plays else other
        board = board.play(player.choose(board))
    assert board.winner in (None, perfect_plays)
