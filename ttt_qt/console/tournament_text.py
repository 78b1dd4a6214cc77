"""Every text of ``ttt-console tournament``: the heading, the tables, the CSV columns, errors."""

from __future__ import annotations

from .messages import GAME_COLUMNS

PROG = "ttt-console tournament"
HEADING = "Round robin of {players} on {rules}: {games} a pairing, {total} games, {jobs}"
JOBS = "{count} process"
JOBS_PLURAL = "{count} processes"
GAMES = "{count} game"
GAMES_PLURAL = "{count} games"
THINKING = "Think time per move: {time_limit}"
NO_TIME_LIMIT = "each player's own budget"
SECONDS = "{seconds:g} s for the players that take a time limit"
RATING_COLUMNS = ("Rank", "Player", "Elo", "95%", "Games", "Score", "W-D-L", "s/move", "max s")
CROSS_TITLE = "Wins-draws-losses of the row player against the column player:"
COLUMN_GAP = "  "
MARGIN = "+/-{margin:.0f}"
INTERRUPTED = "Interrupted after {done} of {total} games; the ratings count those."
CSV_FAILED = PROG + ": cannot write {path}: {reason}"
ENGINE_FAILED = PROG + ": {reason} The games played before it are counted."
TOO_MANY_GAMES = "--games is at most {most:,} a pairing, not {games}"
ONE_PLAYER = "a tournament needs two players or more (different ones), not {count}"
BAD_SETTING = "--set takes PLAYER.OPTION=VALUE, such as mcts.playouts=2000, not {text!r}"
BAD_SETTING_VALUE = "--set {target}: the value must be a number, not {value!r}"
NOT_PLAYING = "--set names {name}, who is not among the players"
RATINGS_CSV_HEADER = (
    "rank",
    "player",
    "elo",
    "margin_95",
    "games",
    "points",
    "score",
    "wins",
    "draws",
    "losses",
    "mean_seconds_per_move",
    "max_seconds_per_move",
    "size",
    "win_length",
    "reverse",
    "time_limit",
)
GAMES_CSV_HEADER = (
    "game",
    *GAME_COLUMNS,
    "x_seconds_per_move",
    "o_seconds_per_move",
    "moves",
    "rule",
)
