"""The computer's levels in the window: the pickers, Settings, the names, the records."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, settings_for, wait_until_idle
from ttt_qt import ai
from ttt_qt.ai.levels import alias_of
from ttt_qt.app import MainWindow
from ttt_qt.app.players.level_items import level_description
from ttt_qt.app.players.strategy_texts import algorithm_words
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Rules

MakeWindow = Callable[..., MainWindow]

LEVEL_NAMES = {"Beginner", "Easy", "Medium", "Hard", "Expert", "Unbeatable"}


def combo_of(parent: QDialog | MainWindow, name: str) -> QComboBox:
    combo = parent.findChild(QComboBox, name)
    assert combo is not None, name
    return combo


def items(combo: QComboBox) -> list[tuple[str, str]]:
    return [(combo.itemText(index), str(combo.itemData(index))) for index in range(combo.count())]


@pytest.mark.parametrize(
    ("size", "win_length", "unbeatable"),
    [(3, 3, True), (4, 4, True), (5, 4, True), (7, 5, False), (15, 5, False)],
)
def test_the_picker_names_levels_and_unbeatable_only_where_proven(
    make_window: MakeWindow, size: int, win_length: int, unbeatable: bool
) -> None:
    window = make_window(size=size, win_length=win_length)
    shown = items(combo_of(window, "opponentPicker"))
    texts = [text for text, _ in shown]
    assert ("Unbeatable" in texts) == unbeatable
    levels = [text for text in texts if text in LEVEL_NAMES]
    assert len(levels) >= 3 and len(set(levels)) == len(levels)
    assert texts[len(levels) :] == ["Match my level", "Another person"]
    rules = Rules(size, win_length)
    computers = [data for text, data in shown if text in LEVEL_NAMES]
    played = [alias_of(name, rules) for name in computers]
    assert len(set(played)) == len(played)  # no two items play the same


@pytest.mark.parametrize(("size", "win_length"), [(3, 3), (10, 5)])
def test_each_levels_tooltip_names_its_algorithm(
    make_window: MakeWindow, size: int, win_length: int
) -> None:
    combo = combo_of(make_window(size=size, win_length=win_length), "opponentPicker")
    for index, (text, name) in enumerate(items(combo)):
        if text not in LEVEL_NAMES:
            continue
        tooltip = str(combo.itemData(index, Qt.ItemDataRole.ToolTipRole))
        assert tooltip.startswith(f"{text}: {algorithm_words(name)}, "), tooltip


def test_the_settings_level_lists_follow_the_rules_and_keep_the_level(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    dialog = window.open_settings()
    qtbot.waitExposed(dialog)
    size = dialog.findChild(QSpinBox, "sizeSpin")
    assert size is not None
    pickers = [combo_of(dialog, name) for name in ("opponentCombo", "opponentOCombo")]
    assert all("Unbeatable" in [text for text, _ in items(combo)] for combo in pickers)
    opponent = pickers[0]
    assert (opponent.currentText(), opponent.currentData()) == ("Medium", "smart")
    size.setValue(15)
    for combo in pickers:
        texts = [text for text, _ in items(combo)]
        assert "Unbeatable" not in texts and "Expert" in texts
    assert (opponent.currentText(), opponent.currentData()) == ("Medium", "expert")
    size.setValue(3)
    assert (opponent.currentText(), opponent.currentData()) == ("Medium", "smart")
    dialog.done(QDialog.DialogCode.Rejected)


def test_a_level_missing_on_new_rules_gives_the_nearest_and_comes_back(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.COMPUTER_VS_COMPUTER, computer_o="perfect")
    dialog = window.open_settings()
    qtbot.waitExposed(dialog)
    size = dialog.findChild(QSpinBox, "sizeSpin")
    assert size is not None
    picker = combo_of(dialog, "opponentOCombo")
    assert picker.currentText() == "Unbeatable"
    size.setValue(7)
    # The nearest level is Hard, the strongest on 7 x 7; Perfect plays at it and so stays.
    assert (picker.currentText(), picker.currentData()) == ("Hard", "perfect")
    size.setValue(3)
    assert (picker.currentText(), picker.currentData()) == ("Unbeatable", "perfect")
    dialog.done(QDialog.DialogCode.Rejected)


def test_restore_defaults_brings_back_the_first_run_medium_from_other_rules(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    # The defaults' computer is shown on the defaults' rules, not first on the rules shown.
    window = make_window(opponent="threats", size=15, win_length=5)
    dialog = window.open_settings()
    qtbot.waitExposed(dialog)
    opponent = combo_of(dialog, "opponentCombo")
    assert (opponent.currentText(), opponent.currentData()) == ("Expert", "threats")
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert (opponent.currentText(), opponent.currentData()) == ("Medium", "smart")
    assert "Unbeatable" in [text for text, _ in items(opponent)]
    dialog.done(QDialog.DialogCode.Rejected)


def test_accepted_settings_keep_the_strategy_and_the_window_its_level(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    dialog = window.open_settings()
    qtbot.waitExposed(dialog)
    size = dialog.findChild(QSpinBox, "sizeSpin")
    assert size is not None
    size.setValue(15)
    dialog.accept()
    qtbot.waitUntil(lambda: window.model.settings.size == 15, timeout=WAIT_MS)
    assert window.model.settings.opponent.name == "expert"  # the strategy is what is stored
    assert "You (X) vs Medium (O)" in window.windowTitle()
    picker = combo_of(window, "opponentPicker")
    assert (picker.currentText(), picker.currentData()) == ("Medium", "expert")


def test_a_strategy_merged_into_a_level_is_kept_and_named_by_it(make_window: MakeWindow) -> None:
    # Expert never lost on 3 x 3: it plays at the Unbeatable level there, and stays itself.
    window = make_window(opponent="expert")
    picker = combo_of(window, "opponentPicker")
    assert (picker.currentText(), picker.currentData()) == ("Unbeatable", "expert")
    assert window.model.settings.opponent.name == "expert"
    assert "vs Unbeatable (O)" in window.windowTitle()


def test_a_reviewed_game_names_the_computer_by_its_level_on_that_games_rules(
    make_window: MakeWindow,
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)  # the person's rules: 3 x 3
    played_by = settings_for(opponent="perfect", human_mark="O")
    window.model.review_mode.review(Game(Rules(15, 5), [(7, 7), (7, 8)]), played_by)
    window.model.review_mode.to(0)
    assert window.model.status_text() == "Review: move 0 of 2. Next to play: Hard (X)"


def test_the_records_keep_the_strategy_while_the_window_says_its_level(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(opponent="perfect", human_mark="O")
    model = window.model
    assert "Unbeatable (X) vs You (O)" in window.windowTitle()
    wait_until_idle(qtbot, model)
    while not model.board.is_over:
        model.play(model.board.legal_moves()[0])
        wait_until_idle(qtbot, model)
    (game,) = window.recorder.store.games()
    assert (game.x_player, game.x_name) == ("perfect", "Perfect")


@pytest.mark.parametrize(("size", "win_length"), [(7, 5), (15, 5)])
def test_smart_on_a_big_board_is_not_described_by_its_3_by_3_rule(
    size: int, win_length: int
) -> None:
    big = level_description("smart", Rules(size, win_length), {})
    assert "a corner, then a side" not in big and "most lines still open" in big
    small = level_description("smart", Rules(3, 3), {})
    assert "the centre, a corner, then a side" in small


def test_expert_on_a_big_board_does_not_claim_its_3_by_3_record() -> None:
    assert "never loses on 3 x 3" not in level_description("expert", Rules(15, 5), {})
    assert "never loses on 3 x 3" in level_description("expert", Rules(3, 3), {})
    assert "Expert" not in ai.info("mcts").summary_for(Rules(15, 5))  # no level as a yardstick


def test_the_menu_and_the_check_box_name_the_evaluation_alike(window: MainWindow) -> None:
    check = window.findChild(QCheckBox, "evaluationCheck")
    assert check is not None
    action = window.window_actions.show_evaluation
    assert check.text().replace("&", "") == action.text().replace("&", "") == "Evaluation"
