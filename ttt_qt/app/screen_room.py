"""Windows that stay on their screen: sized to its free area, moved back when they grow.

A bigger board raises the window's minimum size, and Qt grows the window from where it
stands, so its bottom (the status bar, where the window's messages appear) could end up
below the screen. ``keep_on_screen`` moves it back; ``share_of_screen`` sizes a dialog
that would otherwise open taller than a small screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.9
"""The most of its screen's free area a dialog takes when it opens: the rest leaves room
for its title bar and frame, which the window system adds."""


def share_of_screen(widget: QWidget, wanted: QSize) -> QSize:
    """``wanted``, made smaller where it is over ``SCREEN_SHARE`` of the screen's free area."""
    screen = widget.screen()
    if screen is None:
        return wanted
    area = screen.availableGeometry()
    return QSize(
        min(wanted.width(), int(area.width() * SCREEN_SHARE)),
        min(wanted.height(), int(area.height() * SCREEN_SHARE)),
    )


def keep_on_screen(window: QWidget) -> None:
    """Move ``window`` so that as much of it as fits is on its screen's free area.

    A window that is bigger than that area keeps its top left corner on screen: its title
    bar and menus stay within reach. A maximised or full-screen window is left alone.
    """
    screen = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    frame = window.frameGeometry()
    x, y = _moved_inside(frame, screen.availableGeometry())
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)


def _moved_inside(frame: QRect, area: QRect) -> tuple[int, int]:
    """Where ``frame``'s top left goes so that as much of it as fits lies inside ``area``."""
    x = max(area.left(), min(frame.left(), area.left() + area.width() - frame.width()))
    y = max(area.top(), min(frame.top(), area.top() + area.height() - frame.height()))
    return x, y
