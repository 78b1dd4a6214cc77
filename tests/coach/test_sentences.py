"""The reasons of grades and their sentences."""

from __future__ import annotations

from ttt_qt.ai.base import exact_value
from ttt_qt.coach.assessment import Assessment, estimate
from ttt_qt.coach.grades import Grade
from ttt_qt.coach.sentences import explain, moves_to_win, reason_of, sentence


def test_moves_to_win_counts_the_winners_moves() -> None:
    assert moves_to_win(exact_value("win", 1)) == 1
    assert moves_to_win(exact_value("win", 5)) == 3
    assert moves_to_win(exact_value("loss", 2)) == 1
    assert moves_to_win(exact_value("loss", 6)) == 3


def test_reasons_of_exact_and_threat_grades() -> None:
    draw = Assessment(exact_value("draw", 7), (0, 0))
    lost = exact_value("loss", 6)
    assert reason_of(Grade.BLUNDER, draw, draw, lost) == "draw-lost"
    vcf = Assessment(exact_value("win", 5), (5, 5), threat="vcf")
    assert reason_of(Grade.BLUNDER, vcf, draw, estimate(0.4)) == "missed-vcf"
    allowed = Assessment(exact_value("win", 3), (1, 1), threat="vcf")
    quiet = Assessment(estimate(0.5), (2, 2), stops=((2, 2),))
    assert reason_of(Grade.BLUNDER, quiet, allowed, exact_value("loss", 4)) == "allowed-vcf"
    assert reason_of(Grade.MISTAKE, quiet, quiet, estimate(0.1)) == "estimate"


def test_sentences_name_the_cells_and_the_counts() -> None:
    draw = Assessment(exact_value("draw", 7), (1, 1))
    assert explain("draw-lost", (0, 1), "O", exact_value("loss", 6), draw) == (
        "B1 lets X force a win in 3; B2 held the draw"
    )
    quiet = Assessment(estimate(0.5), (2, 2), stops=((2, 2),))
    assert explain("allowed-vcf", (0, 0), "X", exact_value("loss", 4), quiet) == (
        "A1 lets O force a win by fours in 2; C3 stops it"
    )
    assert explain("estimate", (0, 0), "X", estimate(0.2), quiet) == (
        "A1 gives ground (estimate: 50% to 20%); C3 was better"
    )


def test_a_verdict_is_filled_into_the_templates_it_is_given() -> None:
    words = ("good", (("best", ""), ("name", "C3")))
    templates = {"good": "{name} gut; {best} besser", "another-move": "ein anderer Zug"}
    assert sentence(words, templates) == "C3 gut; ein anderer Zug besser"
    assert sentence(words) == "C3 is good; another move was better"
