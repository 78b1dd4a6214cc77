"""The evaluation in one sentence, when (nearly) every free cell has the same value.

On a big board the same label in every free cell says little ("Loss in 2" two hundred times);
one sentence says it once: "Every move loses in 2, except E10: 1%." The free cells are grouped
by the value they show; when one value covers them all, or all but a few (``MAX_EXCEPTIONS``,
and no more than a third of them), the sentence names it and the few cells that differ.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from PySide6.QtCore import QLocale, QObject

from ttt_qt.ai import MoveValue
from ttt_qt.engine import Move, cell_name

from .evaluation_text import fill, percent, short_label

MAX_EXCEPTIONS = 3
"""The most cells the sentence names as exceptions; with more, the legend stays as it is."""


class EvaluationSummary(QObject):
    """The summary's texts, whole sentences each (plural forms count the moves, ``%n``).

    Qt's lupdate reads plural forms only from ``self.tr(text, comment, n)``: the texts live in
    this class, their translation context its name.
    """

    def every_move(self, value: MoveValue) -> str:
        """Every free cell has ``value``: "Every move loses in 2."."""
        plies = value.plies or 0
        if value.kind == "win":
            return self.tr("Every move wins in %n.", "", plies)
        if value.kind == "loss":
            return self.tr("Every move loses in %n.", "", plies)
        if value.kind == "draw":
            return self.tr("Every move draws.", "with best play, wherever the player plays")
        return fill(self.tr("Every move is estimated at %1%."), percent(value))

    def every_move_except(self, value: MoveValue, exceptions: str) -> str:
        """All but a few cells have ``value``; ``exceptions`` lists those few (``%1``)."""
        plies = value.plies or 0
        if value.kind == "win":
            text = self.tr("Every move wins in %n, except %1.", "%1: cells and their values", plies)
        elif value.kind == "loss":
            text = self.tr(
                "Every move loses in %n, except %1.", "%1: cells and their values", plies
            )
        elif value.kind == "draw":
            text = self.tr("Every move draws, except %1.", "%1: cells and their values")
        else:
            text = self.tr(
                "Every move is estimated at %2%, except %1.", "%1: cells and their values"
            )
        return fill(text, exceptions, percent(value))

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


def summary(values: Mapping[Move, MoveValue]) -> str:
    """One sentence for ``values`` (the free cells'), or "" when they differ too much for one.

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
        return _TEXTS.every_move(value)
    items = [_TEXTS.exception(cell_name(move), values[move]) for move in others]
    return _TEXTS.every_move_except(value, QLocale().createSeparatedList(items))
