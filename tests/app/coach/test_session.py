"""The coach's review in the window: marks in the move list and on the board, the chart, the
progress and Stop, Try again from here, and the marks kept in a saved game."""

from __future__ import annotations

import datetime
import random
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton, QTableView
from pytestqt.qtbot import QtBot

from tests.helpers import settings_for
from ttt_qt.app import MainWindow
from ttt_qt.app.coach.texts import move_detail
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.coach import Grade
from ttt_qt.coach.marks_file import read_marks
from ttt_qt.coach.review import review_game
from ttt_qt.engine import Board, Game, Move, Rules
from ttt_qt.stats import GameRecord

MakeWindow = Callable[..., MainWindow]

BLUNDER_GAME = [(1, 1), (1, 0), (0, 0), (2, 2), (0, 2), (0, 1), (2, 0)]
"""X B2, O A2 (a blunder: X forces a win), and X wins."""
WAIT_MS = 20_000


def reviewed(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.coach.review.is_running, timeout=WAIT_MS)


def test_a_known_blunder_is_marked_in_the_move_list_and_on_the_board(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.review_mode.review(Game(Rules(), BLUNDER_GAME), settings_for(opponent="perfect"))
    assert window.coach.review_with_coach()
    reviewed(qtbot, window)
    moves = window.side_panel.move_list
    assert moves.item(1).text() == "2. O  A2 ??"
    assert moves.item(1).toolTip().startswith("Blunder: A2 lets X force a win in 3")
    legend = window.coach.bar.legend_label
    assert legend.text() == (
        "! best move · ?! inaccuracy · ? mistake · ?? blunder · 1 2 3: the better line, from"
        " the move before"
    )
    assert "Blunder: A2" in moves.item(1).data(Qt.ItemDataRole.AccessibleTextRole)
    assert moves.item(0).text().endswith("!")
    assert window.coach.review.reviews[1].grade is Grade.BLUNDER
    window.model.review_mode.to(2)
    notes = window.board_view.notes
    assert notes[(1, 0)].text == "??"
    best = window.coach.review.reviews[1].best
    assert best is not None and notes[best].text == "1"
    assert window.board_view.cell(best).state.hint == "O"
    # Why, in words, beside the board for the move shown.
    verdict = window.findChild(QLabel, "coachVerdictLabel")
    assert isinstance(verdict, QLabel) and verdict.isVisible()
    assert verdict.text().startswith("Blunder: A2 lets X force a win in")


def test_the_chart_has_a_point_a_move_and_a_click_goes_to_it(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.review_mode.review(Game(Rules(), BLUNDER_GAME), settings_for(opponent="perfect"))
    window.coach.review_with_coach()
    reviewed(qtbot, window)
    chart = window.coach.bar.chart
    assert chart.objectName() == "advantageChart"
    assert len(chart.points) == len(BLUNDER_GAME)
    assert chart.points[1] == 1.0  # after the blunder X wins
    QTest.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.point_at(2).toPoint())
    assert len(window.model.game.moves) == 2
    chart.setFocus()
    QTest.keyClick(chart, Qt.Key.Key_Right)
    assert len(window.model.game.moves) == 3


def test_try_again_plays_on_from_before_the_persons_first_mistake(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    you_as_o = settings_for(opponent="perfect", human_mark="O")
    window.model.review_mode.review(Game(Rules(), BLUNDER_GAME), you_as_o)
    window.coach.review_with_coach()
    reviewed(qtbot, window)
    button = window.coach.bar.try_again_button
    assert button.objectName() == "tryAgainButton"
    assert button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    model = window.model
    assert not model.is_reviewing
    assert list(model.game.moves) == [(1, 1)]
    assert model.is_human("O") and not model.is_human("X")
    assert model.settings.opponent.name == "perfect"
    assert window.board_view.notes == {}


def test_the_outcome_dialogs_button_reviews_the_game_just_played(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    for move in BLUNDER_GAME:
        window.model.play(move)
    qtbot.waitUntil(lambda: window.outcome_dialog is not None)
    dialog = window.outcome_dialog
    assert dialog is not None
    button = dialog.coach_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.model.is_reviewing
    reviewed(qtbot, window)
    assert len(window.coach.review.reviews) == len(BLUNDER_GAME)
    assert window.side_panel.move_list.item(1).text().endswith("??")


def test_the_review_can_be_stopped_and_frees_the_computer(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    rules = Rules(size=15, win_length=5)
    board, rng, moves = Board.empty(rules), random.Random(7), list[Move]()
    while len(moves) < 40:
        moves.append(rng.choice(board.legal_moves()))
        board = board.play(moves[-1])
    assert not board.is_over
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.review_mode.review(Game(rules, moves), settings_for(mode=Mode.HUMAN_VS_HUMAN))
    window.coach.review_with_coach()
    label = window.coach.bar.progress_label
    assert label.text().startswith("Reviewing move 1 of 40")
    button = window.coach.bar.stop_button
    assert button.text() == "Stop revie&w" and "marks found so far stay" in button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not window.coach.review.is_running
    assert label.text().startswith("Review stopped after")
    assert button.isEnabled() and button.text() == "Hi&de the coach"
    # The computer's thread is free again: a hint comes at once, not after 40 reviewed moves.
    with qtbot.waitSignal(window.model.computer.hint_ready, timeout=8000):
        window.model.computer.request_hint(window.model.board)
    assert len(window.coach.review.reviews) < 40
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # Hide the coach: the marks go
    assert not window.coach.review.is_active and window.coach.bar.isHidden()
    assert window.model.is_reviewing  # the game stays shown, to step through


def test_the_marks_are_kept_in_a_saved_game(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.review_mode.review(Game(Rules(), BLUNDER_GAME), settings_for(opponent="perfect"))
    window.coach.review_with_coach()
    reviewed(qtbot, window)
    path = tmp_path / "game.ttt"
    assert window.save_game_file(path)
    marks = read_marks(path.read_text(encoding="utf-8"), 3)
    assert [mark.grade for mark in marks][:2] == [Grade.BEST, Grade.BLUNDER]
    assert len(marks) == len(BLUNDER_GAME)


def test_statistics_review_with_coach_reviews_the_chosen_game(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    for move in BLUNDER_GAME:
        window.model.play(move)
    window.outcomes.close()
    statistics = window.open_statistics()
    table = statistics.findChild(QTableView, "gamesTable")
    assert table is not None
    table.selectRow(0)
    button = statistics.findChild(QPushButton, "coachReviewButton")
    assert button is not None and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.model.is_reviewing
    reviewed(qtbot, window)
    assert window.side_panel.move_list.item(1).text() == "2. O  A2 ??"


def test_closing_the_window_stops_a_review_under_way(make_window: MakeWindow) -> None:
    rules = Rules(size=15, win_length=5)
    moves = [(7, 7), (7, 8), (8, 8), (6, 6), (8, 7), (8, 9), (9, 9), (6, 9), (6, 7), (5, 7)]
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.review_mode.review(Game(rules, moves), settings_for(mode=Mode.HUMAN_VS_HUMAN))
    assert window.coach.review_with_coach()
    window.close()
    assert not window.model.computer.is_running


def test_every_verdict_of_the_coach_has_its_words_in_the_window() -> None:
    from ttt_qt.app.coach.texts import verdicts
    from ttt_qt.coach.sentences import SENTENCES

    words = verdicts()
    assert set(words) == {*SENTENCES, "another-move"}
    for key, english in SENTENCES.items():
        # The same placeholders, so that every translation can be filled the same way.
        assert sorted(re.findall(r"{(\w+)}", words[key])) == sorted(re.findall(r"{(\w+)}", english))


def test_the_marks_of_a_recorded_game_are_kept_with_it_for_the_report(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    store = window.recorder.store
    played = GameRecord(
        played_at=datetime.datetime(2026, 11, 27, 18, 0, tzinfo=datetime.UTC),
        rules=Rules(),
        x_name="Ann",
        x_player="human",
        o_name="Bo",
        o_player="human",
        moves=tuple(BLUNDER_GAME),
        winner="X",
        duration_seconds=20.0,
    )
    assert store.add(played)
    run = store.games()[-1].id
    window.model.review_mode.review(Game(Rules(), BLUNDER_GAME), settings_for(opponent="perfect"))
    assert window.coach.review_with_coach()
    reviewed(qtbot, window)
    kept = store.marks()[run]
    assert [(mark.number, mark.cell, mark.sign) for mark in kept][:2] == [
        (1, "B2", "!"),
        (2, "A2", "??"),
    ]
    assert all(mark.exact for mark in kept)


def test_an_estimate_is_said_once_and_the_grade_starts_the_sentence() -> None:
    review = review_game(Rules(), BLUNDER_GAME[:2])[1]
    assert move_detail(review) == "Blunder: A2 lets X force a win in 3; A1 held the draw"
    guessed = replace(
        review,
        grade=Grade.BEST,
        exact=False,
        words=("best-estimate", (("name", "I6"), ("label", "24%"))),
    )
    assert move_detail(guessed) == "I6 is the best move (estimate 24%)"  # said once
    unsure = replace(review, exact=False)
    assert move_detail(unsure).endswith("A1 held the draw (an estimate)")
