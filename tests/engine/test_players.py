"""Who played each side of a saved game: people by name, computers by strategy and options,
tidied when built and refused when malformed."""

from __future__ import annotations

import math

import pytest

from ttt_qt.engine import Game, GamePlayer, Rules, SavedGame
from ttt_qt.engine.players import COMPUTER, PERSON


def test_a_persons_name_is_tidied_into_single_spaces() -> None:
    player = GamePlayer.person("  Ann \t Lee\n")
    assert (player.kind, player.name, player.options) == (PERSON, "Ann Lee", ())
    assert player.is_person


def test_a_computers_options_are_sorted_by_name() -> None:
    player = GamePlayer.computer("montecarlo", {"trials": 250, "score_other": 1.5})
    assert player.kind == COMPUTER and not player.is_person
    assert player.options == (("score_other", 1.5), ("trials", 250))
    assert GamePlayer.computer("montecarlo", (("trials", 250), ("score_other", 1.5))) == player


@pytest.mark.parametrize(
    ("kind", "name", "options", "message"),
    [
        ("robot", "x", (), "a player is a person or a computer, not 'robot'"),
        (PERSON, "", (), "a player's name is words separated by spaces"),
        (PERSON, "Ann  Lee", (), "a player's name is words separated by spaces"),
        (PERSON, "Ann", (("trials", 1),), "a person has no options"),
        (COMPUTER, "Perfect", (), "not a strategy name: 'Perfect'"),
        (COMPUTER, "mcts", (("b", 1), ("a", 2)), "options must be sorted by name, each once"),
        (COMPUTER, "mcts", (("a", 1), ("a", 2)), "options must be sorted by name, each once"),
        (COMPUTER, "mcts", (("Trials", 1),), "not an option: 'Trials'"),
        (COMPUTER, "mcts", (("trials", math.inf),), "not an option: 'trials' = inf"),
        (COMPUTER, "mcts", (("trials", True),), "not an option: 'trials' = True"),
    ],
)
def test_a_malformed_player_is_refused_clearly(
    kind: str, name: str, options: tuple[tuple[str, float], ...], message: str
) -> None:
    with pytest.raises(ValueError, match="^" + message.replace("(", r"\(")):
        GamePlayer(kind, name, options)


def test_a_saved_game_names_both_players_or_neither() -> None:
    game = Game(Rules(3))
    ann, bot = GamePlayer.person("Ann"), GamePlayer.computer("perfect")
    saved = SavedGame(game, ann, bot)
    assert (saved.player("X"), saved.player("O")) == (ann, bot)
    assert SavedGame(game).player("X") is None
    with pytest.raises(ValueError, match="both players or neither"):
        SavedGame(game, ann, None)
