"""Who sits at the board: players by seat (swapped by a fair opening's choice), the engine for
hints built once and retired when it changes, engines kept in their seats or retired."""

from __future__ import annotations

from tests.helpers import settings_for
from ttt_qt.ai import Strategy
from ttt_qt.app.game.seats import Seats
from ttt_qt.app.players.engine_player import WindowEngine
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice, Mode
from ttt_qt.app.settings.engines import EngineEntry

FIRST = EngineEntry("First", "1.0", "/nowhere/pbrain-first")
SECOND = EngineEntry("Second", "2.0", "/nowhere/pbrain-second")


def two_engines(x: EngineEntry = FIRST, o: EngineEntry = SECOND, **fields: object) -> AppSettings:
    """Two engines' game on 15 x 15 (their processes start only at a first move)."""
    return settings_for(
        mode=Mode.COMPUTER_VS_COMPUTER,
        size=15,
        win_length=5,
        engines=(FIRST, SECOND),
        computer_x=ComputerChoice(x.name, (), x.path),
        computer_o=ComputerChoice(o.name, (), o.path),
        **fields,
    )


def paths(engines: list[WindowEngine]) -> list[str]:
    return [engine.path for engine in engines]


class Retired(list[Strategy]):
    """Records the strategies retired, in order."""

    def __call__(self, strategy: Strategy) -> None:
        self.append(strategy)


def test_a_person_has_no_strategy_and_a_computer_its_own() -> None:
    seats = Seats(settings_for(opponent="random", human_mark="O"), Retired())
    assert seats.strategy_for("O", swapped=False) is None
    computer = seats.strategy_for("X", swapped=False)
    assert computer is not None and computer.name == "random"
    assert seats.engine_for("X", swapped=False) is None
    assert seats.engines == []


def test_after_a_swap_the_first_seats_player_holds_o() -> None:
    seats = Seats(two_engines(), Retired())
    unswapped = seats.engine_for("X", swapped=False)
    assert unswapped is not None and unswapped.path == FIRST.path
    swapped_x = seats.engine_for("X", swapped=True)
    swapped_o = seats.engine_for("O", swapped=True)
    assert swapped_x is not None and swapped_x.path == SECOND.path
    assert swapped_o is not None and swapped_o.path == FIRST.path
    assert swapped_o is seats.strategy_for("O", swapped=True)


def test_the_analyst_is_built_once_and_retired_when_another_is_chosen() -> None:
    retired = Retired()
    settings = two_engines(analyst=FIRST.path)
    seats = Seats(settings, retired)
    analyst = seats.analyst(settings)
    assert analyst is not None and analyst.path == FIRST.path
    assert seats.analyst(settings) is analyst
    assert paths(seats.engines) == [FIRST.path, SECOND.path, FIRST.path]
    chosen = two_engines(analyst=SECOND.path)
    seats.seat(chosen, same_players=True)
    assert retired == [analyst]
    other = seats.analyst(chosen)
    assert other is not None and other.path == SECOND.path


def test_no_analyst_without_one_chosen() -> None:
    settings = two_engines()
    seats = Seats(settings, Retired())
    assert seats.analyst(settings) is None


def test_an_engine_kept_in_its_seat_plays_on_and_one_that_leaves_is_retired() -> None:
    retired = Retired()
    seats = Seats(two_engines(), retired)
    first = seats.engine_for("X", swapped=False)
    second = seats.engine_for("O", swapped=False)
    seats.seat(two_engines(FIRST, FIRST))
    assert seats.engine_for("X", swapped=False) is first
    assert retired == [second]
    new_o = seats.engine_for("O", swapped=False)
    assert new_o is not None and new_o is not first and new_o.path == FIRST.path


def test_two_people_leave_every_engine_retired() -> None:
    retired = Retired()
    seats = Seats(two_engines(), retired)
    before = seats.engines
    seats.seat(settings_for(mode=Mode.HUMAN_VS_HUMAN, engines=(FIRST, SECOND)))
    assert retired == before and seats.engines == []
