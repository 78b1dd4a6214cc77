"""The Qt Linguist workflow: refresh the ``.ts`` sources from the code, compile them to ``.qm``.

    python packaging/translations.py refresh          # after a change to a text in the code
    python packaging/translations.py compile [FOLDER] # .ts -> .qm (FOLDER: resources/translations)

(``python3 tasks.py translations`` runs ``refresh``; every install and build step runs
``compile``.)

``refresh`` runs ``pyside6-lupdate`` over the app's code and merges what it finds into
``resources/translations/ttt_qt_<code>.ts``: new texts arrive unfinished, texts no longer in
the code are dropped. A translator opens a ``.ts`` in ``pyside6-linguist``, and ``compile``
(run by every install and build step) turns them into the ``.qm`` files the app loads. The
``.qm`` files are built, never edited, and not kept in the repository.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCES = (
    ROOT / "ttt_qt" / "app",
    ROOT / "ttt_qt" / "stats",
    ROOT / "packaging" / "desktop_texts.py",
)
"""Where the texts a person sees are written: the window, its dialogs, its reports, and the
desktop entry and metainfo."""
LINUX = ROOT / "resources" / "linux"
DESKTOP_ENTRY = LINUX / "io.github.tttqt.TttQt.desktop"
METAINFO = LINUX / "io.github.tttqt.TttQt.metainfo.xml"

TARGET_LANGUAGES = ("de", "fr", "es", "pt_BR", "it", "ru", "zh_CN", "ja", "ar")
"""Every language besides English (the texts' own language), as ``ttt_qt.app.settings.language``
names them."""


def ts_file(code: str) -> Path:
    """The translation source of the language ``code``."""
    return TRANSLATIONS / f"ttt_qt_{code}.ts"


def qt_tool(name: str) -> str:
    """The path of one of PySide6's Qt tools (``pyside6-lupdate``...), beside this Python first.

    Inside a build backend's environment, where no scripts folder is on hand, the tool is the
    program PySide6 ships in its package (``PySide6/lrelease``).
    """
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    try:
        import PySide6  # noqa: PLC0415  (only when the scripts are not beside this Python)

        package = Path(PySide6.__file__).parent
        plain = name.removeprefix("pyside6-")
        for candidate in (package / plain, package / f"{plain}.exe"):
            if candidate.is_file():
                return str(candidate)
    except ImportError:
        pass
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found: install PySide6-Essentials")
    return found


def python_sources() -> list[str]:
    """Every Python file whose texts are translated, in a stable order."""
    files = [
        path
        for source in SOURCES
        for path in (source.rglob("*.py") if source.is_dir() else [source])
    ]
    return sorted(str(path) for path in files)


def refresh(
    codes: tuple[str, ...] = (*TARGET_LANGUAGES, "en"), folder: Path = TRANSLATIONS
) -> None:
    """Merge the code's current texts into the ``.ts`` file of every language in ``codes``.

    English, the texts' own language, needs only the plural forms ("%n games": "1 game").
    """
    folder.mkdir(parents=True, exist_ok=True)
    for code in codes:
        subprocess.run(
            [
                qt_tool("pyside6-lupdate"),
                *python_sources(),
                *(["-pluralonly"] if code == "en" else []),
                "-no-obsolete",
                "-locations",
                "none",
                "-source-language",
                "en",
                "-target-language",
                code,
                "-ts",
                str(folder / f"ttt_qt_{code}.ts"),
            ],
            check=True,
            capture_output=True,
        )


def compile_all(
    source: Path = TRANSLATIONS, target: Path = TRANSLATIONS, *, only_changed: bool = False
) -> list[Path]:
    """Compile every ``ttt_qt_*.ts`` in ``source`` to a ``.qm`` in ``target``; return the built.

    With ``only_changed``, a ``.qm`` newer than its ``.ts`` is kept as it is.
    """
    target.mkdir(parents=True, exist_ok=True)
    built = []
    for ts in sorted(source.glob("ttt_qt_*.ts")):
        qm = target / ts.with_suffix(".qm").name
        if only_changed and qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        subprocess.run(
            [qt_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
            check=True,
            capture_output=True,
        )
        built.append(qm)
    return built


def translations_of(context: str, texts: list[str], folder: Path) -> dict[str, dict[str, str]]:
    """``{code: {English text: translation}}`` from the compiled ``.qm`` files in ``folder``.

    Texts without a translation are left out (English itself is not listed).
    """
    from PySide6.QtCore import QTranslator  # noqa: PLC0415  (only where PySide6 is installed)

    found: dict[str, dict[str, str]] = {}
    for code in sorted(TARGET_LANGUAGES):
        translator = QTranslator()
        if not translator.load(str(folder / f"ttt_qt_{code}.qm")):
            continue
        pairs = {text: translator.translate(context, text) for text in texts}
        found[code] = {text: done for text, done in pairs.items() if done and done != text}
    return found


def localized_desktop_entry(
    entry: str, translations: dict[str, dict[str, str]], keys: dict[str, str]
) -> str:
    """``entry`` with a ``Key[code]=`` line after each of ``keys`` translated, no stale ones.

    ``keys`` maps a key of the entry to its English value.
    """
    lines = [line for line in entry.splitlines() if not re.match(r"^\w+\[[\w@]+\]=", line)]
    out: list[str] = []
    for line in lines:
        out.append(line)
        key = line.split("=", 1)[0]
        if key in keys:
            for code, texts in translations.items():
                if keys[key] in texts:
                    out.append(f"{key}[{code}]={texts[keys[key]]}")
    return "\n".join(out) + "\n"


def localized_metainfo(metainfo: str, translations: dict[str, dict[str, str]]) -> str:
    """``metainfo`` with an ``xml:lang`` copy of each translated one-line element after it."""
    lines = [line for line in metainfo.splitlines() if 'xml:lang="' not in line]
    element = re.compile(r"^(\s*)<(\w+)>(.*)</\2>$")
    out: list[str] = []
    for line in lines:
        out.append(line)
        match = element.match(line)
        if match is None:
            continue
        indent, tag, text = match.groups()
        english = html.unescape(text)
        for code, texts in translations.items():
            if english in texts:
                local = html.escape(texts[english], quote=False)
                out.append(f'{indent}<{tag} xml:lang="{code.replace("_", "-")}">{local}</{tag}>')
    return "\n".join(out) + "\n"


def localize_linux_files(folder: Path) -> None:
    """Write the translations compiled in ``folder`` into the desktop entry and the metainfo."""
    sys.path.insert(0, str(Path(__file__).parent))
    import desktop_texts  # noqa: PLC0415

    entry = translations_of("DesktopEntry", list(desktop_texts.DESKTOP_KEYS.values()), folder)
    DESKTOP_ENTRY.write_text(
        localized_desktop_entry(
            DESKTOP_ENTRY.read_text(encoding="utf-8"), entry, desktop_texts.DESKTOP_KEYS
        ),
        encoding="utf-8",
    )
    meta = translations_of("Metainfo", list(desktop_texts.METAINFO_TEXTS), folder)
    METAINFO.write_text(
        localized_metainfo(METAINFO.read_text(encoding="utf-8"), meta), encoding="utf-8"
    )


def main(argv: list[str]) -> int:
    """``refresh`` or ``compile [FOLDER]``."""
    if argv[:1] == ["refresh"] and len(argv) == 1:
        refresh()
        with tempfile.TemporaryDirectory() as compiled:
            compile_all(target=Path(compiled))
            localize_linux_files(Path(compiled))
        print(f"refreshed {len(TARGET_LANGUAGES)} translation sources in {TRANSLATIONS}")
        print(f"wrote their translations into {DESKTOP_ENTRY.name} and {METAINFO.name}")
        return 0
    if argv[:1] == ["compile"] and len(argv) <= 2:
        target = Path(argv[1]) if len(argv) == 2 else TRANSLATIONS
        built = compile_all(TRANSLATIONS, target, only_changed=True)
        if built:
            print(f"compiled {len(built)} translations into {target}")
        else:
            print(f"the compiled translations in {target} are up to date")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
