"""Fast random playouts: both sides play uniformly random free cells until a line or a full board.

The Monte Carlo players spend nearly all their time here, so this module trades a little
plainness for speed (pure Python, no compiled code):

- Boards are *padded* bitboards (the engine geometry's padded view): every row ends with an
  always-empty guard bit, so ``k`` marks in a row show up after a handful of shift-and-AND
  steps.
- Three ways to play a game out, chosen by the rules alone (so a seed always gives the same
  games):
  * 3 x 3: a walk over the precomputed graph of all 5,478 positions, two moves per step:
    each position lists the positions two random moves away, each as often as random
    play reaches it (a finished position lists none);
  * k <= 4: move by move, picking a random free cell and testing only the lines through it
    once the mover has k marks (such games end early, so dealing out the whole board would
    waste work);
  * k >= 5: every free cell draws a random 32-bit key and the cells are sorted by key, which
    is the order of play (a uniformly random permutation, made by C code rather than a
    Python loop); the two final boards come from two sums; the k-in-a-row runs of each
    final board come from shift-and-AND steps; the game ended at the run whose last cell
    (largest key) came first.

The result of a playout is who *completed a line* first (``X_LINE`` / ``O_LINE``), or
``NO_LINE`` for a full board: in normal rules that side won, in reverse rules it lost.
"""

from __future__ import annotations

import bisect
import random
from functools import cache

from ttt_qt.engine import Rules, geometry

NO_LINE = 0
"""The board filled up without a line: a tie."""
X_LINE = 1
"""X completed a line first."""
O_LINE = 2
"""O completed a line first."""

SORTED_DEAL_MIN_WIN_LENGTH = 5
"""From this win length on, games run long and dealing the whole order at once is faster."""

_KEY_BYTES = 4  # random 32-bit sort keys ("I"): two cells tie about once in 4e9 pairs
_GRAPH_O_SHIFT = 12  # 3 x 3 position keys: x | o << 12 (a padded 3 x 3 board uses 11 bits)
_GRAPH_O_SHIFT_MASK = (1 << _GRAPH_O_SHIFT) - 1


