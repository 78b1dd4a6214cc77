"""Games played with Rapfi (a Gomocup engine outside this repository): written as Piskvork
writes ``.psq`` files, read back and converted; and Renju games, where every move Rapfi makes
as X must be legal here (our forbidden cells agree with a leading engine's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ttt_qt import ai
from ttt_qt.engine import Board, GamePlayer, Rules
from ttt_qt.engine.formats import load, save

from .rapfi import RAPFI, rapfi_game

pytestmark = pytest.mark.skipif(not RAPFI.exists(), reason="Rapfi is not on this machine")


def test_a_game_with_rapfi_in_a_piskvork_file_reads_and_converts(tmp_path: Path) -> None:
    rules = Rules(15, 5)
    game = rapfi_game(rules, ai.create("expert", seed=1), plies=16)
    # As Piskvork writes it: Windows line ends, x,y from 1 with the milliseconds, the names.
    lines = ["Piskvorky 15x15, 11:11, 0"]
    lines += [f"{col + 1},{row + 1},{spent}" for (row, col), spent in game]
    lines += ["pbrain-rapfi", "ttt_qt expert", "-1"]
    (tmp_path / "rapfi.psq").write_bytes(("\r\n".join(lines) + "\r\n").encode("ascii"))
    saved = load(tmp_path / "rapfi.psq")
    assert saved.game.moves == tuple(move for move, _ in game)
    assert saved.x == GamePlayer.person("pbrain-rapfi")
    save(tmp_path / "rapfi.sgf", saved)
    save(tmp_path / "rapfi.ttt", load(tmp_path / "rapfi.sgf"))
    assert load(tmp_path / "rapfi.ttt") == saved


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_rapfi_against_itself_under_renju_never_plays_a_cell_forbidden_here(seed: int) -> None:
    rules = Rules(15, 5, rule="renju")
    game = rapfi_game(rules, None, plies=120, turn_ms=50 * seed)
    board = Board.from_moves(rules, [move for move, _ in game])  # IllegalMove if not
    assert board.move_count == len(game)
    assert board.is_over or len(game) == 120


@pytest.mark.slow
def test_rapfi_against_itself_under_standard_ends_on_an_exact_five() -> None:
    rules = Rules(15, 5, rule="standard")
    game = rapfi_game(rules, None, plies=150, turn_ms=80)
    board = Board.from_moves(rules, [move for move, _ in game])
    if board.winner is not None:
        assert board.completed_line is not None
        assert len(board.completed_line) == 5
    else:
        assert len(game) == 150 or board.is_full
