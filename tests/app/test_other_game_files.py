"""Piskvork's .psq and SGF's .sgf games opened and saved through the window's File menu."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.helpers import message_text
from ttt_qt.app import MainWindow
from ttt_qt.app.game.files import read_game_file
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.app.widgets import dialogs
from ttt_qt.engine import Move, Rules
from ttt_qt.engine.formats import parse_psq, parse_sgf

MakeWindow = Callable[..., MainWindow]

MOVES: list[Move] = [(7, 7), (7, 8), (8, 8), (6, 6), (9, 9)]


def gomoku_window(make_window: MakeWindow, rule: str = "freestyle") -> MainWindow:
    window = make_window(size=15, win_length=5, rule=rule, mode=Mode.HUMAN_VS_HUMAN)
    for move in MOVES:
        assert window.model.play(move)
    return window


def choose_files(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(dialogs, "choose_save_path", lambda parent, name: str(path))
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: str(path))


@pytest.mark.parametrize(("name", "parse"), [("game.psq", parse_psq), ("game.sgf", parse_sgf)])
def test_a_game_goes_out_and_comes_back_through_the_file_menu(
    qtbot: QtBot,
    *,
    make_window: MakeWindow,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    name: str,
    parse: Callable[[str], object],
) -> None:
    window = gomoku_window(make_window)
    path = tmp_path / name
    choose_files(monkeypatch, path)
    window.window_actions.save_game.trigger()
    assert path.exists()
    assert parse(path.read_text(encoding="utf-8")) is not None  # the format's own reader
    assert read_game_file(path).game.moves == tuple(MOVES)
    window.model.new_game()
    assert window.model.game.moves == ()
    window.window_actions.open_game.trigger()
    qtbot.waitUntil(lambda: window.model.game.moves == tuple(MOVES))
    assert window.model.board.rules == Rules(15, 5)
    assert f"Opened {name}" in window.statusBar().currentMessage()


def test_an_sgf_file_keeps_the_renju_rule(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = gomoku_window(make_window, "renju")
    path = tmp_path / "renju.sgf"
    choose_files(monkeypatch, path)
    window.window_actions.save_game.trigger()
    assert "RU[renju]" in path.read_text(encoding="utf-8")
    window.model.new_game()
    window.window_actions.open_game.trigger()
    qtbot.waitUntil(lambda: window.model.game.moves == tuple(MOVES))
    assert window.model.board.rules == Rules(15, 5, rule="renju")


def loss_box(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "formatLossBox") is not None)
    box = window.findChild(QMessageBox, "formatLossBox")
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    return box


@pytest.mark.parametrize("answer", ["saveAnywayButton", "cancelSaveButton"])
def test_saving_renju_as_psq_warns_before_writing(
    qtbot: QtBot,
    make_window: MakeWindow,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    answer: str,
) -> None:
    window = gomoku_window(make_window, "renju")
    path = tmp_path / "renju.psq"
    choose_files(monkeypatch, path)
    window.window_actions.save_game.trigger()
    box = loss_box(qtbot, window)
    assert box.text() == (
        "A .psq file cannot keep these rules: renju.psq will open as 15 x 15, 5 in a row,"
        " not 15 x 15, 5 in a row, Renju."
    )
    assert not path.exists()  # nothing is written before the answer
    button = box.findChild(QPushButton, answer)
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "formatLossBox") is None)
    assert path.exists() == (answer == "saveAnywayButton")


def test_a_freestyle_game_is_saved_as_psq_without_a_question(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = gomoku_window(make_window)
    path = tmp_path / "free.psq"
    choose_files(monkeypatch, path)
    window.window_actions.save_game.trigger()
    assert path.exists()
    assert window.findChild(QMessageBox, "formatLossBox") is None


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("broken.psq", b"Piskvork\n", "broken.psq cannot be opened:"),
        ("broken.psq", b"Piskvorky 20x20, 11:11, 0\n10,10,0\n", "broken.psq cannot be opened:"),
        ("broken.sgf", b"(;GM[1]SZ[19];B[pd])", "broken.sgf cannot be opened: not a gomoku game"),
        ("broken.sgf", b"(;GM[4]SZ[15];B[hh];W[hh])", "broken.sgf cannot be opened:"),
        ("binary.psq", b"\x00\x01\x02", "binary.psq is not a text file"),
    ],
)
def test_a_file_that_cannot_be_read_says_why_and_keeps_the_game(
    qtbot: QtBot,
    *,
    make_window: MakeWindow,
    tmp_path: Path,
    name: str,
    content: bytes,
    reason: str,
) -> None:
    window = gomoku_window(make_window)
    path = tmp_path / name
    path.write_bytes(content)
    assert not window.open_game_file(path)
    text = message_text(qtbot, window)
    assert text.startswith(reason)
    assert text.endswith("The current game is kept.")
    assert text.count("\n") == 2  # one sentence, then the game kept
    assert window.model.game.moves == tuple(MOVES)


def test_a_windows_psq_from_piskvork_opens(make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window()
    path = tmp_path / "piskvork.psq"
    path.write_bytes(
        b"Piskvorky 15x15, 11:11, 0\r\n8,8,1000\r\n9,9,500\r\n8,9,0\r\n"
        b"pbrain-one.exe\r\npbrain-two.exe\r\n-1\r\n"
    )
    assert window.open_game_file(path)
    assert window.model.game.moves == ((7, 7), (8, 8), (8, 7))
    assert window.model.board.rules == Rules(15, 5)


def test_the_file_choosers_offer_every_format_and_save_by_the_line_chosen() -> None:
    filters = dialogs.game_file_filter().split(";;")
    assert filters[0] == "Game files (*.ttt *.psq *.sgf)"
    assert {"ttt_qt games (*.ttt)", "Piskvork games (*.psq)", "SGF games (*.sgf)"} <= set(filters)
    assert dialogs.suffix_for("/tmp/game", filters[0]) == "/tmp/game.ttt"
    assert dialogs.suffix_for("/tmp/game", "Piskvork games (*.psq)") == "/tmp/game.psq"
    assert dialogs.suffix_for("/tmp/game.sgf", "ttt_qt games (*.ttt)") == "/tmp/game.sgf"


def test_a_psq_file_sent_to_the_open_window_opens_there(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window()
    path = tmp_path / "sent.psq"
    path.write_text("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,8,0\n-1\n", encoding="utf-8")
    window.come_forward(str(path))  # as the single-instance handover and macOS's Finder do
    qtbot.waitUntil(lambda: window.model.game.moves == ((7, 7), (7, 8)))
    assert window.model.board.rules == Rules(15, 5)
