"""The gomoku rules in the window: the rule picker, Renju's forbidden cells, standard's overline."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, count_pixels, dark_palette, settings_for, widget_image
from tests.stats.factories import x_wins_on
from ttt_qt import ai
from ttt_qt.app import MainWindow
from ttt_qt.app.board.theme import contrast_ratio
from ttt_qt.app.dialogs.rule_combo import RuleCombo
from ttt_qt.app.dialogs.settings_dialog import SettingsDialog
from ttt_qt.app.players.level_items import level_items
from ttt_qt.app.settings.app_settings import AppSettings, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.stats.table_model import run_cells, summary_cells
from ttt_qt.engine import Move, Rules
from ttt_qt.stats import StoredGame
from ttt_qt.stats.report import report_document
from ttt_qt.stats.summary import summarize

MakeWindow = Callable[..., MainWindow]

DOUBLE_THREE: list[Move] = [(3, 1), (0, 0), (3, 2), (0, 6), (1, 3), (6, 0), (2, 3), (6, 6)]
"""On 7 x 7 under Renju: X's twos across and down meet at D4, a double three for X to move."""

FORBIDDEN = (3, 3)


def rule_combo(dialog: SettingsDialog) -> RuleCombo:
    combo = dialog.findChild(RuleCombo, "ruleCombo")
    assert combo is not None
    return combo


def test_each_rule_says_what_it_is(qtbot: QtBot) -> None:
    dialog = SettingsDialog(AppSettings(size=15, win_length=5))
    qtbot.addWidget(dialog)
    combo = rule_combo(dialog)
    tips = {
        combo.itemData(index): combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
        for index in range(combo.count())
    }
    assert tips == {
        "freestyle": "Freestyle: five or more in a row wins",
        "standard": "Standard: exactly five; six or more does not win",
        "renju": "Renju: X (black) may not make a double three, a double four or an overline",
        "caro": "Caro: a five blocked at both ends does not win",
    }
    assert combo.isEnabled() and combo.rule() == "freestyle"
    assert combo.toolTip() == tips["freestyle"]


def test_the_rule_is_chosen_only_for_five_in_a_row_from_7_to_15(qtbot: QtBot) -> None:
    dialog = SettingsDialog(settings_for(size=15, win_length=5, rule="renju"))
    qtbot.addWidget(dialog)
    combo = rule_combo(dialog)
    assert combo.isEnabled() and combo.currentData() == "renju"
    dialog.size_spin.setValue(6)
    assert not combo.isEnabled()
    assert combo.currentData() == "freestyle"
    assert "five in a row on a board from 7 x 7 to 15 x 15" in combo.toolTip()
    assert dialog.settings().rule == "freestyle"
    dialog.size_spin.setValue(9)  # the line followed the board: five in a row again
    assert combo.isEnabled() and combo.currentData() == "renju"
    dialog.win_length_spin.setValue(4)
    assert not combo.isEnabled() and dialog.settings().rule == "freestyle"
    dialog.win_length_spin.setValue(5)
    dialog.reverse_check.setChecked(True)
    assert not combo.isEnabled() and combo.currentData() == "freestyle"
    dialog.reverse_check.setChecked(False)
    assert combo.currentData() == "renju"
    assert dialog.settings().rules == Rules(9, 5, rule="renju")


def test_settings_keep_the_rule_and_older_files_read_as_freestyle(settings_folder: object) -> None:
    store = SettingsStore()
    store.save(settings_for(size=15, win_length=5, rule="caro"))
    store.sync()
    assert SettingsStore().load().rules == Rules(15, 5, rule="caro")
    older = QSettings(store.file_name, QSettings.Format.IniFormat)
    older.remove("rules/rule")  # as a version before the rules wrote it
    older.sync()
    assert SettingsStore().load().rule == "freestyle"
    assert SettingsStore().load().size == 15
    older.setValue("rules/rule", "gomoku")  # damaged: the default, and the person is told
    older.sync()
    damaged = SettingsStore()
    assert damaged.load().rule == "freestyle"
    repair = damaged.repair(damaged.load())
    assert repair is not None and "rules/rule" in repair.keys


