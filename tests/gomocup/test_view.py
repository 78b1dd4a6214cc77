"""What an engine said of its move: evaluation, depth and line read from its messages."""

from __future__ import annotations

from ttt_qt.gomocup.view import EngineView, read_view

RAPFI = [
    "Speed 1003K | Depth 18-38 | Eval -122 | Node 471K | Time 470ms",
    "Bestline G8 G10 H10 I7 G9",
]
"""Rapfi's two messages after ``BOARD`` on 15 x 15 (it chose 6,7: G8)."""


def test_rapfis_messages_give_its_evaluation_depth_and_line() -> None:
    view = read_view((7, 6), RAPFI, 15)
    assert view == EngineView((7, 6), -122, "18-38", ((7, 6), (9, 6), (9, 7), (6, 8), (8, 6)))


def test_other_engines_words_are_read_too() -> None:
    view = read_view((0, 0), ["depth 7 ev +35", "pv: a1 b2"], 15)
    assert (view.evaluation, view.depth, view.line) == (35, "7", ((0, 0), (1, 1)))
    assert read_view((0, 0), ["info score=12"], 15).evaluation == 12


def test_a_proven_result_is_a_mate_in_plies_not_a_score() -> None:
    view = read_view((7, 6), ["Depth 18-55 | Eval +M43 | Node 7M", "Bestline G8"], 15)
    assert (view.evaluation, view.mate, view.depth) == (None, 43, "18-55")
    assert read_view((7, 6), ["Eval -M12"], 15).mate == -12
    assert read_view((7, 6), ["Eval -M12", "Eval 30"], 15) == EngineView((7, 6), 30)


def test_the_latest_message_of_each_kind_wins() -> None:
    view = read_view((7, 6), ["Depth 4 | Eval 10", *RAPFI], 15)
    assert (view.evaluation, view.depth) == (-122, "18-38")


def test_a_line_off_the_board_or_not_starting_with_the_move_is_left_out() -> None:
    assert read_view((7, 6), ["Bestline G8 P20"], 15).line == ()
    assert read_view((7, 6), ["Bestline H8 G8"], 15).line == ()


def test_an_engine_that_says_nothing_of_use_gives_its_move_alone() -> None:
    assert read_view((3, 3), ["thinking about the first free cell"], 7) == EngineView((3, 3))
    assert read_view((3, 3), [], 7) == EngineView((3, 3))
