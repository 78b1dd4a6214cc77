"""The alpha-beta search and the player built on it.

A reader follows one search in this order: ``perfect`` (the player) and ``driver`` (the
session, the deepening and the best moves), ``analysis`` (``analyze``: every move's value),
``nodes`` (the recursive node functions), ``position`` (what a node holds), ``tables``
(transposition and symmetry), ``evaluation`` (scores) and ``opening_book`` (the first 4 x 4
and 5 x 5 moves, as data); ``proof`` is the win/draw/loss prover of whole games (5 x 5 with
k = 4). What a player's searches remember between moves is its ``ai.memory.SearchMemory``.
"""

from . import evaluation, nodes, opening_book, position, proof, tables
from .analysis import analyze
from .driver import Searcher, search
from .perfect import DEFAULT_TIME_LIMIT, PerfectStrategy

__all__ = [
    "DEFAULT_TIME_LIMIT",
    "PerfectStrategy",
    "Searcher",
    "analyze",
    "evaluation",
    "nodes",
    "opening_book",
    "position",
    "proof",
    "search",
    "tables",
]
