"""Fixtures for the window's tests: a private settings file, windows built from given settings,
computer players that wait for the test, and waiting helpers (never sleeps)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from tests.helpers import load_packaging_module
from ttt_qt.ai import Limit
from ttt_qt.app import players as players_module
from ttt_qt.app.main_window import MainWindow
from ttt_qt.app.model import GameModel
from ttt_qt.app.settings import AppSettings, ComputerChoice, Mode
from ttt_qt.app.settings_store import SettingsStore
from ttt_qt.engine import Board, Move

WAIT_MS = 20_000


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


@pytest.fixture(autouse=True)
def settings_folder(tmp_path: Path) -> Path:
    """Every test gets its own empty settings file (QSettings caches the default paths)."""
    folder = tmp_path / "settings"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    return folder


def settings_for(**fields: Any) -> AppSettings:
    """Default settings with ``fields`` changed, such as ``mode=Mode.HUMAN_VS_HUMAN``."""
    for key in ("opponent", "computer_x", "computer_o"):
        if isinstance(fields.get(key), str):
            fields[key] = ComputerChoice(fields[key])
    return replace(AppSettings(), **fields).normalized()


@pytest.fixture
def make_window(qtbot: Any) -> Callable[..., MainWindow]:
    """Build and show a window whose saved settings are the defaults with ``fields`` changed."""

    def make(**fields: Any) -> MainWindow:
        store = SettingsStore()
        if fields:
            store.save(settings_for(**fields))
            store.sync()
        window = MainWindow()
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def use_palette(qapp: QApplication) -> Iterator[Callable[[QPalette], None]]:
    """Give the application a palette (a dark one, say) for this test; the old one comes back."""
    original = QPalette(qapp.palette())
    yield qapp.setPalette
    qapp.setPalette(original)


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    """A window for two people (no computer moves to wait for)."""
    return make_window(mode=Mode.HUMAN_VS_HUMAN)


def wait_until_idle(qtbot: Any, model: GameModel) -> None:
    """Wait until the computer has made its move (or there was none to make)."""
    qtbot.waitUntil(lambda: not model.is_thinking, timeout=WAIT_MS)


class ComputerScript:
    """Stands in for every computer player of a test: plays the listed moves in turn.

    Each move waits for ``gate`` (set by default). With ``obey_cancel`` a cancel also lets the
    player return, as real strategies must; without it the player waits for the gate alone, so
    that a test can deliver a result after the model stopped wanting it.

    Attributes:
        moves: the moves still to play (when none fits, the first free cell).
        played: every move returned so far.
        started: set once a move was asked for.
    """

    name = "scripted"

    def __init__(self) -> None:
        self.moves: list[Move] = []
        self.played: list[Move] = []
        self.gate = threading.Event()
        self.gate.set()
        self.started = threading.Event()
        self.obey_cancel = True

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        self.started.set()
        while not self.gate.wait(0.005):
            if self.obey_cancel and limit is not None and limit.cancelled():
                break
        legal = board.legal_moves()
        move = legal[0]
        while self.moves:
            candidate = self.moves.pop(0)
            if candidate in legal:
                move = candidate
                break
        self.played.append(move)
        return move


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> Iterator[ComputerScript]:
    """Make every computer player built from now on follow one ``ComputerScript``."""
    controller = ComputerScript()

    def fake_create(name: str, seed: int | None = None, **options: Any) -> ComputerScript:
        return controller

    monkeypatch.setattr(players_module, "create", fake_create)
    yield controller
    controller.gate.set()
