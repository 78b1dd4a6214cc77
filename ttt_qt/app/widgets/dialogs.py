"""The window's small standard dialogs, in one place so tests can replace them.

File choosers block until the person answers, so tests patch ``choose_open_path``,
``choose_save_path`` and ``choose_engine_path``. Messages and questions are shown without
blocking (``QMessageBox.open``), so they never hang a test and can be found by their object
names: ``messageBox``, ``discardGameBox`` and ``aboutBox``.
"""

from __future__ import annotations

import enum
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt, Signal, Slot
from PySide6.QtGui import QAction, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QWidget,
)

import ttt_qt

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

GAME_SUFFIX = ".ttt"
PROJECT_URL = "https://github.com/tttqt/ttt_qt"

TITLE_BAR_EXTRAS = 130
"""Pixels a window manager's title bar takes besides the title: the icon and the buttons."""

_last_folder: str | None = None
"""The folder of the last game opened or saved in this run: the file choosers start there."""


def game_file_filter() -> str:
    """Every game file first, then each format on its own line (the save's format by its line)."""
    return ";;".join(
        (
            translate("Dialogs", "Game files (*.ttt *.psq *.sgf)"),
            translate("Dialogs", "ttt_qt games (*.ttt)"),
            translate("Dialogs", "Piskvork games (*.psq)"),
            translate("Dialogs", "SGF games (*.sgf)"),
            translate("Dialogs", "All files (*)"),
        )
    )


def suffix_for(path: str, chosen_filter: str) -> str:
    """``path``, with the extension of the chosen filter's one format when it has none.

    A name typed without an extension is saved as a ``.ttt`` game unless the person chose a
    line of one format (Piskvork's, SGF's).
    """
    if "." in Path(path).name:
        return path
    patterns = re.findall(r"\*(\.\w+)", chosen_filter)
    return path + (patterns[0] if len(patterns) == 1 else GAME_SUFFIX)


def start_folder() -> str:
    """Where a file chooser starts: the last folder used, else Documents if it exists, else home.

    Never the current working folder, which for an app started from a menu is anywhere.
    """
    if _last_folder and Path(_last_folder).is_dir():
        return _last_folder
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return documents
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)


def remember_folder(path: str | Path | None) -> None:
    """Start the next file chooser in the folder of ``path`` (None forgets the last one)."""
    global _last_folder  # noqa: PLW0603  # one remembered folder per run of the app
    _last_folder = None if path is None else str(Path(path).parent)


def choose_open_path(parent: QWidget) -> str | None:
    """Ask for a saved game to open; None when the person cancels."""
    path, _ = QFileDialog.getOpenFileName(
        parent, translate("Dialogs", "Open a game"), start_folder(), game_file_filter()
    )
    return path or None


def choose_save_path(parent: QWidget, suggested_name: str) -> str | None:
    """Ask where to save the game; None when the person cancels."""
    start = str(Path(start_folder()) / suggested_name)
    path, chosen = QFileDialog.getSaveFileName(
        parent, translate("Dialogs", "Save the game"), start, game_file_filter()
    )
    return suffix_for(path, chosen) if path else None


def ask_save_path(parent: QWidget, title: str, suggested: str, filters: str) -> str | None:
    """Ask where to save a file named ``suggested`` (in the last folder used); None to cancel."""
    suggestion = str(Path(start_folder()) / suggested)
    path, _ = QFileDialog.getSaveFileName(parent, title, suggestion, filters)
    if path:
        remember_folder(path)
    return path or None


def choose_engine_path(parent: QWidget) -> str | None:
    """Ask for an engine's program (a ``pbrain-*`` executable); None when the person cancels."""
    home = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)
    path, _ = QFileDialog.getOpenFileName(
        parent,
        translate("Dialogs", "Add an engine"),
        home,
        translate("Dialogs", "Gomocup engines (pbrain-*);;All files (*)"),
    )
    return path or None


