"""The board's looks: the colours and proportions of the paper, go and high-contrast themes.

A theme is a value chosen from its name and the palette's lightness, so each look has a light
and a dark form. Nothing here paints: ``surface`` draws the board under the cells and
``mark_painter`` the marks, both from a ``BoardTheme``.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from ttt_qt.engine import Mark, Move

from ..settings.app_settings import THEMES, effective_theme
from .palette import is_dark


@dataclass(frozen=True, slots=True)
class BoardTheme:
    """How the board looks: surface, grid, marks and the plain signs drawn over them.

    Attributes:
        name: ``paper``, ``go`` or ``high-contrast``.
        dark: the dark form, for a dark palette.
        surface: the board's colour (paper, wood, or plain black or white).
        shade: a darker tone of the surface: the wood's grain, the paper's edge.
        grid: the grid lines' and star points' colour.
        grid_width: the grid lines' width, as a part of a cell's side.
        min_grid_width: the thinnest grid line, in pixels.
        through_centres: the grid runs through the cells' centres (a go board), not between.
        wobble: how far a drawn line strays from straight, as a part of a cell's side.
        stones: marks are black (X) and white (O) stones, not strokes.
        ink_x: the colour of X's strokes (or of the black stone).
        ink_o: the colour of O's strokes (or of the white stone).
        stroke: a stroke mark's width, as a part of the mark's side.
        accent_x: the last move's frame, a hint and the completed line for X.
        accent_o: the same for O.
        cursor: the keyboard cursor's ring.
        cursor_halo: the band that sets the cursor off from what lies under it.
        text: the evaluation's text.
        label: the coordinates beside the board.
        forbidden: the sign on a cell forbidden to X under Renju.
    """

    name: str
    dark: bool
    surface: QColor
    shade: QColor
    grid: QColor
    grid_width: float
    min_grid_width: float
    through_centres: bool
    wobble: float
    stones: bool
    ink_x: QColor
    ink_o: QColor
    stroke: float
    accent_x: QColor
    accent_o: QColor
    cursor: QColor
    cursor_halo: QColor
    text: QColor
    label: QColor
    forbidden: QColor

    def ink(self, mark: Mark) -> QColor:
        """The colour of ``mark``'s strokes or stone."""
        return QColor(self.ink_x if mark == "X" else self.ink_o)

    def accent(self, mark: Mark) -> QColor:
        """The colour of the last move's frame, a hint and the completed line for ``mark``."""
        return QColor(self.accent_x if mark == "X" else self.accent_o)

    def grid_pen_width(self, side: float) -> float:
        """The width of a grid line between or through cells of ``side`` pixels."""
        return max(self.min_grid_width, side * self.grid_width)


PAPER, GO, HIGH_CONTRAST = THEMES
"""The themes' names, as stored in the settings."""

HIGH_CONTRAST_RATIO = 7.0
"""The least contrast of marks, grid and cursor against the board in the high-contrast theme."""

_PURE_LIGHTNESS = 0.02
"""A colour this close to black or white counts as pure (a high-contrast palette's surfaces)."""

_SYSTEM_CONTRAST = 15.0
"""The text contrast of a palette taken for a high-contrast one (with pure surfaces)."""


_PEN_COLOURS: dict[str, tuple[str, str, str, str]] = {
    # role: paper (light, dark), high contrast (light, dark)
    "surface": ("#fbf7ec", "#2b3038", "#ffffff", "#000000"),
    "shade": ("#e4dcc8", "#1f2329", "#000000", "#ffffff"),
    "grid": ("#7d8795", "#8a95a3", "#000000", "#ffffff"),
    "ink_x": ("#1d4f9e", "#8fbaff", "#000000", "#ffff00"),
    "ink_o": ("#b5352a", "#ff9d8a", "#0000a0", "#00ffff"),
    "cursor": ("#1b1b1b", "#f4f4f4", "#8a0099", "#ff66ff"),
    "text": ("#2a2a2a", "#e8e8e8", "#000000", "#ffffff"),
    "label": ("#6f665b", "#aab3be", "#000000", "#ffffff"),
    "forbidden": ("#c62828", "#ff6b6b", "#b00000", "#ff6666"),
}
"""The pen themes' colours: paper's (squared paper and two pens; in the dark form a slate with
light ink), then high contrast's (black on white or white on black, two strong mark colours)."""


