"""The computer players: one protocol, one folder per family, and a registry by name.

- ``base``: the ``Strategy`` protocol, the budget (``Limit``) and the answer (``SearchResult``).
- ``registry``: strategies by name, with what a settings dialog shows about them.
- ``memory``: ``SearchMemory``, what a player's searches remember between moves (owned by the
  player, or shared on purpose: ``share_memory(create(name), memory)``); imported by those who
  share one, since the first move of most players needs none.
- ``defaults``: the players' default options (``NTRIALS``, ``SCORE_*``, playouts, think times).
- ``selfplay``: ``play_out``, a game between two players (arena, tournament, level simulation).
- ``minimax``: the textbook minimax the course modules run on their own boards.
- ``strength``: the measured strength of each strategy on given rules (its stars), and where
  its search proves every position.
- ``levels``: the levels people pick (Beginner to Expert, Unbeatable where proven), ranked
  from that measured strength on the rules in force.
- ``rules/``: rule-based players (sequential, random, smart, expert) and their line tactics.
- ``montecarlo/``: random playouts, seed 002's flat Monte Carlo, and MCTS.
- ``search/``: the alpha-beta search, ``perfect`` and ``analyze``.
- ``threats/``: threat-space search for four and five in a row, then ``search/``'s alpha-beta
  among the moves it leaves.
- ``adaptive/``: "Match my level", whose strength follows the person's results.

This package imports only the protocol, the registry and the strengths: a player's module is
imported when the first such player is created (see ``registry``), so ``import ttt_qt.ai``
stays light. Pure Python; nothing here imports Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ttt_qt.engine import Board

from .adaptive import LEVEL_MAX, LEVEL_MIN, START_LEVEL, level_from_results
from .base import (
    Explains,
    Limit,
    MoveValue,
    SearchResult,
    Strategy,
    as_the_rule_allows,
    last_result,
)
from .defaults import (
    NTRIALS,
    PLAYOUTS,
    SCORE_CURRENT,
    SCORE_OTHER,
    SEARCH_TIME_LIMIT,
    THREATS_TIME_LIMIT,
)
from .levels import Level, Rung, ladder, level_of, nearest_rung, rung_of
from .opening import BalancedOpening, OpeningChooser, opening_chooser, take_opening_step
from .registry import (
    OptionInfo,
    StrategyInfo,
    create,
    fixed_strength_names,
    info,
    names,
    register,
)
from .strength import MAX_STARS, proves, stars

if TYPE_CHECKING:
    from .memory import SearchMemory


def analyze(
    board: Board, limit: Limit | None = None, memory: SearchMemory | None = None
) -> SearchResult:
    """The value of every legal move of ``board`` within ``limit``.

    On the boards where the ``threats`` player ends with its ``PatternSearch`` (15 x 15
    freestyle, five in a row) the values are that player's own (``threats.analysis``) once a
    stone is down and until the last few empty cells; elsewhere, and for the first move and
    those last cells, which it solves, ``perfect``'s (``search.analyze``). With ``memory`` (a
    player's), ``perfect``'s analysis and the player build on each other's work.
    Under a gomoku rule other than freestyle the values are estimates and Renju's forbidden
    cells are left out (``base.as_the_rule_allows``). Imports the search when first called,
    so that importing this package stays light.
    """
    from .search import analyze as search_analyze  # noqa: PLC0415 - see the docstring
    from .threats.analysis import EXACT_MAX_LEFT  # noqa: PLC0415
    from .threats.analysis import analyze as threat_analyze  # noqa: PLC0415
    from .threats.roots import uses_pattern_search  # noqa: PLC0415

    left = board.rules.cell_count - board.move_count
    if uses_pattern_search(board.rules) and board.move_count and left > EXACT_MAX_LEFT:
        return threat_analyze(board, limit)
    return as_the_rule_allows(board, search_analyze(board, limit, memory))


_TRIALS_HELP = "How many random games it plays before each move: more plays better, and slower."
_SCORE_CURRENT_HELP = (
    "After each random game, what each square the computer played there counts: added to"
    " that square's score when the computer won, taken off when it lost."
)
_SCORE_OTHER_HELP = (
    "After each random game, what each square its opponent played there counts: taken off"
    " that square's score when the computer won, added when it lost."
)
_TIME_LIMIT_HELP = "Stops the random games once this many seconds have passed; 0 plays them all."
_PLAYOUTS_HELP = (
    "How many random games it plays from the position before each move: more plays better,"
    " and slower."
)
_THINK_TIME_HELP = "How long it may think about each move; it often answers sooner."
_RANDOM_GAMES_TIME_LIMIT = OptionInfo(
    "time_limit", "Time limit per move (s, 0 = none)", 0.0, 0.0, 3600.0, help=_TIME_LIMIT_HELP
)
"""The time limit of the players of random games (Monte Carlo, MCTS): none by default."""


def _think_time(default: float) -> OptionInfo:
    """The think time of a searching player, ``default`` seconds unless chosen."""
    return OptionInfo("time_limit", "Think time (s)", default, 0.1, 30.0, help=_THINK_TIME_HELP)


register(
    StrategyInfo(
        "sequential",
        "Dumb",
        "Takes the first free cell in order.",
        1,
        algorithm="the first free cell",
    ),
    "ttt_qt.ai.rules.sequential:SequentialStrategy",
)
register(
    StrategyInfo("random", "Random", "Plays any free cell at random.", 1, algorithm="random moves"),
    "ttt_qt.ai.rules.random_player:RandomStrategy",
)
register(
    StrategyInfo(
        "smart",
        "Smart",
        "Wins or blocks when it can, else takes the centre, a corner, then a side.",
        2,
        algorithm="win-or-block rules",
        big_board_summary="Wins or blocks when it can, else takes the cell with the most lines"
        " still open to it.",
    ),
    "ttt_qt.ai.rules.smart:SmartStrategy",
)
register(
    StrategyInfo(
        "expert",
        "Fork rules",
        "Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side;"
        " never loses on 3 x 3.",
        4,
        algorithm="fork rules",
        big_board_summary="Rule-based: win, block, fork, block a fork, else the cell that best"
        " builds its lines and blocks the opponent's.",
    ),
    "ttt_qt.ai.rules.expert:ExpertStrategy",
)
register(
    StrategyInfo(
        "montecarlo",
        "Monte Carlo",
        "Plays many random games and favours the squares the winners played.",
        3,
        (
            OptionInfo("trials", "Random games per move", NTRIALS, 1, 1_000_000, help=_TRIALS_HELP),
            OptionInfo(
                "score_current",
                "Score for own squares",
                SCORE_CURRENT,
                0.0,
                1000.0,
                help=_SCORE_CURRENT_HELP,
            ),
            OptionInfo(
                "score_other",
                "Score for opponent squares",
                SCORE_OTHER,
                0.0,
                1000.0,
                help=_SCORE_OTHER_HELP,
            ),
            _RANDOM_GAMES_TIME_LIMIT,
        ),
        algorithm="random games",
    ),
    "ttt_qt.ai.montecarlo.flat:MonteCarloStrategy",
)
register(
    StrategyInfo(
        "mcts",
        "MCTS",
        "Monte Carlo tree search: random games that look deeper where they go well, with proven"
        " wins and losses.",
        4,
        (
            OptionInfo("playouts", "Playouts per move", PLAYOUTS, 1, 200_000, help=_PLAYOUTS_HELP),
            _RANDOM_GAMES_TIME_LIMIT,
        ),
        algorithm="Monte Carlo tree search",
    ),
    "ttt_qt.ai.montecarlo.mcts:MctsStrategy",
)
register(
    StrategyInfo(
        "perfect",
        "Perfect",
        "Searches the game tree as deep as its think time allows, and proves the result"
        " where it reaches the end of every line.",
        5,
        (_think_time(SEARCH_TIME_LIMIT),),
        algorithm="full game-tree search",
    ),
    "ttt_qt.ai.search.perfect:PerfectStrategy",
)
register(
    StrategyInfo(
        "threats",
        "Threat search",
        "Finds wins by fours and threes, stops the opponent's, and searches the best cells;"
        " for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).",
        5,
        (_think_time(THREATS_TIME_LIMIT),),
        algorithm="threat search",
    ),
    "ttt_qt.ai.threats.player:ThreatStrategy",
)

register(
    StrategyInfo(
        "adaptive",
        "Match my level",
        "Plays stronger after you win and weaker after you lose, so that you win about as"
        " often as you lose; its level comes from your recorded games on these rules.",
        5,
        (
            OptionInfo("level", "Level", START_LEVEL, LEVEL_MIN, LEVEL_MAX, automatic=True),
            _think_time(THREATS_TIME_LIMIT),
        ),
        adapts=True,
    ),
    "ttt_qt.ai.adaptive.player:AdaptiveStrategy",
)

__all__ = [
    "LEVEL_MAX",
    "LEVEL_MIN",
    "MAX_STARS",
    "START_LEVEL",
    "BalancedOpening",
    "Explains",
    "Level",
    "Limit",
    "MoveValue",
    "OpeningChooser",
    "OptionInfo",
    "Rung",
    "SearchResult",
    "Strategy",
    "StrategyInfo",
    "analyze",
    "create",
    "fixed_strength_names",
    "info",
    "ladder",
    "last_result",
    "level_from_results",
    "level_of",
    "names",
    "nearest_rung",
    "opening_chooser",
    "proves",
    "register",
    "rung_of",
    "stars",
    "take_opening_step",
]