class PlayoutBoard:
    """The random playouts of one board geometry, over its padded view.

    Attributes:
        geometry: the padded view of the board (see ``ttt_qt.engine.geometry``).
        size: cells per side.
        win_length: marks in a winning line.
        cell_bits: the padded bit of each cell index (``row * size + col``).
        lines_through: for each cell index, the padded masks of the lines through it.
        cell_of_bit: the cell index of each padded cell bit.
        full: the padded mask of every cell.
    """

    def __init__(self, size: int, win_length: int) -> None:
        """Precompute the runs and, on 3 x 3, the position graph of a ``size`` x ``size`` board."""
        self.geometry = geometry(size, win_length, padded=True)
        self.size = size
        self.win_length = win_length
        self.cell_bits = self.geometry.cell_bits
        self.lines_through = self.geometry.lines_through
        self.cell_of_bit = self.geometry.cell_of_bit
        self.full = self.geometry.full
        # Runs of k marks along each direction: the shift that steps along it, and the cells of
        # the line that starts at each padded bit (a line's lowest bit is its first cell).
        plain_to_padded = {1: 1, size: size + 1, size + 1: size + 2, size - 1: size}
        starts: dict[int, dict[int, tuple[int, ...]]] = {}
        for cells in self.geometry.line_cells:
            step = plain_to_padded[cells[1] - cells[0]]
            starts.setdefault(step, {})[self.cell_bits[cells[0]].bit_length() - 1] = cells
        self._runs = tuple((_run_shifts(step, win_length), lines) for step, lines in starts.items())
        self._graph: dict[int, tuple[int, ...]] = {}
        self._results: dict[int, int] = {}
        self._leaps: dict[int, tuple[int, ...]] = {}
        if size == 3:
            self._build_graph(0, 0)
            self._leaps = self._two_ply_leaps()

    # --- playouts ------------------------------------------------------------------------------

    def run(
        self,
        x: int,
        o: int,
        empties: list[int],
        filled: list[int],
        rng: random.Random,
    ) -> int:
        """Play a random game from a position that is not over; who completed a line first.

        ``x`` and ``o`` are padded (the side to move follows from their counts); ``empties``
        and ``filled`` are the free and taken cell indices (neither list is changed).
        """
        if self._graph:
            return self._results[self._walk(x, o, rng)]
        if self.win_length < SORTED_DEAL_MIN_WIN_LENGTH:
            return self._run_stepwise(x, o, empties, rng)[0]
        return self._deal(x, o, empties, filled, rng)[0]

    def run_to_end(
        self,
        x: int,
        o: int,
        empties: list[int],
        filled: list[int],
        rng: random.Random,
    ) -> tuple[int, int, int]:
        """Like ``run``, but also return the final padded boards: ``(result, x_end, o_end)``."""
        if self._graph:
            key = self._walk(x, o, rng)
            return self._results[key], key & _GRAPH_O_SHIFT_MASK, key >> _GRAPH_O_SHIFT
        if self.win_length < SORTED_DEAL_MIN_WIN_LENGTH:
            return self._run_stepwise(x, o, empties, rng)
        result, end_time, keys, x_cells, o_cells = self._deal(x, o, empties, filled, rng)
        bits = self.cell_bits.__getitem__
        if result == NO_LINE:
            return result, x | sum(map(bits, x_cells)), o | sum(map(bits, o_cells))
        # The game stopped at end_time: keep only the moves made up to then.
        x_made = bisect.bisect_right(x_cells, end_time, key=keys.__getitem__)
        o_made = bisect.bisect_right(o_cells, end_time, key=keys.__getitem__)
        return (
            result,
            x | sum(map(bits, x_cells[:x_made])),
            o | sum(map(bits, o_cells[:o_made])),
        )

    # --- 3 x 3: the position graph -------------------------------------------------------------

    def _build_graph(self, x: int, o: int) -> None:
        key = x | o << _GRAPH_O_SHIFT
        if key in self._graph:
            return
        if self._has_line(x) or self._has_line(o) or (x | o) == self.full:
            self._graph[key] = ()
            x_moved_last = x.bit_count() > o.bit_count()
            if x_moved_last and self._has_line(x):
                self._results[key] = X_LINE
            elif not x_moved_last and self._has_line(o):
                self._results[key] = O_LINE
            else:
                self._results[key] = NO_LINE
            return
        x_to_move = x.bit_count() == o.bit_count()
        children = []
        for bit in self.cell_bits:
            if not (x | o) & bit:
                child_x, child_o = (x | bit, o) if x_to_move else (x, o | bit)
                children.append(child_x | child_o << _GRAPH_O_SHIFT)
                self._build_graph(child_x, child_o)
        self._graph[key] = tuple(children)

    def _two_ply_leaps(self) -> dict[int, tuple[int, ...]]:
        """For each position, the positions two random moves away, each as often as it is likely.

        With n free cells every child has n - 1 children, so the n * (n - 1) move pairs are
        equally likely; a child where the game ends stands for its n - 1 pairs itself, and
        with one free cell left the leap is a single move.
        """
        leaps: dict[int, tuple[int, ...]] = {}
        for key, children in self._graph.items():
            if len(children) <= 1:
                leaps[key] = children
                continue
            pairs: list[int] = []
            for child in children:
                grandchildren = self._graph[child]
                pairs.extend(grandchildren or (child,) * (len(children) - 1))
            leaps[key] = tuple(pairs)
        return leaps

    def _walk(self, x: int, o: int, rng: random.Random) -> int:
        """The key (``x | o << 12``) of the finished position a random game reaches."""
        leaps = self._leaps
        rnd = rng.random
        key = x | o << _GRAPH_O_SHIFT
        choices = leaps[key]
        while choices:
            key = choices[int(rnd() * len(choices))]
            choices = leaps[key]
        return key

    # --- k <= 4: move by move ------------------------------------------------------------------

    def _run_stepwise(
        self, x: int, o: int, empties: list[int], rng: random.Random
    ) -> tuple[int, int, int]:
        # X's move and O's move are written out one after the other rather than as one step
        # whose mover alternates: 5 to 28 % more playouts (benchmarks/bench_playouts.py).
        cells = empties[:]
        free = len(cells)
        rnd = rng.random
        bits = self.cell_bits
        through = self.lines_through
        need = self.win_length
        x_count, o_count = x.bit_count(), o.bit_count()
        if x_count > o_count:  # O to move
            free -= 1
            index = int(rnd() * (free + 1))
            cell = cells[index]
            cells[index] = cells[free]
            o |= bits[cell]
            o_count += 1
            if o_count >= need:
                for line in through[cell]:
                    if o & line == line:
                        return O_LINE, x, o
        while free:
            free -= 1
            index = int(rnd() * (free + 1))
            cell = cells[index]
            cells[index] = cells[free]
            x |= bits[cell]
            x_count += 1
            if x_count >= need:
                for line in through[cell]:
                    if x & line == line:
                        return X_LINE, x, o
            if not free:
                break
            free -= 1
            index = int(rnd() * (free + 1))
            cell = cells[index]
            cells[index] = cells[free]
            o |= bits[cell]
            o_count += 1
            if o_count >= need:
                for line in through[cell]:
                    if o & line == line:
                        return O_LINE, x, o
        return NO_LINE, x, o

    # --- k >= 5: deal the whole order, then find the first completed line ----------------------

    def _deal(
        self,
        x: int,
        o: int,
        empties: list[int],
        filled: list[int],
        rng: random.Random,
    ) -> tuple[int, int, list[int], list[int], list[int]]:
        """Deal the order of play; ``(result, end key, keys, X's new cells, O's new cells)``."""
        keys = list(memoryview(rng.randbytes(_KEY_BYTES * len(self.cell_bits))).cast("I"))
        for cell in filled:
            keys[cell] = 0  # a line's completion time is that of its last *new* cell
        order = sorted(empties, key=keys.__getitem__)
        bits = self.cell_bits.__getitem__
        if x.bit_count() == o.bit_count():  # X to move
            x_cells, o_cells = order[0::2], order[1::2]
        else:
            x_cells, o_cells = order[1::2], order[0::2]
        x_full = x | sum(map(bits, x_cells))
        x_time = self._first_line_time(x_full, keys)
        o_time = self._first_line_time(self.full & ~x_full, keys)  # O gets every other cell
        if x_time < 0 and o_time < 0:
            return NO_LINE, -1, keys, x_cells, o_cells
        if o_time < 0 or 0 <= x_time < o_time:
            return X_LINE, x_time, keys, x_cells, o_cells
        return O_LINE, o_time, keys, x_cells, o_cells

    def _first_line_time(self, marks: int, keys: list[int]) -> int:
        """The smallest completion key of the lines full in ``marks``, or -1 when there is none."""
        best = -1
        for shifts, starts in self._runs:
            runs = marks
            for shift in shifts:
                runs &= runs >> shift
            while runs:
                low = runs & -runs
                runs ^= low
                done = max(map(keys.__getitem__, starts[low.bit_length() - 1]))
                if best < 0 or done < best:
                    best = done
        return best

    def _has_line(self, marks: int) -> bool:
        for shifts, _starts in self._runs:
            runs = marks
            for shift in shifts:
                runs &= runs >> shift
            if runs:
                return True
        return False


def _run_shifts(step: int, win_length: int) -> tuple[int, ...]:
    """Shifts that AND a board down to the start cells of its runs of ``win_length`` marks.

    After ANDing shifts of 1, 2, 4... steps the board marks runs of 2, 4, 8... cells; a last
    shift of the remainder tops the run up to ``win_length`` (never more than doubling it).
    """
    shifts = []
    length = 1
    while length * 2 <= win_length:
        shifts.append(length * step)
        length *= 2
    if length < win_length:
        shifts.append((win_length - length) * step)
    return tuple(shifts)


@cache
def playout_board(size: int, win_length: int) -> PlayoutBoard:
    """The (cached) playout tables of a board geometry."""
    return PlayoutBoard(size, win_length)


def playout_board_for(rules: Rules) -> PlayoutBoard:
    """The playout tables for ``rules`` (reverse rules use the same tables)."""
    return playout_board(rules.size, rules.win_length)


def line_maker_wins(result: int, reverse: bool) -> int:
    """The winner of a playout result: ``X_LINE`` for X, ``O_LINE`` for O, else ``NO_LINE``."""
    if result == NO_LINE or not reverse:
        return result
    return O_LINE if result == X_LINE else X_LINE
