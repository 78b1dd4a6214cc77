"""The bitboard geometry of an N x N board with k in a row, in two views.

- The *plain* view: cell ``(row, col)`` is bit ``row * size + col`` (the engine's boards, the
  rule-based players and the alpha-beta search use it).
- The *padded* view: cell ``(row, col)`` is bit ``row * (size + 1) + col``, so every row ends
  with an always-empty guard bit. Shifting a board by 1, ``size``, ``size + 1`` or ``size + 2``
  then moves every mark one step along a line without wrapping round a row (the random
  playouts use it).

Both views answer the same questions with the same methods: the lines, the lines through a
cell, the cells that complete a line, whether a move completes one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

_DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


@dataclass(frozen=True, slots=True)
class Geometry:
    """Bit masks of a ``size`` x ``size`` board with lines of ``win_length`` cells, in one view.

    Cell index ``row * size + col`` is bit ``cell_bits[index]`` of a mask: bit ``index`` in the
    plain view (``stride == size``), bit ``row * (size + 1) + col`` in the padded view.

    Attributes:
        size: cells per side.
        win_length: cells in a winning line.
        stride: bits per row (``size``, or ``size + 1`` in the padded view).
        full: mask with every cell set.
        lines: every winning line, as a mask.
        line_cells: for each line (same order), its cell indices.
        lines_through: for each cell index, the masks of the lines through it.
        cell_bits: for each cell index, its bit.
        cell_of_bit: the cell index of each cell bit.
        neighbours: for each cell index, the mask of the cells at most one step away (itself
            included).
    """

    size: int
    win_length: int
    stride: int
    full: int
    lines: tuple[int, ...]
    line_cells: tuple[tuple[int, ...], ...]
    lines_through: tuple[tuple[int, ...], ...]
    cell_bits: tuple[int, ...]
    cell_of_bit: dict[int, int]
    neighbours: tuple[int, ...]

    @property
    def padded(self) -> Geometry:
        """The padded view of the same board."""
        return geometry(self.size, self.win_length, padded=True)

    def pad(self, bits: int) -> int:
        """This view's mask of a plain mask (bit ``row * size + col``)."""
        if self.stride == self.size:
            return bits
        return sum(self.cell_bits[cell] for cell in range(self.size**2) if bits >> cell & 1)

    def unpad(self, mask: int) -> int:
        """The plain mask of one of this view's masks."""
        if self.stride == self.size:
            return mask
        return sum(1 << cell for cell, bit in enumerate(self.cell_bits) if mask & bit)

    def cells_in(self, mask: int) -> list[int]:
        """The cell indices set in ``mask``, in order."""
        return [cell for cell, bit in enumerate(self.cell_bits) if mask & bit]

    def completing_cells(self, mine: int, theirs: int) -> int:
        """The empty cells where one more mark of ``mine`` completes a line."""
        found = 0
        for line in self.lines:
            if not line & theirs:
                rest = line & ~mine
                if rest and not rest & (rest - 1):
                    found |= rest
        return found

    def new_completing_cells(self, mine: int, theirs: int, cell: int) -> int:
        """The completing cells that lines through ``cell`` give ``mine`` once it holds ``cell``."""
        after = mine | self.cell_bits[cell]
        found = 0
        for line in self.lines_through[cell]:
            if not line & theirs:
                rest = line & ~after
                if rest and not rest & (rest - 1):
                    found |= rest
        return found

    def completes_line(self, mine: int, cell: int) -> bool:
        """True when ``mine`` holding ``cell`` (already or by playing it) has a line through it."""
        after = mine | self.cell_bits[cell]
        return any(after & line == line for line in self.lines_through[cell])

    def around(self, marks: int, radius: int) -> int:
        """The mask of cells within ``radius`` king steps of ``marks`` (marks included)."""
        if self.stride == self.size:
            padded = self.padded
            return padded.unpad(padded.around(padded.pad(marks), radius))
        stride = self.stride
        for _ in range(radius):
            grown = marks | marks << 1 | marks >> 1
            marks = grown | grown << stride | grown >> stride
        return marks & self.full


@cache
def geometry(size: int, win_length: int, padded: bool = False) -> Geometry:
    """The (cached) geometry of a board of ``size`` with lines of ``win_length``, in one view."""
    stride = size + 1 if padded else size
    cell_bits = tuple(1 << (row * stride + col) for row in range(size) for col in range(size))
    # The plain view lists lines cell by cell, the padded one direction by direction: the
    # orders the engine and the players were built and measured with (float sums over the
    # lines through a cell, as MCTS's priors, depend on the order).
    starts = [(row, col) for row in range(size) for col in range(size)]
    if padded:
        order = [(start, step) for step in _DIRECTIONS for start in starts]
    else:
        order = [(start, step) for start in starts for step in _DIRECTIONS]
    cells_of_lines: list[tuple[int, ...]] = []
    for (row, col), (d_row, d_col) in order:
        end_row = row + d_row * (win_length - 1)
        end_col = col + d_col * (win_length - 1)
        if 0 <= end_row < size and 0 <= end_col < size:
            cells_of_lines.append(
                tuple((row + d_row * i) * size + col + d_col * i for i in range(win_length))
            )
    masks = tuple(sum(cell_bits[cell] for cell in cells) for cells in cells_of_lines)
    through: list[list[int]] = [[] for _ in range(size * size)]
    for mask, cells in zip(masks, cells_of_lines, strict=True):
        for cell in cells:
            through[cell].append(mask)
    neighbours = []
    for row in range(size):
        for col in range(size):
            mask = 0
            for r in range(max(0, row - 1), min(size, row + 2)):
                for c in range(max(0, col - 1), min(size, col + 2)):
                    mask |= cell_bits[r * size + c]
            neighbours.append(mask)
    return Geometry(
        size=size,
        win_length=win_length,
        stride=stride,
        full=sum(cell_bits),
        lines=masks,
        line_cells=tuple(cells_of_lines),
        lines_through=tuple(tuple(masks_) for masks_ in through),
        cell_bits=cell_bits,
        cell_of_bit={bit: cell for cell, bit in enumerate(cell_bits)},
        neighbours=tuple(neighbours),
    )
