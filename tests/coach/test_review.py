"""The coach's review: exact marks where the values are proven, threats caught on 15 x 15."""

from __future__ import annotations

import threading

import pytest

from ttt_qt.ai import Limit
from ttt_qt.coach import Grade, MoveReview, first_error, review_game, review_moves
from ttt_qt.engine import Rules, cell_name, parse_moves

# Seed 2 of two ``expert`` players on 15 x 15: after these 30 moves X wins by fours from C6.
VCF_GAME = (
    "H5 G5 G6 F7 H6 F6 H4 H3 H7 H8 F5 I8 E4 D3 G8 G7 E5 I9 J10 I6 I7 E7 D7 D8 C9 E3 F3 F4 D5 G2"
)


def _review(rules: Rules, text: str) -> list[MoveReview]:
    return review_game(rules, parse_moves(text, rules))


def test_a_3x3_blunder_is_exact_and_said_in_words() -> None:
    reviews = _review(Rules(3, 3), "B2 A2 C3 A1 A3 C1 B3")
    assert [review.grade.sign for review in reviews] == ["!", "??", "!", "!", "!", "!", "!"]
    blunder = reviews[1]
    assert blunder.exact and blunder.player == "O"
    assert blunder.played.kind == "loss" and blunder.best_value.kind == "draw"
    assert blunder.sentence == "A2 lets X force a win in 3; A1 held the draw"
    assert blunder.best is not None and cell_name(blunder.best) in {"A1", "A3", "C1", "C3"}
    assert reviews[-1].advantage == 1.0 and reviews[0].advantage == 0.5


def test_a_3x3_missed_win_is_a_blunder_and_a_slower_win_an_inaccuracy() -> None:
    rules = Rules(3, 3)
    missed = _review(rules, "B2 A2 C3 A1 A3 C1 B1")[-1]
    assert missed.grade is Grade.BLUNDER and missed.exact
    assert missed.sentence == "B1 only draws; B3 won in 1"
    slower = _review(rules, "C1 B1 B2 A1 C3")[-1]
    assert slower.grade is Grade.INACCURACY and slower.exact
    assert slower.sentence == "C3 wins in 2; A3 won in 1"


def test_reverse_rules_are_reviewed_exactly() -> None:
    rules = Rules(3, 3, reverse=True)
    reviews = _review(rules, "A1 B2")
    assert all(review.exact for review in reviews)
    assert reviews[0].grade is Grade.BLUNDER  # only the centre holds the draw
    assert reviews[0].sentence == "A1 lets O force a win in 4; B2 held the draw"
    assert reviews[1].sentence.startswith("B2 only draws; ")  # O had a win after A1


def test_a_4x4_missed_block_is_an_exact_blunder() -> None:
    reviews = _review(Rules(4, 4), "D2 A2 B1 C4 B3 D3 D1 C1 B2 A1")
    last = reviews[-1]
    assert last.grade is Grade.BLUNDER and last.exact
    assert last.sentence.startswith("A1 lets X force a win in 1; ")
    assert last.sentence.endswith("held the draw")
    assert first_error(reviews, "O") == 9
    assert first_error(reviews, "X") is None


def test_a_5x5_losing_reply_is_an_exact_blunder() -> None:
    rules = Rules(5, 4)
    reviews = _review(rules, "C3 C2")
    assert reviews[0].grade is Grade.BEST and reviews[0].exact
    blunder = reviews[1]
    assert blunder.grade is Grade.BLUNDER and blunder.exact
    assert blunder.sentence.startswith("C2 lets X force a win in 4; ")
    assert blunder.best is not None and cell_name(blunder.best) in {"B2", "D2", "B4", "D4"}


def test_a_missed_win_by_fours_on_15x15_is_a_blunder() -> None:
    rules = Rules(15, 5)
    moves = parse_moves(VCF_GAME + " A15", rules)
    (review,) = review_moves(rules, moves, first=len(moves), seconds=0.5)
    assert review.grade is Grade.BLUNDER
    assert review.reason == "missed-vcf"
    assert review.best == parse_moves("C6", rules)[0]
    assert review.sentence == "A15 misses a win by fours: C6 wins in 4"
    assert review.line[:2] == tuple(parse_moves("C6 B7", rules))


def test_playing_the_win_by_fours_is_best_and_a_lost_defence_only_good() -> None:
    rules = Rules(15, 5)
    moves = parse_moves(VCF_GAME + " C6 A15", rules)
    first, lost = review_moves(rules, moves, first=len(moves) - 1, seconds=0.5)
    assert first.grade is Grade.BEST and first.played.kind == "win"
    # O was lost whatever it played: leaving the four open only loses sooner.
    assert lost.grade is Grade.GOOD and lost.exact and lost.played.kind == "loss"


def test_a_missed_block_on_15x15_is_a_blunder() -> None:
    rules = Rules(15, 5)
    moves = parse_moves("H8 G8 I8 A1 J8 A2 K8 A3", rules)
    (missed,) = review_moves(rules, moves, first=len(moves), seconds=0.3)
    assert missed.grade is Grade.BLUNDER and missed.reason == "missed-block"
    assert missed.played.kind == "loss" and missed.played.plies == 2
    assert missed.sentence == "A3 leaves X's four unblocked; L8 blocks it"


def test_a_cancelled_review_stops_without_a_partial_answer() -> None:
    cancel = threading.Event()
    rules = Rules(3, 3)
    moves = parse_moves("B2 A2 C3 A1", rules)
    reviews = review_moves(rules, moves, Limit(cancel=cancel))
    assert next(reviews).number == 1
    cancel.set()
    assert list(reviews) == []


def test_an_illegal_game_is_refused() -> None:
    rules = Rules(3, 3)
    with pytest.raises(ValueError, match=r"taken|occupied|played"):
        review_game(rules, [(1, 1), (1, 1)])
