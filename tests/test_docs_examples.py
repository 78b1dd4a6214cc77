"""The Python examples of the documentation run as printed.

Each ```python block of the pages below runs in a namespace that holds what the page takes as
given (a board, a cancel flag, a finished game's moves), so an API that moves or renames
breaks this test, not a reader's first try. The seed 002 window example opens a window and
waits for a person; its module is tested in tests/compat.
"""

from __future__ import annotations

import re
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from ttt_qt.engine import Board, Rules

DOCS = Path(__file__).resolve().parents[1] / "docs"
BLOCK = re.compile(r"^```python\n(?P<code>.*?)^```$", re.DOTALL | re.MULTILINE)


def python_blocks(page: str) -> list[str]:
    """The ```python blocks of a page under docs/, in order."""
    text = (DOCS / page).read_text(encoding="utf-8")
    return [match["code"] for match in BLOCK.finditer(text)]


def given() -> dict[str, Any]:
    """What the examples take as given: an empty 3 x 3 board, a cancel flag, a won game."""
    rules = Rules(size=3, win_length=3, reverse=False)
    return {
        "board": Board.empty(rules),
        "event": threading.Event(),
        "played_at": datetime(2026, 11, 23, 12, 0, tzinfo=UTC),
        "rules": rules,
        "moves": ((0, 0), (1, 1), (0, 1), (2, 2), (2, 0), (0, 2)),  # O completes C1 B2 A3
    }


@pytest.mark.parametrize(
    "page",
    [
        "development/engine.md",
        "computer/index.md",
        "computer/perfect.md",
        "teachers/index.md",
        "user/statistics.md",
        "user/rules-and-files.md",
    ],
)
def test_the_examples_of_the_page_run(page: str, capsys: pytest.CaptureFixture[str]) -> None:
    blocks = [code for code in python_blocks(page) if "run_gui(" not in code]
    assert blocks, f"{page} has no example left to run"
    namespace = given()
    for code in blocks:
        exec(compile(code, str(DOCS / page), "exec"), namespace)
    if page == "teachers/index.md":
        assert capsys.readouterr().out.rstrip().endswith(("X wins!", "O wins!", "Tie!"))
    if page == "user/rules-and-files.md":
        assert capsys.readouterr().out == "H8 is forbidden to X under Renju rules (double three)\n"
        assert namespace["board"].forbidden_moves() == [(7, 7)]


def test_the_examples_say_what_they_return() -> None:
    # The values the comments promise, for the examples whose comment names one.
    namespace = given()
    exec("\n".join(python_blocks("development/engine.md")), namespace)
    assert namespace["parse_cell"]("b2", 3) == (1, 1)
    assert namespace["cell_name"]((1, 1)) == "B2"
    from ttt_qt.compat.cs50 import initial_state, minimax, result
    from ttt_qt.compat.pa1 import Board as Pa1Board
    from ttt_qt.compat.pa1 import MiniMax

    assert minimax(result(initial_state(), (0, 0))) == (1, 1)
    pa1_board = Pa1Board()
    pa1_board.set("a1", "X")
    assert MiniMax("Alice", "O", pa1_board).minimax(pa1_board, True, True) == "B2"


def test_the_seed_002_window_example_names_the_real_function() -> None:
    (code,) = [code for code in python_blocks("teachers/index.md") if "run_gui(" in code]
    from ttt_qt.compat import poc_ttt_gui

    assert "from ttt_qt.compat.poc_ttt_gui import run_gui" in code
    assert callable(poc_ttt_gui.run_gui)
