"""Saving and opening games from the window: round trips, and bad files that change nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.helpers import message_text
from ttt_qt.app import MainWindow
from ttt_qt.app.players.strategy_texts import computer_name
from ttt_qt.app.settings.app_settings import ComputerChoice, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.widgets import dialogs
from ttt_qt.engine import Game, GamePlayer, Rules, format_game, parse_game, parse_saved_game

MakeWindow = Callable[..., MainWindow]


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
        "Opened big.ttt: Bob (X) vs Alice (O)."
        " Your next games keep its rules: 6 x 6, 4 in a row, reverse rules."
    )
    assert window.board_view.cell((5, 5)).accessibleName() == "F6, empty"
    assert window.board_view.cell((2, 2)).accessibleName() == "C3, X"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"hello\n", "bad.ttt is not a ttt_qt game"),
        (
            b"ttt_qt game 6\nsize 3\nboard new\n",
            "bad.ttt was saved by a newer version of ttt_qt (game format 6; this version reads"
            " format 5). Update ttt_qt to open it.",
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


THREATS_WON = Game(Rules(), [(1, 1), (0, 0), (2, 2), (0, 1), (2, 0), (0, 2)])
"""A game O won on the top row A1 B1 C1."""


def test_an_opened_game_names_who_played_it_not_the_chosen_opponent(
    tmp_path: Path, make_window: MakeWindow
) -> None:
    window = make_window(opponent="adaptive")  # Match my level chosen
    path = tmp_path / "lost.ttt"
    players = (GamePlayer.person("You"), GamePlayer.computer("threats", {"time_limit": 1.0}))
    path.write_text(format_game(THREATS_WON, players), encoding="utf-8")
    assert window.open_game_file(path)
    model = window.model
    threats = computer_name("threats", Rules())  # its level on the game's rules
    assert model.player_name("O") == threats != computer_name("adaptive", Rules())
    outcome = model.board.outcome
    assert outcome is not None
    assert model.outcome_explanation(outcome) == f"{threats} completed the line A1 B1 C1."
    assert model.texts.outcome_message(outcome) == "You lost."
    model.new_game()  # the person's own opponent again
    assert model.settings.opponent.name == "adaptive"
    assert model.player_name("O") == computer_name("adaptive", Rules())


def test_opening_a_game_says_who_plays_it_as_the_title_names_them(
    tmp_path: Path, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, x_name="Ann", o_name="Ben")
    path = tmp_path / "hardgame.ttt"
    players = (GamePlayer.person("You"), GamePlayer.computer("threats", {"time_limit": 1.0}))
    path.write_text(format_game(Game(Rules(), [(1, 1)]), players), encoding="utf-8")
    assert window.open_game_file(path)
    threats = computer_name("threats", Rules())
    message = window.statusBar().currentMessage()
    assert message == f"Opened hardgame.ttt: You (X) vs {threats} (O)."
    assert window.windowTitle().startswith(f"You (X) vs {threats} (O) · ")


def test_a_saved_game_keeps_who_played_each_side(tmp_path: Path, make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, x_name="Ann", o_name="Ben")
    window.model.play((1, 1))
    path = tmp_path / "people.ttt"
    assert window.save_game_file(path)
    saved = parse_saved_game(path.read_text(encoding="utf-8"))
    assert (saved.x, saved.o) == (GamePlayer.person("Ann"), GamePlayer.person("Ben"))
    window.model.new_game()  # no game in progress is kept for the next window
    versus = make_window(opponent=ComputerChoice("montecarlo", (("trials", 500),)))
    assert versus.save_game_file(path)  # no move yet: who plays is saved all the same
    saved = parse_saved_game(path.read_text(encoding="utf-8"))
    assert saved.x == GamePlayer.person("You")
    assert saved.o == GamePlayer.computer("montecarlo", {"trials": 500})


def test_two_people_of_a_file_keep_their_names_for_that_game(
    tmp_path: Path, make_window: MakeWindow
) -> None:
    window = make_window(opponent="smart")
    path = tmp_path / "people.ttt"
    people = (GamePlayer.person("Zoë"), GamePlayer.person("Yusuf"))
    path.write_text(format_game(Game(Rules(), [(1, 1)]), people), encoding="utf-8")
    assert window.open_game_file(path)
    model = window.model
    assert (model.player_name("X"), model.player_name("O")) == ("Zoë", "Yusuf")
    assert model.accepts_moves  # Yusuf's move, by a person
    assert model.play((0, 0))
    model.new_game()
    assert model.settings.mode == Mode.HUMAN_VS_COMPUTER
    assert model.settings.opponent.name == "smart"


@pytest.mark.parametrize(
    "players",
    [None, (GamePlayer.person("Bob"), GamePlayer.computer("strategy-of-a-later-version"))],
    ids=["old format", "unknown strategy"],
)
def test_a_file_without_known_players_opens_with_the_chosen_ones(
    tmp_path: Path, make_window: MakeWindow, players: tuple[GamePlayer, GamePlayer] | None
) -> None:
    window = make_window(opponent="smart")
    path = tmp_path / "game.ttt"
    path.write_text(format_game(THREATS_WON, players), encoding="utf-8")
    assert window.open_game_file(path)
    assert window.model.game.moves == THREATS_WON.moves
    assert window.model.player_name("O") == computer_name("smart", Rules())
    assert not window.model.review_mode.playing_on


def test_an_unfinished_game_comes_back_with_its_players(make_window: MakeWindow) -> None:
    store = SettingsStore()
    people = (GamePlayer.person("Ann"), GamePlayer.person("Ben"))
    store.save_unfinished_game(format_game(Game(Rules(), [(1, 1)]), people), 12.0)
    store.sync()
    window = make_window(opponent="smart")
    model = window.model
    assert model.game.moves == ((1, 1),)
    assert (model.player_name("X"), model.player_name("O")) == ("Ann", "Ben")
    assert model.accepts_moves  # Ben plays O, not the computer


def test_a_broken_file_from_a_later_start_is_refused_before_any_question(
    qtbot: QtBot, tmp_path: Path, window: MainWindow
) -> None:
    window.model.play((1, 1))
    path = tmp_path / "illegal.ttt"
    path.write_text(format_game(Game(Rules())).replace("moves", "moves B2 B2"), encoding="utf-8")
    window.come_forward(str(path))
    text = message_text(qtbot, window)
    assert text == (
        "illegal.ttt cannot be opened: line 5, move 2: B2 cannot be played, it is already taken."
        "\n\nThe current game is kept."
    )
    assert window.findChild(QMessageBox, "discardGameBox") is None  # nothing was asked
    assert window.model.game.moves == ((1, 1),)


def test_opening_one_file_after_another_still_comes_back_to_your_players(
    tmp_path: Path, make_window: MakeWindow
) -> None:
    window = make_window(opponent="smart")
    people = tmp_path / "people.ttt"
    players = (GamePlayer.person("Ann"), GamePlayer.person("Ben"))
    people.write_text(format_game(Game(Rules(), [(1, 1)]), players), encoding="utf-8")
    old = tmp_path / "old.ttt"
    old.write_text(format_game(Game(Rules(), [(0, 0)])), encoding="utf-8")
    assert window.open_game_file(people)
    assert window.open_game_file(old)  # names nobody: played by your players
    model = window.model
    assert model.settings.mode == Mode.HUMAN_VS_COMPUTER
    assert model.player_name("O") == computer_name("smart", Rules())


def test_a_game_played_on_from_a_review_comes_back_with_its_players_and_rules(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(opponent="smart")
    reviewed = Game(Rules(4, 4), [(1, 1), (0, 0)])
    window.review_game(reviewed, "Carol", "Dave")
    window.model.review_mode.play_from_here()
    window.close()
    kept = SettingsStore().load()  # your own settings are the ones kept
    assert (kept.mode, kept.opponent.name, kept.rules) == (Mode.HUMAN_VS_COMPUTER, "smart", Rules())
    again = make_window()
    model = again.model
    assert model.game.moves == reviewed.moves and model.board.rules == Rules(4, 4)
    assert (model.player_name("X"), model.player_name("O")) == ("Carol", "Dave")
    QApplication.processEvents()  # runs the window's zero-delay notices
    assert "could not be read" not in again.statusBar().currentMessage()
    model.new_game()
    assert model.player_name("O") == computer_name("smart", Rules())
