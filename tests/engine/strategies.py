"""Hypothesis strategies for rules, legal move sequences and games."""

from __future__ import annotations

from hypothesis import strategies as st

from ttt_qt.engine import MAX_SIZE, Board, Move, Rules


@st.composite
def rules(draw: st.DrawFn, max_size: int = MAX_SIZE) -> Rules:
    """Any valid rules up to ``max_size``."""
    size = draw(st.integers(3, max_size))
    return Rules(size, draw(st.integers(3, size)), draw(st.booleans()))


@st.composite
def games(draw: st.DrawFn, max_size: int = 6) -> tuple[Rules, list[Move]]:
    """Rules and a legal sequence of moves (possibly to the end of the game)."""
    game_rules = draw(rules(max_size))
    board = Board.empty(game_rules)
    moves: list[Move] = []
    length = draw(st.integers(0, game_rules.cell_count))
    while len(moves) < length and not board.is_over:
        move = draw(st.sampled_from(board.legal_moves()))
        moves.append(move)
        board = board.play(move)
    return game_rules, moves
