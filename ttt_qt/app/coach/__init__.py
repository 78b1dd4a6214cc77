"""The coach in the window: the review of a finished game, its marks and its chart.

``session.py`` runs ``ttt_qt.coach.review_moves`` in the computer's thread (``CoachReview``:
progress, stop, the marks as they come, "Try again from here"); ``texts.py`` says the grades
in words and colours; ``chart.py`` draws the advantage over the game (``advantageChart``);
``bar.py`` is the side panel's part (progress, Stop, Try again, the chart).
"""
