"""Translations: every text the window shows goes through Qt's translation, the committed
``.ts`` files hold every text of the code, complete, and the language follows the system."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

import ttt_qt
from tests.helpers import load_packaging_module, rules_where, settings_for
from tests.stats.factories import decided, record, x_wins_on
from ttt_qt.ai import Level
from ttt_qt.app import MainWindow
from ttt_qt.app.game.files import GameFileError, read_game_file, write_game_file
from ttt_qt.app.players import strategy_texts
from ttt_qt.app.settings import language
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.stats.dialog import StatsDialog
from ttt_qt.app.stats.table_model import summary_cells
from ttt_qt.engine import Game, GameFormatError, Rules, parse_game
from ttt_qt.engine.notation import FORMAT_PROBLEMS
from ttt_qt.stats import HUMAN, RecordStore, StoredGame
from ttt_qt.stats.report import report_document
from ttt_qt.stats.summary import summarize

workflow = load_packaging_module("translations")

MARK = "\u2039"  # ‹ and › around every pseudo-translated text  # noqa: RUF003
WORD = re.compile(r"[A-Za-z]{2,}")


def messages(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """The messages of a ``.ts`` file by (context, source, comment)."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


@pytest.fixture(scope="module")
def code_texts(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str, str], bool]:
    """Every translatable text of the code now (and whether it has plural forms)."""
    folder = tmp_path_factory.mktemp("lupdate")
    workflow.refresh(("de",), folder)
    return {
        key: message.get("numerus") == "yes"
        for key, message in messages(folder / "ttt_qt_de.ts").items()
    }


def test_every_text_of_the_code_has_a_context(code_texts: dict[tuple[str, str, str], bool]) -> None:
    # A text found without one (a helper named ``tr`` that wraps ``translate``) is looked up
    # under another context at run time, and shows in English whatever its translation.
    assert [source for context, source, _ in code_texts if not context] == []


def test_the_registry_texts_are_marked_for_translation() -> None:
    assert strategy_texts.registry_texts() <= set(strategy_texts.MARKED)


def test_the_code_has_texts_to_translate(code_texts: dict[tuple[str, str, str], bool]) -> None:
    contexts = {context for context, _, _ in code_texts}
    assert {"MainWindow", "Roles", "SettingsDialog", "Strategies"} <= contexts
    assert len(code_texts) > 150


DUAL_WITHOUT_NUMBER = {"ar"}
"""Languages whose dual form (Qt's third plural form) names two without the number: Arabic
says "نقلتين", "two moves", not "2 نقلتين"."""


@pytest.mark.parametrize("code", workflow.TARGET_LANGUAGES)
def test_every_text_of_the_code_is_translated(
    code: str, code_texts: dict[tuple[str, str, str], bool]
) -> None:
    committed = messages(workflow.ts_file(code))
    missing = sorted(set(code_texts) - set(committed))
    assert missing == [], f"run: python packaging/translations.py refresh ({len(missing)} new)"
    for key, message in committed.items():
        translation = message.find("translation")
        assert translation is not None, key
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), key
        forms = [form.text for form in translation.iter("numerusform")] or [translation.text]
        assert all(form and form.strip() for form in forms), key
        for placeholder in re.findall(r"\{\w+\}|%[1-9n]", key[1]):
            counted = forms
            if placeholder == "%n" and code in DUAL_WITHOUT_NUMBER:
                counted = [form for index, form in enumerate(forms) if index != 2]
            assert all(placeholder in (form or "") for form in counted), (key, placeholder)


def test_english_has_its_plural_forms(code_texts: dict[tuple[str, str, str], bool]) -> None:
    committed = messages(workflow.ts_file("en"))
    plurals = {key for key, numerus in code_texts.items() if numerus}
    assert plurals and plurals <= set(committed)
    for key in plurals:
        forms = [form.text or "" for form in committed[key].iter("numerusform")]
        assert len(forms) == 2 and all(forms), key
        assert "(s)" not in "".join(forms), key


