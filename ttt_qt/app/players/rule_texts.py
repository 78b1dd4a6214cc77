"""The gomoku rules in the window's words: each rule's name and its one plain line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ttt_qt.engine import Board, Mark, Move
from ttt_qt.engine.rules import GomokuRule

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

FIVE = 5
"""The line the gomoku rules are about."""


def rule_label(rule: GomokuRule) -> str:
    """The rule's name in the picker: "Freestyle", "Standard", "Renju", "Caro"."""
    return _rule_texts(rule)[0]


def rule_description(rule: GomokuRule) -> str:
    """The rule in one plain line: who wins, and what is forbidden."""
    return _rule_texts(rule)[1]


def _rule_texts(rule: GomokuRule) -> tuple[str, str]:
    """The rule's name and its one plain line, in the person's language."""
    texts = {
        "freestyle": (
            translate("RuleTexts", "Freestyle"),
            translate("RuleTexts", "Freestyle: five or more in a row wins"),
        ),
        "standard": (
            translate("RuleTexts", "Standard"),
            translate("RuleTexts", "Standard: exactly five; six or more does not win"),
        ),
        "renju": (
            translate("RuleTexts", "Renju"),
            translate(
                "RuleTexts",
                "Renju: X (black) may not make a double three, a double four or an overline",
            ),
        ),
        "caro": (
            translate("RuleTexts", "Caro"),
            translate("RuleTexts", "Caro: a five blocked at both ends does not win"),
        ),
    }
    return texts[rule]


def forbidden_text(reason: str) -> str:
    """Why a cell is forbidden to X under Renju, in a few words ("double three")."""
    texts = {
        "double three": translate("RuleTexts", "double three"),
        "double four": translate("RuleTexts", "double four"),
        "overline": translate("RuleTexts", "overline"),
    }
    return texts.get(reason, reason)


def _run_through(board: Board, move: Move, mark: Mark, step: tuple[int, int]) -> tuple[int, int]:
    """The length of ``mark``'s run through ``move`` along ``step``, and its open ends."""
    size = board.rules.size
    length, open_ends = 1, 0
    for sign in (1, -1):
        row, col = move[0] + sign * step[0], move[1] + sign * step[1]
        while 0 <= row < size and 0 <= col < size and board.mark_at((row, col)) == mark:
            length += 1
            row, col = row + sign * step[0], col + sign * step[1]
        inside = 0 <= row < size and 0 <= col < size
        open_ends += not inside or board.mark_at((row, col)) is None
    return length, open_ends


def no_win_text(board: Board, move: Move) -> str:
    """Why the line ``move`` made does not win under standard or Caro ("" when it made none).

    Standard: an overline (six or more) does not win. Caro: a five blocked at both ends by
    the opponent's stones does not win (the board's edge does not block).
    """
    mark = board.mark_at(move)
    if mark is None or board.is_over or board.rules.rule not in ("standard", "caro"):
        return ""
    for step in ((0, 1), (1, 0), (1, 1), (1, -1)):
        length, open_ends = _run_through(board, move, mark, step)
        if board.rules.rule == "standard" and length > FIVE:
            text = translate(
                "RuleTexts", "{count} in a row does not win under the standard rule: play on."
            )
            return text.format(count=length)
        if board.rules.rule == "caro" and length >= FIVE and open_ends == 0:
            return translate(
                "RuleTexts", "A five blocked at both ends does not win under Caro: play on."
            )
    return ""
