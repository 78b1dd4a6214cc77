"""The end-of-game dialog: who won, over the middle of the board, inside the window."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..widgets.long_words import cut_long_words
from ..widgets.screen_room import moved_inside

MAX_WIDTH = 480
"""The widest the box gets, so that it fits over the board in a small window."""


class OutcomeDialog(QDialog):
    """The dialog ``outcomeDialog``: the result, ``playAgainButton`` and ``closeButton``.

    Accepting it (Play again) means a new game; rejecting it (Close) leaves the finished game
    on the board for a look, an undo or a save. ``coachReviewButton`` closes it as Close does
    and asks for the coach's review of the game.

    Signals:
        coach_requested(): Review with coach was chosen.
    """

    coach_requested = Signal()

    def __init__(self, message: str, explanation: str, parent: QWidget | None = None) -> None:
        """Show ``message`` (such as "You won!") and ``explanation``, how the game ended."""
        super().__init__(parent)
        self.setObjectName("outcomeDialog")
        self.setWindowTitle(self.tr("Game over"))
        self.message_label = QLabel(message, self)
        self.message_label.setObjectName("outcomeMessage")
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.message_label.setFont(font)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A long name wraps, or is cut short, instead of stretching the box across the screen.
        self.message_label.setWordWrap(True)
        self.message_label.setText(
            cut_long_words(message, self.message_label.fontMetrics(), MAX_WIDTH - 40)
        )
        self.detail_label = QLabel(explanation, self)
        self.detail_label.setObjectName("outcomeDetail")
        self.detail_label.setTextFormat(Qt.TextFormat.PlainText)
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail_label.setWordWrap(True)
        self.play_again_button = QPushButton(self.tr("&Play again"), self)
        self.play_again_button.setObjectName("playAgainButton")
        self.play_again_button.setDefault(True)
        self.play_again_button.clicked.connect(self.accept)
        self.close_button = QPushButton(self.tr("&Close"), self)
        self.close_button.setObjectName("closeButton")
        self.close_button.clicked.connect(self.reject)
        self.coach_button = QPushButton(self.tr("Review with c&oach"), self)
        self.coach_button.setObjectName("coachReviewButton")
        self.coach_button.setToolTip(self.tr("Every move of the game marked, and what was better"))
        self.coach_button.clicked.connect(self._on_coach_button_clicked)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.play_again_button)
        buttons.addWidget(self.coach_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message_label)
        layout.addWidget(self.detail_label)
        layout.addLayout(buttons)
        self.setMinimumWidth(320)
        self.setMaximumWidth(MAX_WIDTH)
        self.setAccessibleDescription(f"{message} {self.detail_label.text()}")

    def _on_coach_button_clicked(self) -> None:
        self.reject()
        self.coach_requested.emit()

    def place_over(self, board: QRect, window: QWidget) -> None:
        """Sit centred on ``board`` (global coordinates), within ``window`` and its screen.

        The result banner over the board, at the board's top or bottom, and the side panel
        stay in view beside the box; where the window is too small for that, the box still
        keeps inside it.
        """
        self.adjustSize()
        frame = self.frameGeometry()
        frame.moveCenter(board.center())
        area = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
        screen = window.screen()
        if screen is not None and area.intersects(screen.availableGeometry()):
            area = area.intersected(screen.availableGeometry())
        self.move(*moved_inside(frame, area))
