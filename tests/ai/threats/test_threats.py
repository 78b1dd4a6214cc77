"""The threat-aware player: line shapes, incremental cell worth, VCF wins taken and stopped.

The VCF checks use an oracle written here on the engine's bit masks alone (no code of the
player), so a win the player misses or a stop it fails to make shows up as a failure.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests import helpers
from ttt_qt.ai import Limit, create, info, last_result
from ttt_qt.ai.threats import player as player_module
from ttt_qt.ai.threats import threat_space
from ttt_qt.ai.threats.patterns import (
    DEAD,
    FIVE,
    FOUR,
    ONE,
    OPEN_FOUR,
    OPEN_THREE,
    TERMS,
    THREE,
    TWO,
    cell_terms,
    shape_of,
    term_table,
    window_key,
)
from ttt_qt.ai.threats.player import ThreatStrategy, own_vct_depth
from ttt_qt.ai.threats.position import Position
from ttt_qt.ai.threats.roots import ROOT_WIDTH, root_moves
from ttt_qt.ai.threats.threat_space import ThreatSearch
from ttt_qt.engine import Board, Mark, Move, Rules, other, parse_moves

# --- shapes ---------------------------------------------------------------------------------


def shape(window: str, win_length: int = 5) -> int:
    """The shape of a window written like ``..xx*....`` (``*`` is the stone played)."""
    values = {".": 0, "x": 1, "o": 2, "|": 2}
    return shape_of(win_length, window_key(tuple(values[c] for c in window.replace("*", ""))))


@pytest.mark.parametrize(
    ("window", "expected"),
    [
        ("xxxx*....", FIVE),
        ("..xx*xx..", FIVE),
        (".xxx*....", OPEN_FOUR),
        ("..xx*x...", OPEN_FOUR),
        ("o.xx*x.o.", OPEN_FOUR),
        ("x.xx*.x..", OPEN_FOUR),  # two fours on one line: x.xx* and xx*.x
        ("oxxx*....", FOUR),
        ("..x.*xx..", FOUR),
        ("..xx*....", OPEN_THREE),
        ("..x.*x...", OPEN_THREE),
        ("o.xx*....", OPEN_THREE),
        ("oxx.*....", THREE),
        ("..xo*xx..", THREE),
        ("...x*....", TWO),
        ("....*....", ONE),
        ("oxxx*o...", DEAD),
        ("|||.*.o..", DEAD),
    ],
)
def test_shapes_of_five_in_a_row(window: str, expected: int) -> None:
    assert shape(window) == expected


@pytest.mark.parametrize(
    ("window", "expected"),
    [
        ("xxx*...", FIVE),
        ("|xx*...", FOUR),
        (".xx*...", OPEN_FOUR),
        ("..x*...", OPEN_THREE),
        (".x.*...", OPEN_THREE),
        ("...*...", TWO),
        ("ox.*o..", DEAD),
    ],
)
def test_shapes_of_four_in_a_row(window: str, expected: int) -> None:
    assert shape(window, 4) == expected


def code(*shapes: int) -> int:
    """The packed code of a cell with these four shapes, one a direction."""
    first, second, third, fourth = shapes
    return first << 9 | second << 6 | third << 3 | fourth


def terms(*shapes: int) -> dict[str, int]:
    """The terms a cell with these shapes holds, by name, those it holds none of left out."""
    return {name: n for name, n in zip(TERMS, cell_terms(code(*shapes)), strict=True) if n}


@pytest.mark.parametrize(
    ("shapes", "expected"),
    [
        ((FIVE, OPEN_THREE, TWO, ONE), {}),
        ((OPEN_FOUR, ONE, DEAD, DEAD), {"sure win": 1}),
        ((FOUR, FOUR, TWO, ONE), {"sure win": 1}),
        ((FOUR, OPEN_THREE, TWO, ONE), {"four-three": 1}),
        ((OPEN_THREE, OPEN_THREE, THREE, ONE), {"double three": 1}),
        ((ONE, ONE, DEAD, ONE), {"one": 3}),
        ((TWO, ONE, TWO, DEAD), {"one": 1, "two": 2, "two and two": 1}),
        (
            (OPEN_THREE, THREE, TWO, DEAD),
            {
                "two": 1,
                "three": 1,
                "open three": 1,
                "three and two": 1,
                "open three and two": 1,
                "open three and three": 1,
            },
        ),
        ((FOUR, THREE, DEAD, DEAD), {"three": 1, "four": 1, "four and three": 1}),
    ],
)
def test_a_cells_terms_count_its_shapes_and_their_pairs(
    shapes: tuple[int, int, int, int], expected: dict[str, int]
) -> None:
    assert terms(*shapes) == expected


def test_a_term_table_weighs_every_code_by_its_terms() -> None:
    weights = tuple(10**index for index in range(len(TERMS)))
    table = term_table(weights)
    assert table[code(TWO, ONE, TWO, DEAD)] == 10**0 + 2 * 10**1 + 10 ** TERMS.index("two and two")
    assert table[code(FOUR, OPEN_THREE, DEAD, DEAD)] == 10 ** TERMS.index("four-three")
    assert table[code(FIVE, DEAD, DEAD, DEAD)] == 0


# --- the incremental position ---------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(st.integers(7, 15), st.integers(4, 5), st.randoms(use_true_random=False))
def test_play_and_undo_keep_every_cells_worth_as_if_built_afresh(
    size: int, win_length: int, rng: random.Random
) -> None:
    rules = Rules(size, win_length)
    board = Board.empty(rules)
    position = Position(board)
    for _ in range(rng.randint(1, 30)):
        if board.is_over:
            break
        move = rng.choice(board.legal_moves())
        board = board.play(move)
        position.play(position.index(move))
        if rng.random() < 0.3:  # take it back and play it again
            position.undo(position.index(move))
            position.play(position.index(move))
    fresh = Position(board)
    assert position.worth == fresh.worth
    assert position.shapes == fresh.shapes
    assert position.candidates == fresh.candidates
    assert position.hash == fresh.hash


# --- an oracle on the engine's bit masks ----------------------------------------------------


@cache
def line_masks(rules: Rules) -> tuple[int, ...]:
    return rules.geometry.lines


def completing(rules: Rules, own: int, theirs: int) -> set[int]:
    """Cells (bit indices) where ``own`` completes a line."""
    cells = set()
    for line in line_masks(rules):
        if line & theirs:
            continue
        rest = line & ~own
        if rest.bit_count() == 1:
            cells.add(rest.bit_length() - 1)
    return cells


def line_builders(rules: Rules, own: int, theirs: int, stones: int) -> set[int]:
    """The empty cells of every line free of ``theirs`` that holds ``stones`` of ``own``."""
    cells = set()
    for line in line_masks(rules):
        if line & theirs or (line & own).bit_count() != stones:
            continue
        rest = line & ~own
        while rest:
            low = rest & -rest
            cells.add(low.bit_length() - 1)
            rest ^= low
    return cells


def four_makers(rules: Rules, own: int, theirs: int) -> set[int]:
    """Cells where ``own`` would then have a completing cell."""
    return line_builders(rules, own, theirs, rules.win_length - 2)


def oracle_vcf(rules: Rules, own: int, theirs: int, depth: int) -> bool:
    """True when the side with ``own`` stones, to move, wins by at most ``depth`` fours."""
    if completing(rules, own, theirs):
        return True
    threats = completing(rules, theirs, own)
    if depth == 0 or len(threats) > 1:
        return False
    moves = four_makers(rules, own, theirs)
    if threats:
        moves &= threats
    for cell in moves:
        after = own | 1 << cell
        if completing(rules, theirs, after):
            continue  # the defender completes a line first
        wins = completing(rules, after, theirs)
        if len(wins) >= 2:
            return True
        (block,) = wins
        if oracle_vcf(rules, after, theirs | 1 << block, depth - 1):
            return True
    return False


def bits_of(board: Board, mark: Mark) -> int:
    return board.x_bits if mark == "X" else board.o_bits


def vcf_for(board: Board, mark: Mark, depth: int = 3) -> bool:
    return oracle_vcf(board.rules, bits_of(board, mark), bits_of(board, other(mark)), depth)


def move_bit(board: Board, move: Move) -> int:
    return move[0] * board.rules.size + move[1]


def wins_by_fours(board: Board, player: ThreatStrategy, plies: int = 30) -> bool:
    """Play ``player`` against a defender that always blocks: True when every move of the
    player threatened to complete a line and the player completed one."""
    attacker = board.to_move
    for _ in range(plies):
        board = board.play(player.choose(board))
        if board.is_over:
            return board.winner == attacker
        rules = board.rules
        threats = completing(rules, bits_of(board, attacker), bits_of(board, other(attacker)))
        if not threats:
            return False
        block = min(threats)
        board = board.play(divmod(block, rules.size))
        if board.is_over:
            return False
    return False


def quick_player() -> ThreatStrategy:
    return ThreatStrategy(time_limit=30.0, max_depth=2)


# --- hand-written positions -----------------------------------------------------------------

# Hand-written 15 x 15 positions, X to move, top rows first (rows not shown are empty).
HAND_VCF = [
    # An open three on the diagonal: the four that follows is open.
    """
    ...............
    ...............
    ...............
    ...............
    ......X........
    .......X.......
    ........X......
    ...............
    ....OOO........
    ...............
    ..O.........X..
    """,
    # Two closed threes, on row 8 and column I, meet at I8: one move makes two fours.
    """
    .O.............
    ...............
    ........O......
    ........X......
    ........X......
    ........X......
    ...............
    ...OXXX........
    ...............
    ...............
    .O.............
    ...............
    .....O.....O...
    """,
    # H8 makes a closed four on row 8 and X.XX on column H; after the block, H7 makes an
    # open four.
    """
    .O.............
    ...............
    ...............
    ...............
    .......X.......
    .......X.......
    ...............
    ...OXXX........
    ...............
    ...............
    ...............
    ...............
    ..O.......O....
    .O.............
    """,
]


def hand_board(picture: str, extra: str = "") -> Board:
    """The board of a picture above, with ``extra`` as its last row."""
    rows = picture.split()
    rows += ["." * 15] * (14 - len(rows)) + [extra.ljust(15, ".")]
    return Board.from_rows(Rules(15, 5), rows)


@pytest.mark.parametrize("picture", HAND_VCF)
def test_hand_written_vcf_wins_are_played(picture: str) -> None:
    board = hand_board(picture)
    assert vcf_for(board, board.to_move, depth=4)
    assert wins_by_fours(board, quick_player())


def test_a_vcf_is_stopped_on_a_hand_written_board() -> None:
    # The third position above with O to move (X has one more stone, far away).
    board = hand_board(HAND_VCF[2], extra="..............X")
    assert board.to_move == "O"
    assert vcf_for(board, "X", depth=4)
    move = quick_player().choose(board)
    after = board.play(move)
    assert not vcf_for(after, "X", depth=4)


# --- generated positions --------------------------------------------------------------------


def random_position(
    rng: random.Random, sizes: tuple[int, ...] = (9, 10, 11, 12, 15)
) -> Board | None:
    """A game of random moves near the centre, stopped before anyone completes a line."""
    size = rng.choice(sizes)
    rules = Rules(size, 5)
    board = Board.empty(rules)
    middle = size // 2
    area = [
        (row, col) for row in range(middle - 3, middle + 4) for col in range(middle - 3, middle + 4)
    ]
    for _ in range(rng.randint(10, 22)):
        move = rng.choice([cell for cell in area if board.mark_at(cell) is None])
        after = board.play(move)
        if after.is_over:
            return None
        board = after
    return board


def is_of_kind(board: Board, kind: str) -> bool:
    """Whether the oracle finds ``board`` to be of ``kind``: the mover wins by two or three
    fours (``attack``) or by four or five (``long attack``), or must stop a win by two or
    three fours that it can stop (``defence``) with one move only (``only stop``)."""
    me, them = board.to_move, other(board.to_move)
    own, theirs = bits_of(board, me), bits_of(board, them)
    if completing(board.rules, own, theirs) or completing(board.rules, theirs, own):
        return False
    fours = {"attack": (1, 3), "long attack": (3, 5)}.get(kind)
    if fours is not None:
        return not vcf_for(board, me, fours[0]) and vcf_for(board, me, fours[1])
    if vcf_for(board, me, 6) or vcf_for(board, them, 1) or not vcf_for(board, them):
        return False
    stops = [m for m in board.legal_moves() if not vcf_for(board.play(m), them)]
    if kind == "defence":
        return bool(stops)
    # the only stop, and no longer win by fours after it
    return len(stops) == 1 and not vcf_for(board.play(stops[0]), them, 8)


@cache
def generated(kind: str, count: int) -> tuple[Board, ...]:
    """The first ``count`` random positions of ``kind`` (see ``is_of_kind``), from seed 17."""
    rng = random.Random(17)
    found: list[Board] = []
    while len(found) < count:
        board = random_position(rng, (9, 10) if kind == "only stop" else (9, 10, 11, 12, 15))
        if board is not None and is_of_kind(board, kind):
            found.append(board)
    return tuple(found)


# Finding the costlier kinds takes the generator seconds (the two only stops 13 s): the
# default run reads what it found from this file, checks each position's kind, and the slow
# run checks that the generator still finds exactly these.
STORED = Path(__file__).with_name("generated_positions.txt")
STORED_COUNTS = {"defence": 6, "long attack": 4, "only stop": 2}


def picture(board: Board) -> str:
    """``board`` on one line, its rows joined by ``/``."""
    return "/".join("".join(mark or "." for mark in row) for row in board.rows())


@cache
def stored(kind: str) -> tuple[Board, ...]:
    """The positions of ``kind`` in generated_positions.txt (lines ``kind: row/row/...``)."""
    boards = []
    for line in STORED.read_text(encoding="utf-8").splitlines():
        line_kind, _, rows = line.partition(": ")
        if line_kind == kind:
            row_list = rows.split("/")
            boards.append(Board.from_rows(Rules(len(row_list), 5), row_list))
    assert len(boards) == STORED_COUNTS[kind]
    return tuple(boards)


@pytest.mark.parametrize(
    ("kind", "index"), [(k, i) for k, n in STORED_COUNTS.items() for i in range(n)]
)
def test_each_stored_position_is_of_its_kind(kind: str, index: int) -> None:
    assert is_of_kind(stored(kind)[index], kind)


@pytest.mark.slow
@pytest.mark.parametrize("kind", STORED_COUNTS)
def test_the_generator_still_finds_the_stored_positions(kind: str) -> None:
    found = generated(kind, STORED_COUNTS[kind])
    assert [picture(board) for board in found] == [picture(board) for board in stored(kind)]


@pytest.mark.parametrize("index", range(8))
def test_generated_vcf_wins_are_played(index: int) -> None:
    board = generated("attack", 8)[index]
    assert wins_by_fours(board, quick_player())


@pytest.mark.parametrize("index", range(6))
def test_generated_vcf_threats_are_stopped(index: int) -> None:
    board = stored("defence")[index]
    them = other(board.to_move)
    move = quick_player().choose(board)
    assert not vcf_for(board.play(move), them)


# --- threats of threes: wins and stops the oracle checks one attacker move deep -----------


def three_makers(rules: Rules, own: int, theirs: int) -> set[int]:
    """Cells where ``own`` would then have ``k - 2`` stones in a line free of ``theirs``."""
    return line_builders(rules, own, theirs, rules.win_length - 3)


def wins_against_every_reply(rules: Rules, own: int, theirs: int, depth: int = 2) -> bool:
    """True when whatever the defender (to move) plays, ``own`` then wins by fours."""
    taken = own | theirs
    return all(
        oracle_vcf(rules, own, theirs | 1 << reply, depth)
        for reply in range(rules.size * rules.size)
        if not taken >> reply & 1
    )


def oracle_vct(rules: Rules, own: int, theirs: int) -> bool:
    """True when ``own``, to move, wins by two fours, or by one threat after which every
    reply of the defender leaves it a win by two fours."""
    if oracle_vcf(rules, own, theirs, 2):
        return True
    if completing(rules, theirs, own):
        return False
    threats = three_makers(rules, own, theirs) | four_makers(rules, own, theirs)
    return any(wins_against_every_reply(rules, own | 1 << cell, theirs) for cell in threats)


# 15 x 15, X to move: one move makes two open threes (and no four exists yet).
HAND_VCT = [
    """
    ...............
    ...............
    ..O............
    ...............
    ...............
    ........X......
    ........X......
    ......XX.......
    ...............
    ...............
    ...............
    ...O...........
    ...........O...
    .......O.......
    """,
    # Two open twos on the diagonals meet at H8; O's two stones far away do not matter.
    """
    ..............O
    ...............
    ...............
    ...............
    ...............
    .....X...X.....
    ......X.X......
    ...............
    ...............
    ...............
    OO.............
    ...............
    ...............
    ..............O
    """,
]


@pytest.mark.parametrize("picture", HAND_VCT)
def test_hand_written_wins_by_threes_are_played(picture: str) -> None:
    board = hand_board(picture)
    assert board.to_move == "X"
    rules, own, theirs = board.rules, board.x_bits, board.o_bits
    assert not vcf_for(board, "X", depth=4)
    move = quick_player().choose(board)
    assert wins_against_every_reply(rules, own | 1 << move_bit(board, move), theirs)


# 9 x 9, O to move: X threatens two open threes at F5 (column F and row 5); X's stone on
# the bottom row plays no part.
HAND_DOUBLE_THREE = [
    "O.......O",
    ".........",
    ".....X...",
    ".....X...",
    "...XX....",
    ".........",
    ".........",
    ".........",
    "O...X...O",
]


def test_a_double_three_is_stopped_before_it_is_made() -> None:
    board = Board.from_rows(Rules(9, 5), HAND_DOUBLE_THREE)
    assert board.to_move == "O"
    rules = board.rules
    assert oracle_vct(rules, board.x_bits, board.o_bits)
    after = board.play(quick_player().choose(board))
    assert not oracle_vct(rules, after.x_bits, after.o_bits)


# 10 x 10, O to move, from a game the player once lost: X has an open three on the diagonal
# D6-F8 and a closed three on row 6. Blocking the diagonal at the far end (G9) or making
# fours on row 4 leaves X a win by threes and fours; only C5 stops everything.
HAND_ONLY_STOP = [
    "..........",
    "..........",
    "..........",
    "....XOOO..",
    "....O.....",
    "..OXXX....",
    "....X.....",
    ".....X....",
    "..........",
    "..........",
]


def test_the_only_stop_of_a_win_by_threes_is_played() -> None:
    board = Board.from_rows(Rules(10, 5), HAND_ONLY_STOP)
    assert board.to_move == "O"
    assert oracle_vct(board.rules, board.x_bits, board.o_bits)
    assert ThreatStrategy(time_limit=30.0, max_depth=3).choose(board) == (4, 2)


# 10 x 10 from a game the player once lost as O: X wins by threes and fours (three attacker
# moves). O's fours on row 6 (A6, B6) only delay it: after X's block X attacks again, and no
# move of O stops it. They once counted as stops.
DELAYING_FOURS = "E5 D4 F5 C5 E3 D6 E4 E6 D5 C6 F6 F8 E7"


def test_a_four_that_only_delays_a_win_by_threes_is_no_stop() -> None:
    rules = Rules(10, 5)
    board = Board.from_moves(rules, parse_moves(DELAYING_FOURS, rules))
    position = Position(board)
    search = ThreatSearch(position)
    assert [position.move(cell) for cell in sorted(position.fours(2))] == parse_moves(
        "A6 B6", rules
    )
    for four in parse_moves("A6 B6", rules):
        after = board.play(four)
        (block,) = completing(rules, after.o_bits, after.x_bits)
        again = Position(after.play(divmod(block, 10)))
        again.pass_turn()  # X moves again
        assert ThreatSearch(again).vct(3, 4)
    every_cell = sorted(position.candidates)
    stops, unchecked = search.stops_among(every_cell, lambda found: found.vct(3, 4))
    assert (stops, unchecked) == ([], None)


# 10 x 10 from a game the player once lost as X (40 moves, X to move). X played I4; O's quiet
# reply I6 then set up a win by continuous fours (H7, I8, H9, ...) that no move of X stops.
SET_UP_GAME = (
    "F6 E5 D6 F5 D5 E6 D7 D8 E7 E4 C7 F7 C5 B4 C4 C6 D3 D4 C3 G4 "
    "E2 B5 B3 E3 H4 G5 B7 A7 F8 G9 G7 H6 C2 C1 D2 F2 I7 H5 I5 G6"
)


def set_up_game_board() -> Board:
    rules = Rules(10, 5)
    return Board.from_moves(rules, parse_moves(SET_UP_GAME, rules))


def every_answer_loses_to_fours(board: Board, depth: int = 6) -> bool:
    """True when, whatever the side to move plays, the other side wins by fours.

    The side to move has no VCF of its own; an answer that leaves the other side a five
    loses at once; a four of the side to move only delays (it is blocked, and then every
    answer must lose again); any other answer lets the other side win by continuous fours.
    """
    mover, rules = board.to_move, board.rules
    if vcf_for(board, mover, depth):
        return False
    for answer in board.legal_moves():
        answered = board.play(answer)
        theirs, mine = bits_of(answered, other(mover)), bits_of(answered, mover)
        if completing(rules, theirs, mine):
            continue
        fours = completing(rules, mine, theirs)
        if len(fours) > 1:
            return False
        if fours:
            (block,) = fours
            if not every_answer_loses_to_fours(answered.play(divmod(block, rules.size)), depth):
                return False
        elif not vcf_for(answered, other(mover), depth):
            return False
    return True


# 9 x 9, O to move, from games the player lost as O after random openings: X has a win by
# threes and fours that only some moves stop (found by trying every move against X's VCT of
# up to five attacker moves). In the first, X's VCT three threats deep is stopped only by
# C4, G5 and G6 (D1 stops two). In the second, B6 stops four threats deep but not five.
DEEP_STOPS = [
    ("D4 F3 E5 G4 D5 F5 D3 D6 F6 G7 E6", 3, "C4 G5 G6"),
    ("C6 C3 E5 E3 E6", 4, "F5 D6 F6 E7 E8 A3 B3 D3 F3 G3 D4 E4"),
]


@pytest.mark.parametrize(("moves", "depth", "stops"), DEEP_STOPS)
def test_a_deep_win_by_threes_is_stopped_where_shallower_stops_fail(
    moves: str, depth: int, stops: str
) -> None:
    rules = Rules(9, 5)
    board = Board.from_moves(rules, parse_moves(moves, rules))
    move = ThreatStrategy(time_limit=60.0, max_depth=depth).choose(board)
    assert move in parse_moves(stops, rules)


# 9 x 9, X to move, from a game the player drew as X with 4 s a move: X has a win by threes
# and fours four threats deep, which the player did not look for at any think time.
DEEP_OWN_VCT = "D4 G6 D5 G5 E5 G4 G3 D6 E6 E4"


def test_a_longer_think_time_looks_for_deeper_wins_by_threes() -> None:
    think_times = (0.1, 1, 1.9, 2, 4, 8, 16, 30)
    assert [own_vct_depth(seconds) for seconds in think_times] == [3, 3, 3, 4, 5, 6, 7, 7]
    rules = Rules(9, 5)
    board = Board.from_moves(rules, parse_moves(DEEP_OWN_VCT, rules))
    position = Position(board, lambda: None)
    search = ThreatSearch(position)
    assert search.vct(3, 6) is None
    line = search.vct(4, 6)
    assert line is not None
    player = ThreatStrategy(time_limit=8.0)
    assert player.choose(board) == position.move(line[0])
    assert player.last_stage == "vct"
    capped = ThreatStrategy(time_limit=8.0, max_depth=3)
    capped.choose(board)
    assert capped.last_stage != "vct"


def stops_and_moves_played(board: Board, depth: int) -> tuple[list[int], int]:
    """Every cell that stops the opponent's VCT of ``depth`` threats, and the moves it took."""
    played = 0

    def count() -> None:
        nonlocal played
        played += 1

    search = ThreatSearch(Position(board, count))
    cells = sorted(search.position.candidates)
    stops, unchecked = search.stops_among(cells, lambda attack: attack.vct(depth, 4))
    assert unchecked is None
    return stops, played


