"""How strong each computer player is on given rules: the stars people see, measured.

The stars come from games, not from an algorithm's name: ``perfect`` is unbeatable on 3 x 3
but on 10 x 10 and 15 x 15 it can be beaten, and only measured ratings say by how much;
``expert`` never loses on 3 x 3 and is middling on big boards. Every figure below is an Elo
rating (mean 1500 over the same eight players) from a round robin of
``benchmarks/bench_tournament.py``, 4 games per pair: on 5 x 5 and bigger at 1 s a move, the
app's default think time, for every player that takes a time limit (``mcts`` and
``montecarlo`` stopped by the clock), written down in ``benchmarks/ladder_1s_2026-11-23.md``
(5 x 5) and ``benchmarks/ladder_1s_2026-11-25_final_search.md`` (7 x 7, 10 x 10, 15 x 15,
run again after the threat player changed); on 3 x 3 and 4 x 4 at 0.5 s a move with
``montecarlo.trials=1000``, in ``benchmarks/ladder_2026-11-23.md`` (README, "Strength
ladder"). The "never beaten" sets on 3 x 3 come from ``benchmarks/bench_beatable.py --seeds
100`` (an adversary that tries every reply, against 100 seeds of each player, as X and as O),
in that second file.

Stars (see ``stars``): 5 for a player that cannot lose on the rules (its search proves every
position, or the adversary never beat it); otherwise from its rating: 5 from 2100, 4 from
1800, 3 from 1600, 2 from 1200, else 1.

Refreshing the table: run, from the repository (on an otherwise quiet machine),
``python benchmarks/bench_tournament.py --boards 5x4,7x5,10x5,15x5 --games 4 --time-limit 1``
(and ``--boards 3x3,4x4 --time-limit 0.5 --set montecarlo.trials=1000``) and ``python
benchmarks/bench_beatable.py --seeds 100`` (and ``--reverse``), then copy each board's Elo
column and the "never beaten" players into ``MEASURED`` below, and the tables into a new
``benchmarks/ladder_<date>.md``.

Rules between the measured boards take the nearest measured board (by size, then win
length). Reverse rules were measured on 3 x 3 only; on bigger boards the normal rules'
figures stand in for them. A strategy missing from the table keeps the registry's
``difficulty``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ttt_qt.engine import Rules

from .registry import info

MAX_STARS = 5

STAR_FLOORS = ((5, 2100), (4, 1800), (3, 1600), (2, 1200))
"""(stars, lowest Elo rating that earns them), strongest first; below the last: 1 star."""

PROVERS = frozenset({"perfect", "threats"})
"""Players whose search proves the value of a position (``threats`` hands small boards to
``perfect``)."""


@dataclass(frozen=True, slots=True)
class Measured:
    """The measured strength of every player on one board.

    Attributes:
        size: the board's size.
        win_length: the line to complete.
        elo: each strategy's Elo rating there.
        unbeaten: strategies an adversary trying every reply never beat, in normal rules.
        unbeaten_reverse: the same in reverse rules.
        source: where the figures come from.
    """

    size: int
    win_length: int
    elo: Mapping[str, int]
    unbeaten: frozenset[str] = frozenset()
    unbeaten_reverse: frozenset[str] = frozenset()
    source: str = "benchmarks/ladder_2026-11-23.md"


MEASURED = (
    Measured(
        3,
        3,
        {
            "smart": 1650,
            "expert": 1650,
            "mcts": 1650,
            "threats": 1650,
            "montecarlo": 1636,
            "perfect": 1636,
            "sequential": 1161,
            "random": 967,
        },
        unbeaten=frozenset({"expert", "mcts", "perfect", "threats"}),
        unbeaten_reverse=frozenset({"expert", "mcts", "perfect", "threats"}),
    ),
    Measured(
        4,
        4,
        {
            "mcts": 1652,
            "expert": 1625,
            "montecarlo": 1625,
            "perfect": 1599,
            "smart": 1599,
            "threats": 1587,
            "sequential": 1193,
            "random": 1120,
        },
    ),
    Measured(
        5,
        4,
        {
            "perfect": 1881,
            "threats": 1863,
            "mcts": 1846,
            "expert": 1796,
            "montecarlo": 1677,
            "smart": 1299,
            "sequential": 1012,
            "random": 626,
        },
        source="benchmarks/ladder_1s_2026-11-23.md",
    ),
    Measured(
        7,
        5,
        {
            "perfect": 1823,
            "threats": 1823,
            "expert": 1807,
            "montecarlo": 1791,
            "mcts": 1791,
            "smart": 1308,
            "sequential": 1021,
            "random": 635,
        },
        source="benchmarks/ladder_1s_2026-11-25_final_search.md",
    ),
    Measured(
        10,
        5,
        {
            "threats": 1980,
            "perfect": 1847,
            "mcts": 1778,
            "expert": 1778,
            "montecarlo": 1692,
            "smart": 1295,
            "sequential": 1008,
            "random": 622,
        },
        source="benchmarks/ladder_1s_2026-11-25_final_search.md",
    ),
    Measured(
        15,
        5,
        {
            "threats": 2385,
            "perfect": 1961,
            "expert": 1671,
            "mcts": 1629,
            "montecarlo": 1629,
            "smart": 1229,
            "sequential": 941,
            "random": 555,
        },
        source="benchmarks/ladder_1s_2026-11-25_final_search.md",
    ),
)
"""The measured boards, smallest first."""


def measured_for(rules: Rules) -> Measured:
    """The measured board nearest to ``rules``: the closest size, then the closest line."""
    return min(
        MEASURED,
        key=lambda row: (abs(row.size - rules.size), abs(row.win_length - rules.win_length)),
    )


def proves(name: str, rules: Rules) -> bool:
    """True when ``name``'s search proves the value of every position under ``rules``.

    ``perfect`` solves every 3 x 3 and 4 x 4 game within its think time (the 4 x 4 games with
    four in a row from an opening book) and any rules that get a book; ``threats`` hands
    those boards to it. Elsewhere they prove only the positions their search happens to
    finish, and say so move by move. (The books' list is imported on the first question about
    a bigger board: it comes with the search, which ``import ttt_qt.ai`` leaves out.)
    """
    if name not in PROVERS:
        return False
    if rules.size <= 4:
        return True
    from .search.opening_book import BOOKS  # noqa: PLC0415 - see the docstring

    return rules in BOOKS


def rating(name: str, rules: Rules) -> int | None:
    """``name``'s measured Elo rating on the board nearest to ``rules`` (None: not measured)."""
    return measured_for(rules).elo.get(name)


def stars(name: str, rules: Rules) -> int:
    """The stars (1 to 5) of strategy ``name`` under ``rules``, from the measured table.

    ValueError for an unknown strategy.
    """
    described = info(name)
    row = measured_for(rules)
    unbeaten = row.unbeaten_reverse if rules.reverse else row.unbeaten
    if proves(name, rules) or (row.size == rules.size and name in unbeaten):
        return MAX_STARS
    elo = row.elo.get(name)
    if elo is None:
        return min(max(described.difficulty, 1), MAX_STARS)
    return next((level for level, floor in STAR_FLOORS if elo >= floor), 1)
