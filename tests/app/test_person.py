"""The person at the board: who is who, a beatable first opponent, the opponent picker, the
About box, and never losing a game in progress without being asked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.helpers import ComputerScript, settings_for, wait_until_idle
from ttt_qt import DISPLAY_NAME, __version__
from ttt_qt.ai import create
from ttt_qt.app import MainWindow, dialogs, main_window, roles
from ttt_qt.app.settings import DEFAULT_OPPONENT, ComputerChoice, Mode
from ttt_qt.app.settings_store import SettingsStore
from ttt_qt.engine import Board, Game, Rules

MakeWindow = Callable[..., MainWindow]


def picker(window: MainWindow) -> QComboBox:
    combo = window.findChild(QComboBox, "opponentPicker")
    assert combo is not None
    return combo


def discard_box(qtbot: QtBot, window: QWidget) -> QMessageBox:
    qtbot.waitUntil(lambda: len(shown_boxes(window)) == 1)
    return shown_boxes(window)[0]


def shown_boxes(window: QWidget) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox, "discardGameBox") if box.isVisible()]


def answer(qtbot: QtBot, box: QMessageBox, button_name: str) -> None:
    """Click ``button_name`` in ``box``; the box closes and deletes itself (not touched again)."""
    window = box.parentWidget()
    button = box.findChild(QPushButton, button_name)
    assert button is not None and window is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not shown_boxes(window))


def finished_board(rules: Rules, moves: list[tuple[int, int]]) -> Board:
    board = Board.empty(rules)
    for move in moves:
        board = board.play(move)
    return board


# --- the first opponent --------------------------------------------------------------------------


def _best_result_against(opponent_seed: int, board: Board) -> int:
    """X's best result (1 win, 0 draw, -1 loss) when O is the first-run computer."""
    computer = create(DEFAULT_OPPONENT, seed=opponent_seed)

    def value(position: Board) -> int:
        if position.is_over:
            return {"X": 1, "O": -1, None: 0}[position.winner]
        if position.to_move == "O":
            return value(position.play(computer.choose(position)))
        return max(value(position.play(move)) for move in position.legal_moves())

    return value(board)


@pytest.mark.parametrize("seed", range(6))
def test_a_careful_beginner_can_beat_the_first_run_opponent(seed: int) -> None:
    # From a corner, X has a forced win against it, whatever its seed.
    assert _best_result_against(seed, Board.empty(Rules()).play((0, 0))) == 1


@pytest.mark.parametrize("seed", range(6))
def test_the_first_run_opponent_never_beats_careful_play(seed: int) -> None:
    for person_mark in ("X", "O"):
        board = Board.empty(Rules())
        players = {
            person_mark: create("expert", seed=seed),
            "O" if person_mark == "X" else "X": create(DEFAULT_OPPONENT, seed=seed),
        }
        while not board.is_over:
            board = board.play(players[board.to_move].choose(board))
        assert board.winner in (None, person_mark)


# --- who is who ----------------------------------------------------------------------------------


def test_against_the_computer_you_are_you_and_it_is_its_level() -> None:
    players = settings_for(opponent="perfect")
    assert roles.player_name(players, "X") == "You"
    assert roles.player_name(players, "O") == "Unbeatable"
    assert roles.describe_players(players) == "You (X) vs Unbeatable (O)"
    assert roles.turn_text(players, "X", thinking=False) == "Your move (X)"
    assert roles.turn_text(players, "O", thinking=True) == "Unbeatable (O) is thinking…"
    as_o = settings_for(opponent="perfect", human_mark="O")
    assert roles.describe_players(as_o) == "Unbeatable (X) vs You (O)"
    big = settings_for(opponent="perfect", size=15, win_length=5)  # it can be beaten there
    assert roles.describe_players(big) == "You (X) vs Hard (O)"


