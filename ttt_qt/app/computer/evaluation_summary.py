"""The evaluation in one sentence, when (nearly) every free cell has the same value.

On a big board the same label in every free cell says little ("Loss in 2" two hundred times);
one sentence says it once: "Every move for O loses in 2, except E10: 1%." The free cells are grouped
by the value they show; when one value covers them all, or all but a few (``MAX_EXCEPTIONS``,
and no more than a third of them), the sentence names it and the few cells that differ.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from PySide6.QtCore import QLocale, QObject

from ttt_qt.ai import MoveValue
from ttt_qt.engine import Mark, Move, cell_name

from .evaluation_text import fill, percent, short_label

MAX_EXCEPTIONS = 3
"""The most cells the sentence names as exceptions; with more, the legend stays as it is."""


class EvaluationSummary(QObject):
    """The summary's texts, whole sentences each (plural forms count the moves, ``%n``).

    Qt's lupdate reads plural forms only from ``self.tr(text, comment, n)``: the texts live in
    this class, their translation context its name.
    """

    def every_move(self, mover: Mark, value: MoveValue) -> str:
        """Every free cell has ``value`` for ``mover`` (``%1``): "Every move for O loses in 2."."""
        plies = value.plies or 0
        if value.kind == "win":
            text = self.tr("Every move for %1 wins in %n.", "", plies)
        elif value.kind == "loss":
            text = self.tr("Every move for %1 loses in %n.", "", plies)
        elif value.kind == "draw":
            text = self.tr("Every move for %1 draws.", "with best play, wherever %1 plays")
        else:
            text = self.tr("Every move for %1 is estimated at %2%.")
        return fill(text, mover, percent(value))

    def every_move_except(self, mover: Mark, value: MoveValue, exceptions: str) -> str:
        """All but a few cells have ``value``; ``exceptions`` (``%2``) lists those few."""
        plies = value.plies or 0
        if value.kind == "win":
            text = self.tr("Every move for %1 wins in %n, except %2.", "%2: cells, values", plies)
        elif value.kind == "loss":
            text = self.tr("Every move for %1 loses in %n, except %2.", "%2: cells, values", plies)
        elif value.kind == "draw":
            text = self.tr("Every move for %1 draws, except %2.", "%2: cells, values")
        else:
            text = self.tr("Every move for %1 is estimated at %3%, except %2.", "%2: cells, values")
        return fill(text, mover, exceptions, percent(value))

    def exception(self, cell: str, value: MoveValue) -> str:
        """One cell that differs, with its value: "E10: 1%", "C3: wins in 3"."""
        plies = value.plies or 0
        if value.kind == "win":
            text = self.tr("%1: wins in %n", "a cell (%1) and its value", plies)
        elif value.kind == "loss":
            text = self.tr("%1: loses in %n", "a cell (%1) and its value", plies)
        elif value.kind == "draw":
            text = self.tr("%1: draws", "a cell (%1) and its value")
        else:
            text = self.tr("%1: %2%", "a cell (%1) and its estimated chances")
        return fill(text, cell, percent(value))


_TEXTS = EvaluationSummary()


def summary(values: Mapping[Move, MoveValue], mover: Mark) -> str:
    """One sentence for the free cells' ``values`` for ``mover``, or "" if they differ too much.

    Values are the same when they show the same label (``short_label``): estimates alike to
    the whole percent count as one.
    """
    if len(values) < 2:
        return ""
    labels = {move: short_label(value) for move, value in values.items()}
    (common, count), *_ = Counter(labels.values()).most_common(1)
    others = sorted(move for move, label in labels.items() if label != common)
    if len(others) > MAX_EXCEPTIONS or count <= 2 * len(others):
        return ""
    value = next(values[move] for move in sorted(values) if labels[move] == common)
    if not others:
        return _TEXTS.every_move(mover, value)
    items = [_TEXTS.exception(cell_name(move), values[move]) for move in others]
    return _TEXTS.every_move_except(mover, value, QLocale().createSeparatedList(items))
