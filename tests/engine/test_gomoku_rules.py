"""The gomoku rules other than freestyle: who wins with which line (standard, Renju, Caro)."""

from __future__ import annotations

import random

import pytest

from tests.helpers import FAR_STONES, stones
from ttt_qt.engine import GOMOKU_RULES, Board, GomokuRule, Rules


def rules_of(rule: GomokuRule, size: int = 15) -> Rules:
    return Rules(size, 5, rule=rule)


def test_freestyle_is_the_default_and_keeps_the_old_text() -> None:
    rules = Rules(15, 5)
    assert rules.rule == "freestyle"
    assert rules == Rules(15, 5, rule="freestyle")
    assert repr(rules) == "Rules(size=15, win_length=5, reverse=False)"
    assert rules.describe() == "15 x 15, 5 in a row"


def test_every_rule_is_named_in_the_description() -> None:
    assert GOMOKU_RULES == ("freestyle", "standard", "renju", "caro")
    assert rules_of("renju").describe() == "15 x 15, 5 in a row, Renju"
    assert rules_of("standard", 9).describe() == "9 x 9, 5 in a row, standard"
    assert rules_of("caro").describe() == "15 x 15, 5 in a row, Caro"
    assert "rule='caro'" in repr(rules_of("caro"))


def test_rules_differ_by_their_rule() -> None:
    assert rules_of("renju") != Rules(15, 5)
    assert Board.empty(rules_of("renju")) != Board.empty(Rules(15, 5))


@pytest.mark.parametrize(
    ("size", "win_length", "reverse", "rule", "message"),
    [
        (15, 4, False, "standard", "five in a row on boards from 7 x 7 to 15 x 15"),
        (6, 5, False, "renju", "five in a row on boards from 7 x 7"),
        (15, 5, True, "caro", "no reverse version"),
        (15, 5, False, "gomoku", "must be one of freestyle, standard, renju, caro"),
    ],
)
def test_a_rule_the_board_cannot_have_is_refused(
    size: int, win_length: int, reverse: bool, rule: str, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Rules(size, win_length, reverse, rule)  # type: ignore[arg-type]


def test_freestyle_goes_on_everywhere() -> None:
    assert Rules(3, 3, rule="freestyle").rule == "freestyle"
    assert Rules(5, 4, True).rule == "freestyle"


def overline_for(mark: str, rule: GomokuRule) -> Board:
    """Five stones of ``mark`` on row 7 with a gap, whose filling makes six; ``mark`` to move."""
    row = [(7, col) for col in (2, 3, 4, 6, 7)]
    if mark == "X":
        return stones(rules_of(rule), row, [(9, col) for col in (1, 4, 7, 10, 13)])
    return stones(rules_of(rule), [*[(9, col) for col in (1, 4, 7, 10, 13)], (12, 5)], row)


@pytest.mark.parametrize("mark", ["X", "O"])
def test_an_overline_does_not_win_under_standard(mark: str) -> None:
    board = overline_for(mark, "standard")
    assert board.to_move == mark
    after = board.play((7, 5))
    assert after.winner is None
    assert not after.is_over
    assert after.legal_moves()


@pytest.mark.parametrize("mark", ["X", "O"])
def test_an_overline_wins_under_freestyle(mark: str) -> None:
    after = overline_for(mark, "freestyle").play((7, 5))
    assert after.winner == mark
    assert after.completed_line is not None
    assert len(after.completed_line) == 6


def test_exactly_five_wins_under_standard_and_marks_the_five() -> None:
    board = stones(rules_of("standard"), [(7, col) for col in (3, 4, 5, 6)], FAR_STONES[:4])
    after = board.play((7, 7))
    assert after.winner == "X"
    assert after.completed_line == tuple((7, col) for col in range(3, 8))


def test_a_five_beside_an_overline_in_another_line_wins_under_standard() -> None:
    x = [(7, col) for col in (2, 3, 4, 6, 7)] + [(row, 5) for row in (3, 4, 5, 6)]
    board = stones(rules_of("standard"), x, FAR_STONES[:9])
    after = board.play((7, 5))
    assert after.winner == "X"
    assert after.completed_line == tuple((row, 5) for row in range(3, 8))


def test_under_renju_o_wins_with_an_overline() -> None:
    after = overline_for("O", "renju").play((7, 5))
    assert after.winner == "O"


def test_under_renju_x_wins_with_exactly_five() -> None:
    board = stones(rules_of("renju"), [(7, col) for col in (3, 4, 5, 6)], FAR_STONES[:4])
    assert board.play((7, 7)).winner == "X"


def caro_board(o_extra: list[tuple[int, int]]) -> Board:
    """X's four on row 7, columns 3 to 6, X to move; O's ``o_extra`` stones and others far."""
    o = o_extra + FAR_STONES[: 4 - len(o_extra)]
    return stones(rules_of("caro"), [(7, col) for col in (3, 4, 5, 6)], o)


def test_under_caro_a_five_blocked_at_both_ends_does_not_win() -> None:
    after = caro_board([(7, 2), (7, 8)]).play((7, 7))
    assert after.winner is None
    assert not after.is_over


def test_under_caro_a_five_blocked_at_one_end_wins() -> None:
    assert caro_board([(7, 2)]).play((7, 7)).winner == "X"


def test_under_caro_the_edge_does_not_block() -> None:
    x = [(7, col) for col in (0, 1, 2, 3)]
    board = stones(rules_of("caro"), x, [(7, 5), *FAR_STONES[:3]])
    assert board.play((7, 4)).winner == "X"


def test_under_caro_an_unblocked_overline_wins() -> None:
    x = [(7, col) for col in (2, 3, 4, 6, 7)]
    board = stones(rules_of("caro"), x, FAR_STONES[:5])
    assert board.play((7, 5)).winner == "X"


def test_a_position_with_an_overline_under_standard_is_a_game_that_goes_on() -> None:
    board = stones(rules_of("standard"), [(7, col) for col in range(2, 8)], FAR_STONES[:6])
    assert not board.is_over
    assert board.to_move == "X"


def test_a_position_with_a_five_under_standard_is_over() -> None:
    board = stones(rules_of("standard"), [(7, col) for col in range(2, 7)], FAR_STONES[:4])
    assert board.winner == "X"
    assert board.completed_line == tuple((7, col) for col in range(2, 7))


def test_caro_and_standard_refuse_play_after_a_win() -> None:
    x = [(7, col) for col in range(2, 7)]
    with pytest.raises(ValueError, match="play went on"):
        stones(rules_of("caro"), x, FAR_STONES[:5])


@pytest.mark.parametrize("rule", GOMOKU_RULES)
@pytest.mark.parametrize("seed", range(6))
def test_a_finished_random_game_reads_back_from_its_stones(rule: GomokuRule, seed: int) -> None:
    # The win found move by move (play) and the one found in a whole position (the board
    # built from its stones) agree under every rule.
    rng = random.Random(seed)
    board = Board.empty(rules_of(rule, 7 + seed))
    while not board.is_over:
        board = board.play(rng.choice(board.legal_moves()))
    again = Board(board.rules, board.x_bits, board.o_bits)
    assert (again.winner, again.is_over) == (board.winner, board.is_over)
    assert again.completed_line == board.completed_line
    if board.winner is not None and rule in ("standard", "renju") and board.winner == "X":
        assert board.completed_line is not None
        assert len(board.completed_line) == 5
