"""The puzzles in the window: solved by clicks, the defence's answers, a wrong move answered,
hints, the solution played out, and the rating kept and shown in Statistics."""

from __future__ import annotations

import datetime
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QMenu, QPushButton, QSplitter
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow
from ttt_qt.app.coach.puzzle_dialog import MIN_CELL_PIXELS, WINDOW_FRAME_PIXELS, PuzzleDialog
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.coach.picker import puzzle_of_the_day
from ttt_qt.coach.puzzles import Puzzle, load_puzzles, parse_puzzle
from ttt_qt.coach.rating import START_RATING, PuzzleAttempt

MakeWindow = Callable[..., MainWindow]

WIN_IN_1 = parse_puzzle("p9001 3 3 normal 1 exact 1000 | A1 A2 B1 B2 | C1")
"""X A1, B1 against O A2, B2: X wins with C1."""
WIN_IN_3 = parse_puzzle("p9002 3 3 normal 3 exact 1400 | B2 A2 | A1 C3 C1 B1 A3")
"""After X B2, O A2: A1, then C1's two threats."""


def opened(window: MainWindow, *puzzles: Puzzle) -> PuzzleDialog:
    dialog = window.coach.show_puzzles(puzzles)
    assert dialog is not None and dialog.objectName() == "puzzleDialog"
    return dialog


def click(dialog: PuzzleDialog, name: str) -> None:
    button = dialog.findChild(QPushButton, name)
    assert button is not None, name
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_puzzle_solved_by_clicks_raises_the_rating_and_is_kept(make_window: MakeWindow) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_1)
    assert dialog.title_label.text() == "X to play and win in 1 move"
    click(dialog, "puzzleCell_0_2")
    assert dialog.feedback_label.text() == "Solved! C1 wins."
    assert dialog.rating.rating > START_RATING
    assert dialog.rating_label.text().endswith(", 1 puzzle)")  # one, not "1 puzzles"
    kept = window.recorder.store.puzzle_attempts()  # in the records, beside the games
    assert [(attempt.puzzle_id, attempt.solved) for attempt in kept] == [("p9001", True)]
    assert SettingsStore().load_puzzle_attempts() == []


def test_the_defence_answers_each_right_move(make_window: MakeWindow) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_3)
    click(dialog, "puzzleCell_0_0")
    assert dialog.board.mark_at((2, 2)) == "O"
    assert dialog.feedback_label.text() == "A1 is right. O answers C3: your move."
    click(dialog, "puzzleCell_0_2")
    assert dialog.board.mark_at((0, 1)) == "O"
    click(dialog, "puzzleCell_2_0")
    assert dialog.board.winner == "X"
    assert dialog.feedback_label.text() == "Solved! A3 wins."


def test_a_wrong_move_is_answered_and_the_puzzle_can_be_tried_again(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_1)
    click(dialog, "puzzleCell_2_0")
    qtbot.waitUntil(
        lambda: (
            "answers" in dialog.feedback_label.text() and "…" not in dialog.feedback_label.text()
        ),
        timeout=10_000,
    )
    assert dialog.feedback_label.text().endswith(
        "Try again. Your puzzle rating counts this puzzle as missed."
    )
    assert dialog.board.move_count == len(WIN_IN_1.moves) + 2
    assert dialog.board.mark_at((1, 2)) == "O"  # the answer that wins for O
    assert dialog.rating.rating < START_RATING
    assert dialog.retry_button.isEnabled()
    click(dialog, "puzzleRetryButton")
    assert dialog.board == WIN_IN_1.board
    click(dialog, "puzzleCell_0_2")  # right now, but the attempt counted once, as failed
    assert [attempt.solved for attempt in dialog.attempts] == [False]
    assert dialog.feedback_label.text() == (
        "Solved! C1 wins. Your puzzle rating counts a first try without hints, so it counts"
        " this puzzle as missed."
    )


