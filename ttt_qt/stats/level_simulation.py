"""A computer standing in for the person against "Match my level", recorded as the window does.

Each game: the level is read from the records exactly as the window reads it
(``levels.matched_level`` over the games a person played), the adapting opponent plays at that
level, and the finished game is added to the records with the stand-in as the person
("human") and the opponent's options, level included, as the window's recorder adds it. The
stand-in takes X and O in turn, X first. ``benchmarks/bench_adaptive.py`` prints the tables;
the tests run a few games. Standard library, engine and ai only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime

from ttt_qt import ai
from ttt_qt.ai import Limit
from ttt_qt.ai.adaptive import PersonResult
from ttt_qt.ai.selfplay import play_out
from ttt_qt.engine import Board, Mark, Move, Rules, other

from .levels import matched_level, results_against
from .records import HUMAN, GameRecord
from .sides import YOU
from .store import RecordStore

ADAPTIVE = "adaptive"
"""The registry name of "Match my level"."""
LABEL = ai.info(ADAPTIVE).label


@dataclass(frozen=True)
class SimulatedGame:
    """One game of the simulation.

    Attributes:
        level: the level the opponent played at.
        person: the mark the stand-in played.
        result: the stand-in's result.
    """

    level: int
    person: Mark
    result: PersonResult


@dataclass(frozen=True)
class StandIn:
    """A computer strategy playing the person's side.

    Attributes:
        name: its registry name.
        options: its options for ``ttt_qt.ai.create``.
        limit: its budget per move (None: its own options decide).
    """

    name: str
    options: Mapping[str, float] = field(default_factory=dict)
    limit: Limit | None = None


def simulate(
    stand_in: StandIn,
    rules: Rules,
    games: int,
    store: RecordStore,
    *,
    seed: int = 1,
    opponent_limit: Limit | None = None,
    on_game: Callable[[SimulatedGame], None] | None = None,
) -> list[SimulatedGame]:
    """Play ``games`` games of ``stand_in`` against "Match my level", kept in ``store``.

    Results already in ``store`` for these rules count as the person's history.
    ``on_game`` (when given) hears of each game as it ends, for a progress display.
    """
    played: list[SimulatedGame] = []
    for number in range(games):
        person: Mark = "X" if number % 2 == 0 else "O"
        level = matched_level(store.games(include_computer_games=False), ADAPTIVE, rules)
        game_seed = seed * 100_003 + number
        players = {
            person: ai.create(stand_in.name, seed=game_seed + 50_000, **dict(stand_in.options)),
            other(person): ai.create(ADAPTIVE, seed=game_seed, level=level),
        }
        limits = {person: stand_in.limit, other(person): opponent_limit}
        board, moves, _ = play_out(Board.empty(rules), players, limits)
        record = _record(rules, person, level, moves, board.winner)
        store.add(record)
        played.append(SimulatedGame(level, person, results_against([record], ADAPTIVE, rules)[0]))
        if on_game is not None:
            on_game(played[-1])
    return played


def _record(
    rules: Rules, person: Mark, level: int, moves: tuple[Move, ...], winner: Mark | None
) -> GameRecord:
    """The game as the window's recorder keeps it: the person, and the opponent's level."""
    names = {person: (YOU, HUMAN, ()), other(person): (LABEL, ADAPTIVE, (("level", level),))}
    return GameRecord(
        played_at=datetime.now(UTC),
        rules=rules,
        x_name=names["X"][0],
        x_player=names["X"][1],
        o_name=names["O"][0],
        o_player=names["O"][1],
        moves=tuple(moves),
        winner=winner,
        duration_seconds=0.0,
        x_options=names["X"][2],
        o_options=names["O"][2],
    )
