"""``ttt-console tournament``: a round robin of computer players, rated by Elo.

Every two players meet ``--games`` times, taking X in turn, on the given rules; games run
in parallel processes (``--jobs``, all the cores by default) behind a progress bar. Then it
prints each player's Elo rating with its 95% interval (see ``elo``), its score, and how
long it thought per move, then a cross table; ``--csv`` writes the ratings and
``--games-csv`` every game. Players that take a ``time_limit`` get ``--time-limit``
seconds a move (MCTS and Monte Carlo are then stopped by the time, not by their playout or
trial counts); ``--set`` changes any other option, such as ``--set montecarlo.trials=1000``.
"""

from __future__ import annotations

import argparse
import math
import os
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from itertools import combinations
from multiprocessing import get_context
from pathlib import Path

from ttt_qt.ai import Strategy, create, fixed_strength_names, info, names
from ttt_qt.ai.selfplay import play_out
from ttt_qt.engine import Board, Mark, Move, Opening, Rules, format_moves
from ttt_qt.gomocup import EngineError

from . import tournament_text as text
from .elo import Rating, fit_ratings
from .engines import (
    DEFAULT_ENGINE_TIME,
    add_engine_argument,
    check_players,
    close_players,
    load_engines,
    make_player,
    player_name,
)
from .errors import UsageError
from .files import cannot_write
from .openings import add_opening_argument, choosers_for, open_game, opening_of
from .options import (
    add_rules_arguments,
    positive_int,
    rules_of,
    strategy_name,
    think_seconds,
    whole_number,
)
from .progress import Progress
from .tournament_csv import records, write_csvs

DEFAULT_GAMES = 2
MAX_GAMES = 10_000
"""Games per pairing at most (a bigger number is a typing slip, not a plan)."""
MAX_JOBS = 60
"""Worker processes at most (Windows allows no more than 61)."""
DEFAULT_SIZE = 7
DEFAULT_TIME_LIMIT = 0.2
INTERRUPTED_EXIT_CODE = 130

Options = dict[str, dict[str, float]]
"""Each player's options for ``create``, by player name."""


@dataclass(frozen=True, slots=True)
class Pairing:
    """One game to play: who is X, who is O, under which rules, with which seeds.

    Attributes:
        number: the game number, from 1.
        x: the player of X.
        o: the player of O.
        rules: the rules of the game.
        options: each player's options.
        seed: the seed of X's player (O's gets the next one), or None.
        opening: moves played before the players take over (none by default), so that
            benchmarks can start games from varied positions.
        engines: the outside engines among the players: (name, program path) pairs.
        engine_time: seconds a move for the engines.
        fair_opening: ``swap`` or ``swap2`` (``--opening``): ``x`` places the first stones
            and the opening's choices decide who holds X; ``none`` by default.
    """

    number: int
    x: str
    o: str
    rules: Rules
    options: Options
    seed: int | None
    opening: tuple[Move, ...] = ()
    engines: tuple[tuple[str, str], ...] = ()
    engine_time: float = DEFAULT_ENGINE_TIME
    fair_opening: Opening = "none"


