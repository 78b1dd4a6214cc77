"""The course APIs of the seed documents, as thin adapters over the engine and the players.

- ``ttt_qt.compat.pa1`` — PA 1 (seed 000): ``Board``, ``Player``, ``AI``, ``SmartAI``, ``MiniMax``.
- ``ttt_qt.compat.lab3`` — Lab 3 (seed 001): the ``TicTacToe`` class on the numeric keypad.
- ``ttt_qt.compat.poc_ttt`` — the Monte Carlo mini-project (seed 002): ``TTTBoard`` and friends.
- ``ttt_qt.compat.cs50`` — the Minimax project (seeds 003 and 004): ``player`` ... ``minimax``;
  ``python -m ttt_qt.compat.cs50`` plays it against a person in the terminal.

The rules live in ``ttt_qt.engine`` only: these modules keep the data shapes the courses
fix (lists of strings, lists of lists) and ask the engine's line geometry or ``Board``
whenever a rule is involved. Nothing here imports Qt.

They check a board's form, never its history: students test them with boards written by
hand, many of which no game reaches, and every well-formed board gets an answer by the
course's definitions (each module's docstring records the choices a definition leaves open);
only malformed input and what a course document calls an error raise ``ValueError``.
"""
