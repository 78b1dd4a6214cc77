"""``analyze``: the value of every legal move, exact where proven, agreeing with ``perfect``."""

from __future__ import annotations

import random
import re
import threading

import pytest

from tests.helpers import random_position, reachable_positions, reference_scores
from ttt_qt.ai import Limit, MoveValue, SearchResult, analyze
from ttt_qt.ai.search import PerfectStrategy
from ttt_qt.ai.search.evaluation import MATE_BOUND, WIN
from ttt_qt.engine import Board, Rules, parse_moves


def expected_value(score: int, left: int) -> tuple[str, int]:
    """The (kind, plies) a reference score stands for."""
    if score > MATE_BOUND:
        return "win", WIN - score
    if score < -MATE_BOUND:
        return "loss", WIN + score
    return "draw", left


def assert_matches_reference(board: Board, analysis: SearchResult) -> None:
    left = board.rules.cell_count - board.move_count
    assert analysis.proven
    scores = reference_scores(board)
    assert set(analysis.moves) == set(scores)
    for move, score in scores.items():
        value = analysis.moves[move]
        assert (value.kind, value.plies) == expected_value(score, left), (board, move)
    top = max(scores.values())
    assert analysis.best_moves() == sorted(m for m, s in scores.items() if s == top)


@pytest.mark.parametrize("reverse", [False, True])
def test_every_move_of_every_3x3_position_gets_its_exact_value(reverse: bool) -> None:
    for board in reachable_positions(Rules(reverse=reverse)):
        assert_matches_reference(board, analyze(board))


@pytest.mark.parametrize("reverse", [False, True])
def test_late_4x4_positions_get_exact_values(reverse: bool) -> None:
    rng = random.Random(11)
    for _ in range(8):
        board = random_position(Rules(4, 4, reverse=reverse), 9, rng)
        assert_matches_reference(board, analyze(board, Limit(time=30.0)))


@pytest.mark.parametrize("reverse", [False, True])
def test_empty_4x4_every_move_draws(reverse: bool) -> None:
    analysis = analyze(Board.empty(Rules(4, 4, reverse=reverse)))
    assert analysis.proven
    assert len(analysis.moves) == 16
    assert {(v.kind, v.plies, v.label, v.score) for v in analysis.moves.values()} == {
        ("draw", 16, "Draw", 0.5)
    }
    assert len(analysis.best_moves()) == 16


def test_labels_and_scores() -> None:
    # X to move: B2... X wins at once on C1; O threatens nothing.
    board = Board.from_rows(Rules(), ["XX.", "OO.", "..."])
    analysis = analyze(board)
    win = analysis.moves[(0, 2)]
    assert win == MoveValue("win", 1, 1.0, "Win in 1")
    loss = analysis.moves[(2, 0)]
    assert (loss.kind, loss.plies, loss.label, loss.score) == ("loss", 2, "Loss in 2", 0.0)
    assert analysis.best_moves() == [(0, 2)]
    reverse = Board.from_rows(Rules(reverse=True), ["XX.", "OO.", "..."])
    suicide = analyze(reverse).moves[(0, 2)]
    assert (suicide.kind, suicide.plies, suicide.label) == ("loss", 1, "Loss in 1")


@pytest.mark.parametrize("seed", range(6))
def test_agrees_with_perfect(seed: int) -> None:
    rng = random.Random(seed)
    rules = Rules(4, 4, reverse=seed % 2 == 1) if seed < 4 else Rules(3, 3, reverse=seed == 5)
    board = random_position(rules, rng.randrange(3, 8), rng)
    analysis = analyze(board, Limit(time=30.0))
    player = PerfectStrategy(seed=seed, time_limit=30.0)
    move = player.choose(board)
    assert player.last_result is not None and player.last_result.proven
    assert analysis.proven
    assert move in analysis.best_moves()
    assert sorted(player.last_result.best_moves()) == analysis.best_moves()
    assert player.last_result.value is not None
    assert analysis.moves[move].kind == player.last_result.value.kind
    assert analysis.moves[move].plies == player.last_result.value.plies


def test_big_board_gives_estimates_for_every_move_within_the_budget() -> None:
    board = Board.from_moves(Rules(7, 5), [(3, 3), (3, 4)])
    analysis = analyze(board, Limit(time=0.2))
    assert not analysis.proven
    assert set(analysis.moves) == set(board.legal_moves())
    for value in analysis.moves.values():
        assert value.kind == "estimate" and value.plies is None
        assert 0.0 < value.score < 1.0
        assert re.fullmatch(r"\d{1,2}%", value.label)
    assert analysis.best_moves()


@pytest.mark.parametrize(
    ("rules", "limit", "centre"),
    [
        (Rules(), Limit(), {(1, 1)}),  # every move draws: proven
        (Rules(4, 4), Limit(), {(1, 1), (1, 2), (2, 1), (2, 2)}),  # the opening book
        (Rules(15, 5), Limit(depth=1), {(7, 7)}),  # the interior cells are worth the same
    ],
)
def test_among_equal_values_the_best_move_is_the_most_central(
    rules: Rules, limit: Limit, centre: set[tuple[int, int]]
) -> None:
    analysis = analyze(Board.empty(rules), limit)
    assert len(analysis.best_moves()) > 1  # a tie to break
    assert analysis.move in centre
    assert analysis.best_moves() == sorted(analysis.best_moves())  # still row-major


def test_symmetric_moves_get_equal_values() -> None:
    analysis = analyze(Board.empty(Rules(6, 4)), Limit(time=0.2))
    corners = {analysis.moves[m] for m in [(0, 0), (0, 5), (5, 0), (5, 5)]}
    assert len(corners) == 1


def test_a_finished_game_has_no_moves() -> None:
    board = Board.from_rows(Rules(), ["XXX", "OO.", "..."])
    analysis = analyze(board)
    assert analysis.moves == {} and analysis.best_moves() == [] and analysis.proven


def test_cancel_returns_a_value_for_every_move() -> None:
    board = Board.empty(Rules(9, 5))
    cancel = threading.Event()
    results: list[SearchResult] = []
    thread = threading.Thread(
        target=lambda: results.append(analyze(board, Limit(time=60.0, cancel=cancel)))
    )
    thread.start()
    cancel.set()
    thread.join(timeout=10)
    assert not thread.is_alive()
    assert set(results[0].moves) == set(board.legal_moves())
    assert not results[0].proven


@pytest.mark.parametrize("moves", ["A1 C3 B2 D2", "A1 C3 B2 D2 B4 B3"])
def test_on_5x5_the_moves_perfect_proves_drawn_are_proven_draws_here_too(moves: str) -> None:
    """Past the opening book, the book's last layer and the prover say what ``perfect`` says."""
    rules = Rules(5, 4)
    board = Board.from_moves(rules, parse_moves(moves, rules))
    player = PerfectStrategy(seed=1, time_limit=5.0)
    move = player.choose(board)
    assert player.last_result is not None and player.last_result.proven
    assert player.last_result.value is not None and player.last_result.value.kind == "draw"
    analysis = analyze(board, Limit(time=5.0))
    assert analysis.moves[move].kind == "draw" and analysis.moves[move].proven
    assert analysis.value is not None and analysis.value.kind == "draw"
