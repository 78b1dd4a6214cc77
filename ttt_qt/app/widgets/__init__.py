"""Small widgets and helpers any part of the window uses.

The standard dialogs in one replaceable place, titled dialog sections, labels that keep their
room or cut long words, table columns that share their room, windows that stay on screen.
"""
