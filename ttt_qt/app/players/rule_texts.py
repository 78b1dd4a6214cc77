"""The gomoku rules in the window's words: each rule's name and its one plain line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ttt_qt.engine.rules import GomokuRule

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def rule_label(rule: GomokuRule) -> str:
    """The rule's name in the picker: "Freestyle", "Standard", "Renju", "Caro"."""
    labels = {
        "freestyle": translate("RuleTexts", "Freestyle"),
        "standard": translate("RuleTexts", "Standard"),
        "renju": translate("RuleTexts", "Renju"),
        "caro": translate("RuleTexts", "Caro"),
    }
    return labels[rule]


def rule_description(rule: GomokuRule) -> str:
    """The rule in one plain line: who wins, and what is forbidden."""
    descriptions = {
        "freestyle": translate("RuleTexts", "Freestyle: five or more in a row wins"),
        "standard": translate("RuleTexts", "Standard: exactly five; six or more does not win"),
        "renju": translate(
            "RuleTexts",
            "Renju: X (black) may not make a double three, a double four or an overline",
        ),
        "caro": translate("RuleTexts", "Caro: a five blocked at both ends does not win"),
    }
    return descriptions[rule]


def forbidden_text(reason: str) -> str:
    """Why a cell is forbidden to X under Renju, in a few words ("double three")."""
    texts = {
        "double three": translate("RuleTexts", "double three"),
        "double four": translate("RuleTexts", "double four"),
        "overline": translate("RuleTexts", "overline"),
    }
    return texts.get(reason, reason)