@dataclass(frozen=True, slots=True)
class Played:
    """A finished game.

    Attributes:
        number: the game number.
        x: the player of X.
        o: the player of O.
        winner: "X", "O" or None for a tie.
        moves: the moves as cell names.
        thinking: per mark, the seconds each of its moves took.
    """

    number: int
    x: str
    o: str
    winner: Mark | None
    moves: str
    thinking: dict[str, tuple[float, ...]] = field(default_factory=dict)

    @property
    def x_points(self) -> float:
        """X's points: 1 for a win, 0.5 for a tie, 0 for a loss."""
        return {"X": 1.0, "O": 0.0, None: 0.5}[self.winner]


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the tournament's arguments."""
    parser.add_argument(
        "--players",
        type=_player_list,
        default=None,
        metavar="A,B,...",
        help=(
            "the players, comma-separated (default: every one of fixed strength, that is all "
            "but adaptive, whose level follows a person's results): "
            f"{', '.join(names())}"
        ),
    )
    parser.add_argument(
        "--games",
        type=positive_int,
        default=DEFAULT_GAMES,
        metavar="N",
        help=f"games per pairing, X taken in turn (default {DEFAULT_GAMES})",
    )
    add_rules_arguments(
        parser,
        DEFAULT_SIZE,
        win_length_help="marks in a row to win (default: the usual one for the size, 5 from"
        " 6 x 6 on)",
        reverse_help="whoever completes a line loses",
    )
    parser.add_argument(
        "--time-limit",
        type=think_seconds,
        default=DEFAULT_TIME_LIMIT,
        metavar="S",
        help="think time per move for the players that take one, 0 for their own "
        f"(default {DEFAULT_TIME_LIMIT})",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="PLAYER.OPTION=VALUE",
        help="set one option of one player, such as montecarlo.trials=1000 (repeatable)",
    )
    parser.add_argument(
        "--jobs",
        type=positive_int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="games played at once, each in its own process (default: the number of cores)",
    )
    add_opening_argument(parser)
    add_engine_argument(parser)
    parser.add_argument("--seed", type=whole_number, default=None, help="seed for the players")
    parser.add_argument("--csv", type=Path, default=None, metavar="FILE", help="write the ratings")
    parser.add_argument(
        "--games-csv", type=Path, default=None, metavar="FILE", help="write every game"
    )


def _player_list(value: str) -> list[str]:
    players = [player_name(part) for part in value.split(",") if part.strip()]
    return list(dict.fromkeys(players))


def player_options(players: Sequence[str], time_limit: float, settings: Sequence[str]) -> Options:
    """Each player's options: the time limit where it takes one, then the ``--set`` values.

    Raises:
        UsageError: a setting is malformed, names an absent player, or a bad option.
    """
    options: Options = {}
    for name in players:
        known = {option.name: option for option in info(name).options}
        chosen: dict[str, float] = {}
        if time_limit > 0 and "time_limit" in known:
            limit = known["time_limit"]
            chosen["time_limit"] = min(max(time_limit, limit.minimum), limit.maximum)
            for cap in ("playouts", "trials"):  # the clock, not a count, stops MCTS or Monte Carlo
                if cap in known:
                    chosen[cap] = known[cap].maximum
        options[name] = chosen
    for setting in settings:
        name, option, value = _parse_setting(setting)
        if name not in options:
            raise UsageError(text.NOT_PLAYING.format(name=name))
        options[name][option] = value
    for name, chosen in options.items():
        try:
            create(name, seed=0, **chosen)
        except (ValueError, TypeError) as error:
            raise UsageError(f"{name}: {error}") from None
    return options


def _parse_setting(setting: str) -> tuple[str, str, float]:
    target, equals, value = setting.partition("=")
    name, dot, option = target.partition(".")
    try:
        number = float(value)
    except ValueError:
        number = math.nan
    if not (equals and dot and option):
        raise UsageError(text.BAD_SETTING.format(text=setting))
    if not math.isfinite(number):
        raise UsageError(text.BAD_SETTING_VALUE.format(target=target, value=value))
    try:
        return strategy_name(name), option.strip(), number
    except argparse.ArgumentTypeError as error:
        raise UsageError(str(error)) from None


def schedule(
    players: Sequence[str], games: int, rules: Rules, options: Options, seed: int | None
) -> list[Pairing]:
    """Every game of the round robin: each pair meets ``games`` times, X taken in turn."""
    pairings: list[Pairing] = []
    for first, second in combinations(players, 2):
        for round_number in range(games):
            x, o = (first, second) if round_number % 2 == 0 else (second, first)
            number = len(pairings) + 1
            game_seed = None if seed is None else seed + 2 * number
            pairings.append(Pairing(number, x, o, rules, options, game_seed))
    return pairings


