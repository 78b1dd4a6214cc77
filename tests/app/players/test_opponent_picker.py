"""The opponent picker beside the board: the levels and a person, a change before the first
move taken at once, a computer's think time kept, and no change while two computers play or in
review."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QMessageBox,
)

from tests.helpers import (
    picker,
    settings_for,
)
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import DEFAULT_OPPONENT, ComputerChoice, Mode
from ttt_qt.engine import Game, Rules

MakeWindow = Callable[..., MainWindow]


def test_the_picker_lists_the_levels_and_a_person(make_window: MakeWindow) -> None:
    window = make_window()
    combo = picker(window)
    texts = [combo.itemText(index) for index in range(combo.count())]
    assert texts == ["Beginner", "Easy", "Medium", "Unbeatable", "Match my level", "Another person"]
    assert combo.currentText() == "Medium"
    assert combo.currentData() == DEFAULT_OPPONENT
    assert combo.isEnabled()


def test_picking_an_opponent_before_moving_starts_at_once(make_window: MakeWindow) -> None:
    window = make_window()
    combo = picker(window)
    combo.setCurrentIndex(combo.findData("random"))
    assert window.model.settings.opponent == ComputerChoice("random")
    assert window.findChild(QMessageBox, "discardGameBox") is None
    combo.setCurrentIndex(combo.findData("human"))
    assert window.model.settings.mode == Mode.HUMAN_VS_HUMAN
    assert window.model.status_text() == "Bob (X) to move"


def test_a_computer_picked_again_comes_back_with_its_think_time(make_window: MakeWindow) -> None:
    slow = ComputerChoice("threats", (("time_limit", 5.0),))
    window = make_window(opponent=slow, size=15, win_length=5)  # it plays Expert there
    combo = picker(window)
    for name in ("expert", "random", "threats"):
        combo.setCurrentIndex(combo.findData(name))
    assert window.model.settings.opponent == slow


def test_the_picker_is_gone_when_two_computers_play(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=3000)
    assert not picker(window).isEnabled()
    assert not picker(window).isVisibleTo(window)


def test_in_review_the_picker_shows_who_played_and_cannot_change(make_window: MakeWindow) -> None:
    window = make_window(opponent="mcts")
    window.model.review_mode.review(
        Game(Rules(), [(1, 1), (0, 0)]), settings_for(opponent="expert")
    )
    assert picker(window).currentData() == "expert"
    assert not picker(window).isEnabled()
