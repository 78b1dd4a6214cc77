"""The recorded games as CSV: every field, so the file reads back into the same games.

Columns: the run number, the time (ISO 8601), the rules (``rules`` is ``normal`` or
``reverse`` under freestyle, else the gomoku rule: ``standard``, ``renju``, ``caro``), both
players (each as recorded —
name, ``human`` or strategy, the strategy's options as ``trials=200;...`` — and as people
read it in ``x`` / ``o``: "You", "Perfect"), the result in two forms (``winner`` as X/O for
programs; who won, who lost and tie in words as in seed 004's table of runs), the moves in
the engine's text format, the duration in seconds, to the millisecond, and where the game
came from: ``abandoned`` (yes/no: left before its end), ``continues`` (the run it was played
on from, or empty) and ``from_move`` (how many of its moves came from there). The file is
data: a computer is its strategy ("Perfect"), never the level the window names it by on the
game's rules ("Hard (Perfect)"), which a later version may measure anew. Files written
before the options were kept (without ``x_options``, ``o_options``, ``x``, ``o``), or before
games were abandoned or continued (without the last three), still read.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from ttt_qt.engine import GameFormatError, GomokuRule, Mark, Rules, format_moves, parse_moves

from .records import Options, StoredGame
from .runs import side_label
from .sides import Side, number_text, side_of

CSV_FIELDS = (
    "run",
    "played_at",
    "size",
    "win_length",
    "rules",
    "x_name",
    "x_player",
    "x_options",
    "o_name",
    "o_player",
    "o_options",
    "x",
    "o",
    "winner",
    "who_won",
    "who_lost",
    "tie",
    "move_count",
    "moves",
    "duration_seconds",
    "abandoned",
    "continues",
    "from_move",
)
_WINNERS: dict[str, Mark | None] = {"X": "X", "O": "O", "": None}
_FIELDS_BEFORE_ORIGIN = CSV_FIELDS[:-3]
_FIELDS_BEFORE_OPTIONS = tuple(
    name for name in _FIELDS_BEFORE_ORIGIN if name not in ("x_options", "o_options", "x", "o")
)
_YES_NO = {"yes": True, "no": False}


class CsvFormatError(ValueError):
    """A CSV file is not a ttt_qt table of games; the message gives the line and the reason."""


def csv_text(games: Iterable[StoredGame]) -> str:
    """The games as CSV text, a header line first."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for game in games:
        writer.writerow(_row(game))
    return buffer.getvalue()


def write_csv(games: Iterable[StoredGame], path: Path | str) -> None:
    """Write the games to ``path`` (UTF-8). Raises OSError when the file cannot be written."""
    text = csv_text(games)
    with Path(path).open("w", encoding="utf-8", newline="") as file:
        file.write(text)


def read_csv(path: Path | str) -> list[StoredGame]:
    """Read games written by ``write_csv``.

    Raises:
        OSError: the file cannot be read.
        CsvFormatError: it is not such a table.
    """
    with Path(path).open(encoding="utf-8-sig", newline="") as file:
        return parse_csv(file.read())


def parse_csv(text: str) -> list[StoredGame]:
    """Games from CSV text written by ``csv_text``; CsvFormatError on anything else."""
    reader = csv.DictReader(io.StringIO(text))
    header = tuple(reader.fieldnames or ())
    if header not in (CSV_FIELDS, _FIELDS_BEFORE_ORIGIN, _FIELDS_BEFORE_OPTIONS):
        raise CsvFormatError(f"line 1: the header must be {','.join(CSV_FIELDS)}")
    games = []
    for row in reader:
        try:
            games.append(_game(row))
        except (ValueError, TypeError, GameFormatError) as error:
            raise CsvFormatError(f"line {reader.line_num}: {error}") from None
    return games


