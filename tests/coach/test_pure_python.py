"""``ttt_qt.coach`` works with PySide6 unavailable: it never imports Qt."""

from __future__ import annotations

import subprocess
import sys
import textwrap

BLOCKED_RUN = textwrap.dedent(
    """
    import sys

    class BlockQt:
        def find_spec(self, name, path=None, target=None):
            if name.partition(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError(f"{name} is blocked for this test")
            return None

    sys.meta_path.insert(0, BlockQt())
    from ttt_qt.coach import review_game
    from ttt_qt.coach.marks_file import with_marks
    from ttt_qt.coach.picker import next_puzzle
    from ttt_qt.coach.puzzle_proof import prove
    from ttt_qt.coach.puzzles import load_puzzles
    from ttt_qt.coach.rating import Rating
    from ttt_qt.engine import Rules

    reviews = review_game(Rules(), [(1, 1), (0, 1), (0, 0)])
    assert len(reviews) == 3 and with_marks("", reviews).count("# coach ") == 3
    puzzle = next_puzzle(load_puzzles(), Rating())
    assert prove(next(p for p in load_puzzles() if p.rules.size == 3)) is None
    loaded = sorted(m for m in sys.modules if m.partition(".")[0] in ("PySide6", "shiboken6"))
    assert not loaded, loaded
    print("pure coach")
    """
)


def test_the_coach_imports_and_works_with_qt_blocked() -> None:
    completed = subprocess.run(
        [sys.executable, "-c", BLOCKED_RUN],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.strip() == "pure coach"
