"""README.md stays short, its two commands stay real, and its links lead somewhere.

Everything beyond what a person needs first lives in the documentation site under docs/,
whose own links the strict Sphinx build checks (``python3 tasks.py docs``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402  (tasks.py at the top of the repository)

README = (ROOT / "README.md").read_text(encoding="utf-8")
MAX_LINES = 250
LINK = re.compile(r"(?<!!)\[[^\]]*\]\((?P<target>[^)\s]+)\)")


def section(title: str) -> str:
    """The text of README's ``## title`` section."""
    match = re.search(rf"^## {re.escape(title)}\n(?P<body>.*?)(?=^## |\Z)", README, re.S | re.M)
    assert match is not None, title
    return match["body"]


def test_readme_is_short() -> None:
    assert len(README.splitlines()) <= MAX_LINES


def test_quick_start_gives_exactly_the_two_commands_that_install_and_run() -> None:
    blocks = re.findall(r"^```\n(.*?)^```$", section("Quick start"), re.S | re.M)
    assert blocks == ["python3 tasks.py run\npython3 tasks.py test\n"]
    assert {"run", "test"} <= set(tasks.COMMANDS)


def test_every_link_to_a_file_of_the_repository_leads_to_one() -> None:
    targets = [match["target"] for match in LINK.finditer(README)]
    local = [target.split("#")[0] for target in targets if "://" not in target]
    assert "docs/index.md" in local and "LICENSE" in local and "CHANGELOG.md" in local
    missing = [target for target in local if not (ROOT / target).is_file()]
    assert missing == []
