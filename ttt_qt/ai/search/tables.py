"""The tables of the alpha-beta search: transposition entries and symmetries.

Transposition: a dict from a node's key to what a search found there, kept by the player's
``SearchMemory`` (``ai.memory``) for the rule set in use, so that its next moves, and a hint
or evaluation given the same memory, reuse one another's work; a ``Searcher`` without one gets
an empty table. An entry costs about 200 bytes (measured: the key, a 4-tuple of ints and the
dict slot), so a full table of ``MAX_ENTRIES`` takes about 40 MB; a table that reaches its cap
is emptied and fills again.

Symmetry: a search node is keyed by ``me | opp << cells``. Two positions that are images of
each other under one of the 8 rotations and reflections have the same value, so the searches
key such positions by their *canonical* form: the smallest key among the 8 images.
Transforming a key goes through lookup tables, one per symmetry and per byte of the key, so it
costs a few table lookups rather than one step per cell.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

# --- transposition ---------------------------------------------------------------------------

MAX_ENTRIES = 200_000
"""Entries per table before it is emptied."""

EXACT_DEPTH = 1_000
"""The depth stored with results that no horizon or pruning touched: valid at any depth."""

LOWER, UPPER, EXACT = 1, 2, 3
"""Bound flags of table entries."""

Entry = tuple[int, int, int, int]
"""(depth searched, bound flag, score, best cell in the key's frame or -1)."""

# --- symmetry ---------------------------------------------------------------------------------

_CHUNK_BITS = 8
_CHUNK_MASK = (1 << _CHUNK_BITS) - 1


def _cell_maps(size: int) -> tuple[tuple[int, ...], ...]:
    """For each symmetry, the image of every cell index (identity first)."""
    last = size - 1
    maps = []
    for symmetry in range(8):
        cells = []
        for index in range(size * size):
            r, c = divmod(index, size)
            row, col = (
                (r, c),
                (c, last - r),
                (last - r, last - c),
                (last - c, r),
                (r, last - c),
                (last - r, c),
                (c, r),
                (last - c, last - r),
            )[symmetry]
            cells.append(row * size + col)
        maps.append(tuple(cells))
    return tuple(maps)


class Symmetry(NamedTuple):
    """The symmetries of one board size.

    Attributes:
        size: cells per side.
        cell_map: ``cell_map[s][i]`` is the image of cell ``i`` under symmetry ``s`` (0 = identity).
        inverse_map: ``inverse_map[s][j]`` is the cell whose image under ``s`` is ``j``.
        key_tables: ``key_tables[s - 1]`` holds, for each byte of a packed key, a table from that
            byte's value to its transformed bits (symmetries 1 to 7).
    """

    size: int
    cell_map: tuple[tuple[int, ...], ...]
    inverse_map: tuple[tuple[int, ...], ...]
    key_tables: tuple[tuple[tuple[int, ...], ...], ...]

    def transform(self, symmetry: int, key: int) -> int:
        """The image of a packed key (or any bit mask of cells) under ``symmetry``."""
        if symmetry == 0:
            return key
        result = 0
        for table in self.key_tables[symmetry - 1]:
            result |= table[key & _CHUNK_MASK]
            key >>= _CHUNK_BITS
        return result

    def canonical(self, key: int) -> tuple[int, int]:
        """The smallest image of ``key`` and the symmetry that maps ``key`` onto it."""
        best, best_symmetry = key, 0
        for symmetry, tables in enumerate(self.key_tables, start=1):
            image = 0
            rest = key
            for table in tables:
                image |= table[rest & _CHUNK_MASK]
                rest >>= _CHUNK_BITS
            if image < best:
                best, best_symmetry = image, symmetry
        return best, best_symmetry

    def stabilizer(self, key: int) -> list[int]:
        """The symmetries (identity included) that map ``key`` onto itself."""
        return [0] + [s for s in range(1, 8) if self.transform(s, key) == key]

    def orbit_representative(self, cell: int, stabilizer: list[int]) -> int:
        """The smallest cell that ``cell`` is mapped to by the symmetries in ``stabilizer``."""
        return min(self.cell_map[s][cell] for s in stabilizer)


def _byte_tables(bit_images: list[int]) -> tuple[tuple[int, ...], ...]:
    """Per-byte tables mapping a byte of a key to the OR of its bits' images."""
    tables = []
    for start in range(0, len(bit_images), _CHUNK_BITS):
        singles = bit_images[start : start + _CHUNK_BITS]
        table = [0] * (1 << len(singles))
        for value in range(1, len(table)):
            low = value & -value
            table[value] = table[value ^ low] | singles[low.bit_length() - 1]
        tables.append(tuple(table))
    return tuple(tables)


@cache
def symmetry_of(size: int) -> Symmetry:
    """The (cached) symmetries of a ``size`` x ``size`` board, for keys of ``2 * size**2`` bits."""
    cells = size * size
    maps = _cell_maps(size)
    inverse = []
    for cell_map in maps:
        back = [0] * cells
        for index, image in enumerate(cell_map):
            back[image] = index
        inverse.append(tuple(back))
    key_tables = []
    for cell_map in maps[1:]:
        bit_images = [1 << cell_map[i] for i in range(cells)]
        bit_images += [1 << (cells + cell_map[i]) for i in range(cells)]
        key_tables.append(_byte_tables(bit_images))
    return Symmetry(
        size=size, cell_map=maps, inverse_map=tuple(inverse), key_tables=tuple(key_tables)
    )