def test_a_rule_the_board_does_not_allow_is_read_as_freestyle() -> None:
    assert settings_for(size=5, win_length=4, rule="renju").rule == "freestyle"
    assert settings_for(size=15, win_length=5, reverse=True, rule="standard").rule == "freestyle"
    assert settings_for(size=7, win_length=5, rule="standard").rules.rule == "standard"


def test_accepting_a_rule_starts_a_game_under_it_and_names_it(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(size=15, win_length=5, mode=Mode.HUMAN_VS_HUMAN)
    dialog = window.open_settings()
    combo = rule_combo(dialog)
    combo.setCurrentIndex(combo.findData("renju"))
    with qtbot.waitSignal(window.model.settings_changed):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.model.board.rules.rule == "renju", timeout=WAIT_MS)
    assert window.model.game.moves == ()
    assert "15 x 15, 5 in a row, Renju" in window.windowTitle()
    rules_lines = [label.text() for label in window.findChildren(QLabel)]
    assert any("X (black) may not make a double three" in text for text in rules_lines)
    assert SettingsStore().load().rule == "renju"


@pytest.mark.parametrize("rule", ["standard", "renju", "caro"])
def test_no_level_is_unbeatable_under_another_rule(rule: str) -> None:
    for size in range(7, 16):
        rules = Rules(size, 5, rule=rule)  # type: ignore[arg-type]
        levels = [rung.level for rung in ai.ladder(rules)]
        assert ai.Level.UNBEATABLE not in levels
        assert levels == [rung.level for rung in ai.ladder(Rules(size, 5))][: len(levels)]
        texts = [text for text, _ in level_items(rules, None)]
        assert texts[0] == "Beginner" and "Unbeatable" not in texts


def renju_window(make_window: MakeWindow) -> MainWindow:
    window = make_window(size=7, win_length=5, rule="renju", mode=Mode.HUMAN_VS_HUMAN)
    for move in DOUBLE_THREE:
        assert window.model.play(move)
    return window


def test_cells_forbidden_to_x_are_marked_and_named(make_window: MakeWindow) -> None:
    window = renju_window(make_window)
    view = window.board_view
    marked = [cell.cell for cell in view.cells() if cell.state.forbidden]
    assert marked == [FORBIDDEN]
    cell = view.cell(FORBIDDEN)
    assert cell.state.forbidden == "double three"
    assert cell.accessibleName() == "D4, forbidden: double three"
    assert cell.toolTip() == "Forbidden to X under Renju: double three"
    assert view.cell((3, 4)).accessibleName() == "E4, empty"
    window.model.play((5, 5))  # X plays elsewhere: O is free everywhere
    assert not [cell.cell for cell in view.cells() if cell.state.forbidden]
    assert view.cell(FORBIDDEN).accessibleName() == "D4, empty"