def pseudo_translation(folder: Path, code_ts: Path) -> Path:
    """A ``.qm`` in which every text reads between angle quotes, placeholders kept."""
    tree = ET.parse(code_ts)
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        pseudo = f"{MARK}{source}\u203a"
        if message.get("numerus") == "yes":
            for form in translation.iter("numerusform"):
                form.text = pseudo
        else:
            translation.text = pseudo
    ts = folder / "pseudo.ts"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = folder / "pseudo.qm"
    subprocess.run(
        [workflow.qt_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True
    )
    return qm


def is_standard_button(button: QAbstractButton) -> bool:
    """A dialog's OK, Cancel...: Qt's own translations (qtbase_*.qm) name those."""
    box = button.parentWidget()
    return isinstance(box, QDialogButtonBox) and (
        box.standardButton(button) != QDialogButtonBox.StandardButton.NoButton
    )


def shown_texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text of ``top`` and its visible children a person reads."""
    widgets = [top, *(w for w in top.findChildren(QWidget) if w.isVisibleTo(top))]
    yield top.objectName() or type(top).__name__, top.windowTitle()
    for widget in widgets:
        where = widget.objectName() or type(widget).__name__
        yield f"{where} tooltip", widget.toolTip()
        if isinstance(widget, QLabel) or (
            isinstance(widget, QAbstractButton) and not is_standard_button(widget)
        ):
            yield where, widget.text()
        elif isinstance(widget, QGroupBox):
            yield where, widget.title()
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield f"{where}[{index}]", widget.itemText(index)
        elif isinstance(widget, QMenu):
            for action in widget.actions():
                yield f"{where} {action.objectName()}", action.text()


def untranslated(top: QWidget) -> list[tuple[str, str]]:
    """Texts without the pseudo translation's mark (languages keep their own names)."""
    return [
        (where, text)
        for where, text in shown_texts(top)
        if WORD.search(text)
        and MARK not in text
        and not text.startswith("http")
        and not (where.startswith("languageCombo[") and where != "languageCombo[0]")
    ]


@pytest.fixture(scope="module")
def pseudo_translation_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every text of the code translated to a marked copy of itself (lupdate runs once)."""
    folder = tmp_path_factory.mktemp("pseudo")
    source = folder / "code"
    workflow.refresh(("de",), source)
    return pseudo_translation(folder, source / "ttt_qt_de.ts")


@pytest.fixture
def pseudo_translated(pseudo_translation_file: Path) -> Iterator[None]:
    """The pseudo-translation installed, for the test's length."""
    translator = QTranslator()
    assert translator.load(str(pseudo_translation_file))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.mark.usefixtures("pseudo_translated")
def test_no_text_on_screen_escapes_translation(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for menu in window.menuBar().findChildren(QMenu):
        assert untranslated(menu) == []
    assert untranslated(window) == []
    dialog = window.open_settings()
    for index in range(dialog.mode_combo.count()):
        dialog.mode_combo.setCurrentIndex(index)
        assert untranslated(dialog) == []
    dialog.reject()
    for action in (window.window_actions.about, window.window_actions.keyboard_help):
        action.trigger()
        boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        assert len(boxes) == 1
        assert untranslated(boxes[0]) == []
        boxes[0].close()
    window.model.play((1, 1))
    window.window_actions.new_game.trigger()
    question = window.findChild(QMessageBox, "discardGameBox")
    assert question is not None and untranslated(question) == []
    question.close()
    window.close()


@pytest.mark.usefixtures("pseudo_translated")
def test_two_people_see_translated_outcomes(qtbot: QtBot) -> None:
    store = SettingsStore()
    store.save(settings_for(mode=Mode.HUMAN_VS_HUMAN))
    store.sync()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        window.model.play(move)
    qtbot.waitUntil(lambda: window.outcome_dialog is not None)
    dialog = window.outcome_dialog
    assert dialog is not None
    assert untranslated(dialog) == []
    assert untranslated(window) == []
    window.close()


@pytest.mark.usefixtures("pseudo_translated")
def test_the_records_keep_names_in_no_particular_language(qtbot: QtBot) -> None:
    store = SettingsStore()
    store.save(settings_for(opponent="threats"))
    store.sync()
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.model.player_name("X") != "You"  # the window speaks the test's language
    record = window.recorder.record_of_current_game()
    assert (record.x_name, record.o_name) == ("You", "Threat search")
    window.close()


@pytest.mark.usefixtures("pseudo_translated")
def test_what_is_wrong_with_a_game_file_is_translated(tmp_path: Path) -> None:
    with pytest.raises(GameFileError) as missing:
        read_game_file(tmp_path / "gone.ttt")
    assert MARK in str(missing.value) and "gone.ttt" in str(missing.value)
    with pytest.raises(GameFileError) as no_folder:
        write_game_file(tmp_path / "no-such-folder" / "x.ttt", Game(Rules()))
    assert MARK in str(no_folder.value) and "no-such-folder" in str(no_folder.value)


@pytest.mark.usefixtures("pseudo_translated")
@pytest.mark.parametrize("count", [1, 9])
def test_the_question_before_clearing_statistics_is_translated(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, count: int
) -> None:
    asked: list[str] = []

    def question(_parent: QWidget, title: str, text: str, *_: object) -> QMessageBox.StandardButton:
        asked.extend((title, text))
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    store = RecordStore(tmp_path / "records.sqlite3")
    for number in range(count):
        store.add(record(number, HUMAN, "random"))
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    clear = dialog.findChild(QAbstractButton, "clearButton")
    assert clear is not None
    clear.click()
    assert len(asked) == 2 and all(MARK in text for text in asked), asked
    assert store.count() == count


def pseudo(text: str) -> str:
    """``text`` as the pseudo translation says it."""
    return f"{MARK}{text}\u203a"


@pytest.mark.usefixtures("pseudo_translated")
def test_statistics_name_the_computers_level_and_strategy_in_the_readers_words() -> None:
    games = [x_wins_on(rules_where("perfect", Level.HARD)), decided("X", o="adaptive")]
    stored = [StoredGame.from_record(number, game) for number, game in enumerate(games, 1)]
    hard = pseudo("{level} ({strategy})").format(level=pseudo("Hard"), strategy=pseudo("Perfect"))
    assert [summary_cells(row)[1] for row in summarize(stored)] == [hard, pseudo("Match my level")]
    document = report_document(stored).toPlainText()
    assert hard in document and pseudo("Match my level") in document
    assert "Hard (Perfect)" not in document


RULES_2 = "ttt_qt game 2\nsize 3\nwin_length 3\nrules normal\n"
"""The start of a saved game of format version 2, whose players follow."""

RULES_4 = "ttt_qt game 4\nsize 15\nwin_length 5\nrules normal\n"
"""The start of a saved game of format version 4 on 15 x 15, whose opening follows."""

BROKEN_GAMES = {
    "too long": "ttt_qt game 1\n" + "#" * 100_001,
    "unknown entry": "ttt_qt game 1\ncolour red\n",
    "entry twice": "ttt_qt game 1\nsize 3\nsize 4\n",
    "missing entries": "ttt_qt game 1\nsize 3\n",
    "not a number": "ttt_qt game 1\nsize three\nwin_length 3\nrules normal\nmoves\n",
    "size out of range": "ttt_qt game 1\nsize 16\nwin_length 3\nrules normal\nmoves\n",
    "win length out of range": "ttt_qt game 1\nsize 3\nwin_length 4\nrules normal\nmoves\n",
    "rules word": "ttt_qt game 1\nsize 3\nwin_length 3\nrules sideways\nmoves\n",
    "rule word": "ttt_qt game 3\nsize 15\nwin_length 5\nrules normal\nrule go\nmoves\n",
    "rule board": "ttt_qt game 3\nsize 5\nwin_length 4\nrules normal\nrule caro\nmoves\n",
    "forbidden": (
        "ttt_qt game 3\nsize 15\nwin_length 5\nrules normal\nrule renju\n"
        "moves F8 A1 G8 C1 H6 E1 H7 G1 H8\n"
    ),
    "opening word": RULES_4 + "opening pie\nmoves\n",
    "opening board": "ttt_qt game 4\nsize 9\nwin_length 5\nrules normal\nopening swap\nmoves\n",
    "opening choice": RULES_4 + "opening swap2 red\nmoves H8 H9 J9\n",
    "choice missing": RULES_4 + "opening swap\nmoves H8 H9 J9 A1\n",
    "choices out of place": RULES_4 + "opening swap white\nmoves H8\n",
    "not a cell": "ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves B2 22\n",
    "off the board": "ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves B2 Z9\n",
    "cell taken": "ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves B2 B2\n",
    "game over": "ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves A1 B1 A2 B2 A3 C3\n",
    "player kind": RULES_2 + "x robot\no person Al\nmoves\n",
    "no player name": RULES_2 + "x person\no person Al\nmoves\n",
    "strategy name": RULES_2 + "x computer Perfect\no person Al\nmoves\n",
    "option": RULES_2 + "x computer mcts fast\no person Al\nmoves\n",
    "option twice": RULES_2 + "x computer mcts playouts=5 playouts=6\no person Al\nmoves\n",
}
"""A saved game with each problem the engine names that a file can have, by problem."""


def test_every_problem_of_a_game_file_has_an_example() -> None:
    handled_apart = {"not text", "not a game", "newer format"}
    assert set(BROKEN_GAMES) == set(FORMAT_PROBLEMS) - handled_apart


@pytest.mark.usefixtures("pseudo_translated")
@pytest.mark.parametrize("problem", sorted(BROKEN_GAMES))
def test_what_is_wrong_inside_a_game_file_is_translated(tmp_path: Path, problem: str) -> None:
    path = tmp_path / "broken.ttt"
    path.write_text(BROKEN_GAMES[problem], encoding="utf-8")
    with pytest.raises(GameFormatError) as engine_error:
        parse_game(BROKEN_GAMES[problem])
    assert engine_error.value.problem == problem
    with pytest.raises(GameFileError) as window_error:
        read_game_file(path)
    facts = dict(engine_error.value.facts)
    if "reason" in facts:  # Renju's reason is translated too
        facts["reason"] = f"{MARK}{facts['reason']}\u203a"
    english = FORMAT_PROBLEMS[problem].format(**facts)
    # The window's words for the problem are the engine's, translated; so is where it is.
    assert f"{MARK}{english}\u203a" in str(window_error.value)
    if engine_error.value.line is not None:
        assert f"{MARK}line {{line}}" not in str(window_error.value)
        assert f"{MARK}line {engine_error.value.line}" in str(window_error.value)


COMMAND_BUTTONS = (
    "newGameButton",
    "settingsButton",
    "undoButton",
    "redoButton",
    "hintButton",
    "statsButton",
)
"""The side panel's command buttons, always shown."""


def _mnemonic(text: str) -> str | None:
    """The letter after a text's single ``&``, lower case (Alt plus it reaches the widget)."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("code", ["en", *workflow.TARGET_LANGUAGES])
def test_no_two_things_shown_together_share_an_alt_key(qtbot: QtBot, code: str) -> None:
    """Alt+H opened neither Help nor Hint at the first press while both had H; in a menu,
    a letter two items share only moves between them."""
    speak = language.language(code)
    translators = language.Translators(speak) if speak is not None else None
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        panel = window.side_panel
        menus = [action.text() for action in window.menuBar().actions()]
        commands = [window.findChild(QPushButton, name) for name in COMMAND_BUTTONS]
        labels = {label.buddy(): label.text() for label in panel.findChildren(QLabel)}
        always = [
            *menus,
            *(button.text() for button in commands if button is not None),
            panel.evaluation_check.text(),
            labels[panel.move_list],
        ]
        opponent = [labels[panel.opponent_picker.combo]]
        pause = [panel.tr("&Pause"), panel.tr("&Continue")]
        review = [
            panel.review_back_button.text(),
            panel.review_forward_button.text(),
            panel.play_from_here_button.text(),
        ]
        clashing = set()
        for together in (
            [*always, *opponent],
            [*always, pause[0]],
            [*always, pause[1]],
            [*always, *opponent, *review],
        ):
            keys = [_mnemonic(text) for text in together]
            clashing |= {text for text in together if keys.count(_mnemonic(text)) > 1}
        menus_found = window.menuBar().findChildren(QMenu)
        assert len(menus_found) == len(menus)
        for menu in menus_found:
            items = [action.text() for action in menu.actions() if action.text()]
            keys = [_mnemonic(text) for text in items]
            clashing |= {text for text in items if keys.count(_mnemonic(text)) > 1}
        assert not {text for text in clashing if _mnemonic(text)}, (code, sorted(clashing))
    finally:
        if translators is not None:
            translators.remove()


# --- which language ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ui_languages", "code"),
    [
        (["de-DE"], "de"),
        (["de-AT", "en-US"], "de"),
        (["pt-BR"], "pt_BR"),
        (["pt-PT"], "pt_BR"),
        (["zh-Hans-CN"], "zh_CN"),
        (["ar-EG"], "ar"),
        (["nl-NL", "fr-BE"], "fr"),
        (["nl-NL"], "en"),
        ([], "en"),
    ],
)
def test_the_system_language_is_matched(ui_languages: list[str], code: str) -> None:
    assert language.match_language(ui_languages).code == code


def test_arabic_mirrors_the_window_but_not_the_board(qtbot: QtBot) -> None:
    arabic = language.language("ar")
    assert arabic is not None and arabic.right_to_left
    translators = language.Translators(arabic)
    try:
        assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert QLocale().language() == QLocale.Language.Arabic
        window = MainWindow()
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        board, panel = window.board_view, window.side_panel
        assert (
            panel.mapToGlobal(panel.rect().center()).x()
            < board.mapToGlobal(board.rect().center()).x()
        )  # the side panel moved to the left
        a1, b1 = window.board_view.cell((0, 0)), window.board_view.cell((0, 1))
        assert a1.mapToGlobal(a1.rect().center()).x() < b1.mapToGlobal(b1.rect().center()).x()
        assert QLocale().toString(123) == "123"  # the digits of the cell names
        moves = window.findChild(QWidget, "moveList")
        assert moves is not None
        assert moves.layoutDirection() == Qt.LayoutDirection.LeftToRight
        window.model.apply_settings(settings_for(mode=Mode.HUMAN_VS_HUMAN))
        for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
            assert window.model.play(move)
        qtbot.waitUntil(lambda: window.outcome_dialog is not None)
        dialog = window.outcome_dialog
        assert dialog is not None  # placed on the screen, not off its left edge
        assert window.screen().availableGeometry().contains(dialog.frameGeometry())
        window.close()
    finally:
        translators.remove()
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight


@pytest.mark.parametrize("code", workflow.TARGET_LANGUAGES)
def test_every_opponent_level_fits_the_picker(qtbot: QtBot, code: str) -> None:
    speak = language.language(code)
    assert speak is not None
    translators = language.Translators(speak)
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        combo = window.side_panel.opponent_picker.combo
        metrics = combo.fontMetrics()
        room = combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            _combo_option(combo),
            QStyle.SubControl.SC_ComboBoxEditField,
            combo,
        )
        names = [combo.itemText(index) for index in range(combo.count())]
        assert len(names) >= 5  # the levels of 3 x 3, Match my level and a person
        for name in names:
            assert metrics.horizontalAdvance(name) <= room.width(), (code, name)
        window.close()
    finally:
        translators.remove()


def _combo_option(combo: QComboBox) -> QStyleOptionComboBox:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return option


CHILD = """
import sys
from PySide6.QtWidgets import QApplication
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.language import Translators, chosen_language
app = QApplication(sys.argv[:1])
translators = Translators(chosen_language(""))
window = MainWindow()
print(translators.language.code, "|", window.model.status_text(), "|",
      window.window_actions.new_game.text(), "|", app.layoutDirection().name)
window.close()
"""


SYSTEM_LOCALES = [
    ("de_DE.UTF-8", "de", "LeftToRight"),
    ("ar_EG.UTF-8", "ar", "RightToLeft"),
    ("ja_JP.UTF-8", "ja", "LeftToRight"),
    ("C.UTF-8", "en", "LeftToRight"),
]


def assert_speaks(code: str, status: str, new_game: str) -> None:
    """The window's status and New Game texts are English for ``en``, translated otherwise."""
    if code == "en":
        assert (status, new_game) == ("Your move (X)", "&New Game")
    else:
        assert status != "Your move (X)" and "X" in status
        assert new_game != "&New Game"


def test_the_language_follows_the_system_locale(tmp_path: Path) -> None:
    """The started app, in one process of its own: Arabic from LANG, right to left (the other
    locales take the same path, checked in this process below)."""
    workflow.compile_all(only_changed=True)  # as every install step does
    env = {
        **{key: value for key, value in os.environ.items() if not key.startswith("LC_")},
        "LANG": "ar_EG.UTF-8",
        "LANGUAGE": "",
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    result = subprocess.run(
        [sys.executable, "-c", CHILD],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    spoken, status, new_game, layout = (part.strip() for part in result.stdout.split("|"))
    assert (spoken, layout) == ("ar", "RightToLeft")
    assert_speaks(spoken, status, new_game)


@pytest.mark.parametrize(("locale", "code", "direction"), SYSTEM_LOCALES)
def test_each_system_locale_gives_its_language(
    qtbot: QtBot, locale: str, code: str, direction: str
) -> None:
    """What the app does at start with the system locale's languages (``chosen_language``):
    the language they match, its translations installed, the window's texts and direction."""
    speak = language.match_language(QLocale(locale).uiLanguages())
    assert speak.code == code
    translators = language.Translators(speak)
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        assert QGuiApplication.layoutDirection().name == direction
        assert_speaks(code, window.model.status_text(), window.window_actions.new_game.text())
        window.close()
    finally:
        translators.remove()


def test_no_text_is_translated_inside_an_f_string() -> None:
    """Qt's lupdate does not look inside f-strings: a text translated there is never found."""
    found = []
    for source in workflow.python_sources():
        tree = ast.parse(Path(source).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.JoinedStr):
                continue
            for inner in ast.walk(node):
                name = getattr(getattr(inner, "func", None), "attr", None) or getattr(
                    getattr(inner, "func", None), "id", None
                )
                if isinstance(inner, ast.Call) and name in ("tr", "translate"):
                    found.append(f"{source}:{inner.lineno}")
    assert found == []


def test_every_translated_text_names_its_context_where_lupdate_can_read_it() -> None:
    # lupdate reads the context only from a string written in the call: a text translated
    # under a variable's context never reaches the .ts files and shows in English.
    unread = []
    for path in sorted(Path(ttt_qt.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            called = node.func
            name = called.attr if isinstance(called, ast.Attribute) else getattr(called, "id", "")
            lookup = path.name == "strategy_texts.py" and name == "translate"  # marked texts
            marked = name in ("translate", "QT_TRANSLATE_NOOP") and not lookup
            if marked and not isinstance(node.args[0], ast.Constant):
                unread.append(f"{path.name}:{node.lineno}")
    assert not unread
