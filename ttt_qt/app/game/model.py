"""The game model: the one owner of the game, the players and the settings.

Widgets render it and forward clicks and keys to its slots; every rule is checked by the engine
through it. Computer moves and analyses run in the computer's thread as jobs stamped with the
model's generation number. Anything that changes the position (a move, undo, redo, a new game,
new settings, opening or reviewing a game, shutting down) starts a new generation: pending
jobs are cancelled and their late results dropped. Its state is one ``PlayState``; its parts
(``StatusTexts``, ``ReviewMode``, ``ComputerTurn``, ``SettingsChanges``) each do one job on it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from ttt_qt.ai import Strategy
from ttt_qt.engine import Board, Game, History, IllegalMove, Mark, Move, OpeningChoice, Outcome
from ttt_qt.engine.opening import OpeningTurn, mark_of

from ..computer.computer import Computer
from ..players import roles
from ..players.engine_player import WindowEngine
from ..settings.app_settings import AppSettings, Mode, default_settings
from .clock import GameClock
from .computer_turn import ComputerTurn
from .play_state import LIVE, WAITING, PlayState
from .review import ReviewMode
from .seats import Seats
from .settings_changes import SettingsChanges
from .status_texts import StatusTexts
from .takeback import TakeBack


class GameModel(QObject):
    """The state of the window's game, and the slots that change it.

    Attributes:
        clock: when the game started and how long it took.
        texts: the sentences that say where the game stands.
        review_mode: review mode, and the person's settings while a replayed game goes on.
        computer_turn: when the computer moves, waits or evaluates; hints and analyses.
        settings_changes: settings applied, the evaluation overlay, the adaptation.
        seats: the computer players of the two seats, and the engine that gives hints.
        takeback: undo and redo, and how far they go.

    Signals:
        board_changed(): the position, the move history or the redo list changed.
        game_replaced(): another game took the last one's place (a new, opened or reviewed
            game), just before the board_changed that shows it.
        turn_changed(str): the mark to move, after any change while the game goes on.
        thinking_changed(bool): the computer started or stopped choosing a move.
        move_played(object, str): a move (row, col) was played by the mark.
        game_over(Outcome): a move ended the game.
        game_finished(): a game ended for the first time (once per game, for statistics).
        settings_changed(AppSettings): new settings were applied.
        hint_ready(object): the suggested move for the side to move.
        analysis_ready(object): the analysis of the current position, or None when cleared.
        review_changed(bool): review mode started or ended.
        played_on(int): Play from here made the reviewed game live after this many moves.
        own_settings_back(): a new game after playing on from a review went back to the
            players and rules the person had chosen before.
        error_occurred(str): something failed; the message is for the person.
        engine_failed(str, str): the outside engine playing the mark failed to move; the
            message says how in one sentence. The game is kept.
    """

    board_changed = Signal()
    game_replaced = Signal()
    turn_changed = Signal(str)
    thinking_changed = Signal(bool)
    move_played = Signal(object, str)
    game_over = Signal(object)
    game_finished = Signal()
    settings_changed = Signal(object)
    hint_ready = Signal(object)
    analysis_ready = Signal(object)
    review_changed = Signal(bool)
    played_on = Signal(int)
    error_occurred = Signal(str)
    engine_failed = Signal(str, str)
    own_settings_back = Signal()

    def __init__(self, settings: AppSettings | None = None, parent: QObject | None = None) -> None:
        """Set up a new game under ``settings``; call ``start`` once the views are connected."""
        super().__init__(parent)
        self._settings = (settings or default_settings()).normalized()
        self._game = Game(self._settings.rules, opening=self._settings.game_opening)
        self._state = PlayState.PLAYING
        self.clock = GameClock()
        self.texts = StatusTexts(self)
        self.review_mode = ReviewMode(self)
        self.takeback = TakeBack(self)
        self.settings_changes = SettingsChanges(self)
        self._computer = Computer(self)
        self.seats = Seats(self._settings, self._computer.retire)
        self.computer_turn = ComputerTurn(self, self._computer)
        self._computer.thinking_changed.connect(self.thinking_changed)
        self._computer.hint_ready.connect(self.hint_ready)

    # --- state ---------------------------------------------------------------------------------

    @property
    def settings(self) -> AppSettings:
        """The settings in force."""
        return self._settings

    @property
    def game(self) -> History:
        """The game so far as a value: rules, moves played, moves that redo would replay."""
        return self._game.history()

    @property
    def last_move(self) -> Move | None:
        """The most recent move on the board, or None at the start."""
        return self._game.last_move

    @property
    def players(self) -> AppSettings:
        """Who plays the game shown: the settings, or the reviewed game's players in review.

        After a fair opening's choice that swapped the seats, the settings' X player holds O
        and the O player X: the players say who holds each mark now.
        """
        if self.is_reviewing:
            return self.review_mode.players
        return roles.swapped_players(self._settings) if self._game.swapped else self._settings

    @property
    def opening_turn(self) -> OpeningTurn | None:
        """The fair opening's decision due now: a stone to place or a choice; None when none is."""
        return self._game.opening_turn

    @property
    def acting_mark(self) -> Mark:
        """The mark of the player to act now: to move, or to place an opening stone or choose.

        In a fair opening the player to act may place stones of either colour; this is the
        mark the player holds while it acts, which names the player (``player_name``).
        """
        game = self._game
        return mark_of(game.seat_to_act, game.swapped)

    @property
    def board(self) -> Board:
        """The current position."""
        return self._game.board

    @property
    def computer(self) -> Computer:
        """The computer: its thread, its moves, hints and evaluations."""
        return self._computer

    @property
    def generation(self) -> int:
        """The number of the current position's generation; it grows with every change."""
        return self._computer.generation

    @property
    def is_thinking(self) -> bool:
        """True while the computer chooses a move."""
        return self._computer.is_thinking

    @property
    def result_counted(self) -> bool:
        """True once this game has ended here, its result sent to statistics.

        No later result of the game counts then. A game played on from a review that is at
        the reviewed game's end again (by Redo, or by the computer's moves alone) has that
        game's result, which is in Statistics already. False for a game opened from a file
        already finished.
        """
        return self.clock.counted

    @property
    def is_reviewing(self) -> bool:
        """True while a finished game is shown read-only."""
        return self._state is PlayState.REVIEWING

    @property
    def is_shut_down(self) -> bool:
        """True once ``shutdown`` has run."""
        return self._state is PlayState.SHUT_DOWN

    def player_name(self, mark: Mark) -> str:
        """The name shown for ``mark``'s player: "You", a person's name or a computer's."""
        return roles.player_name(self.players, mark)

    def is_human(self, mark: Mark) -> bool:
        """True when a person holds ``mark`` in the live game."""
        return self.strategy_for(mark) is None

    def strategy_for(self, mark: Mark) -> Strategy | None:
        """The strategy of the computer that holds ``mark`` in the live game; None for a person."""
        return self.seats.strategy_for(mark, swapped=self._game.swapped)

    def engine_for(self, mark: Mark) -> WindowEngine | None:
        """The outside engine that holds ``mark`` in the live game, if one does."""
        return self.seats.engine_for(mark, swapped=self._game.swapped)

    @property
    def accepts_moves(self) -> bool:
        """True when a person may play a move now."""
        board = self.board
        return (
            self._state is PlayState.PLAYING
            and not (board.is_over or self.is_thinking or self._game.choice_due)
            and self.is_human(self.acting_mark)
        )

    @property
    def accepts_choice(self) -> bool:
        """True when a person is to make a choice of the fair opening now."""
        return (
            self._state is PlayState.PLAYING
            and not self.is_thinking
            and self._game.choice_due
            and self.is_human(self.acting_mark)
        )

    @property
    def is_paused(self) -> bool:
        """True while the person has paused a game between two computers."""
        return self._state is PlayState.PAUSED

    @property
    def can_pause(self) -> bool:
        """True when a game between two computers goes on and may be paused."""
        return self._watching and self._live and not self.board.is_over

    @property
    def can_undo(self) -> bool:
        """True when undo would take back a person's move (see ``TakeBack``)."""
        return self.takeback.can_undo()

    @property
    def can_redo(self) -> bool:
        """True when a taken-back move can be replayed (see ``TakeBack``)."""
        return self.takeback.can_redo()

    @property
    def has_game_in_progress(self) -> bool:
        """True when a live game has moves and is not over (worth asking about before it goes).

        Two computers' game counts too: the person set it up and is watching it.
        """
        return self._live and not self.board.is_over and bool(self._game.moves)

    def status_text(self) -> str:
        """Whose turn it is, that the computer is thinking, or the result."""
        return self.texts.status_text()

    def last_move_text(self) -> str:
        """After a computer's move in a game that goes on: was it proven, or the best found?"""
        return self.texts.last_move_text()

    def outcome_explanation(self, outcome: Outcome) -> str:
        """How ``outcome`` came about, reverse rules made plain."""
        return self.texts.outcome_explanation(outcome)

    # --- slots ---------------------------------------------------------------------------------

    def start(self) -> None:
        """Begin the first turn (the computer opens when it plays X)."""
        self._position_changed(announce=False)

    @Slot(object)
    def play(self, move: Move) -> bool:
        """Play ``move`` for the person to move; False (and nothing changes) when refused."""
        if not self.accepts_moves:
            return False
        mark = self.board.to_move
        try:
            self._game.play(move)
        except IllegalMove:
            return False
        self._position_changed(move, mark)
        return True

    @Slot(str)
    def choose_opening(self, choice: OpeningChoice) -> bool:
        """Make the person's ``choice`` of the fair opening; False when it is not theirs now."""
        turn = self._game.opening_turn
        if not self.accepts_choice or turn is None or choice not in turn.choices:
            return False
        self.texts.record_choice(self.player_name(self.acting_mark), choice)
        self._game.choose(choice)
        self._position_changed()
        return True

    @Slot()
    def new_game(self) -> None:
        """Start a new game with the current settings (adjusted by the adaptation, if any).

        After a game played on from a review, that is the settings from before it.
        """
        if self.is_shut_down:
            return
        own_settings_back = self.review_mode.take_back_own_settings()
        self.settings_changes.adapt()
        self._take_game(Game(self._settings.rules, opening=self._settings.game_opening))
        self.clock.restart()
        self._set_reviewing(False)
        self._position_changed(announce=False)
        if own_settings_back:
            self.own_settings_back.emit()

    @Slot()
    def undo(self) -> bool:
        """Take back moves until a person is to act again (see ``TakeBack.undo``)."""
        return self.takeback.undo()

    @Slot()
    def redo(self) -> bool:
        """Replay taken-back moves up to a person's turn (see ``TakeBack.redo``)."""
        return self.takeback.redo()

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        """Pause a game between two computers (the move being chosen is dropped), or go on."""
        if paused == self.is_paused or (paused and not self.can_pause):
            return
        self._state = PlayState.PAUSED if paused else PlayState.PLAYING
        self.computer_turn.may_move()

    @Slot(object)
    def apply_settings(self, settings: AppSettings) -> None:
        """Use ``settings`` from now on (see ``SettingsChanges.apply``)."""
        self.settings_changes.apply(settings)

    @Slot()
    def shutdown(self) -> None:
        """Cancel the computer, stop its thread and wait for it; the model is inert afterwards."""
        if self.is_shut_down:
            return
        self._state = PlayState.SHUT_DOWN
        self._computer.shutdown()
        self.seats.close()

    # --- the course of a game ------------------------------------------------------------------

    def _position_changed(
        self,
        move: Move | None = None,
        mark: Mark | None = None,
        *,
        announce: bool = True,
        by_computer: bool = False,
    ) -> None:
        """Start a new generation and tell the views; then let the computer move if it is due."""
        if by_computer and move is not None and mark is not None:
            report = (mark, move, self._computer.last_move_result)
            self.texts.record(len(self._game.moves), report)
        self._computer.new_generation()
        if move is not None and mark is not None:
            self.move_played.emit(move, mark)
        self.board_changed.emit()
        outcome = self._game.outcome
        if outcome is None:
            self.turn_changed.emit(self.acting_mark)
            if self._state in WAITING or self.is_human(self.acting_mark):
                self.computer_turn.request_evaluation()
            else:
                self.computer_turn.schedule()
            return
        if announce and not self.is_reviewing:
            first = not self.clock.stopped and not self.review_mode.at_reviewed_end
            self.clock.stop()
            if first:  # recorded before anyone hears of it, and may start another game
                self.game_finished.emit()
            self.game_over.emit(outcome)

    @property
    def _watching(self) -> bool:
        """True in a game between two computers."""
        return self._settings.mode == Mode.COMPUTER_VS_COMPUTER

    @property
    def _live(self) -> bool:
        """True in a live game (not in review, nor once shut down), paused or not."""
        return self._state in LIVE

    def _use_settings(self, settings: AppSettings, *, same_players: bool = False) -> None:
        """Play on with ``settings`` (their players from now on) and tell the views."""
        self._settings = settings
        self.seats.seat(settings, same_players=same_players)
        self.settings_changed.emit(settings)

    def _take_game(self, game: Game) -> None:
        """Make ``game`` the one shown: the reports of the last game's computer moves go."""
        self._game = game
        self.texts.forget()
        if self._state is PlayState.PAUSED:
            self._state = PlayState.PLAYING
        self.game_replaced.emit()

    def _set_reviewing(self, reviewing: bool) -> None:
        if reviewing != self.is_reviewing:
            self._state = PlayState.REVIEWING if reviewing else PlayState.PLAYING
            self.review_changed.emit(reviewing)
