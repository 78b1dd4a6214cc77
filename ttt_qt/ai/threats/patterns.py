"""Line patterns: what one stone makes along one line, and what a cell is worth to a player.

A *window* is the ``2k - 1`` cells of one line centred on a cell, read for one player: each
cell is empty, the player's own stone, or blocked (the opponent's stone or off the board).
Putting the player's stone in the centre makes one of the shapes below, the strongest that
any ``k``-cell segment through the centre allows. The shapes are found by trying the moves
that follow (a three is what one more stone turns into a four), so broken shapes such as
``XX.X`` count like solid ones, for any ``k``. Results are cached by window.

Which run wins is the rule's (``LINE_RULES``): five or more under freestyle; exactly five
under standard and for X under Renju; five or more not blocked at both ends under Caro. The
rules other than freestyle need the cell beyond each end of a five, so their windows are
``2k + 1`` cells (``rule_shape``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ttt_qt.engine import GomokuRule

EMPTY, OWN, BLOCKED, EDGE = 0, 1, 2, 3
"""What a window cell holds, seen from the player whose shape is read: ``EDGE`` (off the
board) only in the windows of the rules other than freestyle, where it is told apart from
the opponent's stone (Caro); freestyle windows read both as ``BLOCKED``."""

DEAD, ONE, TWO, THREE, OPEN_THREE, FOUR, OPEN_FOUR, FIVE = range(8)
"""Shapes, weakest first: ``FIVE`` completes the line (k in a row, whatever k is);
``OPEN_FOUR`` leaves two cells that complete it (the opponent cannot block both);
``FOUR`` leaves one; ``OPEN_THREE`` is one move from an open four; ``THREE`` one move from a
four; ``TWO`` one move from an open three; ``ONE`` has room for a line; ``DEAD`` has none."""

SHAPE_WEIGHTS = (0, 1, 12, 40, 450, 500, 1_000_000, 10_000_000)
"""What each shape adds to a cell's worth."""

WIN_SCORE = 10_000_000
"""A cell worth this much completes a line."""
SURE_WIN_SCORE = 1_000_000
"""A cell worth this much makes an open four or two fours: it wins unless the opponent
already threatens to complete a line."""
FOUR_THREE_SCORE = 100_000
DOUBLE_THREE_SCORE = 50_000


@cache
def shape_table(win_length: int) -> dict[int, int]:
    """An (initially empty) cache of window key -> shape for lines of ``win_length``."""
    return {}


def window_key(cells: tuple[int, ...]) -> int:
    """The key of a window's ``2k - 2`` side cells (the centre left out), in base 3."""
    key = 0
    for value in cells:
        key = key * 3 + value
    return key


def shape_of(win_length: int, key: int) -> int:
    """The shape the player makes by playing the centre of the window with this key."""
    table = shape_table(win_length)
    shape = table.get(key)
    if shape is None:
        shape = _classify(win_length, _cells_of(win_length, key))
        table[key] = shape
    return shape


def _cells_of(win_length: int, key: int) -> list[int]:
    """The full window (centre included, as an own stone) of ``key``."""
    side = 2 * win_length - 2
    values = []
    for _ in range(side):
        key, value = divmod(key, 3)
        values.append(value)
    values.reverse()
    half = win_length - 1
    return [*values[:half], OWN, *values[half:]]


def _run_ends(cells: list[int], centre: int) -> tuple[int, int]:
    """The first and last index of the run of own stones through ``centre``."""
    first = last = centre
    while first > 0 and cells[first - 1] == OWN:
        first -= 1
    while last < len(cells) - 1 and cells[last + 1] == OWN:
        last += 1
    return first, last


def five_or_more(win_length: int, cells: list[int]) -> bool:
    """Freestyle: the run through the centre of a ``2k - 1`` window is ``k`` or more long."""
    first, last = _run_ends(cells, win_length - 1)
    return last - first + 1 >= win_length


def exactly_five(win_length: int, cells: list[int]) -> bool:
    """Standard (and X under Renju): the run through the centre of a ``2k + 1`` window is ``k``.

    A run of exactly ``k`` through the centre never touches the window's ends, so the cells
    beside it are in the window.
    """
    first, last = _run_ends(cells, win_length)
    return last - first + 1 == win_length


