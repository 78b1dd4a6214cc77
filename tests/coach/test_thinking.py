"""The "show thinking" records: seed 003's minimax tree, seed 002's scores, MCTS and threats."""

from __future__ import annotations

import gc

import pytest

from tests.helpers import run_without_qt
from ttt_qt.ai.defaults import NTRIALS
from ttt_qt.ai.montecarlo.flat import MonteCarloStrategy
from ttt_qt.ai.montecarlo.mcts import MctsStrategy
from ttt_qt.ai.threats.player import ThreatStrategy
from ttt_qt.coach.thinking import (
    MinimaxNode,
    MinimaxTree,
    course_state,
    minimax_tree,
    monte_carlo_grid,
    threat_view,
    tree_search_view,
)
from ttt_qt.compat import cs50
from ttt_qt.engine import Board, Move, Rules


def position(*moves: Move, rules: Rules | None = None) -> Board:
    board = Board.empty(rules or Rules())
    for move in moves:
        board = board.play(move)
    return board


CORNERS_AND_CENTRE = position((0, 0), (1, 1), (2, 2))
"""X in A1 and C3, O in B2, O to move: a corner loses (X forks), an edge holds the draw."""


def values_by_path(tree: MinimaxTree) -> dict[tuple[Move, ...], MinimaxNode]:
    found: dict[tuple[Move, ...], MinimaxNode] = {}
    stack: list[tuple[tuple[Move, ...], MinimaxNode]] = [((), tree.root)]
    while stack:
        path, node = stack.pop()
        found[path] = node
        stack.extend(((*path, child.move), child) for child in node.children if child.move)
    return found


def test_the_tree_of_a_known_position_has_the_course_minimax_values() -> None:
    tree = minimax_tree(CORNERS_AND_CENTRE)
    values = {child.move: child.value for child in tree.root.children}
    assert values == {(0, 1): 0, (1, 0): 0, (1, 2): 0, (2, 1): 0, (0, 2): -3, (2, 0): -3}
    assert all(child.mover == "O" for child in tree.root.children)
    assert tree.root.value == 0
    assert tree.move == (0, 1)  # the first of the best, in the course's row-by-row order
    assert [child.move for child in tree.root.children if child.chosen] == [(0, 1)]
    # The line follows the chosen moves down to a position the search remembered.
    assert tree.line[:2] == ((0, 1), (2, 1))
    end = values_by_path(tree)[tree.line]
    assert end.known or not end.children
    assert tree.pruned == 0 and not any(node.pruned for node in tree.nodes)


def test_every_value_is_the_negamax_of_its_replies_and_the_order_is_the_search_order() -> None:
    tree = minimax_tree(position((1, 1)))
    for index, node in enumerate(tree.nodes):
        assert node.order == index
        parent = tree.parent(node)
        if parent is not None:
            assert parent.order is not None and parent.order < index
        if node.children and node.value is not None:
            best_reply = max(child.value for child in node.children if child.value is not None)
            assert node.value == (best_reply if parent is None else -best_reply)
    assert tree.known > 0  # positions met again by another move order are remembered
    assert any(node.known and not node.children for node in tree.nodes)


def test_alpha_beta_prunes_without_changing_the_answer_and_marks_bounds_honestly() -> None:
    plain = minimax_tree(CORNERS_AND_CENTRE)
    pruned = minimax_tree(CORNERS_AND_CENTRE, pruning=True)
    assert (pruned.root.value, pruned.move) == (plain.root.value, plain.move)
    assert pruned.pruned > 0 and len(pruned.nodes) < len(plain.nodes)
    for path, node in values_by_path(pruned).items():
        if node.pruned:
            assert node.value is None and node.order is None and not node.children
            continue
        assert node.value is not None
        after = position((0, 0), (1, 1), (2, 2), *path)
        truth = cs50.minimax_value(course_state(after))[0]
        truth = truth if not path else -truth  # for the side that played the path's last move
        if node.bound == "exact":
            assert node.value == truth, path
        elif node.bound == "at least":
            assert truth >= node.value, path
        else:
            assert truth <= node.value, path
    corners = [child for child in pruned.root.children if child.move in ((0, 2), (2, 0))]
    assert all(child.bound == "at most" and child.window is not None for child in corners)


