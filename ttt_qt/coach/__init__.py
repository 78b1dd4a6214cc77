"""The coach: game reviews, tactics puzzles, and the computer's thinking shown. No Qt.

- ``assessment``: the value of one position for the side to move (exact where the search
  solves it, else from the threat searches and estimates);
- ``grades`` and ``sentences``: a move's grade (best to blunder, with its sign) and why;
- ``review``: ``review_moves``, the review as a generator that a window fills in as it goes;
- ``marks_file``: the review kept in a saved game (``.ttt``) as comments;
- ``puzzles``: the puzzle set shipped as data (with its digest); ``puzzle_proof``: the proof
  of a puzzle by the searches (the generator is ``tools/make_puzzles.py``);
- ``rating``: the person's puzzle rating (Glicko-2) replayed from the attempts;
  ``picker``: the next puzzle near the rating, and the puzzle of the day;
- ``thinking``: "show thinking", the records of how each course algorithm sees a position
  (the course minimax's tree, the Monte Carlo scores, MCTS's visits, the threat search's
  line), taken from the very functions the players run.

Pure Python over ``engine`` and ``ai``; nothing here imports Qt.
"""

from .grades import Grade
from .review import SECONDS_PER_MOVE, MoveReview, first_error, review_game, review_moves

__all__ = [
    "SECONDS_PER_MOVE",
    "Grade",
    "MoveReview",
    "first_error",
    "review_game",
    "review_moves",
]
