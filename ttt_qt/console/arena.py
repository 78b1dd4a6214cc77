"""``ttt-console arena``: computer against computer for N games, with a table of runs and totals.

Seed 002's console player (two machine players, one game after another) with seed 004's
report of runs: run number, who won, who lost, tie. Any computer player of the registry can
take either side, on any board the engine allows, in normal or reverse rules. ``--csv``
writes one row per game (its moves included) as each game ends. A progress bar appears on
standard error when the run lasts longer than a second.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ttt_qt.ai import Strategy, names
from ttt_qt.ai.selfplay import play_out
from ttt_qt.engine import Board, Mark, Move, Opening, Rules, format_moves, other
from ttt_qt.gomocup import EngineError

from . import engines
from .arena_text import (
    COLUMN_GAP,
    COLUMNS,
    CSV_FAILED,
    CSV_HEADER,
    ENGINE_FAILED,
    GAMES,
    GAMES_PLURAL,
    HEADING,
    INTERRUPTED,
    NO,
    NOBODY,
    PLAYER,
    RECORD_FAILED,
    TOTALS,
    YES,
)
from .files import reason
from .openings import add_opening_argument, choosers_for, open_game, opening_of
from .options import (
    add_rules_arguments,
    game_count,
    positive_seconds,
    rules_of,
    whole_number,
)
from .progress import Progress

if TYPE_CHECKING:
    from .stats_command import ArenaRecorder

DEFAULT_GAMES = 10
INTERRUPTED_EXIT_CODE = 130


@dataclass(frozen=True, slots=True)
class ArenaGame:
    """One finished game of the arena.

    Attributes:
        number: the run number, from 1.
        moves: the moves in the order played.
        winner: the winning mark, or None for a tie.
        seconds: how long the game took.
        swapped: True when a fair opening left X to the player named for O.
        choices: the opening's choices (``two``, ``black``), none without an opening.
    """

    number: int
    moves: tuple[Move, ...]
    winner: Mark | None
    seconds: float
    swapped: bool = False
    choices: tuple[str, ...] = ()

    def names(self, x_name: str, o_name: str) -> dict[Mark, str]:
        """Who held each mark, of the players named for X and for O."""
        return {"X": o_name, "O": x_name} if self.swapped else {"X": x_name, "O": o_name}

    @property
    def loser(self) -> Mark | None:
        """The losing mark, or None for a tie."""
        return None if self.winner is None else other(self.winner)


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the arena's arguments: the players, the number of games, the rules, the seed, the CSV."""
    players = ", ".join(names())
    parser.add_argument(
        "--x",
        type=engines.player_name,
        default="random",
        metavar="STRATEGY",
        help=f"the computer player for X, who moves first (default random): {players}, or an"
        " engine's name (--engine)",
    )
    parser.add_argument(
        "--o",
        type=engines.player_name,
        default="random",
        metavar="STRATEGY",
        help="the computer player for O (default random)",
    )
    parser.add_argument(
        "--games",
        type=game_count,
        default=DEFAULT_GAMES,
        metavar="N",
        help=f"how many games to play (default {DEFAULT_GAMES})",
    )
    add_rules_arguments(
        parser,
        3,
        win_length_help="marks in a row to win, 3 to the board size (default: the usual length,"
        " as in the window: 3 on 3 x 3, 4 up to 5 x 5, then 5)",
        reverse_help="reverse rules: whoever completes a line loses",
    )
    parser.add_argument(
        "--seed",
        type=whole_number,
        default=None,
        help="seed for the players' random choices, to replay the same games",
    )
    parser.add_argument(
        "--csv", type=Path, default=None, metavar="FILE", help="also write one row per game to FILE"
    )
    add_opening_argument(parser)
    engines.add_engine_argument(parser)
    parser.add_argument(
        "--engine-time",
        type=positive_seconds,
        default=engines.DEFAULT_ENGINE_TIME,
        metavar="S",
        help=f"seconds a move for the engines (default {engines.DEFAULT_ENGINE_TIME:g})",
    )
    parser.add_argument(
        "--record",
        action="store_true",
        help="also keep the games in the statistics (ttt-console stats, the window's Statistics)",
    )


