"""One square of the board: a push button that paints itself as part of a game board.

The button keeps the mark as its text (for screen readers and tests) but paints no button at
all: its part of the board (paper or wood, see ``surface``), then the evaluation's shade,
the frames, the mark as its theme draws it (see ``mark_painter``) and the keyboard cursor. A
new mark draws itself in while ``mark_animation`` runs; the game never waits for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from ttt_qt.engine import Mark, Move, cell_name

from ..computer.evaluation_text import fill
from . import palette as colors
from .cell_shape import (
    MIN_CELL_PIXELS,
    MIN_LETTER_PIXELS,
    CellShape,
    ValueLayout,
    fitted_font,
    letter_pixels,
)
from .cell_signs import paint_forbidden_sign, paint_note
from .mark_painter import paint_mark
from .motion import drawing_animation, progress
from .surface import BoardSurface
from .theme import BoardTheme, board_theme

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

VALUE_MARGIN = 0.05
"""The room kept free on each side of a value, as a part of the cell's side."""

FALLBACK_ROOM = 0.4
"""Extra room above a value under a hint, as a part of its height (see ``value_layout``)."""

HINT_OPACITY = 0.35
"""A hint's mark is drawn faintly."""

DRAW_MS = 180
"""How long a new mark takes to draw itself in, in milliseconds."""

SCALE_SPOT = 0.7
"""On a go board a value's colour is a spot this part of a stone's size (smaller than a stone)."""

PRESSED_SHADE = 0.14
"""How strongly a free cell darkens while the mouse presses it."""

LINE_SHADE = 0.12
"""How strongly the cells of the completed line take its colour."""

NAVIGATION_KEYS = frozenset(
    (
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
    )
)
"""Keys a cell leaves to the board: they move the cursor, or step through a reviewed game."""

CHIP_PADDING = 0.35
"""The room around a value's letters on a go board's chip, as a part of the text's height."""

_PLAY_KEYS = frozenset((Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space))

CONTEXT = "CellButton"


@dataclass(frozen=True, slots=True)
class CellState:
    """What a cell shows.

    Attributes:
        mark: the mark on the cell, or None.
        last_move: the cell holds the most recent move.
        in_line: the cell is part of the completed line.
        hint: the mark suggested here by a hint, drawn faintly.
        value_label: the evaluation overlay's text, such as ``Win in 3`` or ``62%``.
        value_kind: ``win``, ``draw``, ``loss`` or ``estimate``.
        value_score: the expected result in [0, 1] for the side to move (a draw counts half).
        value_plies: moves to the end for a proven result.
        value_detail: the value in full sentences, the cell's tooltip.
        cursor: the keyboard cursor is on this cell (drawn while the cell has focus).
        value_scale: the value is a colour first (above 7 x 7): written only where its letters
            are big enough to read.
        forbidden: why X, to move, may not play this cell (Renju's "double three"), in the
            window's language; "" when it may.
        note: the coach's short note in the cell's corner (a move's sign such as ``??``, or
            a step of the best line: ``1``, ``2``...); "" for none.
        note_colour: the note's colour (a ``QColor`` name).
        note_detail: the note in words, for the tooltip and screen readers.
    """

    mark: Mark | None = None
    last_move: bool = False
    in_line: bool = False
    hint: Mark | None = None
    value_label: str = ""
    value_kind: str = ""
    value_score: float = 0.5
    value_plies: int | None = None
    value_detail: str = ""
    cursor: bool = False
    value_scale: bool = False
    forbidden: str = ""
    note: str = ""
    note_colour: str = ""
    note_detail: str = ""


