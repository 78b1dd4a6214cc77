"""Every text of seed 002's console game (``play_game``, ``str(TTTBoard)``), in one place."""

from __future__ import annotations

X_WINS = "X wins!"
O_WINS = "O wins!"
TIE = "Tie!"
CELL_SEPARATOR = " | "
RULE_CHAR = "-"
MARKS = {"empty": " ", "x": "X", "o": "O"}
