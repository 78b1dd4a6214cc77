"""The main window and what happens around it.

The window (board, side panel, menus and actions, status line), how a finished game is told,
the games it opens and saves, the self-test, and the single-instance handover. ``ttt-qt``'s
command line, which builds it, is ``ttt_qt.desktop``.
"""