def _pen_theme(name: str, dark: bool) -> BoardTheme:
    """Paper or high contrast: marks drawn in two inks, each mark's accents in its own ink."""
    high_contrast = name == HIGH_CONTRAST  # thick straight lines, thick strokes
    column = 2 * high_contrast + dark
    colour = {role: QColor(tones[column]) for role, tones in _PEN_COLOURS.items()}
    return BoardTheme(
        name=name,
        dark=dark,
        stones=False,
        through_centres=False,
        grid_width=0.06 if high_contrast else 0.03,
        min_grid_width=3.0 if high_contrast else 1.5,
        wobble=0.0 if high_contrast else 0.012,
        stroke=0.2 if high_contrast else 0.14,
        surface=colour["surface"],
        shade=colour["shade"],
        grid=colour["grid"],
        ink_x=colour["ink_x"],
        ink_o=colour["ink_o"],
        accent_x=QColor(colour["ink_x"]),
        accent_o=QColor(colour["ink_o"]),
        cursor=colour["cursor"],
        cursor_halo=QColor(colour["surface"]),
        text=colour["text"],
        label=colour["label"],
        forbidden=colour["forbidden"],
    )


def _tone(dark: bool, light_form: str, dark_form: str) -> QColor:
    """The colour ``light_form``, or ``dark_form`` in a theme's dark form."""
    return QColor(dark_form if dark else light_form)


def _go(dark: bool) -> BoardTheme:
    """A wooden go board with black and white stones; a darker wood in the dark form."""
    grid, accent = _tone(dark, "#3a2a12", "#1f1609"), _tone(dark, "#b3170e", "#8b0000")
    return BoardTheme(
        name=GO,
        dark=dark,
        stones=True,
        through_centres=True,
        grid_width=0.025,
        min_grid_width=1.0,
        wobble=0.0,
        stroke=0.14,
        surface=_tone(dark, "#dfb76c", "#b08a4e"),
        shade=_tone(dark, "#c39548", "#8c6a36"),
        grid=grid,
        ink_x=QColor("#161616"),
        ink_o=QColor("#f6f4ee"),
        accent_x=accent,
        accent_o=accent,
        cursor=QColor("#101010"),
        cursor_halo=_tone(dark, "#fff6e0", "#fff0cf"),
        text=QColor("#161616"),
        label=QColor(grid),
        forbidden=QColor(accent),
    )


def board_theme(name: str, palette: QPalette) -> BoardTheme:
    """The theme called ``name`` in its light or dark form, as suits ``palette``.

    An unknown name gives the paper theme.
    """
    dark = is_dark(palette)
    if name == GO:
        return _go(dark)
    return _pen_theme(HIGH_CONTRAST if name == HIGH_CONTRAST else PAPER, dark)


def theme_for(chosen: str, win_length: int, palette: QPalette) -> BoardTheme:
    """The theme of a board: the person's ``chosen`` one, or the rules' and the system's."""
    name = effective_theme(chosen, win_length, system_high_contrast(palette))
    return board_theme(name, palette)


def star_points(size: int) -> list[Move]:
    """The star points (hoshi) of a go board with ``size`` lines.

    The fourth lines' crossings and the centre from 13 lines on (15 x 15: D4, L4, H8, D12,
    L12), the third lines' from 9, and on a smaller odd board the centre alone.
    """
    centre = [(size // 2, size // 2)] if size % 2 else []
    if size < 9:
        return centre if size >= 5 else []
    edge = 3 if size >= 13 else 2
    far = size - 1 - edge
    return [(edge, edge), (edge, far), *centre, (far, edge), (far, far)]


def relative_luminance(color: QColor) -> float:
    """The colour's relative luminance, as WCAG defines it (0 black, 1 white)."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(color.redF())
        + 0.7152 * linear(color.greenF())
        + 0.0722 * linear(color.blueF())
    )


def contrast_ratio(one: QColor, other: QColor) -> float:
    """The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((relative_luminance(one), relative_luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def palette_is_high_contrast(palette: QPalette) -> bool:
    """True for a high-contrast palette: pure black or white surfaces with the strongest text."""
    pairs = (
        (QPalette.ColorRole.Window, QPalette.ColorRole.WindowText),
        (QPalette.ColorRole.Base, QPalette.ColorRole.Text),
        (QPalette.ColorRole.Button, QPalette.ColorRole.ButtonText),
    )
    for back, fore in pairs:
        background = palette.color(back)
        lightness = background.lightnessF()
        if _PURE_LIGHTNESS < lightness < 1 - _PURE_LIGHTNESS:
            return False
        if contrast_ratio(background, palette.color(fore)) < _SYSTEM_CONTRAST:
            return False
    return True


def system_high_contrast(palette: QPalette) -> bool:
    """True when the system asks for high contrast (its accessibility hints, or its palette)."""
    # Qt 6.10 tells a system's contrast preference; older versions leave the palette to tell.
    accessibility = getattr(QGuiApplication.styleHints(), "accessibility", None)
    preference = getattr(Qt, "ContrastPreference", None)
    if (
        accessibility is not None
        and preference is not None
        and accessibility().contrastPreference() == preference.HighContrast
    ):
        return True
    return palette_is_high_contrast(palette)
