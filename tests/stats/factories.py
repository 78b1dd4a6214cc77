"""Records for tests: real games played by the registered strategies."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from ttt_qt.ai import create
from ttt_qt.engine import Board, Move, Rules
from ttt_qt.stats import HUMAN, GameRecord
from ttt_qt.stats.records import Options

START = datetime(2026, 1, 2, 9, 30, tzinfo=UTC)


def play(x: str, o: str, seed: int, rules: Rules | None = None) -> tuple[tuple[Move, ...], Board]:
    """A finished game between two strategies (a person is played by ``random`` here)."""
    rules = rules or Rules()
    players = {
        "X": create("random" if x == HUMAN else x, seed=seed),
        "O": create("random" if o == HUMAN else o, seed=seed + 1000),
    }
    board = Board.empty(rules)
    moves: list[Move] = []
    while not board.is_over:
        move = players[board.to_move].choose(board)
        moves.append(move)
        board = board.play(move)
    return tuple(moves), board


def record(
    number: int,
    x: str = HUMAN,
    o: str = "random",
    *,
    rules: Rules | None = None,
    x_name: str | None = None,
    o_name: str | None = None,
    x_options: Options | dict[str, float] = (),
    o_options: Options | dict[str, float] = (),
) -> GameRecord:
    """Game ``number`` of a series: a real game, one minute after the previous one."""
    rules = rules or Rules()
    moves, board = play(x, o, seed=number, rules=rules)
    return GameRecord(
        played_at=START + timedelta(minutes=number),
        rules=rules,
        x_name=x_name or ("You" if x == HUMAN else x.capitalize()),
        x_player=x,
        o_name=o_name or ("You" if o == HUMAN else o.capitalize()),
        o_player=o,
        moves=moves,
        winner=board.winner,
        duration_seconds=10.0 + number / 4,
        x_options=_pairs(x_options),
        o_options=_pairs(o_options),
    )


def decided(
    winner: str | None,
    x: str = HUMAN,
    o: str = "perfect",
    number: int = 0,
    *,
    names: tuple[str, str] | None = None,
    x_options: Options | dict[str, float] = (),
    o_options: Options | dict[str, float] = (),
) -> GameRecord:
    """A 3 x 3 game with the given result (X wins on the top row, O on the middle row, or a tie).

    ``names``: the names stored for X and O (by default "You" for a person, else the strategy).
    """
    lines = {
        "X": ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)),
        "O": ((2, 2), (1, 0), (0, 0), (1, 1), (0, 1), (1, 2)),
        None: ((0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)),
    }
    x_name, o_name = names or (
        "You" if x == HUMAN else x.capitalize(),
        "You" if o == HUMAN else o.capitalize(),
    )
    return GameRecord(
        played_at=START + timedelta(minutes=number),
        rules=Rules(),
        x_name=x_name,
        x_player=x,
        o_name=o_name,
        o_player=o,
        moves=lines[winner],
        winner=winner,  # type: ignore[arg-type]
        duration_seconds=5.0,
        x_options=_pairs(x_options),
        o_options=_pairs(o_options),
    )


def x_wins_on(rules: Rules, x: str = HUMAN, o: str = "perfect", number: int = 0) -> GameRecord:
    """A game on ``rules`` that X wins along the top row while O fills the row below."""
    moves: list[Move] = []
    for col in range(rules.win_length):
        moves += [(0, col), (1, col)]
    return GameRecord(
        played_at=START + timedelta(minutes=number),
        rules=rules,
        x_name="You" if x == HUMAN else x.capitalize(),
        x_player=x,
        o_name="You" if o == HUMAN else o.capitalize(),
        o_player=o,
        moves=tuple(moves[:-1]),  # X's last move wins: O has no answer
        winner="X",
        duration_seconds=5.0,
    )


def _pairs(options: Options | dict[str, float]) -> Options:
    """Options given as a dict (shorter in tests) as the record's pairs."""
    return tuple(options.items()) if isinstance(options, dict) else options


def left(count: int = 3, o: str = "perfect", number: int = 0, **origin: object) -> GameRecord:
    """You (X) against ``o``, left after ``count`` moves of ``decided("X")``'s game.

    ``origin``: ``abandoned``, ``continues`` or ``from_move`` (abandoned by default).
    """
    fields = decided("X", o=o, number=number).record_fields()
    fields |= {"moves": fields["moves"][:count], "winner": None, "abandoned": True}
    return GameRecord(**(fields | origin))


def continued(winner: str | None, run: int | None, after: int, number: int = 0) -> GameRecord:
    """``decided(winner)``'s game played on from run ``run`` after its move ``after``."""
    fields = decided(winner, number=number).record_fields()
    return GameRecord(**(fields | {"continues": run, "from_move": after}))
