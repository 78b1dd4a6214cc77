""" "Match my level" in the window: offered, its level read from the records and shown, played."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, settings_for, wait_until_idle
from ttt_qt.ai import START_LEVEL, level_from_results
from ttt_qt.app import MainWindow
from ttt_qt.app.players.opponent_picker import OpponentPicker
from ttt_qt.app.settings.app_settings import ComputerChoice, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.engine import Move, Rules
from ttt_qt.stats import HUMAN, GameRecord, RecordStore
from ttt_qt.stats.levels import results_against

MakeWindow = Callable[..., MainWindow]
X_WINS: tuple[Move, ...] = ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))


def picker(window: MainWindow) -> QComboBox:
    combo = window.findChild(QComboBox, "opponentPicker")
    assert combo is not None
    return combo


def keep_wins(count: int) -> None:
    """Record ``count`` games the person (X) won against "Match my level" on 3 x 3."""
    with RecordStore.open_default() as store:
        for _ in range(count):
            store.add(
                GameRecord(
                    played_at=datetime.now(UTC),
                    rules=Rules(),
                    x_name="You",
                    x_player=HUMAN,
                    o_name="Match my level",
                    o_player="adaptive",
                    moves=X_WINS,
                    winner="X",
                    duration_seconds=3.0,
                    o_options=(("level", 5.0),),
                )
            )


def level_in_force(window: MainWindow) -> float | None:
    return window.model.settings.opponent.option_values.get("level")


def test_the_picker_offers_it_without_stars(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    combo = picker(window)
    index = combo.findData("adaptive")
    assert index >= 0
    assert combo.itemText(index) == "Match my level"
    assert "you win about as often as you lose" in combo.itemData(
        index, Qt.ItemDataRole.ToolTipRole
    )


def test_its_level_comes_from_the_records_and_is_shown(make_window: MakeWindow) -> None:
    keep_wins(2)
    window = make_window(opponent=ComputerChoice("adaptive", (("level", 0.0),)))
    expected = level_from_results(["won", "won"])
    assert expected > START_LEVEL
    assert level_in_force(window) == expected
    combo = picker(window)
    assert combo.currentData() == "adaptive"
    assert combo.currentText() == "Match my level"
    label = window.findChild(QLabel, "opponentLevelLabel")
    assert label is not None and label.isVisible()
    assert label.text().startswith(f"It plays at level {expected} of 10")
    tooltip = combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole)
    assert tooltip.endswith(f"It plays at level {expected} of 10 now.")


def test_choosing_it_in_the_picker_reads_the_level(qtbot: QtBot, make_window: MakeWindow) -> None:
    keep_wins(1)
    window = make_window(opponent="perfect", human_mark="X")
    combo = picker(window)
    combo.setCurrentIndex(combo.findData("adaptive"))  # no game in progress: no question
    qtbot.waitUntil(lambda: window.model.settings.opponent.name == "adaptive", timeout=WAIT_MS)
    assert level_in_force(window) == level_from_results(["won"])
    label = window.findChild(QLabel, "opponentLevelLabel")
    assert label is not None and label.isVisible()
    combo.setCurrentIndex(combo.findData("perfect"))
    qtbot.waitUntil(lambda: window.model.settings.opponent.name == "perfect", timeout=WAIT_MS)
    assert not label.isVisible()


def test_the_settings_dialog_offers_it_and_leaves_the_level_to_the_records(
    make_window: MakeWindow,
) -> None:
    window = make_window(opponent="adaptive")
    dialog = window.open_settings()
    assert dialog.findChild(QSpinBox, "opponentCombo_level") is None
    combo = dialog.findChild(QComboBox, "opponentCombo")
    assert combo is not None and combo.currentData() == "adaptive"
    summary = dialog.opponent.summary.text()
    assert f"It plays at level {START_LEVEL} of 10 now." in summary
    # The dialog hands back the level it was given, not one of its own.
    assert dialog.settings().opponent.option_values["level"] == level_in_force(window)
    dialog.reject()


def test_a_game_against_it_is_played_recorded_and_moves_the_level(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(opponent="adaptive", human_mark="X")
    model = window.model
    assert level_in_force(window) == START_LEVEL
    while not model.board.is_over:
        wait_until_idle(qtbot, model)
        if model.board.is_over:
            break
        assert model.play(model.board.legal_moves()[0])
    qtbot.waitUntil(lambda: len(window.recorder.store.games()) == 1, timeout=WAIT_MS)
    (game,) = window.recorder.store.games()
    assert (game.x_player, game.o_player, game.o_options[0]) == (
        HUMAN,
        "adaptive",
        ("level", float(START_LEVEL)),
    )
    model.new_game()
    result = results_against([game], "adaptive", Rules())
    assert level_in_force(window) == level_from_results(result)
    assert window.model.player_name("O") == "Match my level"


def test_its_level_survives_the_settings_file() -> None:
    settings = settings_for(opponent=ComputerChoice("adaptive", (("level", 7.0),)))
    store = SettingsStore()
    store.save(settings)
    store.sync()
    loaded = SettingsStore().load()
    assert loaded.opponent == settings.opponent
    assert loaded.opponent.option_values["level"] == 7


def test_a_change_of_level_is_said_with_the_level_before(qtbot: QtBot) -> None:
    picker = OpponentPicker()
    qtbot.addWidget(picker)

    def at(level: float, size: int = 3) -> str:
        choice = ComputerChoice("adaptive", (("level", level),))
        picker.show_settings(settings_for(opponent=choice).with_rules(Rules(size, size)))
        return picker.level_label.text()

    assert at(5) == "It plays at level 5 of 10, set by your results on these rules."
    assert at(3) == (
        "It plays at level 3 of 10, down from 5 after your last results on these rules."
    )
    assert at(3).startswith("It plays at level 3 of 10, down from 5")  # until it changes again
    assert at(4) == "It plays at level 4 of 10, up from 3 after your last results on these rules."
    assert at(6, size=4).endswith("set by your results on these rules.")  # other rules


def test_new_rules_show_their_own_level_at_once(qtbot: QtBot, make_window: MakeWindow) -> None:
    keep_wins(1)  # 3 x 3: one win moves the level up from the start
    on_3_by_3 = level_from_results(["won"])
    window = make_window(opponent="adaptive", size=7, win_length=5)
    assert level_in_force(window) == START_LEVEL  # no games on 7 x 7
    shown: list[str] = []
    label = window.side_panel.opponent_picker.level_label
    window.model.settings_changed.connect(lambda _settings: shown.append(label.text()))
    window.model.apply_settings(window.model.settings.with_rules(Rules()))
    assert level_in_force(window) == on_3_by_3 != START_LEVEL
    # Never the 7 x 7 level under the 3 x 3 rules, nor a change "from" it.
    assert shown and all("from" not in text for text in shown), shown
    assert all(f"level {START_LEVEL} " not in text for text in shown), shown
