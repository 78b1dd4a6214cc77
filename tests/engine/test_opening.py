"""The fair openings (swap, swap2): the decisions, who holds X, undo and redo, saved games."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_qt.engine import (
    Game,
    GameFormatError,
    History,
    IllegalMove,
    Opening,
    OpeningChoice,
    OpeningTurn,
    Rules,
    SavedGame,
    check_opening,
    mark_of,
    parse_saved_game,
    seat_of,
)
from ttt_qt.engine.formats import lost
from ttt_qt.engine.notation import format_game

GOMOKU = Rules(15, 5)
STANDARD = Rules(15, 5, rule="standard")
THREE = [(7, 7), (7, 8), (8, 8)]
FIVE = [*THREE, (6, 6), (9, 9)]


def test_only_fifteen_by_fifteen_freestyle_standard_or_renju_has_openings() -> None:
    assert check_opening("swap2", GOMOKU) == "swap2"
    assert check_opening("swap", STANDARD) == "swap"
    assert check_opening("swap2", Rules(15, 5, rule="renju")) == "swap2"
    assert check_opening("none", Rules(3, 3)) == "none"
    for rules in (Rules(13, 5), Rules(15, 5, rule="caro"), Rules(15, 4), Rules(15, 5, True)):
        with pytest.raises(ValueError, match="the swap opening is played on 15 x 15"):
            Game(rules, opening="swap")
    with pytest.raises(ValueError, match="must be one of none, swap, swap2"):
        check_opening("pie", GOMOKU)


def test_swap_three_stones_then_the_second_player_chooses() -> None:
    game = Game(GOMOKU, opening="swap")
    assert (game.opening_turn, game.seat_to_act) == (OpeningTurn("first", "place"), "first")
    for move in THREE:
        game.play(move)
    assert game.opening_turn == OpeningTurn("second", "choose", ("black", "white"))
    assert game.choice_due and game.seat_to_act == "second"
    with pytest.raises(IllegalMove, match="waits for the second player's choice"):
        game.play((0, 0))
    with pytest.raises(IllegalMove, match="one of black, white, not 'two'"):
        game.choose("two")
    game.choose("black")
    assert game.opening_turn is None and game.swapped
    # O (white) plays the fourth stone: the first player, who placed the stones.
    assert (game.board.to_move, game.seat_to_act) == ("O", "first")
    with pytest.raises(IllegalMove, match="no choice"):
        game.choose("white")


def test_swap2_taking_white_leaves_the_seats() -> None:
    game = Game(GOMOKU, THREE, "swap2", ["white"])
    assert not game.swapped and game.opening_turn is None
    assert game.seat_to_act == "second" and game.board.to_move == "O"


def test_swap2_two_more_stones_then_the_first_player_chooses() -> None:
    game = Game(GOMOKU, THREE, "swap2")
    assert game.opening_turn == OpeningTurn("second", "choose", ("black", "white", "two"))
    game.choose("two")
    assert game.opening_turn == OpeningTurn("second", "place")
    game.play(FIVE[3])
    assert game.seat_to_act == "second" and game.board.to_move == "X"
    game.play(FIVE[4])
    assert game.opening_turn == OpeningTurn("first", "choose", ("black", "white"))
    game.choose("white")
    # The first player takes white (O): the seats are swapped, and O plays the sixth stone.
    assert game.swapped
    assert (game.board.to_move, game.seat_to_act) == ("O", "first")
    assert game.choices == ("two", "white")
    assert game.describe() == "15 x 15, 5 in a row, swap2"


def test_marks_and_seats() -> None:
    assert mark_of("first", False) == "X" and mark_of("first", True) == "O"
    assert seat_of("X", True) == "second" and seat_of("O", False) == "second"


def test_undo_takes_back_a_choice_as_a_step() -> None:
    game = Game(GOMOKU, [*FIVE, (5, 5)], "swap2", ["two", "black"])
    assert game.undo() == (5, 5)
    assert game.undo() == "black"
    assert game.choice_due and game.board.move_count == 5 and not game.swapped
    assert game.undo() == (9, 9)
    assert game.undo() == (6, 6)
    assert game.undo() == "two"
    assert game.choices == () and game.redo_choices == ("two", "black")
    assert game.redo_moves == ((6, 6), (9, 9), (5, 5))
    history = game.history()
    assert history.can_redo and history.game() == game
    while game.can_redo:
        game.redo()
    assert game == Game(GOMOKU, [*FIVE, (5, 5)], "swap2", ["two", "black"])


def test_a_new_choice_clears_redo() -> None:
    game = Game(GOMOKU, [*THREE, (0, 0)], "swap", ["white"])
    game.undo()
    game.undo()
    game.choose("black")
    assert not game.can_redo and game.swapped


def test_choices_that_do_not_fit_are_refused() -> None:
    with pytest.raises(IllegalMove, match="not due"):
        Game(GOMOKU, THREE[:2], "swap", ["white"])
    with pytest.raises(IllegalMove, match="one of black, white"):
        Game(GOMOKU, THREE, "swap", ["two"])


def test_without_an_opening_nothing_changes() -> None:
    game = Game(GOMOKU, THREE)
    assert game.opening == "none" and game.opening_turn is None and not game.swapped
    assert game.seat_to_act == "second" and game.describe() == "15 x 15, 5 in a row"
    assert format_game(game).startswith("ttt_qt game 1\n")


def test_saved_games_keep_the_opening_and_its_choices() -> None:
    game = Game(STANDARD, [*FIVE, (5, 5)], "swap2", ["two", "black"])
    text = format_game(game)
    assert text.splitlines()[0] == "ttt_qt game 4"
    assert "opening swap2 two black" in text.splitlines()
    again = parse_saved_game(text).game
    assert again == game and again.choices == ("two", "black")
    # A game saved while a choice is due reads back waiting for it.
    waiting = Game(GOMOKU, THREE, "swap")
    assert parse_saved_game(format_game(waiting)).game.choice_due


@pytest.mark.parametrize(
    ("entries", "message"),
    [
        ("opening pie\nmoves\n", "the opening must be 'none', 'swap' or 'swap2', not 'pie'"),
        ("opening swap2 red\nmoves\n", "'red' is not a choice of the opening"),
        ("opening swap\nmoves H8 H9 J9 A1\n", "move 4: A1 cannot be played before the opening"),
        ("opening swap white\nmoves H8\n", "the opening's choices (white) do not fit its moves"),
        ("opening swap two\nmoves H8 H9 J9\n", "the opening's choices (two) do not fit"),
    ],
)
def test_broken_openings_say_why(entries: str, message: str) -> None:
    text = "ttt_qt game 4\nsize 15\nwin_length 5\nrules normal\n" + entries
    with pytest.raises(GameFormatError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_saved_game(text)


def test_an_opening_on_another_board_says_why() -> None:
    text = "ttt_qt game 4\nsize 9\nwin_length 5\nrules normal\nopening swap\nmoves\n"
    with pytest.raises(GameFormatError, match="the swap opening is played on 15 x 15"):
        parse_saved_game(text)
    older = "ttt_qt game 3\nsize 15\nwin_length 5\nrules normal\nopening swap\nmoves\n"
    with pytest.raises(GameFormatError, match="unknown entry 'opening'"):
        parse_saved_game(older)


def test_older_histories_have_no_opening() -> None:
    assert History(GOMOKU, ((7, 7),)).game() == Game(GOMOKU, [(7, 7)])


@st.composite
def opening_sequences(draw: st.DrawFn) -> tuple[Opening, Game]:
    """A game that took legal opening decisions, chosen by hypothesis, to the end of its opening."""
    opening: Opening = draw(st.sampled_from(["swap", "swap2"]))
    rules = draw(st.sampled_from([GOMOKU, STANDARD]))
    game = Game(rules, opening=opening)
    while (turn := game.opening_turn) is not None:
        if turn.action == "choose":
            choice: OpeningChoice = draw(st.sampled_from(turn.choices))
            game.choose(choice)
        else:
            game.play(draw(st.sampled_from(game.board.legal_moves())))
    return opening, game


@given(opening_sequences())
def test_every_legal_sequence_ends_in_a_normal_game(case: tuple[Opening, Game]) -> None:
    opening, game = case
    stones = game.board.move_count
    assert stones in ((3,) if opening == "swap" else (3, 5))
    assert stones == 3 + 2 * game.choices.count("two")
    assert not game.choice_due and game.board.to_move == "O" and not game.board.is_over
    # The seat to move holds O; the game goes on as usual, and reads back the same.
    assert mark_of(game.seat_to_act, game.swapped) == "O"
    assert parse_saved_game(format_game(game)).game == game
    # Undo all the way back reaches the empty board, redo all the way the same game.
    steps = stones + len(game.choices)
    copy = game.copy()
    for _ in range(steps):
        copy.undo()
    assert copy.board.move_count == 0 and copy.choices == () and not copy.can_undo
    for _ in range(steps):
        copy.redo()
    assert copy == game


def test_other_formats_say_they_lose_the_opening(tmp_path: Path) -> None:
    saved = SavedGame(Game(GOMOKU, THREE, "swap2", ["white"]))
    assert lost(tmp_path / "a.psq", saved) == "the swap2 opening"
    assert lost(tmp_path / "a.sgf", saved) == "the swap2 opening"
    assert lost(tmp_path / "a.sgf", SavedGame(Game(GOMOKU, THREE))) is None


def test_renju_with_swap2_forbids_blacks_double_three_whoever_holds_black() -> None:
    renju = Rules(15, 5, rule="renju")
    # Black (X) H6 and H7 with white far off, then two more: black F8, and the first player
    # takes white, so black is the second player's from here.
    stones = [(7, 5), (0, 0), (7, 6), (0, 14), (5, 7)]
    game = Game(renju, stones[:3], "swap2", ["two"])
    game.play(stones[3])
    game.play(stones[4])
    game.choose("white")
    assert game.swapped and (game.board.to_move, game.seat_to_act) == ("O", "first")
    game.play((14, 0))
    game.play((6, 7))  # black: H6 H7 in a row, F8 G8 in a column, meeting at H8
    game.play((14, 14))
    assert (game.seat_to_act, game.board.to_move) == ("second", "X")
    with pytest.raises(IllegalMove, match=r"forbidden to X under Renju rules \(double three\)"):
        game.play((7, 7))
    assert game.describe() == "15 x 15, 5 in a row, Renju, swap2"
