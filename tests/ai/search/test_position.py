"""A search node: its threats, live lines and evaluation from the side to move's view, kept up
to date move by move exactly as a node built from scratch."""

from __future__ import annotations

import random

from tests.helpers import random_position
from ttt_qt.ai.search.position import evaluate, play, position_of, root_position
from ttt_qt.engine import Board, Rules


def mask(*cells: int) -> int:
    return sum(1 << cell for cell in cells)


def test_a_node_holds_the_threats_of_both_sides() -> None:
    rules = Rules(3)
    # X (to move) holds two cells of the top row, O two of the middle row: each completes its
    # row in the last column.
    board = Board.from_moves(rules, [(0, 0), (1, 0), (0, 1), (1, 1)])
    node = root_position(board)
    assert (node.me, node.opp) == (board.x_bits, board.o_bits)
    assert node.my_threats == mask(2) and node.opp_threats == mask(5)
    assert node.left == 5
    assert node.live == 8 - 3  # the first two columns and the diagonal hold both marks


def test_the_view_turns_with_the_side_to_move() -> None:
    board = Board.from_moves(Rules(4, 3), [(0, 0), (1, 1), (2, 2)])
    node = root_position(board)  # O to move
    assert (node.me, node.opp) == (board.o_bits, board.x_bits)
    assert evaluate(board.rules, board.x_bits, board.o_bits) == -evaluate(
        board.rules, board.o_bits, board.x_bits
    )
    assert node.ev == evaluate(board.rules, board.o_bits, board.x_bits)


def test_a_node_after_a_move_is_the_node_of_the_new_board() -> None:
    rng = random.Random(7)
    for rules in (Rules(3), Rules(5, 4), Rules(7, 5), Rules(4, 3, reverse=True)):
        for _ in range(20):
            board = random_position(rules, rng.randrange(0, 6), rng)
            node = root_position(board)
            geometry = rules.geometry
            for move in board.legal_moves():
                cell = move[0] * rules.size + move[1]
                if geometry.completes_line(node.me, cell):
                    continue  # the node functions never play a mover's completing cell
                after = play(rules, node, cell)
                fresh = position_of(rules, after.me, after.opp)
                assert after._replace(near=fresh.near) == fresh, (board, move)
