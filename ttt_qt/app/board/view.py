"""The board: a square grid of cell buttons that renders the model and forwards clicks and keys.

The view centres a host widget that holds the ``QGridLayout``: column letters in its top row,
row numbers in its left column, and the square cells. A transparent overlay on top of the host
draws the completed line; under it, while the evaluation overlay is on, a legend explains the
values. The keyboard cursor is the focused cell, drawn as a ring once a key has moved it or
played; a mouse click hides it again, since the click's own cell then shows the last move's
frame and a second ring there would only say the same thing. The cursor's cell is the board's
one Tab stop. In review mode Left, Right, Home and End step through the moves.

The host paints the board itself (paper, wood: see ``surface``) in the theme the settings,
the rules and the system call for; a mark just played draws itself in, unless animations are
off. Nothing waits for that drawing: the model has moved on already.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from ttt_qt.engine import Mark, Move

from ..game.model import GameModel
from .cell_button import CellButton
from .cell_shape import MIN_CELL_PIXELS
from .cell_states import COLOUR_SCALE_SIZE, CellMarks, CellNote, cell_states
from .coordinates import add_coordinates, label_size
from .evaluation_legend import EvaluationLegend
from .line_overlay import LineOverlay
from .result_banner import ResultBanner
from .review_keys import ReviewKeys
from .surface import BoardSurface
from .theme import BoardTheme, theme_for

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

GRID_SPACING = 4
"""Pixels between cells (and between the coordinates and the cells)."""

MIN_GRID_PIXELS = 270
"""The cells' square never gets smaller than this, so a small board keeps big cells."""


LEGEND_GAP = 6
"""Pixels between the cells and the legend."""

_SHOW_CURSOR_REASONS = frozenset((Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason))

CONTEXT = "BoardView"


