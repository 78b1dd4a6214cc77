"""The result banner's colours: a nearly opaque band in the window's colours, text that reads.

Both colours come from one palette group: the one Qt gives the band now (inactive while a
dialog is open), or the active group when a desktop dims the inactive text too far, and the
text meets the WCAG contrast of 4.5:1 over any board under the band.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from .theme import contrast_ratio

OPACITY = 0.95
"""How much of the board the band's background covers, at full strength.

Enough that no grid line or mark under it crosses its text (they show at a twentieth of their
strength), while the board still shows faintly through: the band lies over it.
"""

EDGE_STRENGTH = 0.4
"""How far the band's outline goes from its background towards its text colour."""

MIN_CONTRAST = 4.5
"""The least contrast of the band's text against its background (WCAG AA for normal text)."""


def over(top: QColor, under: QColor) -> QColor:
    """The opaque colour that ``top`` (translucent, say) shows as, painted over ``under``."""
    alpha = top.alphaF()
    return QColor.fromRgbF(
        alpha * top.redF() + (1 - alpha) * under.redF(),
        alpha * top.greenF() + (1 - alpha) * under.greenF(),
        alpha * top.blueF() + (1 - alpha) * under.blueF(),
    )


@dataclass(frozen=True, slots=True)
class BannerColours:
    """The colours the band paints with.

    Attributes:
        background: the band's fill, ``OPACITY`` of the window's colour over the board.
        edge: its outline (opaque).
        headline: the result's text (opaque).
        next_step: the smaller line's text (opaque).
    """

    background: QColor
    edge: QColor
    headline: QColor
    next_step: QColor

    def background_over(self, under: QColor) -> QColor:
        """The band's background as it shows over ``under`` (the board, a grid line, a mark)."""
        return over(self.background, under)

    def least_contrast(self, text: QColor) -> float:
        """``text``'s contrast against the background over the lightest or darkest board."""
        return min(
            contrast_ratio(text, self.background_over(QColor(under)))
            for under in (Qt.GlobalColor.black, Qt.GlobalColor.white)
        )


def banner_colours(palette: QPalette, group: QPalette.ColorGroup) -> BannerColours:
    """The band's colours from ``palette``'s window colours in ``group``.

    Both colours come from one group: ``group`` when its text reads on its window colour,
    else the active group (an inactive group some desktops dim to grey on grey), else
    ``group``'s window colour with black or white text, whichever reads better.
    """
    for source in (group, QPalette.ColorGroup.Active):
        colours = _colours_of(
            palette.color(source, QPalette.ColorRole.Window),
            palette.color(source, QPalette.ColorRole.WindowText),
        )
        if colours.least_contrast(colours.headline) >= MIN_CONTRAST:
            return colours
    window = palette.color(group, QPalette.ColorRole.Window)
    black, white = (
        _colours_of(window, QColor(colour))
        for colour in (Qt.GlobalColor.black, Qt.GlobalColor.white)
    )
    if black.least_contrast(black.headline) >= white.least_contrast(white.headline):
        return black
    return white


def _colours_of(window: QColor, text: QColor) -> BannerColours:
    """The band's colours for text ``text`` on a window coloured ``window``."""
    background = QColor(window)
    background.setAlphaF(OPACITY)
    ink = QColor(text)
    ink.setAlphaF(1.0)
    edge = QColor.fromRgbF(
        *(
            (1 - EDGE_STRENGTH) * low + EDGE_STRENGTH * high
            for low, high in zip(
                (window.redF(), window.greenF(), window.blueF()),
                (ink.redF(), ink.greenF(), ink.blueF()),
                strict=True,
            )
        )
    )
    return BannerColours(background=background, edge=edge, headline=ink, next_step=QColor(ink))
