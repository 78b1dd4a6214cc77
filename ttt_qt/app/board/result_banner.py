"""The result over the board once a game is over: a nearly opaque band that keeps off the line.

The band says the result in the window's words ("You won!", "Draw.", "Bob won!") and, in a
smaller line, what to do next. It sits at the top or the bottom of the cells, as wide as the
room that the completed line leaves there, so the line stays in full view, and over as few
marks as it can. It fades in when animations are on, and goes as soon as the game goes on
(undo), another takes its place (new game) or a game is reviewed. A click on it hides it for
that result (the status beside the board keeps saying it); it takes no focus, and no click
outside its band.

Its colours (``banner_colours``) hide what lies under its text and read in every palette.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, Qt, QTimer, Slot
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ttt_qt.engine import Move

from ..game.model import GameModel
from .banner_colours import BannerColours, banner_colours
from .motion import drawing_animation

FADE_MS = 180
"""How long the band takes to fade in, with animations on."""

NEXT_STEP_LINES = 2
"""The most lines the next step may take before the band shows the result alone."""

HEADLINE_SCALE = 1.5
"""The result's font size, in times the window's."""


class ResultBanner(QWidget):
    """The band ``resultBanner`` over the cells of a finished game.

    Its accessible name is the result; its accessible description, what to do next.

    Attributes:
        headline: the result the band shows ("" while hidden).
        next_step: the smaller line under it.
    """

    def __init__(self, model: GameModel, cell: Callable[[Move], QWidget], parent: QWidget) -> None:
        """Over ``parent`` (the board view), placed by the cells that ``cell`` gives by move."""
        super().__init__(parent)
        self.setObjectName("resultBanner")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Click to hide this. The result stays beside the board."))
        self._model = model
        self._cell = cell
        self._view = parent
        self.headline = ""
        self.next_step = ""
        self._clicked_away = False  # a click hid this result (until the game goes on or goes)
        self._opacity = 1.0
        self._fade = drawing_animation(self, FADE_MS, self._on_fade_value_changed)
        # Once the grid's layout has placed new cells (it does so when the events are handled).
        self._place_later = QTimer(self)
        self._place_later.setSingleShot(True)
        self._place_later.setInterval(0)
        self._place_later.timeout.connect(self.place)
        model.game_replaced.connect(self._on_model_game_replaced)
        self.hide()

    @property
    def opacity(self) -> float:
        """How far the band has faded in: 0 (not yet) to 1 (whole)."""
        return self._opacity

    def colours(self) -> BannerColours:
        """The colours the band paints with now, from its palette's current group."""
        palette = self.palette()
        return banner_colours(palette, palette.currentColorGroup())

    @Slot()
    def refresh(self) -> None:
        """Show the result of the game over on the board, or hide the band when there is none.

        A band a click hid stays hidden until the game goes on or another takes its place.
        """
        model = self._model
        outcome = model.board.outcome
        if outcome is None or model.is_reviewing:
            self._clicked_away = False
        if outcome is None or model.is_reviewing or self._clicked_away:
            self._go()
            return
        # Placed again each time: another finished game may have the same result.
        self.headline = model.texts.outcome_message(outcome)
        self.next_step = self.tr("Press New game to play again.")
        self.setAccessibleName(self.headline)
        self.setAccessibleDescription(self.next_step)
        self.place()
        self._place_later.start()
        if self.isHidden():
            self._opacity = 0.0 if model.settings.animations else 1.0
            if model.settings.animations:
                self._fade.start()
            self.raise_()
            self.show()
        self.update()

    def _go(self) -> None:
        """Hide the band (no result, or a click hid it)."""
        self._fade.stop()
        self.headline = self.next_step = ""
        self.hide()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Take the press (the cell under the band is not pressed): a click hides the band."""
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Hide the band when a left click ends on it; the board under it stays as it was."""
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self._clicked_away = True
            self._go()

    @Slot()
    def place(self) -> None:
        """Put the band where the completed line is not (call when the cells moved)."""
        if not self.headline:
            return
        board = self._model.board
        last = board.rules.size - 1
        cells = self._rect_of((0, 0)).united(self._rect_of((last, last)))
        line = [self._rect_of(move) for move in board.completed_line or ()]
        size = board.rules.size
        every = [(row, col) for row in range(size) for col in range(size)]
        marks = [self._rect_of(move) for move in every if board.mark_at(move) is not None]
        band = band_geometry(cells, line, self._height_for, self._least_width(), marks=marks)
        self.setGeometry(band)

    def _rect_of(self, move: Move) -> QRect:
        """The cell ``move``'s rectangle in the board view."""
        cell = self._cell(move)
        return QRect(cell.mapTo(self._view, QPoint(0, 0)), cell.size())

    # --- the band's inside ----------------------------------------------------------------------

    def _headline_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * HEADLINE_SCALE)
        font.setBold(True)
        return font

    def _padding(self) -> int:
        return max(4, self.fontMetrics().height() // 2)

    def _least_width(self) -> int:
        """The narrowest band that still shows each word of the result whole."""
        metrics = QFontMetrics(self._headline_font())
        widest = max((metrics.horizontalAdvance(word) for word in self.headline.split()), default=0)
        return widest + 2 * self._padding()

    def text_rects(self, width: int) -> tuple[QRect, QRect]:
        """Where the result and the next step go in a band ``width`` wide (from its top left).

        The next step takes at most two lines (a longer language wraps it): where it would
        need more, the narrow band (beside a line down the middle of a small board) shows the
        result alone (an empty rectangle).
        """
        padding = self._padding()
        inner = max(width - 2 * padding, 1)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        room = QRect(0, 0, inner, 10_000)
        headline = QFontMetrics(self._headline_font()).boundingRect(room, flags, self.headline)
        top = QRect(padding, padding, inner, headline.height())
        metrics = self.fontMetrics()
        step = metrics.boundingRect(room, flags, self.next_step)
        if step.width() > inner or step.height() > NEXT_STEP_LINES * metrics.lineSpacing():
            return top, QRect(padding, top.bottom() + 1, inner, 0)
        gap = padding // 3
        bottom = QRect(padding, top.bottom() + 1 + gap, inner, step.height())
        return top, bottom

    def _height_for(self, width: int) -> int:
        """The band's height at ``width``."""
        _, step = self.text_rects(width)
        return step.bottom() + 1 + self._padding()

    def paintEvent(self, event: QPaintEvent) -> None:
        """A rounded, nearly opaque band in the window's colours, the result over it."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(self._opacity)
        colours = self.colours()
        painter.setPen(QPen(colours.edge, 1.0))
        painter.setBrush(colours.background)
        band = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        radius = min(band.height() / 2, float(self.fontMetrics().height()))
        painter.drawRoundedRect(band, radius, radius)
        headline_rect, step_rect = self.text_rects(self.width())
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        painter.setPen(colours.headline)
        painter.setFont(self._headline_font())
        painter.drawText(headline_rect, flags, self.headline)
        painter.setPen(colours.next_step)
        painter.setFont(self.font())
        if not step_rect.isEmpty():
            painter.drawText(step_rect, flags, self.next_step)

    @Slot()
    def _on_model_game_replaced(self) -> None:
        self._clicked_away = False  # another game: its result shows

    @Slot(object)
    def _on_fade_value_changed(self, value: object) -> None:
        self._opacity = float(value) if isinstance(value, (int, float)) else 1.0
        self.update()


def band_geometry(
    cells: QRect,
    line: Sequence[QRect],
    height_for: Callable[[int], int],
    least_width: int,
    *,
    marks: Sequence[QRect] = (),
) -> QRect:
    """Where the band goes over ``cells`` (the board's cells): clear of ``line``'s cells.

    The band runs along the top or the bottom of the cells, across a run of columns that the
    line's cells leave free there (``height_for`` gives its height at a width). The widest
    such band wins, then the one over the fewest ``marks`` (the played cells), then the one
    farther from the line; a draw (no line) takes the bottom. When no run is wide enough
    (at least ``least_width``), the band spans the edge farther from the line.
    """
    margin = max(2, min(cells.width(), cells.height()) // 60)
    centre = _centre_y(line) if line else float(cells.top())
    fits = [
        band
        for at_top in (False, True)
        for band in _bands_at(cells, line, height_for, least_width, margin=margin, at_top=at_top)
        if not any(band.intersects(cell) for cell in line)
    ]
    if fits:
        return max(
            fits,
            key=lambda band: (
                band.width(),
                -sum(band.intersects(mark) for mark in marks),
                abs(band.center().y() - centre),
            ),
        )
    at_top = centre > cells.center().y()
    width = cells.width() - 2 * margin
    height = min(height_for(width), cells.height() - 2 * margin)
    top = cells.top() + margin if at_top else cells.bottom() + 1 - margin - height
    return QRect(cells.left() + margin, top, width, height)


def _bands_at(
    cells: QRect,
    line: Sequence[QRect],
    height_for: Callable[[int], int],
    least_width: int,
    *,
    margin: int,
    at_top: bool,
) -> list[QRect]:
    """A band along one edge in each run of columns there that ``line`` leaves free.

    The runs are those beside a band as wide as the board; a narrower band may need more
    lines of text, and so reach further in, where the line may be in its way (the caller
    checks).
    """

    def top_of(height: int) -> int:
        return cells.top() + margin if at_top else cells.bottom() + 1 - margin - height

    height = height_for(cells.width() - 2 * margin)
    top = top_of(height)
    bands = []
    for left, right in _free_runs(cells, line, top - margin, top + height + margin):
        width = right - left + 1 - 2 * margin
        if width < least_width:
            continue
        band_height = height_for(width)
        if band_height <= cells.height() - 2 * margin:
            bands.append(QRect(left + margin, top_of(band_height), width, band_height))
    return bands


def _free_runs(cells: QRect, line: Sequence[QRect], top: int, bottom: int) -> list[tuple[int, int]]:
    """The runs of columns in ``cells`` (first and last x) that no cell of ``line`` reaches into.

    Only the line's cells between ``top`` and ``bottom`` count.
    """
    blocked = sorted(
        (cell.left(), cell.right())
        for cell in line
        if cell.bottom() >= top and cell.top() <= bottom
    )
    runs = []
    start = cells.left()
    for left, right in blocked:
        if left > start:
            runs.append((start, left - 1))
        start = max(start, right + 1)
    if start <= cells.right():
        runs.append((start, cells.right()))
    return runs


def _centre_y(line: Sequence[QRect]) -> float:
    """The middle of the line's cells, up and down."""
    return sum(cell.center().y() for cell in line) / len(line)
