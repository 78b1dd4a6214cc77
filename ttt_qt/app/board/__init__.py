"""The board: the cells and what is painted on them.

The board view renders the model and forwards clicks and keys; each cell paints its part of one
picture in the chosen theme (paper, go, high contrast), with the marks, their motion, the
winning line, the result band, and the evaluation overlay in colours and words. No rule is
checked here.
"""
