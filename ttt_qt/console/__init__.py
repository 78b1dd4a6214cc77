"""The terminal programs behind ``ttt-console``: the classic game, the menu series, the arena.

Each subcommand lives in its own module exposing ``configure(parser)`` and ``run(args)``;
``ttt_qt.console.main`` lists them and imports only the one that is asked for.
"""
