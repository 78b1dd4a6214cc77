"""A wrapped label that keeps the room of the tallest text it may show, at any width, so that
what is under it does not move when its text changes."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ttt_qt.app.widgets.roomy_label import RoomyLabel

SHORT = "Draw."
LONG = " ".join(["Each free cell shows how the game goes for X if X plays there."] * 4)


def test_the_label_is_as_tall_as_its_tallest_text(qtbot: QtBot) -> None:
    label = RoomyLabel()
    qtbot.addWidget(label)
    label.setText(SHORT)
    bare = label.heightForWidth(200)
    label.keep_room_for([SHORT, LONG])
    roomy = label.heightForWidth(200)
    assert roomy > bare
    label.setText(LONG)
    assert label.heightForWidth(200) == roomy  # the long text takes the room kept for it
    label.setText(SHORT)
    assert label.heightForWidth(200) == roomy
    assert label.heightForWidth(100) >= roomy  # narrower: at least as tall
    assert label.sizeHint().height() == label.heightForWidth(label.sizeHint().width())


def test_a_shown_text_taller_than_the_kept_ones_still_fits(qtbot: QtBot) -> None:
    label = RoomyLabel()
    qtbot.addWidget(label)
    label.keep_room_for([SHORT])
    small = label.heightForWidth(200)
    label.setText(LONG)
    assert label.heightForWidth(200) > small
