"""The settings dialog's layout (compact and steady in every mode, its size kept, number fields
aligned in right-to-left languages and saying their range), the win length following the size,
and its board theme and animations editors."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyle,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow
from ttt_qt.app.dialogs.settings_dialog import SettingsDialog
from ttt_qt.app.settings import language
from ttt_qt.app.settings.app_settings import THEMES, AppSettings, ComputerChoice, Mode
from ttt_qt.app.settings.store import SettingsStore

MakeWindow = Callable[..., MainWindow]
W = TypeVar("W", bound=QWidget)

STRANGERS_LINE_SPACING = 16
"""The line spacing, in pixels, of the default font on the screen where Settings measured
892 x 665: the old dialog measures 892 x 674 here with a font 16 px from line to line (and
892 x 633 at 15 px, 772 x 608 at 14 px), so that screen's 520 px are 520 / 16 lines' worth."""

ROOM_PIXELS = 520
"""The tallest Settings may open on a 1366 x 768 screen, at that screen's default font."""


def child(parent: QWidget, kind: type[W], name: str) -> W:
    found = parent.findChild(kind, name)
    assert isinstance(found, kind), name
    return found


def shown_dialog(qtbot: QtBot, settings: AppSettings) -> SettingsDialog:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def players_area(dialog: SettingsDialog) -> QWidget:
    """The part of the dialog that holds the mode and its rows: modeCombo's outermost holder."""
    widget = child(dialog, QComboBox, "modeCombo")
    holder = widget.parentWidget()
    while holder is not None and holder.parentWidget() is not dialog:
        holder = holder.parentWidget()
    assert holder is not None
    return holder


def lowest_row_bottom(area: QWidget) -> int:
    """The bottom, in ``area``, of its lowest visible field or computer picker."""
    fields = (QComboBox, QLineEdit, QAbstractSpinBox, QAbstractSlider, QCheckBox)
    bottoms = []
    for found in area.findChildren(QWidget):
        widget: QWidget | None = found
        if not found.isVisible():
            continue
        if isinstance(found, QComboBox) and found.objectName().startswith("opponent"):
            widget = found.parentWidget()  # the picker: its description and options too
        elif not isinstance(found, fields):
            continue
        assert widget is not None
        bottoms.append(widget.mapTo(area, widget.rect().bottomLeft()).y())
    assert bottoms
    return max(bottoms)


def ok_place(dialog: SettingsDialog) -> QRect:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    layout = dialog.layout()
    assert layout is not None
    layout.activate()  # the layout pass the next event would bring
    return QRect(ok.mapTo(dialog, ok.rect().topLeft()), ok.size())


def test_every_mode_shows_its_rows_without_empty_room_and_keeps_the_size(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot, AppSettings())
    modes = child(dialog, QComboBox, "modeCombo")
    area = players_area(dialog)
    style = dialog.style()
    slack = style.pixelMetric(QStyle.PixelMetric.PM_LayoutVerticalSpacing) + style.pixelMetric(
        QStyle.PixelMetric.PM_LayoutBottomMargin
    )
    first = (dialog.size(), ok_place(dialog))
    for mode in Mode:
        choose(modes, mode.value)
        assert (dialog.size(), ok_place(dialog)) == first, mode
        gap = area.height() - lowest_row_bottom(area)
        assert gap <= slack, (mode, gap)  # no room kept for the rows of another mode


@pytest.mark.parametrize("mode", list(Mode))
def test_settings_opens_within_520_pixels_of_a_1366_x_768_screen(qtbot: QtBot, mode: Mode) -> None:
    settings = replace(
        AppSettings(),
        mode=mode,
        opponent=ComputerChoice("montecarlo"),
        computer_x=ComputerChoice("threats"),
    )
    dialog = shown_dialog(qtbot, settings)
    lines = dialog.fontMetrics().lineSpacing()
    assert dialog.height() <= ROOM_PIXELS * lines / STRANGERS_LINE_SPACING
    assert dialog.width() <= 1366 * lines / STRANGERS_LINE_SPACING


