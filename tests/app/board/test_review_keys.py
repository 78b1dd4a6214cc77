"""The review's keys: on only while a game is reviewed; Left and Right step, Home and End go to
the ends (the keys pressed in the window are in test_view.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ttt_qt.app.board.review_keys import ReviewKeys
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Rules

GAME = Game(Rules(3), [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1)])


def test_the_keys_are_on_only_in_review(qtbot: QtBot, make_model: Callable[..., GameModel]) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    parent = QWidget()
    qtbot.addWidget(parent)
    keys = ReviewKeys(model, parent)
    assert len(keys.shortcuts) == 4
    assert not any(shortcut.isEnabled() for shortcut in keys.shortcuts)
    keys.set_enabled(True)
    assert all(shortcut.isEnabled() for shortcut in keys.shortcuts)


def test_each_key_steps_through_the_reviewed_game(
    qtbot: QtBot, make_model: Callable[..., GameModel]
) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    model.review_mode.review(GAME, model.settings)
    parent = QWidget()
    qtbot.addWidget(parent)
    left, right, home, end = ReviewKeys(model, parent).shortcuts
    assert all(shortcut.isEnabled() for shortcut in (left, right, home, end))
    assert len(model.game.moves) == 5
    left.activated.emit()
    left.activated.emit()
    assert len(model.game.moves) == 3
    right.activated.emit()
    assert len(model.game.moves) == 4
    home.activated.emit()
    assert model.game.moves == ()
    end.activated.emit()
    assert model.game.moves == GAME.moves
