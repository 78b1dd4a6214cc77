"""Markdown tables, as every benchmark prints them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def markdown(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A markdown table of ``rows`` under ``headers``, each cell as ``str`` gives it."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def by_colour(items: Sequence[T], is_x: Callable[[T], bool]) -> list[tuple[str, list[T]]]:
    """``items`` (games) as the rows of a table by colour: X's, O's, and both."""
    return [
        ("X", [item for item in items if is_x(item)]),
        ("O", [item for item in items if not is_x(item)]),
        ("both", list(items)),
    ]


def record(results: Sequence[str]) -> str:
    """``W-L-D`` of results written ``W``, ``L`` and ``D`` (others not counted)."""
    return f"{results.count('W')}-{results.count('L')}-{results.count('D')}"


def average_ms(seconds: Sequence[float]) -> str:
    """The average of ``seconds`` in whole milliseconds (0 ms for none)."""
    return f"{1000 * sum(seconds) / max(len(seconds), 1):.0f} ms"
