"""``ttt_qt.engine`` and ``ttt_qt.ai`` work with PySide6 unavailable: they never import Qt."""

from __future__ import annotations

import subprocess
import sys
import textwrap

BLOCKED_RUN = textwrap.dedent(
    """
    import sys

    class BlockQt:
        '''Refuse to import PySide6 or shiboken6, as on a machine without them.'''

        def find_spec(self, name, path=None, target=None):
            if name.partition(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError(f"{name} is blocked for this test")
            return None

    sys.meta_path.insert(0, BlockQt())
    try:
        import PySide6  # noqa: F401
    except ImportError:
        pass
    else:
        raise SystemExit("the blocker did not block PySide6")

    import ttt_qt.engine
    import ttt_qt.ai
    from ttt_qt.ai import Limit, analyze, create, names
    from ttt_qt.engine import Board, Rules

    for rules in (Rules(), Rules(4, 4, reverse=True)):
        board = Board.empty(rules).play((1, 1))
        for name in names():
            move = create(name, seed=1).choose(board)
            assert move in board.legal_moves(), (name, move)
        assert set(analyze(board, Limit(time=0.05)).moves) == set(board.legal_moves())
    loaded = sorted(m for m in sys.modules if m.partition(".")[0] in ("PySide6", "shiboken6"))
    assert not loaded, loaded
    print("pure:", len(names()), "strategies")
    """
)


def test_engine_and_ai_import_and_play_with_qt_blocked() -> None:
    completed = subprocess.run(
        [sys.executable, "-c", BLOCKED_RUN],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.startswith("pure: ")