def _row(game: StoredGame) -> tuple[object, ...]:
    rules = game.rules
    return (
        game.id,
        game.played_at.isoformat(),
        rules.size,
        rules.win_length,
        _rules_word(rules),
        game.x_name,
        game.x_player,
        options_text(game.x_options),
        game.o_name,
        game.o_player,
        options_text(game.o_options),
        side_of(game, "X").strategy_text,
        side_of(game, "O").strategy_text,
        game.winner or "",
        "" if game.winner is None else side_label(game, game.winner, _strategy_text),
        "" if game.loser is None else side_label(game, game.loser, _strategy_text),
        "yes" if game.is_tie else "no",
        len(game.moves),
        format_moves(game.moves),
        f"{game.duration_seconds:.3f}",
        "yes" if game.abandoned else "no",
        "" if game.continues is None else game.continues,
        game.from_move,
    )


_RULES_WORDS: dict[str, GomokuRule] = {
    "normal": "freestyle",
    "reverse": "freestyle",
    "standard": "standard",
    "renju": "renju",
    "caro": "caro",
}
"""The ``rules`` column's words: normal or reverse under freestyle, else the gomoku rule."""


def _rules_word(rules: Rules) -> str:
    """The ``rules`` column of ``rules``: ``normal``, ``reverse`` or the gomoku rule."""
    if not rules.is_freestyle:
        return rules.rule
    return "reverse" if rules.reverse else "normal"


def _strategy_text(side: Side) -> str:
    # The CSV is data: a computer is its strategy, as written before levels had names.
    return side.strategy_text


def _game(row: dict[str, str]) -> StoredGame:
    if None in row or any(value is None for value in row.values()):
        raise CsvFormatError("the row does not have one value per column")
    word = row["rules"]
    if word not in _RULES_WORDS:
        raise CsvFormatError(
            f"rules must be normal, reverse, standard, renju or caro, not {word!r}"
        )
    size, length = _whole(row, "size"), _whole(row, "win_length")
    rules = Rules(size, length, word == "reverse", _RULES_WORDS[word])
    if row["winner"] not in _WINNERS:
        raise CsvFormatError(f"winner must be X, O or empty, not {row['winner']!r}")
    winner = _WINNERS[row["winner"]]
    abandoned = row.get("abandoned", "no")
    if abandoned not in _YES_NO:
        raise CsvFormatError(f"abandoned must be yes or no, not {abandoned!r}")
    continues = row.get("continues", "")
    return StoredGame(
        id=_whole(row, "run"),
        played_at=datetime.fromisoformat(row["played_at"]),
        rules=rules,
        x_name=row["x_name"],
        x_player=row["x_player"],
        o_name=row["o_name"],
        o_player=row["o_player"],
        moves=tuple(parse_moves(row["moves"], rules)),
        winner=winner,
        duration_seconds=float(row["duration_seconds"]),
        x_options=parse_options(row.get("x_options", "")),
        o_options=parse_options(row.get("o_options", "")),
        abandoned=_YES_NO[abandoned],
        continues=_whole(row, "continues") if continues.strip() else None,
        from_move=_whole(row, "from_move") if "from_move" in row else 0,
    )


def options_text(options: Options) -> str:
    """``time_limit=0.5;trials=200`` (empty for none)."""
    return ";".join(f"{name}={number_text(value)}" for name, value in options)


def parse_options(text: str) -> Options:
    """Options from ``options_text``; CsvFormatError when the text is not such options."""
    pairs = []
    for part in filter(None, (piece.strip() for piece in text.split(";"))):
        name, equals, value = part.partition("=")
        try:
            if not equals:
                raise ValueError
            pairs.append((name.strip(), float(value)))
        except ValueError:
            raise CsvFormatError(f"options must read name=number;..., not {text!r}") from None
    return tuple(pairs)


def _whole(row: dict[str, str], key: str) -> int:
    text = row[key].strip()
    if not text.isdigit():
        raise CsvFormatError(f"{key} must be a whole number, not {row[key]!r}")
    return int(text)
