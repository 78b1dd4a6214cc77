"""Summaries of recorded games: played, won, lost, tied, win rate and streaks per opponent.

Whose point of view a game is counted from, and what makes a row:

- a person against the computer: the person's ("You", whether they played X or O), one
  row per computer opponent — its strategy and strength options (``sides.Side``), named by
  its level on the row's rules ("Hard (Perfect)"); summed over every rule set, the levels
  a strategy played at make rows of their own;
- two people: X's, one row per pair of names, so "Alice vs Bob" (Alice played X) and
  "Bob vs Alice" are counted separately;
- two computer players: X's, one row per pairing of strategies and options. The window
  and the console leave these games out unless asked (``is_computer_game``).

Won, lost and tied are from that side; a game left before its end is counted apart, as
abandoned (played, but neither won, lost nor tied). The win rate is won / played. The current
streak is the run of equal results at the end (say 3 won); the best streak is the longest run
of won games.

A game played on from a reviewed one (``GameRecord.is_continuation``) counts like any other,
with its result, and is counted again under ``continued``: its first moves came from the
reviewed game, which the games table says. Standard library only, so it is tested without Qt.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ttt_qt.engine import Mark, Rules

from .records import GameRecord
from .sides import Side, SideKind, side_of


class Result(enum.Enum):
    """One game's result from the point of view side."""

    WON = "won"
    LOST = "lost"
    TIED = "tied"
    ABANDONED = "abandoned"


def point_of_view(game: GameRecord) -> Mark:
    """The mark a game is counted for: the one person's, else X."""
    humans = game.humans
    return humans[0] if len(humans) == 1 else "X"


def result_of(game: GameRecord) -> Result:
    """The game's result for its ``point_of_view`` side."""
    if game.abandoned:
        return Result.ABANDONED
    if game.winner is None:
        return Result.TIED
    return Result.WON if game.winner == point_of_view(game) else Result.LOST


@dataclass(frozen=True)
class Streak:
    """A run of equal results, such as 3 games won in a row."""

    result: Result
    length: int

    def __str__(self) -> str:
        return f"{self.length} {self.result.value}"


@dataclass(frozen=True)
class Summary:
    """The games of one side against one opponent, under one set of rules (or all of them).

    Attributes:
        player: the side counted from: "You", or X.
        opponent: the other side.
        rules: the rules, or None when the row adds up every rule set.
        played: games played.
        won: games the player won.
        lost: games the player lost.
        tied: games tied.
        abandoned: games left before their end.
        continued: games played on from a reviewed one (counted in the numbers above too).
        current_streak: the run of equal results at the end, or None before any game.
        best_streak: the longest run of won games.
    """

    player: Side
    opponent: Side
    rules: Rules | None
    played: int
    won: int
    lost: int
    tied: int
    current_streak: Streak | None
    best_streak: int
    abandoned: int = 0
    continued: int = 0

    @property
    def win_rate(self) -> float:
        """Won / played, from 0.0 to 1.0 (0.0 before any game)."""
        return self.won / self.played if self.played else 0.0

    @property
    def rules_text(self) -> str:
        """The rules in words, or "all rules"."""
        return self.rules.describe() if self.rules else "all rules"

    @property
    def pairing(self) -> str:
        """``You vs Perfect`` or ``Random vs Perfect``."""
        return f"{self.player} vs {self.opponent}"

    @property
    def is_computer_pairing(self) -> bool:
        """True for the games of two computer players."""
        return self.player.is_computer and self.opponent.is_computer


_Key = tuple[tuple[str, ...], tuple[str, ...], Rules | None]


def summarize(games: Iterable[GameRecord], *, by_rules: bool = True) -> list[Summary]:
    """One summary per side, opponent and rules (or per side and opponent when not ``by_rules``).

    Games are taken in the order given (oldest first, as a store returns them). Your rows
    come first, then those of two people, then those of two computer players; each in the
    order of its first game.
    """
    results: dict[_Key, list[Result]] = {}
    sides: dict[_Key, tuple[Side, Side]] = {}
    continued: dict[_Key, int] = {}
    for game in games:
        mine = point_of_view(game)
        theirs: Mark = "O" if mine == "X" else "X"
        player, opponent = side_of(game, mine), side_of(game, theirs)
        key = (player.identity, opponent.identity, game.rules if by_rules else None)
        results.setdefault(key, []).append(result_of(game))
        sides.setdefault(key, (player, opponent))
        continued[key] = continued.get(key, 0) + game.is_continuation
    rows = [
        replace(_summary(sides[key][0], sides[key][1], key[2], outcomes), continued=continued[key])
        for key, outcomes in results.items()
    ]
    return sorted(rows, key=_rank)


def _rank(summary: Summary) -> int:
    """Your games first, then those of two people, then those of two computer players."""
    order = (SideKind.YOU, SideKind.PERSON, SideKind.COMPUTER)
    return order.index(summary.player.kind)


def _summary(player: Side, opponent: Side, rules: Rules | None, outcomes: list[Result]) -> Summary:
    best = run = 0
    for outcome in outcomes:
        run = run + 1 if outcome is Result.WON else 0
        best = max(best, run)
    current = None
    if outcomes:
        length = 0
        for outcome in reversed(outcomes):
            if outcome is not outcomes[-1]:
                break
            length += 1
        current = Streak(outcomes[-1], length)
    return Summary(
        player=player,
        opponent=opponent,
        rules=rules,
        played=len(outcomes),
        won=outcomes.count(Result.WON),
        lost=outcomes.count(Result.LOST),
        tied=outcomes.count(Result.TIED),
        current_streak=current,
        best_streak=best,
        abandoned=outcomes.count(Result.ABANDONED),
    )
