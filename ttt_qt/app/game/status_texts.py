"""The sentences that say where the window's game stands, read from the game model.

Whose turn it is (or that the game is paused, in review, or over, and how), what the
computer's last move was (proven, or the best move it found), and why a click on the board
is refused. ``StatusTexts`` only reads the model's public state, apart from the reports of
the computer's moves that it keeps itself: the model tells it each computer move as it is
played and forgets them with the game. The texts keep the translation context "GameModel",
where they were written first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ttt_qt.ai import SearchResult
from ttt_qt.engine import Mark, Move, Outcome, cell_name

from ..computer import move_report
from ..players import roles
from ..players.rule_texts import forbidden_text, no_win_text
from ..settings.app_settings import Mode

if TYPE_CHECKING:
    from .model import GameModel

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

ComputerMove = tuple[Mark, Move, SearchResult | None]
"""A computer's move as played: its mark, the move and the search that chose it (if kept)."""


class StatusTexts:
    """The model's status sentences, and the reports of the computer's moves behind them."""

    def __init__(self, model: GameModel) -> None:
        """Read ``model`` (its public state) for every text."""
        self._model = model
        # What each computer move of this game was, by the number of moves it made: Undo
        # and Redo bring the report back with the move.
        self._computer_moves: dict[int, ComputerMove] = {}
        self._resumed_at: int | None = None  # the moves of a game taken up after a restart

    def record(self, ply: int, report: ComputerMove) -> None:
        """Keep ``report``, the computer's move that made the game ``ply`` moves long."""
        self._computer_moves[ply] = report

    def forget(self, resumed_at: int | None = None) -> None:
        """Forget the last game's moves; ``resumed_at``: a game taken up after a restart."""
        self._computer_moves.clear()
        self._resumed_at = resumed_at

    def status_text(self) -> str:
        """Whose turn it is, that the computer is thinking, or the result."""
        model = self._model
        board = model.board
        outcome = board.outcome
        if outcome is not None:
            result = self.outcome_message(outcome)
        elif model.is_reviewing:
            result = roles.next_player_text(model.players, board.to_move)
        elif model.is_paused:
            turn = roles.turn_text(model.players, board.to_move, False)
            result = translate("GameModel", "Paused. {turn}").format(turn=turn)
        else:
            result = roles.turn_text(model.players, board.to_move, model.is_thinking)
        if model.is_reviewing:
            game = model.game
            moves = len(game.moves)
            total = moves + len(game.redo_moves)
            return translate("GameModel", "Review: move {moves} of {total}. {result}").format(
                moves=moves, total=total, result=result
            )
        return result

    def last_move_text(self) -> str:
        """What the last move means in a game that goes on.

        A line that does not win under the rule (standard's overline, Caro's blocked five)
        says so; after a computer's move, whether it was proven or the best found. Empty after
        a person's ordinary move, at the start, in review and once the game is over.
        """
        model = self._model
        moves = model.game.moves
        note = "" if model.is_reviewing or not moves else no_win_text(model.board, moves[-1])
        report = self._computer_move_text()
        return f"{note} {report}" if note and report else note or report

    def _computer_move_text(self) -> str:
        model = self._model
        moves = model.game.moves
        if model.is_reviewing or model.board.is_over or not moves:
            return ""
        players = model.players
        report = self._computer_moves.get(len(moves))
        if report is None and self._resumed_at == len(moves):
            mark = model.board.mark_at(moves[-1])
            if mark is not None and players.computer_for(mark) is not None:
                return move_report.earlier_move_text(model.player_name(mark), mark, moves[-1])
        if report is None or report[1] != moves[-1]:
            return ""
        mark, move, result = report
        choice = players.computer_for(mark)
        if choice is not None and choice.is_engine:
            return move_report.engine_move_text(model.player_name(mark), mark, move)
        strategy = choice.name if choice is not None else ""
        return move_report.computer_move_text(model.player_name(mark), mark, move, result, strategy)

    def outcome_message(self, outcome: Outcome) -> str:
        """The result from the person's side: "You won!", "You lost.", "Bob won!", "Draw."."""
        return roles.outcome_headline(self._model.players, outcome)

    def outcome_explanation(self, outcome: Outcome) -> str:
        """How ``outcome`` came about, reverse rules made plain."""
        model = self._model
        return roles.outcome_explanation(model.players, outcome, model.board.rules.reverse)

    def refusal_text(self, move: Move) -> str:
        """Why ``play(move)`` would be refused now, in a sentence ("" when it would not be)."""
        model = self._model
        board = model.board
        if model.is_reviewing:
            return translate("GameModel", "This is a review: Play from here plays on from a move.")
        if board.is_over:
            return translate("GameModel", "The game is over: New game starts another.")
        if model.settings.mode == Mode.COMPUTER_VS_COMPUTER:
            return translate(
                "GameModel", "Two computers play this game: Pause stops them, Continue goes on."
            )
        if not model.is_human(board.to_move) or model.is_thinking:
            name = model.player_name(board.to_move)
            return translate("GameModel", "Wait for {name} to move.").format(name=name)
        if board.mark_at(move) is not None:
            text = translate("GameModel", "{cell} is taken: choose a free cell.")
            return text.format(cell=cell_name(move))
        reason = board.forbidden_reason(move)
        if reason is not None:
            text = translate("GameModel", "{cell} is forbidden to {mark} under Renju: {reason}.")
            return text.format(
                cell=cell_name(move), mark=board.to_move, reason=forbidden_text(reason)
            )
        return ""
