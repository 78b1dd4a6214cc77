"""``PuzzleDialog`` (``puzzleDialog``): "X to play and win in N", played on a board of its own.

The person plays the winning side's moves; a right move is answered at once by the defence of
the puzzle's line, a wrong one by the computer's reply (found on the computer's thread, as a
job apart from the game's) and "Try again" sets the puzzle up again. Hints: first the area of
the winning move, then the move. "Show solution" plays the line out. The attempt counts for
the puzzle rating (Glicko-2, replayed from the attempts the settings keep) once: solved when
the first move played is the winning one and no hint or solution came before it. "Next
puzzle" picks one near the rating, "Puzzle of the day" today's.
"""

from __future__ import annotations

import datetime
import random
import threading
from collections.abc import Callable, Sequence
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ttt_qt.ai import Limit, create
from ttt_qt.coach.picker import PUZZLE_SETS, PuzzleSet, in_set, next_puzzle, puzzle_of_the_day
from ttt_qt.coach.puzzles import Puzzle
from ttt_qt.coach.rating import PuzzleAttempt, Rating, current_rating
from ttt_qt.engine import Board, Move, cell_name
from ttt_qt.engine.cells import COLUMN_LETTERS

from ..computer.computer import Computer
from ..widgets.screen_room import keep_on_screen
from . import puzzle_texts as texts

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

SOLUTION_STEP_MS = 450
"""The pause between the moves of a solution played out."""
REPLY_SECONDS = 1.0
"""The computer's thought for its reply to a wrong move."""
CELL_PIXELS = {3: 72, 4: 60, 5: 52}
"""A cell's side on the small boards; 28 pixels on bigger ones, where the screen has room."""
MIN_CELL_PIXELS = 16
WINDOW_FRAME_PIXELS = 40
"""Room left for the window's title bar and frame, which the dialog's size leaves out."""