def test_the_outcome_speaks_from_your_side() -> None:
    players = settings_for(opponent="smart")
    won = finished_board(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]).outcome
    lost = finished_board(Rules(), [(1, 0), (0, 0), (1, 1), (0, 1), (2, 2), (0, 2)]).outcome
    draw = finished_board(
        Rules(), [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)]
    ).outcome
    assert won is not None and lost is not None and draw is not None
    assert roles.outcome_headline(players, won) == "You won!"
    assert roles.outcome_explanation(players, won, False) == "You completed the line A1 B1 C1."
    assert roles.outcome_headline(players, lost) == "You lost."
    assert roles.outcome_explanation(players, lost, False) == "Medium completed the line A1 B1 C1."
    assert roles.outcome_headline(players, draw) == "Draw."


def test_reverse_rules_are_made_plain() -> None:
    players = settings_for(opponent="smart", reverse=True)
    # X (you) completes the top row and so loses.
    you_completed = finished_board(Rules(3, 3, True), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    outcome = you_completed.outcome
    assert outcome is not None
    assert roles.outcome_headline(players, outcome) == "You lost."
    assert roles.outcome_explanation(players, outcome, True) == (
        "You completed the line A1 B1 C1, so you lose (reverse rules)."
    )
    as_o = settings_for(opponent="smart", reverse=True, human_mark="O")
    assert roles.outcome_headline(as_o, outcome) == "You won!"
    assert roles.outcome_explanation(as_o, outcome, True) == (
        "Medium completed the line A1 B1 C1, so you win (reverse rules)."
    )


def test_two_computers_are_their_levels() -> None:
    players = settings_for(mode=Mode.COMPUTER_VS_COMPUTER, computer_x="random", computer_o="smart")
    assert roles.describe_players(players) == "Beginner (X) vs Medium (O)"
    assert roles.turn_text(players, "X", thinking=True) == "Beginner (X) is thinking…"


def test_the_window_says_who_is_who(make_window: MakeWindow) -> None:
    window = make_window(opponent="threats", size=15, win_length=5, human_mark="O")
    assert "Expert (X) vs You (O)" in window.windowTitle()
    assert "Bob" not in window.windowTitle() and "Alice" not in window.windowTitle()


# --- the opponent picker -------------------------------------------------------------------------


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


def test_picking_an_opponent_mid_game_asks_first(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = make_window()
    window.model.play((1, 1))
    wait_until_idle(qtbot, window.model)
    combo = picker(window)
    combo.setCurrentIndex(combo.findData("perfect"))
    box = discard_box(qtbot, window)
    assert len(window.model.game.moves) == 2
    answer(qtbot, box, "keepPlayingButton")
    assert len(window.model.game.moves) == 2
    assert window.model.settings.opponent.name == DEFAULT_OPPONENT
    assert combo.currentData() == DEFAULT_OPPONENT  # the picker shows who you still play
    combo.setCurrentIndex(combo.findData("perfect"))
    answer(qtbot, discard_box(qtbot, window), "discardButton")
    assert window.model.settings.opponent.name == "perfect"
    assert not window.model.game.moves


def test_a_game_of_two_computers_is_not_thrown_away_without_asking(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()  # the computers think until the end of the test
    window = make_window(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=0)
    window.model.load_game(Game(Rules(), [(1, 1)]))
    window.window_actions.new_game.trigger()
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    assert window.model.game.moves == ((1, 1),)
    window.window_actions.new_game.trigger()
    answer(qtbot, discard_box(qtbot, window), "discardButton")
    assert not window.model.game.moves
    script.gate.set()


def _ended_while_asked(qtbot: QtBot, window: MainWindow, script: ComputerScript) -> QMessageBox:
    """O wins while you are asked whether to start a new game; the question, still open."""
    window.model.load_game(Game(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2)]))
    qtbot.waitUntil(script.started.is_set)  # O thinks about its winning move
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    script.moves = [(1, 2)]
    with qtbot.waitSignal(window.model.game_over):
        script.gate.set()
    assert shown_boxes(window) == [box]  # it waits for your answer
    assert box.informativeText() == "The game has just ended: You lost."
    assert window.outcome_dialog is None  # not over the question
    (record,) = window.recorder.store.games()  # recorded at once
    assert (len(record.moves), record.winner) == (6, "O")
    return box


def test_a_game_the_computer_ends_while_you_are_asked_waits_for_your_answer(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window(move_delay_ms=0)  # you are X
    box = _ended_while_asked(qtbot, window, script)
    answer(qtbot, box, "discardButton")
    assert not window.model.game.moves  # the new game you asked for
    assert window.outcome_dialog is None
    assert window.statusBar().currentMessage().endswith(": You lost.")
    assert len(window.recorder.store.games()) == 1


def test_keeping_a_game_the_computer_ended_while_you_were_asked_shows_how_it_ended(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window(move_delay_ms=0)
    box = _ended_while_asked(qtbot, window, script)
    answer(qtbot, box, "keepPlayingButton")
    assert len(window.model.game.moves) == 6
    assert window.outcome_dialog is not None


def test_keep_playing_keeps_the_game_but_not_the_other_changes(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.play((1, 1))
    dialog = window.open_settings()
    size = dialog.findChild(QSpinBox, "sizeSpin")
    language = dialog.findChild(QComboBox, "languageCombo")
    assert size is not None and language is not None
    size.setValue(5)
    language.setCurrentIndex(language.findData("de"))
    dialog.accept()
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    settings = window.model.settings
    assert (settings.size, settings.language) == (3, "de")  # the language is for the next start
    assert window.model.game.moves == ((1, 1),)


def test_a_game_over_while_settings_are_open_is_told_when_they_close(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window(move_delay_ms=0)  # you are X
    window.model.load_game(Game(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2)]))
    qtbot.waitUntil(script.started.is_set)  # O thinks about its winning move
    dialog = window.open_settings()
    script.moves = [(1, 2)]
    with qtbot.waitSignal(window.model.game_over):
        script.gate.set()
    assert window.outcome_dialog is None  # not over Settings, where you are choosing
    dialog.reject()
    assert window.outcome_dialog is not None


def test_the_picker_is_gone_when_two_computers_play(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=3000)
    assert not picker(window).isEnabled()
    assert not picker(window).isVisibleTo(window)


def test_in_review_the_picker_shows_who_played_and_cannot_change(make_window: MakeWindow) -> None:
    window = make_window(opponent="mcts")
    window.model.review(Game(Rules(), [(1, 1), (0, 0)]), settings_for(opponent="expert"))
    assert picker(window).currentData() == "expert"
    assert not picker(window).isEnabled()


def test_an_unfinished_game_is_back_at_the_next_start(make_window: MakeWindow) -> None:
    first = make_window(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(1, 1), (0, 0)]:
        first.model.play(move)
    first.model.clock.resume(300.0)  # as if the first moves took five minutes
    first.close()
    second = make_window(mode=Mode.HUMAN_VS_HUMAN)
    assert second.model.game.moves == ((1, 1), (0, 0))
    assert "unfinished game is back" in second.statusBar().currentMessage()
    second.model.play((2, 2))
    second.model.play((0, 1))
    second.model.play((2, 0))
    second.model.play((0, 2))  # O wins: a finished game is not kept for later
    (record,) = second.recorder.store.games()
    assert record.duration_seconds >= 300  # the time before the restart counts too
    second.close()
    third = make_window(mode=Mode.HUMAN_VS_HUMAN)
    assert third.model.game.moves == ()


def test_a_game_taken_up_again_says_who_made_its_last_move(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.moves = [(0, 0)]
    first = make_window(opponent="expert")
    first.model.play((1, 1))
    wait_until_idle(qtbot, first.model)
    assert first.model.game.moves == ((1, 1), (0, 0))
    first.close()
    second = make_window(opponent="expert")
    name = second.model.player_name("O")
    assert second.model.last_move_text() == f"O played A1 ({name}) the last time the app ran."
    second.model.play((2, 2))
    wait_until_idle(qtbot, second.model)
    assert "the last time the app ran" not in second.model.last_move_text()


def test_the_game_in_progress_is_on_disk_after_every_move(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    settings_file = Path(SettingsStore().file_name)
    window.model.play((1, 1))
    window.model.play((0, 0))
    # Read the file itself, as the next start after a crash would: nothing waits for close.
    assert "B2 A1" in settings_file.read_text(encoding="utf-8").replace("%20", " ")
    window.model.new_game()
    assert "B2 A1" not in settings_file.read_text(encoding="utf-8").replace("%20", " ")


def test_a_long_name_without_spaces_is_cut_short_with_a_sign(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, x_name="W" * 40)
    label = window.side_panel.status_label
    text = label.text()
    assert "…" in text and text.endswith(" (X) to move")
    widest = max(label.fontMetrics().horizontalAdvance(word) for word in text.split(" "))
    assert widest <= window.side_panel.width()


def test_a_click_on_a_command_leaves_the_keyboard_with_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    for kind, name in [
        (QPushButton, "newGameButton"),
        (QCheckBox, "evaluationCheck"),
        (QComboBox, "opponentPicker"),
    ]:
        control = window.findChild(kind, name)
        assert control is not None, name
        assert control.focusPolicy() == Qt.FocusPolicy.TabFocus, name
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    centre = window.board_view.cell((1, 1))
    centre.setFocus()
    qtbot.waitUntil(centre.hasFocus)
    check = window.side_panel.evaluation_check
    QTest.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
    assert check.isChecked()
    assert centre.hasFocus()


def test_a_hint_against_the_computer_is_for_you(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(opponent="perfect", human_mark="O")
    wait_until_idle(qtbot, window.model)
    with qtbot.waitSignal(window.model.hint_ready, timeout=20_000):
        window.window_actions.hint.trigger()
        assert window.statusBar().currentMessage() == "Looking for a hint for you (O)…"
    assert window.statusBar().currentMessage().startswith("Hint for you (O): ")


def test_a_hint_is_forgotten_once_the_position_changes(qtbot: QtBot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.model.hint_ready, timeout=20_000):
        window.window_actions.hint.trigger()
        assert window.statusBar().currentMessage() == "Looking for a hint for Bob (X)…"
    assert window.statusBar().currentMessage().startswith("Hint for Bob (X):")
    window.model.play((1, 1))
    assert window.statusBar().currentMessage() == ""


def test_the_rules_are_in_view(make_window: MakeWindow) -> None:
    window = make_window(reverse=True)
    label = window.findChild(QLabel, "rulesLabel")
    assert label is not None
    assert label.text() == (
        "3 x 3, 3 in a row, reverse rules\n"
        "Whoever completes 3 in a row loses: leave that to your opponent."
    )
    window.model.apply_settings(replace(window.model.settings, reverse=False))
    assert label.text() == "3 x 3, 3 in a row"


# --- nothing lost --------------------------------------------------------------------------------


def test_new_game_asks_only_when_a_game_is_in_progress(qtbot: QtBot, window: MainWindow) -> None:
    window.window_actions.new_game.trigger()
    assert window.findChild(QMessageBox, "discardGameBox") is None
    window.model.play((0, 0))
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.defaultButton() is box.findChild(QPushButton, "keepPlayingButton")
    answer(qtbot, box, "keepPlayingButton")
    assert window.model.game.moves == ((0, 0),)


def test_the_question_says_when_the_game_is_saved_as_it_is(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.model.play((0, 0))
    assert window.save_game_file(tmp_path / "mine.ttt")
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.informativeText() == (
        "The game in progress is saved in mine.ttt: Open Game brings it back."
        " In Statistics it will count as abandoned."
    )
    answer(qtbot, box, "keepPlayingButton")
    window.model.play((1, 1))  # no longer the game saved
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.informativeText() == "The game in progress will count as abandoned in Statistics."
    answer(qtbot, box, "keepPlayingButton")


def test_a_game_just_opened_is_said_to_be_in_its_file(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    first = make_window()
    first.model.play((0, 0))
    assert first.save_game_file(tmp_path / "mine.ttt")
    first.close()
    window = make_window()
    window.model.new_game()
    assert window.open_game_file(tmp_path / "mine.ttt")
    window.review_game(Game(Rules(), [(1, 1)]), "Ann", "Cy")
    box = discard_box(qtbot, window)
    assert box.informativeText() == (
        "The game in progress is saved in mine.ttt: Open Game brings it back."
        " In Statistics it will count as abandoned."
    )
    answer(qtbot, box, "keepPlayingButton")


def test_open_game_asks_before_choosing_a_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved.ttt"
    path.write_text("ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves C3\n")
    asked: list[bool] = []

    def choose(parent: QWidget) -> str:
        asked.append(True)
        return str(path)

    monkeypatch.setattr(dialogs, "choose_open_path", choose)
    window.model.play((0, 0))
    window.window_actions.open_game.trigger()
    box = discard_box(qtbot, window)
    assert asked == []
    answer(qtbot, box, "discardButton")
    assert asked == [True]
    assert window.model.game.moves == ((2, 2),)


def test_settings_that_change_the_game_ask_first(qtbot: QtBot, window: MainWindow) -> None:
    window.model.play((0, 0))
    dialog = window.open_settings()
    size = dialog.findChild(QSpinBox, "sizeSpin")
    assert size is not None
    size.setValue(4)
    dialog.accept()
    box = discard_box(qtbot, window)
    answer(qtbot, box, "keepPlayingButton")
    assert window.model.game.moves == ((0, 0),)
    assert window.model.settings.size == 3
    assert "not changed" in window.statusBar().currentMessage()


def test_new_names_apply_to_the_game_in_progress(window: MainWindow) -> None:
    window.model.play((0, 0))
    dialog = window.open_settings()
    edit = dialog.x_name_edit
    edit.setText("Ann")
    dialog.accept()
    assert window.findChild(QMessageBox, "discardGameBox") is None
    assert window.model.game.moves == ((0, 0),)
    assert window.model.player_name("X") == "Ann"


def test_settings_accepted_unchanged_keep_the_game_without_asking(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = make_window(opponent="perfect")  # no options stored: the dialog shows defaults
    window.model.play((1, 1))
    wait_until_idle(qtbot, window.model)
    dialog = window.open_settings()
    dialog.accept()
    assert window.findChild(QMessageBox, "discardGameBox") is None
    assert len(window.model.game.moves) == 2


def test_reviewing_mid_game_asks_first(qtbot: QtBot, window: MainWindow) -> None:
    window.model.play((0, 0))
    window.review_game(Game(Rules(), [(1, 1)]), "Ann", "Cy")
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    assert not window.model.is_reviewing
    assert window.model.game.moves == ((0, 0),)


def test_keep_playing_brings_statistics_back_to_the_front(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    raised: list[QWidget] = []
    monkeypatch.setattr(main_window, "_bring_to_front", raised.append)
    window.model.play((0, 0))
    statistics = window.open_statistics()
    window.review_game(Game(Rules(), [(1, 1)]), "Ann", "Cy")  # as a double-click there does
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    assert raised == [statistics]
    assert window.model.game.moves == ((0, 0),)


def test_statistics_opens_as_it_was_left(make_window: MakeWindow) -> None:
    window = make_window()
    statistics = window.open_statistics()
    assert not statistics.include_computer_games and statistics.last is None
    check = statistics.findChild(QCheckBox, "computerGamesCheck")
    last_check = statistics.findChild(QCheckBox, "lastCheck")
    last_spin = statistics.findChild(QSpinBox, "lastSpin")
    assert check is not None and last_check is not None and last_spin is not None
    check.setChecked(True)
    last_check.setChecked(True)
    last_spin.setValue(25)
    statistics.reject()
    window.close()
    again = make_window().open_statistics()
    assert again.include_computer_games and again.last == 25


def test_statistics_left_open_shows_each_game_as_it_ends(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    statistics = window.open_statistics()
    assert statistics.games == []
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        window.model.play(move)
    assert len(statistics.games) == 1


def test_play_from_here_keeps_each_side_with_who_played_it(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    played_by = settings_for(opponent="perfect", human_mark="O")  # Unbeatable (X) vs You (O)
    window.model.review(Game(Rules(), [(1, 1), (0, 0), (2, 2)]), played_by)
    assert window.model.status_text() == "Review: move 3 of 3. Next to play: you (O)"
    window.model.review_to(2)
    assert window.model.status_text() == "Review: move 2 of 3. Next to play: Unbeatable (X)"
    window.model.play_from_here()
    settings = window.model.settings
    assert (settings.mode, settings.human_mark) == (Mode.HUMAN_VS_COMPUTER, "O")
    assert settings.opponent.name == "perfect"
    assert window.model.is_human("O") and not window.model.is_human("X")


def test_a_new_game_after_playing_on_from_a_review_has_the_persons_settings(
    make_window: MakeWindow,
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, size=7, win_length=5, x_name="Ann")
    own = window.model.settings
    played_by = settings_for(opponent="perfect", human_mark="O")
    window.model.review(Game(Rules(), [(1, 1), (0, 0)]), played_by)
    window.model.play_from_here()
    assert window.model.settings.opponent.name == "perfect"
    assert window.model.board.rules == Rules()
    window.model.new_game()
    assert window.model.settings == own
    assert window.model.board.rules == Rules(7, 5)
    assert window.statusBar().currentMessage() == (
        "Back to your settings: Ann (X) vs Alice (O), 7 x 7, 5 in a row."
    )
    window.model.new_game()  # once only
    assert window.model.settings == own


def test_settings_chosen_while_playing_on_from_a_review_stay(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    played_by = settings_for(opponent="perfect", human_mark="O")
    window.model.review(Game(Rules(), [(1, 1), (0, 0)]), played_by)
    window.model.play_from_here()
    chosen = replace(window.model.settings, size=5, win_length=4)
    window.model.apply_settings(chosen)
    window.model.new_game()
    assert window.model.settings == chosen.normalized()
    assert window.model.settings.opponent.name == "perfect"


# --- settings that behave ------------------------------------------------------------------------


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


# --- name, About, keys, files ---------------------------------------------------------------


def test_the_about_box(qtbot: QtBot, window: MainWindow) -> None:
    window.window_actions.about.trigger()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "aboutBox") is not None)
    box = window.findChild(QMessageBox, "aboutBox")
    assert box is not None
    text = box.text() + box.informativeText()
    assert DISPLAY_NAME in box.windowTitle() and __version__ in text
    assert "MIT" in text and dialogs.PROJECT_URL in text
    assert box.findChild(QPushButton, "aboutQtButton") is not None
    assert window.window_actions.about.text() == f"&About {DISPLAY_NAME}"
    box.close()


def test_statistics_has_a_shortcut_and_alt_s_is_its_own(window: MainWindow) -> None:
    assert window.window_actions.statistics.shortcut() == QKeySequence("Ctrl+T")
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Game", "&Move", "&Help"]
    stats = window.findChild(QPushButton, "statsButton")
    assert stats is not None and stats.text() == "&Statistics…"


def test_file_choosers_start_in_a_real_folder(tmp_path: Path) -> None:
    dialogs.remember_folder(None)
    start = Path(dialogs.start_folder())
    assert start.is_dir()
    dialogs.remember_folder(tmp_path / "game.ttt")
    assert dialogs.start_folder() == str(tmp_path)


def test_taking_back_a_finished_game_says_its_result_stays(window: MainWindow) -> None:
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        window.model.play(move)
    assert window.model.board.is_over
    window.window_actions.undo.trigger()
    assert not window.model.board.is_over
    assert "result stays in Statistics" in window.statusBar().currentMessage()


def test_the_undo_message_says_whether_the_result_was_counted(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    won = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]  # X completes the top row
    window.model.review(Game(Rules(), won), settings_for(mode=Mode.HUMAN_VS_HUMAN))
    window.model.review_to(2)
    window.model.play_from_here()
    while window.model.can_redo:
        window.window_actions.redo.trigger()
    # Redo replayed the reviewed game's own end: its result is in Statistics already.
    assert window.model.board.is_over and window.model.result_counted
    window.window_actions.undo.trigger()
    assert "result stays in Statistics" in window.statusBar().currentMessage()
    with qtbot.assertNotEmitted(window.model.game_finished):
        window.model.play((0, 2))  # the same end again is not counted twice
    assert window.model.board.is_over

    window.model.new_game()
    for move in won:
        window.model.play(move)
    assert window.model.result_counted
    window.window_actions.undo.trigger()
    assert "result stays in Statistics" in window.statusBar().currentMessage()

    window.model.load_game(Game(Rules(), won))
    assert not window.model.result_counted
    window.window_actions.undo.trigger()
    assert "already over when it was opened" in window.statusBar().currentMessage()


def test_a_new_game_does_not_keep_the_last_games_message(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        window.model.play(move)
    window.window_actions.undo.trigger()
    assert "result stays in Statistics" in window.statusBar().currentMessage()
    window.window_actions.new_game.trigger()  # four moves on the board: it asks first
    answer(qtbot, discard_box(qtbot, window), "discardButton")
    assert window.model.board.move_count == 0
    assert window.statusBar().currentMessage() == ""


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


def test_undo_and_redo_bring_back_what_the_computer_said_of_its_move(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(opponent="smart")
    model = window.model
    model.play((0, 0))
    wait_until_idle(qtbot, model)
    first = model.last_move_text()
    assert first.startswith("O played ") and " (Medium) — " in first
    model.play(next(move for move in model.board.legal_moves() if move != (2, 2)))
    wait_until_idle(qtbot, model)
    second = model.last_move_text()
    assert second.startswith("O played ") and " (Medium) — " in second
    window.window_actions.undo.trigger()  # back to before our second move
    assert model.last_move_text() == first
    window.window_actions.redo.trigger()
    assert model.last_move_text() == second
    window.window_actions.undo.trigger()
    window.window_actions.undo.trigger()
    assert model.last_move_text() == ""  # the start: no computer move yet


def test_the_keyboard_help_reads_right_to_left_in_a_right_to_left_language(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    window.window_actions.keyboard_help.trigger()
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    keys = boxes[0].text().split("\n\n")[-1].split("\n")
    assert len(keys) > 5 and all(line.startswith("\u200f") for line in keys)
    assert "\u200f\u202aCtrl+,\u202c: settings" in keys  # one key a line, its name whole
    assert all("    " not in line for line in keys)
    boxes[0].close()


@pytest.mark.parametrize("reverse", [False, True])
def test_how_to_play_gives_the_rules_in_play_and_the_keys(
    qtbot: QtBot, make_window: MakeWindow, reverse: bool
) -> None:
    window = make_window(size=7, win_length=5, reverse=reverse)
    window.window_actions.keyboard_help.trigger()
    (box,) = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    text = box.text()
    assert box.windowTitle().startswith("How to play")
    assert ("whoever completes 5 in a row" in text and "loses" in text) == reverse
    assert ("Whoever first completes 5 in a row" in text) != reverse
    assert "from Beginner to Expert" in text and "proven with best play" in text
    assert "stars" not in text
    assert "Match my level plays at a level from 0 (weakest) to 10" in text
    assert "Ctrl+Q: quit (the game is kept)" in text
    box.close()
