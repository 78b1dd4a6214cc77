"""``--opening`` of ``ttt-console arena`` and ``tournament``: a fair opening before the game.

The player named for X sits first (places the first stones), the one named for O second;
after the opening's choices either may hold X. Each player's decisions are its own where it
makes them (an outside engine through ``SWAP2BOARD``), else the built-in opening player's.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass

from ttt_qt.ai import OpeningChooser, Strategy, opening_chooser, take_opening_step
from ttt_qt.engine import OPENINGS, Board, Game, Mark, Move, Opening, Rules, Seat, check_opening

from .errors import UsageError


def add_opening_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--opening none|swap|swap2`` (none unless given)."""
    parser.add_argument(
        "--opening",
        choices=OPENINGS,
        default="none",
        help=(
            "a fair opening (default none): swap, the first player places three stones and"
            " the other chooses a colour; swap2, the other may also place two more and leave"
            " the choice to the first. 15 x 15, freestyle, standard or Renju only"
        ),
    )


def opening_of(args: argparse.Namespace, rules: Rules) -> Opening:
    """The ``--opening`` given, when ``rules`` allow it.

    Raises:
        UsageError: the opening is not played under these rules (one sentence).
    """
    try:
        return check_opening(args.opening, rules)
    except ValueError as error:
        raise UsageError(str(error)) from None


@dataclass(frozen=True, slots=True)
class OpenedGame:
    """A game after its opening: the board, the stones and choices, who holds which mark.

    Attributes:
        board: the board when the players take over.
        moves: the opening's stones in order.
        choices: the opening's choices, in the words of a saved game.
        swapped: True when the second seat holds X.
        players: the players by the mark they hold now.
    """

    board: Board
    moves: tuple[Move, ...]
    choices: tuple[str, ...]
    swapped: bool
    players: dict[Mark, Strategy]


def choosers_for(first: Strategy, second: Strategy, seed: int | None) -> dict[Seat, OpeningChooser]:
    """Each seat's opening player: its own, or a built-in one seeded from ``seed``."""
    other_seed = None if seed is None else seed + 1
    return {"first": opening_chooser(first, seed), "second": opening_chooser(second, other_seed)}


def open_game(
    rules: Rules,
    opening: Opening,
    first: Strategy,
    second: Strategy,
    choosers: Mapping[Seat, OpeningChooser],
) -> OpenedGame:
    """Play ``opening`` between ``first`` (named for X) and ``second`` (named for O)."""
    game = Game(rules, opening=opening)
    while (turn := game.opening_turn) is not None:
        take_opening_step(game, choosers[turn.seat])
    players: dict[Mark, Strategy] = (
        {"X": second, "O": first} if game.swapped else {"X": first, "O": second}
    )
    return OpenedGame(game.board, game.moves, game.choices, game.swapped, players)
