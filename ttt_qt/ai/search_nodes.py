"""The node functions of one search, built together over one rule set.

- ``exact`` (``exact_search``) searches to the end of the game;
- ``limited`` (``limited_search``) searches a given depth and hands over to ``exact`` once
  the depth reaches the cells left.

Both share the rule set's transposition table (see ``negamax`` for what nodes and scores mean).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ttt_qt.engine import Rules

from .exact_search import ExactSearch, build_exact
from .limited_search import LimitedSearch, build_limited
from .node_context import node_context


class NodeFunctions(NamedTuple):
    """The node functions of one search and a reader of its counters.

    Attributes:
        exact: searches to the end of the game.
        limited: searches ``depth`` plies.
        counts: returns (nodes visited, estimates made) so far.
    """

    exact: ExactSearch
    limited: LimitedSearch
    counts: Callable[[], tuple[int, int]]


def build_nodes(rules: Rules, poll: Callable[[], None]) -> NodeFunctions:
    """Make the node functions for ``rules``; they call ``poll`` every few nodes."""
    context = node_context(rules)
    exact, exact_nodes = build_exact(context, poll)
    limited, limited_counts = build_limited(context, poll, exact)

    def counts() -> tuple[int, int]:
        nodes, estimates = limited_counts()
        return nodes + exact_nodes(), estimates

    return NodeFunctions(exact=exact, limited=limited, counts=counts)
