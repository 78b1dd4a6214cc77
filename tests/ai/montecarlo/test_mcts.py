"""``mcts``: never loses on 3 x 3, exact at the root, solver proofs, budgets, cancel and reuse."""

from __future__ import annotations

import threading

import pytest

from tests.helpers import StepClock
from ttt_qt.ai import Limit, Strategy, create
from ttt_qt.ai.defaults import PLAYOUTS
from ttt_qt.ai.montecarlo.mcts import CHECK_EVERY, MAX_PLAYOUTS, MctsStrategy
from ttt_qt.ai.montecarlo.mcts_tree import LEAF_PLAYOUTS
from ttt_qt.engine import Board, Mark, Rules

GAMES_PER_RULE_SET = 30


class CancelAfter(threading.Event):
    """An event that reports itself set from its ``calls``-th look on: a cancel mid-search."""

    def __init__(self, calls: int) -> None:
        super().__init__()
        self.calls_left = calls

    def is_set(self) -> bool:
        self.calls_left -= 1
        return self.calls_left < 0 or super().is_set()


def play(x_player: Strategy, o_player: Strategy, rules: Rules) -> Mark | None:
    board = Board.empty(rules)
    players = {"X": x_player, "O": o_player}
    while not board.is_over:
        board = board.play(players[board.to_move].choose(board))
    return board.winner


@pytest.mark.parametrize("reverse", [False, True], ids=["normal", "reverse"])
def test_never_loses_on_3x3_against_random(reverse: bool) -> None:
    rules = Rules(3, reverse=reverse)
    mcts = create("mcts", seed=1)  # one player for the whole series: it keeps what it learnt
    results = {"win": 0, "draw": 0, "loss": 0}
    for game in range(GAMES_PER_RULE_SET):
        opponent = create("random", seed=100 + game)
        mine: Mark = "X" if game % 2 == 0 else "O"
        winner = play(mcts, opponent, rules) if mine == "X" else play(opponent, mcts, rules)
        results["draw" if winner is None else "win" if winner == mine else "loss"] += 1
    assert results["loss"] == 0, results
    assert results["win"] > 0


def test_wins_at_once_without_searching() -> None:
    board = Board.from_moves(Rules(7, 5), [(3, 0), (0, 0), (3, 1), (0, 2), (3, 2), (0, 4), (3, 3)])
    assert board.to_move == "O"
    blocker = MctsStrategy(seed=1)
    assert blocker.choose(board) in {(3, 4)}
    assert blocker.last_iterations == 0
    winner = MctsStrategy(seed=1)
    after = board.play((6, 6))
    assert winner.choose(after) in {(3, 4)}
    assert winner.last_iterations == 0


def test_reverse_plays_the_only_safe_cell_without_searching() -> None:
    # X to move: A1 completes column A, C1 the diagonal C1-B2-A3; only B1 is safe.
    board = Board.from_rows(Rules(3, reverse=True), ["...", "XXO", "XOO"])
    assert board.to_move == "X"
    player = MctsStrategy(seed=2)
    assert player.choose(board) == (0, 1)
    assert player.last_iterations == 0


def test_finds_a_forced_win_and_proves_it() -> None:
    # X to move; B2 makes two threats at once.
    board = Board.from_rows(Rules(), ["...", "..X", "OXO"])
    player = MctsStrategy(seed=3)
    assert player.choose(board) == (1, 1)
    assert player.last_iterations < PLAYOUTS, "a proven root ends the search early"


def test_same_seed_same_game() -> None:
    rules = Rules(5, 4)

    def moves(seed: int) -> list[tuple[int, int]]:
        one, two = MctsStrategy(seed=seed, playouts=200), MctsStrategy(seed=seed + 1, playouts=200)
        board = Board.empty(rules)
        played: list[tuple[int, int]] = []
        while not board.is_over and len(played) < 8:
            move = (one if board.to_move == "X" else two).choose(board)
            played.append(move)
            board = board.play(move)
        return played

    assert moves(4) == moves(4)


def test_a_set_cancel_flag_stops_before_any_playout() -> None:
    cancel = threading.Event()
    cancel.set()
    board = Board.empty(Rules(9, 5))
    player = MctsStrategy(seed=5)
    assert player.choose(board, Limit(cancel=cancel)) in board.legal_moves()
    assert player.last_iterations == 0


def test_cancel_during_the_search_returns_the_best_move_so_far() -> None:
    board = Board.from_moves(Rules(7, 5), [(3, 3)])
    player = MctsStrategy(seed=6)
    # One look before the search, then one every CHECK_EVERY iterations.
    move = player.choose(board, Limit(cancel=CancelAfter(4)))
    assert player.last_iterations == 3 * CHECK_EVERY
    assert move in board.legal_moves()


def test_a_spent_time_limit_stops_the_search() -> None:
    board = Board.from_moves(Rules(6, 4), [(2, 2)])
    player = MctsStrategy(seed=7, time_limit=1e-9)
    assert player.choose(board) in board.legal_moves()
    assert player.last_iterations == 0


