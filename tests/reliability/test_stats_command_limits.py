"""``ttt-console stats --last N`` with an N beyond any count lists every game, quietly."""

from __future__ import annotations

from pathlib import Path

import pytest

from .faulty_records import keep_games, stats


@pytest.mark.parametrize("last", ["9223372036854775807", "9223372036854775808", "9" * 30])
def test_a_last_beyond_sqlites_integers_lists_every_game(tmp_path: Path, last: str) -> None:
    path = tmp_path / "records.sqlite3"
    keep_games(path, 3)
    code, out, err = stats("--records", str(path), "--last", last)
    assert (code, err) == (0, "")
    assert out.startswith("The last 3 of 3 recorded games (runs 1 to 3")