def test_the_hints_show_the_area_then_the_move(make_window: MakeWindow) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_3)
    click(dialog, "puzzleHintButton")
    # The area A1-B2 without its taken cells (B2, A2): the cells are named one by one.
    assert dialog.feedback_label.text() == (
        "Hint: the winning move is one of A1, B1. Your puzzle rating counts this puzzle as missed."
    )
    cell = dialog.findChild(QPushButton, "puzzleCell_0_0")
    assert cell is not None and cell.accessibleName() == "A1, empty, hinted"
    click(dialog, "puzzleHintButton")
    assert dialog.feedback_label.text() == "Hint: play A1."
    assert [attempt.solved for attempt in dialog.attempts] == [False]


def test_show_solution_plays_the_line_out(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_3)
    click(dialog, "puzzleSolutionButton")
    qtbot.waitUntil(lambda: dialog.board.winner == "X", timeout=10_000)
    assert dialog.feedback_label.text() == "The solution: A1 C3 C1 B1 A3"


def test_statistics_show_the_puzzle_rating(make_window: MakeWindow) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_1)
    click(dialog, "puzzleCell_0_2")
    stats = window.open_statistics()
    label = stats.findChild(QLabel, "puzzleRatingStatsLabel")
    assert label is not None
    rating = round(dialog.rating.rating)
    assert (
        label.text()
        == f"Puzzle rating: {rating} (solved at the first try without hints: 1 of 1); lately"
        f" 1200 → {rating}"
    )
    assert stats.rating_chart.isVisible()
    assert [r.rounded for r in stats.rating_chart.history] == [1200, rating]
    splitter = stats.findChild(QSplitter, "statsSplitter")
    assert splitter is not None
    stats.refresh()  # which fits the summary to its rows again
    summary, chart, games, ratings = splitter.sizes()
    assert min(summary, chart, games, ratings) > 0  # the chart takes no pane's room away


def test_an_open_statistics_window_follows_the_puzzles(make_window: MakeWindow) -> None:
    window = make_window()
    stats = window.open_statistics()
    assert not stats.rating_chart.isVisible()  # no puzzle tried: no chart
    dialog = opened(window, WIN_IN_1)
    click(dialog, "puzzleCell_0_2")
    assert stats.rating_chart.isVisible()
    assert len(stats.rating_chart.history) == 2
    label = stats.findChild(QLabel, "puzzleRatingStatsLabel")
    assert label is not None and "solved at the first try without hints: 1 of 1" in label.text()


def test_the_game_menu_has_puzzles(make_window: MakeWindow) -> None:
    window = make_window()
    action = window.window_actions.puzzles
    assert action.objectName() == "puzzlesAction"
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu) and action in game_menu.actions()


def test_the_arrow_keys_move_between_the_cells(make_window: MakeWindow) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_1)
    first = dialog.findChild(QPushButton, "puzzleCell_0_0")
    right = dialog.findChild(QPushButton, "puzzleCell_0_1")
    below = dialog.findChild(QPushButton, "puzzleCell_1_1")
    assert first is not None and right is not None and below is not None
    first.setFocus()
    QTest.keyClick(first, Qt.Key.Key_Right)
    assert dialog.focusWidget() is right
    QTest.keyClick(right, Qt.Key.Key_Down)
    assert dialog.focusWidget() is below


