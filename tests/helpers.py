"""Helpers shared by test folders (tests never import other test modules)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
"""The repository's top folder."""


def load_packaging_module(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` (the folder is not a package: it holds build scripts)."""
    qualified = f"ttt_qt_packaging_{name}"
    if qualified in sys.modules:
        return sys.modules[qualified]
    spec = importlib.util.spec_from_file_location(qualified, ROOT / "packaging" / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[qualified] = module  # dataclasses look their module up while a class is built
    spec.loader.exec_module(module)
    return module
