"""Who plays: the people and the computer levels, named as people name them.

The roles (who is "You", who is the computer and by which level), the levels of the rules in
force, the pickers in the window and in Settings, "Match my level", and the players built from
the settings.
"""
