"""A saved game with a fair opening (swap, swap2) opened in the window: its stones play on."""

from __future__ import annotations

from pathlib import Path

from ttt_qt.app import MainWindow
from ttt_qt.app.game.files import write_game_file
from ttt_qt.engine import Game, Rules

THREE = [(7, 7), (7, 8), (4, 11)]


def test_a_swap2_game_opens_as_its_stones(window: MainWindow, tmp_path: Path) -> None:
    # Even when the file waits for a choice, the window plays the stones on as they stand.
    write_game_file(tmp_path / "swap2.ttt", Game(Rules(15, 5), THREE, "swap2"))
    assert window.saved_games.open_file(tmp_path / "swap2.ttt")
    history = window.model.game
    assert (history.moves, history.opening) == (tuple(THREE), "none")
    assert window.model.board.to_move == "O"
