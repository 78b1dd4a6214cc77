"""The Settings dialog's gomoku rule picker: every rule with its line, enabled only for five in
a row from 7 x 7 to 15 x 15 in normal rules, and the rule picked coming back when allowed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ttt_qt.app.dialogs.rule_combo import RuleCombo
from ttt_qt.app.players.rule_texts import rule_description


def make_combo(qtbot: QtBot) -> RuleCombo:
    combo = RuleCombo()
    qtbot.addWidget(combo)
    return combo


def test_every_rule_with_its_line(qtbot: QtBot) -> None:
    combo = make_combo(qtbot)
    assert combo.objectName() == "ruleCombo"
    assert [combo.itemData(index) for index in range(combo.count())] == [
        "freestyle",
        "standard",
        "renju",
        "caro",
    ]
    assert combo.itemData(2, Qt.ItemDataRole.ToolTipRole) == rule_description("renju")
    assert combo.rule() == "freestyle"


def test_a_rule_only_where_the_board_allows_it_and_back_again(qtbot: QtBot) -> None:
    combo = make_combo(qtbot)
    combo.follow_rules(15, 5, False)
    combo.set_rule("renju")
    assert combo.isEnabled() and combo.rule() == "renju"
    assert combo.toolTip() == rule_description("renju")
    combo.follow_rules(3, 3, False)
    assert not combo.isEnabled() and combo.rule() == "freestyle"
    assert "five in a row on a board from 7 x 7 to 15 x 15" in combo.toolTip()
    combo.follow_rules(15, 5, True)  # reverse rules: freestyle only
    assert not combo.isEnabled()
    combo.follow_rules(9, 5, False)
    assert combo.rule() == "renju"  # the person's pick comes back


def test_a_pick_by_the_person_is_remembered(qtbot: QtBot) -> None:
    combo = make_combo(qtbot)
    combo.follow_rules(15, 5, False)
    combo.setCurrentIndex(combo.findData("caro"))
    combo.follow_rules(5, 4, False)
    combo.follow_rules(11, 5, False)
    assert combo.rule() == "caro"
