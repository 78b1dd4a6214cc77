"""A dialog's section: a bold heading over its rows, the rows indented on the side where lines
start, in either direction."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ttt_qt.app.widgets.dialog_section import INDENT, Section


def test_a_section_has_a_bold_heading_and_indented_rows(qtbot: QtBot) -> None:
    section = Section("Players")
    qtbot.addWidget(section)
    assert section.heading.text() == "Players" and section.heading.font().bold()
    assert section.accessibleName() == "Players"
    margins = section.rows.contentsMargins()
    assert (margins.left(), margins.right()) == (INDENT, 0)


def test_the_indent_moves_with_the_direction(qtbot: QtBot) -> None:
    section = Section("Rules")
    qtbot.addWidget(section)
    section.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    margins = section.rows.contentsMargins()
    assert (margins.left(), margins.right()) == (0, INDENT)
    section.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert section.rows.contentsMargins().left() == INDENT
