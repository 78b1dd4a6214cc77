"""Rule-based players: fixed rules over the board's lines, no search.

``tactics`` (the line tactics they share), ``sequential``, ``random_player``, ``smart`` and
``expert``: one module per player, imported by the registry when the first such player is
created (this package imports none of them, so that ``smart`` does not bring ``expert``).
"""