class GameFate(enum.Enum):
    """What ending the game in progress does to it in Statistics."""

    NOT_COUNTED = "not-counted"
    """Nothing: no person plays it, or its result is already counted."""
    ABANDONED = "abandoned"
    """It is recorded as abandoned."""
    LOSS_FOR_MATCH_LEVEL = "loss-for-match-level"
    """It is recorded as abandoned, which Match my level counts as the person's loss."""


def fate_text(fate: GameFate, saved_in: str | None) -> str:
    """What becomes of the game in progress, said under the question that ends it."""
    if saved_in is None:
        texts = {
            GameFate.NOT_COUNTED: translate("Dialogs", "The game in progress will not be kept."),
            GameFate.ABANDONED: translate(
                "Dialogs", "The game in progress will count as abandoned in Statistics."
            ),
            GameFate.LOSS_FOR_MATCH_LEVEL: translate(
                "Dialogs",
                "The game in progress will count as abandoned in Statistics, and as a loss for"
                " Match my level.",
            ),
        }
        return texts[fate]
    texts = {
        GameFate.NOT_COUNTED: translate(
            "Dialogs", "The game in progress is saved in {file}: Open Game brings it back."
        ),
        GameFate.ABANDONED: translate(
            "Dialogs",
            "The game in progress is saved in {file}: Open Game brings it back. In Statistics"
            " it will count as abandoned.",
        ),
        GameFate.LOSS_FOR_MATCH_LEVEL: translate(
            "Dialogs",
            "The game in progress is saved in {file}: Open Game brings it back. In Statistics"
            " it will count as abandoned, and as a loss for Match my level.",
        ),
    }
    return texts[fate].format(file=saved_in)


class DiscardQuestion(QMessageBox):
    """Asks whether to end the game in progress: ``discardGameBox``.

    ``discard_text`` (such as "Start a new game") names the destructive button
    ``discardButton``; "Keep playing" (``keepPlayingButton``) is the default, so Enter or
    Escape loses nothing. The text under the question says what becomes of the game
    (``fate_text``).

    Signals:
        discard_chosen(): the person chose to end the game.
        keep_chosen(): the person chose to keep playing.
    """

    discard_chosen = Signal()
    keep_chosen = Signal()

    def __init__(
        self,
        parent: QWidget,
        question: str,
        discard_text: str,
        saved_in: str | None = None,
        fate: GameFate = GameFate.NOT_COUNTED,
    ) -> None:
        """Build the question; ``open`` shows it without blocking.

        ``saved_in`` names the file the game was saved to, as it is now (then it is kept);
        ``fate`` says what ending it does to it in Statistics.
        """
        super().__init__(
            QMessageBox.Icon.Question,
            translate("Dialogs", "End this game?"),
            question,
            parent=parent,
        )
        self.setObjectName("discardGameBox")
        self.setInformativeText(fate_text(fate, saved_in))
        self._discard = self.addButton(discard_text, QMessageBox.ButtonRole.DestructiveRole)
        self._discard.setObjectName("discardButton")
        keep = self.addButton(
            translate("Dialogs", "&Keep playing"), QMessageBox.ButtonRole.RejectRole
        )
        keep.setObjectName("keepPlayingButton")
        self.setDefaultButton(keep)
        self.setEscapeButton(keep)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.finished.connect(self._on_finished)
        make_room_for_title(self)

    def tell_game_ended(self, headline: str) -> None:
        """Say that the game has just ended, and how: nothing in it is left to lose."""
        self.setInformativeText(
            translate("Dialogs", "The game has just ended: {result}").format(result=headline)
        )

    @Slot()
    def _on_finished(self) -> None:
        if self.clickedButton() is self._discard:
            self.discard_chosen.emit()
        else:
            self.keep_chosen.emit()


