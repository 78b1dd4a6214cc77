"""Fair openings (swap, swap2) in the window: stones placed by clicks and by the computer, the
choice buttons, "You (X)" following a swap, undo through a choice, the Settings picker, files."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, answer, discard_box, settings_for, wait_until_idle
from ttt_qt.ai import Limit
from ttt_qt.app import MainWindow
from ttt_qt.app.computer import computer as computer_module
from ttt_qt.app.dialogs.opening_combo import OpeningCombo
from ttt_qt.app.dialogs.settings_dialog import SettingsDialog
from ttt_qt.app.game.files import read_game_file
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.engine import Board, Move, OpeningChoice

MakeWindow = Callable[..., MainWindow]

THREE: list[Move] = [(7, 7), (7, 8), (5, 10)]
TWO_MORE: list[Move] = [(9, 9), (3, 3)]


class FixedOpening:
    """An opening chooser that places given stones and makes given choices, in order."""

    def __init__(self) -> None:
        self.stones: list[Move] = list(THREE)
        self.choices: list[OpeningChoice] = []
        self.asked: list[tuple[OpeningChoice, ...]] = []

    def propose_stones(self, board: Board, count: int, limit: Limit | None = None) -> list[Move]:
        stones, self.stones = self.stones[:count], self.stones[count:]
        return stones

    def choose_side(
        self, board: Board, choices: tuple[OpeningChoice, ...], limit: Limit | None = None
    ) -> OpeningChoice:
        self.asked.append(choices)
        return self.choices.pop(0)


@pytest.fixture
def chooser(monkeypatch: pytest.MonkeyPatch) -> Iterator[FixedOpening]:
    """Every computer makes its opening decisions with one ``FixedOpening``."""
    fixed = FixedOpening()
    monkeypatch.setattr(computer_module, "opening_chooser", lambda strategy, seed=None: fixed)
    yield fixed


def opening_window(make_window: MakeWindow, opening: str, human_mark: str) -> MainWindow:
    window = make_window(
        mode=Mode.HUMAN_VS_COMPUTER,
        human_mark=human_mark,
        opponent="smart",
        size=15,
        win_length=5,
        opening=opening,
    )
    return window


def status(window: MainWindow) -> str:
    label = window.findChild(QLabel, "statusLabel")
    assert label is not None
    return label.text()


def button(window: MainWindow, name: str) -> QPushButton:
    found = window.findChild(QPushButton, name)
    assert found is not None
    return found


def click_cell(qtbot: QtBot, window: MainWindow, move: Move) -> None:
    cell = button(window, f"cell_{move[0]}_{move[1]}")
    QTest.mouseClick(cell, Qt.MouseButton.LeftButton)


def wait_for_choice(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.model.accepts_choice, timeout=WAIT_MS)


def test_the_person_places_swap2_stones_and_the_computer_takes_black(
    qtbot: QtBot, make_window: MakeWindow, chooser: FixedOpening
) -> None:
    chooser.choices = ["black"]
    window = opening_window(make_window, "swap2", "X")
    model = window.model
    medium = model.player_name("O")
    assert status(window) == "Opening: place a black stone (X), 3 to go."
    click_cell(qtbot, window, THREE[0])
    assert status(window) == "Opening: place a white stone (O), 2 to go."
    click_cell(qtbot, window, THREE[1])
    with qtbot.waitSignal(model.computer.opening_step_taken, timeout=WAIT_MS):
        click_cell(qtbot, window, THREE[2])
    assert chooser.asked == [("black", "white", "two")]
    # The computer took black: it holds X, the person O, and O (white) moves next.
    assert model.game.choices == ("black",)
    assert model.player_name("X") == medium and model.player_name("O") == "You"
    assert status(window) == f"{medium} took black. Your move (O)"
    assert window.windowTitle().startswith(f"{medium} (X) vs You (O)")
    assert window.windowTitle().endswith("15 x 15, 5 in a row, Swap2")  # names its opening
    assert not button(window, "openingBlackButton").isVisible()
    # The records keep who held each mark: the computer X, the person O.
    record = window.recorder.record_of_current_game(abandoned=True)
    assert (record.x_player != "human", record.o_player, record.o_name) == (True, "human", "You")
    assert record.humans == ("O",)
    with qtbot.waitSignal(model.computer.move_chosen, timeout=WAIT_MS):
        assert model.play((8, 8))
    wait_until_idle(qtbot, model)
    assert len(model.game.moves) == 5 and model.accepts_moves


def test_the_computer_places_swap2_stones_and_the_person_chooses_by_button(
    qtbot: QtBot, make_window: MakeWindow, chooser: FixedOpening
) -> None:
    window = opening_window(make_window, "swap2", "O")
    model = window.model
    wait_for_choice(qtbot, window)
    assert model.game.moves == tuple(THREE)
    assert status(window) == "Your choice: play black, play white or place two more stones."
    why = window.findChild(QLabel, "openingWhyLabel")
    assert why is not None and why.isVisible()
    assert why.text() == (
        "Swap2 keeps the first stones fair: the other player picks a side after seeing them."
    )
    for name in ("openingBlackButton", "openingWhiteButton", "openingTwoButton"):
        assert button(window, name).isVisible()
    assert not model.play((0, 0))  # no stone before the choice
    with qtbot.waitSignal(model.computer.move_chosen, timeout=WAIT_MS):
        QTest.mouseClick(button(window, "openingBlackButton"), Qt.MouseButton.LeftButton)
        # The person took black: X is theirs now, and the computer (white) moves.
        assert model.player_name("X") == "You"
        assert window.windowTitle().startswith("You (X) vs ")
    wait_until_idle(qtbot, model)
    assert len(model.game.moves) == 4 and model.accepts_moves
    assert status(window) == "Your move (X)"


def test_the_person_places_two_more_and_the_computer_chooses(
    qtbot: QtBot, make_window: MakeWindow, chooser: FixedOpening
) -> None:
    chooser.choices = ["white"]
    window = opening_window(make_window, "swap2", "O")
    model = window.model
    medium = model.player_name("X")
    wait_for_choice(qtbot, window)
    QTest.mouseClick(button(window, "openingTwoButton"), Qt.MouseButton.LeftButton)
    assert status(window).startswith("You will place two more stones. Opening: place a white")
    click_cell(qtbot, window, TWO_MORE[0])
    assert status(window) == "Opening: place a black stone (X), 1 to go."
    with qtbot.waitSignal(model.computer.opening_step_taken, timeout=WAIT_MS):
        click_cell(qtbot, window, TWO_MORE[1])
    assert chooser.asked == [("black", "white")]
    # The computer, the first player, took white: the person holds X now.
    assert model.player_name("O") == medium and model.player_name("X") == "You"
    wait_until_idle(qtbot, model)
    assert len(model.game.moves) == 6 and model.accepts_moves


def test_swap_offers_two_buttons_and_white_keeps_the_seats(
    qtbot: QtBot, make_window: MakeWindow, chooser: FixedOpening
) -> None:
    window = opening_window(make_window, "swap", "O")
    model = window.model
    wait_for_choice(qtbot, window)
    assert status(window) == "Your choice: play black or play white."
    assert not button(window, "openingTwoButton").isVisible()
    why = window.findChild(QLabel, "openingWhyLabel")
    assert why is not None and why.text().startswith("Swap keeps the first stones fair")
    QTest.mouseClick(button(window, "openingWhiteButton"), Qt.MouseButton.LeftButton)
    assert model.game.choices == ("white",)
    assert model.player_name("O") == "You" and model.accepts_moves
    assert status(window) == "You took white. Your move (O)"
    assert not button(window, "openingWhiteButton").isVisible()


def test_undo_takes_back_the_choice_and_the_seats_follow(
    qtbot: QtBot, make_window: MakeWindow, chooser: FixedOpening
) -> None:
    window = opening_window(make_window, "swap2", "O")
    model = window.model
    medium = model.player_name("X")
    wait_for_choice(qtbot, window)
    with qtbot.waitSignal(model.computer.move_chosen, timeout=WAIT_MS):
        assert model.choose_opening("black")
    wait_until_idle(qtbot, model)
    assert window.windowTitle().startswith("You (X) vs ")
    assert model.can_undo
    assert model.undo()  # the computer's move and the person's choice
    assert model.game.moves == tuple(THREE) and model.game.choices == ()
    assert model.accepts_choice and button(window, "openingBlackButton").isVisible()
    assert window.windowTitle().startswith(f"{medium} (X) vs You (O)")
    assert not model.can_undo  # the stones before it are the computer's
    assert model.choose_opening("white")  # another choice from there
    assert model.player_name("O") == "You" and model.accepts_moves


def test_the_opening_picker_is_enabled_only_where_the_openings_are_played(
    qtbot: QtBot,
) -> None:
    dialog = SettingsDialog(settings_for(size=9, win_length=5, opening="swap2"))
    qtbot.addWidget(dialog)
    combo = dialog.findChild(OpeningCombo, "openingCombo")
    assert combo is not None
    assert [combo.itemData(index) for index in range(combo.count())] == ["none", "swap", "swap2"]
    assert not combo.isEnabled() and combo.currentData() == "none"
    assert combo.toolTip() == (
        "Swap and swap2 are played on 15 x 15 with five in a row, under freestyle, standard or"
        " Renju."
    )
    assert dialog.settings().opening == "swap2"  # kept for when the rules allow it
    assert dialog.settings().game_opening == "none"
    dialog.size_spin.setValue(15)
    assert combo.isEnabled() and combo.currentData() == "swap2"
    dialog.rule_combo.setCurrentIndex(dialog.rule_combo.findData("caro"))
    assert not combo.isEnabled()
    dialog.rule_combo.setCurrentIndex(dialog.rule_combo.findData("renju"))
    assert combo.isEnabled()
    dialog.rule_combo.setCurrentIndex(dialog.rule_combo.findData("standard"))
    assert combo.isEnabled()
    combo.setCurrentIndex(combo.findData("swap"))
    assert dialog.settings().opening == "swap"


def test_the_opening_is_kept_in_the_settings() -> None:
    store = SettingsStore()
    store.save(settings_for(size=15, win_length=5, opening="swap"))
    assert SettingsStore().load().opening == "swap"


def test_a_game_is_saved_with_its_opening_and_who_held_each_mark(
    qtbot: QtBot, make_window: MakeWindow, chooser: FixedOpening, tmp_path: Path
) -> None:
    window = opening_window(make_window, "swap2", "O")
    model = window.model
    medium = model.player_name("X")
    wait_for_choice(qtbot, window)
    with qtbot.waitSignal(model.computer.move_chosen, timeout=WAIT_MS):
        assert model.choose_opening("black")
    wait_until_idle(qtbot, model)
    path = tmp_path / "swap2.ttt"
    assert window.save_game_file(path)
    saved = read_game_file(path)
    assert saved.game.opening == "swap2" and saved.game.choices == ("black",)
    assert saved.game.moves == model.game.moves
    x, o = saved.player("X"), saved.player("O")
    assert x is not None and x.is_person and x.name == "You"
    assert o is not None and not o.is_person
    record = window.recorder.record_of_current_game(abandoned=True)
    assert record.x_name == "You" and record.o_name != "You"

    chooser.stones = list(THREE)
    model.new_game()
    wait_for_choice(qtbot, window)  # the new game opens with the computer's stones again
    assert window.open_game_file(path)
    assert model.game.choices == ("black",) and model.game.opening == "swap2"
    assert model.player_name("X") == "You" and model.player_name("O") == medium
    assert model.accepts_moves and window.windowTitle().startswith("You (X) vs ")


def test_the_sentence_stands_whole_above_the_buttons(
    qtbot: QtBot, make_window: MakeWindow, chooser: FixedOpening
) -> None:
    window = opening_window(make_window, "swap2", "O")
    wait_for_choice(qtbot, window)
    why = window.findChild(QLabel, "openingWhyLabel")
    assert why is not None
    black = button(window, "openingBlackButton")
    two = button(window, "openingTwoButton")
    qtbot.waitUntil(lambda: why.height() >= why.heightForWidth(why.width()), timeout=WAIT_MS)
    assert why.geometry().bottom() < black.geometry().top() < two.geometry().top()


def test_the_built_in_opening_player_chooses_a_side_after_the_persons_stones(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = opening_window(make_window, "swap", "X")
    model = window.model
    computer = model.player_name("O")
    for stone in THREE[:2]:
        assert model.play(stone)
    with qtbot.waitSignal(model.computer.opening_step_taken, timeout=WAIT_MS):
        assert model.play(THREE[2])
    (choice,) = model.game.choices
    took = "black" if choice == "black" else "white"
    assert status(window).startswith(f"{computer} took {took}.")
    # Whichever side it took, it holds that colour's mark and the person the other.
    assert model.player_name("X" if choice == "black" else "O") == computer
    wait_until_idle(qtbot, model)
    assert model.accepts_moves and len(model.game.moves) in (3, 4)


def test_keep_playing_keeps_the_game_in_its_opening(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, size=15, win_length=5, opening="swap2")
    model = window.model
    assert model.play(THREE[0])
    dialog = window.open_settings()
    combo = dialog.findChild(OpeningCombo, "openingCombo")
    assert combo is not None
    combo.setCurrentIndex(combo.findData("swap"))
    dialog.accept()
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    assert model.settings.opening == "swap2"
    assert model.game.opening == "swap2" and model.game.moves == (THREE[0],)


def test_two_computers_play_swap2_through_and_the_names_follow(
    qtbot: QtBot, make_window: MakeWindow, chooser: FixedOpening
) -> None:
    chooser.stones = THREE + TWO_MORE
    chooser.choices = ["two", "white"]
    window = make_window(
        mode=Mode.COMPUTER_VS_COMPUTER,
        computer_x="random",
        computer_o="smart",
        move_delay_ms=0,
        size=15,
        win_length=5,
        opening="swap2",
    )
    model = window.model
    first, second = model.player_name("X"), model.player_name("O")
    assert first != second
    qtbot.waitUntil(lambda: len(model.game.moves) >= 7, timeout=WAIT_MS)
    assert model.game.choices == ("two", "white")
    assert model.game.moves[:5] == tuple(THREE + TWO_MORE)
    # The first player took white: the second holds X now.
    assert (model.player_name("X"), model.player_name("O")) == (second, first)
    assert window.windowTitle().startswith(f"{second} (X) vs {first} (O)")


def test_an_unfinished_swap_game_comes_back_with_its_seats(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    fields = {"mode": Mode.HUMAN_VS_HUMAN, "size": 15, "win_length": 5, "opening": "swap"}
    first = make_window(**fields)
    for stone in THREE:
        assert first.model.play(stone)
    assert first.model.choose_opening("black")  # Alice, second, takes black: she holds X
    assert first.model.player_name("X") == "Alice"
    first.close()
    second = make_window(**fields)
    assert second.model.game.choices == ("black",)
    assert (second.model.player_name("X"), second.model.player_name("O")) == ("Alice", "Bob")
    assert second.model.status_text() == "Bob (O) to move"
