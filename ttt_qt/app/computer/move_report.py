"""What the window says about a computer's move or a hint: proven, or only the best move found.

A search proves the value of a position where it finishes (always on 3 x 3 and 4 x 4, often
late in a game on bigger boards); elsewhere the computer plays the best move it found in its
think time, and the window says so. Every text is a whole sentence with placeholders.
Counts of moves are plies, the moves of both players, as on the evaluation overlay.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from ttt_qt.ai import MoveValue, SearchResult
from ttt_qt.engine import Mark, Move, cell_name
from ttt_qt.gomocup.view import EngineView

from .evaluation_text import fill, other, short_label

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

CONTEXT = "MoveReport"
"""The translation context of every text here."""


class MoveReport(QObject):
    """The texts that count moves, with their plural forms (lupdate reads them from ``tr``)."""

    def forced_win(self, plies: int) -> str:
        """A move after which %4 can force a win (%1 the computer, %2 its mark, %3 the cell)."""
        return self.tr(
            "%2 played %3 (%1) — proven: %4 can force a win within %n more moves "
            "(the moves of both players).",
            "",
            plies,
        )

    def engine_mate(self, plies: int) -> str:
        """An engine's proven result for the side to move: a win (plies > 0) or a loss."""
        if plies > 0:
            return self.tr("a forced win within %n moves (the moves of both players)", "", plies)
        return self.tr("a forced loss within %n moves (the moves of both players)", "", -plies)


_PLURALS = MoveReport()


def seconds_text(seconds: float) -> str:
    """Seconds with one decimal in the person's locale, such as ``1.0`` or ``1,0``."""
    return QLocale().toString(float(seconds), "f", 1)


SAMPLERS = frozenset({"montecarlo", "mcts"})
"""The strategies that choose by random games (they report no search)."""

SEARCHERS = frozenset({"perfect", "threats"})
"""The strategies that report their search; a move without a report is an opening rule."""


def computer_move_text(
    name: str, mark: Mark, move: Move, result: SearchResult | None, strategy: str = ""
) -> str:
    """After a computer's move: whether the search proved it, or how long it searched.

    ``result`` is how the computer found the move (None for the players that do not say);
    without it, ``strategy`` (its registry name) says how it chooses.
    """
    cell = cell_name(move)
    value = result.value if result is not None and result.proven else None
    if value is not None and value.kind in ("win", "loss"):
        winner = mark if value.kind == "win" else other(mark)
        remaining = max((value.plies or 1) - 1, 1)
        return fill(_PLURALS.forced_win(remaining), name, mark, cell, winner)
    if value is not None and value.kind == "draw":
        text = translate(
            "MoveReport", "%2 played %3 (%1) — proven: with best play the game is a draw."
        )
        return fill(text, name, mark, cell)
    if result is not None and result.source == "forced":
        return fill(translate("MoveReport", "%2 played %3 (%1) — a forced move."), name, mark, cell)
    if result is not None:
        text = translate(
            "MoveReport", "%2 played %3 (%1) — the best move found in %4 s, not proven."
        )
        return fill(text, name, mark, cell, seconds_text(result.seconds))
    if strategy in SAMPLERS:
        text = translate(
            "MoveReport", "%2 played %3 (%1) — the move its random games favoured, not proven."
        )
    elif strategy == "random":
        text = translate("MoveReport", "%2 played %3 (%1) — a cell chosen at random.")
    elif strategy == "sequential":
        text = translate("MoveReport", "%2 played %3 (%1) — the first free cell.")
    elif strategy in SEARCHERS:  # a search player's opening move is a rule, not a search
        text = translate("MoveReport", "%2 played %3 (%1) — its usual opening move, not searched.")
    elif strategy == "adaptive":  # it plays as one player or another, by its level
        text = translate("MoveReport", "%2 played %3 (%1) — not proven.")
    else:  # a rule player, or an opening rule: no search, so nothing proven
        text = translate(
            "MoveReport", "%2 played %3 (%1) — a move by its rules of thumb, not proven."
        )
    return fill(text, name, mark, cell)


def earlier_move_text(name: str, mark: Mark, move: Move) -> str:
    """A computer's last move in a game taken up after a restart (how it was found is gone)."""
    text = translate("MoveReport", "%2 played %3 (%1) the last time the app ran.")
    return fill(text, name, mark, cell_name(move))


def engine_move_text(name: str, mark: Mark, move: Move) -> str:
    """After an outside engine's move: "O played F8 (Rapfi), an outside engine's move."."""
    text = translate("MoveReport", "%2 played %3 (%1), an outside engine's move.")
    return fill(text, name, mark, cell_name(move))


LINE_SHOWN = 6
"""Moves of an engine's expected line said in its hint, at most."""


def engine_hint_text(
    engine: str,
    player: str,
    move: Move,
    view: EngineView | None = None,
    mover: Mark = "X",
    *,
    with_line: bool = True,
) -> str:
    """An outside engine's hint for ``player`` (who plays ``mover``), with what it said of it.

    "Rapfi suggests H8 for you (X). Its evaluation for X: +35 (depth 18-38). It expects
    H8 G9 J7 H10.", as far as the engine said it (``view``); the expected line only
    ``with_line``.
    """
    text = fill(translate("MoveReport", "%1 suggests %2 for %3."), engine, cell_name(move), player)
    score = _engine_score(view) if view is not None else None
    if view is not None and score is not None:
        if view.depth is not None:
            said = translate("MoveReport", "Its evaluation for %1: %2 (depth %3).")
            text += " " + fill(said, mover, score, view.depth)
        else:
            text += " " + fill(translate("MoveReport", "Its evaluation for %1: %2."), mover, score)
    if with_line and view is not None and len(view.line) > 1:
        cells = " ".join(cell_name(cell) for cell in view.line[:LINE_SHOWN])
        text += " " + fill(translate("MoveReport", "It expects %1."), cells)
    return text


def _engine_score(view: EngineView) -> str | None:
    """The engine's evaluation in words: "+35", or "a forced win within 43 moves (…)"."""
    if view.mate is not None:
        return _PLURALS.engine_mate(view.mate)
    if view.evaluation is None:
        return None
    score = QLocale().toString(view.evaluation)
    return f"+{score}" if view.evaluation > 0 else score


def hint_text(player: str, move: Move, value: MoveValue | None, seconds: float) -> str:
    """The hint for ``player`` ("you (X)"): the cell, and its value, proven or best found."""
    cell = cell_name(move)
    if value is None:
        return fill(translate("MoveReport", "Hint for %1: %2."), player, cell)
    if value.proven:
        text = translate("MoveReport", "Hint for %1: %2 — proven: %3.")
        return fill(text, player, cell, short_label(value))
    text = translate(
        "MoveReport", "Hint for %1: %2 — the best move found in %3 s, not proven (%4)."
    )
    return fill(text, player, cell, seconds_text(seconds), short_label(value))
