"""Helpers shared by the tests (tests never import other test modules nor a conftest):
hypothesis strategies for games, a reference minimax, the loader of the build scripts under
packaging/, and for the window's tests a scripted computer, waits and the discard question."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
import threading
from dataclasses import replace
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from hypothesis import settings
from hypothesis import strategies as st

from ttt_qt import ai
from ttt_qt.ai import Limit
from ttt_qt.ai.search.evaluation import MATE_BOUND, WIN
from ttt_qt.engine import MAX_SIZE, Board, Move, Rules

if TYPE_CHECKING:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QColor, QImage, QPalette
    from PySide6.QtWidgets import QComboBox, QLabel, QMessageBox, QWidget
    from pytestqt.qtbot import QtBot

    from ttt_qt.app import MainWindow
    from ttt_qt.app.game.model import GameModel
    from ttt_qt.app.settings.app_settings import AppSettings

# --- hypothesis strategies ------------------------------------------------------------------


@st.composite
def rules(draw: st.DrawFn, max_size: int = MAX_SIZE) -> Rules:
    """Any valid rules up to ``max_size``."""
    size = draw(st.integers(3, max_size))
    return Rules(size, draw(st.integers(3, size)), draw(st.booleans()))


@st.composite
def games(draw: st.DrawFn, max_size: int = 6) -> tuple[Rules, list[Move]]:
    """Rules and a legal sequence of moves (possibly to the end of the game)."""
    game_rules = draw(rules(max_size))
    board = Board.empty(game_rules)
    moves: list[Move] = []
    length = draw(st.integers(0, game_rules.cell_count))
    while len(moves) < length and not board.is_over:
        move = draw(st.sampled_from(board.legal_moves()))
        moves.append(move)
        board = board.play(move)
    return game_rules, moves


# --- a reference minimax: plain, memoised, over the engine's own Board -----------------------


@cache
def reference_value(board: Board) -> int:
    """The exact score of ``board`` for the side to move: WIN - plies, 0, or plies - WIN."""
    return max(reference_scores(board).values())


def reference_scores(board: Board) -> dict[Move, int]:
    """The exact score of every legal move of ``board`` (not over) for the side to move."""
    scores = {}
    for move in board.legal_moves():
        child = board.play(move)
        if child.is_over:
            if child.winner is None:
                scores[move] = 0
            else:
                scores[move] = WIN - 1 if child.winner == board.to_move else 1 - WIN
            continue
        value = reference_value(child)
        if value > MATE_BOUND:
            scores[move] = -value + 1
        elif value < -MATE_BOUND:
            scores[move] = -value - 1
        else:
            scores[move] = 0
    return scores


def reachable_positions(rules: Rules) -> list[Board]:
    """Every position of ``rules`` reachable in play that is not over."""
    seen: dict[tuple[int, int], Board] = {}
    stack = [Board.empty(rules)]
    while stack:
        board = stack.pop()
        key = (board.x_bits, board.o_bits)
        if key in seen or board.is_over:
            continue
        seen[key] = board
        stack.extend(board.play(move) for move in board.legal_moves())
    return list(seen.values())


def random_position(rules: Rules, marks: int, rng: random.Random) -> Board:
    """A random position with ``marks`` marks that is not over."""
    while True:
        board = Board.empty(rules)
        for _ in range(marks):
            board = board.play(rng.choice(board.legal_moves()))
            if board.is_over:
                break
        if not board.is_over:
            return board


# --- the build scripts under packaging/ -------------------------------------------------------

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


# --- clocks ---------------------------------------------------------------------------------


class StepClock:
    """A clock for time limits that counts its readings: each reading is ``step`` s later.

    A search that looks at it every N iterations then stops after a number of iterations
    that follows from the time limit alone, whatever the machine's speed.

    Attributes:
        readings: how many times the clock was read.
    """

    def __init__(self, step: float) -> None:
        self.step = step
        self.readings = 0

    def __call__(self) -> float:
        """The time now: ``step`` times the readings so far (this one included)."""
        self.readings += 1
        return self.readings * self.step


def slow_run() -> bool:
    """Whether this run is ``--slow``: its hypothesis profile (tests/conftest.py) is ``slow``."""
    return settings.get_current_profile_name() == "slow"


# --- colours and pixels (Qt imported on use: the engine's tests run without it) -------------


def dark_palette() -> QPalette:
    """A dark palette (light text on dark surfaces), as a dark desktop gives."""
    from PySide6.QtGui import QColor, QPalette

    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2d2f33",
        QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1e1f22",
        QPalette.ColorRole.AlternateBase: "#2a2b2e",
        QPalette.ColorRole.Text: "#e8e8e8",
        QPalette.ColorRole.Button: "#35373b",
        QPalette.ColorRole.ButtonText: "#e8e8e8",
        QPalette.ColorRole.Highlight: "#3d7ad6",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Mid: "#4a4c50",
    }
    for role, color in roles.items():
        palette.setColor(role, QColor(color))
    return palette


def color_distance(one: QColor, other: QColor) -> int:
    """The sum of the red, green and blue differences of two colours (0 to 765)."""
    return (
        abs(one.red() - other.red())
        + abs(one.green() - other.green())
        + abs(one.blue() - other.blue())
    )


def count_pixels(image: QImage, color: QColor, tolerance: int = 60) -> int:
    """How many pixels of ``image`` lie within ``tolerance`` of ``color``."""
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if color_distance(image.pixelColor(x, y), color) <= tolerance
    )


# --- how Statistics names the computer ------------------------------------------------------


def statistics_name(strategy: str, rules: Rules | None = None) -> str:
    """The computer playing ``strategy`` on ``rules`` (3 x 3 by default) as Statistics names it.

    Its level there with its strategy after it ("Unbeatable (Perfect)"), or its strategy
    alone where it has no level ("Match my level"); told from the ladder, not from the code
    under test.
    """
    label = ai.info(strategy).label
    level = ai.level_of(strategy, rules or Rules())
    return label if level is None else f"{level.label} ({label})"


def rules_where(strategy: str, level: ai.Level) -> Rules:
    """The smallest rules (normal, then reverse) on which ``strategy`` plays at ``level``."""
    return next(
        rules
        for reverse in (False, True)
        for size in range(3, MAX_SIZE + 1)
        for length in range(3, size + 1)
        if ai.level_of(strategy, rules := Rules(size, length, reverse)) is level
    )


# --- pictures of widgets at any device pixel ratio ----------------------------------------------


def widget_image(widget: QWidget) -> QImage:
    """``widget`` drawn, one image pixel per widget pixel at any device pixel ratio."""
    return at_widget_pixels(widget.grab().toImage(), widget.size())


def at_widget_pixels(image: QImage, size: QSize) -> QImage:
    """``image`` of a widget of ``size``, one image pixel per widget pixel.

    At a device pixel ratio of 2 (``QT_SCALE_FACTOR=2``, a high-density screen) a widget's
    picture has four pixels per widget pixel; this keeps one of each four (no blending), so
    that widget coordinates and the colours drawn there can be read from the image as they are.
    """
    from PySide6.QtCore import Qt

    if image.devicePixelRatio() == 1.0 and image.size() == size:
        return image
    scaled = image.scaled(
        size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.FastTransformation
    )
    scaled.setDevicePixelRatio(1.0)
    return scaled


def widest_line(label: QLabel) -> float:
    """The widest line of a word-wrapped ``label``'s text, broken as Qt breaks it at its width.

    More than the label's width when a word runs past its edge (Qt breaks lines between words
    and after such signs as "…", never inside a word).
    """
    from PySide6.QtGui import QTextLayout, QTextOption

    layout = QTextLayout(label.text(), label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    widest = 0.0
    line = layout.createLine()
    while line.isValid():
        line.setLineWidth(label.contentsRect().width())
        widest = max(widest, line.naturalTextWidth())
        line = layout.createLine()
    layout.endLayout()
    return widest


# --- the window's tests: settings, a scripted computer, waits (the app imported on use) -------

WAIT_MS = 20_000


def settings_for(**fields: Any) -> AppSettings:
    """Default settings with ``fields`` changed, such as ``mode=Mode.HUMAN_VS_HUMAN``."""
    from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice

    for key in ("opponent", "computer_x", "computer_o"):
        if isinstance(fields.get(key), str):
            fields[key] = ComputerChoice(fields[key])
    return replace(AppSettings(), **fields).normalized()


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


def picker(window: QWidget) -> QComboBox:
    """The opponent picker beside ``window``'s board."""
    from PySide6.QtWidgets import QComboBox

    combo = window.findChild(QComboBox, "opponentPicker")
    assert combo is not None
    return combo