def play(pairing: Pairing) -> Played:
    """Play one game of the tournament (in whichever process runs it)."""
    seed = pairing.seed
    engines = dict(pairing.engines)
    players: dict[Mark, Strategy] = {}
    try:
        sides: tuple[tuple[Mark, str, int | None], ...] = (
            ("X", pairing.x, seed),
            ("O", pairing.o, None if seed is None else seed + 1),
        )
        for mark, name, own_seed in sides:
            players[mark] = make_player(
                name,
                engines,
                seed=own_seed,
                options=pairing.options.get(name),
                engine_time=pairing.engine_time,
                rule=pairing.rules.rule,
            )
        x, o = pairing.x, pairing.o
        start = Board.from_moves(pairing.rules, pairing.opening)
        before = pairing.opening
        if pairing.fair_opening != "none":
            first, second = players["X"], players["O"]
            choosers = choosers_for(first, second, seed)
            opened = open_game(pairing.rules, pairing.fair_opening, first, second, choosers)
            start, before, players = opened.board, opened.moves, opened.players
            if opened.swapped:
                x, o = o, x
        board, moves, thinking = play_out(start, players)
    finally:
        close_players(players.values())
    return Played(pairing.number, x, o, board.winner, format_moves(before + moves), thinking)


def run_games(pairings: Sequence[Pairing], jobs: int) -> Iterator[Played]:
    """Play the games, ``jobs`` at a time in worker processes (in this one for 1).

    However it stops (every game played, Ctrl+C, an error, the consumer leaving early or a
    SIGTERM), no worker process outlives it: the games still playing are dropped.
    """
    if jobs <= 1 or len(pairings) <= 1:
        for pairing in pairings:
            yield play(pairing)
        return
    workers = min(jobs, len(pairings))
    pool = get_context("spawn").Pool(workers)
    with _sigterm_as_exit():
        try:
            yield from pool.imap_unordered(play, pairings)
        finally:
            pool.terminate()
            pool.join()


