"""Colours for the board, derived from the widget's palette so that light and dark themes both work.

Nothing here is a fixed colour: every hue is placed at a lightness chosen against the palette's
base colour, and the shapes (a cross, a ring) tell the marks apart without colour at all.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from ttt_qt.engine import Mark

_FALLBACK_HUE = 215  # when the palette's highlight is grey, X takes a blue
_WIN_HUE = 125
_LOSS_HUE = 0


def is_dark(palette: QPalette) -> bool:
    """True when the palette draws light text on a dark background."""
    return palette.color(QPalette.ColorRole.Base).lightnessF() < 0.5


def mark_color(palette: QPalette, mark: Mark) -> QColor:
    """The colour of ``mark``: X takes the highlight's hue, O the opposite hue."""
    highlight = palette.color(QPalette.ColorRole.Highlight)
    hue = highlight.hslHue()
    if hue < 0 or highlight.hslSaturationF() < 0.15:
        hue = _FALLBACK_HUE
    if mark == "O":
        hue = (hue + 180) % 360
    lightness = 0.70 if is_dark(palette) else 0.40
    return QColor.fromHslF(hue / 360, 0.75, lightness)


def line_color(palette: QPalette, mark: Mark) -> QColor:
    """The colour of the completed line: that of ``mark``, the mark that completed it.

    In normal rules that is the winner; in reverse rules the loser, whose line it still is.
    """
    return mark_color(palette, mark)


def line_cell_color(palette: QPalette, mark: Mark) -> QColor:
    """The shade behind the cells of a line completed by ``mark``."""
    color = mark_color(palette, mark)
    color.setAlphaF(0.18)
    return color


def frame_color(palette: QPalette, mark: Mark) -> QColor:
    """The colour of the frame around the last move or a hint: that of the mark it frames."""
    return mark_color(palette, mark)


def evaluation_color(palette: QPalette, kind: str, score: float, plies: int | None) -> QColor:
    """A translucent shade for a cell's value: green for a win, red for a loss, none for a draw.

    Proven results nearer the end are shaded more strongly; estimates blend from red to green
    by their win rate.
    """
    if kind == "draw":
        color = QColor(palette.color(QPalette.ColorRole.Mid))
        color.setAlphaF(0.18)
        return color
    if kind in ("win", "loss"):
        hue = _WIN_HUE if kind == "win" else _LOSS_HUE
        nearness = 1.0 if plies is None else 1.0 / (1.0 + 0.15 * max(plies - 1, 0))
        alpha = 0.22 + 0.33 * nearness
    else:
        hue = round(_LOSS_HUE + (_WIN_HUE - _LOSS_HUE) * min(max(score, 0.0), 1.0))
        alpha = 0.12 + 0.40 * abs(score - 0.5)
    lightness = 0.45 if is_dark(palette) else 0.55
    color = QColor.fromHslF(hue / 360, 0.70, lightness)
    color.setAlphaF(alpha)
    return color


def cursor_color(palette: QPalette) -> QColor:
    """The keyboard cursor's ring: the strongest contrast the palette has (text on the base)."""
    return QColor(palette.color(QPalette.ColorRole.Text))


def cursor_halo_color(palette: QPalette) -> QColor:
    """The band around the cursor's ring that sets it off from borders, frames and shading."""
    return QColor(palette.color(QPalette.ColorRole.Base))


def label_color(palette: QPalette) -> QColor:
    """The colour of the coordinates beside the board."""
    return QColor(palette.color(QPalette.ColorRole.WindowText))


def text_color(palette: QPalette) -> QColor:
    """The colour of text drawn on the board."""
    return QColor(palette.color(QPalette.ColorRole.ButtonText))
