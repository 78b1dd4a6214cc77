"""The measured strength table (stars by rules) and the proven / not proven answers of moves."""

from __future__ import annotations

import pytest

from ttt_qt.ai import (
    MAX_STARS,
    create,
    fixed_strength_names,
    info,
    last_result,
    names,
    proves,
    stars,
)
from ttt_qt.ai.search import PerfectStrategy
from ttt_qt.ai.strength import MEASURED, STAR_FLOORS, measured_for, rating
from ttt_qt.ai.threats.player import ThreatStrategy
from ttt_qt.engine import Board, Rules

SMALL = [Rules(3, 3), Rules(3, 3, True), Rules(4, 3), Rules(4, 3, True), Rules(4, 4)]
SMALL.append(Rules(4, 4, True))
# "Match my level" has no fixed strength to measure: its level follows the person.
FIXED = fixed_strength_names()


def test_every_strategy_has_stars_from_one_to_five_on_every_measured_board() -> None:
    for row in MEASURED:
        rules = Rules(row.size, row.win_length)
        assert set(row.elo) == set(FIXED)
        for name in names():
            assert 1 <= stars(name, rules) <= MAX_STARS


def test_perfect_is_five_stars_on_3_by_3_and_rated_by_its_games_on_big_boards() -> None:
    small = Rules(3, 3)
    assert stars("perfect", small) == stars("threats", small) == MAX_STARS
    for rules in (Rules(10, 5), Rules(15, 5)):
        for name in ("perfect", "threats"):
            assert not proves(name, rules)
            elo = rating(name, rules)
            assert elo is not None
            floor = next((floor for level, floor in STAR_FLOORS if level == stars(name, rules)), 0)
            assert elo >= floor


def test_expert_is_unbeaten_on_3_by_3_and_middling_on_big_boards() -> None:
    assert stars("expert", Rules(3, 3)) == MAX_STARS
    assert stars("expert", Rules(10, 5)) < MAX_STARS
    assert stars("expert", Rules(15, 5)) < stars("expert", Rules(3, 3))


def test_stars_follow_the_ratings_where_nothing_is_proven() -> None:
    rules = Rules(15, 5)
    ranked = sorted(FIXED, key=lambda name: rating(name, rules) or 0)
    counted = [stars(name, rules) for name in ranked]
    assert counted == sorted(counted)
    floors = [floor for _, floor in STAR_FLOORS]
    assert floors == sorted(floors, reverse=True)


def test_unmeasured_rules_take_the_nearest_measured_board() -> None:
    assert (measured_for(Rules(6, 5)).size, measured_for(Rules(6, 4)).size) == (7, 5)
    assert measured_for(Rules(9, 5)).size == 10
    assert measured_for(Rules(13, 5)).size == 15
    assert stars("perfect", Rules(14, 5)) == stars("perfect", Rules(15, 5))


def test_an_unknown_strategy_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown strategy"):
        stars("nobody", Rules(3, 3))


@pytest.mark.parametrize("rules", SMALL, ids=lambda rules: rules.describe())
def test_where_perfect_is_said_to_prove_its_first_move_is_proven(rules: Rules) -> None:
    assert proves("perfect", rules) and proves("threats", rules)
    # Time is for the benchmarks (4 x 4 reverse takes 0.3 s of its 1 s alone): with two test
    # workers on two busy cores the default budget ran out, so the proof gets room here.
    player = PerfectStrategy(seed=1, time_limit=20.0)
    player.choose(Board.empty(rules))
    result = last_result(player)
    assert result is not None and result.proven


def test_perfect_does_not_claim_proofs_on_big_boards() -> None:
    for rules in (Rules(7, 5), Rules(10, 5), Rules(15, 5)):
        assert not proves("perfect", rules)
        assert not proves("expert", rules)
    player = PerfectStrategy(seed=1, time_limit=0.1)
    board = Board.empty(Rules(10, 5)).play((4, 4))
    player.choose(board)
    result = last_result(player)
    assert result is not None and not result.proven and result.seconds > 0


def test_rule_players_do_not_say_how_they_found_a_move() -> None:
    player = create("smart", seed=1)
    player.choose(Board.empty(Rules(3, 3)))
    assert last_result(player) is None
    assert info("smart").difficulty >= 1  # the registry's order stays


def test_the_threat_player_says_when_its_move_is_proven() -> None:
    player = ThreatStrategy(seed=1, time_limit=0.2)
    rules = Rules(10, 5)
    opening = Board.empty(rules).play((4, 4))
    player.choose(opening)
    assert last_result(player) is None  # its second move is an opening rule, not a search
    player.choose(opening.play((5, 5)).play((4, 5)))
    result = last_result(player)
    assert result is not None and not result.proven
    # X has four in a row with both ends open: completing the line is a proven win.
    moves = [(4, 1), (0, 0), (4, 2), (0, 9), (4, 3), (9, 0), (4, 4), (9, 9)]
    win = Board.from_moves(rules, moves)
    move = player.choose(win)
    result = last_result(player)
    assert move in {(4, 0), (4, 5)}
    assert result is not None and result.proven and result.value is not None
    assert (result.value.kind, result.value.plies) == ("win", 1)
    # On 3 x 3 it hands the move to perfect, whose proof it passes on.
    player.choose(Board.empty(Rules(3, 3)))
    result = last_result(player)
    assert player.last_stage == "perfect" and result is not None and result.proven


def test_a_win_by_continuous_fours_is_proven() -> None:
    # Three on a diagonal with both ends open (X to move on 15 x 15): four, block, open four.
    rows = ["." * 15] * 15
    rows[4], rows[5], rows[6] = "......X........", ".......X.......", "........X......"
    rows[8], rows[10] = "....OOO........", "..O.........X.."
    board = Board.from_rows(Rules(15, 5), rows)
    player = ThreatStrategy(seed=1, time_limit=30.0, max_depth=2)
    player.choose(board)
    result = last_result(player)
    assert player.last_stage == "vcf"
    assert result is not None and result.proven and result.value is not None
    assert (result.value.kind, result.value.plies) == ("win", 3)  # open four, block, five