class AboutBox(QMessageBox):
    """The About box ``aboutBox``: icon, version, what it is, licence, link, credits, About Qt."""

    def __init__(self, parent: QWidget) -> None:
        """Build the box; ``open`` shows it without blocking."""
        super().__init__(parent)
        name = ttt_qt.DISPLAY_NAME
        self.setObjectName("aboutBox")
        self.setWindowTitle(translate("Dialogs", "About {name}").format(name=name))
        icon = QApplication.windowIcon()
        if not icon.isNull():
            self.setIconPixmap(icon.pixmap(96, 96))
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setText(
            translate("Dialogs", "<h2>{name}</h2><p>Version {version}</p>").format(
                name=name, version=ttt_qt.__version__
            )
        )
        self.setInformativeText(
            translate(
                "Dialogs",
                "<p>Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, "
                "against a friend or computer players from dumb to perfect.</p>"
                "<p>Free software under the MIT licence.<br>"
                '<a href="{url}">{url}</a></p>'
                "<p>Credits: the ttt_qt developers. Its console games and course modules follow "
                "the programming courses they were written for. Built with Python and Qt.</p>",
            ).format(url=PROJECT_URL)
        )
        for label in self.findChildren(QLabel):
            label.setOpenExternalLinks(True)  # the project link opens in the browser
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        about_qt = self.addButton(
            translate("Dialogs", "About &Qt"), QMessageBox.ButtonRole.HelpRole
        )
        about_qt.setObjectName("aboutQtButton")
        about_qt.clicked.connect(self._on_about_qt_clicked)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    @Slot()
    def _on_about_qt_clicked(self) -> None:
        QMessageBox.aboutQt(self.parentWidget(), translate("Dialogs", "About Qt"))


def carry_quit(dialog: QWidget, window: QWidget) -> None:
    """Let Quit (Ctrl+Q) reach ``window`` while the modal ``dialog`` is open.

    A window-modal dialog blocks its window's shortcuts; the dialog takes the window's Quit
    action (``quitAction``) as its own, and quitting keeps the game as closing always does.
    """
    quit_action = window.findChild(QAction, "quitAction")
    if quit_action is not None:
        dialog.addAction(quit_action)


def bring_to_front(window: QWidget) -> None:
    """Raise and activate ``window`` (not on the offscreen platform, which cannot raise)."""
    if QGuiApplication.platformName() != "offscreen":
        window.raise_()
        window.activateWindow()


def ok_cancel_buttons(
    dialog: QDialog,
    extra: QDialogButtonBox.StandardButton = QDialogButtonBox.StandardButton.NoButton,
) -> QDialogButtonBox:
    """OK and Cancel (and ``extra``) for ``dialog``: OK accepts it, Cancel rejects it."""
    standard = QDialogButtonBox.StandardButton
    buttons = QDialogButtonBox(standard.Ok | standard.Cancel | extra, dialog)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def show_about(parent: QWidget) -> AboutBox:
    """Open the About box without blocking."""
    box = AboutBox(parent)
    carry_quit(box, parent.window())
    box.open()
    return box


def show_message(
    parent: QWidget,
    title: str,
    text: str,
    icon: QMessageBox.Icon = QMessageBox.Icon.Information,
) -> QMessageBox:
    """Show a message without blocking; it deletes itself when closed."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("messageBox")
    make_room_for_title(box)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    carry_quit(box, parent.window())
    box.open()
    return box


def make_room_for_title(box: QMessageBox) -> None:
    """Widen ``box`` so that a window manager can show its whole title.

    A message box is as wide as its text; the title bar, as wide as the box, cut a longer
    title in the middle ("End this gam…ic-Tac-Toe Qt"). The title is measured as title bars
    draw it, in bold, with the name the app adds after it. The room is kept by the row of
    buttons, which spans the box and stays when a new text lays the box out anew.
    """
    title = box.windowTitle()
    shown_name = QGuiApplication.applicationDisplayName()
    if shown_name and shown_name not in title:
        title = f"{title} — {shown_name}"
    font = box.font()
    font.setBold(True)
    width = QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_EXTRAS
    buttons = box.findChild(QDialogButtonBox)
    layout = box.layout()
    if buttons is not None and layout is not None:
        margins = layout.contentsMargins()
        inside = width - margins.left() - margins.right()
        buttons.setMinimumWidth(max(buttons.minimumWidth(), inside))
