"""Windows stay on their screen: a board that grows the window, a dialog on a small screen."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, QSize
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.app.stats.dialog import StatsDialog
from ttt_qt.app.widgets.screen_room import SCREEN_SHARE, beside, moved_inside, share_of_screen
from ttt_qt.engine import usual_win_length
from ttt_qt.stats import RecordStore

MakeWindow = Callable[..., MainWindow]
AREA = QRect(0, 30, 1366, 738)


@pytest.mark.parametrize(
    ("frame", "corner"),
    [
        (QRect(100, 200, 600, 400), (100, 200)),  # inside: left where it is
        (QRect(100, 500, 600, 400), (100, 368)),  # below the bottom: moved up
        (QRect(1000, 200, 600, 400), (766, 200)),  # past the right edge: moved left
        (QRect(-50, 0, 600, 400), (0, 30)),  # above and left of the area: moved in
        (QRect(300, 300, 1500, 900), (0, 30)),  # bigger than the area: its top left shows
    ],
)
def test_a_frame_is_moved_as_far_inside_as_it_fits(frame: QRect, corner: tuple[int, int]) -> None:
    assert moved_inside(frame, AREA) == corner


def test_a_window_grown_by_a_bigger_board_comes_back_on_screen(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    area = window.screen().availableGeometry()
    window.move(area.left() + 10, area.bottom() - window.frameGeometry().height() - 10)
    qtbot.waitUntil(lambda: window.frameGeometry().bottom() < area.bottom())
    set_board(window, 15)
    qtbot.waitUntil(lambda: window.height() >= window.minimumHeight() > 500)

    def on_screen() -> bool:
        frame = window.frameGeometry()
        return frame.bottom() <= area.bottom() or frame.top() == area.top()

    qtbot.waitUntil(on_screen)


def test_statistics_open_within_a_small_screen(qtbot: QtBot, tmp_path: object) -> None:
    dialog = StatsDialog(RecordStore(f"{tmp_path}/records.sqlite3"))
    qtbot.addWidget(dialog)
    area = dialog.screen().availableGeometry()
    assert dialog.width() <= area.width() * SCREEN_SHARE
    assert dialog.height() <= area.height() * SCREEN_SHARE
    assert share_of_screen(dialog, QSize(100, 100)) == QSize(100, 100)
    huge = share_of_screen(dialog, QSize(10_000, 10_000))
    assert huge == QSize(int(area.width() * SCREEN_SHARE), int(area.height() * SCREEN_SHARE))


SMALL = QSize(600, 420)
"""A small window, unless the fonts make the 3 x 3 window's smallest size bigger than this."""


def small_size(window: MainWindow) -> QSize:
    """``SMALL``, or the window's smallest size where its fonts need more room."""
    return SMALL.expandedTo(window.minimumSizeHint())


def grown_by_15_by_15(qtbot: QtBot, make_window: MakeWindow) -> tuple[MainWindow, QSize]:
    """A window of ``small_size`` that a 15 x 15 board has grown, and that size."""
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    small = small_size(window)
    window.resize(small)
    qtbot.waitUntil(lambda: window.size() == small)
    set_board(window, 15)
    qtbot.waitUntil(lambda: window.height() > small.height())
    return window, small


def set_board(window: MainWindow, size: int) -> None:
    """Play on a ``size`` board, with its usual win length."""
    rules = replace(window.model.settings, size=size, win_length=usual_win_length(size))
    window.model.apply_settings(rules)


def test_a_smaller_board_gives_the_window_its_size_back(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window, small = grown_by_15_by_15(qtbot, make_window)
    set_board(window, 3)
    qtbot.waitUntil(lambda: window.size() == small)


def test_a_size_the_person_chose_is_kept_when_the_board_shrinks(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window, _ = grown_by_15_by_15(qtbot, make_window)
    big_minimum = window.minimumHeight()
    chosen = window.size() + QSize(20, 20)
    window.resize(chosen)
    qtbot.waitUntil(lambda: window.size() == chosen)
    set_board(window, 3)
    room = window._board_room
    qtbot.waitUntil(lambda: window.minimumHeight() < big_minimum and not room._give_back.isActive())
    assert window.size() == chosen


@pytest.mark.parametrize(
    ("frame", "expected"),
    [
        (QRect(100, 50, 800, 600), (908, 50)),  # room on the right
        (QRect(1000, 50, 800, 600), (352, 50)),  # room on the left only
        (QRect(560, 50, 800, 600), (1280, 50)),  # no room: against the right edge
        (QRect(100, 700, 800, 600), (908, 500)),  # kept inside the area's height
    ],
)
def test_a_window_opens_beside_its_owner_where_there_is_room(
    frame: QRect, expected: tuple[int, int]
) -> None:
    area = QRect(0, 0, 1920, 1100)
    assert beside(frame, QSize(640, 600), area) == expected
