"""The evaluation's colours, derived from the widget's palette so that light and dark both work.

Every hue is placed at a lightness chosen against the palette's base colour. The board's own
colours (surface, grid, marks, frames, cursor) belong to its theme: see ``theme``.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

_WIN_HUE = 125
_LOSS_HUE = 0
_DRAW_HUE = 212  # a blue: on a colour scale a draw is a hue of its own, apart from the estimates


def is_dark(palette: QPalette) -> bool:
    """True when the palette draws light text on a dark background."""
    return palette.color(QPalette.ColorRole.Base).lightnessF() < 0.5


def evaluation_color(
    palette: QPalette, kind: str, score: float, plies: int | None, *, scale: bool = False
) -> QColor:
    """A translucent shade for a cell's value: green for a win, red for a loss.

    Proven results nearer the end are shaded more strongly; estimates blend from red to green
    by their win rate. A draw is a faint grey under a written value. On the colour scale of a
    big board (``scale``), where the colour alone may tell the value, see ``scale_color``.
    """
    if scale:
        return scale_color(palette, kind, score, plies)
    if kind == "draw":
        color = QColor(palette.color(QPalette.ColorRole.Mid))
        color.setAlphaF(0.18)
        return color
    if kind in ("win", "loss"):
        hue = _WIN_HUE if kind == "win" else _LOSS_HUE
        alpha = 0.22 + 0.33 * _nearness(plies)
    else:
        hue = round(_LOSS_HUE + (_WIN_HUE - _LOSS_HUE) * min(max(score, 0.0), 1.0))
        alpha = 0.12 + 0.40 * abs(score - 0.5)
    lightness = 0.45 if is_dark(palette) else 0.55
    color = QColor.fromHslF(hue / 360, 0.70, lightness)
    color.setAlphaF(alpha)
    return color


def scale_color(palette: QPalette, kind: str, score: float, plies: int | None) -> QColor:
    """A value as a colour alone, for a big board's cells too small for its text.

    Proven wins are green, losses red, draws blue, strongest nearest the end; estimates are
    pale near even chances, turning red or green as they lean either way.
    """
    dark = is_dark(palette)
    if kind in ("win", "loss", "draw"):
        hue = {"win": _WIN_HUE, "loss": _LOSS_HUE, "draw": _DRAW_HUE}[kind]
        near = 1.0 if kind == "draw" else _nearness(plies)
        lightness = (0.40 if dark else 0.50) + 0.12 * (1.0 - near)
        color = QColor.fromHslF(hue / 360, 0.75, lightness)
        color.setAlphaF(0.55 + 0.25 * near)
        return color
    lean = min(abs(score - 0.5) * 2.0, 1.0)
    hue = _WIN_HUE if score > 0.5 else _LOSS_HUE
    lightness = (0.30 + 0.25 * lean) if dark else (0.93 - 0.38 * lean)
    color = QColor.fromHslF(hue / 360, 0.15 + 0.6 * lean**0.6, lightness)
    color.setAlphaF(0.6)
    return color


def _nearness(plies: int | None) -> float:
    """1 for a result one move away, less for one further off."""
    return 1.0 if plies is None else 1.0 / (1.0 + 0.15 * max(plies - 1, 0))
