"""Argument types shared by the console commands: each rejects a bad value with a clear message."""

from __future__ import annotations

import argparse

from ttt_qt.ai import names
from ttt_qt.engine import GOMOKU_RULES, MAX_SIZE, MIN_SIZE, Rules, usual_win_length

from .errors import UsageError


def strategy_name(text: str) -> str:
    """A computer player's registry name (any case).

    Raises:
        argparse.ArgumentTypeError: no player has that name.
    """
    name = text.strip().lower()
    known = names()
    if name not in known:
        raise argparse.ArgumentTypeError(
            f"unknown computer player {text!r}; choose from {', '.join(known)}"
        )
    return name


def positive_int(text: str) -> int:
    """A whole number from 1 up.

    Raises:
        argparse.ArgumentTypeError: the text is not such a number.
    """
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number from 1 up, not {value}")
    return value


MAX_GAMES = 1_000_000
"""The most games one run plays: a typo of a few extra digits must not start an endless run."""


def game_count(text: str) -> int:
    """A number of games, from 1 to ``MAX_GAMES``.

    Raises:
        argparse.ArgumentTypeError: the text is not such a number.
    """
    value = positive_int(text)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"expected at most {MAX_GAMES} games, not {text}")
    return value


def whole_number(text: str) -> int:
    """Any whole number, such as a random seed.

    Raises:
        argparse.ArgumentTypeError: the text is not a whole number.
    """
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def rules_of(args: argparse.Namespace) -> Rules:
    """The rules of ``--size``, ``--win-length`` (usual unless given), ``--reverse``, ``--rule``.

    Raises:
        UsageError: the board size and win length do not make a board, or the gomoku rule
            cannot be played on it.
    """
    try:
        length = args.win_length if args.win_length is not None else usual_win_length(args.size)
        return Rules(args.size, length, args.reverse, args.rule)
    except ValueError as error:
        raise UsageError(str(error)) from None


def add_rules_arguments(
    parser: argparse.ArgumentParser, default_size: int, *, win_length_help: str, reverse_help: str
) -> None:
    """Add ``--size`` (``default_size`` unless given), ``--win-length``, ``--reverse``, ``--rule``.

    ``rules_of`` makes the rules of what they were given.
    """
    parser.add_argument(
        "--size",
        type=positive_int,
        default=default_size,
        metavar="N",
        help=f"board size, {MIN_SIZE} to {MAX_SIZE} (default {default_size})",
    )
    parser.add_argument(
        "--win-length", type=positive_int, default=None, metavar="K", help=win_length_help
    )
    parser.add_argument("--reverse", action="store_true", help=reverse_help)
    parser.add_argument(
        "--rule",
        choices=GOMOKU_RULES,
        default="freestyle",
        help=(
            "the rule of five in a row (default freestyle: five or more wins); standard:"
            " exactly five; renju: X may not make a double three, a double four or an"
            " overline; caro: a five blocked at both ends does not win. Not freestyle:"
            " five in a row on 7 x 7 to 15 x 15 only"
        ),
    )


MAX_SECONDS = 3600.0
"""The longest think time a move or position may be given on the command line: an hour."""


def think_seconds(text: str, least: float = 0.0) -> float:
    """A number of seconds, from ``least`` to ``MAX_SECONDS``.

    Raises:
        argparse.ArgumentTypeError: the text is not such a number.
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
    if not least <= value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"expected {least:g} to {MAX_SECONDS:g} seconds, not {text}"
        )
    return value


def positive_seconds(text: str) -> float:
    """Seconds from 0.01 up (an engine's time a move, or the coach's time a position).

    The Gomocup protocol counts milliseconds: 0.01 s is its least useful time.

    Raises:
        argparse.ArgumentTypeError: the text is not such a number.
    """
    return think_seconds(text, least=0.01)
