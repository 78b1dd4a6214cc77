"""The computer players' names, descriptions and option labels in the person's language.

The registry (``ttt_qt.ai``) is pure Python and speaks English; its texts are listed here once
more, marked for Qt's translation tools, and looked up in the "Strategies" context when shown.
A test keeps this list and the registry in step.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ttt_qt import ai
from ttt_qt.engine import Rules

CONTEXT = "Strategies"

MARKED = (
    QT_TRANSLATE_NOOP("Strategies", "Beginner"),
    QT_TRANSLATE_NOOP("Strategies", "Easy"),
    QT_TRANSLATE_NOOP("Strategies", "Medium"),
    QT_TRANSLATE_NOOP("Strategies", "Hard"),
    QT_TRANSLATE_NOOP("Strategies", "Unbeatable"),
    QT_TRANSLATE_NOOP("Strategies", "Dumb"),
    QT_TRANSLATE_NOOP("Strategies", "Takes the first free cell in order."),
    QT_TRANSLATE_NOOP("Strategies", "the first free cell"),
    QT_TRANSLATE_NOOP("Strategies", "Random"),
    QT_TRANSLATE_NOOP("Strategies", "Plays any free cell at random."),
    QT_TRANSLATE_NOOP("Strategies", "random moves"),
    QT_TRANSLATE_NOOP("Strategies", "Smart"),
    QT_TRANSLATE_NOOP(
        "Strategies", "Wins or blocks when it can, else takes the centre, a corner, then a side."
    ),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "Wins or blocks when it can, else takes the cell with the most lines still open to it.",
    ),
    QT_TRANSLATE_NOOP("Strategies", "win-or-block rules"),
    QT_TRANSLATE_NOOP("Strategies", "Expert"),
    QT_TRANSLATE_NOOP("Strategies", "Fork rules"),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; "
        "never loses on 3 x 3.",
    ),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "Rule-based: win, block, fork, block a fork, else the cell that best builds its lines "
        "and blocks the opponent's.",
    ),
    QT_TRANSLATE_NOOP("Strategies", "fork rules"),
    QT_TRANSLATE_NOOP("Strategies", "Monte Carlo"),
    QT_TRANSLATE_NOOP(
        "Strategies", "Plays many random games and favours the squares the winners played."
    ),
    QT_TRANSLATE_NOOP("Strategies", "random games"),
    QT_TRANSLATE_NOOP("Strategies", "Random games per move"),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "How many random games it plays before each move: more plays better, and slower.",
    ),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "After each random game, what each square the computer played there counts: added to"
        " that square's score when the computer won, taken off when it lost.",
    ),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "After each random game, what each square its opponent played there counts: taken off"
        " that square's score when the computer won, added when it lost.",
    ),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "Stops the random games once this many seconds have passed; 0 plays them all.",
    ),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "How many random games it plays from the position before each move: more plays better,"
        " and slower.",
    ),
    QT_TRANSLATE_NOOP(
        "Strategies", "How long it may think about each move; it often answers sooner."
    ),
    QT_TRANSLATE_NOOP("Strategies", "Score for own squares"),
    QT_TRANSLATE_NOOP("Strategies", "Score for opponent squares"),
    QT_TRANSLATE_NOOP("Strategies", "MCTS"),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "Monte Carlo tree search: random games that look deeper where they go well, with proven "
        "wins and losses.",
    ),
    QT_TRANSLATE_NOOP("Strategies", "Monte Carlo tree search"),
    QT_TRANSLATE_NOOP("Strategies", "Playouts per move"),
    QT_TRANSLATE_NOOP("Strategies", "Time limit per move (s, 0 = none)"),
    QT_TRANSLATE_NOOP("Strategies", "Perfect"),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "Searches the game tree as deep as its think time allows, and proves the result "
        "where it reaches the end of every line.",
    ),
    QT_TRANSLATE_NOOP("Strategies", "full game-tree search"),
    QT_TRANSLATE_NOOP("Strategies", "Think time (s)"),
    QT_TRANSLATE_NOOP("Strategies", "Match my level"),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "Plays stronger after you win and weaker after you lose, so that you win about as "
        "often as you lose; its level comes from your recorded games on these rules.",
    ),
    QT_TRANSLATE_NOOP("Strategies", "Level"),
    QT_TRANSLATE_NOOP("Strategies", "Threat search"),
    QT_TRANSLATE_NOOP(
        "Strategies",
        "Finds wins by fours and threes, stops the opponent's, and searches the best cells; "
        "for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).",
    ),
    QT_TRANSLATE_NOOP("Strategies", "threat search"),
)
"""Every text of the registry and every level's name, as Qt's lupdate finds them."""


def _translated(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def strategy_name(name: str) -> str:
    """The name people see for the strategy ``name`` ("Perfect"), or ``name`` if unknown."""
    try:
        return _translated(ai.info(name).label)
    except ValueError:
        return name


def strategy_summary(name: str, rules: Rules | None = None) -> str:
    """One sentence on how the strategy ``name`` plays (under ``rules``, when given)."""
    described = ai.info(name)
    return _translated(described.summary if rules is None else described.summary_for(rules))


def algorithm_words(name: str) -> str:
    """How the strategy ``name`` plays, in a few words: "threat search"."""
    try:
        return _translated(ai.info(name).algorithm_words)
    except ValueError:
        return name


def level_name(level: ai.Level) -> str:
    """The name people see for ``level``: "Medium"."""
    return _translated(level.label)


def computer_name(name: str, rules: Rules) -> str:
    """What people call the computer playing strategy ``name`` under ``rules``.

    Its level ("Medium") when it has one there, else its own name ("Match my level", or an
    unmeasured player's name). Records and files keep the strategy itself.
    """
    level = ai.level_of(name, rules) if name in ai.names() else None
    return strategy_name(name) if level is None else level_name(level)


def option_label(option: ai.OptionInfo) -> str:
    """The label of a strength option, such as "Think time (s)"."""
    return _translated(option.label)


def option_help(option: ai.OptionInfo) -> str:
    """What a strength option does, in a sentence; "" when the registry gives none."""
    return _translated(option.help) if option.help else ""


def registry_texts() -> set[str]:
    """Every label, summary, algorithm and option text the registry holds now, and the levels."""
    texts: set[str] = {level.label for level in ai.Level}
    for name in ai.names():
        described = ai.info(name)
        texts |= {described.label, described.summary, described.algorithm_words}
        texts |= {described.big_board_summary} - {""}
        texts |= {option.label for option in described.options}
        texts |= {option.help for option in described.options if option.help}
    return texts
