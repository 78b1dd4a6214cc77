"""Every text of ``ttt-console arena``: the heading, the table of runs, the totals, the CSV columns.

The table has seed 004's columns: run number, who won, who lost, and whether it was a tie.
"""

from __future__ import annotations

from .messages import GAME_COLUMNS

HEADING = "{x} (X) against {o} (O): {games} on {rules}"
GAMES = "{count} game"
GAMES_PLURAL = "{count} games"
COLUMNS = ("Run", "Who won", "Who lost", "Tie")
PLAYER = "{mark} ({name})"
NOBODY = "-"
YES = "yes"
NO = "no"
COLUMN_GAP = "  "
TOTALS = "Totals: {x} won {x_wins}, {o} won {o_wins}, ties {ties}"
INTERRUPTED = "Interrupted after {done} of {games}."
CSV_FAILED = "ttt-console arena: cannot write {path}: {reason}"
RECORD_FAILED = "ttt-console arena: cannot record the games in {path}: {reason}"
CSV_HEADER = ("run", *GAME_COLUMNS, "loser", "tie", "moves", "rule", "opening")
ENGINE_FAILED = "ttt-console arena: {reason}"