def unblocked_five(win_length: int, cells: list[int]) -> bool:
    """Caro: a run of ``k`` or more through the centre, not blocked at both ends by the opponent.

    Off the board (``EDGE``) does not block; a run that reaches the window's end is longer
    than ``k`` and counted as open there.
    """
    first, last = _run_ends(cells, win_length)
    if last - first + 1 < win_length:
        return False
    before = cells[first - 1] if first > 0 else EMPTY
    after = cells[last + 1] if last < len(cells) - 1 else EMPTY
    return not (before == BLOCKED and after == BLOCKED)


LineWins = Callable[[int, list[int]], bool]
"""Whether a window (centre included) holds a winning run through its centre, for ``k``."""

LINE_RULES: dict[GomokuRule, tuple[LineWins, LineWins]] = {
    "freestyle": (five_or_more, five_or_more),
    "standard": (exactly_five, exactly_five),
    "renju": (exactly_five, five_or_more),
    "caro": (unblocked_five, unblocked_five),
}
"""Per gomoku rule, the winning run for X and for O."""


@cache
def rule_shape(wins: LineWins, win_length: int, window: tuple[int, ...]) -> int:
    """The shape an own stone in the centre of a ``2k + 1`` ``window`` makes under ``wins``.

    The window's cells are ``EMPTY``, ``OWN``, ``BLOCKED`` (the opponent's) or ``EDGE``; the
    cell beyond each end of a ``k``-segment is in it, for the rules that look there. The
    freestyle windows of ``Position`` are ``2k - 1`` long and read by ``shape_of``; a
    ``five_or_more`` line read here ignores its outermost cells.
    """
    cells = [*window]
    cells[win_length] = OWN
    if wins is five_or_more:
        return _classify(win_length, cells[1:-1], five_or_more)
    return _classify(win_length, cells, wins)


def _four_level(win_length: int, cells: list[int], wins: LineWins) -> int:
    """FIVE, OPEN_FOUR, FOUR or DEAD for the window as it stands."""
    if wins(win_length, cells):
        return FIVE
    completions = 0
    for index, value in enumerate(cells):
        if value == EMPTY:
            cells[index] = OWN
            completions += wins(win_length, cells)
            cells[index] = EMPTY
    return OPEN_FOUR if completions >= 2 else FOUR if completions else DEAD


def _has_room(win_length: int, cells: list[int]) -> bool:
    """True when a ``k``-segment through the centre holds no opponent's stone and no edge."""
    centre = len(cells) // 2
    return any(
        all(value in (EMPTY, OWN) for value in cells[start : start + win_length])
        for start in range(max(centre - win_length + 1, 0), centre + 1)
        if start + win_length <= len(cells)
    )


def _classify(win_length: int, cells: list[int], wins: LineWins = five_or_more) -> int:
    level = _four_level(win_length, cells, wins)
    if level != DEAD:
        return level
    if not _has_room(win_length, cells):
        return DEAD
    best = ONE
    for index, value in enumerate(cells):
        if value != EMPTY:
            continue
        cells[index] = OWN
        after = _four_level(win_length, cells, wins)
        if after == OPEN_FOUR:
            best = OPEN_THREE
        elif after == FOUR and best < THREE:
            best = THREE
        elif best < TWO and _makes_open_three(win_length, cells, wins):
            best = TWO
        cells[index] = EMPTY
        if best == OPEN_THREE:
            break
    return best


def _makes_open_three(win_length: int, cells: list[int], wins: LineWins) -> bool:
    """True when one more own stone in the window makes an open four."""
    for index, value in enumerate(cells):
        if value != EMPTY:
            continue
        cells[index] = OWN
        level = _four_level(win_length, cells, wins)
        cells[index] = EMPTY
        if level == OPEN_FOUR:
            return True
    return False


def _shapes(code: int) -> list[int]:
    """The four directions' shapes packed in ``code`` as ``s0 << 9 | s1 << 6 | s2 << 3 | s3``."""
    return [(code >> shift) & 7 for shift in (9, 6, 3, 0)]


