"""Saving and opening games from the window: round trips, and bad files that change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow, dialogs
from ttt_qt.engine import Game, Rules, format_game, parse_game


def message_text(qtbot: QtBot, window: MainWindow) -> str:
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "messageBox") is not None)
    box = window.findChild(QMessageBox, "messageBox")
    assert box is not None
    text = box.text()
    box.close()
    return text


def test_save_and_open_round_trip(tmp_path: Path, window: MainWindow) -> None:
    for move in [(1, 1), (0, 0), (2, 2)]:
        window.model.play(move)
    path = tmp_path / "game.ttt"
    assert window.save_game_file(path)
    assert parse_game(path.read_text(encoding="utf-8")).moves == ((1, 1), (0, 0), (2, 2))
    window.model.new_game()
    assert window.open_game_file(path)
    assert window.model.game.moves == ((1, 1), (0, 0), (2, 2))
    assert window.model.accepts_moves
    assert "Opened game.ttt" in window.statusBar().currentMessage()


def test_opening_a_game_of_other_rules_adopts_them(tmp_path: Path, window: MainWindow) -> None:
    path = tmp_path / "big.ttt"
    path.write_text(
        "ttt_qt game 1\nsize 6\nwin_length 4\nrules reverse\nmoves C3 D4\n", encoding="utf-8"
    )
    assert window.open_game_file(path)
    assert window.model.board.rules == Rules(6, 4, True)
    assert window.model.settings.rules == Rules(6, 4, True)
    assert window.statusBar().currentMessage() == (
        "Opened big.ttt: 6 x 6, 4 in a row, reverse rules, the rules of your next games too"
    )
    assert window.board_view.cell((5, 5)).accessibleName() == "F6, empty"
    assert window.board_view.cell((2, 2)).accessibleName() == "C3, X"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"hello\n", "bad.ttt is not a ttt_qt game"),
        (
            b"ttt_qt game 2\nsize 3\nboard new\n",
            "bad.ttt was saved by a newer version of ttt_qt (game format 2; this version reads"
            " format 1). Update ttt_qt to open it.",
        ),
        (b"", "bad.ttt is empty"),
        (
            b"ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves B2 B2\n",
            "bad.ttt cannot be opened: line 5, move 2: B2 cannot be played, it is already taken",
        ),
        (b"ttt_qt game 1\nsize 16\nwin_length 3\nrules normal\nmoves\n", "board size"),
        (b"\xff\xfe\x00garbage", "not a text file"),
        (None, "does not exist"),
    ],
)
def test_a_bad_file_gets_a_message_and_keeps_the_game(
    qtbot: QtBot, tmp_path: Path, window: MainWindow, content: bytes | None, reason: str
) -> None:
    window.model.play((1, 1))
    path = tmp_path / "bad.ttt"
    if content is not None:
        path.write_bytes(content)
    assert not window.open_game_file(path)
    text = message_text(qtbot, window)
    assert reason in text
    assert "The current game is kept." in text
    assert window.model.game.moves == ((1, 1),)


def test_the_file_menu_uses_the_file_choosers(
    qtbot: QtBot, tmp_path: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "menu.ttt"
    monkeypatch.setattr(dialogs, "choose_save_path", lambda parent, name: str(path))
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: str(path))
    window.model.play((0, 0))
    window.window_actions.save_game.trigger()
    assert path.exists()
    window.model.new_game()
    window.window_actions.open_game.trigger()
    assert window.model.game.moves == ((0, 0),)


def test_saving_where_it_cannot_be_written_says_so(
    qtbot: QtBot, tmp_path: Path, window: MainWindow
) -> None:
    assert not window.save_game_file(tmp_path / "no-such-folder" / "game.ttt")
    text = message_text(qtbot, window)
    assert f"game.ttt cannot be written: there is no folder {tmp_path / 'no-such-folder'}." in text


def test_a_message_box_is_wide_enough_for_its_title(qtbot: QtBot, window: MainWindow) -> None:
    message = dialogs.show_message(window, "Cannot open the game", "Short.")
    question = dialogs.DiscardQuestion(window, "Start a new game?", "Start a &new game")
    question.open()
    question.tell_game_ended("Draw.")  # a new text lays the box out anew
    for box in (message, question):
        qtbot.waitExposed(box)
        font = box.font()
        font.setBold(True)
        title = f"{box.windowTitle()} — {QGuiApplication.applicationDisplayName()}"
        needed = QFontMetrics(font).horizontalAdvance(title) + dialogs.TITLE_BAR_EXTRAS
        assert box.width() >= needed, box.windowTitle()
        box.close()


def test_a_game_handed_over_by_a_later_start_asks_before_ending_the_game(
    qtbot: QtBot, tmp_path: Path, window: MainWindow
) -> None:
    window.model.play((1, 1))
    path = tmp_path / "other.ttt"
    path.write_text(format_game(Game(Rules(), [(0, 0)])), encoding="utf-8")
    window.come_forward(str(path))
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "discardGameBox") is not None)
    box = window.findChild(QMessageBox, "discardGameBox")
    assert box is not None and box.text() == "Open other.ttt instead?"
    assert window.model.game.moves == ((1, 1),)  # nothing lost while it asks
    discard = box.findChild(QAbstractButton, "discardButton")
    assert discard is not None and discard.text() == "&Open it"
    discard.click()
    qtbot.waitUntil(lambda: window.model.game.moves == ((0, 0),))
