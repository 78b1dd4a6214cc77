"""What the frozen app leaves out: Qt plugins, translations and modules a widgets game never loads.

``build.spec`` imports this module. Each :class:`Exclusion` names a group of files with the
reason it is safe to drop; ``TTT_QT_KEEP=name,...`` keeps groups, which is how
``packaging/measure_size.py`` measures what each one saves. After the plugins are gone,
:func:`prune_orphans` drops the shared libraries that only those plugins needed (found by the
same link-time dependency scan PyInstaller used to collect them).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path, PurePath

ROOT = Path(__file__).resolve().parent.parent
"""The repository's top folder."""

TocEntry = tuple[str, str, str]
"""PyInstaller's table-of-contents entry: (destination name, source path, type code)."""


@dataclass(frozen=True)
class Exclusion:
    """A group of files the frozen app does without.

    Attributes:
        name: short id used by ``TTT_QT_KEEP`` and the size table of docs/development/packaging.md.
        reason: why the app never needs them.
        modules: Python modules for PyInstaller's ``excludes`` (their hooks then collect nothing).
        plugins: Qt plugins as ``"category/name"`` (``name`` without ``lib`` prefix or suffix), or
            ``"category/*"`` for a whole category.
        translations: drop Qt's ``.qm`` translation files, but for the standard texts (qtbase)
            of the languages the app speaks.
    """

    name: str
    reason: str
    modules: tuple[str, ...] = ()
    plugins: tuple[str, ...] = ()
    translations: bool = False


EXCLUSIONS: tuple[Exclusion, ...] = (
    Exclusion(
        "translations",
        "Qt's own .qm translations, but for qtbase in the app's languages: only its standard"
        " buttons and dialogs are shown",
        translations=True,
    ),
    Exclusion(
        "qtnetwork",
        "QtNetwork (PySide6 imports it only to preload OpenSSL on Windows; the app has no network"
        " code): Qt6Network, OpenSSL and the TLS and network-information plugins go with it",
        modules=("PySide6.QtNetwork",),
    ),
    Exclusion(
        "embedded-platforms",
        "platforms for devices without a desktop (EGLFS, LinuxFB, VNC, Vulkan display, minimal"
        " EGL) and their raw input plugins (evdev, TUIO); xcb, wayland, offscreen, minimal,"
        " windows and cocoa stay",
        plugins=(
            "platforms/qeglfs",
            "platforms/qlinuxfb",
            "platforms/qvnc",
            "platforms/qvkkhrdisplay",
            "platforms/qminimalegl",
            "platforms/qdirect2d",
            "egldeviceintegrations/*",
            "generic/*",
        ),
    ),
    Exclusion(
        "gtk3-theme",
        "the GTK 3 platform theme: it loads the user's GTK, which clashes with the GLib, Cairo"
        " and Pango copies it drags into the bundle; Qt's own GNOME and portal themes still"
        " follow the system's dark mode and fonts",
        plugins=("platformthemes/qgtk3",),
    ),
    Exclusion(
        "image-formats",
        "image readers the app never uses (its icons are PNG, built into QtGui); SVG stays for"
        " the icon theme's standard icons",
        plugins=(
            "imageformats/qgif",
            "imageformats/qicns",
            "imageformats/qico",
            "imageformats/qjpeg",
            "imageformats/qpdf",
            "imageformats/qtga",
            "imageformats/qtiff",
            "imageformats/qwbmp",
            "imageformats/qwebp",
            "vectorimageformats/*",
        ),
    ),
    Exclusion(
        "wayland-extras",
        "Wayland shells for cars and kiosks and GPU buffer sharing: a widgets window draws"
        " into shared memory on the standard xdg-shell, with client-side decorations kept",
        plugins=(
            "wayland-shell-integration/ivi-shell",
            "wayland-shell-integration/fullscreen-shell-v1",
            "wayland-shell-integration/wl-shell-plugin",
            "wayland-shell-integration/qt-shell",
            "wayland-graphics-integration-client/*",
        ),
    ),
)
"""Every group, in the order the size table of docs/development/packaging.md lists them."""


def active_exclusions(keep: Iterable[str]) -> tuple[Exclusion, ...]:
    """Return the exclusions not named in ``keep``; raise ValueError on an unknown name."""
    kept = {name.strip() for name in keep if name.strip()}
    known = {exclusion.name for exclusion in EXCLUSIONS}
    unknown = kept - known - {"strip"}
    if unknown:
        raise ValueError(f"unknown exclusion {', '.join(sorted(unknown))}; known: {sorted(known)}")
    return tuple(exclusion for exclusion in EXCLUSIONS if exclusion.name not in kept)


