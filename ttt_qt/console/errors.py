"""The console's error for arguments that parse but make no sense together."""

from __future__ import annotations


class UsageError(ValueError):
    """Arguments that argparse accepted but the command cannot use (such as k > N).

    ``ttt-console`` prints the command's usage with this message and exits with code 2.
    """
