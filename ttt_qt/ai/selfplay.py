"""Computer against computer: one game played out between two players.

The one game loop of the arena and the tournament (``ttt_qt.console``) and of the level
simulation (``ttt_qt.stats.level_simulation``). Pure Python; nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from time import perf_counter
from typing import NamedTuple

from ttt_qt.engine import Board, Mark, Move

from .base import Limit, Strategy


class Playout(NamedTuple):
    """A game played out.

    Attributes:
        board: the final board (``board.winner`` is the result).
        moves: the moves the players made, in order (not those of the starting board).
        thinking: per mark, the seconds each of its moves took, in order.
    """

    board: Board
    moves: tuple[Move, ...]
    thinking: dict[str, tuple[float, ...]]


def play_out(
    board: Board,
    players: Mapping[Mark, Strategy],
    limits: Mapping[Mark, Limit | None] | None = None,
) -> Playout:
    """Let ``players`` (by mark) move from ``board`` to the end of the game.

    Each asks ``choose(board, limits[mark])`` (no limit where ``limits`` gives none).
    """
    moves: list[Move] = []
    thinking: dict[Mark, list[float]] = {"X": [], "O": []}
    limits = limits or {}
    while not board.is_over:
        mark = board.to_move
        start = perf_counter()
        move = players[mark].choose(board, limits.get(mark))
        thinking[mark].append(perf_counter() - start)
        moves.append(move)
        board = board.play(move)
    return Playout(board, tuple(moves), {mark: tuple(times) for mark, times in thinking.items()})