def test_next_puzzle_and_the_puzzle_of_the_day(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    day = datetime.date(2026, 11, 27)
    dialog = PuzzleDialog([WIN_IN_1, WIN_IN_3], [], window.model.computer, window, lambda: day)
    qtbot.addWidget(dialog)
    first = dialog.puzzle
    dialog.show_solution()  # tried: the next one is the other
    click(dialog, "puzzleNextButton")
    assert dialog.puzzle is not first
    assert dialog.board == dialog.puzzle.board
    click(dialog, "puzzleDailyButton")
    assert dialog.puzzle == puzzle_of_the_day([WIN_IN_1, WIN_IN_3], day)


REVERSE_PUZZLE = parse_puzzle("p9003 3 3 reverse 1 exact 1150 | A1 B1 C1 A2 B2 A3 C2 | B3 C3")
"""A puzzle of the data file (p0145), reverse rules: O plays B3, and X must complete C1 C2 C3."""


def test_the_picker_keeps_to_the_set_chosen(make_window: MakeWindow) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_1, WIN_IN_3, REVERSE_PUZZLE)
    combo = dialog.findChild(QComboBox, "puzzleSetCombo")
    assert combo is not None and combo.accessibleName() == "Puzzles to choose from"
    # Only the sets that have puzzles are offered.
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "All puzzles",
        "3 x 3",
        "3 x 3, reverse rules",
    ]
    combo.setCurrentIndex(combo.findData("small-reverse"))
    assert dialog.puzzle.id == "p9003"
    click(dialog, "puzzleNextButton")
    assert dialog.puzzle.id == "p9003"  # the set's only puzzle, again
    dialog.choose_set("small")
    assert combo.currentData() == "small" and dialog.puzzle.id in ("p9001", "p9002")


class LowScreen:
    """A screen 640 pixels high (the dialog asks only for its available geometry)."""

    def availableGeometry(self) -> QRect:
        return QRect(0, 0, 1366, 640)


def test_a_fifteen_by_fifteen_puzzle_fits_a_low_screen(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = next(puzzle for puzzle in load_puzzles() if puzzle.rules.size == 15)
    window = make_window()
    roomy = opened(window, big)
    usual = roomy.findChild(QPushButton, "puzzleCell_7_7")
    assert usual is not None and usual.width() == 28  # the offscreen screen has room
    roomy.reject()
    monkeypatch.setattr(PuzzleDialog, "screen", lambda self: LowScreen())
    dialog = opened(window, big)
    assert dialog.sizeHint().height() <= 640 - WINDOW_FRAME_PIXELS
    cell = dialog.findChild(QPushButton, "puzzleCell_7_7")
    assert cell is not None and MIN_CELL_PIXELS <= cell.width() < 28


def test_a_bigger_board_moves_the_dialog_back_onto_the_screen(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    big = next(puzzle for puzzle in load_puzzles() if puzzle.rules.size == 15)
    window = make_window()
    dialog = opened(window, WIN_IN_1, big)
    dialog.choose_set("small")
    screen = dialog.screen()
    assert screen is not None
    area = screen.availableGeometry()
    dialog.move(dialog.x(), area.bottom() - dialog.frameGeometry().height() - 10)
    dialog.choose_set("fours")  # the 15 x 15 board: the dialog grows downwards
    qtbot.waitUntil(lambda: dialog.frameGeometry().bottom() <= area.bottom(), timeout=5_000)
    assert dialog.frameGeometry().top() >= area.top()


def test_attempts_kept_with_the_settings_move_to_the_records_once(make_window: MakeWindow) -> None:
    earlier = [PuzzleAttempt("p0001", 1000, True), PuzzleAttempt("p0002", 1000, False)]
    for attempt in earlier:
        SettingsStore().add_puzzle_attempt(attempt)
    window = make_window()
    assert window.recorder.store.puzzle_attempts() == earlier
    assert SettingsStore().load_puzzle_attempts() == []
    dialog = opened(window, WIN_IN_1)
    assert len(dialog.attempts) == 2  # the rating goes on from them


def test_the_hinted_cells_are_free_and_let_go_once_solved(make_window: MakeWindow) -> None:
    window = make_window()
    dialog = opened(window, WIN_IN_1)
    click(dialog, "puzzleHintButton")  # the area B1-C2 holds X's B1 and O's B2
    assert dialog.feedback_label.text().startswith("Hint: the winning move is one of C1, C2.")
    cell = dialog.findChild(QPushButton, "puzzleCell_0_2")
    assert cell is not None and cell.accessibleName() == "C1, empty, hinted"
    click(dialog, "puzzleCell_0_2")
    assert dialog.feedback_label.text().startswith("Solved! C1 wins.")
    other = dialog.findChild(QPushButton, "puzzleCell_1_2")
    assert other is not None and other.accessibleName() == "C2, empty"
