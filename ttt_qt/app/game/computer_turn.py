"""The computer's turn in the window's game: when it moves, waits, or evaluates the position.

``ComputerTurn`` belongs to the game model and stands between it and the computer's thread:
it asks the computer for a move when a computer is to move (after the move delay in a game
between two computers), holds two computers' game while the person paused it or the window
asks something, asks for the evaluation overlay's analysis on a person's turn, and plays the
computer's chosen move into the model's game. Failures become sentences for the person on the
model's ``error_occurred`` (translation context "GameModel", where they were written first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot

from ttt_qt.ai import MoveValue, SearchResult
from ttt_qt.engine import IllegalMove, Move
from ttt_qt.gomocup.view import EngineView

from ..computer.computer import Computer, OpeningStep
from ..players.engine_player import WindowEngine
from ..settings.app_settings import Mode
from ..settings.engines import engines_play

if TYPE_CHECKING:
    from .model import GameModel

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


class ComputerTurn(QObject):
    """The model's link to the computer: its moves, the waits of two computers' game, analyses."""

    def __init__(self, model: GameModel, computer: Computer) -> None:
        """Let ``computer`` play and evaluate ``model``'s game (a child of the model)."""
        super().__init__(model)
        self._model = model
        self._computer = computer
        # Two computers' game waits while the window asks something (holds counts the
        # questions open); the model says whether the person paused it.
        self._holds = 0
        self._hint_engine: str | None = None  # the engine asked for the last hint, if any
        computer.move_chosen.connect(self._on_computer_move_chosen)
        computer.move_failed.connect(self._on_computer_move_failed)
        computer.opening_step_taken.connect(self._on_computer_opening_step_taken)
        computer.analysis_failed.connect(self._on_computer_analysis_failed)
        computer.analysis_ready.connect(self._on_computer_analysis_ready)

    @property
    def hint(self) -> Move | None:
        """The suggested move for the current position, once asked for and found."""
        return self._computer.hint

    @property
    def analysis(self) -> SearchResult | None:
        """The analysis of the current position, when the evaluation overlay asked for one."""
        return self._computer.analysis if self._model.settings.show_evaluation else None

    @property
    def can_evaluate(self) -> bool:
        """True when the evaluation overlay may show values: a person's turn, a review, a pause."""
        model = self._model
        waiting = model.is_reviewing or model.is_paused
        return (waiting or model.accepts_moves) and not model.board.is_over

    @property
    def can_hint(self) -> bool:
        """True when a hint may be asked for: on a person's turn, or in a paused game."""
        model = self._model
        return model.accepts_moves or (model.is_paused and not model.board.is_over)

    @Slot()
    def request_hint(self) -> bool:
        """Ask for the best move for the person to move; the model's ``hint_ready`` brings it."""
        if not self.can_hint:
            return False
        analyst = self._analyst()
        self._hint_engine = None if analyst is None else analyst.title
        if analyst is None:
            self._computer.request_hint(self._model.board)
        else:
            self._computer.request_engine_hint(self._model.board, analyst)
        return True

    def _analyst(self) -> WindowEngine | None:
        """The engine chosen for analysis, when one is and engines play these rules."""
        model = self._model
        return model.seats.analyst(model.settings) if engines_play(model.board.rules) else None

    @property
    def hint_engine(self) -> str | None:
        """The name of the engine that gave the last hint, or None for the app's own analysis."""
        return self._hint_engine

    @property
    def hint_view(self) -> EngineView | None:
        """What that engine said of its hint: its evaluation, depth and line, where it said."""
        return self._computer.engine_view if self._hint_engine is not None else None

    def retry(self) -> None:
        """Ask the computer to move again, after its player failed (an engine starts anew)."""
        model = self._model
        if model.is_shut_down or self._computer.is_thinking or model.is_reviewing:
            return
        if not model.board.is_over:
            self.schedule()
        model.board_changed.emit()

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
    def _watching(self) -> bool:
        return self._model.settings.mode == Mode.COMPUTER_VS_COMPUTER

    @property
    def waits(self) -> bool:
        """True when two computers' game is paused or held."""
        return self._watching and (self._model.is_paused or self._holds > 0)

    def hold(self, held: bool) -> None:
        """Hold two computers' game while the window asks something (True), then release it.

        It goes on once every hold is released, unless the person paused it. Holds and
        releases come in pairs.
        """
        self._holds = max(0, self._holds + (1 if held else -1))
        if self._watching:
            self.may_move()

    def may_move(self) -> None:
        """Drop the move being chosen when the game must wait, or ask for one if it may go on."""
        model, computer = self._model, self._computer
        if model.is_shut_down:
            return
        if self.waits:
            if computer.is_thinking:
                computer.new_generation()  # the position stays; its move is asked again
            self.request_evaluation()
        elif not (computer.is_thinking or model.is_reviewing or model.board.is_over):
            computer.new_generation()  # no evaluation while the computers play
            model.analysis_ready.emit(None)
            self.schedule()
        model.board_changed.emit()

    def schedule(self) -> None:
        """Ask the computer for a move when a computer is to move and the game does not wait."""
        model = self._model
        strategy = model.strategy_for(model.acting_mark)
        if strategy is None or self.waits:
            return
        if model.opening_turn is not None:  # a decision of the fair opening, not a move
            self._computer.take_opening_step(model._game.copy(), strategy)
            return
        delay = model.settings.move_delay_ms
        watched = self._watching and model.game.moves
        self._computer.choose_move(model.board, strategy, delay if watched else 0)

    def request_evaluation(self) -> None:
        """Ask for the analysis of the position when the evaluation overlay shows values.

        The values are the app's own (an engine gives one move, not a value per cell); with
        an engine chosen for analysis, its move is asked for too and comes as a hint.
        """
        model = self._model
        if model.settings.show_evaluation and self.can_evaluate:
            self._computer.evaluate(model.board)
            if self._analyst() is not None:
                self.request_hint()

    @Slot(object)
    def _on_computer_move_chosen(self, move: Move) -> None:
        model = self._model
        if model.is_shut_down:
            return
        mark = model.board.to_move
        try:
            model._game.play(move)
        except IllegalMove as error:
            text = translate(
                "GameModel", "{name} ({mark}) chose a move that is not allowed: {error}"
            )
            model.error_occurred.emit(
                text.format(name=model.player_name(mark), mark=mark, error=error)
            )
            model.board_changed.emit()
            return
        model._position_changed(move, mark, by_computer=True)

    @Slot(object)
    def _on_computer_opening_step_taken(self, step: OpeningStep) -> None:
        model = self._model
        if model.is_shut_down:
            return
        mark = model.acting_mark
        name = model.player_name(mark)  # before a choice that may swap who holds the marks
        if step.choice is not None:
            model.texts.record_choice(name, step.choice)
        try:
            if step.choice is not None:
                model._game.choose(step.choice)
            for stone in step.stones:
                model._game.play(stone)
        except IllegalMove as error:
            text = translate(
                "GameModel", "{name} ({mark}) made an opening decision that is not allowed: {error}"
            )
            model.error_occurred.emit(text.format(name=name, mark=mark, error=error))
            model.board_changed.emit()
            return
        last = step.stones[-1] if step.stones else None
        model._position_changed(last, model.board.mark_at(last) if last is not None else None)

    @Slot(str)
    def _on_computer_move_failed(self, message: str) -> None:
        model = self._model
        mark = model.acting_mark
        model.board_changed.emit()
        if model.engine_for(mark) is not None:  # its sentence names it; the window offers more
            model.engine_failed.emit(mark, message)
            return
        text = translate("GameModel", "{name} ({mark}) could not move: {message}")
        model.error_occurred.emit(
            text.format(name=model.player_name(mark), mark=mark, message=message)
        )

    @Slot(str)
    def _on_computer_analysis_failed(self, message: str) -> None:
        text = translate("GameModel", "The analysis failed: {message}")
        self._model.error_occurred.emit(text.format(message=message))

    @Slot(object)
    def _on_computer_analysis_ready(self, analysis: SearchResult) -> None:
        if self._model.settings.show_evaluation:
            self._model.analysis_ready.emit(analysis)