def test_the_dialog_opens_at_one_size_in_every_mode(qtbot: QtBot) -> None:
    sizes = set()
    for mode in Mode:
        dialog = shown_dialog(qtbot, replace(AppSettings(), mode=mode))
        assert dialog.settings().mode is mode
        sizes.add((dialog.width(), dialog.height()))
        dialog.reject()
    assert len(sizes) == 1, sizes


def text_span(field: QAbstractSpinBox) -> tuple[int, int]:
    """The room left of and right of ``field``'s text, in its line edit."""
    edit = field.findChild(QLineEdit)
    assert edit is not None
    edges = []
    for position in (0, len(edit.text())):
        edit.setCursorPosition(position)
        edges.append(edit.cursorRect().center().x())
    return min(edges), edit.width() - max(edges)


def test_in_arabic_every_number_field_starts_on_the_right(qtbot: QtBot) -> None:
    arabic = language.language("ar")
    assert arabic is not None
    translators = language.Translators(arabic)
    try:
        # Monte Carlo plays a level of its own (Hard) on 5 x 5 with four in a row.
        smart = replace(AppSettings(), opponent=ComputerChoice("smart"), size=5, win_length=4)
        dialog = shown_dialog(qtbot, smart)
        choose(dialog.opponent.combo, "montecarlo")  # options in new fields, after opening
        options = dialog.opponent.option_spins()
        assert len(options) == 4
        qtbot.waitUntil(lambda: all(option.isVisible() for option in options))
        fields = [field for field in dialog.findChildren(QAbstractSpinBox) if field.isVisible()]
        assert child(dialog, QSpinBox, "sizeSpin") in fields and len(fields) == 6
        for field in fields:
            left, right = text_span(field)
            assert right < left, (field.objectName(), field.text(), left, right)
        dialog.reject()
    finally:
        translators.remove()
    english = shown_dialog(qtbot, AppSettings())
    left, right = text_span(child(english, QSpinBox, "sizeSpin"))
    assert left < right  # and on the left in English


def test_the_theme_follows_the_rules_until_the_person_picks_one(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot, AppSettings())
    themes = child(dialog, QComboBox, "themeCombo")
    assert [themes.itemData(index) for index in range(themes.count())] == list(THEMES)
    assert themes.toolTip()
    assert themes.currentData() == "paper"  # three in a row
    size = child(dialog, QSpinBox, "sizeSpin")
    size.setValue(7)  # five in a row
    assert themes.currentData() == "go"
    assert dialog.settings().theme == ""  # still by the rules
    note = child(dialog, QLabel, "themeNote")
    assert note.isVisible() and note.text().startswith("Until you pick one")
    choose(themes, "paper")
    size.setValue(15)
    assert themes.currentData() == "paper"
    assert dialog.settings().theme == "paper"
    assert not note.isVisible()  # picked: the note on what the rules choose goes
    animations = child(dialog, QCheckBox, "animationsCheck")
    animations.setChecked(False)
    assert dialog.settings().animations is False
    buttons = dialog.buttons
    restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    assert restore.text() == "Restore &Defaults"  # the app's words (Qt's German misleads)
    restore.click()
    assert themes.currentData() == "paper" and dialog.settings().theme == ""
    assert note.isVisible()
    assert animations.isChecked()
    size.setValue(9)
    assert themes.currentData() == "go"
    themes.activated.emit(themes.currentIndex())  # the person picks the theme shown
    size.setValue(3)
    assert themes.currentData() == "go" and dialog.settings().theme == "go"


def test_a_theme_picked_is_shown_whatever_the_rules(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot, replace(AppSettings(), theme="go"))
    assert child(dialog, QComboBox, "themeCombo").currentData() == "go"
    assert dialog.settings().theme == "go"
    high = SettingsDialog(AppSettings(), high_contrast=True)
    qtbot.addWidget(high)
    assert child(high, QComboBox, "themeCombo").currentData() == "high-contrast"
    assert high.settings().theme == ""