# --- the question before the game in progress is dropped ("discardGameBox") -------------------


def discard_box(qtbot: QtBot, window: QWidget) -> QMessageBox:
    """The question shown over ``window``, once there is exactly one."""
    qtbot.waitUntil(lambda: len(shown_boxes(window)) == 1)
    return shown_boxes(window)[0]


def shown_boxes(window: QWidget) -> list[QMessageBox]:
    """The discard questions visible over ``window``."""
    from PySide6.QtWidgets import QMessageBox

    return [box for box in window.findChildren(QMessageBox, "discardGameBox") if box.isVisible()]


def answer(qtbot: QtBot, box: QMessageBox, button_name: str) -> None:
    """Click ``button_name`` in ``box``; the box closes and deletes itself (not touched again)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton

    window = box.parentWidget()
    button = box.findChild(QPushButton, button_name)
    assert button is not None and window is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not shown_boxes(window))


def message_text(qtbot: QtBot, window: QWidget) -> str:
    """The text of the message box shown over ``window``, once it is there; the box closes."""
    from PySide6.QtWidgets import QMessageBox

    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "messageBox") is not None)
    box = window.findChild(QMessageBox, "messageBox")
    assert box is not None
    text = box.text()
    box.close()
    return text


def show_window(qtbot: QtBot, settings: AppSettings | None = None) -> MainWindow:
    """A main window, shown, whose saved settings are ``settings`` (the defaults if None)."""
    from ttt_qt.app import MainWindow
    from ttt_qt.app.settings.store import SettingsStore

    if settings is not None:
        store = SettingsStore()
        store.save(settings)
        store.sync()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def stones(rules: Rules, x: list[Move], o: list[Move]) -> Board:
    """The board of ``rules`` with X's stones on ``x`` and O's on ``o`` (X or O to move)."""
    rows = [["."] * rules.size for _ in range(rules.size)]
    for mark, cells in (("X", x), ("O", o)):
        for row, col in cells:
            rows[row][col] = mark
    return Board.from_rows(rules, ["".join(row) for row in rows])


def gomoku_picture(picture: str) -> Board:
    """A 15 x 15 board (five in a row) from rows of ``X``, ``O`` and ``.``.

    Rows not shown, at the bottom, are empty.
    """
    rows = picture.split()
    return Board.from_rows(Rules(15, 5), rows + ["." * 15] * (15 - len(rows)))


OWN_FOUR = """
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    O..............
    ...OXXXX.......
    ...............
    ...O...........
    ......O........
