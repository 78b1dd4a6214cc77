"""``StatusLine``: what the window's status bar says about the position shown, and for how long.

A message speaks of the position it was said in (a hint, "Saved", a cell that was taken), so
it goes when the position changes. Menu items show their status tips in the same bar; once the
mouse has left them, the message they covered comes back.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QMainWindow

from .model import GameModel


class StatusLine(QObject):
    """Keeps ``window``'s status bar in step with ``model``'s position and the menus' tips."""

    def __init__(self, model: GameModel, window: QMainWindow) -> None:
        """Watch ``model`` for new positions and ``window`` for the menus' status tips."""
        super().__init__(window)
        self._bar = window.statusBar()
        self._under_tips: str | None = None  # the message a menu item's tip covers
        model.board_changed.connect(self.forget)
        model.game_replaced.connect(self.forget)
        window.installEventFilter(self)

    @Slot()
    def forget(self) -> None:
        """Clear the message: it spoke of the position before (or of the last game)."""
        self._bar.clearMessage()
        if self._under_tips is not None:
            self._under_tips = ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Bring the message back once the mouse has passed over the menus.

        A menu item shows its status tip in the bar, then sends an empty one, which would
        wipe a hint or "Saved" for good.
        """
        if isinstance(event, QStatusTipEvent):
            if not event.tip():  # the mouse left the item: what was there before comes back
                if self._under_tips is not None:
                    self._bar.showMessage(self._under_tips)
                    self._under_tips = None
                return True
            if self._under_tips is None:
                self._under_tips = self._bar.currentMessage()
        return super().eventFilter(watched, event)