@cache
def forbidden_table() -> tuple[bool, ...]:
    """Per code, whether the cell may be forbidden to X under Renju: a double four or three.

    No five, and two lines of four (open or not), two open threes, or an open four, which
    may be two fours in one line (three stones with one more a gap away on each side) as
    well as a straight four. Renju's finer definitions (a three is one whose straight four
    would itself be allowed) are the engine's, which ``Position.forbidden`` asks for the
    cells flagged here.
    """
    table = []
    for code in range(8**4):
        shapes = _shapes(code)
        fours = sum(shape >= FOUR for shape in shapes)
        doubled = fours >= 2 or shapes.count(OPEN_THREE) >= 2 or OPEN_FOUR in shapes
        table.append(FIVE not in shapes and doubled)
    return tuple(table)


@cache
def combine_table() -> tuple[int, ...]:
    """A cell's worth from its four shapes (one per direction), indexed by their code."""
    return tuple(_combine(_shapes(code)) for code in range(8**4))


@cache
def top_table() -> tuple[int, ...]:
    """The strongest of a cell's four shapes, indexed like ``combine_table``."""
    return tuple(max(_shapes(code)) for code in range(8**4))


TERMS = (
    "one",
    "two",
    "three",
    "open three",
    "four",
    "two and two",
    "three and two",
    "three and three",
    "open three and two",
    "open three and three",
    "four and two",
    "four and three",
    "double three",
    "four-three",
    "sure win",
)
"""What the evaluation counts of a cell for a player (``cell_terms``): one of the last three
when the shapes combine into a double threat (two open threes; a four and an open three; an
open four or two fours); otherwise each direction's shape from ``ONE`` to ``FOUR``, and each
pair of directions whose shapes are both ``TWO`` or better, by the two shapes."""
DOUBLE_THREE_TERM, FOUR_THREE_TERM, SURE_WIN_TERM = 12, 13, 14
PAIR_TERMS = {
    (TWO, TWO): 5,
    (THREE, TWO): 6,
    (THREE, THREE): 7,
    (OPEN_THREE, TWO): 8,
    (OPEN_THREE, THREE): 9,
    (FOUR, TWO): 10,
    (FOUR, THREE): 11,
}
"""The term of a pair of directions by their shapes, stronger first."""
_DOUBLE_THREAT_TERMS = {
    SURE_WIN_SCORE: SURE_WIN_TERM,
    FOUR_THREE_SCORE: FOUR_THREE_TERM,
    DOUBLE_THREE_SCORE: DOUBLE_THREE_TERM,
}
"""The term of a cell whose shapes ``_combine`` scores as a double threat, by that score."""


def cell_terms(code: int) -> tuple[int, ...]:
    """How many of each of ``TERMS`` a cell with this code holds (none for a five)."""
    shapes = _shapes(code)
    counts = [0] * len(TERMS)
    combined = _combine(shapes)
    if combined == WIN_SCORE:
        return tuple(counts)
    if combined in _DOUBLE_THREAT_TERMS:
        counts[_DOUBLE_THREAT_TERMS[combined]] = 1
    else:
        for shape in shapes:
            if ONE <= shape <= FOUR:
                counts[shape - ONE] += 1
        strong = sorted((shape for shape in shapes if shape >= TWO), reverse=True)
        for first, stronger in enumerate(strong):
            for weaker in strong[first + 1 :]:
                counts[PAIR_TERMS[stronger, weaker]] += 1
    return tuple(counts)


def term_table(weights: tuple[int, ...]) -> tuple[int, ...]:
    """Per code, the cell's score under ``weights`` (one per term of ``TERMS``)."""
    return tuple(
        sum(weight * count for weight, count in zip(weights, cell_terms(code), strict=True))
        for code in range(8**4)
    )


def _combine(shapes: list[int]) -> int:
    if FIVE in shapes:
        return WIN_SCORE
    fours = sum(shape >= FOUR for shape in shapes)
    if OPEN_FOUR in shapes or fours >= 2:
        return SURE_WIN_SCORE
    threes = shapes.count(OPEN_THREE)
    if fours and threes:
        return FOUR_THREE_SCORE
    if threes >= 2:
        return DOUBLE_THREE_SCORE
    return sum(SHAPE_WEIGHTS[shape] for shape in shapes)
