"""Windows that stay on their screen: sized to its free area, moved back when they grow.

A bigger board raises the window's minimum size, and Qt grows the window from where it
stands, so its bottom (the status bar, where the window's messages appear) could end up
below the screen. ``BoardRoom`` moves it back, and gives the window its size again once a
smaller board no longer needs the room; ``share_of_screen`` sizes a dialog that would
otherwise open taller than a small screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent, QObject, QRect, QSize, QTimer
from PySide6.QtGui import QResizeEvent
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
    x, y = moved_inside(frame, screen.availableGeometry())
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)


def moved_inside(frame: QRect, area: QRect) -> tuple[int, int]:
    """Where ``frame``'s top left goes so that as much of it as fits lies inside ``area``."""
    x = max(area.left(), min(frame.left(), area.left() + area.width() - frame.width()))
    y = max(area.top(), min(frame.top(), area.top() + area.height() - frame.height()))
    return x, y


def beside(frame: QRect, size: QSize, area: QRect, gap: int = 8) -> tuple[int, int]:
    """Where a window of ``size`` goes beside the window ``frame``, inside ``area``.

    To its right where it fits, else to its left; else against the area's right edge, where
    it hides the least of a window whose board is on its left.
    """
    y = max(area.top(), min(frame.top(), area.top() + area.height() - size.height()))
    right = frame.left() + frame.width() + gap
    if right + size.width() <= area.left() + area.width():
        return right, y
    left = frame.left() - gap - size.width()
    if left >= area.left():
        return left, y
    return max(area.left(), area.left() + area.width() - size.width()), y


def place_beside(window: QWidget, owner: QWidget) -> None:
    """Move ``window`` (not shown yet) beside ``owner`` on ``owner``'s screen (see ``beside``)."""
    screen = owner.screen()
    if screen is None:
        return
    size = window.sizeHint().expandedTo(window.size())
    window.move(*beside(owner.frameGeometry(), size, screen.availableGeometry()))


class BoardRoom(QObject):
    """Keeps a window on its screen as the board in it changes size.

    When a bigger board's minimum size grows the window, the window is moved back onto its
    screen, and the size it had is remembered: once a smaller board leaves the room unused,
    the window takes that size again, unless the person has resized it in between.
    """

    def __init__(self, window: QWidget) -> None:
        """Look after ``window`` (this object lives as long as it does)."""
        super().__init__(window)
        self._window = window
        self._grown_from: QSize | None = None
        self._grown_to: QSize | None = None
        # Both after the event: once the window system has the new size, once the layouts
        # have set the new minimum.
        self._keep = _soon(self, lambda: keep_on_screen(window))
        self._give_back = _soon(self, self._give_back_room)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Watch the window's resizes and layout changes; let every event through."""
        if watched is self._window:
            if event.type() == QEvent.Type.Resize:
                self._on_resized(cast(QResizeEvent, event))
            elif event.type() == QEvent.Type.LayoutRequest and self._grown_from is not None:
                self._give_back.start()
        return False

    def _on_resized(self, event: QResizeEvent) -> None:
        old, new = event.oldSize(), event.size()
        if not old.isValid():
            return
        minimum = self._window.minimumSize()
        taller = new.height() > old.height()
        wider = new.width() > old.width()
        if (taller and new.height() == minimum.height()) or (
            wider and new.width() == minimum.width()
        ):
            if self._grown_from is None:
                self._grown_from = old
            self._grown_to = new
        elif new != self._grown_to:
            self._grown_from = self._grown_to = None  # the person's size from now on
        if taller or wider:
            self._keep.start()

    def _give_back_room(self) -> None:
        """Back to the size before the growth, as far as the board's minimum now allows."""
        window = self._window
        if self._grown_from is None or window.size() != self._grown_to:
            return
        if window.isMaximized() or window.isFullScreen():
            return
        wanted = self._grown_from.expandedTo(window.minimumSize())
        if wanted != window.size():
            self._grown_from = self._grown_to = None
            window.resize(wanted)


def _soon(parent: QObject, slot: Callable[[], None]) -> QTimer:
    """A single-shot timer of no delay, owned by ``parent``, that runs ``slot``."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(slot)
    return timer
