"""A mutable position for the threat search, with every empty cell's shapes kept up to date.

The board is padded with ``k - 1`` blocked cells on each side so windows never leave it.
For each player, each empty cell near the stones knows the shape (see ``patterns``) that a
stone there would make in each of the four directions, and the cell's combined worth. A move
changes only the windows along its four lines, so ``play`` and ``undo`` re-read just the
``8 (k - 1)`` cells there (one direction each): the evaluation is incremental.

The gomoku rules other than freestyle look one cell further: a five wins only when the cells
beside it are not the player's (standard, and X under Renju) or not both the opponent's
(Caro). Their windows are ``2k + 1`` cells, the padding ``k`` deep, and a shape counts a
five, a four or a three only where the rule lets the line win. Under Renju a cell where X
would make a double four or a double three (``forbidden``, the engine's own check on the
cells the patterns point at) is not among X's fours and threes, and the searches know that X
cannot block there.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from ttt_qt.engine import Board, GomokuRule, Move
from ttt_qt.engine.renju import forbidden_reason

from .patterns import (
    BLOCKED,
    EDGE,
    EMPTY,
    FIVE,
    FOUR,
    LINE_RULES,
    OPEN_THREE,
    OWN,
    combine_table,
    forbidden_table,
    rule_shape,
    shape_of,
    top_table,
)

PADDING = 3
"""The value of a padding cell (players are numbered 1 for X and 2 for O)."""
NEAR = 2
"""Candidate cells lie within this many cells (in each direction) of a stone."""
CHECK_EVERY = 64
"""Moves played between looks at the limit (64 moves take well under a millisecond): the
``every`` of the ``Poller`` that a search gives its positions as ``on_change``."""


@cache
def neighbourhoods(size: int, pad: int) -> tuple[tuple[int, ...], ...]:
    """Per padded cell of the board, the board cells at most ``NEAR`` rows and columns away.

    The padding (``pad`` = k - 1 cells deep, at least ``NEAR``) keeps every index in range.
    """
    width = size + 2 * pad
    on_board = {(row + pad) * width + col + pad for row in range(size) for col in range(size)}
    return tuple(
        tuple(
            cell
            for d_row in range(-NEAR, NEAR + 1)
            for cell in range(index + d_row * width - NEAR, index + d_row * width + NEAR + 1)
            if cell in on_board
        )
        if index in on_board
        else ()
        for index in range(width * width)
    )


@cache
def rays(width: int, pad: int) -> tuple[tuple[int, int, int, tuple[int, ...]], ...]:
    """Per direction: its offset, its shift in a packed code, half a window, and the steps.

    The steps lead from a cell to the others less than ``k`` cells away along the direction
    (``pad`` is k - 1).
    """
    offsets = (1, width, width + 1, width - 1)
    return tuple(
        (
            offset,
            9 - 3 * direction,
            pad * offset,
            tuple(step * offset for step in range(-pad, pad + 1) if step),
        )
        for direction, offset in enumerate(offsets)
    )


@cache
def pair_table(win_length: int, rule: GomokuRule) -> dict[tuple[int, ...], tuple[int, int]]:
    """An (initially empty) cache of window of cell values -> (X's shape, O's shape)."""
    return {}


class Position:
    """The stones, whose turn it is, and the shapes every candidate cell would make.

    Attributes:
        size: cells per side.
        win_length: cells in a winning line.
        to_move: the player to move (1 or 2).
        hash: a Zobrist hash of the stones and the side to move.
        worth: per player, each padded cell's worth for that player (0 when occupied).
        shapes: per player, the best shape of each padded cell in any direction.
        codes: per player, each padded cell's four shapes packed as ``s0 << 9 | ... | s3``.
        candidates: the empty cells near a stone.
    """

    def __init__(self, board: Board, on_change: Callable[[], None] | None = None) -> None:
        """Copy ``board``; ``on_change`` is called at every play (a ``Poller``: the limit)."""
        rules = board.rules
        self.size = rules.size
        self.win_length = rules.win_length
        self.rule = rules.rule
        pad = self.win_length - (1 if rules.is_freestyle else 0)
        self._pad = pad
        self._width = width = self.size + 2 * pad
        self._offsets = (1, width, width + 1, width - 1)
        total = width * width
        self.cells = [PADDING] * total
        self._near = [0] * total
        rng = random.Random(20261123)
        self._keys = [[0] * total, [rng.getrandbits(64) for _ in range(total)]]
        self._keys.append([rng.getrandbits(64) for _ in range(total)])
        self._turn_key = rng.getrandbits(64)
        self.hash = 0
        self.to_move = 1 if board.to_move == "X" else 2
        self.codes = [[0] * total for _ in range(3)]
        self.worth = [[0] * total for _ in range(3)]
        self.shapes = [[0] * total for _ in range(3)]
        self.candidates: set[int] = set()
        self._changed: list[list[tuple[int, int, int]]] = []
        """Per move played and not undone, the cells it changed with their codes before."""
        self._on_change = on_change
        self._pairs = pair_table(self.win_length, self.rule)
        self._combine = combine_table()
        self._top = top_table()
        self._forbidden = forbidden_table() if self.rule == "renju" else None
        for row in range(self.size):
            for col in range(self.size):
                self.cells[self.index((row, col))] = 0
        self._around = neighbourhoods(self.size, pad)
        self._rays = rays(width, pad)
        size = self.size
        for bits, player in ((board.x_bits, 1), (board.o_bits, 2)):
            for cell in range(size * size):
                if bits >> cell & 1:
                    self._place(self.index(divmod(cell, size)), player)
        for index in range(total):
            if self.cells[index] == 0:
                self._read(index)

    # --- cells ---------------------------------------------------------------------------------

    def index(self, move: Move) -> int:
        """The padded index of a board cell."""
        return (move[0] + self._pad) * self._width + move[1] + self._pad

    def move(self, index: int) -> Move:
        """The board cell of a padded index."""
        row, col = divmod(index, self._width)
        return row - self._pad, col - self._pad

    def empty_cells(self) -> list[int]:
        """Every empty cell (for an empty board, where no cell is near a stone)."""
        return [index for index, value in enumerate(self.cells) if value == 0]

    def along(self, index: int) -> set[int]:
        """The cells less than ``k`` steps from ``index`` along its four lines."""
        reach = self.win_length - 1
        return {
            index + step * offset
            for offset in self._offsets
            for step in range(-reach, reach + 1)
            if step
        }

    def best_cells(self) -> list[int]:
        """The candidate cells by their worth to both sides, best first (ties by cell)."""
        mine, theirs = self.worth[self.to_move], self.worth[3 - self.to_move]
        return sorted(self.candidates, key=lambda cell: (-(mine[cell] + theirs[cell]), cell))

    def cells_with(self, player: int, least: int) -> list[int]:
        """Candidate cells where ``player`` would make a shape of at least ``least``.

        Under Renju X's forbidden cells are left out, but for a five (a five wins whatever
        else the move makes).
        """
        shapes = self.shapes[player]
        found = [cell for cell in self.candidates if shapes[cell] >= least]
        if player == 1 and self._forbidden is not None and least < FIVE:
            found = [cell for cell in found if shapes[cell] == FIVE or not self.forbidden(cell, 1)]
        return found

    def fives(self, player: int) -> list[int]:
        """The cells where ``player`` would complete a line."""
        return self.cells_with(player, FIVE)

    def fours(self, player: int) -> list[int]:
        """The cells where ``player`` would make a four (or better)."""
        return self.cells_with(player, FOUR)

    def threes(self, player: int) -> list[int]:
        """The cells where ``player`` would make an open three (or better)."""
        return self.cells_with(player, OPEN_THREE)

    def forbidden(self, cell: int, player: int) -> bool:
        """True when the rule forbids ``player`` the empty ``cell``: X's double or overline.

        Under Renju, a cell where X would make six or more in a row and no five is forbidden
        (counted here along the four lines); a cell whose shapes read as two fours, two open
        threes or an open four for X (``patterns.forbidden_table``) is asked of the engine's
        own check (its threes are those that can become straight fours).
        """
        if player != 1 or self._forbidden is None:
            return False
        if self.shapes[1][cell] != FIVE and self._makes_overline(cell):
            return True
        if not self._forbidden[self.codes[1][cell]]:
            return False
        black = white = 0
        size = self.size
        for row in range(size):
            for col in range(size):
                value = self.cells[self.index((row, col))]
                if value:
                    bit = 1 << (row * size + col)
                    black, white = (black | bit, white) if value == 1 else (black, white | bit)
        row, col = self.move(cell)
        return forbidden_reason(black, white, size, row * size + col) is not None

    def _makes_overline(self, cell: int) -> bool:
        """True when X on the empty ``cell`` would stand in a run of more than ``k`` stones."""
        cells, longest = self.cells, self.win_length
        for offset in self._offsets:
            run = 1
            for step in (offset, -offset):
                index = cell + step
                while cells[index] == 1:
                    run += 1
                    index += step
            if run > longest:
                return True
        return False

    # --- moves ---------------------------------------------------------------------------------

    def play(self, index: int) -> None:
        """The side to move puts a stone on the empty cell ``index``."""
        if self._on_change is not None:
            self._on_change()
        self._place(index, self.to_move)
        self.to_move = 3 - self.to_move
        changed = self._refresh(index)
        # An occupied cell's codes are never re-read: they are those to restore on undo.
        changed.append((index, self.codes[1][index], self.codes[2][index]))
        self._changed.append(changed)

    def pass_turn(self) -> None:
        """Let the other side move now (a pass, to ask what it threatens); undone by passing."""
        self.to_move = 3 - self.to_move
        self.hash ^= self._turn_key

    def undo(self, index: int) -> None:
        """Take back the stone on ``index`` (the last one played)."""
        player = 3 - self.to_move
        self.to_move = player
        self.cells[index] = 0
        self.hash ^= self._keys[player][index] ^ self._turn_key
        self._spread(index, -1)
        if self._near[index]:
            self.candidates.add(index)
        self._restore(self._changed.pop())

    def _place(self, index: int, player: int) -> None:
        self.cells[index] = player
        self.hash ^= self._keys[player][index] ^ self._turn_key
        self.candidates.discard(index)
        for other in (1, 2):
            self.worth[other][index] = 0
            self.shapes[other][index] = 0
        self._spread(index, 1)

    def _spread(self, index: int, step: int) -> None:
        """Count the stone at ``index`` in its neighbours' nearness (``step`` is 1 or -1)."""
        near, cells, candidates = self._near, self.cells, self.candidates
        for cell in self._around[index]:
            near[cell] += step
            if cells[cell] == 0:
                if near[cell]:
                    candidates.add(cell)
                else:
                    candidates.discard(cell)

    def _refresh(self, index: int) -> list[tuple[int, int, int]]:
        """Re-read the windows along the four lines through ``index``.

        Returns each empty cell read with both players' codes before, for ``undo``.
        """
        cells, pairs = self.cells, self._pairs
        codes_x, codes_o = self.codes[1], self.codes[2]
        worth_x, worth_o = self.worth[1], self.worth[2]
        best_x, best_o = self.shapes[1], self.shapes[2]
        combine, top = self._combine, self._top
        changed = []
        for offset, shift, span, steps in self._rays:
            keep = ~(7 << shift)
            for step in steps:
                cell = index + step
                if cells[cell] == 0:
                    window = tuple(cells[cell - span : cell + span + 1 : offset])
                    shape_x, shape_o = pairs.get(window) or self._pair(window)
                    before_x, before_o = codes_x[cell], codes_o[cell]
                    changed.append((cell, before_x, before_o))
                    code = before_x & keep | shape_x << shift
                    codes_x[cell], worth_x[cell], best_x[cell] = code, combine[code], top[code]
                    code = before_o & keep | shape_o << shift
                    codes_o[cell], worth_o[cell], best_o[cell] = code, combine[code], top[code]
        return changed

    def _restore(self, changed: list[tuple[int, int, int]]) -> None:
        """Undo a move: each cell it changed gets its codes from before, and their worth."""
        codes_x, codes_o = self.codes[1], self.codes[2]
        worth_x, worth_o = self.worth[1], self.worth[2]
        best_x, best_o = self.shapes[1], self.shapes[2]
        combine, top = self._combine, self._top
        for cell, code_x, code_o in changed:
            codes_x[cell], worth_x[cell], best_x[cell] = code_x, combine[code_x], top[code_x]
            codes_o[cell], worth_o[cell], best_o[cell] = code_o, combine[code_o], top[code_o]

    def _read(self, index: int) -> None:
        """The shapes both players would make at the empty cell ``index``, in every direction."""
        cells, reach = self.cells, self._pad
        code_x = code_o = 0
        for offset in self._offsets:
            span = reach * offset
            window = tuple(cells[index - span : index + span + 1 : offset])
            shape_x, shape_o = self._pairs.get(window) or self._pair(window)
            code_x, code_o = code_x << 3 | shape_x, code_o << 3 | shape_o
        for player, code in ((1, code_x), (2, code_o)):
            self.codes[player][index] = code
            self.worth[player][index] = self._combine[code]
            self.shapes[player][index] = self._top[code]

    def _pair(self, window: tuple[int, ...]) -> tuple[int, int]:
        """The shapes of X and O in a window of cell values (centre included), cached."""
        if self.rule != "freestyle":
            return self._rule_pair(window)
        key_x = key_o = 0
        for step, value in enumerate(window):
            if step == self.win_length - 1:
                continue
            key_x = key_x * 3 + (0 if value == 0 else 1 if value == 1 else BLOCKED)
            key_o = key_o * 3 + (0 if value == 0 else 1 if value == 2 else BLOCKED)
        pair = (shape_of(self.win_length, key_x), shape_of(self.win_length, key_o))
        self._pairs[window] = pair
        return pair

    def _rule_pair(self, window: tuple[int, ...]) -> tuple[int, int]:
        """``_pair`` under a rule other than freestyle: ``2k + 1`` windows, the edge told apart."""
        seen_by_x = {0: EMPTY, 1: OWN, 2: BLOCKED, PADDING: EDGE}
        seen_by_o = {0: EMPTY, 1: BLOCKED, 2: OWN, PADDING: EDGE}
        wins_x, wins_o = LINE_RULES[self.rule]
        pair = (
            rule_shape(wins_x, self.win_length, tuple(seen_by_x[value] for value in window)),
            rule_shape(wins_o, self.win_length, tuple(seen_by_o[value] for value in window)),
        )
        self._pairs[window] = pair
        return pair