"""
"""X to move has four in a row (row 8, columns 5 to 8; 1-based, from the top left) open
at one end: X completes it at column 9."""


THEIR_FOUR = """
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    .........X.....
    .......X.......
    ...XOOOO.......
    ...............
    ..X............
"""
"""X to move; O has four (row 9, columns 5 to 8) blocked on the left: X must block at column
9."""


OWN_OPEN_THREE = """
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    ......XXX......
    ...............
    ....O....O.....
    ..............O
"""
"""X to move with an open three (row 8, columns 7 to 9): an open four at column 6 or 10
wins; O has no three."""


NEARLY_FULL = """
    OOXOOOOXOXXXOOX
    XOXOXXOXOOXXXXO
    OXOOXOOXXXOXOOX
    OXXOXXOXOOOXXOX
    OOOXXXXOOXXOOOX
    XXOXOXOXXXOXOOO
    XXOXOXXXOXXOOXX
    XOXOXOOXOOOXXOO
    OXOOXXXOOXOOXXX
    OOXOXXXOXOOXOOX
    XXOOOXOOOXOOOXO
    XOXXOXXXOXXOOO.
    OX.OOOXO.XOOX..
    .OOXXOX.OX.OX.X
    .XO.XXO.XOXXXO.
"""
"""A 15 x 15 board (``gomoku_picture``) from a game against Rapfi, X to move with 13 empty
cells left: forced lines fill the board there."""


FAR_STONES: list[Move] = [
    *[(row, col) for row in (0, 14) for col in (0, 6, 12)],
    *[(4, 14), (10, 14), (12, 3), (2, 10), (12, 9), (2, 3)],
]
"""Twelve stones near the edges of 15 x 15, no three of them within five cells of a line: O's
stones that take no part in the middle's lines nor make threats of their own."""


