"""The languages the app speaks: found by code or from the system's list, and the translators
that make the app speak one, installed and taken out again."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from ttt_qt.app.settings.language import (
    LANGUAGES,
    SOURCE_LANGUAGE,
    SYSTEM,
    Translators,
    chosen_language,
    language,
    match_language,
    translation_file,
)


def test_languages_by_code() -> None:
    assert LANGUAGES[0].code == SOURCE_LANGUAGE
    german = language("de")
    assert german is not None and german.name == "Deutsch"
    assert language("xx") is None and language(SYSTEM) is None
    assert [code.code for code in LANGUAGES if code.right_to_left] == ["ar"]


def test_a_regional_name_falls_back_to_its_language() -> None:
    assert match_language(["fr-CA"]).code == "fr"
    assert match_language(["zh-TW", "ja-JP"]).code == "ja"  # traditional Chinese: not spoken
    assert match_language(["en-GB"]).code == "en"


def test_the_setting_wins_over_the_system() -> None:
    assert chosen_language("it").code == "it"
    system = match_language(QLocale.system().uiLanguages())
    assert chosen_language(SYSTEM) == system


def test_every_language_has_its_translation_file() -> None:
    for spoken in LANGUAGES:
        found = translation_file(spoken.code)
        assert found is not None and found.name == f"ttt_qt_{spoken.code}.qm", spoken.code
    assert translation_file("xx") is None


def test_translators_make_the_app_speak_and_go_again(qapp: QApplication) -> None:
    draw = ("Roles", "Draw.", "the game ended without a winner")
    german = language("de")
    assert german is not None
    translators = Translators(german)
    try:
        assert "ttt_qt_de.qm" in translators.loaded
        assert QCoreApplication.translate(*draw) != "Draw."
        assert QLocale().name().startswith("de")
    finally:
        translators.remove()
    assert translators.loaded == []
    assert QCoreApplication.translate(*draw) == "Draw."
    arabic = language("ar")
    assert arabic is not None
    translators = Translators(arabic)
    try:
        assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert QLocale().name() == "ar_MA"  # Western digits
    finally:
        translators.remove()
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
