"""Markdown tables, as every benchmark prints them."""

from __future__ import annotations

from collections.abc import Sequence


def markdown(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A markdown table of ``rows`` under ``headers``, each cell as ``str`` gives it."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)
