"""setuptools hook: the wheel and the sdist carry the top-level ``resources/`` folder.

``pyproject.toml`` names :class:`BuildPy` as setuptools' ``build_py`` command. It builds the
packages as usual, then copies every file of ``resources/`` into ``ttt_qt/resources/`` of the
build, where ``ttt_qt.resources`` finds them in an installed wheel. It also lists those files
as sources, so an sdist holds them and a wheel built from the sdist gets them too.
An editable install copies nothing: ``ttt_qt.resources`` reads the checkout's folder.
Either way the translations are compiled (``.ts`` to ``.qm``, with PySide6's ``lrelease``, a
build requirement): into the wheel, or beside their sources for an editable install.
Standard library, setuptools and PySide6's tools only: this runs inside the build backend.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from types import ModuleType

from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent.parent
ASSETS = "resources"
TARGET = ("ttt_qt", "resources")


def asset_files(root: Path = ROOT) -> list[str]:
    """Every file under ``resources/``, as paths relative to ``root`` (sorted, '/'-separated)."""
    folder = root / ASSETS
    found = [
        path for path in folder.rglob("*") if path.is_file() and "__pycache__" not in path.parts
    ]
    return sorted(path.relative_to(root).as_posix() for path in found)


def translations_workflow() -> ModuleType:
    """``packaging/translations.py``, loaded by path (``packaging`` is also a library's name)."""
    spec = importlib.util.spec_from_file_location(
        "ttt_qt_translations_workflow", Path(__file__).with_name("translations.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPy(build_py):
    """``build_py`` that also copies ``resources/`` into the built ``ttt_qt/resources``."""

    def run(self) -> None:
        """Build the packages, then add the assets and the compiled translations.

        In editable mode the assets stay where they are and the translations are compiled there.
        """
        super().run()
        workflow = translations_workflow()
        if getattr(self, "editable_mode", False):
            workflow.compile_all(only_changed=True)
            return
        workflow.compile_all(target=Path(self.build_lib, *TARGET, "translations"))
        for name in asset_files():
            if name.endswith(".qm"):
                continue  # compiled above from the sources, never taken from a checkout
            relative = Path(name).relative_to(ASSETS)
            target = Path(self.build_lib, *TARGET, relative)
            self.mkpath(str(target.parent))
            self.copy_file(str(ROOT / name), str(target), preserve_mode=False)

    def get_source_files(self) -> list[str]:
        """The sources of the packages and the assets (what an sdist must hold)."""
        own = Path(__file__).resolve().relative_to(ROOT).as_posix()
        extra = [own, *asset_files()]
        return [*super().get_source_files(), *(name.replace("/", os.sep) for name in extra)]
