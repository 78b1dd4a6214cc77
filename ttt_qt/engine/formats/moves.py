"""What the formats share: the board a file names, its moves played, the players' names."""

from __future__ import annotations

from collections.abc import Iterable

from ..cells import cell_name
from ..errors import GameFormatError, IllegalMove
from ..game import Game
from ..players import COMPUTER, GamePlayer, SavedGame
from ..rules import MAX_SIZE, MIN_SIZE, GomokuRule, Rules, usual_win_length
from ..types import Move


def board_rules(width: int, height: int, rule: GomokuRule = "freestyle") -> Rules:
    """The rules of a ``width`` x ``height`` board from another program, with the usual line.

    Raises:
        GameFormatError: the board is not square, or its size is one ttt_qt does not play.
    """
    if width != height:
        raise GameFormatError(
            f"the game is on a {width} x {height} board; ttt_qt plays square boards only"
        )
    if not MIN_SIZE <= width <= MAX_SIZE:
        raise GameFormatError(
            f"the game is on a {width} x {width} board; ttt_qt plays boards from"
            f" {MIN_SIZE} x {MIN_SIZE} to {MAX_SIZE} x {MAX_SIZE}"
        )
    try:
        return Rules(width, usual_win_length(width), rule=rule)
    except ValueError as error:
        raise GameFormatError(f"the {rule} rule cannot be played here: {error}") from None


def played(rules: Rules, moves: Iterable[Move]) -> Game:
    """The game of ``moves`` under ``rules``, move by move.

    Raises:
        GameFormatError: a move is off the board, on a taken cell, forbidden, or after the end.
    """
    game = Game(rules)
    size = rules.size
    for number, (row, col) in enumerate(moves, start=1):
        if not (0 <= row < size and 0 <= col < size):
            raise GameFormatError(f"move {number} is off the {size} x {size} board", move=number)
        try:
            game.play((row, col))
        except IllegalMove:
            raise GameFormatError(
                f"move {number}: {_why_not(game, (row, col))}", move=number
            ) from None
    return game


def _why_not(game: Game, move: Move) -> str:
    """Why ``move`` cannot be played in ``game`` (it is on the board)."""
    board = game.board
    cell = cell_name(move)
    reason = board.forbidden_reason(move)
    if reason is not None:
        return f"{cell} is forbidden to X under Renju ({reason})"
    if board.is_over:
        return f"{cell} is played after the end of the game"
    return f"{cell} is already taken"


def saved_game(game: Game, x_name: str | None, o_name: str | None) -> SavedGame:
    """``game`` with its players when the file names both (as people, by those names)."""
    x_name, o_name = _tidy(x_name), _tidy(o_name)
    if not x_name or not o_name:
        return SavedGame(game)
    return SavedGame(game, GamePlayer.person(x_name), GamePlayer.person(o_name))


def _tidy(name: str | None) -> str:
    """A name as words separated by single spaces ("" for none)."""
    return " ".join((name or "").split())


def player_name(player: GamePlayer | None) -> str | None:
    """The name another program shows for a side: a person's name, a computer's strategy."""
    if player is None:
        return None
    return player.name if player.kind != COMPUTER else f"ttt_qt {player.name}"


def lost_opening(saved: SavedGame) -> str | None:
    """``the swap2 opening`` when ``saved`` has an opening (which neither .psq nor SGF keeps)."""
    opening = saved.game.opening
    return None if opening == "none" else f"the {opening} opening"