# --- outside engines: the fake ones of tests/gomocup, and Rapfi beside the repository ---------

FAKE_BRAIN = Path(__file__).resolve().parent / "gomocup" / "fake_brain.py"
"""A Gomocup engine that misbehaves on purpose (its modes are in its docstring)."""

RAPFI_IN_SHARED = Path("shared", "engines", "rapfi", "pbrain-rapfi")


def find_rapfi() -> Path:
    """Rapfi in ``shared/`` beside the repository or a folder above it (never in the repository).

    ``TTT_QT_RAPFI`` names another path.
    """
    import os

    if "TTT_QT_RAPFI" in os.environ:
        return Path(os.environ["TTT_QT_RAPFI"])
    repository = Path(__file__).resolve().parents[1]
    for folder in repository.parents:
        if (folder / RAPFI_IN_SHARED).is_file():
            return folder / RAPFI_IN_SHARED
    return repository.parent / RAPFI_IN_SHARED


def engine_program(folder: Path, mode: str, *arguments: object) -> Path:
    """An executable ``pbrain-fake-MODE`` in ``folder`` that runs ``fake_brain.py`` in ``mode``.

    ``arguments`` follow the mode (``wrap PATH N``: the engine at PATH, hanging at its move N).
    """
    import shlex
    import stat

    path = folder / f"pbrain-fake-{mode}"
    words = " ".join(shlex.quote(str(word)) for word in (mode, *arguments))
    path.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE_BRAIN}" {words}\n')
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def process_alive(pid: int) -> bool:
    """True while the process ``pid`` runs (a zombie, ended but not reaped, counts as ended)."""
    import os

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/stat")
    try:
        return status.read_text().split(") ", 1)[1][:1] != "Z"
    except (OSError, IndexError):
        return True


# --- the layers without Qt ------------------------------------------------------------------

QT_BLOCKER = """\
import sys

class BlockQt:
    '''Refuse to import PySide6 or shiboken6, as on a machine without them.'''

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(f"{name} is blocked for this test")
        return None

sys.meta_path.insert(0, BlockQt())
"""
"""Python lines that make any import of Qt fail, as on a machine without PySide6."""


def run_without_qt(script: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run ``script`` (dedented) in a fresh interpreter where Qt cannot be imported.

    The script also fails if any PySide6 or shiboken6 module is loaded by its end.
    """
    import textwrap

    check = (
        "\nloaded = sorted(m for m in sys.modules if m.partition('.')[0] in"
        " ('PySide6', 'shiboken6'))\nassert not loaded, loaded\n"
    )
    code = QT_BLOCKER + textwrap.dedent(script) + check
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, check=False
    )