def test_a_click_or_a_key_on_a_forbidden_cell_is_refused_with_its_reason(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = renju_window(make_window)
    board = window.model.board
    cell = window.board_view.cell(FORBIDDEN)
    QTest.mouseClick(cell, Qt.MouseButton.LeftButton)
    assert window.model.board == board
    assert window.statusBar().currentMessage() == (
        "D4 is forbidden to X under Renju: double three."
    )
    window.statusBar().clearMessage()
    cell.setFocus()
    QTest.keyClick(cell, Qt.Key.Key_Space)
    assert window.model.board == board
    assert "forbidden to X under Renju" in window.statusBar().currentMessage()


def test_the_evaluation_gives_no_value_to_a_forbidden_cell(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = renju_window(make_window)
    with qtbot.waitSignal(window.model.analysis_ready, timeout=WAIT_MS):
        window.model.settings_changes.show_evaluation(True)
    qtbot.waitUntil(lambda: window.model.computer_turn.analysis is not None, timeout=WAIT_MS)
    analysis = window.model.computer_turn.analysis
    assert analysis is not None
    assert FORBIDDEN not in analysis.moves
    assert (3, 4) in analysis.moves
    assert not window.board_view.cell(FORBIDDEN).state.value_label


def test_a_hint_never_points_at_a_forbidden_cell(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = renju_window(make_window)
    with qtbot.waitSignal(window.model.hint_ready, timeout=WAIT_MS) as blocker:
        assert window.model.computer_turn.request_hint()
    hint = blocker.args[0] if blocker.args else None
    assert hint is not None and hint != FORBIDDEN
    assert window.model.board.forbidden_reason(hint) is None


def test_the_opponent_picker_offers_the_levels_of_the_rule(make_window: MakeWindow) -> None:
    window = make_window(size=15, win_length=5, rule="renju")
    combo = window.findChild(QComboBox, "opponentPicker")
    assert combo is not None
    texts = [combo.itemText(index) for index in range(combo.count())]
    assert texts[:5] == ["Beginner", "Easy", "Medium", "Hard", "Expert"]
    assert "Unbeatable" not in texts
    combo.setCurrentIndex(texts.index("Expert"))
    assert window.model.board.rules == Rules(15, 5, rule="renju")
    assert window.model.settings.opponent.name == "threats"


def test_an_overline_does_not_win_under_standard(make_window: MakeWindow) -> None:
    window = make_window(size=9, win_length=5, rule="standard", mode=Mode.HUMAN_VS_HUMAN)
    x_row = [(4, 0), (4, 1), (4, 2), (4, 4), (4, 5)]
    o_far = [(0, 0), (0, 2), (8, 8), (8, 6), (0, 8)]
    for x, o in zip(x_row, o_far, strict=True):
        assert window.model.play(x)
        assert window.model.play(o)
    assert window.model.play((4, 3))  # six in a row
    assert not window.model.board.is_over
    assert window.model.board.winner is None
    assert window.model.status_text() == "Alice (O) to move"
    assert window.model.last_move_text() == (
        "6 in a row does not win under the standard rule: play on."
    )


def test_a_five_blocked_at_both_ends_does_not_win_under_caro(make_window: MakeWindow) -> None:
    window = make_window(size=9, win_length=5, rule="caro", mode=Mode.HUMAN_VS_HUMAN)
    moves = [(4, 1), (4, 0), (4, 2), (4, 6), (4, 3), (0, 0), (4, 4), (8, 8), (4, 5)]
    for move in moves:
        assert window.model.play(move)
    assert not window.model.board.is_over
    assert window.model.last_move_text() == (
        "A five blocked at both ends does not win under Caro: play on."
    )


def test_statistics_name_the_rule_and_count_it_apart() -> None:
    renju, freestyle = Rules(15, 5, rule="renju"), Rules(15, 5)
    games = [x_wins_on(renju), x_wins_on(freestyle, number=1)]
    stored = [StoredGame.from_record(number, game) for number, game in enumerate(games, 1)]
    assert run_cells(stored[0])[9] == "15 x 15, 5 in a row, Renju"
    assert run_cells(stored[1])[9] == "15 x 15, 5 in a row"
    rows = [summary_cells(summary)[2] for summary in summarize(games)]
    assert sorted(rows) == ["15 x 15, 5 in a row", "15 x 15, 5 in a row, Renju"]
    assert "15 x 15, 5 in a row, Renju" in report_document(stored).toPlainText()


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("theme", ["paper", "go", "high-contrast"])
def test_the_forbidden_sign_shows_in_every_theme(
    make_window: MakeWindow,
    use_palette: Callable[[QPalette], None],
    theme: str,
    dark: bool,
) -> None:
    if dark:
        use_palette(dark_palette())
    window = make_window(
        size=7, win_length=5, rule="renju", mode=Mode.HUMAN_VS_HUMAN, theme=theme, animations=False
    )
    for move in DOUBLE_THREE:
        assert window.model.play(move)
    board_theme = window.board_view.theme
    assert (board_theme.name, board_theme.dark) == (theme, dark)
    sign = board_theme.forbidden
    assert contrast_ratio(sign, board_theme.surface) >= 2.5
    forbidden = count_pixels(widget_image(window.board_view.cell(FORBIDDEN)), sign, 40)
    free = count_pixels(widget_image(window.board_view.cell((3, 4))), sign, 40)
    assert forbidden >= 20
    assert free == 0
