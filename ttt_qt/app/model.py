"""The game model: the one owner of the game, the players and the settings.

Widgets render it and forward clicks and keys to its slots; every rule is checked by the engine
through it. Computer moves and analyses run in the computer's thread as jobs stamped with the
model's generation number. Anything that changes the position (a move, undo, redo, a new game,
new settings, opening or reviewing a game, shutting down) starts a new generation: pending
jobs are cancelled and their late results dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Signal, Slot

from ttt_qt.ai import MoveValue, SearchResult
from ttt_qt.engine import Board, Game, History, IllegalMove, Mark, Move, Outcome, cell_name

from . import move_report, roles
from .clock import GameClock
from .computer import Computer
from .players import Players, build_players
from .settings import AppSettings, Mode, default_settings


class GameModel(QObject):
    """The state of the window's game, and the slots that change it.

    Attributes:
        clock: when the game started and how long it took.

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
    own_settings_back = Signal()

    def __init__(self, settings: AppSettings | None = None, parent: QObject | None = None) -> None:
        """Set up a new game under ``settings``; call ``start`` once the views are connected."""
        super().__init__(parent)
        self._settings = (settings or default_settings()).normalized()
        self._players: Players = build_players(self._settings)
        self._game = Game(self._settings.rules)
        self._reviewing = False
        self._review_players = self._settings
        # The person's own settings while a game played on from a review uses its players.
        self._settings_after_replay: AppSettings | None = None
        self._shut_down = False
        # Two computers' game waits while the person paused it, or while the window asks
        # something (holds counts the questions open).
        self._paused = False
        self._holds = 0
        # What each computer move of this game was, by the number of moves it made: Undo
        # and Redo bring the report back with the move.
        self._computer_moves: dict[int, tuple[Mark, Move, SearchResult | None]] = {}
        self._resumed_at: int | None = None  # the moves of a game taken up after a restart
        self._opened_at: int | None = None  # the moves of a game opened from a file
        self._adapt: Callable[[AppSettings], AppSettings] | None = None
        self.clock = GameClock()
        self._computer = Computer(self)
        self._computer.move_chosen.connect(self._on_computer_move_chosen)
        self._computer.move_failed.connect(self._on_computer_move_failed)
        self._computer.analysis_failed.connect(self._on_computer_analysis_failed)
        self._computer.thinking_changed.connect(self.thinking_changed)
        self._computer.hint_ready.connect(self.hint_ready)
        self._computer.analysis_ready.connect(self._on_computer_analysis_ready)

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
        """Who plays the game shown: the settings, or the reviewed game's players in review."""
        return self._review_players if self._reviewing else self._settings

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
        (or replays by Redo) the reviewed game's end has that game's result, which is in
        Statistics already. False for a game opened from a file already finished.
        """
        return self.clock.counted

    @property
    def is_reviewing(self) -> bool:
        """True while a finished game is shown read-only."""
        return self._reviewing

    @property
    def is_shut_down(self) -> bool:
        """True once ``shutdown`` has run."""
        return self._shut_down

    @property
    def hint(self) -> Move | None:
        """The suggested move for the current position, once asked for and found."""
        return self._computer.hint

    @property
    def hint_seconds(self) -> float:
        """How long the analysis behind the hint searched (0 before one)."""
        analysis = self._computer.analysis
        return analysis.seconds if analysis is not None else 0.0

    @property
    def hint_value(self) -> MoveValue | None:
        """The value of the hinted move, such as a win in 3, once found."""
        hint, analysis = self._computer.hint, self._computer.analysis
        return analysis.moves.get(hint) if hint is not None and analysis is not None else None

    @property
    def analysis(self) -> SearchResult | None:
        """The analysis of the current position, when the evaluation overlay asked for one."""
        return self._computer.analysis if self._settings.show_evaluation else None

    def player_name(self, mark: Mark) -> str:
        """The name shown for ``mark``'s player: "You", a person's name or a computer's."""
        return roles.player_name(self.players, mark)

    def is_human(self, mark: Mark) -> bool:
        """True when a person plays ``mark`` in the live game."""
        return self._players.is_human(mark)

    @property
    def accepts_moves(self) -> bool:
        """True when a person may play a move now."""
        board = self.board
        return not (
            self._shut_down or self._reviewing or board.is_over or self.is_thinking
        ) and self.is_human(board.to_move)

    @property
    def is_paused(self) -> bool:
        """True while the person has paused a game between two computers."""
        return self._paused

    @property
    def can_pause(self) -> bool:
        """True when a game between two computers goes on and may be paused."""
        return self._watching and not (self._shut_down or self._reviewing or self.board.is_over)

    @property
    def can_undo(self) -> bool:
        """True when undo would take back a person's move, or a move of two computers' game.

        Two computers' game steps back while paused, or once it is over.
        """
        if self._shut_down or self._reviewing:
            return False
        if self._watching:
            return (self._paused or self.board.is_over) and self._game.can_undo
        # X makes the odd-numbered moves: a person's move is on the list when X is a person
        # and a move was made, or O is a person and two were.
        made = len(self._game.moves)
        return (self.is_human("X") and made >= 1) or (self.is_human("O") and made >= 2)

    @property
    def can_redo(self) -> bool:
        """True when a taken-back move can be replayed (in a paused game between computers)."""
        if self._shut_down or self._reviewing or (self._watching and not self._paused):
            return False
        return self._game.can_redo

    @property
    def has_game_in_progress(self) -> bool:
        """True when a live game has moves and is not over (worth asking about before it goes).

        Two computers' game counts too: the person set it up and is watching it.
        """
        return not (
            self._shut_down or self._reviewing or self.board.is_over or not self._game.moves
        )

    @property
    def untouched_since_opened(self) -> bool:
        """True for a game opened from a file in which nothing was played (or taken back) since.

        Leaving it leaves nothing of the person's: the file still holds it as it was.
        """
        return self._opened_at is not None and len(self._game.moves) == self._opened_at

    @property
    def can_play_from_here(self) -> bool:
        """True when the reviewed position can become a live game: one not over yet."""
        return self._reviewing and not (self._shut_down or self.board.is_over)

    @property
    def can_evaluate(self) -> bool:
        """True when the evaluation overlay may show values: a person's turn, a review, a pause."""
        return (self._reviewing or self.accepts_moves or self._paused) and not self.board.is_over

    @property
    def can_hint(self) -> bool:
        """True when a hint may be asked for: on a person's turn, or in a paused game."""
        return self.accepts_moves or (self._paused and not self.board.is_over)

    def status_text(self) -> str:
        """Whose turn it is, that the computer is thinking, or the result."""
        board = self.board
        outcome = board.outcome
        if outcome is not None:
            result = self.outcome_message(outcome)
        elif self._reviewing:
            result = roles.next_player_text(self.players, board.to_move)
        elif self._paused:
            turn = roles.turn_text(self.players, board.to_move, False)
            result = self.tr("Paused. {turn}").format(turn=turn)
        else:
            result = roles.turn_text(self.players, board.to_move, self.is_thinking)
        if self._reviewing:
            moves = len(self._game.moves)
            total = moves + len(self._game.redo_moves)
            return self.tr("Review: move {moves} of {total}. {result}").format(
                moves=moves, total=total, result=result
            )
        return result

    def last_move_text(self) -> str:
        """After a computer's move in a game that goes on: was it proven, or the best found?

        Empty after a person's move, at the start, in review and once the game is over.
        """
        moves = self._game.moves
        if self._reviewing or self.board.is_over or not moves:
            return ""
        report = self._computer_moves.get(len(moves))
        if report is None and self._resumed_at == len(moves):
            mark = self.board.mark_at(moves[-1])
            if mark is not None and self.players.computer_for(mark) is not None:
                return move_report.earlier_move_text(self.player_name(mark), mark, moves[-1])
        if report is None or report[1] != moves[-1]:
            return ""
        mark, move, result = report
        choice = self.players.computer_for(mark)
        strategy = choice.name if choice is not None else ""
        return move_report.computer_move_text(self.player_name(mark), mark, move, result, strategy)

    def outcome_message(self, outcome: Outcome) -> str:
        """The result from the person's side: "You won!", "You lost.", "Bob won!", "Draw."."""
        return roles.outcome_headline(self.players, outcome)

    def outcome_explanation(self, outcome: Outcome) -> str:
        """How ``outcome`` came about, reverse rules made plain."""
        return roles.outcome_explanation(self.players, outcome, self.board.rules.reverse)

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

    def refusal_text(self, move: Move) -> str:
        """Why ``play(move)`` would be refused now, in a sentence ("" when it would not be)."""
        board = self.board
        if self._reviewing:
            return self.tr("This is a review: Play from here plays on from a move.")
        if board.is_over:
            return self.tr("The game is over: New game starts another.")
        if self._watching:
            return self.tr("Two computers play this game: Pause stops them, Continue goes on.")
        if not self.is_human(board.to_move) or self.is_thinking:
            name = self.player_name(board.to_move)
            return self.tr("Wait for {name} to move.").format(name=name)
        if board.mark_at(move) is not None:
            return self.tr("{cell} is taken: choose a free cell.").format(cell=cell_name(move))
        return ""

    def set_adaptation(self, adapt: Callable[[AppSettings], AppSettings] | None) -> None:
        """Let ``adapt`` adjust the settings now and before each new game, or stop (None).

        The window uses it to set the level of "Match my level" from the person's results.
        ``adapt`` must not hold the window or other Qt objects (a reference cycle through
        the model would leave them to Python's garbage collector, in any thread).
        """
        self._adapt = adapt
        self._adapt_settings()

    @Slot()
    def new_game(self) -> None:
        """Start a new game with the current settings (adjusted by the adaptation, if any).

        After a game played on from a review, that is the settings from before it.
        """
        if self._shut_down:
            return
        own_settings_back = self._take_back_own_settings()
        self._adapt_settings()
        self._take_game(Game(self._settings.rules))
        self.clock.restart()
        self._set_reviewing(False)
        self._position_changed(announce=False)
        if own_settings_back:
            self.own_settings_back.emit()

    @Slot()
    def undo(self) -> bool:
        """Take back moves until a person is to move again; False when there is nothing to undo.

        In a game between two computers (paused, or over), one move at a time; the game is
        then paused, so that the computers play on only when told to.
        """
        if not self.can_undo:
            return False
        if self._watching:
            self._paused = True
        while self._game.can_undo:
            self._game.undo()
            if self._watching or self.is_human(self.board.to_move):
                break
        self._position_changed(announce=False)
        return True

    @Slot()
    def redo(self) -> bool:
        """Replay taken-back moves up to a person's turn; False when there is nothing to redo."""
        if not self.can_redo:
            return False
        self._game.redo()
        while self._game.can_redo and not (self._watching or self.is_human(self.board.to_move)):
            self._game.redo()
        if self.board.is_over and not self.clock.stopped:
            # The end of a game played on from a review, replayed: the reviewed game's own
            # result, in Statistics already. The game counts no other result after it.
            self.clock.stop()
        self._position_changed(announce=False)
        return True

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        """Pause a game between two computers (the move being chosen is dropped), or go on."""
        if paused == self._paused or (paused and not self.can_pause):
            return
        self._paused = paused
        self._computer_may_move()

    def hold_computer(self, held: bool) -> None:
        """Hold two computers' game while the window asks something (True), then release it.

        It goes on once every hold is released, unless the person paused it. Holds and
        releases come in pairs.
        """
        self._holds = max(0, self._holds + (1 if held else -1))
        if self._watching:
            self._computer_may_move()

    @Slot()
    def request_hint(self) -> bool:
        """Ask for the best move for the person to move; ``hint_ready`` brings it."""
        if not self.can_hint:
            return False
        self._computer.request_hint(self.board)
        return True

    @Slot(object)
    def apply_settings(self, settings: AppSettings) -> None:
        """Use ``settings`` from now on.

        Settings that change the game (rules or players) start a new game; names, the move
        delay and the evaluation overlay apply to the game in progress.
        """
        if self._shut_down:
            return
        settings = settings.normalized()
        same_game = settings.same_game_as(self._settings) and not self._reviewing
        if not same_game:
            settings = self._with_adaptation(settings)  # the level of the new rules, at once
        self._settings_after_replay = None  # the person's choice now
        self._use_settings(settings)
        if same_game:
            self.board_changed.emit()
            if self._settings.show_evaluation:
                self._request_evaluation()
            return
        self.new_game()

    @Slot(bool)
    def set_show_evaluation(self, shown: bool) -> None:
        """Show or hide every free cell's value (the evaluation overlay)."""
        if shown == self._settings.show_evaluation or self._shut_down:
            return
        self._settings = replace(self._settings, show_evaluation=shown)
        self.settings_changed.emit(self._settings)
        if not shown:
            self.analysis_ready.emit(None)
        elif self.analysis is not None:
            self.analysis_ready.emit(self.analysis)
        else:
            self._request_evaluation()

    def load_game(
        self, game: Game, *, resumed: bool = False, players: AppSettings | None = None
    ) -> None:
        """Continue ``game`` (opened from a file) as a live game under its own rules.

        ``players``: who played it, when known (mode, the person's mark, computers, names);
        they play it on and are named in it, and the next new game goes back to the person's
        players, as after Play from here. The rules stay for the next games too.
        ``resumed``: it is the game left unfinished when the window last closed; a last move
        by the computer is then said as played before.
        """
        if self._shut_down:
            return
        own = self._settings
        if self._settings_after_replay is not None:  # the players of a game played on before
            own = own.with_players_of(self._settings_after_replay)
        self._settings_after_replay = None  # the person chose this game's rules now
        if game.rules != own.rules:
            own = self._with_adaptation(own.with_rules(game.rules))
        settings = own if players is None else own.with_players_of(players).normalized()
        if settings != own:
            self._settings_after_replay = own
        if settings != self._settings:
            self._use_settings(settings)
        self._take_game(game.copy())
        if resumed:
            self._resumed_at = len(game.moves)
        else:
            self._opened_at = len(game.moves)
        self.clock.restart()
        if self._game.board.is_over:
            self.clock.stop(counted=False)  # finished before it was opened: not played here
        self._set_reviewing(False)
        self._position_changed(announce=False)

    def review(self, game: Game, players: AppSettings) -> None:
        """Show ``game`` read-only at its last move; ``review_back`` and ``_forward`` step.

        ``players`` says who played it (mode, the person's mark, computers, names): the names
        shown in review, and the players who go on with ``play_from_here``.
        """
        if self._shut_down:
            return
        self._take_game(game.copy())
        # Under the game's rules: a computer is named by its level on them.
        self._review_players = players.with_rules(game.rules).normalized()
        self._set_reviewing(True)
        self._position_changed(announce=False)

    @Slot()
    def review_back(self) -> bool:
        """In review mode, step one move back."""
        if not (self._reviewing and self._game.can_undo):
            return False
        self._game.undo()
        self._position_changed(announce=False)
        return True

    @Slot()
    def review_forward(self) -> bool:
        """In review mode, step one move forward."""
        if not (self._reviewing and self._game.can_redo):
            return False
        self._game.redo()
        self._position_changed(announce=False)
        return True

    def review_to(self, ply: int) -> None:
        """In review mode, show the position after ``ply`` moves."""
        while self._reviewing and len(self._game.moves) > ply and self._game.can_undo:
            self._game.undo()
        while self._reviewing and len(self._game.moves) < ply and self._game.can_redo:
            self._game.redo()
        self._position_changed(announce=False)

    @Slot()
    def play_from_here(self) -> bool:
        """Turn the reviewed position into a live game; each side stays with who played it.

        The players and rules are this game's only: the next new game goes back to the
        settings the person had, unless the person changes settings in between. A finished
        position has nothing to play on: False, and the review stays.
        """
        if not self.can_play_from_here:
            return False
        settings = self._settings.with_players_of(self._review_players).with_rules(self._game.rules)
        if settings != self._settings:
            if self._settings_after_replay is None:
                self._settings_after_replay = self._settings
            self._use_settings(settings)
        self.clock.restart()
        self._set_reviewing(False)
        self.played_on.emit(len(self._game.moves))
        self._position_changed(announce=False)
        return True

    @property
    def own_settings(self) -> AppSettings:
        """The person's settings, kept for the next start.

        Their own players and rules, even while a game goes on with those of a reviewed or
        opened game.
        """
        own = self._settings_after_replay
        if own is None:
            return self._settings
        return self._settings.with_players_of(own).with_rules(own.rules)

    @property
    def playing_on_from_review(self) -> bool:
        """True while a game played on from a review (or opened) has players not the person's."""
        return self._settings_after_replay is not None

    def _take_back_own_settings(self) -> bool:
        """Back to the players and rules of the person's settings after a game played on.

        True when that changed the settings.
        """
        own = self._settings_after_replay
        self._settings_after_replay = None
        if own is None:
            return False
        settings = self._with_adaptation(self._settings.with_players_of(own).with_rules(own.rules))
        if settings == self._settings:
            return False
        self._use_settings(settings)
        return True

    @Slot()
    def shutdown(self) -> None:
        """Cancel the computer, stop its thread and wait for it; the model is inert afterwards."""
        if self._shut_down:
            return
        self._shut_down = True
        self._computer.shutdown()

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
            self._computer_moves[len(self._game.moves)] = report
        self._computer.new_generation()
        if move is not None and mark is not None:
            self.move_played.emit(move, mark)
        self.board_changed.emit()
        outcome = self._game.outcome
        if outcome is None:
            self.turn_changed.emit(self.board.to_move)
            if self._reviewing or self._paused or self.is_human(self.board.to_move):
                self._request_evaluation()
            else:
                self._schedule_computer()
            return
        if announce and not self._reviewing:
            first = not self.clock.stopped
            self.clock.stop()
            if first:  # recorded before anyone hears of it, and may start another game
                self.game_finished.emit()
            self.game_over.emit(outcome)

    @property
    def _watching(self) -> bool:
        """True in a game between two computers."""
        return self._settings.mode == Mode.COMPUTER_VS_COMPUTER

    @property
    def _computer_waits(self) -> bool:
        """True when two computers' game is paused or held."""
        return self._watching and (self._paused or self._holds > 0)

    def _computer_may_move(self) -> None:
        """Drop the move being chosen when the game must wait, or ask for one if it may go on."""
        if self._shut_down:
            return
        if self._computer_waits:
            if self.is_thinking:
                self._computer.new_generation()  # the position stays; its move is asked again
            self._request_evaluation()
        elif not (self.is_thinking or self._reviewing or self.board.is_over):
            self._computer.new_generation()  # no evaluation while the computers play
            self.analysis_ready.emit(None)
            self._schedule_computer()
        self.board_changed.emit()

    def _schedule_computer(self) -> None:
        strategy = self._players.strategy_for(self.board.to_move)
        if strategy is None or self._computer_waits:
            return
        delay = self._settings.move_delay_ms
        watched = self._watching and self._game.moves
        self._computer.choose_move(self.board, strategy, delay if watched else 0)

    def _request_evaluation(self) -> None:
        if self._settings.show_evaluation and self.can_evaluate:
            self._computer.evaluate(self.board)

    @Slot(object)
    def _on_computer_move_chosen(self, move: Move) -> None:
        if self._shut_down:
            return
        mark = self.board.to_move
        try:
            self._game.play(move)
        except IllegalMove as error:
            self.error_occurred.emit(
                self.tr("{name} ({mark}) chose a move that is not allowed: {error}").format(
                    name=self.player_name(mark), mark=mark, error=error
                )
            )
            self.board_changed.emit()
            return
        self._position_changed(move, mark, by_computer=True)

    @Slot(str)
    def _on_computer_move_failed(self, message: str) -> None:
        mark = self.board.to_move
        self.board_changed.emit()
        self.error_occurred.emit(
            self.tr("{name} ({mark}) could not move: {message}").format(
                name=self.player_name(mark), mark=mark, message=message
            )
        )

    @Slot(str)
    def _on_computer_analysis_failed(self, message: str) -> None:
        self.error_occurred.emit(self.tr("The analysis failed: {message}").format(message=message))

    @Slot(object)
    def _on_computer_analysis_ready(self, analysis: SearchResult) -> None:
        if self._settings.show_evaluation:
            self.analysis_ready.emit(analysis)

    def _use_settings(self, settings: AppSettings) -> None:
        """Play on with ``settings`` (their players from now on) and tell the views."""
        self._settings = settings
        self._players = build_players(settings)
        self.settings_changed.emit(settings)

    def _with_adaptation(self, settings: AppSettings) -> AppSettings:
        """``settings`` as the adaptation adjusts them (the level for their rules), if any."""
        return settings if self._adapt is None else self._adapt(settings).normalized()

    def _adapt_settings(self) -> None:
        """Apply the adaptation to the settings; tell the views when it changed them."""
        if self._shut_down:
            return
        adapted = self._with_adaptation(self._settings)
        if adapted != self._settings:
            self._use_settings(adapted)

    def _take_game(self, game: Game) -> None:
        """Make ``game`` the one shown: the reports of the last game's computer moves go."""
        self._game = game
        self._computer_moves.clear()
        self._resumed_at = None
        self._opened_at = None
        self._paused = False
        self.game_replaced.emit()

    def _set_reviewing(self, reviewing: bool) -> None:
        if reviewing != self._reviewing:
            self._reviewing = reviewing
            self.review_changed.emit(reviewing)
