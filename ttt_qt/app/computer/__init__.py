"""The computer, seen from the window: its long-lived worker thread, and its findings in words.

``Computer`` asks the worker for moves, hints and evaluations and drops stale answers by
generation; the process settings keep the event loop responsive while it thinks; the
evaluation's texts and the move report say what a position or a move is worth.
"""