def test_the_tree_is_kept_for_the_next_move() -> None:
    rules = Rules(5, 4)
    player = MctsStrategy(seed=8, playouts=2000)
    board = Board.from_moves(rules, [(2, 2)])
    mine = player.choose(board)
    assert player.last_reused_visits == 0
    after = board.play(mine)
    reply = player.choose(after)  # a hint for the opponent: it searches below our move
    player.choose(after.play(reply))
    assert player.last_reused_visits > 0


def test_opens_in_the_centre() -> None:
    player = MctsStrategy(seed=9)
    assert player.choose(Board.empty(Rules(7, 5))) == (3, 3)
    assert player.choose(Board.empty(Rules(6, 4))) in {(2, 2), (2, 3), (3, 2), (3, 3)}
    assert player.last_iterations == 0


@pytest.mark.parametrize("seed", [10_280, 1, 2])  # 10_280 once opened in a corner and lost
def test_opens_reverse_rules_on_odd_boards_in_the_centre(seed: int) -> None:
    # On reverse 3 x 3 every other first move loses; from the centre X can mirror every reply.
    player = MctsStrategy(seed=seed)
    assert player.choose(Board.empty(Rules(3, reverse=True))) == (1, 1)
    assert player.choose(Board.empty(Rules(5, 4, reverse=True))) == (2, 2)
    assert player.last_iterations == 0


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="playouts"):
        create("mcts", playouts=0)
    with pytest.raises(ValueError, match="time_limit"):
        create("mcts", time_limit=-1)
    quick = create("mcts", playouts=10, time_limit=0.5)
    assert quick.choose(Board.empty()) in Board.empty().legal_moves()


def test_proves_that_only_the_centre_holds_against_a_corner_opening() -> None:
    # After X takes a corner on 3 x 3, every reply but the centre loses: the search proves
    # the draw through the centre and stops long before its playouts run out.
    board = Board.from_moves(Rules(), [(0, 0)])
    player = MctsStrategy(seed=1, playouts=50_000)
    assert player.choose(board) == (1, 1)
    assert 0 < player.last_iterations < 5_000


def test_wins_by_continuous_fours_without_searching() -> None:
    # X to move with an open three on row 4: an open four next wins whatever O does.
    board = Board.from_moves(Rules(10, 5), [(3, 3), (6, 6), (3, 4), (7, 7), (3, 5), (0, 9)])
    player = MctsStrategy(seed=11)
    assert player.choose(board) in {(3, 2), (3, 6)}
    assert player.last_iterations == 0


@pytest.mark.parametrize("seed", [12, 13])
def test_stops_an_open_three(seed: int) -> None:
    # O to move against X's open three: only the cells next to it stop an open four.
    board = Board.from_moves(Rules(10, 5), [(3, 3), (6, 6), (3, 4), (7, 7), (3, 5)])
    player = MctsStrategy(seed=seed, playouts=300)
    assert player.choose(board) in {(3, 2), (3, 6)}
    assert 300 <= player.last_playouts < 300 + LEAF_PLAYOUTS


def test_a_time_limit_stops_the_search_by_the_clock() -> None:
    # Read once at the start (1 ms; the 10.5 ms less the answer's reserve, a tenth of so
    # short a time, put the deadline at 10.45 ms), then before every CHECK_EVERY iterations,
    # 1 ms later each time: eight rounds pass, and at 10 ms a ninth, as long as the last
    # (1 ms), would end after the deadline, so it is not started.
    # (Reverse rules: no threat advice reads the clock first.)
    clock = StepClock(0.001)
    player = MctsStrategy(seed=14, playouts=MAX_PLAYOUTS, time_limit=0.0105)
    board = Board.from_moves(Rules(7, 5, reverse=True), [(3, 3)])
    assert player.choose(board, Limit(clock=clock)) in board.legal_moves()
    assert player.last_iterations == 8 * CHECK_EVERY
    assert clock.readings == 10


def test_the_threat_advice_takes_its_time_from_the_same_clock() -> None:
    # The advice reads the move's clock too: the search stops at the same reading (10 ms)
    # after fewer rounds.
    clock = StepClock(0.001)
    player = MctsStrategy(seed=14, playouts=MAX_PLAYOUTS, time_limit=0.0105)
    board = Board.from_moves(Rules(7, 5), [(3, 3)])
    assert player.choose(board, Limit(clock=clock)) in board.legal_moves()
    assert 0 < player.last_iterations < 8 * CHECK_EVERY
    assert clock.readings == 10


def test_without_a_time_limit_it_runs_its_playouts_and_never_reads_the_clock() -> None:
    clock = StepClock(1.0)
    player = MctsStrategy(seed=3, playouts=200)
    board = Board.from_moves(Rules(7, 5, reverse=True), [(3, 3)])
    assert player.choose(board, Limit(clock=clock)) in board.legal_moves()
    assert 200 <= player.last_playouts < 200 + LEAF_PLAYOUTS
    assert clock.readings == 0