def excluded_modules(exclusions: Iterable[Exclusion]) -> list[str]:
    """Python modules to pass to ``Analysis(excludes=...)``."""
    return [module for exclusion in exclusions for module in exclusion.modules]


def plugin_id(dest_name: str) -> str | None:
    """Return ``"category/name"`` for a Qt plugin's destination path, or None for other files.

    Works for every platform's layout: ``PySide6/Qt/plugins/imageformats/libqjpeg.so``,
    ``PySide6/plugins/imageformats/qjpeg.dll`` and ``.../libqjpeg.dylib`` all give
    ``imageformats/qjpeg``.
    """
    parts = PurePath(dest_name.replace("\\", "/")).parts
    if "PySide6" not in parts or "plugins" not in parts:
        return None
    index = parts.index("plugins")
    if len(parts) != index + 3:
        return None
    stem = parts[-1].split(".", 1)[0]
    if stem.startswith("lib"):
        stem = stem[3:]
    return f"{parts[index + 1]}/{stem}"


def is_qt_translation(dest_name: str) -> bool:
    """Tell whether ``dest_name`` is one of Qt's ``.qm`` translation files."""
    parts = PurePath(dest_name.replace("\\", "/")).parts
    return "PySide6" in parts and "translations" in parts and parts[-1].endswith(".qm")


def spoken_languages(root: Path = ROOT) -> frozenset[str]:
    """The languages the app speaks: one ``resources/translations/ttt_qt_<code>.ts`` each."""
    sources = (root / "resources" / "translations").glob("ttt_qt_*.ts")
    return frozenset(path.stem.removeprefix("ttt_qt_") for path in sources)


def is_needed_qt_translation(dest_name: str, languages: frozenset[str]) -> bool:
    """Tell whether ``dest_name`` is Qt's qtbase translation into one of ``languages``."""
    name = PurePath(dest_name.replace("\\", "/")).name
    return name.startswith("qtbase_") and name.removeprefix("qtbase_").removesuffix(".qm") in (
        languages
    )


def excluded_file_test(
    exclusions: Iterable[Exclusion], languages: frozenset[str] | None = None
) -> Callable[[str], bool]:
    """Return a test that tells whether a destination path belongs to one of ``exclusions``.

    Qt's standard texts in ``languages`` (by default the app's own) are never excluded.
    """
    spoken = spoken_languages() if languages is None else languages
    exact: set[str] = set()
    categories: set[str] = set()
    translations = False
    for exclusion in exclusions:
        translations = translations or exclusion.translations
        for plugin in exclusion.plugins:
            category, _, name = plugin.partition("/")
            if name == "*":
                categories.add(category)
            else:
                exact.add(plugin)

    def is_excluded(dest_name: str) -> bool:
        plugin = plugin_id(dest_name)
        if plugin is not None and (plugin in exact or plugin.split("/")[0] in categories):
            return True
        return (
            translations
            and is_qt_translation(dest_name)
            and not is_needed_qt_translation(dest_name, spoken)
        )

    return is_excluded


def _library_key(name: str) -> str:
    """A library's identity for matching imports to collected files: its lower-case base name."""
    return os.path.basename(name.replace("\\", "/")).lower()


def prune_orphans(
    binaries: list[TocEntry],
    removed: list[TocEntry],
    imports_of: Callable[[str], Iterable[str]],
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Drop the libraries that only ``removed`` binaries needed; return (kept, dropped).

    ``binaries`` is what remains after the exclusions, ``removed`` what they took out, and
    ``imports_of(source_path)`` the library names a binary links to. Only a library reachable
    from a removed binary can be dropped, and only when no remaining binary reaches it: every
    other file counts as needed, so libraries that Qt opens at run time without linking to them
    are never touched. Names are matched by lower-case base name, which holds for Linux shared
    objects, Windows DLLs and macOS frameworks alike.
    """
    by_key: dict[str, list[TocEntry]] = {}
    for entry in binaries:
        by_key.setdefault(_library_key(entry[0]), []).append(entry)

    def closure(starts: Iterable[TocEntry]) -> set[TocEntry]:
        reached: set[TocEntry] = set()
        pending = list(starts)
        while pending:
            entry = pending.pop()
            for name in imports_of(entry[1]):
                for library in by_key.get(_library_key(name), ()):
                    if library not in reached:
                        reached.add(library)
                        pending.append(library)
        return reached

    candidates = closure(removed)
    needed = closure(entry for entry in binaries if entry not in candidates)
    dropped = [entry for entry in binaries if entry in candidates and entry not in needed]
    kept = [entry for entry in binaries if entry not in dropped]
    return kept, dropped
