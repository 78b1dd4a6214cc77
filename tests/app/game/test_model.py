"""The game model: turns, the computer's thread, generations, undo and redo, hints, review."""

from __future__ import annotations

import sys
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from tests.helpers import ComputerScript, settings_for, wait_until_idle
from ttt_qt.app.computer.process_settings import SWITCH_INTERVAL_S
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Rules

MakeModel = Callable[..., GameModel]


def test_a_person_plays_and_the_first_run_computer_answers(
    qtbot: QtBot, make_model: MakeModel
) -> None:
    model = make_model()
    assert model.settings.opponent.name == "smart"
    with qtbot.waitSignal(model.thinking_changed, check_params_cb=lambda busy: not busy):
        assert model.play((1, 1))
    assert model.board.move_count == 2
    assert model.board.mark_at((1, 1)) == "X"
    assert model.status_text() == "Your move (X)"
    assert (model.player_name("X"), model.player_name("O")) == ("You", "Medium")


def test_the_computer_hands_the_interpreter_to_the_window_promptly(
    qtbot: QtBot, make_model: MakeModel
) -> None:
    # The window paints each cell in Python: during a search it must get the interpreter
    # within half a millisecond, not Python's default 5 ms (a 15 x 15 repaint waited 1 s).
    model = make_model()
    with qtbot.waitSignal(model.thinking_changed, check_params_cb=lambda busy: not busy):
        assert model.play((1, 1))
    assert sys.getswitchinterval() <= SWITCH_INTERVAL_S < 0.005