@pytest.mark.parametrize(
    ("size", "moves"), [(9, DEEP_STOPS[0][0]), (10, "G5 G4 F5 F4 E5 H5 D5 C5 E4 F3 E2")]
)
def test_the_order_of_the_defenders_replies_changes_no_stop(
    size: int, moves: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The replies are sorted to search less (bench_threat_speed.py measures how much)."""
    rules = Rules(size, 5)
    board = Board.from_moves(rules, parse_moves(moves, rules))
    stops, played = stops_and_moves_played(board, 2)
    monkeypatch.setattr(threat_space, "_refutations_first", lambda replies, *_: sorted(replies))
    stops_in_board_order, played_in_board_order = stops_and_moves_played(board, 2)
    assert 0 < len(stops) < len(Position(board).candidates)
    assert stops == stops_in_board_order
    assert played != played_in_board_order  # the order did change what was searched


def test_a_move_that_lets_the_opponent_set_up_a_win_by_fours_is_avoided() -> None:
    board = set_up_game_board()
    (careless, reply) = parse_moves("I4 I6", board.rules)
    assert every_answer_loses_to_fours(board.play(careless).play(reply))
    position = Position(board)
    assert ThreatSearch(position).allows_set_up(position.index(careless))
    move = quick_player().choose(board)
    assert not ThreatSearch(Position(board)).allows_set_up(Position(board).index(move))


def test_a_move_that_sets_up_a_win_by_fours_no_answer_stops_is_played() -> None:
    board = set_up_game_board().play(parse_moves("I4", Rules(10, 5))[0])
    position = Position(board)
    assert ThreatSearch(position).sets_up(position.index(parse_moves("I6", board.rules)[0]))
    player = ThreatStrategy(time_limit=30.0, max_depth=1)
    move = player.choose(board)
    assert player.last_stage in {"vct", "set-up"}
    assert every_answer_loses_to_fours(board.play(move))


@pytest.mark.parametrize("index", range(4))
def test_generated_long_vcf_wins_are_played(index: int) -> None:
    board = stored("long attack")[index]
    assert wins_by_fours(board, quick_player())


@pytest.mark.parametrize("index", range(2))
def test_generated_only_stops_are_played(index: int) -> None:
    board = stored("only stop")[index]
    them = other(board.to_move)
    move = quick_player().choose(board)
    assert not vcf_for(board.play(move), them)


# --- the strategy as a whole ----------------------------------------------------------------


def test_the_search_finds_what_the_oracle_finds() -> None:
    for board in generated("attack", 8):
        line = ThreatSearch(Position(board)).vcf()
        assert line is not None
        assert move_bit(board, Position(board).move(line[0])) in four_makers(
            board.rules, bits_of(board, board.to_move), bits_of(board, other(board.to_move))
        ) | completing(
            board.rules, bits_of(board, board.to_move), bits_of(board, other(board.to_move))
        )


@pytest.mark.parametrize(
    ("size", "first", "reply"),
    [(15, "H8", "G7"), (10, "E5", "F6"), (10, "F6", "E5"), (9, "A1", "B2"), (9, "I9", "H8")],
)
def test_the_second_move_touches_the_first_stone_diagonally_on_the_centres_side(
    size: int, first: str, reply: str
) -> None:
    rules = Rules(size, 5)
    board = Board(rules).play(parse_moves(first, rules)[0])
    player = ThreatStrategy()
    assert player.choose(board) == parse_moves(reply, rules)[0]
    assert player.last_result is None  # an opening rule proves nothing and searches nothing


def test_the_final_search_chooses_among_the_root_moves() -> None:
    rules = Rules(10, 5)
    board = Board.from_moves(rules, parse_moves("E5 F6 F5 E6 D7", rules))
    player = ThreatStrategy(time_limit=30.0, max_depth=2)
    move = player.choose(board)
    position = Position(board)
    roots = [position.move(cell) for cell in root_moves(position)]
    assert player.last_stage == "search"
    assert len(roots) == ROOT_WIDTH and move in roots


def test_a_value_the_final_search_proves_is_reported_as_proven() -> None:
    rng = random.Random(7)
    player = ThreatStrategy(time_limit=30.0)
    while player.last_stage != "search":  # a late 6 x 6 position without threats
        player.choose(helpers.random_position(Rules(6, 4), 28, rng))
    result = last_result(player)
    assert result is not None and result.proven and result.value is not None


def test_a_block_is_reported_as_forced_not_as_searched() -> None:
    rules = Rules(9, 5)
    # X has E5 F5 G5 H5 (D5 taken by O): O must take I5, and says it was forced.
    board = Board.from_moves(rules, parse_moves("E5 D5 F5 A1 G5 A9 H5", rules))
    player = ThreatStrategy(time_limit=5.0)
    assert player.choose(board) == parse_moves("I5", rules)[0]
    assert player.last_stage == "line"
    result = last_result(player)
    assert result is not None and result.source == "forced" and not result.proven
    searcher = ThreatStrategy(time_limit=30.0, max_depth=1)
    searcher.choose(Board.from_moves(rules, parse_moves("E5 F6 F5 E6 D7", rules)))
    result = last_result(searcher)
    assert result is not None and result.source == "search"


def test_reverse_rules_and_small_boards_go_to_perfect() -> None:
    player = ThreatStrategy(seed=1, time_limit=0.1)
    for rules in (Rules(9, 5, reverse=True), Rules(4, 4), Rules(8, 3)):
        board = Board.empty(rules).play((1, 1))
        assert player.choose(board) in board.legal_moves()
        assert player.last_stage == "perfect"


def test_registered_with_a_think_time() -> None:
    described = info("threats")
    assert [option.name for option in described.options] == ["time_limit"]
    board = Board.from_moves(Rules(15, 5), [(7, 7), (7, 8)])
    assert create("threats", seed=3, time_limit=0.1).choose(board) in board.legal_moves()


def test_it_blocks_a_four_and_completes_its_own_line() -> None:
    rules = Rules(9, 5)
    block = Board.from_moves(rules, [(0, 0), (4, 4), (0, 1), (4, 5), (0, 2), (4, 6), (0, 3)])
    assert quick_player().choose(block) == (0, 4)
    win = Board.from_moves(rules, [(4, 4), (0, 0), (4, 5), (0, 1), (4, 6), (0, 2), (4, 7)])
    win = win.play((8, 8))
    assert quick_player().choose(win) in {(4, 3), (4, 8)}


@pytest.mark.parametrize("time_limit", [0.1, 0.5])
def test_a_legal_answer_on_a_crowded_15_by_15(time_limit: float) -> None:
    board = generated("attack", 8)[0]
    rng = random.Random(5)
    rules = Rules(15, 5)
    busy = Board.empty(rules)
    for _ in range(40):
        moves = busy.legal_moves()
        after = busy.play(rng.choice(moves))
        if not after.is_over:
            busy = after
    player = ThreatStrategy(time_limit=time_limit)
    for position in (board, busy):
        assert player.choose(position) in position.legal_moves()


def test_a_cancelled_move_is_still_legal() -> None:
    import threading

    cancel = threading.Event()
    cancel.set()
    board = Board.from_moves(Rules(15, 5), [(7, 7), (7, 8), (8, 8)])
    limit = Limit(cancel=cancel)
    assert ThreatStrategy(time_limit=30.0).choose(board, limit) in board.legal_moves()


@pytest.mark.parametrize(("size", "searched"), [(10, True), (14, True), (15, False)])
def test_the_opponents_vct_is_stopped_before_the_final_search_up_to_14_x_14(
    monkeypatch: pytest.MonkeyPatch, size: int, searched: bool
) -> None:
    calls: list[int] = []

    def recorded(board: Board, *args: object) -> list[int] | None:
        calls.append(board.rules.size)
        return None

    monkeypatch.setattr(player_module, "stops_of_vct", recorded)
    middle = size // 2
    board = Board.from_moves(
        Rules(size, 5), [(middle, middle), (middle - 1, middle + 1), (middle + 1, middle - 2)]
    )
    move = ThreatStrategy(seed=1, time_limit=0.3, max_depth=2).choose(board)
    assert move in board.legal_moves()
    assert calls == ([size] if searched else [])
