"""The choices of a fair opening as plain buttons beside the board, when a person is to choose.

``OpeningChoices`` (``openingChoices``) holds one sentence on why the choice exists and the
buttons ``openingBlackButton``, ``openingWhiteButton`` and (swap2's first choice only)
``openingTwoButton``; it shows only while the model waits for a person's choice.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ttt_qt.engine import OpeningChoice

from ..game import opening_texts
from ..game.model import GameModel


class OpeningChoices(QWidget):
    """The opening's choice buttons, and why they are there.

    Attributes:
        why_label: the sentence on why the opening has a choice.
        buttons: each choice's button, by the choice (``black``, ``white``, ``two``).
    """

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        """Buttons that make ``model``'s opening choices; hidden until a person is to choose."""
        super().__init__(parent)
        self.setObjectName("openingChoices")
        self._model = model
        self.why_label = QLabel(self)
        self.why_label.setObjectName("openingWhyLabel")
        self.why_label.setWordWrap(True)
        labels: dict[OpeningChoice, tuple[str, str]] = {
            "black": (self.tr("Play &black"), "openingBlackButton"),
            "white": (self.tr("Play &white"), "openingWhiteButton"),
            "two": (self.tr("Place two &more stones"), "openingTwoButton"),
        }
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.why_label)
        self.buttons: dict[OpeningChoice, QPushButton] = {}
        for choice, (text, name) in labels.items():
            button = QPushButton(text, self)
            button.setObjectName(name)
            button.clicked.connect(partial(self._on_button_clicked, choice))
            layout.addWidget(button)
            self.buttons[choice] = button
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Show the buttons of the choices a person may make now, or hide them all."""
        model = self._model
        turn = model.opening_turn if model.accepts_choice else None
        shown = turn is not None and not model.is_reviewing
        self.setVisible(shown)
        if turn is None:
            return
        swap2 = model.game.opening == "swap2"
        self.why_label.setText(opening_texts.why_text() if swap2 else opening_texts.swap_why_text())
        for choice, button in self.buttons.items():
            button.setVisible(choice in turn.choices)

    def _on_button_clicked(self, choice: OpeningChoice, _checked: bool = False) -> None:
        self._model.choose_opening(choice)
