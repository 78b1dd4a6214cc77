"""``StatusLine``: what the window's status bar says about the position shown, and for how long.

A message speaks of the position it was said in (a hint, "Saved", a cell that was taken), so
it goes when the position changes. It asks for hints and says them, the app's own or an
outside engine's (with what the engine said of its move, shortened where the bar is too
narrow, the whole in the bar's tooltip). Menu items show their status tips
in the same bar; once the mouse has left them, the message they covered comes back. It also
says whose game goes on after Play from here, and when the person's own settings come back
after it. A notice about the app itself (settings that could not be read) stays through new
positions for its time.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QMainWindow

from ttt_qt.engine import Move

from ..computer import move_report
from ..game.model import GameModel
from ..players import roles
from .outcome_teller import STATUS_MESSAGE_MS

STATUS_MARGIN = 24
"""Pixels of the status bar its message may not use (its padding and size grip)."""


class StatusLine(QObject):
    """Keeps ``window``'s status bar in step with ``model``'s position and the menus' tips."""

    def __init__(self, model: GameModel, window: QMainWindow) -> None:
        """Watch ``model`` for new positions and ``window`` for the menus' status tips."""
        super().__init__(window)
        self._model = model
        self._bar = window.statusBar()
        self._under_tips: str | None = None  # the message a menu item's tip covers
        self._notice: str | None = None  # a notice that outlasts new positions, while shown
        self._cut: tuple[str, str] | None = None  # a message shown cut short, and its whole
        model.board_changed.connect(self.forget)
        model.game_replaced.connect(self.forget)
        self._bar.messageChanged.connect(self._on_message_changed)
        window.installEventFilter(self)

    def say_notice(self, text: str) -> None:
        """Say ``text`` for a while; unlike what is said of a position, a move keeps it."""
        self._notice = text
        self._bar.showMessage(text, STATUS_MESSAGE_MS)
        QTimer.singleShot(STATUS_MESSAGE_MS, self, self._on_notice_timeout)

    @Slot()
    def _on_notice_timeout(self) -> None:
        self._notice = None

    @Slot()
    def forget(self) -> None:
        """Clear the message: it spoke of the position before (or of the last game)."""
        if self._notice is not None and self._bar.currentMessage() == self._notice:
            return  # a notice about the app, not about the position
        self._bar.clearMessage()
        if self._under_tips is not None:
            self._under_tips = ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Bring the message back once the mouse has passed over the menus.

        A menu item shows its status tip in the bar, then sends an empty one, which would
        wipe a hint or "Saved" for good.
        """
        if isinstance(event, QStatusTipEvent):
            if not event.tip():  # the mouse left the item: what was there before comes back
                if self._under_tips is not None:
                    self._bar.showMessage(self._under_tips)
                    self._under_tips = None
                return True
            if self._under_tips is None:
                self._under_tips = self._bar.currentMessage()
        return super().eventFilter(watched, event)

    @Slot()
    def say_played_on(self) -> None:
        """Say whose game goes on from a review, and that the person's settings come back."""
        model = self._model
        if model.is_reviewing:
            return
        if model.review_mode.playing_on:
            text = self.tr(
                "Playing on from move {moves} with the players and rules of the game reviewed;"
                " New game goes back to your settings."
            )
        else:
            text = self.tr("Playing on from move {moves}.")
        self._bar.showMessage(text.format(moves=len(model.game.moves)), STATUS_MESSAGE_MS)

    @Slot()
    def say_own_settings_back(self) -> None:
        """Say that a new game after playing on from a review has the person's settings again."""
        settings = self._model.settings
        text = self.tr("Back to your settings: {players}, {rules}.").format(
            players=roles.describe_players(settings), rules=roles.describe_rules(settings.rules)
        )
        self._bar.showMessage(text, STATUS_MESSAGE_MS)

    @Slot()
    def ask_hint(self) -> None:
        """Ask for a hint for the player to move, and say so at once (the search takes a while).

        Both hint messages stay until the position changes, as the hint's mark does.
        """
        turn = self._model.computer_turn
        if not turn.can_hint:
            return
        text = self.tr("Looking for a hint for {player}…").format(player=self._hinted_player())
        self._bar.showMessage(text)
        turn.request_hint()

    @Slot(object)
    def say_hint(self, move: Move) -> None:
        """Say the hint ``move``: its value, or the engine's words when an engine gave it."""
        turn, player = self._model.computer_turn, self._hinted_player()
        if turn.hint_engine is None:
            text = move_report.hint_text(player, move, turn.hint_value, turn.hint_seconds)
            self._bar.showMessage(text)
            return
        view, mover = turn.hint_view, self._model.board.to_move
        said = partial(move_report.engine_hint_text, turn.hint_engine, player, move, view, mover)
        self.say_fitting(said(), said(with_line=False))

    def say_fitting(self, text: str, shorter: str) -> None:
        """Say ``text``, or ``shorter`` where the bar is too narrow for it.

        ``shorter`` is cut short with "…" if need be; then the whole ``text`` is the bar's
        tooltip for as long as the message is shown.
        """
        width = self._bar.contentsRect().width() - STATUS_MARGIN
        metrics = self._bar.fontMetrics()
        shown = text
        if metrics.horizontalAdvance(text) > width:
            shown = metrics.elidedText(shorter, Qt.TextElideMode.ElideRight, width)
        self._cut = (shown, text) if shown != text else None
        self._bar.showMessage(shown)

    @Slot(str)
    def _on_message_changed(self, text: str) -> None:
        """The bar's tooltip: the whole of a message shown cut, while it is shown."""
        cut = self._cut
        self._bar.setToolTip(cut[1] if cut is not None and text == cut[0] else "")

    def _hinted_player(self) -> str:
        """Who the hint is for: the player to move, "you (X)" against the computer."""
        return roles.player_with_mark(self._model.players, self._model.board.to_move)