def play_one(number: int, rules: Rules, players: dict[Mark, Strategy]) -> ArenaGame:
    """Play one game between ``players`` (by mark) under ``rules``."""
    start = time.perf_counter()
    board, moves, _ = play_out(Board.empty(rules), players)
    return ArenaGame(number, moves, board.winner, time.perf_counter() - start)


def play_games(
    rules: Rules,
    x: Strategy,
    o: Strategy,
    count: int,
    *,
    opening: Opening = "none",
    seed: int | None = None,
) -> Iterator[ArenaGame]:
    """Play ``count`` games, yielding each as it ends.

    Without an opening X always moves first; with one, ``x`` places the first stones and
    the opening's choices decide who holds X (``seed`` seeds the built-in opening players).
    """
    players: dict[Mark, Strategy] = {"X": x, "O": o}
    choosers = choosers_for(x, o, seed)
    for number in range(1, count + 1):
        if opening == "none":
            yield play_one(number, rules, players)
            continue
        start = time.perf_counter()
        opened = open_game(rules, opening, x, o, choosers)
        board, moves, _ = play_out(opened.board, opened.players)
        seconds = time.perf_counter() - start
        all_moves = opened.moves + moves
        yield ArenaGame(number, all_moves, board.winner, seconds, opened.swapped, opened.choices)


def player_label(mark: Mark, name: str) -> str:
    """How the table names a side, such as ``X (perfect)``."""
    return PLAYER.format(mark=mark, name=name)


def format_table(games: Sequence[ArenaGame], x_name: str, o_name: str) -> list[str]:
    """The table of runs: run number, who won, who lost, tie — one line per game."""
    rows = []
    for game in games:
        names = game.names(x_name, o_name)
        labels: dict[Mark | None, str] = {
            "X": player_label("X", names["X"]),
            "O": player_label("O", names["O"]),
            None: NOBODY,
        }
        rows.append(
            (
                str(game.number),
                labels[game.winner],
                labels[game.loser],
                YES if game.winner is None else NO,
            )
        )
    widths = [max(len(cells[i]) for cells in [COLUMNS, *rows]) for i in range(len(COLUMNS))]
    lines = []
    for cells in [COLUMNS, tuple("-" * width for width in widths), *rows]:
        parts = [cells[0].rjust(widths[0])] + [
            cell.ljust(width) for cell, width in zip(cells[1:], widths[1:], strict=True)
        ]
        lines.append(COLUMN_GAP.join(parts).rstrip())
    return lines


def format_totals(
    games: Sequence[ArenaGame], x_name: str, o_name: str, by_player: bool = False
) -> str:
    """The totals line: wins of each side and ties.

    ``by_player`` (with a fair opening, where either may hold X): the wins of each player,
    named alone.
    """
    return TOTALS.format(
        x=x_name if by_player else player_label("X", x_name),
        o=o_name if by_player else player_label("O", o_name),
        x_wins=sum(game.winner == ("O" if game.swapped else "X") for game in games),
        o_wins=sum(game.winner == ("X" if game.swapped else "O") for game in games),
        ties=sum(game.winner is None for game in games),
    )


def csv_row(game: ArenaGame, rules: Rules, x_name: str, o_name: str) -> list[str]:
    """One game as a CSV row, in the order of ``CSV_HEADER`` (the players by the mark held)."""
    names = game.names(x_name, o_name)
    return [
        str(game.number),
        names["X"],
        names["O"],
        str(rules.size),
        str(rules.win_length),
        YES if rules.reverse else NO,
        game.winner or "",
        game.loser or "",
        YES if game.winner is None else NO,
        format_moves(game.moves),
        rules.rule,
        " ".join(game.choices),
    ]


