"""Fixtures for the window's tests: a private settings file, windows built from given settings,
and computer players that wait for the test (``ComputerScript``, in tests/helpers.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from tests.helpers import ComputerScript, load_packaging_module, settings_for, show_window
from tests.window_fixtures import process_settings, settings_folder  # noqa: F401 (fixtures)
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.players import build as players_module
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.app.window.main_window import MainWindow


@pytest.fixture(scope="session", autouse=True)
def english_plural_forms(
    qapp: QApplication, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[None]:
    """English with its plural forms ("1 game", "2 games"), as the started app speaks it."""
    folder = tmp_path_factory.mktemp("translations")
    load_packaging_module("translations").compile_all(target=folder)
    translator = QTranslator()
    assert translator.load(str(folder / "ttt_qt_en.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def make_window(qtbot: Any) -> Callable[..., MainWindow]:
    """Build and show a window whose saved settings are the defaults with ``fields`` changed."""

    def make(**fields: Any) -> MainWindow:
        return show_window(qtbot, settings_for(**fields) if fields else None)

    return make


@pytest.fixture
def use_palette(qapp: QApplication) -> Iterator[Callable[[QPalette], None]]:
    """Give the application a palette (a dark one, say) for this test; the old one comes back."""
    original = QPalette(qapp.palette())
    yield qapp.setPalette
    qapp.setPalette(original)


@pytest.fixture
def make_model(qtbot: Any) -> Iterator[Callable[..., GameModel]]:
    """Build and start models from the defaults with ``fields`` changed; shut down after."""
    models: list[GameModel] = []

    def make(**fields: Any) -> GameModel:
        model = GameModel(settings_for(**fields))
        models.append(model)
        model.start()
        return model

    yield make
    for model in models:
        model.shutdown()


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    """A window for two people (no computer moves to wait for)."""
    return make_window(mode=Mode.HUMAN_VS_HUMAN)


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> Iterator[ComputerScript]:
    """Make every computer player built from now on follow one ``ComputerScript``."""
    controller = ComputerScript()

    def fake_create(name: str, seed: int | None = None, **options: Any) -> ComputerScript:
        return controller

    monkeypatch.setattr(players_module, "create", fake_create)
    yield controller
    controller.gate.set()
