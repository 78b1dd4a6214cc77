"""The keys that step through a reviewed game: Left, Right, Home and End, wherever the focus is.

They are window shortcuts, enabled only while a game is under review; outside a review the
arrow keys move the board's keyboard cursor instead.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from ..game.model import GameModel


class ReviewKeys(QObject):
    """The review's keys: Left and Right step back and forward, Home and End go to the ends.

    Attributes:
        shortcuts: the four window shortcuts, enabled only while the model reviews a game.
    """

    def __init__(self, model: GameModel, parent: QWidget) -> None:
        """Make the shortcuts in ``parent``'s window, on while ``model`` reviews a game."""
        super().__init__(parent)
        self._model = model
        steps = {
            Qt.Key.Key_Left: model.review_mode.back,
            Qt.Key.Key_Right: model.review_mode.forward,
            Qt.Key.Key_Home: self._to_start,
            Qt.Key.Key_End: self._to_end,
        }
        self.shortcuts: list[QShortcut] = []
        for key, slot in steps.items():
            shortcut = QShortcut(QKeySequence(key), parent)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        self.set_enabled(model.is_reviewing)

    def set_enabled(self, enabled: bool) -> None:
        """Turn the keys on (a review began) or off (it ended)."""
        for shortcut in self.shortcuts:
            shortcut.setEnabled(enabled)

    @Slot()
    def _to_start(self) -> None:
        self._model.review_mode.to(0)

    @Slot()
    def _to_end(self) -> None:
        game = self._model.game
        self._model.review_mode.to(len(game.moves) + len(game.redo_moves))
