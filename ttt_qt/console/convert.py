"""``ttt-console convert IN OUT``: a game file into another format, each named by its extension.

``.ttt`` (ttt_qt's own), ``.psq`` (Piskvork's) and ``.sgf`` (SGF for gomoku), in any
direction (``ttt_qt.engine.formats``). A file that cannot be read, a game that is not one
ttt_qt plays, an unknown extension: one sentence on standard error and exit code 1; nothing
is written then. What the new format cannot keep (a ``.psq`` file has no rule) is said on
standard error, and the file is written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ttt_qt.engine import GameFormatError
from ttt_qt.engine.formats import EXTENSIONS, GameFileError, load, lost, save
from ttt_qt.engine.formats import extension as format_of

PROG = "ttt-console convert"


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the two files."""
    known = ", ".join(EXTENSIONS)
    parser.add_argument("source", type=Path, metavar="IN", help=f"the game file to read ({known})")
    parser.add_argument(
        "target", type=Path, metavar="OUT", help=f"the game file to write ({known}); replaced"
    )


def run(args: argparse.Namespace) -> int:
    """Convert ``args.source`` into ``args.target``; 0 on success, 1 (after a message) if not."""
    try:
        format_of(args.target)  # an unknown target is said before the source is read
        saved = load(args.source)
        missing = lost(args.target, saved)
        save(args.target, saved)
    except (GameFileError, GameFormatError) as error:
        print(f"{PROG}: {error}.", file=sys.stderr)
        return 1
    if missing:
        print(
            f"{PROG}: note: {args.target.name} cannot keep {missing}; the moves and the"
            " players are written.",
            file=sys.stderr,
        )
    moves = len(saved.game.moves)
    print(f"{args.target}: {moves} move{'' if moves == 1 else 's'}, {saved.game.rules.describe()}")
    return 0