class BoardView(QWidget):
    """Shows the model's board; a click or Enter/Space on a cell asks the model to play it.

    Attributes:
        legend: the explanation of the evaluation overlay, shown while the overlay is on.

    Signals:
        cell_activated(object): a cell (row, col) was clicked or chosen from the keyboard.
    """

    cell_activated = Signal(object)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        """Build the grid for the model's board and follow the model's changes."""
        super().__init__(parent)
        self.setObjectName("boardView")
        self._model = model
        self._notes: dict[Move, CellNote] = {}
        self._note_hint: tuple[Move, Mark] | None = None
        self._size = 0
        self._cells: dict[Move, CellButton] = {}
        self._labels: list[QLabel] = []
        self._cursor_shown = False
        self._cursor: Move | None = None
        self._drawing_in: Move | None = None  # a move just played, to draw in if animations are on
        self._host = BoardSurface(self)
        self._host.setObjectName("boardGrid")
        # Column A stays on the left in right-to-left languages too: a cell keeps one name and
        # one place in every language, as files and ranks do on a chessboard.
        self._host.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self._layout = QGridLayout(self._host)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(GRID_SPACING)
        self._line_overlay = LineOverlay(self._host)
        self.legend = EvaluationLegend(self)
        self._window_height: int | None = None  # wanted once the legend came or went
        self._window_resize = QTimer(self)  # owned by the view: it dies with it
        self._window_resize.setSingleShot(True)
        self._window_resize.setInterval(0)
        self._window_resize.timeout.connect(self._resize_window)
        self.legend.setVisible(False)
        self._result_banner = ResultBanner(model, self.cell, self)
        self._review_keys = ReviewKeys(model, self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The board, a hint, an analysis or the settings changed: the cells show them anew.
        for changed in (
            model.board_changed,
            model.hint_ready,
            model.analysis_ready,
            model.settings_changed,
        ):
            changed.connect(self.refresh)
        model.thinking_changed.connect(self._on_model_thinking_changed)
        model.review_changed.connect(self._on_model_review_changed)
        model.move_played.connect(self._on_model_move_played)
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

    @property
    def cursor_cell(self) -> Move | None:
        """The cell the keyboard cursor marks, or None while the cursor is hidden."""
        if self._cursor_shown and not self._model.is_reviewing:
            return self._cursor
        return None

    @property
    def line_mark(self) -> Mark | None:
        """The mark that completed the line struck through (its colour is the line's), if any."""
        line = self._model.board.completed_line
        return self._model.board.mark_at(line[0]) if line else None

    @property
    def theme(self) -> BoardTheme:
        """The look of the board now (chosen in Settings, or by the rules and the system)."""
        return self._host.theme

    def focus_cell(self, move: Move) -> None:
        """Give keyboard focus to cell ``move`` (the cursor, when shown, moves with it)."""
        if move in self._cells:
            self._cursor = move
            self._set_tab_stop(move)
            self._cells[move].setFocus(Qt.FocusReason.OtherFocusReason)
            self._update_cursor()

    def focus_cursor(self) -> None:
        """Give keyboard focus back to the cursor's cell (the centre when there is none yet)."""
        centre = (self._size // 2, self._size // 2)
        self.focus_cell(self._cursor if self._cursor in self._cells else centre)

    # --- rendering -----------------------------------------------------------------------------

    @Slot()
    def set_notes(
        self, notes: Mapping[Move, CellNote], hint: tuple[Move, Mark] | None = None
    ) -> None:
        """Show the coach's ``notes`` on their cells, and ``hint`` (a move and whose) faintly."""
        self._notes = dict(notes)
        self._note_hint = hint
        self.refresh()

    @property
    def notes(self) -> dict[Move, CellNote]:
        """The coach's notes shown, by cell."""
        return dict(self._notes)

    def refresh(self) -> None:
        """Render the model's current position, hint, analysis and cursor."""
        board = self._model.board
        if board.rules.size != self._size:
            self._rebuild(board.rules.size)
        self._apply_theme()
        drawing_in, self._drawing_in = self._drawing_in, None
        states = cell_states(
            board,
            self._model.game.last_move,
            self._model.computer_turn.hint,
            self._model.computer_turn.analysis,
            CellMarks(self.cursor_cell, self._notes, self._note_hint, self._size),
        )
        for move, button in self._cells.items():
            button.set_state(states[move])
            if move == drawing_in and button.state.mark is not None:
                button.draw_in()
        ends = board.completed_line
        self._line_overlay.set_cells(self._cells)
        self._line_overlay.set_line(
            (ends[0], ends[-1]) if ends else None, self.line_mark, animate=drawing_in is not None
        )
        self._update_legend()
        self._result_banner.refresh()

    def _apply_theme(self) -> None:
        """Paint the board, its cells and the line in the look the settings and system ask."""
        rules = self._model.board.rules
        theme = theme_for(self._model.settings.theme, rules.win_length, self.palette())
        if theme != self._host.theme:
            self._host.set_theme(theme)
            self._line_overlay.set_theme(theme)
            for button in self._cells.values():
                button.set_theme(theme)

    def changeEvent(self, event: QEvent) -> None:
        """Follow the system's palette (light, dark, high contrast) as it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._apply_theme()

    def _update_legend(self) -> None:
        shown = self._model.settings.show_evaluation
        changed = self.legend.follow(self._model, colours=self._size >= COLOUR_SCALE_SIZE)
        if shown != self.legend.isVisibleTo(self):
            self._show_legend(shown)
            changed = True
        if changed:
            self.updateGeometry()
            self._place_host()

    def _show_legend(self, shown: bool) -> None:
        """Show or hide the legend, the window growing or shrinking by its height.

        So the cells stay where they are, under the pointer (unless the window is maximised
        or full screen, or too big for its screen).
        """
        label_width = self._label_size(max(self._size, 1))[0]
        height = self._legend_room(self._room_width(label_width))
        self.legend.setVisible(shown)
        window = self.window()
        if window is self or window.isMaximized() or window.isFullScreen():
            return
        self._window_height = window.height() + (height if shown else -height)
        # Once the layouts have taken the change in: until then the window's minimum size
        # still counts the legend, and would keep a window at its smallest from shrinking.
        self._window_resize.start()

    @Slot()
    def _resize_window(self) -> None:
        window = self.window()
        if self._window_height is not None and window is not self:
            layout = window.layout()
            if layout is not None:
                layout.activate()  # the minimum size without the legend
            window.resize(window.width(), self._window_height)
        self._window_height = None

    def _set_tab_stop(self, move: Move) -> None:
        """Make ``move`` the board's only Tab stop, so that Tab does not walk through every cell."""
        for cell, button in self._cells.items():
            wanted = Qt.FocusPolicy.StrongFocus if cell == move else Qt.FocusPolicy.ClickFocus
            if button.focusPolicy() != wanted:
                button.setFocusPolicy(wanted)

    def _update_cursor(self) -> None:
        cursor = self.cursor_cell
        for move, button in self._cells.items():
            state = button.state
            if state.cursor != (move == cursor):
                button.set_state(replace(state, cursor=move == cursor))

    @Slot(object, str)
    def _on_model_move_played(self, move: object, mark: str) -> None:
        if self._model.settings.animations and not self._model.is_reviewing:
            self._drawing_in = move if isinstance(move, tuple) else None

    @Slot(bool)
    def _on_model_thinking_changed(self, thinking: bool) -> None:
        self._update_legend()

    @Slot(bool)
    def _on_model_review_changed(self, reviewing: bool) -> None:
        self._review_keys.set_enabled(reviewing)
        self.refresh()

    def _rebuild(self, size: int) -> None:
        # The window's focus widget, not the application's: while Settings is open the window
        # is inactive, and a cell it would give the keyboard back to is about to go.
        last_focus = self.window().focusWidget()
        had_focus = last_focus is None or last_focus in self._cells.values()
        for widget in [*self._cells.values(), *self._labels]:
            self._layout.removeWidget(widget)
            widget.deleteLater()
        self._cells.clear()
        self._labels.clear()
        self._size = size
        self._cursor = None
        self._cursor_shown = False
        for row in range(size):
            for col in range(size):
                button = CellButton((row, col), self._host)
                button.set_theme(self._host.theme)
                button.clicked.connect(self._on_cell_clicked)
                button.mouse_pressed.connect(self._on_cell_mouse_pressed)
                button.keyboard_used.connect(self._on_cell_keyboard_used)
                button.focused_by.connect(self._on_cell_focused_by)
                self._layout.addWidget(button, row + 1, col + 1)
                self._cells[(row, col)] = button
        self._labels = add_coordinates(self._layout, self._host, size, self.fontMetrics())
        self._host.set_cells(dict(self._cells))
        self._layout.setRowStretch(0, 0)
        self._layout.setColumnStretch(0, 0)
        for index in range(1, size + 1):
            self._layout.setRowStretch(index, 1)
            self._layout.setColumnStretch(index, 1)
        for index in range(size + 1, self._layout.rowCount()):
            self._layout.setRowStretch(index, 0)
        for index in range(size + 1, self._layout.columnCount()):
            self._layout.setColumnStretch(index, 0)
        self._line_overlay.raise_()
        self.updateGeometry()
        self._place_host()
        centre = (size // 2, size // 2)
        self._set_tab_stop(centre)
        if had_focus:
            # A new cell shows only once the event loop runs, and a hidden one takes no focus.
            if self._host.isVisible():
                self._cells[centre].show()
            self.focus_cell(centre)

    def _label_size(self, size: int) -> tuple[int, int]:
        """The width of the row numbers' column and the height of the letters' row."""
        return label_size(self.fontMetrics(), size)

    # --- input ---------------------------------------------------------------------------------

    @Slot()
    def _on_cell_clicked(self) -> None:
        button = self.sender()
        if isinstance(button, CellButton):
            self.cell_activated.emit(button.cell)

    @Slot()
    def _on_cell_mouse_pressed(self) -> None:
        if self._cursor_shown:
            self._cursor_shown = False
            self._update_cursor()

    @Slot()
    def _on_cell_keyboard_used(self) -> None:
        if not self._cursor_shown:
            self._cursor_shown = True
            self._update_cursor()

    @Slot(int)
    def _on_cell_focused_by(self, reason: int) -> None:
        button = self.sender()
        if not isinstance(button, CellButton):
            return
        self._cursor = button.cell
        self._set_tab_stop(button.cell)
        if Qt.FocusReason(reason) in _SHOW_CURSOR_REASONS:
            self._cursor_shown = True
        elif Qt.FocusReason(reason) == Qt.FocusReason.MouseFocusReason:
            self._cursor_shown = False
        self._update_cursor()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move the cursor; Home and End go to the ends of its row."""
        current = self.focused_cell()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if current is None or not plain or self._model.is_reviewing:
            super().keyPressEvent(event)
            return
        row, col = current
        last = self._size - 1
        targets = {
            Qt.Key.Key_Up: (max(row - 1, 0), col),
            Qt.Key.Key_Down: (min(row + 1, last), col),
            Qt.Key.Key_Left: (row, max(col - 1, 0)),
            Qt.Key.Key_Right: (row, min(col + 1, last)),
            Qt.Key.Key_Home: (row, 0),
            Qt.Key.Key_End: (row, last),
        }
        target = targets.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self._cursor_shown = True
        self.focus_cell(target)
        event.accept()

    # --- geometry ------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        """Room for comfortable cells."""
        return self._size_for(max(360, self._size * 48))

    def minimumSizeHint(self) -> QSize:
        """Cells big enough to click and read (the window's minimum size follows)."""
        return self._size_for(self._min_grid_side())

    def _min_grid_side(self) -> int:
        cells = self._size * MIN_CELL_PIXELS + (self._size - 1) * GRID_SPACING
        return max(MIN_GRID_PIXELS, cells)

    def _size_for(self, grid_side: int) -> QSize:
        """The size of the view whose cells fill a square of ``grid_side``."""
        label_width, label_height = self._label_size(max(self._size, 1))
        width = label_width + GRID_SPACING + grid_side
        height = label_height + GRID_SPACING + grid_side + self._legend_height(grid_side)
        return QSize(width, height)

    def _legend_height(self, width: int) -> int:
        """The height the legend takes under cells ``width`` wide: none while it is hidden."""
        return self._legend_room(width) if self.legend.isVisibleTo(self) else 0

    def _legend_room(self, width: int) -> int:
        """The height of the legend at ``width``, with the gap above it, shown or not."""
        return LEGEND_GAP + self.legend.heightForWidth(width)

    def _room_width(self, label_width: int) -> int:
        """The width beside the row numbers: the most the cells and the legend can take."""
        return max(self.width() - label_width - GRID_SPACING, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the cells square and centred."""
        super().resizeEvent(event)
        self._place_host()

    def _place_host(self) -> None:
        label_width, label_height = self._label_size(max(self._size, 1))
        room_width = self._room_width(label_width)
        room_height = self.height() - label_height - GRID_SPACING
        # The legend spans the room beside the row labels, whatever the cells' size, so its
        # height does not change with theirs: the window grows and shrinks by just that
        # height when the legend comes and goes (see _show_legend), and the cells stay put.
        legend = self._legend_height(room_width)
        side = max(min(room_width, room_height - legend), self._min_grid_side())
        width = label_width + GRID_SPACING + side
        height = label_height + GRID_SPACING + side
        left = max((self.width() - width) // 2, 0)
        top = max((self.height() - height - legend) // 2, 0)
        self._host.setGeometry(QRect(left, top, width, height))
        self._line_overlay.setGeometry(self._host.rect())
        self._result_banner.place()
        # The grid shares out the pixels that do not divide evenly: the smallest cell's side.
        cell_side = (side - (self._size - 1) * GRID_SPACING) // max(self._size, 1)
        for button in self._cells.values():
            button.set_value_side(cell_side)
        if legend:
            self.legend.setGeometry(
                QRect(
                    label_width + GRID_SPACING,
                    top + height + LEGEND_GAP,
                    room_width,
                    legend - LEGEND_GAP,
                )
            )
