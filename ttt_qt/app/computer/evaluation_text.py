"""The evaluation overlay in words: short cell labels, tooltips and the legend under the board.

Every value is the side to move's: what happens to that player if it plays in the cell. A
proven value (``win``, ``draw``, ``loss``) holds with best play and counts its moves as plies,
the moves of both players, this one included ("Win in 3": this move, the reply, the winning
move). An estimate is not proven: the analysis turns the lines each player can still complete,
a few moves ahead, into an expected result, where a draw counts as half a win.
"""

from __future__ import annotations

import re
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QObject

from ttt_qt.ai import MoveValue
from ttt_qt.engine import Mark

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

CONTEXT = "Evaluation"
"""The translation context of every text here."""

_PLACEHOLDER = re.compile(r"%([1-9])")


class Evaluation(QObject):
    """The texts that count moves, with their plural forms.

    Qt's lupdate reads plural forms only from ``self.tr(text, comment, n)``, so they live in a
    class named after the other texts' context.
    """

    def win_in(self, plies: int) -> str:
        """The cell label of a proven win."""
        return self.tr("Win in %n", "", plies)

    def loss_in(self, plies: int) -> str:
        """The cell label of a proven loss."""
        return self.tr("Loss in %n", "", plies)

    def forced_win(self, plies: int) -> str:
        """The tooltip of a proven win (%1 the cell, %2 its label, %3 the player to move)."""
        return self.tr(
            "%1: %2. If %3 plays here, %3 can force a win within %n moves "
            "(the moves of both players, this one included).",
            "",
            plies,
        )

    def forced_loss(self, plies: int) -> str:
        """The tooltip of a proven loss (%4 is the opponent, who then forces the win)."""
        return self.tr(
            "%1: %2. If %3 plays here, %4 can force a win within %n moves "
            "(the moves of both players, this one included).",
            "",
            plies,
        )


_PLURALS = Evaluation()


def fill(text: str, *values: str) -> str:
    """Replace ``%1``, ``%2``... in ``text`` by ``values`` in one pass (as ``QString.arg``)."""

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return values[index] if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, text)


def other(mark: Mark) -> Mark:
    """The opponent of ``mark``."""
    return "O" if mark == "X" else "X"


def percent(value: MoveValue) -> str:
    """The estimate as a whole percentage, such as ``62``."""
    return str(round(value.score * 100))


def short_label(value: MoveValue) -> str:
    """The text drawn in the cell: ``Win in 3``, ``Draw``, ``Loss in 2`` or ``62%``."""
    plies = value.plies or 0
    if value.kind == "win":
        return _PLURALS.win_in(plies)
    if value.kind == "loss":
        return _PLURALS.loss_in(plies)
    if value.kind == "draw":
        return translate("Evaluation", "Draw", "a proven result: with best play nobody wins")
    return fill(translate("Evaluation", "%1%"), percent(value))


def describe(cell: str, mover: Mark, value: MoveValue) -> str:
    """The tooltip of a free cell: its label, then what playing there means for ``mover``.

    For example ``C3: Loss in 2. If O plays here, X can force a win within 2 moves (the moves
    of both players, this one included).``
    """
    plies = value.plies or 0
    if value.kind == "win" and plies <= 1:
        text = translate("Evaluation", "%1: %2. %3 wins by playing here.")
    elif value.kind == "win":
        text = _PLURALS.forced_win(plies)
    elif value.kind == "loss":
        text = _PLURALS.forced_loss(plies)
    elif value.kind == "draw":
        text = translate(
            "Evaluation",
            "%1: %2. If %3 plays here, neither player can force a win: with best play "
            "the game is a draw.",
        )
    else:
        text = translate(
            "Evaluation",
            "%1: %2. If %3 plays here, %3's chances are estimated at %5% (a draw counts as "
            "half a win). This is not proven.",
        )
    return fill(text, cell, short_label(value), mover, other(mover), percent(value))


class LegendState(StrEnum):
    """Why the overlay shows what it shows, for the legend's first line."""

    VALUES = "values"
    """The free cells carry their values."""
    PENDING = "pending"
    """The analysis of the position is on its way."""
    WAITING = "waiting"
    """The computer is to move: values return on a person's turn."""
    WATCHING = "watching"
    """Two computers play: values show while the game is paused."""
    OVER = "over"
    """The game is over: nothing to evaluate."""


def legend_lines(state: LegendState, mover: Mark, *, colours: bool = False) -> list[str]:
    """The legend under the board: what the overlay shows now (and for whom), then how to read it.

    Once the game is over there are no values to read, and only the first line is left. With
    ``colours`` (big boards, where a value is a colour first) the key is the colours'. The
    legend keeps the room of its longest text (``EvaluationLegend``), so the board keeps its
    place either way.
    """
    first = {
        LegendState.VALUES: translate(
            "Evaluation", "Each free cell shows how the game goes for %1 if %1 plays there."
        ),
        LegendState.PENDING: translate("Evaluation", "Evaluating every free cell for %1…"),
        LegendState.WAITING: translate(
            "Evaluation", "The values come back when a person is to move."
        ),
        LegendState.WATCHING: translate(
            "Evaluation", "Pause the game to see the values for the player to move."
        ),
        LegendState.OVER: translate(
            "Evaluation", "The game is over: there is nothing left to evaluate."
        ),
    }[state]
    if state is LegendState.OVER:
        return [first]
    if colours:
        return [
            fill(first, mover),
            translate(
                "Evaluation",
                "Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.",
            ),
            translate(
                "Evaluation",
                "Paler shades: estimated chances, not proven. Point at a cell to read its value.",
            ),
        ]
    return [
        fill(first, mover),
        translate(
            "Evaluation",
            "Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.",
        ),
        translate(
            "Evaluation", "A percentage: estimated chances, not proven (a draw counts half)."
        ),
    ]
