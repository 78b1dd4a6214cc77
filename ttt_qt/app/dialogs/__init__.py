"""The window's own dialogs: Settings (its players section) and the result of a game.

They read and change the settings and the players through their values; the small standard
message boxes live in ``widgets.dialogs``.
"""