def test_the_tree_comes_from_the_course_modules_minimax() -> None:
    board = position((0, 0), (0, 1))
    tree = minimax_tree(board)
    state = course_state(board)
    assert cs50.minimax_value(state) == (tree.root.value, tree.move)
    assert cs50.minimax_value(state, pruning=True) == (tree.root.value, tree.move)
    assert tree.move in cs50.actions(state)


def test_the_tree_of_a_finished_game_is_its_root_alone() -> None:
    board = position((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    tree = minimax_tree(board)
    assert tree.move is None and tree.root.children == [] and len(tree.nodes) == 1


def test_the_course_minimax_is_only_for_its_own_game() -> None:
    with pytest.raises(ValueError, match="3 x 3"):
        minimax_tree(Board.empty(Rules(4, 4)))
    with pytest.raises(ValueError, match="3 x 3"):
        minimax_tree(Board.empty(Rules(3, 3, reverse=True)))


def test_the_monte_carlo_grid_of_a_seeded_run_is_the_players_own() -> None:
    board = position((1, 1), (0, 0))
    grid = monte_carlo_grid(board, MonteCarloStrategy(seed=7))
    assert grid.trials == NTRIALS
    assert set(grid.scores) == set(board.legal_moves())
    best = max(grid.scores.values())
    assert grid.scores[grid.move] == best
    assert grid.player == "X"
    assert monte_carlo_grid(board, MonteCarloStrategy(seed=7)) == grid  # reproducible
    assert MonteCarloStrategy(seed=7).choose(board) == grid.move  # what the player plays
    assert monte_carlo_grid(board, MonteCarloStrategy(7, trials=10)).trials == 10


def test_the_mcts_view_shows_the_moves_considered_and_the_line() -> None:
    board = position((2, 2), (1, 1), rules=Rules(5, 4))
    view = tree_search_view(board, MctsStrategy(3, playouts=400))
    assert view.searched
    assert view.line[0] == view.move
    assert view.move in {root_move.move for root_move in view.moves}
    visits = [root_move.visits for root_move in view.moves]
    assert visits == sorted(visits, reverse=True) and 0 < sum(visits) <= view.visits
    assert all(0.0 <= root_move.score <= 1.0 for root_move in view.moves)


def test_the_mcts_view_says_when_no_search_was_needed() -> None:
    board = position((0, 0), (1, 0), (0, 1), (1, 1))  # X completes the top row
    view = tree_search_view(board, MctsStrategy(3, playouts=50))
    assert view.move == (0, 2)
    assert not view.searched and view.line == ((0, 2),)


def test_the_threat_view_gives_the_principal_line_and_the_values() -> None:
    view = threat_view(CORNERS_AND_CENTRE, ThreatStrategy(time_limit=1.0))
    assert view.proven and not view.by_rule
    assert view.line[0] == view.move
    assert view.value is not None and view.value.kind == "draw"
    assert view.move in dict(view.moves)
    assert {move for move, value in view.moves if value.kind == "loss"} <= {(0, 2), (2, 0)}


def test_the_threat_view_of_an_opening_rule_says_so() -> None:
    view = threat_view(Board.empty(Rules(15, 5)))
    assert view.by_rule and view.move == (7, 7) and view.moves == ()


def test_the_thinking_records_need_no_qt() -> None:
    done = run_without_qt(
        """
        from ttt_qt.coach.thinking import minimax_tree
        from ttt_qt.engine import Board
        print(minimax_tree(Board.empty().play((1, 1)), pruning=True).move)
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "(0, 0)"


def test_the_records_leave_no_cyclic_garbage() -> None:
    """The computer's thread freezes what a job leaves alive without collecting it: a record
    with a reference cycle would never be freed (see ``tests/ai/test_garbage.py``)."""
    gc.collect()
    gc.disable()
    try:
        board = position((1, 1))
        for pruning in (False, True):
            tree = minimax_tree(board, pruning)
            assert tree.parent(tree.nodes[-1]) is not None
        monte_carlo_grid(board, MonteCarloStrategy(1, trials=20))
        tree_search_view(board, MctsStrategy(1, playouts=50))
        threat_view(CORNERS_AND_CENTRE, ThreatStrategy(time_limit=0.2))
        del tree
        assert gc.collect() == 0
    finally:
        gc.enable()