@contextmanager
def _sigterm_as_exit() -> Iterator[None]:
    """While open, a SIGTERM exits (status 143) by unwinding, so cleanups run.

    By default a SIGTERM ends the process at once, and its worker processes live on. Outside
    the main thread, where signal handlers cannot be set, nothing changes.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def exit_now(signum: int, _frame: object) -> None:
        raise SystemExit(128 + signum)

    previous = signal.signal(signal.SIGTERM, exit_now)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def run(args: argparse.Namespace) -> int:
    """Play the round robin and print the ratings; 1 when a CSV cannot be written.

    Raises:
        UsageError: bad rules, fewer than two players, or a bad ``--set``.
    """
    engines = load_engines(args.engine, names())
    players = args.players if args.players is not None else [*fixed_strength_names(), *engines]
    check_players(players, engines)
    if len(players) < 2:
        raise UsageError(text.ONE_PLAYER.format(count=len(players)))
    if args.games > MAX_GAMES:
        raise UsageError(text.TOO_MANY_GAMES.format(most=MAX_GAMES, games=args.games))
    rules = rules_of(args)
    fair_opening = opening_of(args, rules)
    strategies = [name for name in players if name not in engines]
    options = player_options(strategies, args.time_limit, args.set)
    options.update({name: {} for name in engines})
    for path in (args.csv, args.games_csv):
        reason = cannot_write(path) if path is not None else None
        if reason:  # said before the games, not after them
            print(text.CSV_FAILED.format(path=path, reason=reason), file=sys.stderr)
            return 1
    pairings = schedule(players, args.games, rules, options, args.seed)
    engine_time = args.time_limit or DEFAULT_ENGINE_TIME
    pairings = [
        replace(
            pairing,
            engines=tuple(engines.items()),
            engine_time=engine_time,
            fair_opening=fair_opening,
        )
        for pairing in pairings
    ]
    jobs = min(args.jobs, len(pairings), MAX_JOBS)
    _print_heading(players, rules, args, len(pairings), jobs)
    finished: list[Played] = []
    progress = Progress(len(pairings), sys.stderr)
    interrupted = False
    failure: str | None = None
    try:
        for played in run_games(pairings, jobs):
            finished.append(played)
            progress.update(len(finished))
    except KeyboardInterrupt:
        interrupted = True
    except EngineError as error:  # the games still playing are dropped; said after the tables
        failure = str(error)
    finally:
        progress.finish()
    finished.sort(key=lambda played: played.number)
    ratings = fit_ratings(((p.x, p.o, p.x_points) for p in finished), players)
    for line in format_ratings(ratings, finished):
        print(line)
    print()
    print(text.CROSS_TITLE)
    for line in format_cross_table(players, finished):
        print(line)
    code = write_csvs(args, ratings, finished, rules)
    if interrupted:
        print(text.INTERRUPTED.format(done=len(finished), total=len(pairings)), file=sys.stderr)
        return INTERRUPTED_EXIT_CODE
    if failure is not None:
        print(text.ENGINE_FAILED.format(reason=failure), file=sys.stderr)
        return 1
    return code


def _print_heading(
    players: Sequence[str], rules: Rules, args: argparse.Namespace, total: int, jobs: int
) -> None:
    games = (text.GAMES if args.games == 1 else text.GAMES_PLURAL).format(count=args.games)
    processes = (text.JOBS if jobs == 1 else text.JOBS_PLURAL).format(count=jobs)
    print(
        text.HEADING.format(
            players=", ".join(players),
            rules=rules.describe() + ("" if args.opening == "none" else f", {args.opening}"),
            games=games,
            total=total,
            jobs=processes,
        )
    )
    limit = text.SECONDS.format(seconds=args.time_limit) if args.time_limit else text.NO_TIME_LIMIT
    print(text.THINKING.format(time_limit=limit))
    print()


def format_ratings(ratings: Sequence[Rating], finished: Sequence[Played]) -> list[str]:
    """The ratings table, best first."""
    table = records(finished)
    rows = []
    for rank, rating in enumerate(ratings, start=1):
        entry = table.get(rating.name, {"wdl": [0.0, 0.0, 0.0], "seconds": []})
        wins, draws, losses = (int(count) for count in entry["wdl"])
        seconds = entry["seconds"]
        rows.append(
            (
                str(rank),
                rating.name,
                f"{rating.elo:.0f}",
                text.MARGIN.format(margin=rating.margin),
                str(rating.games),
                f"{100 * rating.score:.0f}%",
                f"{wins}-{draws}-{losses}",
                f"{sum(seconds) / len(seconds):.3f}" if seconds else "-",
                f"{max(seconds):.3f}" if seconds else "-",
            )
        )
    return _columns(text.RATING_COLUMNS, rows, left=(1,))


def format_cross_table(players: Sequence[str], finished: Sequence[Played]) -> list[str]:
    """Each player's wins-draws-losses against each other player."""
    counts: dict[tuple[str, str], list[int]] = {}
    for played in finished:
        for mark, me, them in (("X", played.x, played.o), ("O", played.o, played.x)):
            entry = counts.setdefault((me, them), [0, 0, 0])
            entry[1 if played.winner is None else (0 if played.winner == mark else 2)] += 1
    rows = []
    for me in players:
        cells = [me]
        for them in players:
            tally = counts.get((me, them))
            cells.append("-" if me == them or tally is None else "-".join(map(str, tally)))
        rows.append(tuple(cells))
    return _columns(("", *players), rows, left=(0,))


def _columns(
    header: Sequence[str], rows: Sequence[Sequence[str]], left: tuple[int, ...]
) -> list[str]:
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = []
    for cells in [header, tuple("-" * width for width in widths), *rows]:
        parts = [
            cell.ljust(width) if i in left else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(cells, widths, strict=True))
        ]
        lines.append(text.COLUMN_GAP.join(parts).rstrip())
    return lines