def test_an_occupied_cell_or_the_computers_turn_is_refused(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    script.gate.clear()
    model = make_model()
    assert model.play((0, 0))
    assert model.is_thinking
    assert model.status_text() == "Medium (O) is thinking…"
    assert not model.play((1, 1))  # the computer's turn
    script.gate.set()
    wait_until_idle(qtbot, model)
    before = model.game.moves
    assert not model.play((0, 0))  # occupied
    assert not model.play((7, 7))  # off the board
    assert model.game.moves == before


def test_choosing_o_lets_the_computer_open(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    script.moves = [(2, 2)]
    model = make_model(human_mark="O")
    wait_until_idle(qtbot, model)
    assert list(model.game.moves) == list(((2, 2),))
    assert model.accepts_moves


def test_a_stale_computer_move_after_new_game_is_dropped(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    # The computer opens; its first move is held back until after New game, and it ignores the
    # cancel, so its result really arrives late: the model must drop it.
    script.gate.clear()
    script.obey_cancel = False
    script.moves = [(0, 0), (2, 2)]
    model = make_model(human_mark="O")
    qtbot.waitUntil(script.started.is_set)
    stale_generation = model.generation
    played: list[object] = []
    model.move_played.connect(lambda move, mark: played.append(move))
    model.new_game()
    assert model.generation > stale_generation
    script.gate.set()
    qtbot.waitUntil(lambda: len(script.played) == 2, timeout=10_000)
    wait_until_idle(qtbot, model)
    assert script.played == [(0, 0), (2, 2)]
    assert list(model.game.moves) == list(((2, 2),))
    assert played == [(2, 2)]


def test_two_people_are_told_who_won_by_name(qtbot: QtBot, make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        model.play(move)
    with qtbot.waitSignal(model.game_over) as blocker, qtbot.waitSignal(model.game_finished):
        model.play((0, 2))
    outcome = blocker.args[0]
    assert outcome.winner == "X"
    assert model.texts.outcome_message(outcome) == "Bob won!"
    assert model.outcome_explanation(outcome) == "Bob completed the line A1 B1 C1."
    assert model.status_text() == "Bob won!"
    assert not model.accepts_moves


def test_a_tie_and_reverse_rules(make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)]:
        model.play(move)
    assert model.status_text() == "Draw."
    reverse = make_model(mode=Mode.HUMAN_VS_HUMAN, reverse=True)
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        reverse.play(move)
    assert reverse.status_text() == "Alice won!"  # X completed a line and loses
    outcome = reverse.board.outcome
    assert outcome is not None
    assert reverse.outcome_explanation(outcome) == (
        "Bob completed the line A1 B1 C1, so Alice wins (reverse rules)."
    )


def test_a_hint_points_at_the_winning_move(qtbot: QtBot, make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        model.play(move)
    with qtbot.waitSignal(model.hint_ready, timeout=10_000) as blocker:
        assert model.computer_turn.request_hint()
    assert blocker.args == [(0, 2)]
    assert model.computer_turn.hint == (0, 2)
    model.play((2, 2))
    assert model.computer_turn.hint is None  # a hint belongs to one position


def test_a_hint_on_an_empty_board_points_at_the_centre(qtbot: QtBot, make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)  # every first move draws: A1 as good as B2
    with qtbot.waitSignal(model.hint_ready, timeout=10_000) as blocker:
        assert model.computer_turn.request_hint()
    assert blocker.args == [(1, 1)]


def test_a_position_seen_again_shows_the_same_values_at_once(
    qtbot: QtBot, make_model: MakeModel
) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    model.play((1, 1))
    with qtbot.waitSignal(model.analysis_ready, timeout=10_000, check_params_cb=bool):
        model.settings_changes.show_evaluation(True)
    first = model.computer_turn.analysis
    with qtbot.waitSignal(model.analysis_ready, timeout=10_000, check_params_cb=bool):
        model.play((0, 0))
    assert model.computer_turn.analysis is not first
    with qtbot.waitSignal(model.analysis_ready, timeout=100) as blocker:
        model.undo()  # back to the position after B2: its values come without a search
    assert blocker.args == [first] and model.computer_turn.analysis is first
    with qtbot.waitSignal(model.hint_ready, timeout=100):
        assert model.computer_turn.request_hint()


def test_the_evaluation_overlay_values_every_free_cell(qtbot: QtBot, make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    model.play((1, 1))
    with qtbot.waitSignal(model.analysis_ready, timeout=10_000):
        model.settings_changes.show_evaluation(True)
    analysis = model.computer_turn.analysis
    assert analysis is not None
    assert set(analysis.moves) == set(model.board.legal_moves())
    with qtbot.waitSignal(model.analysis_ready, check_params_cb=lambda value: value is None):
        model.settings_changes.show_evaluation(False)
    assert model.computer_turn.analysis is None


def test_computer_against_computer_plays_to_the_end(qtbot: QtBot, make_model: MakeModel) -> None:
    model = make_model(
        mode=Mode.COMPUTER_VS_COMPUTER,
        computer_x="sequential",
        computer_o="random",
        move_delay_ms=0,
    )
    with qtbot.waitSignal(model.game_over, timeout=10_000):
        pass
    assert model.board.is_over
    assert model.can_undo and not model.is_paused  # it steps back, paused, only when asked


def test_review_steps_through_a_game_and_plays_on_from_any_move(
    qtbot: QtBot, make_model: MakeModel
) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    game = Game(Rules(4, 3), [(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)])
    with qtbot.waitSignal(model.review_changed, check_params_cb=bool):
        model.review_mode.review(
            game, settings_for(mode=Mode.HUMAN_VS_HUMAN, x_name="Ann", o_name="Cy")
        )
    assert model.is_reviewing
    assert model.board.rules == Rules(4, 3)
    assert model.status_text().startswith("Review: move 5 of 5. Ann won!")
    assert not model.play((3, 3))  # read-only
    assert model.review_mode.back()
    assert model.review_mode.back()
    assert list(model.game.moves) == list(((0, 0), (1, 1), (0, 1)))
    assert model.review_mode.forward()
    model.review_mode.to(1)
    assert list(model.game.moves) == list(((0, 0),))
    model.review_mode.play_from_here()
    assert not model.is_reviewing
    assert model.settings.size == 4 and model.settings.win_length == 3
    assert model.play((3, 3))
    assert list(model.game.moves) == list(((0, 0), (3, 3)))


def test_a_model_shut_down_in_review_neither_reviews_nor_plays_on(
    qtbot: QtBot, make_model: MakeModel
) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    model.review_mode.review(
        Game(Rules(), [(0, 0), (1, 1)]), settings_for(mode=Mode.HUMAN_VS_HUMAN)
    )
    assert model.is_reviewing and model.review_mode.can_play_from_here
    model.shutdown()
    assert model.is_shut_down and not model.is_reviewing and not model.is_paused
    assert not model.review_mode.can_play_from_here
    assert not model.review_mode.play_from_here() and not model.review_mode.back()
    assert not (model.can_undo or model.can_redo or model.has_game_in_progress)


def test_shutdown_while_thinking_stops_the_thread(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    script.gate.clear()
    model = make_model(human_mark="O")
    qtbot.waitUntil(script.started.is_set)
    model.shutdown()
    assert not model.computer.is_running
    assert not model.play((0, 0))
    model.new_game()  # inert, and no error
    assert model.is_shut_down
