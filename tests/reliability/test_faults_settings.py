"""A damaged settings file: the window still starts with sane settings, plays, and saves anew."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ttt_qt.app.settings.app_settings import AppSettings, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.engine import MAX_SIZE, MIN_SIZE, Board
from ttt_qt.stats import RecordStore

pytestmark = pytest.mark.gui

KEYS = [
    "game/mode",
    "game/human_mark",
    "computer/opponent",
    "computer/x",
    "computer/o",
    "computer/move_delay_ms",
    "rules/size",
    "rules/win_length",
    "rules/reverse",
    "players/x_name",
    "players/o_name",
    "view/show_evaluation",
    "window/geometry",
]

WILD_VALUES = st.one_of(
    st.text(max_size=40),
    st.sampled_from(
        [
            "-1",
            "0",
            "2",
            "11",
            "999999999999",
            "nan",
            "true",
            "O",
            "computer_vs_computer",
            '{"name": "mcts", "options": {"playouts": 1e300}}',
            '{"name": "perfect", "options": {"time_limit": -5}}',
            '{"name": "nobody"}',
            "[1, 2]",
            "@ByteArray(\\0\\x1\\xff)",
            "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x5)",
            "x" * 5000,
        ]
    ),
)


def settings_path(folder: Path) -> Path:
    return folder / "ttt_qt" / "ttt_qt.ini"


def assert_window_plays(qtbot: QtBot, tmp_path: Path) -> AppSettings:
    """A window starts over whatever the settings file holds, and a person can play."""
    window = MainWindow(record_store=RecordStore(tmp_path / "records.sqlite3"))
    qtbot.addWidget(window)
    model = window.model
    loaded = model.settings
    assert loaded == loaded.normalized()
    assert MIN_SIZE <= loaded.size <= MAX_SIZE
    board = model.board
    assert board == Board.empty(loaded.rules)
    qtbot.waitUntil(lambda: not model.is_thinking, timeout=60_000)
    if model.accepts_moves:
        assert model.play(model.board.legal_moves()[0])
    window.close()
    assert model.is_shut_down
    return loaded


def test_a_settings_file_of_random_bytes(
    qtbot: QtBot, tmp_path: Path, settings_folder: Path
) -> None:
    path = settings_path(settings_folder)
    path.parent.mkdir(parents=True)
    path.write_bytes(bytes(range(256)) * 20 + b"\n[game]\nmode=\xff\xfe\n")
    assert assert_window_plays(qtbot, tmp_path) == AppSettings().normalized()


def test_a_folder_where_the_settings_file_should_be(
    qtbot: QtBot, tmp_path: Path, settings_folder: Path
) -> None:
    settings_path(settings_folder).mkdir(parents=True)
    assert assert_window_plays(qtbot, tmp_path) == AppSettings().normalized()


# Qt itself reports a damaged "@Variant(...)" value as it reads it; that report is expected here.
@pytest.mark.qt_log_ignore("QVariant::load: unknown user type")
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(values=st.dictionaries(st.sampled_from(KEYS), WILD_VALUES, min_size=1))
def test_any_values_in_the_settings_file(
    qtbot: QtBot, tmp_path: Path, values: dict[str, str]
) -> None:
    # A fresh folder for every example: QSettings caches what it read from a file.
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    path = settings_path(folder)
    path.parent.mkdir(parents=True)
    lines: dict[str, list[str]] = {}
    for key, value in values.items():
        group, name = key.split("/")
        lines.setdefault(group, []).append(f"{name}={value}")
    path.write_text(
        "".join(f"[{group}]\n" + "\n".join(items) + "\n" for group, items in lines.items()),
        encoding="utf-8",
        errors="surrogatepass",
    )
    loaded = assert_window_plays(qtbot, tmp_path)
    # Whatever was read, what the window saves reads back as it is.
    store = SettingsStore()
    store.save(loaded)
    store.sync()
    assert SettingsStore().load() == loaded


def test_new_settings_replace_a_damaged_file(
    qtbot: QtBot, tmp_path: Path, settings_folder: Path
) -> None:
    path = settings_path(settings_folder)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\x01[rules]\nsize=banana\n\xff")
    window = MainWindow(record_store=RecordStore(tmp_path / "records.sqlite3"))
    qtbot.addWidget(window)
    chosen = AppSettings(mode=Mode.HUMAN_VS_HUMAN, size=6, win_length=4, reverse=True)
    window.model.apply_settings(chosen)
    window.close()
    assert SettingsStore().load() == chosen.normalized()
