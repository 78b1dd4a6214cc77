"""``ttt_qt.engine`` and ``ttt_qt.ai`` work with PySide6 unavailable: they never import Qt."""

from __future__ import annotations

from tests.helpers import run_without_qt

PLAY = """
try:
    import PySide6  # noqa: F401
except ImportError:
    pass
else:
    raise SystemExit("the blocker did not block PySide6")

from ttt_qt.ai import Limit, analyze, create, names
from ttt_qt.engine import Board, Rules

for rules in (Rules(), Rules(4, 4, reverse=True)):
    board = Board.empty(rules).play((1, 1))
    for name in names():
        move = create(name, seed=1).choose(board)
        assert move in board.legal_moves(), (name, move)
    assert set(analyze(board, Limit(time=0.05)).moves) == set(board.legal_moves())
print("pure:", len(names()), "strategies")
"""


def test_engine_and_ai_import_and_play_with_qt_blocked() -> None:
    completed = run_without_qt(PLAY)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.startswith("pure: ")
