"""The ``perfect`` player: registration, legal and reproducible moves, proven values, cancelling."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import reference_scores
from ttt_qt.ai import Limit, MoveValue, create, info, names
from ttt_qt.ai.base import SearchResult
from ttt_qt.ai.memory import SearchMemory
from ttt_qt.ai.search import PerfectStrategy, driver, perfect
from ttt_qt.engine import MAX_SIZE, Board, Rules


def test_registered_with_its_time_limit_option() -> None:
    assert "perfect" in names()
    (option,) = info("perfect").options
    assert (option.name, option.default, option.minimum, option.maximum) == (
        "time_limit",
        1.0,
        0.1,
        30.0,
    )
    strategy = create("perfect", seed=3, time_limit=0.5)
    assert isinstance(strategy, PerfectStrategy)
    assert strategy.time_limit == 0.5


def test_rejects_a_time_limit_that_is_not_positive() -> None:
    with pytest.raises(ValueError, match="time_limit"):
        PerfectStrategy(time_limit=0)


def test_refuses_a_finished_game() -> None:
    board = Board.from_rows(Rules(), ["XXX", "OO.", "..."])
    with pytest.raises(ValueError, match="over"):
        create("perfect").choose(board)


def test_empty_3x3_is_a_proven_draw_and_any_cell_holds_it() -> None:
    player = PerfectStrategy(seed=1)
    move = player.choose(Board.empty())
    result = player.last_result
    assert result is not None and result.value is not None
    assert result.proven
    assert result.value.kind == "draw"
    assert result.value.plies == 9
    assert move in result.best_moves()
    assert len(result.best_moves()) == 9


def test_a_depth_capped_answer_does_not_stand_in_for_a_full_search() -> None:
    # Searched two plies deep, the position's value is proven with C2 alone among its best
    # moves, though C3 is as good: a capped answer must not be kept for the next player
    # asking about the same position with the same memory.
    memory = SearchMemory()
    board = Board.from_moves(Rules(), [(0, 0), (0, 2), (0, 1)])
    PerfectStrategy(seed=0, max_depth=2, memory=memory).choose(board)
    player = PerfectStrategy(seed=0, time_limit=30.0, memory=memory)
    player.choose(board)
    assert player.last_result is not None
    scores = reference_scores(board)
    best = {move for move, score in scores.items() if score == max(scores.values())}
    assert set(player.last_result.best_moves()) == best


def test_takes_an_immediate_win_rather_than_a_slower_one() -> None:
    # X to move: C1 wins now; other moves may win later.
    board = Board.from_rows(Rules(), ["XX.", "OO.", "..."])
    player = PerfectStrategy(seed=0)
    assert player.choose(board) == (0, 2)
    result = player.last_result
    assert result is not None and result.value is not None
    assert (result.value.kind, result.value.plies, result.value.label) == ("win", 1, "Win in 1")


def test_blocks_the_only_threat() -> None:
    board = Board.from_rows(Rules(), ["OO.", "X..", "..X"])
    assert PerfectStrategy(seed=0).choose(board) == (0, 2)


def test_reverse_rules_avoid_completing_a_line() -> None:
    # X to move in reverse rules: C1 would complete X's top row and lose.
    board = Board.from_rows(Rules(reverse=True), ["XX.", "OO.", "..."])
    player = PerfectStrategy(seed=0)
    assert player.choose(board) != (0, 2)


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_same_seed_same_moves_whatever_was_searched_before(seed: int) -> None:
    board = Board.empty(Rules(4, 4))
    first = [PerfectStrategy(seed=seed).choose(board) for _ in range(3)]
    board_3 = Board.empty()
    again = [PerfectStrategy(seed=seed).choose(board_3) for _ in range(2)]
    assert len(set(first)) == 1
    assert len(set(again)) == 1


def test_cancel_returns_a_legal_move_promptly() -> None:
    board = Board.empty(Rules(7, 5))
    player = PerfectStrategy(seed=0, time_limit=30.0)
    cancel = threading.Event()
    moves: list[tuple[int, int]] = []
    thread = threading.Thread(
        target=lambda: moves.append(player.choose(board, Limit(cancel=cancel)))
    )
    thread.start()
    cancel.set()
    thread.join(timeout=10)
    assert not thread.is_alive()
    assert moves and moves[0] in board.legal_moves()
    assert player.last_result is not None and not player.last_result.proven


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    size = draw(st.integers(min_value=3, max_value=MAX_SIZE))
    win_length = draw(st.integers(min_value=3, max_value=size))
    return Rules(size, win_length, reverse=draw(st.booleans()))


def completes_a_line(board: Board, move: tuple[int, int]) -> bool:
    return board.play(move).completed_line is not None


@settings(max_examples=60, deadline=None)
@given(any_rules(), st.randoms(use_true_random=False), st.integers(min_value=0, max_value=40))
def test_sound_moves_under_any_rules(rules: Rules, rng: random.Random, marks: int) -> None:
    board = Board.empty(rules)
    for _ in range(marks):
        moves = [m for m in board.legal_moves() if not completes_a_line(board, m)]
        if len(moves) < 2:
            break
        board = board.play(rng.choice(moves))
    legal = board.legal_moves()
    move = PerfectStrategy(seed=rng.randrange(1000), max_depth=2).choose(board)
    assert move in legal
    finishing = [m for m in legal if completes_a_line(board, m)]
    if rules.reverse:
        if len(finishing) < len(legal):
            assert move not in finishing
        return
    if finishing:
        assert move in finishing
        return
    mine, theirs = (
        (board.x_bits, board.o_bits) if board.to_move == "X" else (board.o_bits, board.x_bits)
    )
    opponent_wins = {
        divmod((line & ~theirs).bit_length() - 1, rules.size)
        for line in rules.geometry.lines
        if not line & mine and (line & theirs).bit_count() == rules.win_length - 1
    }
    if len(opponent_wins) == 1:
        assert move in opponent_wins


def test_on_big_boards_a_found_win_is_played_but_only_an_immediate_one_is_proven() -> None:
    rules = Rules(7, 5)
    # X to move with three in a row and room on both sides: D4... B4 C4 D4, O far away.
    board = Board.from_moves(rules, [(3, 1), (0, 0), (3, 2), (0, 6), (3, 3), (6, 6)])
    player = PerfectStrategy(seed=0, time_limit=0.5)
    assert player.choose(board) == (3, 4)  # an open four: a win in 3 plies
    result = player.last_result
    assert result is not None and result.value is not None
    assert not result.proven  # the search skipped far cells on this board
    assert result.value.kind == "estimate" and result.value.score == 0.99
    four = board.play((3, 4)).play((6, 0))
    assert player.choose(four) in {(3, 0), (3, 5)}
    result = player.last_result
    assert result is not None and result.proven
    assert result.value == MoveValue("win", 1, 1.0, "Win in 1")


def test_a_move_searches_to_its_time_less_the_answers_reserve(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    budgets: list[Limit] = []
    real_search = driver.search

    def recording_search(board: Board, limit: Limit, **options: Any) -> SearchResult:
        budgets.append(limit)
        return real_search(board, limit, **options)

    monkeypatch.setattr(perfect, "search", recording_search)
    board = Board.from_moves(Rules(9, 5), [(4, 4), (3, 3)])
    PerfectStrategy(seed=1, time_limit=0.5, max_depth=1).choose(board)
    PerfectStrategy(seed=1, max_depth=1).choose(board, Limit(time=0.2))
    assert [budget.time for budget in budgets] == [pytest.approx(0.48), pytest.approx(0.18)]
