"""The coach: what the computer knows about a game, told to the person. No Qt.

- ``thinking``: "show thinking", the records of how each course algorithm sees a position
  (seed 003's minimax tree, seed 002's Monte Carlo scores, MCTS's visits, the threat search's
  line), taken from the very functions the players run.
"""