def test_a_high_contrast_system_shows_the_high_contrast_theme_by_the_rules(
    qtbot: QtBot, use_palette: Callable[[QPalette], None]
) -> None:
    palette = QPalette()  # pure black surfaces, white text: a high-contrast desktop's
    for back, fore in (
        (QPalette.ColorRole.Window, QPalette.ColorRole.WindowText),
        (QPalette.ColorRole.Base, QPalette.ColorRole.Text),
        (QPalette.ColorRole.Button, QPalette.ColorRole.ButtonText),
    ):
        palette.setColor(back, QColor("#000000"))
        palette.setColor(fore, QColor("#ffffff"))
    use_palette(palette)
    dialog = shown_dialog(qtbot, replace(AppSettings(), size=15, win_length=5))
    assert child(dialog, QComboBox, "themeCombo").currentData() == "high-contrast"
    assert dialog.settings().theme == ""


def test_the_theme_and_the_animations_are_kept(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    button = window.findChild(QPushButton, "settingsButton")
    assert button is not None
    button.click()
    dialog = window.findChild(SettingsDialog, "settingsDialog")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    animations = child(dialog, QCheckBox, "animationsCheck")
    assert animations.isChecked()  # on by default
    animations.setChecked(False)
    choose(child(dialog, QComboBox, "themeCombo"), "high-contrast")
    with qtbot.waitSignal(window.model.settings_changed):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.model.settings.theme == "high-contrast"
    assert window.model.settings.animations is False
    window.close()
    kept = SettingsStore().load()
    assert (kept.theme, kept.animations) == ("high-contrast", False)
    again = make_window()
    QApplication.processEvents()
    dialog = again.open_settings()
    assert child(dialog, QComboBox, "themeCombo").currentData() == "high-contrast"
    assert not child(dialog, QCheckBox, "animationsCheck").isChecked()
    dialog.reject()


@pytest.mark.parametrize("mode", list(Mode))
def test_tab_goes_through_every_field_once_down_the_columns(qtbot: QtBot, mode: Mode) -> None:
    settings = replace(AppSettings(), mode=mode, computer_x=ComputerChoice("mcts"))
    dialog = shown_dialog(qtbot, settings)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    modes = child(dialog, QComboBox, "modeCombo")
    modes.setFocus()
    visited: list[QWidget] = []
    focused = QApplication.focusWidget()
    while focused is not None and focused not in visited and len(visited) < 40:
        visited.append(focused)
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
    assert focused is modes, [widget.objectName() for widget in visited]
    names = [widget.objectName() for widget in visited]
    assert names.index("sizeSpin") < names.index("themeCombo") < names.index("languageCombo")
    if mode == Mode.COMPUTER_VS_COMPUTER:  # the pause, the computers, then the board
        assert names.index("moveDelaySlider") < names.index("opponentXCombo")
        assert names.index("opponentXCombo_time_limit") < names.index("sizeSpin")


def test_the_settings_dialog_keeps_its_size(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_settings()
    qtbot.waitExposed(dialog)
    sizes = {(dialog.width(), dialog.height())}
    mode = dialog.mode_combo
    for index in range(mode.count()):
        mode.setCurrentIndex(index)
        for combo in (dialog.opponent.combo, dialog.computer_x.combo):
            for strategy in range(combo.count()):
                combo.setCurrentIndex(strategy)
                QApplication.processEvents()  # let the layouts take the change in
                sizes.add((dialog.width(), dialog.height()))
    assert len(sizes) == 1, sizes


@pytest.mark.parametrize(("size", "length"), [(3, 3), (4, 4), (5, 4), (6, 5), (10, 5), (15, 5)])
def test_the_win_length_follows_the_usual_value(window: MainWindow, size: int, length: int) -> None:
    dialog = window.open_settings()
    dialog.size_spin.setValue(size)
    assert dialog.win_length_spin.value() == length
    assert dialog.win_length_spin.maximum() == size


def test_number_fields_say_their_range(window: MainWindow) -> None:
    dialog = window.open_settings()
    assert dialog.size_spin.toolTip() == "From 3 to 15"
    assert dialog.win_length_spin.toolTip() == "Only 3 here"  # on 3 x 3
    dialog.size_spin.setValue(7)
    assert dialog.win_length_spin.toolTip() == "From 3 to 7"
    dialog.opponent.set_choice(ComputerChoice("threats"))
    think_time = dialog.opponent.findChildren(QDoubleSpinBox)
    assert len(think_time) == 1
    assert think_time[0].toolTip().endswith("\nFrom 0.10 to 30.00")
    dialog.reject()
