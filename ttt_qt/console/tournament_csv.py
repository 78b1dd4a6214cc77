"""``ttt-console tournament``'s CSV files: the ratings (``--csv``), every game (``--games-csv``)."""

from __future__ import annotations

import argparse
import csv
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ttt_qt.engine import Rules

from . import tournament_text as text
from .elo import Rating
from .files import reason

if TYPE_CHECKING:
    from .tournament import Played


def records(finished: Sequence[Played]) -> dict[str, dict[str, list[float]]]:
    """Per player: ``wdl`` counts (wins, draws, losses) and every move's ``seconds``."""
    table: dict[str, dict[str, list[float]]] = {}
    for played in finished:
        for mark, name in (("X", played.x), ("O", played.o)):
            entry = table.setdefault(name, {"wdl": [0.0, 0.0, 0.0], "seconds": []})
            outcome = 1 if played.winner is None else (0 if played.winner == mark else 2)
            entry["wdl"][outcome] += 1
            entry["seconds"].extend(played.thinking.get(mark, ()))
    return table


def write_csvs(
    args: argparse.Namespace, ratings: Sequence[Rating], finished: Sequence[Played], rules: Rules
) -> int:
    """Write ``--csv`` and ``--games-csv``; 1 (after a message) when one cannot be written."""
    writers: list[tuple[Path | None, Callable[[Any], None]]] = [
        (args.csv, lambda out: _ratings_csv(out, ratings, finished, rules, args.time_limit)),
        (args.games_csv, lambda out: _games_csv(out, finished, rules)),
    ]
    code = 0
    for path, write in writers:
        if path is None:
            continue
        try:
            with path.open("w", newline="", encoding="utf-8") as out:
                write(out)
        except OSError as error:
            print(text.CSV_FAILED.format(path=path, reason=reason(error)), file=sys.stderr)
            code = 1
    return code


def _ratings_csv(
    out: Any, ratings: Sequence[Rating], finished: Sequence[Played], rules: Rules, limit: float
) -> None:
    table = records(finished)
    writer = csv.writer(out)
    writer.writerow(text.RATINGS_CSV_HEADER)
    for rank, rating in enumerate(ratings, start=1):
        entry = table.get(rating.name, {"wdl": [0.0, 0.0, 0.0], "seconds": []})
        seconds = entry["seconds"]
        writer.writerow(
            [
                rank,
                rating.name,
                f"{rating.elo:.1f}",
                f"{rating.margin:.1f}",
                rating.games,
                rating.points,
                f"{rating.score:.4f}",
                *(int(count) for count in entry["wdl"]),
                f"{sum(seconds) / len(seconds):.4f}" if seconds else "",
                f"{max(seconds):.4f}" if seconds else "",
                rules.size,
                rules.win_length,
                "yes" if rules.reverse else "no",
                limit,
            ]
        )


def _games_csv(out: Any, finished: Sequence[Played], rules: Rules) -> None:
    writer = csv.writer(out)
    writer.writerow(text.GAMES_CSV_HEADER)
    for played in finished:
        per_move = {
            mark: sum(seconds) / len(seconds) if seconds else 0.0
            for mark, seconds in played.thinking.items()
        }
        writer.writerow(
            [
                played.number,
                played.x,
                played.o,
                rules.size,
                rules.win_length,
                "yes" if rules.reverse else "no",
                played.winner or "",
                f"{per_move.get('X', 0.0):.4f}",
                f"{per_move.get('O', 0.0):.4f}",
                played.moves,
                rules.rule,
            ]
        )