def games_text(count: int) -> str:
    """``1 game`` or ``N games``."""
    return (GAMES if count == 1 else GAMES_PLURAL).format(count=count)


def run(args: argparse.Namespace) -> int:
    """Play the games, print the table and totals; 1 when the CSV cannot be written.

    Raises:
        UsageError: the board size and win length do not make a board.
    """
    rules = rules_of(args)
    opening = opening_of(args, rules)
    loaded = engines.load_engines(args.engine, names())
    engines.check_players((args.x, args.o), loaded)
    x_seed = None if args.seed is None else args.seed
    o_seed = None if args.seed is None else args.seed + 1
    seconds, rule = args.engine_time, rules.rule
    x = engines.make_player(args.x, loaded, seed=x_seed, engine_time=seconds, rule=rule)
    o = engines.make_player(args.o, loaded, seed=o_seed, engine_time=seconds, rule=rule)
    try:
        return _run_games(args, rules, x, o, opening)
    finally:
        engines.close_players((x, o))


def _run_games(
    args: argparse.Namespace, rules: Rules, x: Strategy, o: Strategy, opening: Opening = "none"
) -> int:
    """Play the games between ``x`` and ``o`` and print the table (``run`` without its setup)."""
    try:
        csv_file = _open_csv(args.csv)
    except OSError as error:
        print(CSV_FAILED.format(path=args.csv, reason=reason(error)), file=sys.stderr)
        return 1
    recorder = _recorder(args, rules)
    if recorder is not None and recorder.problem is not None:  # said before the games
        print(RECORD_FAILED.format(path=recorder.path, reason=recorder.problem), file=sys.stderr)
        recorder.close()
        if csv_file:
            csv_file.close()
        return 1
    described = rules.describe() + ("" if opening == "none" else f", {opening}")
    print(HEADING.format(x=args.x, o=args.o, games=games_text(args.games), rules=described))
    print()
    finished: list[ArenaGame] = []
    progress = Progress(args.games, sys.stderr)
    interrupted = False
    failure: str | None = None
    try:
        writer = csv.writer(csv_file) if csv_file else None
        if writer:
            writer.writerow(CSV_HEADER)
        for game in play_games(rules, x, o, args.games, opening=opening, seed=args.seed):
            finished.append(game)
            if writer and csv_file:
                writer.writerow(csv_row(game, rules, args.x, args.o))
                csv_file.flush()
            if recorder:
                recorder.add(game)
            progress.update(len(finished))
    except KeyboardInterrupt:
        interrupted = True
    except EngineError as error:  # said after the table of the games it finished
        failure = str(error)
    except OSError as error:
        print(CSV_FAILED.format(path=args.csv, reason=reason(error)), file=sys.stderr)
        return 1
    finally:
        progress.finish()
        if csv_file:
            csv_file.close()
        if recorder:
            for line in recorder.close():
                print(line, file=sys.stderr)
    for line in format_table(finished, args.x, args.o):
        print(line)
    print()
    print(format_totals(finished, args.x, args.o, by_player=opening != "none"))
    if interrupted:
        print(INTERRUPTED.format(done=len(finished), games=games_text(args.games)), file=sys.stderr)
        return INTERRUPTED_EXIT_CODE
    if failure is not None:
        print(ENGINE_FAILED.format(reason=failure), file=sys.stderr)
        return 1
    return 1 if recorder is not None and recorder.refused else 0


def _recorder(args: argparse.Namespace, rules: Rules) -> ArenaRecorder | None:
    """With ``--record``, what keeps the games in the shared records (see ``ttt-console stats``)."""
    if not args.record:
        return None
    from .stats_command import ArenaRecorder  # noqa: PLC0415  (loads the records only when asked)

    return ArenaRecorder(rules, args.x, args.o)


def _open_csv(path: Path | None) -> TextIO | None:
    """Open the CSV file for writing before any game is played, so a bad path fails at once."""
    if path is None:
        return None
    return path.open("w", newline="", encoding="utf-8")
