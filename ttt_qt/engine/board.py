"""The immutable board: two bitboards and the rules, the outcome computed as moves are played."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from .cells import cell_name
from .errors import IllegalMove, PositionError
from .gomoku import winning_runs, wins
from .renju import ForbiddenReason, forbidden_mask, forbidden_reason
from .rules import Rules
from .types import Mark, Move, other


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended.

    Attributes:
        winner: the winning mark, or None for a tie.
        line: the cells of the completed line (completed by the loser in reverse rules), or None.
    """

    winner: Mark | None
    line: tuple[Move, ...] | None = None

    @property
    def is_tie(self) -> bool:
        """True when nobody won."""
        return self.winner is None

    @property
    def loser(self) -> Mark | None:
        """The losing mark, or None for a tie."""
        return None if self.winner is None else other(self.winner)


class Board:
    """An immutable position: whose marks are where, whose turn it is, and whether it is over.

    ``play`` returns a new board; a board never changes, so it can be handed to another thread.
    Boards compare equal when their rules and marks are equal.

    Under Renju the cells forbidden to X are not legal moves for X (``forbidden_reason``
    says why); when X has no legal move left the game is over, a draw. A board under Renju
    is a ``RenjuBoard``, which ``Board(...)`` builds by itself: the other rules keep the
    common move's path free of Renju's questions.
    """

    __slots__ = ("_count", "_line_mark", "_line_mask", "_o", "_rules", "_x")

    _rules: Rules
    _x: int
    _o: int
    _count: int
    _line_mask: int
    _line_mark: Mark | None

    def __new__(cls, rules: Rules | None = None, *_args: object, **_kwargs: object) -> Board:
        """A ``RenjuBoard`` for Renju's rules, else a board of ``cls``."""
        if cls is Board and getattr(rules, "rule", None) == "renju":
            return object.__new__(RenjuBoard)
        return object.__new__(cls)

    def __init__(self, rules: Rules, x_bits: int = 0, o_bits: int = 0) -> None:
        """Build a board from bit masks, checking that a legal game can reach it.

        Raises:
            PositionError: the marks are not bit masks, overlap, fall off the board, have
                impossible counts, or show play after the game was already decided.
            TypeError: ``rules`` is not a ``Rules``.
        """
        if not isinstance(rules, Rules):
            raise TypeError(f"a board is played under Rules, not {rules!r}")
        for bits in (x_bits, o_bits):
            if isinstance(bits, bool) or not isinstance(bits, int):
                raise PositionError(f"marks are whole-number bit masks, not {bits!r}")
        full = rules.geometry.full
        if x_bits < 0 or o_bits < 0 or x_bits & ~full or o_bits & ~full:
            raise PositionError("marks lie outside the board")
        if x_bits & o_bits:
            raise PositionError("a cell holds both X and O")
        x_count, o_count = x_bits.bit_count(), o_bits.bit_count()
        if x_count not in (o_count, o_count + 1):
            raise PositionError(
                f"X moves first, so X has as many marks as O or one more (X {x_count}, O {o_count})"
            )
        self._set(rules, x_bits, o_bits)
        last: Mark = "X" if x_count > o_count else "O"
        self._line_mask, self._line_mark = 0, None
        for mark in ("X", "O"):
            bits = x_bits if mark == "X" else o_bits
            if rules.rule == "freestyle":
                lines = [line for line in rules.geometry.lines if bits & line == line]
            else:
                theirs = o_bits if mark == "X" else x_bits
                lines = winning_runs(rules.rule, mark, bits, theirs, rules.size)
            if not lines:
                continue
            if mark != last or not _one_move_made_all(lines):
                raise PositionError(f"{mark} has a line, but play went on after it")
            self._line_mask, self._line_mark = _whole_run(lines), mark

    def _set(self, rules: Rules, x_bits: int, o_bits: int) -> None:
        self._rules, self._x, self._o = rules, x_bits, o_bits
        self._count = x_bits.bit_count() + o_bits.bit_count()

    @classmethod
    def empty(cls, rules: Rules | None = None) -> Board:
        """The empty board of ``rules`` (classic 3 x 3 when not given)."""
        return cls(rules or Rules())

    @classmethod
    def from_rows(cls, rules: Rules, rows: Sequence[str]) -> Board:
        """Build a board from rows such as ``["X.O", ".X.", "..."]`` (``.`` or space: empty)."""
        if len(rows) != rules.size or any(len(row) != rules.size for row in rows):
            raise PositionError(f"expected {rules.size} rows of {rules.size} cells")
        x_bits = o_bits = 0
        for r, row in enumerate(rows):
            for c, char in enumerate(row.upper()):
                bit = 1 << (r * rules.size + c)
                if char == "X":
                    x_bits |= bit
                elif char == "O":
                    o_bits |= bit
                elif char not in ". -":
                    raise PositionError(f"unknown mark {char!r} in row {r + 1}")
        return cls(rules, x_bits, o_bits)

    @classmethod
    def from_moves(cls, rules: Rules, moves: Iterable[Move]) -> Board:
        """The board after playing ``moves`` from the empty board (IllegalMove on a bad one)."""
        board = cls.empty(rules)
        for move in moves:
            board = board.play(move)
        return board

    # --- reading -------------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules this board is played under."""
        return self._rules

    @property
    def x_bits(self) -> int:
        """Bit mask of X's cells (bit ``row * size + col``)."""
        return self._x

    @property
    def o_bits(self) -> int:
        """Bit mask of O's cells."""
        return self._o

    @property
    def move_count(self) -> int:
        """Number of marks on the board."""
        return self._count

    @property
    def to_move(self) -> Mark:
        """The mark that moves next ("X" on an empty board)."""
        return "X" if self._count % 2 == 0 else "O"

    @property
    def is_full(self) -> bool:
        """True when every cell holds a mark."""
        return self._count == self._rules.cell_count

    @property
    def completed_line(self) -> tuple[Move, ...] | None:
        """The cells of the completed line, if any (in reverse rules, the loser completed it).

        A run longer than the win length (six of five in a row) counts whole; when one move
        completes lines in two directions, the first one's.
        """
        if not self._line_mask:
            return None
        return tuple(self._moves_of(self._line_mask))

    @property
    def winner(self) -> Mark | None:
        """The winner: "X", "O" or None; in reverse rules, who did not complete the line."""
        if self._line_mark is None:
            return None
        return other(self._line_mark) if self._rules.reverse else self._line_mark

    @property
    def is_over(self) -> bool:
        """True when a line is complete or the board is full (or, under Renju, X is stuck)."""
        return self._line_mark is not None or self.is_full

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        if not self.is_over:
            return None
        return Outcome(self.winner, self.completed_line)

    def mark_at(self, move: Move) -> Mark | None:
        """The mark on cell ``move``, or None when it is empty."""
        bit = 1 << self._index(move)
        if self._x & bit:
            return "X"
        if self._o & bit:
            return "O"
        return None

    def legal_moves(self) -> list[Move]:
        """Every empty cell in row-major order; empty once the game is over.

        Under Renju, X's legal moves leave out the cells forbidden to X.
        """
        if self.is_over:
            return []
        occupied = self._x | self._o
        size = self._rules.size
        return [divmod(i, size) for i in range(size * size) if not occupied >> i & 1]

    def forbidden_reason(self, move: Move) -> ForbiddenReason | None:
        """Why the side to move may not play the empty cell ``move``, or None.

        Only X under Renju has forbidden cells: ``double three``, ``double four`` or
        ``overline``. None too for a taken cell or once the game is over (``play`` says why).
        """
        self._index(move)  # IllegalMove off the board, as under Renju
        return None

    def forbidden_moves(self) -> list[Move]:
        """The empty cells forbidden to the side to move, in row-major order (Renju, X only)."""
        return []

    def rows(self) -> tuple[tuple[Mark | None, ...], ...]:
        """The marks row by row, top row first."""
        size = self._rules.size
        return tuple(tuple(self.mark_at((r, c)) for c in range(size)) for r in range(size))

    # --- playing -------------------------------------------------------------------------------

    def play(self, move: Move) -> Board:
        """Return the board after the side to move plays ``move``.

        Raises:
            IllegalMove: the cell is off the board or occupied, the game is over, or (Renju)
                the cell is forbidden to X, with the reason.
        """
        if self.is_over:
            raise IllegalMove("the game is over")
        index = self._index(move)
        bit = 1 << index
        if (self._x | self._o) & bit:
            raise IllegalMove(f"cell {move} is already taken")
        mark = self.to_move
        x_bits, o_bits = (self._x | bit, self._o) if mark == "X" else (self._x, self._o | bit)
        mine = x_bits if mark == "X" else o_bits
        board = _new_board(self.__class__)
        board._set(self._rules, x_bits, o_bits)
        board._line_mask, board._line_mark = 0, None
        through = self._rules.geometry.lines_through[index]
        for line in through:
            if mine & line == line:  # rare: the rest is looked at only when a line is complete
                rule = self._rules.rule
                if rule == "freestyle":
                    completed = [window for window in through if mine & window == window]
                    board._line_mask, board._line_mark = _whole_run(completed), mark
                else:
                    theirs = o_bits if mark == "X" else x_bits
                    run = wins(rule, mark, mine, theirs, size=self._rules.size, cell=index)
                    if run:
                        board._line_mask, board._line_mark = run, mark
                break
        return board

    # --- helpers -------------------------------------------------------------------------------

    def _index(self, move: Move) -> int:
        size = self._rules.size
        try:
            row, col = move
        except (TypeError, ValueError):
            raise IllegalMove(f"a move is a (row, col) pair, not {move!r}") from None
        if not (isinstance(row, int) and isinstance(col, int)) or isinstance(row, bool):
            raise IllegalMove(f"a move is a pair of whole numbers, not {move!r}")
        if not (0 <= row < size and 0 <= col < size):
            raise IllegalMove(f"cell {move} is off the {size} x {size} board")
        return row * size + col

    def _moves_of(self, mask: int) -> Iterator[Move]:
        size = self._rules.size
        return (divmod(i, size) for i in range(size * size) if mask >> i & 1)

    def __eq__(self, other_board: object) -> bool:
        if not isinstance(other_board, Board):
            return NotImplemented
        return (self._rules, self._x, self._o) == (
            other_board._rules,
            other_board._x,
            other_board._o,
        )

    def __hash__(self) -> int:
        return hash((self._rules, self._x, self._o))

    def __repr__(self) -> str:
        rows = ["".join(mark or "." for mark in row) for row in self.rows()]
        return f"Board({self._rules!r}, rows={rows!r})"

    def __str__(self) -> str:
        return "\n".join(" ".join(mark or "." for mark in row) for row in self.rows())


