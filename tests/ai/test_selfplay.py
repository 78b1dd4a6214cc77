"""``play_out``: two players move in turn from a board to its end, each with its own limit."""

from __future__ import annotations

from ttt_qt.ai import Limit, Strategy, create
from ttt_qt.ai.selfplay import play_out
from ttt_qt.engine import Board, Mark, Move, Rules


class Recording:
    """The first free cell, remembering the limits it was given."""

    name = "recording"

    def __init__(self) -> None:
        self.limits: list[Limit | None] = []

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        self.limits.append(limit)
        return board.legal_moves()[0]


def test_the_players_alternate_to_the_end_of_the_game() -> None:
    players: dict[Mark, Strategy] = {"X": create("sequential"), "O": create("sequential")}
    played = play_out(Board.empty(Rules(3)), players)
    assert played.moves == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0))
    assert played.board.winner == "X"  # the anti-diagonal
    assert played.board == Board.from_moves(Rules(3), played.moves)
    assert [len(played.thinking[mark]) for mark in "XO"] == [4, 3]
    assert all(seconds >= 0 for seconds in played.thinking["X"] + played.thinking["O"])


def test_play_starts_from_the_board_given_and_lists_only_the_new_moves() -> None:
    start = Board.from_moves(Rules(3), [(1, 1)])
    players: dict[Mark, Strategy] = {"X": create("sequential"), "O": create("sequential")}
    played = play_out(start, players)
    assert played.moves[0] == (0, 0)  # O to move first
    assert len(played.moves) == played.board.move_count - 1
    assert played.thinking["O"] and len(played.thinking["O"]) >= len(played.thinking["X"])


def test_each_player_gets_its_own_limit_and_none_where_none_is_given() -> None:
    x, o = Recording(), Recording()
    limit = Limit(depth=2)
    players: dict[Mark, Strategy] = {"X": x, "O": o}
    play_out(Board.empty(Rules(3)), players, {"X": limit})
    assert x.limits and all(given is limit for given in x.limits)
    assert o.limits and all(given is None for given in o.limits)