class PuzzleDialog(QDialog):
    """The puzzles: one on the board, its question, hints, the solution, the rating.

    Signals:
        attempted(object): a ``PuzzleAttempt`` counted for the rating.
    """

    attempted = Signal(object)
    _replied = Signal(int, object)  # emitted in the computer's thread: puzzle number, move

    def __init__(
        self,
        puzzles: Sequence[Puzzle],
        attempts: Sequence[PuzzleAttempt],
        computer: Computer,
        parent: QWidget | None = None,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        """Puzzles from ``puzzles``, the rating from ``attempts``, replies by ``computer``."""
        super().__init__(parent)
        self.setObjectName("puzzleDialog")
        self.setWindowTitle(translate("Coach", "Puzzles"))
        self.setAccessibleName(translate("Coach", "Puzzles"))
        self._puzzles, self._attempts = tuple(puzzles), list(attempts)
        self._computer, self._today = computer, today
        self._rng = random.Random()
        self._chosen: PuzzleSet = "all"
        self._number = 0
        self._cells: dict[Move, QPushButton] = {}
        self._playing_out: list[Move] = []
        self._stop: threading.Event | None = None
        self._puzzle = puzzles[0]
        self._board = self._puzzle.board
        self._step = 0
        self._over = False
        self._counted = False
        self._hints = 0
        self._area: tuple[Move, ...] = ()
        self._tell_missed = False  # the next message says the attempt counted as missed
        self._wrong: Move | None = None
        self._build()
        self._replied.connect(self._on_replied)
        self.finished.connect(self._stop_reply)
        self.show_next()

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown."""
        return self._puzzle

    @property
    def board(self) -> Board:
        """The position on the puzzle's board now."""
        return self._board

    @property
    def rating(self) -> Rating:
        """The person's puzzle rating, from every attempt."""
        return current_rating(self._attempts)

    @property
    def attempts(self) -> list[PuzzleAttempt]:
        """Every attempt counted, oldest first."""
        return list(self._attempts)

    def show_puzzle(self, puzzle: Puzzle) -> None:
        """Set ``puzzle`` up on the board."""
        self._stop_reply()
        self._puzzle = puzzle
        self._number += 1
        self._counted = False
        self._hints = 0
        self.title_label.setText(texts.title(puzzle))
        self.info_label.setText(texts.about(puzzle))
        self._set_up(
            translate(
                "Coach",
                "Your move: click a cell, or reach it with Tab and the arrow keys and press Space.",
            )
        )

    def show_next(self) -> None:
        """A puzzle of the set chosen near the rating, not done yet while some are left."""
        self.show_puzzle(
            next_puzzle(self._puzzles, self.rating, self._done(), self._rng, self._chosen)
        )

    def choose_set(self, chosen: PuzzleSet) -> None:
        """Keep to the puzzles of ``chosen`` from now on, starting with one of them."""
        index = self.set_combo.findData(chosen)
        if index >= 0 and index != self.set_combo.currentIndex():
            self.set_combo.setCurrentIndex(index)  # which calls back here
            return
        self._chosen = chosen
        self.show_next()

    def show_daily(self) -> None:
        """Today's puzzle (the same for everyone on a given date)."""
        self.show_puzzle(puzzle_of_the_day(self._puzzles, self._today()))

    def play(self, move: Move) -> None:
        """The person plays ``move`` (what a click on its cell does)."""
        if self._over or self._stop is not None or self._playing_out:
            return
        if self._board.mark_at(move) is not None:
            self._say(
                translate("Coach", "{cell} is taken: choose a free cell.").format(
                    cell=cell_name(move)
                )
            )
            return
        line, step = self._puzzle.line, self._step
        right = move == line[step]
        if step == 0:
            self._tell_missed = not right and not self._counted
            self._count(solved=right and self._hints == 0)
        self._board = self._board.play(move)
        if not right:
            self._ask_reply(move)
            return
        self._step += 1
        if self._step < len(line):
            self._board = self._board.play(line[self._step])
            self._step += 1
            self._say(
                translate("Coach", "{cell} is right. {mark} answers {reply}: your move.").format(
                    cell=cell_name(move), mark=self._defender(), reply=cell_name(line[step + 1])
                )
            )
        else:
            self._over = True
            self._area = ()  # the hint has done its work
            text = translate("Coach", "Solved! {cell} wins.").format(cell=cell_name(move))
            if not self._attempts[-1].solved:
                missed = translate(
                    "Coach",
                    "Your puzzle rating counts a first try without hints, so it counts this "
                    "puzzle as missed.",
                )
                text = f"{text} {missed}"
            self._say(text)
        self._refresh()

    def hint(self) -> None:
        """The first hint shows the winning move's area, the second the move."""
        if self._over:
            return
        first = self._step == 0 and not self._counted
        if self._step == 0:
            self._count(solved=False)
        self._hints += 1
        expected = self._puzzle.line[self._step]
        if self._hints == 1 and self._step == 0:
            text, self._area = texts.area_hint(self._puzzle)
        else:
            self._area = (expected,)
            text = translate("Coach", "Hint: play {cell}.").format(cell=cell_name(expected))
        self._tell_missed = first
        self._say(self._with_missed(text))
        self._refresh()

    def show_solution(self) -> None:
        """Play the winning line out from the puzzle's position, a move at a time."""
        self._stop_reply()
        if self._step == 0 and not self._over:
            self._count(solved=False)
        self._set_up(
            translate("Coach", "The solution: {line}").format(
                line=texts.line_text(self._puzzle.line)
            )
        )
        self._playing_out = list(self._puzzle.line)
        self._over = True
        self._refresh()
        QTimer.singleShot(SOLUTION_STEP_MS, self, self._play_out_step)

    def retry(self) -> None:
        """Set the puzzle up again after a wrong move (it counts once, as it was)."""
        self._set_up(
            translate("Coach", "Try again: {question}.").format(question=texts.title(self._puzzle))
        )

    # -- inside ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.set_combo = QComboBox(self)
        self.set_combo.setObjectName("puzzleSetCombo")
        for chosen in PUZZLE_SETS:
            if any(in_set(puzzle, chosen) for puzzle in self._puzzles):
                self.set_combo.addItem(texts.set_name(chosen), chosen)
        set_label = QLabel(translate("Coach", "Choose &from:"), self)
        set_label.setBuddy(self.set_combo)
        self.set_combo.setAccessibleName(translate("Coach", "Puzzles to choose from"))
        self.set_combo.currentIndexChanged.connect(self._on_set_combo_changed)
        self.title_label = _label(self, "puzzleTitleLabel", bold=True)
        self.info_label = _label(self, "puzzleInfoLabel")
        self.feedback_label = _label(self, "puzzleFeedbackLabel")
        self.feedback_label.setAccessibleName(translate("Coach", "What happened"))
        self.rating_label = _label(self, "puzzleRatingLabel")
        self.board_widget = QWidget(self)  # ``_build_cells`` puts the puzzle's board here
        self.hint_button = _button(self, "puzzleHintButton", translate("Coach", "&Hint"), self.hint)
        self.solution_button = _button(
            self, "puzzleSolutionButton", translate("Coach", "Show &solution"), self.show_solution
        )
        self.retry_button = _button(
            self, "puzzleRetryButton", translate("Coach", "&Try again"), self.retry
        )
        self.next_button = _button(
            self, "puzzleNextButton", translate("Coach", "&Next puzzle"), self.show_next
        )
        self.daily_button = _button(
            self, "puzzleDailyButton", translate("Coach", "Puzzle of the &day"), self.show_daily
        )
        close = _button(self, "puzzleCloseButton", translate("Coach", "Close"), self.accept)
        buttons = QHBoxLayout()
        for button in (self.hint_button, self.solution_button, self.retry_button):
            buttons.addWidget(button)
        more = QHBoxLayout()
        for button in (self.next_button, self.daily_button):
            more.addWidget(button)
        more.addStretch(1)
        more.addWidget(close)
        picker = QHBoxLayout()
        picker.addWidget(set_label)
        picker.addWidget(self.set_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(picker)
        for widget in (self.title_label, self.info_label, self.board_widget, self.feedback_label):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addWidget(self.rating_label)
        layout.addLayout(more)

    @Slot(int)
    def _on_set_combo_changed(self, index: int) -> None:
        self.choose_set(cast(PuzzleSet, self.set_combo.itemData(index)))

    def _set_up(self, message: str) -> None:
        self._stop_reply()
        self._board = self._puzzle.board
        self._step = 0
        self._over = False
        self._playing_out = []
        self._area = ()
        self._wrong = None
        self._tell_missed = False
        self._say(message)  # first: the board's cells are sized with the message in place
        self._build_cells()
        self._refresh()

    def _build_cells(self) -> None:
        size = self._puzzle.rules.size
        if self._cells and max(self._cells)[0] == size - 1:
            return
        board = QWidget(self)  # a new board for a new size: no empty rows left of the old one
        board.setObjectName("puzzleBoard")
        board.setAccessibleName(translate("Coach", "Puzzle board"))
        grid = QGridLayout(board)
        grid.setSpacing(2)
        self._cells = {}
        side = self._cell_side(size, grid)
        font = QFont(self.font())
        font.setPixelSize(max(10, side // 2))
        for index in range(size):  # the cell names' letters above, numbers beside
            letter, number = COLUMN_LETTERS[index], str(index + 1)
            grid.addWidget(QLabel(letter, board), 0, index + 1, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(QLabel(number, board), index + 1, 0, Qt.AlignmentFlag.AlignRight)
        for row in range(size):
            for col in range(size):
                button = QPushButton(board)
                button.setObjectName(f"puzzleCell_{row}_{col}")
                button.setFixedSize(side, side)
                button.setFont(font)
                button.installEventFilter(self)
                button.clicked.connect(lambda _=False, move=(row, col): self.play(move))
                grid.addWidget(button, row + 1, col + 1)
                self._cells[(row, col)] = button
        old, self.board_widget = self.board_widget, board
        layout = self.layout()
        if layout is not None:
            layout.replaceWidget(old, board)
        old.hide()
        old.deleteLater()
        self.adjustSize()
        # A bigger board grows the dialog downwards from where it stands: move it back up.
        QTimer.singleShot(0, self, lambda: keep_on_screen(self))

    def _cell_side(self, size: int, grid: QGridLayout) -> int:
        """A cell's side in pixels: its usual one, or less where the screen is too low.

        The dialog with the whole board must fit the screen (15 x 15 on one 768 pixels high).
        """
        usual = CELL_PIXELS.get(size, 28)
        screen = self.screen()
        if screen is None:
            return usual
        room = screen.availableGeometry().height() - WINDOW_FRAME_PIXELS
        margins = grid.contentsMargins()
        rest = self.sizeHint().height() - max(0, self.board_widget.sizeHint().height())
        # The board: its margins, the row of letters, and each row of cells with its spacing.
        letters = self.fontMetrics().height()
        rest += margins.top() + margins.bottom() + letters
        fits = (room - rest) // size - grid.spacing()
        return max(MIN_CELL_PIXELS, min(usual, fits))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The arrow keys move between the board's cells, as on the game's board."""
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, QPushButton):
            step = _ARROWS.get(Qt.Key(cast(QKeyEvent, event).key()))
            cell = next((move for move, button in self._cells.items() if button is watched), None)
            if step is not None and cell is not None:
                target = (cell[0] + step[0], cell[1] + step[1])
                if target in self._cells:
                    self._cells[target].setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return super().eventFilter(watched, event)

    def _refresh(self) -> None:
        board = self._board
        for move, button in self._cells.items():
            mark = board.mark_at(move)
            button.setText(mark or "")
            name = cell_name(move)
            hinted = move in self._area
            button.setAccessibleName(
                translate("Coach", "{cell}, {mark}").format(cell=name, mark=mark)
                if mark
                else (
                    translate("Coach", "{cell}, empty, hinted")
                    if hinted
                    else translate("Coach", "{cell}, empty")
                ).format(cell=name)
            )
            colour = {"X": "#1f4fa3", "O": "#b3261e"}.get(mark or "", "")
            style = f"color: {colour}; font-weight: bold;" if colour else ""
            if hinted and not mark:
                style += "background: #fff3b0;"
            button.setStyleSheet(style)
        self.rating_label.setText(texts.rating_text(self.rating, len(self._attempts)))
        self.retry_button.setEnabled(self._stop is None and self._wrong is not None)
        self.hint_button.setEnabled(not self._over and self._stop is None)

    def _say(self, text: str) -> None:
        self.feedback_label.setText(text)

    def _defender(self) -> str:
        return "O" if self._puzzle.to_move == "X" else "X"

    def _done(self) -> set[str]:
        return {attempt.puzzle_id for attempt in self._attempts}

    def _count(self, *, solved: bool) -> None:
        if self._counted:
            return
        self._counted = True
        attempt = PuzzleAttempt(self._puzzle.id, self._puzzle.difficulty, solved)
        self._attempts.append(attempt)
        self.attempted.emit(attempt)

    def _with_missed(self, text: str) -> str:
        """``text``, and once, when the attempt just counted as missed, that it did."""
        if not self._tell_missed:
            return text
        self._tell_missed = False
        missed = translate("Coach", "Your puzzle rating counts this puzzle as missed.")
        return f"{text} {missed}"

    def _ask_reply(self, move: Move) -> None:
        board, number = self._board, self._number
        if board.is_over:
            self._wrong = move
            text = translate("Coach", "{cell} does not win. Try again.")
            self._say(self._with_missed(text.format(cell=cell_name(move))))
            self._refresh()
            return
        self._say(
            translate("Coach", "{cell} does not win: the computer answers…").format(
                cell=cell_name(move)
            )
        )

        def reply(cancel: threading.Event) -> object:
            answer = create("threats").choose(board, Limit(time=REPLY_SECONDS, cancel=cancel))
            self._replied.emit(number, answer)
            return None

        self._wrong = move
        self._stop = self._computer.run_apart(reply)
        self._refresh()

    @Slot(int, object)
    def _on_replied(self, number: int, answer: object) -> None:
        if number != self._number or self._stop is None or self._wrong is None:
            return
        if not isinstance(answer, tuple):
            return
        self._stop = None
        self._board = self._board.play(answer)
        text = translate("Coach", "{cell} does not win: {mark} answers {reply}. Try again.")
        self._say(
            self._with_missed(
                text.format(
                    cell=cell_name(self._wrong), mark=self._defender(), reply=cell_name(answer)
                )
            )
        )
        self._refresh()

    @Slot()
    def _stop_reply(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._number += 1

    @Slot()
    def _play_out_step(self) -> None:
        if not self._playing_out:
            return
        self._board = self._board.play(self._playing_out.pop(0))
        self._refresh()
        if self._playing_out:
            QTimer.singleShot(SOLUTION_STEP_MS, self, self._play_out_step)


_ARROWS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


def _label(parent: QWidget, name: str, *, bold: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if bold:
        font = QFont(label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        label.setFont(font)
    return label


def _button(parent: QWidget, name: str, text: str, slot: Callable[[], None]) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.clicked.connect(slot)
    return button
