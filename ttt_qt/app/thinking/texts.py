"""What the "show thinking" panel says, translated (context "Thinking").

Values of the course minimax are numbers for the side that played a move (a win scores the
free cells left at its end plus one, a loss minus that, a draw 0); these functions put them
and the other algorithms' figures into words.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale

from ttt_qt.ai.montecarlo.mcts import RootMove
from ttt_qt.coach.thinking import MinimaxNode
from ttt_qt.engine import Mark, Move, cell_name

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

MINUS = "\u2212"
LEFT_TO_RIGHT_MARK = "\u200e"
"""Keeps a signed number's sign before it in right-to-left text (Arabic)."""


def count(value: int) -> str:
    """A whole number as the person's language writes it (``8,000``, ``8.000``, ``8 000``)."""
    return QLocale().toString(value)


def seconds_text(value: float) -> str:
    """Seconds with two decimals, as the person's language writes them (``0.55``, ``0,55``)."""
    return QLocale().toString(value, "f", 2)


def number(value: float) -> str:
    """``value`` with its sign (``+3``, ``0``, ``-3`` with a true minus sign, ``+inf``)."""
    if math.isinf(value):
        text = "+\u221e" if value > 0 else f"{MINUS}\u221e"
    elif value == int(value):
        text = QLocale().toString(int(value))
    else:
        text = QLocale().toString(value, "g", 6)
    if value > 0 and not math.isinf(value):
        text = f"+{text}"
    text = text.replace("-", MINUS)
    return LEFT_TO_RIGHT_MARK + text if text[0] in ("+", MINUS) else text


def line_text(line: tuple[Move, ...]) -> str:
    """A line of moves by their cell names: ``B2, A1, C3``."""
    return translate("Thinking", ", ").join(cell_name(move) for move in line)


def node_move(node: MinimaxNode) -> str:
    """The tree's first column: the move and who played it, or the position at the root."""
    if node.move is None:
        return translate("Thinking", "This position, {mark} to move").format(mark=node.mover)
    return translate("Thinking", "{cell} by {mark}").format(
        cell=cell_name(node.move), mark=node.mover
    )


def node_value(node: MinimaxNode) -> str:
    """The tree's value column: the number, with ≥ or ≤ when alpha-beta left only a bound."""
    if node.value is None:
        return ""
    if node.bound == "at least":
        return translate("Thinking", "\u2265 {value}").format(value=number(node.value))
    if node.bound == "at most":
        return translate("Thinking", "\u2264 {value}").format(value=number(node.value))
    return number(node.value)


def node_meaning(node: MinimaxNode) -> str:
    """The tree's meaning column: who wins, a cut-off bound, a pruned or remembered move."""
    if node.pruned:
        return translate("Thinking", "pruned: never searched")
    if node.value is None:
        return ""
    mark = node.mover
    if node.bound == "at least":
        text = translate("Thinking", "cut off: worth at least {value} to {mark}")
    elif node.bound == "at most":
        text = translate("Thinking", "cut off: worth at most {value} to {mark}")
    elif node.value > 0:
        text = translate("Thinking", "{mark} wins")
    elif node.value < 0:
        text = translate("Thinking", "{mark} loses")
    else:
        text = translate("Thinking", "draw")
    text = text.format(value=number(node.value), mark=mark)
    if node.known:
        text = translate("Thinking", "{meaning} (remembered)").format(meaning=text)
    return text


def node_window(node: MinimaxNode) -> str:
    """The alpha-beta window of the node's move, seen from the player who made it."""
    if node.window is None:
        return ""
    alpha, beta = node.window
    return translate("Thinking", "\u03b1 {alpha}, \u03b2 {beta}").format(
        alpha=number(alpha), beta=number(beta)
    )


def node_spoken(node: MinimaxNode) -> str:
    """The whole row in one sentence, for a screen reader."""
    parts = [node_move(node), node_value(node), node_meaning(node)]
    if node.chosen:
        parts.append(translate("Thinking", "the move chosen"))
    return translate("Thinking", "; ").join(part for part in parts if part)


