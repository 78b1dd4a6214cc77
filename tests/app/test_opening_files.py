"""A saved game with a fair opening (swap, swap2) opened in the window goes on in its opening."""

from __future__ import annotations

from pathlib import Path

from ttt_qt.app import MainWindow
from ttt_qt.app.game.files import write_game_file
from ttt_qt.engine import Game, Rules

THREE = [(7, 7), (7, 8), (4, 11)]


def test_a_swap2_game_waiting_for_its_choice_opens_waiting_for_it(
    window: MainWindow, tmp_path: Path
) -> None:
    write_game_file(tmp_path / "swap2.ttt", Game(Rules(15, 5), THREE, "swap2"))
    assert window.saved_games.open_file(tmp_path / "swap2.ttt")
    history = window.model.game
    assert (history.moves, history.opening, history.choices) == (tuple(THREE), "swap2", ())
    # Two people play: the second (Alice, O for now) chooses, and no stone goes first.
    assert window.model.accepts_choice and not window.model.accepts_moves
    assert window.model.status_text() == (
        "Alice chooses: play black, play white or place two more stones."
    )
    assert window.model.choose_opening("black")
    assert window.model.player_name("X") == "Alice" and window.model.accepts_moves
