"""Show thinking: how the computer sees the current position, for students and teachers.

The panel (``panel.py``) runs one of the course algorithms on the current position in the
computer's thread and shows its record from ``ttt_qt.coach.thinking``: seed 003's minimax
tree (``minimax_model.py``), seed 002's Monte Carlo scores, or the moves MCTS and the threat
search considered (``pages.py``), in words of ``texts.py``.
"""
