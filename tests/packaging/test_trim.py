"""packaging/trim.py: the Qt files the frozen app leaves out, and the libraries orphaned by them."""

from __future__ import annotations

from types import ModuleType

import pytest


@pytest.mark.parametrize(
    ("dest", "expected"),
    [
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "imageformats/qjpeg"),
        ("PySide6\\plugins\\imageformats\\qjpeg.dll", "imageformats/qjpeg"),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "platforms/qcocoa"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", None),
        ("libglib-2.0.so.0", None),
        ("PySide6/Qt/plugins/imageformats", None),
    ],
)
def test_plugin_id_reads_every_platforms_layout(
    trim: ModuleType, dest: str, expected: str | None
) -> None:
    assert trim.plugin_id(dest) == expected


def test_the_exclusions_drop_what_they_name_and_keep_what_the_app_needs(trim: ModuleType) -> None:
    is_excluded = trim.excluded_file_test(trim.EXCLUSIONS)
    for dropped in (
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/translations/qtbase_fi.qm",
        "PySide6/Qt/translations/qtmultimedia_de.qm",
        "PySide6/translations/qt_help_fr.qm",
    ):
        assert is_excluded(dropped), dropped
    for kept in (
        "PySide6/Qt/translations/qtbase_de.qm",  # the standard buttons in the app's languages
        "PySide6/translations/qtbase_pt_BR.qm",
        "PySide6/Qt/translations/qtbase_ar.qm",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/plugins/wayland-decoration-client/libadwaita.so",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "ttt_qt/resources/icons/ttt-qt-16.png",
    ):
        assert not is_excluded(kept), kept


def test_keeping_a_group_by_name_takes_it_off_the_list(trim: ModuleType) -> None:
    active = trim.active_exclusions(["translations", " strip"])
    names = [exclusion.name for exclusion in active]
    assert "translations" not in names
    assert len(names) == len(trim.EXCLUSIONS) - 1
    assert trim.excluded_modules(active) == ["PySide6.QtNetwork"]


def test_an_unknown_group_name_is_refused(trim: ModuleType) -> None:
    with pytest.raises(ValueError, match="unknown exclusion nope"):
        trim.active_exclusions(["nope"])


def test_prune_orphans_drops_only_libraries_that_removed_plugins_alone_needed(
    trim: ModuleType,
) -> None:
    links = {
        "src/QtGui.so": ["libQt6Gui.so.6"],
        "src/libQt6Gui.so.6": ["libQt6Core.so.6"],
        "src/libQt6Core.so.6": [],
        "src/libqgtk3.so": ["libQt6Gui.so.6", "libgtk-3.so.0", "libcairo.so.2"],
        "src/libcairo.so.2": ["libpixman-1.so.0"],
        "src/libpixman-1.so.0": [],
        "src/opengl32sw.dll": [],  # opened at run time, linked by nobody: must stay
    }
    entry = {
        name: (f"dest/{name.split('/')[1]}", name, "BINARY")
        for name in links
        if name != "src/QtGui.so"
    }
    extension = ("PySide6/QtGui.so", "src/QtGui.so", "EXTENSION")
    plugin = ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "src/libqgtk3.so", "BINARY")
    remaining = [extension, *(value for key, value in entry.items() if key != "src/libqgtk3.so")]
    kept, dropped = trim.prune_orphans(remaining, [plugin], lambda source: links[source])
    assert sorted(e[0] for e in dropped) == ["dest/libcairo.so.2", "dest/libpixman-1.so.0"]
    assert entry["src/libQt6Gui.so.6"] in kept
    assert entry["src/libQt6Core.so.6"] in kept
    assert entry["src/opengl32sw.dll"] in kept
    assert extension in kept
