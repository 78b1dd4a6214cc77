"""The languages the app speaks, and the Qt translators that make it speak one.

The language follows the system (``QLocale.system().uiLanguages()``) unless the person chose
one in Settings. Our own texts come from ``resources/translations/ttt_qt_<code>.qm``,
compiled from the ``.ts`` sources by every install and build step (English has one too, for
its plural forms: "1 game", "2 games"); Qt's standard buttons and dialogs ("Cancel", "Open")
from Qt's own ``qtbase_<code>.qm``. Arabic lays the window out right to left, mirrored; the
board keeps its A1-style names and its columns in A-to-Z order, as chess programs keep files
and ranks in every language, so a cell has one name in every language and every saved game.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QGuiApplication

SOURCE_LANGUAGE = "en"
"""The language the texts are written in; it needs no translation file."""

SYSTEM = ""
"""The setting that means "the system's language"."""


@dataclass(frozen=True, slots=True)
class Language:
    """A language the app speaks.

    Attributes:
        code: Qt's name for it, such as ``de`` or ``pt_BR`` (the translation files' suffix).
        name: its own name for itself, as a speaker looks for it in a list ("Deutsch").
        right_to_left: True when its text runs right to left.
        number_locale: the locale whose way of writing numbers the window uses, when it is
            not the language's own (Arabic: the Maghreb's, with the digits 0-9 that the
            board's cell names and every number the app writes itself use).
    """

    code: str
    name: str
    right_to_left: bool = False
    number_locale: str = ""


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English"),
    Language("de", "Deutsch"),
    Language("fr", "Français"),
    Language("es", "Español"),
    Language("pt_BR", "Português (Brasil)"),
    Language("it", "Italiano"),
    Language("ru", "Русский"),
    Language("zh_CN", "简体中文"),
    Language("ja", "日本語"),
    Language("ar", "العربية", right_to_left=True, number_locale="ar_MA"),
)
"""Every language with a complete translation, English (the source) first."""

_BY_CODE = {language.code: language for language in LANGUAGES}


def language(code: str) -> Language | None:
    """The language named ``code``, or None when the app does not speak it."""
    return _BY_CODE.get(code)


def match_language(ui_languages: list[str]) -> Language:
    """The first of ``ui_languages`` (BCP 47 names such as ``pt-BR``) the app speaks.

    A regional name matches the language's own entry first (``pt-BR``), then the bare
    language (``de-AT`` is German); Chinese other than simplified falls back to English.
    """
    for wanted in ui_languages:
        parts = wanted.replace("-", "_").split("_")
        base = parts[0].lower()
        region = parts[-1].upper() if len(parts) > 1 else ""
        for code in (f"{base}_{region}", base):
            found = _BY_CODE.get(code)
            if found is not None:
                return found
        if base == "zh" and region in ("CN", "SG", "HANS"):
            return _BY_CODE["zh_CN"]
        if base == "pt":
            return _BY_CODE["pt_BR"]
    return _BY_CODE[SOURCE_LANGUAGE]


def chosen_language(setting: str) -> Language:
    """The language to speak: the one set in Settings, else the system's."""
    return language(setting) or match_language(QLocale.system().uiLanguages())


def translation_file(code: str) -> Path | None:
    """Our compiled translation into ``code`` (``translations/ttt_qt_<code>.qm``), if installed."""
    from ttt_qt.resources import resource_path  # noqa: PLC0415

    try:
        return resource_path(f"translations/ttt_qt_{code}.qm")
    except FileNotFoundError:
        return None


class Translators:
    """The translators installed in the application for one language.

    Attributes:
        language: the language they speak.
        loaded: the translation files that were found and installed.
    """

    def __init__(self, speak: Language) -> None:
        """Load and install the translations of ``speak``."""
        self.language = speak
        self.loaded: list[str] = []
        self._translators: list[QTranslator] = []
        qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        files = [translation_file(speak.code)]
        if speak.code != SOURCE_LANGUAGE:  # English needs only our plural forms
            files.insert(0, qt_folder / f"qtbase_{speak.code}.qm")
        for path in files:
            translator = QTranslator()
            if path is not None and translator.load(str(path)):
                QCoreApplication.installTranslator(translator)
                self._translators.append(translator)
                self.loaded.append(path.name)
        QLocale.setDefault(QLocale(speak.number_locale or speak.code))
        if speak.right_to_left:
            QGuiApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)

    def remove(self) -> None:
        """Take the translations out again (the app speaks English afterwards)."""
        for translator in self._translators:
            QCoreApplication.removeTranslator(translator)
        self._translators.clear()
        self.loaded.clear()
        QLocale.setDefault(QLocale(QLocale.Language.English))
        QGuiApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
