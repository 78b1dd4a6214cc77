"""Who sits at the board: the computer players of the two seats, and the engine for hints."""

from __future__ import annotations

from collections.abc import Callable

from ttt_qt.ai import Strategy
from ttt_qt.engine import Mark

from ..players.build import build_players, build_strategy
from ..players.engine_player import WindowEngine
from ..settings.app_settings import AppSettings


class Seats:
    """The players built from the settings, by seat, and the outside engine chosen for hints.

    The players are built by seat: X's for the first seat, O's for the second. After a fair
    opening's choice that swapped the seats, the first seat's player holds O. An outside
    engine that leaves its seat (or the analyst's) is retired: closed once its work under way
    has stopped.
    """

    def __init__(self, settings: AppSettings, retire: Callable[[Strategy], None]) -> None:
        """Seat the players of ``settings`` (normalized).

        ``retire`` (``Computer.retire``) closes an engine that leaves.
        """
        self._retire = retire
        self._players = build_players(settings)
        self._analyst: WindowEngine | None = None  # started at its first hint

    def strategy_for(self, mark: Mark, *, swapped: bool) -> Strategy | None:
        """The strategy of the computer that holds ``mark``; None for a person."""
        seat_mark: Mark = ("O" if mark == "X" else "X") if swapped else mark
        return self._players.strategy_for(seat_mark)

    def engine_for(self, mark: Mark, *, swapped: bool) -> WindowEngine | None:
        """The outside engine that holds ``mark``, if one does."""
        strategy = self.strategy_for(mark, swapped=swapped)
        return strategy if isinstance(strategy, WindowEngine) else None

    @property
    def engines(self) -> list[WindowEngine]:
        """The outside engines at work: the players, then the one that gives hints."""
        found = self._players.engines
        if self._analyst is not None and self._analyst not in found:
            found.append(self._analyst)
        return found

    def analyst(self, settings: AppSettings) -> WindowEngine | None:
        """The engine ``settings`` choose to give hints (built at the first call), if any."""
        path = settings.analyst
        if not path:
            return None
        if self._analyst is None or self._analyst.path != path:
            choice = settings.engine_choice(path)
            if choice is None:
                return None
            self._retire_analyst()
            built = build_strategy(choice, rules=settings.rules)
            self._analyst = built if isinstance(built, WindowEngine) else None
        return self._analyst

    def seat(self, settings: AppSettings, *, same_players: bool = False) -> None:
        """Seat the players of ``settings`` (an engine kept in its seat plays on)."""
        if not same_players:
            before = self._players
            self._players = build_players(settings, keep=before)
            for engine in before.engines:
                if engine not in self._players.engines:
                    self._retire(engine)
        if self._analyst is not None and self._analyst.path != settings.analyst:
            self._retire_analyst()

    def close(self) -> None:
        """Close every outside engine (the computer's thread has stopped)."""
        for engine in self.engines:
            engine.close()

    def _retire_analyst(self) -> None:
        if self._analyst is not None:
            self._retire(self._analyst)
            self._analyst = None
