"""The texts of the Linux desktop entry and AppStream metainfo, marked for Qt's translation tools.

``packaging/translations.py`` finds them here with the app's own texts, so translators meet them
in the same ``.ts`` files, and writes their translations into ``resources/linux`` as localized
keys (``Comment[de]=``) and elements (``<summary xml:lang="de">``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

DESKTOP_KEYS = {
    "GenericName": QT_TRANSLATE_NOOP("DesktopEntry", "Tic-Tac-Toe"),
    "Comment": QT_TRANSLATE_NOOP(
        "DesktopEntry",
        "Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer",
    ),
    #: Search words, each followed by a semicolon: keep the English ones and add your own.
    "Keywords": QT_TRANSLATE_NOOP(
        "DesktopEntry", "tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;"
    ),
}
"""The desktop entry's keys that people read, with their English values."""

METAINFO_TEXTS = (
    QT_TRANSLATE_NOOP(
        "Metainfo", "Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer"
    ),
    QT_TRANSLATE_NOOP(
        "Metainfo",
        "A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, "
        "boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever "
        "completes a line loses.",
    ),
    QT_TRANSLATE_NOOP(
        "Metainfo", "Play a friend, play the computer, or watch two computer players"
    ),
    QT_TRANSLATE_NOOP(
        "Metainfo",
        "Computer players from a beginner that takes the first free cell to one that never loses",
    ),
    QT_TRANSLATE_NOOP(
        "Metainfo", "Hints, undo and redo, a move list and a highlighted winning line"
    ),
    QT_TRANSLATE_NOOP("Metainfo", "An evaluation overlay that shows how good every free cell is"),
    QT_TRANSLATE_NOOP("Metainfo", "Statistics of every game, with a chart and a PDF or CSV report"),
    QT_TRANSLATE_NOOP("Metainfo", "Mouse and keyboard play, with the numeric keypad on 3 x 3"),
    QT_TRANSLATE_NOOP("Metainfo", "A game against the computer on the classic 3 x 3 board"),
    QT_TRANSLATE_NOOP("Metainfo", "tic-tac-toe"),
    QT_TRANSLATE_NOOP("Metainfo", "noughts and crosses"),
    QT_TRANSLATE_NOOP("Metainfo", "k in a row"),
)
"""Every one-line element of the metainfo that people read (summary, description, caption,
keywords), with its English text."""