def proven_text(root_move: RootMove) -> str:
    """MCTS's proof of a move, for the side that plays it, or nothing."""
    return {
        "win": translate("Thinking", "proven win"),
        "draw": translate("Thinking", "proven draw"),
        "loss": translate("Thinking", "proven loss"),
    }.get(root_move.proven or "", "")


def pruning_legend() -> str:
    """How to read the alpha-beta window."""
    return translate(
        "Thinking",
        "Alpha-beta: \u03b1 is what the player making the move is already sure of through"
        " another move, \u03b2 what the opponent is sure of. Once a reply shows a move is"
        " worth at most \u03b1, the other replies are not searched: they are pruned.",
    )


def minimax_summary(move: Move | None, searched: int, known: int, pruned: int) -> str:
    """What the course minimax did, in one or two sentences."""
    if move is None:
        return translate("Thinking", "The game is over: minimax has nothing to search.")
    text = translate(
        "Thinking",
        "Minimax searched {searched} moves ({known} of them remembered from another move"
        " order) and plays {cell}.",
    ).format(searched=count(searched), known=count(known), cell=cell_name(move))
    if pruned:
        text += " " + translate(
            "Thinking", "Alpha-beta pruning left {pruned} moves unsearched (grey)."
        ).format(pruned=count(pruned))
    return text


def minimax_legend() -> str:
    """How to read the tree's values."""
    return translate(
        "Thinking",
        "Each value is for the player who made the move: a win scores the free cells left at"
        " its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each"
        " player takes the reply worth most to them; bold marks the move chosen.",
    )


def grid_summary(trials: int, player: Mark, move: Move, score: float) -> str:
    """What seed 002's Monte Carlo player did."""
    return translate(
        "Thinking",
        "Monte Carlo played {trials} random games for {mark}: after each, the squares of the"
        " winner gain and the loser's lose. It takes {cell}, scored {score}, the highest.",
    ).format(trials=count(trials), mark=player, cell=cell_name(move), score=number(score))


def grid_cell_spoken(move: Move, score: float | None, mark: Mark | None, chosen: bool) -> str:
    """One square of the grid, for a screen reader."""
    if mark is not None:
        return translate("Thinking", "{cell}: {mark}").format(cell=cell_name(move), mark=mark)
    if chosen:
        text = translate("Thinking", "{cell}: score {score}, the move taken")
    else:
        text = translate("Thinking", "{cell}: score {score}")
    return text.format(cell=cell_name(move), score=number(score or 0.0))


def tree_search_summary(move: Move, searched: bool, visits: int) -> str:
    """What MCTS did."""
    if not searched:
        return translate(
            "Thinking",
            "MCTS plays {cell} without a search: a win, a forced block, the opening rule or a"
            " threat it saw first.",
        ).format(cell=cell_name(move))
    return translate(
        "Thinking",
        "MCTS ran {visits} random games through its tree from here, going deeper where they"
        " went well, and plays {cell}, the move it tried most.",
    ).format(visits=count(visits), cell=cell_name(move))


def threat_summary(move: Move, proven: bool, by_rule: bool, seconds: float) -> str:
    """What the threat search did."""
    if by_rule:
        text = translate("Thinking", "The threat search plays {cell} by its opening rule.")
    elif proven:
        text = translate(
            "Thinking", "The threat search plays {cell}, its value proven, in {seconds} s."
        )
    else:
        text = translate(
            "Thinking", "The threat search plays {cell}, the best it found in {seconds} s."
        )
    return text.format(cell=cell_name(move), seconds=seconds_text(seconds))


def principal_line(line: tuple[Move, ...]) -> str:
    """The line a search expects, from the position."""
    return translate("Thinking", "Principal line: {moves}").format(moves=line_text(line))


def failed(message: str) -> str:
    """The panel's text when the work failed."""
    return translate("Thinking", "The computer could not show its thinking: {message}").format(
        message=message
    )


def game_over() -> str:
    """The panel's text on a finished game."""
    return translate("Thinking", "The game is over: there is nothing left to think about.")


def working() -> str:
    """The panel's text while the computer works."""
    return translate("Thinking", "Thinking…")
