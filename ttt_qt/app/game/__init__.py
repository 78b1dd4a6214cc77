"""The game in the window: the one model that owns it, and the objects it delegates to.

``GameModel`` holds the position, the players and the settings; its state is one ``PlayState``.
Around it: the status texts, review mode, the computer's turn, how settings changes reach the
game, the clock, the records of finished games, the guard that asks before a game is lost,
and the game files.
"""
