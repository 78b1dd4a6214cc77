"""The clock of one game: when it started, how long it took and whether its result counts."""

from __future__ import annotations

import time


class GameClock:
    """Measures a game from its start to its first end (monotonic time, immune to clock changes)."""

    def __init__(self) -> None:
        """Start measuring now."""
        self.restart()

    def restart(self) -> None:
        """A new game starts now."""
        self._started = time.monotonic()
        self._duration: float | None = None
        self._counted = False

    def resume(self, seconds: float) -> None:
        """Go on with a game played ``seconds`` so far (before the app last closed)."""
        self.restart()
        self._started = time.monotonic() - seconds

    def stop(self, counted: bool = True) -> None:
        """The game has ended (the first end counts; later calls change nothing).

        ``counted``: its result is in the statistics (False for a game that came already
        over, such as one opened from a file).
        """
        if self._duration is None:
            self._duration = time.monotonic() - self._started
            self._counted = counted

    @property
    def stopped(self) -> bool:
        """True once the game has ended."""
        return self._duration is not None

    @property
    def counted(self) -> bool:
        """True once the game has ended with a result that is in the statistics."""
        return self._counted

    @property
    def duration_seconds(self) -> float:
        """Seconds from the start to the end, or to now while the game goes on."""
        if self._duration is not None:
            return self._duration
        return time.monotonic() - self._started
