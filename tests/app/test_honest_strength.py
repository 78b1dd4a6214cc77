"""Honest strength in the window: proven or best-found moves and hints, levels by the rules."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, wait_until_idle
from ttt_qt.ai import MoveValue, SearchResult
from ttt_qt.app import MainWindow
from ttt_qt.app.computer.move_report import computer_move_text
from ttt_qt.app.players.strategy_texts import computer_name
from ttt_qt.app.settings.app_settings import ComputerChoice, Mode
from ttt_qt.engine import Rules

MakeWindow = Callable[..., MainWindow]


def report(window: MainWindow) -> str:
    label = window.findChild(QLabel, "moveReportLabel")
    assert label is not None
    return label.text()


def click_cell(qtbot: QtBot, window: MainWindow, row: int, col: int) -> None:
    button = window.findChild(QPushButton, f"cell_{row}_{col}")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_until_idle(qtbot, window.model)


def picker_texts(window: MainWindow) -> dict[str, str]:
    combo = window.findChild(QComboBox, "opponentPicker")
    assert combo is not None
    return {str(combo.itemData(index)): combo.itemText(index) for index in range(combo.count())}


def test_a_move_of_perfect_on_3_by_3_is_proven(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(opponent="perfect")
    assert report(window) == ""
    click_cell(qtbot, window, 0, 0)
    text = report(window)
    assert text.startswith("O played ") and " (Unbeatable) — " in text
    assert "proven: with best play the game is a draw." in text
    assert "not proven" not in text
    click_cell(qtbot, window, 2, 2)  # X has two opposite corners: O still holds the draw
    assert "proven" in report(window) and "not proven" not in report(window)


def test_a_proven_win_or_loss_counts_the_moves_left(qtbot: QtBot) -> None:
    win = MoveValue("win", 5, 1.0, "Win in 5")
    result = SearchResult((0, 0), win, proven=True, seconds=0.2)
    assert computer_move_text("Unbeatable", "O", (0, 0), result) == (
        "O played A1 (Unbeatable) — proven: O can force a win within 4 more moves "
        "(the moves of both players)."
    )
    loss = SearchResult((2, 2), MoveValue("loss", 2, 0.0, "Loss in 2"), proven=True)
    assert computer_move_text("Unbeatable", "X", (2, 2), loss) == (
        "X played C3 (Unbeatable) — proven: O can force a win within 1 more move "
        "(the moves of both players)."
    )
    guess = SearchResult((1, 1), MoveValue("estimate", None, 0.6, "60%"), proven=False, seconds=1)
    assert computer_move_text("Hard", "X", (1, 1), guess) == (
        "X played B2 (Hard) — the best move found in 1.0 s, not proven."
    )
    block = SearchResult((1, 1), None, proven=False, seconds=0.001, source="forced")
    assert computer_move_text("Expert", "O", (1, 1), block) == (
        "O played B2 (Expert) — a forced move."
    )


def test_a_computer_move_names_the_mark_first_and_the_player_after_the_cell() -> None:
    # "Match my level (O) played B1" read as if a level had played; the mark plays, and the
    # name says which computer it was.
    text = computer_move_text("Match my level", "O", (0, 1), None, "adaptive")
    assert text == "O played B1 (Match my level) — not proven."
    assert not text.startswith("Match my level")


@pytest.mark.parametrize(
    ("strategy", "how"),
    [
        ("smart", "a move by its rules of thumb, not proven."),
        ("threats", "its usual opening move, not searched."),  # an opening rule: no search
        ("montecarlo", "the move its random games favoured, not proven."),
        ("mcts", "the move its random games favoured, not proven."),
        ("adaptive", "not proven."),
        ("random", "a cell chosen at random."),
        ("sequential", "the first free cell."),
    ],
)
def test_a_move_without_a_search_says_how_it_was_chosen(strategy: str, how: str) -> None:
    text = computer_move_text("Name", "O", (1, 1), None, strategy)
    assert text == f"O played B2 (Name) — {how}"


@pytest.mark.parametrize("strategy", ["perfect", "threats"])
def test_a_move_on_10_by_10_is_not_proven(
    qtbot: QtBot, make_window: MakeWindow, strategy: str
) -> None:
    choice = ComputerChoice(strategy, (("time_limit", 0.2),))
    window = make_window(size=10, win_length=5, opponent=choice)
    label = computer_name(strategy, Rules(10, 5))  # its level there: Hard or Expert
    assert label in ("Hard", "Expert")
    click_cell(qtbot, window, 4, 4)
    if strategy == "threats":
        # Its second move is an opening rule (F6, touching E5 diagonally): no search to report.
        assert report(window) == f"O played F6 ({label}) — its usual opening move, not searched."
        click_cell(qtbot, window, 3, 3)
    text = report(window)
    assert text.startswith("O played ") and f" ({label}) — " in text
    assert "the best move found in " in text and text.endswith(" s, not proven.")
    assert window.model.status_text() == "Your move (X)"  # the status keeps its one job


def test_a_rule_player_claims_no_proof(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(opponent="smart")
    click_cell(qtbot, window, 1, 1)
    assert report(window).startswith("O played ") and " (Medium) — " in report(window)
    assert report(window).endswith(" — a move by its rules of thumb, not proven.")


def test_the_report_is_gone_after_undo_and_in_a_new_game(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(opponent="perfect")
    click_cell(qtbot, window, 1, 1)
    assert report(window)
    window.model.undo()
    assert report(window) == ""
    window.model.new_game()
    assert report(window) == ""


def test_the_hint_says_proven_on_3_by_3_and_best_found_on_10_by_10(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    with qtbot.waitSignal(window.model.hint_ready, timeout=WAIT_MS):
        window.model.computer_turn.request_hint()
    message = window.statusBar().currentMessage()
    assert message.startswith("Hint for Bob (X): ") and "— proven: Draw." in message
    window.close()
    big = make_window(mode=Mode.HUMAN_VS_HUMAN, size=10, win_length=5)
    big.model.play((4, 4))
    with qtbot.waitSignal(big.model.hint_ready, timeout=WAIT_MS):
        big.model.computer_turn.request_hint()
    message = big.statusBar().currentMessage()
    assert message.startswith("Hint for Alice (O): ")
    assert "the best move found in " in message and " s, not proven (" in message


def test_the_picker_levels_follow_the_rules(make_window: MakeWindow) -> None:
    small = picker_texts(make_window(opponent="perfect"))
    big = picker_texts(make_window(size=10, win_length=5, opponent="perfect"))
    assert small["perfect"] == "Unbeatable"  # its search proves every move on 3 x 3
    assert big["perfect"] == "Hard" and big["threats"] == "Expert"  # measured on 10 x 10
    assert "Unbeatable" not in big.values()


def test_the_settings_show_the_levels_and_proofs_of_the_rules_being_chosen(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(opponent="perfect")
    dialog = window.open_settings()
    qtbot.waitExposed(dialog)
    combo = dialog.findChild(QComboBox, "opponentCombo")
    summary = dialog.findChild(QLabel, "opponentCombo_summary")
    size = dialog.findChild(QSpinBox, "sizeSpin")
    assert combo is not None and summary is not None and size is not None
    assert (combo.currentText(), combo.currentData()) == ("Unbeatable", "perfect")
    assert summary.text().startswith("Unbeatable: full game-tree search, up to 1.0 s a move.")
    assert "it cannot be beaten." in summary.text()
    size.setValue(10)  # no Unbeatable on 10 x 10: the nearest level, Expert
    assert (combo.currentText(), combo.currentData()) == ("Expert", "threats")
    assert summary.text().startswith("Expert: threat search, up to 1.0 s a move.")
    assert "On these rules it can be beaten: it does not prove its moves" in summary.text()
    tooltip = combo.itemData(combo.findData("perfect"), Qt.ItemDataRole.ToolTipRole)
    assert str(tooltip).startswith("Hard: full game-tree search")
    assert "as deep as its think time allows" in str(tooltip)
    assert "3 x 3" not in str(tooltip)  # what it proves on other boards is not said here
    assert "On these rules it can be beaten" in str(tooltip)
    dialog.done(QDialog.DialogCode.Rejected)
