"""Sphinx configuration of ttt_qt's documentation site (``python3 tasks.py docs``).

The pages are Markdown (MyST). The build is strict: ``tasks.py`` runs Sphinx with ``-W
--keep-going -n``, so a broken cross-reference, a missing heading anchor, a missing image or a
page left out of every table of contents fails it. Nothing is fetched from the network.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

project = "ttt_qt"
author = "the ttt_qt developers"
copyright = f"2026, {author}"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
release = PYPROJECT["project"]["version"]
version = release

extensions = ["myst_parser"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]

# Links to a page's heading (page.md#a-heading) are checked like links to pages.
myst_heading_anchors = 4
myst_enable_extensions = ["colon_fence"]

html_theme = "alabaster"
html_title = f"ttt_qt {release}"
html_theme_options = {"description": "Tic-tac-toe for the desktop", "fixed_sidebar": True}
html_static_path: list[str] = []
html_show_sourcelink = False