_new_board = object.__new__
"""A board's allocation without ``Board.__new__``'s choice (``play`` knows the class)."""


class RenjuBoard(Board):
    """A board under Renju: the cells forbidden to X are not X's legal moves.

    ``play`` refuses them with the reason; when X has no legal move left the game is over, a
    draw. The forbidden cells of a position are found once, when first asked for.
    """

    __slots__ = ("_forbidden",)

    _forbidden: int

    @property
    def is_over(self) -> bool:
        """True when a line is complete, the board is full, or X may play no cell."""
        if self._line_mark is not None or self.is_full:
            return True
        return self._count % 2 == 0 and self._x_is_stuck()

    def _x_is_stuck(self) -> bool:
        """True when every empty cell is forbidden to X (Renju, X to move).

        Looks for one cell X may play, which is soon found, rather than for every forbidden one.
        """
        empty = self._rules.geometry.full & ~(self._x | self._o)
        try:
            return not empty & ~self._forbidden
        except AttributeError:
            pass
        size = self._rules.size
        while empty:
            low = empty & -empty
            if forbidden_reason(self._x, self._o, size, low.bit_length() - 1) is None:
                return False
            empty ^= low
        return True

    def _forbidden_mask(self) -> int:
        """The cells forbidden to the side to move (only X under Renju has any), computed once."""
        try:
            return self._forbidden
        except AttributeError:
            pass
        forbidden = 0
        if self._count % 2 == 0:
            forbidden = forbidden_mask(self._x, self._o, self._rules.size)
        self._forbidden = forbidden
        return forbidden

    def legal_moves(self) -> list[Move]:
        """Every empty cell X (to move) may play, or O any, in row-major order; [] once over."""
        if self.is_over:
            return []
        occupied = self._x | self._o | self._forbidden_mask()
        size = self._rules.size
        return [divmod(i, size) for i in range(size * size) if not occupied >> i & 1]

    def forbidden_reason(self, move: Move) -> ForbiddenReason | None:
        """Why X, to move, may not play the empty cell ``move``, or None (see ``Board``)."""
        index = self._index(move)
        if self._count % 2 or self._line_mark is not None or (self._x | self._o) >> index & 1:
            return None
        return forbidden_reason(self._x, self._o, self._rules.size, index)

    def forbidden_moves(self) -> list[Move]:
        """The empty cells forbidden to X, to move, in row-major order."""
        if self._line_mark is not None:
            return []
        forbidden = self._forbidden_mask()
        return list(self._moves_of(forbidden)) if forbidden else []

    def play(self, move: Move) -> Board:
        """``Board.play``, refusing a cell forbidden to X with the reason."""
        if self._count % 2 == 0 and not self.is_over:
            index = self._index(move)
            if not (self._x | self._o) >> index & 1:
                reason = forbidden_reason(self._x, self._o, self._rules.size, index)
                if reason is not None:
                    raise IllegalMove(
                        f"{cell_name(move)} is forbidden to X under Renju rules ({reason})"
                    )
        return super().play(move)


def _one_move_made_all(lines: list[int]) -> bool:
    """True when the lines share a cell, so that a single last move could complete them all."""
    common = lines[0]
    for line in lines[1:]:
        common &= line
    return common != 0


def _whole_run(lines: list[int]) -> int:
    """The first of the completed ``lines`` (masks), with those running along it.

    Windows in one direction overlap the run they extend in two cells or more; a window in
    another direction crosses it in one cell only.
    """
    run, rest = lines[0], lines[1:]
    grown = True
    while grown:
        grown = False
        for line in rest:
            if line & ~run and (line & run).bit_count() >= 2:
                run |= line
                grown = True
    return run
