"""The board: a square grid of cell buttons that renders the model and forwards clicks and keys.

The grid keeps square cells at any window size: the view centres a square host widget that
holds the ``QGridLayout``; a transparent overlay on top of it draws the completed line.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QSize, Qt, Signal, Slot
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from ttt_qt.engine import Move

from . import palette as colors
from .cell_button import MIN_CELL_PIXELS, CellButton, CellState
from .model import GameModel

GRID_SPACING = 4


class BoardView(QWidget):
    """Shows the model's board; a click or Enter/Space on a cell asks the model to play it.

    Signals:
        cell_activated(object): a cell (row, col) was clicked or chosen from the keyboard.
    """

    cell_activated = Signal(object)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        """Build the grid for the model's board and follow the model's changes."""
        super().__init__(parent)
        self.setObjectName("boardView")
        self._model = model
        self._size = 0
        self._cells: dict[Move, CellButton] = {}
        self._host = QWidget(self)
        self._host.setObjectName("boardGrid")
        self._layout = QGridLayout(self._host)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(GRID_SPACING)
        self._line_overlay = _LineOverlay(self._host)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        model.board_changed.connect(self.refresh)
        model.hint_ready.connect(self._on_model_hint_ready)
        model.analysis_ready.connect(self._on_model_analysis_ready)
        self.refresh()

    # --- reading -------------------------------------------------------------------------------

    @property
    def board_size(self) -> int:
        """Cells per side."""
        return self._size

    def cell(self, move: Move) -> CellButton:
        """The button of cell ``move``."""
        return self._cells[move]

    def cells(self) -> list[CellButton]:
        """Every cell button, row by row."""
        return [self._cells[move] for move in sorted(self._cells)]

    def focused_cell(self) -> Move | None:
        """The cell that has keyboard focus, if any."""
        for move, button in self._cells.items():
            if button.hasFocus():
                return move
        return None

    def focus_cell(self, move: Move) -> None:
        """Give keyboard focus to cell ``move``."""
        if move in self._cells:
            self._cells[move].setFocus(Qt.FocusReason.OtherFocusReason)

    # --- rendering -----------------------------------------------------------------------------

    @Slot()
    def refresh(self) -> None:
        """Render the model's current position, hint and analysis."""
        board = self._model.board
        if board.rules.size != self._size:
            self._rebuild(board.rules.size)
        line = set(board.completed_line or ())
        last = self._model.game.last_move
        hint = self._model.hint
        analysis = self._model.analysis
        values = analysis.moves if analysis is not None else {}
        for move, button in self._cells.items():
            value = values.get(move)
            button.set_state(
                CellState(
                    mark=board.mark_at(move),
                    last_move=move == last,
                    in_line=move in line,
                    hint=board.to_move if move == hint else None,
                    value_label=value.label if value is not None else "",
                    value_kind=value.kind if value is not None else "",
                    value_score=value.score if value is not None else 0.5,
                    value_plies=value.plies if value is not None else None,
                )
            )
        ends = board.completed_line
        self._line_overlay.set_line((ends[0], ends[-1]) if ends else None, self._cells)

    @Slot(object)
    def _on_model_hint_ready(self, move: object) -> None:
        self.refresh()

    @Slot(object)
    def _on_model_analysis_ready(self, analysis: object) -> None:
        self.refresh()

    def _rebuild(self, size: int) -> None:
        had_focus = self.focused_cell() is not None
        for button in self._cells.values():
            self._layout.removeWidget(button)
            button.deleteLater()
        self._cells.clear()
        self._size = size
        for row in range(size):
            for col in range(size):
                button = CellButton((row, col), self._host)
                button.clicked.connect(self._on_cell_clicked)
                button.navigated.connect(self._on_cell_navigated)
                self._layout.addWidget(button, row, col)
                self._cells[(row, col)] = button
        for index in range(size):
            self._layout.setRowStretch(index, 1)
            self._layout.setColumnStretch(index, 1)
        for index in range(size, self._layout.rowCount()):
            self._layout.setRowStretch(index, 0)
        for index in range(size, self._layout.columnCount()):
            self._layout.setColumnStretch(index, 0)
        self._line_overlay.raise_()
        self.updateGeometry()
        self._place_host()
        if had_focus:
            self.focus_cell((size // 2, size // 2))

    @Slot()
    def _on_cell_clicked(self) -> None:
        button = self.sender()
        if isinstance(button, CellButton):
            self.cell_activated.emit(button.cell)

    @Slot(int, int)
    def _on_cell_navigated(self, rows: int, cols: int) -> None:
        button = self.sender()
        if not isinstance(button, CellButton):
            return
        row = min(max(button.cell[0] + rows, 0), self._size - 1)
        col = min(max(button.cell[1] + cols, 0), self._size - 1)
        self.focus_cell((row, col))

    # --- geometry ------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        """Room for comfortable cells."""
        side = max(360, self._size * 48)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        """Small enough for 10 x 10 on a small screen, big enough to click."""
        side = self._size * MIN_CELL_PIXELS + (self._size - 1) * GRID_SPACING
        return QSize(side, side)

    def hasHeightForWidth(self) -> bool:
        """The board is square."""
        return True

    def heightForWidth(self, width: int) -> int:
        """The board is square."""
        return width

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the grid square and centred."""
        super().resizeEvent(event)
        self._place_host()

    def _place_host(self) -> None:
        side = max(min(self.width(), self.height()), self.minimumSizeHint().width())
        left = (self.width() - side) // 2
        top = (self.height() - side) // 2
        self._host.setGeometry(QRect(max(left, 0), max(top, 0), side, side))
        self._line_overlay.setGeometry(self._host.rect())


class _LineOverlay(QWidget):
    """A transparent layer over the grid that strikes through the completed line."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._line: tuple[Move, Move] | None = None
        self._cells: dict[Move, CellButton] = {}

    def set_line(self, line: tuple[Move, Move] | None, cells: dict[Move, CellButton]) -> None:
        self._cells = cells
        if line != self._line:
            self._line = line
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._line is None or not self._cells:
            return
        start, end = (self._cells[move].geometry() for move in self._line)
        a, b = QPointF(start.center()), QPointF(end.center())
        # Run a little past the two end cells' centres so the stroke reads as one line.
        direction = b - a
        length = max((direction.x() ** 2 + direction.y() ** 2) ** 0.5, 1.0)
        reach = start.width() * 0.32 / length
        a, b = a - direction * reach, b + direction * reach
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(3.0, start.width() * 0.07)
        palette = self.palette()
        # A thin outline in the base colour keeps the stroke visible where it crosses a mark.
        outline = QPen(palette.color(palette.ColorRole.Base), width + 3)
        outline.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(outline)
        painter.drawLine(a, b)
        pen = QPen(colors.line_color(palette), width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(a, b)
