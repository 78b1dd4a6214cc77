"""The panel beside the board: the status, the command buttons, the review controls, the moves."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QSignalBlocker, Qt, Slot
from PySide6.QtGui import QAction, QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ttt_qt.coach import MoveReview
from ttt_qt.engine import cell_name

from ..coach.session import CoachReview
from ..coach.texts import GRADE_COLOURS, move_detail
from ..game.model import GameModel
from ..players import roles
from ..players.opponent_picker import OpponentPicker
from ..players.rule_texts import rule_description
from ..settings.app_settings import Mode
from ..widgets.long_words import cut_long_words
from .opening_choices import OpeningChoices

PANEL_WIDTH = 250


class SidePanel(QWidget):
    """Renders the model's status and history, and offers the window's commands as buttons.

    Attributes:
        opponent_picker: the computer to play against (its combo box is ``opponentPicker``).
        status_label: ``statusLabel``, whose turn it is, "thinking…" or the result.
        move_report_label: ``moveReportLabel``, after a computer's move: proven, or only the
            best move found in its think time; once the game is over, how it ended.
        move_list: ``moveList``, the moves in cell names; taken-back moves are shown dimmed.
        evaluation_check: ``evaluationCheck``, the evaluation overlay's toggle.
        pause_button: ``pauseButton``, Pause or Continue, shown in computer vs computer.
        review_bar: the review controls (``reviewBackButton``, ``reviewForwardButton``,
            ``playFromHereButton``), shown only in review mode.
    """

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        """Build the panel; the window adds the buttons with ``add_command``."""
        super().__init__(parent)
        self._model = model
        self._coach: CoachReview | None = None
        self.setObjectName("sidePanel")
        self.opponent_picker = OpponentPicker(self)
        # Wider where a language's longest level or opponent name needs the room.
        self.setFixedWidth(max(PANEL_WIDTH, self.opponent_picker.sizeHint().width()))
        self.status_label = QLabel(self)
        self.status_label.setObjectName("statusLabel")
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setMinimumHeight(self.fontMetrics().height() * 3)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        font = QFont(self.status_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.status_label.setFont(font)
        self.status_label.setAccessibleName(self.tr("Game status"))
        self.move_report_label = QLabel(self)
        self.move_report_label.setObjectName("moveReportLabel")
        self.move_report_label.setWordWrap(True)
        self.move_report_label.setTextFormat(Qt.TextFormat.PlainText)
        self.move_report_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.move_report_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.move_report_label.setAccessibleName(
            self.tr("The computer's last move, or how the game ended")
        )
        self.rules_label = QLabel(self)
        self.rules_label.setObjectName("rulesLabel")
        self.rules_label.setWordWrap(True)
        self.rules_label.setTextFormat(Qt.TextFormat.PlainText)

        self._buttons = QGridLayout()
        self._commands: list[QPushButton] = []
        self.pause_button = QPushButton(self)
        self.pause_button.setObjectName("pauseButton")
        self.pause_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.evaluation_check = QCheckBox(self)  # its text is the menu's (use_evaluation_action)
        self.evaluation_check.setObjectName("evaluationCheck")
        self.evaluation_check.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # as the buttons
        self.evaluation_check.setToolTip(
            self.tr(
                "Show on every free cell how good it is for the player to move:\n"
                'a proven win, draw or loss with the moves to the end ("Win in 3"),\n'
                'or else the estimated chances ("62%"), not proven.'
            )
        )

        self.review_bar = QWidget(self)
        self.review_bar.setObjectName("reviewBar")
        self.review_back_button = QPushButton(self.tr("◀ &Back"), self.review_bar)
        self.review_back_button.setObjectName("reviewBackButton")
        self.review_forward_button = QPushButton(self.tr("&Forward ▶"), self.review_bar)
        self.review_forward_button.setObjectName("reviewForwardButton")
        self.play_from_here_button = QPushButton(self.tr("&Play from here"), self.review_bar)
        self.play_from_here_button.setObjectName("playFromHereButton")
        review_layout = QVBoxLayout(self.review_bar)
        review_layout.setContentsMargins(0, 0, 0, 0)
        steps = QHBoxLayout()
        steps.addWidget(self.review_back_button)
        steps.addWidget(self.review_forward_button)
        review_layout.addLayout(steps)
        review_layout.addWidget(self.play_from_here_button)
        self.review_back_button.clicked.connect(model.review_mode.back)
        self.review_forward_button.clicked.connect(model.review_mode.forward)
        self.play_from_here_button.clicked.connect(model.review_mode.play_from_here)

        moves_label = QLabel(self.tr("Mo&ves:"), self)
        self.move_list = QListWidget(self)
        self.move_list.setObjectName("moveList")
        self.move_list.setAccessibleName(self.tr("Moves played"))
        # "1. X  B2" reads left to right in every language, like the cell names in it.
        self.move_list.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.move_list.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.move_list.currentRowChanged.connect(self._on_move_list_current_row_changed)
        moves_label.setBuddy(self.move_list)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.opponent_picker)
        layout.addWidget(self.status_label)
        layout.addWidget(self.move_report_label)
        self.opening_choices = OpeningChoices(model, self)
        layout.addWidget(self.opening_choices)
        layout.addWidget(self.rules_label)
        layout.addLayout(self._buttons)
        layout.addWidget(self.pause_button)
        layout.addWidget(self.evaluation_check)
        layout.addWidget(self.review_bar)
        self._coach_slot = QVBoxLayout()  # the coach's bar, once ``use_coach`` gives it
        self._coach_slot.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._coach_slot)
        layout.addWidget(moves_label)
        layout.addWidget(self.move_list, 1)

        model.board_changed.connect(self.refresh)
        model.thinking_changed.connect(self.refresh)
        model.review_changed.connect(self.refresh)
        model.settings_changed.connect(self.refresh)
        self.refresh()

    def add_command(self, action: QAction, object_name: str, text: str) -> QPushButton:
        """Add a button named ``object_name`` that triggers ``action`` and follows its state."""
        button = QPushButton(text, self)
        button.setObjectName(object_name)
        # Reached with Tab, but a click leaves the keyboard with the board (arrows, Enter).
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setToolTip(_tooltip(action))
        button.clicked.connect(action.trigger)
        button.setEnabled(action.isEnabled())
        action.enabledChanged.connect(button.setEnabled)
        row, col = divmod(len(self._commands), 2)
        self._buttons.addWidget(button, row, col)
        self._commands.append(button)
        self._order_tabs()
        return button

    def _order_tabs(self) -> None:
        """Tab goes down the panel as it is laid out: a button added later joins in its place."""
        chain: list[QWidget] = [
            self.opponent_picker.combo,
            *self.opening_choices.buttons.values(),
            *self._commands,
            self.pause_button,
            self.evaluation_check,
            self.review_back_button,
            self.review_forward_button,
            self.play_from_here_button,
            self.move_list,
        ]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    def use_coach(self, coach: CoachReview, bar: QWidget) -> None:
        """Mark the moves with ``coach``'s review; ``bar`` (its progress and chart) above them."""
        self._coach = coach
        self._coach_slot.addWidget(bar)
        coach.changed.connect(self.refresh)
        chart = bar.findChild(QWidget, "advantageChart")
        chain = [self.play_from_here_button, *bar.findChildren(QPushButton), chart, self.move_list]
        for before, after in pairwise(widget for widget in chain if widget is not None):
            QWidget.setTabOrder(before, after)

    def use_evaluation_action(self, action: QAction) -> None:
        """Name ``evaluationCheck`` as ``action``, the menu's Evaluation: one name for one thing."""
        self.evaluation_check.setText(action.text())

    def use_pause_action(self, action: QAction) -> None:
        """Let ``pauseButton`` trigger ``action`` (the window's Pause)."""
        self.pause_button.setToolTip(_tooltip(action))
        self.pause_button.clicked.connect(action.trigger)

    @Slot()
    def refresh(self) -> None:
        """Show the model's status, moves and review state."""
        model = self._model
        reviewing = model.is_reviewing
        # In review: who played the game shown, and no changing it.
        self.opponent_picker.show_settings(model.players, model.board.rules)
        self.opponent_picker.setEnabled(not reviewing)
        self.status_label.setText(self._fitted(self.status_label, model.status_text()))
        outcome = model.board.outcome
        # Once the game is over, how it ended stays in view after the outcome dialog closes.
        report = (
            model.outcome_explanation(outcome) if outcome is not None else model.last_move_text()
        )
        self.move_report_label.setText(self._fitted(self.move_report_label, report))
        self.rules_label.setText(self._rules_text())
        self.review_bar.setVisible(reviewing)
        self.review_back_button.setEnabled(reviewing and model.game.can_undo)
        self.review_forward_button.setEnabled(reviewing and model.game.can_redo)
        # At the end of a finished game there is nothing left to play on.
        can_play_on = model.review_mode.can_play_from_here
        self.play_from_here_button.setEnabled(can_play_on)
        self.play_from_here_button.setToolTip(
            ""
            if can_play_on or not reviewing
            else self.tr("The game is over here: step back to play on from an earlier move.")
        )
        self.evaluation_check.setChecked(model.settings.show_evaluation)
        self.pause_button.setVisible(
            model.settings.mode == Mode.COMPUTER_VS_COMPUTER and not reviewing
        )
        self.pause_button.setEnabled(model.can_pause)
        self.opening_choices.refresh()
        self.pause_button.setText(self.tr("&Continue") if model.is_paused else self.tr("&Pause"))
        self._fill_moves()

    def _fitted(self, label: QLabel, text: str) -> str:
        """``text`` with any word too wide for the panel cut short with "…"."""
        return cut_long_words(text, label.fontMetrics(), self.maximumWidth())

    def _rules_text(self) -> str:
        """The game's rules; reverse rules say what they mean before anyone loses by them."""
        rules = self._model.board.rules
        text = roles.describe_rules(rules, self._model.game.opening)
        if not rules.is_freestyle:
            return f"{text}\n{rule_description(rules.rule)}"
        if not rules.reverse:
            return text
        meaning = self.tr("Whoever completes {length} in a row loses: leave that to your opponent.")
        return f"{text}\n{meaning.format(length=rules.win_length)}"

    def _fill_moves(self) -> None:
        # The list's own signals would come back here (a review steps to the move marked)
        # while its items are being replaced: only a person's key or click may move it.
        blocker = QSignalBlocker(self.move_list)
        try:
            self._refill_moves()
        finally:
            blocker.unblock()

    def _refill_moves(self) -> None:
        """List every move, the taken-back ones dimmed, and mark the one the board shows."""
        game = self._model.game
        played = len(game.moves)
        moves = game.moves + game.redo_moves
        reviews = [self._coach_review(index + 1) for index in range(len(moves))]
        texts = [
            f"{index + 1}. {'X' if index % 2 == 0 else 'O'}  {cell_name(move)}"
            + (f" {review.grade.sign}" if review is not None and review.grade.sign else "")
            for index, (move, review) in enumerate(
                zip(game.moves + game.redo_moves, reviews, strict=True)
            )
        ]
        current = [self.move_list.item(row).text() for row in range(self.move_list.count())]
        if len(texts) != len(current):
            # Rebuilt only when the moves differ: a click on an item in review mode must not
            # delete the item it came from (a mark that arrives changes the item's text only).
            self.move_list.clear()
            self.move_list.addItems(texts)
        else:
            for row, (text, old) in enumerate(zip(texts, current, strict=True)):
                if text != old:
                    self.move_list.item(row).setText(text)
        normal = self.palette().color(QPalette.ColorRole.Text)
        dimmed = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        reviewing = self._model.is_reviewing
        for row in range(self.move_list.count()):
            item = self.move_list.item(row)
            later = row >= played
            item.setForeground(dimmed if later else normal)
            taken_back = later and not reviewing
            # A taken-back move cannot be chosen: the board could not show it.
            item.setFlags(_NOT_CHOSEN if taken_back else _CHOSEN)
            item.setToolTip(self.tr("Taken back: Redo plays it again") if taken_back else "")
            review = reviews[row]
            if review is not None:
                colour = GRADE_COLOURS[review.grade]
                if colour and not later:
                    item.setForeground(QColor(colour))
                item.setToolTip(move_detail(review))
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                item.text() if review is None else f"{item.text()}, {move_detail(review)}",
            )
        self.move_list.setCurrentRow(played - 1)
        if played:
            self.move_list.scrollToItem(self.move_list.currentItem())
        else:  # back at the start: the first moves, not the last ones, are in view
            self.move_list.scrollToTop()

    def _coach_review(self, number: int) -> MoveReview | None:
        """The coach's review of move ``number`` of the game shown, once known."""
        coach = self._coach
        if coach is None or not coach.is_active:
            return None
        return coach.review_of(number)

    @Slot(int)
    def _on_move_list_current_row_changed(self, row: int) -> None:
        """A click or an arrow key in the list steps through a reviewed game.

        In play the mark stays on the move the board shows: Undo and Redo move it.
        """
        shown = len(self._model.game.moves)
        if row < 0 or row == shown - 1:
            return
        if self._model.is_reviewing:
            self._model.review_mode.to(row + 1)
        else:
            self.move_list.setCurrentRow(shown - 1)


_CHOSEN = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_NOT_CHOSEN = Qt.ItemFlag.NoItemFlags


def _tooltip(action: QAction) -> str:
    text = action.toolTip()
    shortcut = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
    return f"{text} ({shortcut})" if shortcut else text