class CellButton(QPushButton):
    """A board cell named ``cell_<row>_<col>``, with the accessible name ``A1, empty``.

    Arrow keys, Home and End are left to the board (the parent), which moves the cursor or
    steps through a reviewed game; Enter and Return play the cell like Space.

    Signals:
        keyboard_used(): a key that moves the cursor or plays was pressed on the cell.
        mouse_pressed(): a mouse button went down on the cell.
        focused_by(int): the cell took keyboard focus for this ``Qt.FocusReason``.
    """

    keyboard_used = Signal()
    mouse_pressed = Signal()
    focused_by = Signal(int)

    def __init__(self, move: Move, parent: QWidget | None = None) -> None:
        """Make the button of cell ``move``."""
        super().__init__(parent)
        self.cell = move
        self._state = CellState()
        self._value_side: float | None = None
        self._theme = board_theme("", self.palette())
        self._drawing = drawing_animation(self, DRAW_MS, self._on_drawing_value_changed)
        row, col = move
        self.setObjectName(f"cell_{row}_{col}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(MIN_CELL_PIXELS, MIN_CELL_PIXELS)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoDefault(False)
        self._update_texts()

    @property
    def state(self) -> CellState:
        """What the cell shows now."""
        return self._state

    @property
    def theme(self) -> BoardTheme:
        """The look the cell is painted in."""
        return self._theme

    @property
    def mark_animation(self) -> QVariantAnimation:
        """The animation that draws a new mark in (from 0, nothing, to 1, the whole mark)."""
        return self._drawing

    @property
    def mark_progress(self) -> float:
        """How much of the mark is drawn: 1 unless it is drawing itself in."""
        return progress(self._drawing)

    def set_theme(self, theme: BoardTheme) -> None:
        """Paint the cell in ``theme``."""
        if theme != self._theme:
            self._theme = theme
            self.update()

    def set_state(self, state: CellState) -> None:
        """Show ``state`` at once; repaint only when something changed.

        A mark that came or went stops a mark being drawn in: the new state shows whole.
        """
        if state == self._state:
            return
        if state.mark != self._state.mark:
            self._drawing.stop()
        self._state = state
        self._update_texts()
        self.update()

    def draw_in(self) -> None:
        """Let the cell's mark draw itself in, from nothing (the state is already whole)."""
        if self._state.mark is not None:
            self._drawing.stop()
            self._drawing.start()
            self.update()

    def value_text_shown(self) -> bool:
        """True when the value is written on the cell, not only shown as a colour."""
        state = self._state
        if not state.value_label or state.mark:
            return False
        return not state.value_scale or letter_pixels(self.value_layout().font) >= MIN_LETTER_PIXELS

    def set_value_side(self, side: float | None) -> None:
        """Size the value's text for a cell of ``side`` pixels (None: this cell's own side).

        The board gives every cell its smallest cell's side, so that a value reads the same
        size in every cell, though cells differ by a pixel where the board's width does not
        divide evenly.
        """
        if side != self._value_side:
            self._value_side = side
            if self._state.value_label:
                self.update()

    def sizeHint(self) -> QSize:
        """A comfortable square cell."""
        return QSize(64, 64)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter and Return play like Space; navigation keys go on to the board."""
        key = Qt.Key(event.key())
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain and (key in NAVIGATION_KEYS or key in _PLAY_KEYS):
            self.keyboard_used.emit()
        if plain and key in NAVIGATION_KEYS:
            event.ignore()
            return
        if plain and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Tell the board the mouse is in use, then press as usual."""
        self.mouse_pressed.emit()
        super().mousePressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Tell the board how the focus came (by Tab, a click...)."""
        super().focusInEvent(event)
        self.focused_by.emit(int(event.reason().value))

    def paintEvent(self, event: QPaintEvent) -> None:
        """The board under the cell, the shading, the frames, the value, the mark, the cursor."""
        painter = QPainter(self)
        self._paint_board(painter)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        state = self._state
        theme = self._theme
        shape = CellShape.of(QRectF(self.rect()))
        if state.value_label and state.value_scale and theme.stones:
            # On a go board the colour sits on the point, where a stone would go.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._value_color())
            spot = shape.stone.width() * SCALE_SPOT / 2
            painter.drawEllipse(shape.stone.center(), spot, spot)
        elif state.value_label and not theme.through_centres:
            self._paint_shade(painter, shape, self._value_color())
        if self.isDown() and not state.mark:
            pressed = QColor(theme.grid)
            pressed.setAlphaF(PRESSED_SHADE)
            self._paint_shade(painter, shape, pressed)
        if state.in_line and state.mark and not theme.stones:
            line = theme.accent(state.mark)
            line.setAlphaF(LINE_SHADE)
            self._paint_shade(painter, shape, line)
        framed = state.mark if state.last_move else state.hint
        if framed:
            pen = QPen(theme.accent(framed), shape.frame_width)
            if state.hint and not state.last_move:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(shape.frame, shape.radius, shape.radius)
        mark_rect = shape.stone if theme.stones else shape.mark
        if self.value_text_shown():
            mark_rect = self._paint_value(painter)
        seed = self.cell[0] * 131 + self.cell[1] * 17 + 1
        if state.mark:
            paint_mark(
                painter, theme, state.mark, mark_rect, progress=self.mark_progress, seed=seed
            )
        elif state.forbidden and not self.value_text_shown():
            paint_forbidden_sign(painter, shape, theme)
        elif state.hint and not mark_rect.isEmpty():
            paint_mark(painter, theme, state.hint, mark_rect, opacity=HINT_OPACITY, seed=seed)
        if state.note:
            paint_note(
                painter, shape, theme, state.note, font=self.font(), colour=state.note_colour
            )
        if state.cursor and self.hasFocus():
            self._paint_cursor(painter, shape)

    def _paint_board(self, painter: QPainter) -> None:
        """The cell's part of the board: paper or wood and the grid (no button panel)."""
        board = self.parentWidget()
        if isinstance(board, BoardSurface) and board.theme == self._theme:
            board.paint_part(painter, self.geometry())
        else:
            painter.fillRect(self.rect(), self._theme.surface)

    def _value_color(self) -> QColor:
        state = self._state
        return colors.evaluation_color(
            self.palette(),
            state.value_kind,
            state.value_score,
            state.value_plies,
            scale=state.value_scale,
        )

    @staticmethod
    def _paint_shade(painter: QPainter, shape: CellShape, color: QColor) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawRoundedRect(shape.inner, shape.radius, shape.radius)

    def value_layout(self) -> ValueLayout:
        """Where the value's text and a hint's faint mark go, so that they never touch."""
        state = self._state
        shape = CellShape.of(QRectF(self.rect()))
        # The font is fitted to the board's common side, the text placed in this cell.
        side = self._value_side or shape.side
        sized = CellShape.of(QRectF(0, 0, side, side))
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        if not state.hint:
            # No frame on a free cell without a hint: the value may use the shading, all but
            # a margin that keeps a long value ("Niederlage in 7") off its rounded edges.
            margin = shape.side * VALUE_MARGIN
            room = shape.inner.adjusted(margin, 0, -margin, 0)
            width = sized.inner.width() - 2 * sized.side * VALUE_MARGIN
            font = fitted_font(self.font(), state.value_label, width, sized.side)
            return ValueLayout(font, room, flags | int(Qt.AlignmentFlag.AlignVCenter), shape.mark)
        room = shape.content  # inside the hint's frame, already clear of the shading's edges
        font = fitted_font(self.font(), state.value_label, sized.content.width(), sized.side)
        # Under a hint the value takes a band at the bottom and the faint mark the room above.
        used = QFontMetricsF(font).boundingRect(room, flags, state.value_label)
        # A script drawn from a fallback font (Arabic, Japanese) may rise above the measured line:
        # the band keeps a little more room at its top.
        height = used.height() * (1 + FALLBACK_ROOM)
        band = QRectF(room.left(), room.bottom() - height, room.width(), height)
        above = QRectF(room.left(), room.top(), room.width(), band.top() - room.top())
        return ValueLayout(
            font, band, flags | int(Qt.AlignmentFlag.AlignBottom), shape.mark_within(above)
        )

    def _paint_value(self, painter: QPainter) -> QRectF:
        """Write the value; return where a hint's faint mark goes."""
        layout = self.value_layout()
        painter.setFont(layout.font)
        text = self._state.value_label
        if self._theme.through_centres:
            self._paint_value_chip(painter)
        painter.setPen(self._theme.text)
        painter.drawText(layout.text, layout.flags, text)
        return layout.mark

    def value_chip(self) -> QRectF:
        """Where the chip under a written value goes on a go board (empty elsewhere).

        The grid runs through the cell's centre, under the text: the chip keeps the letters
        clear of it and carries the value's shade, as the whole cell does on the other boards.
        """
        if not self._theme.through_centres or not self.value_text_shown():
            return QRectF()
        layout = self.value_layout()
        text = self._state.value_label
        used = QFontMetricsF(layout.font).boundingRect(layout.text, layout.flags, text)
        pad = used.height() * CHIP_PADDING
        return used.adjusted(-pad, -pad / 2, pad, pad / 2)

    def _paint_value_chip(self, painter: QPainter) -> None:
        """A rounded chip in the value's colour under its letters, over the lines of the point."""
        chip = self.value_chip()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._theme.surface)
        radius = min(chip.height(), chip.width()) / 2
        painter.drawRoundedRect(chip, radius, radius)
        painter.setBrush(self._value_color())
        painter.drawRoundedRect(chip, radius, radius)

    def _paint_cursor(self, painter: QPainter, shape: CellShape) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self._theme.cursor_halo, shape.cursor_width + 2))
        painter.drawRoundedRect(shape.cursor, shape.radius, shape.radius)
        painter.setPen(QPen(self._theme.cursor, shape.cursor_width))
        painter.drawRoundedRect(shape.cursor, shape.radius, shape.radius)

    def _update_texts(self) -> None:
        state = self._state
        name = cell_name(self.cell)
        self.setText(state.mark or "")
        if state.mark:
            self.setAccessibleName(fill(translate("CellButton", "%1, %2"), name, state.mark))
        elif state.forbidden:
            text = translate("CellButton", "%1, forbidden: %2")
            self.setAccessibleName(fill(text, name, state.forbidden))
        else:
            self.setAccessibleName(fill(translate("CellButton", "%1, empty"), name))
        details = []
        if state.last_move:
            details.append(translate("CellButton", "last move"))
        if state.in_line:
            details.append(translate("CellButton", "completed line"))
        if state.hint:
            details.append(translate("CellButton", "hint"))
        if state.value_detail:
            details.append(state.value_detail)
        elif state.value_label:
            details.append(state.value_label)
        if state.note_detail:
            details.append(state.note_detail)
        self.setAccessibleDescription(translate("CellButton", ", ").join(details))
        tips = [state.value_detail] if state.value_detail else []
        if state.note_detail:
            tips.append(state.note_detail)
        if state.forbidden and not state.mark:
            tip = translate("CellButton", "Forbidden to X under Renju: %1")
            tips.insert(0, fill(tip, state.forbidden))
        self.setToolTip("\n".join(tips))

    @Slot(object)
    def _on_drawing_value_changed(self, value: object) -> None:
        self.update()
