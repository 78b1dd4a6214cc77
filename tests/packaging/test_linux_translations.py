"""The desktop entry and the metainfo carry the translations of the .ts files, up to date."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.helpers import load_packaging_module


@pytest.fixture(scope="module")
def workflow() -> ModuleType:
    return load_packaging_module("translations")


@pytest.fixture(scope="module")
def compiled(workflow: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("qm")
    workflow.compile_all(target=folder)
    return folder


def test_the_linux_files_hold_the_current_translations(
    workflow: ModuleType, compiled: Path
) -> None:
    texts = load_packaging_module("desktop_texts")
    entry = workflow.translations_of("DesktopEntry", list(texts.DESKTOP_KEYS.values()), compiled)
    meta = workflow.translations_of("Metainfo", list(texts.METAINFO_TEXTS), compiled)
    desktop = workflow.DESKTOP_ENTRY.read_text(encoding="utf-8")
    metainfo = workflow.METAINFO.read_text(encoding="utf-8")
    fix = "run: python3 tasks.py translations"
    keys = texts.DESKTOP_KEYS
    assert workflow.localized_desktop_entry(desktop, entry, keys) == desktop, fix
    assert workflow.localized_metainfo(metainfo, meta) == metainfo, fix


@pytest.mark.parametrize("code", ["de", "fr", "es", "pt_BR", "it", "ru", "zh_CN", "ja", "ar"])
def test_every_language_names_the_app_in_the_menus(workflow: ModuleType, code: str) -> None:
    desktop = workflow.DESKTOP_ENTRY.read_text(encoding="utf-8")
    metainfo = workflow.METAINFO.read_text(encoding="utf-8")
    for key in ("GenericName", "Comment", "Keywords"):
        assert f"\n{key}[{code}]=" in desktop, key
    assert f'<summary xml:lang="{code.replace("_", "-")}">' in metainfo


def test_localizing_writes_one_line_per_language_and_replaces_stale_ones(
    workflow: ModuleType,
) -> None:
    keys = {"Comment": "Play"}
    entry = "[Desktop Entry]\nName=Tic-Tac-Toe Qt\nComment=Play\nComment[de]=Alt\n"
    done = workflow.localized_desktop_entry(entry, {"de": {"Play": "Spielen"}, "fr": {}}, keys)
    assert done == "[Desktop Entry]\nName=Tic-Tac-Toe Qt\nComment=Play\nComment[de]=Spielen\n"
    done = workflow.localized_desktop_entry(entry, {"fr": {}}, keys)
    assert done == "[Desktop Entry]\nName=Tic-Tac-Toe Qt\nComment=Play\n"  # the stale one goes
    meta = '  <summary>A &amp; B</summary>\n  <summary xml:lang="de">alt</summary>\n'
    done = workflow.localized_metainfo(meta, {"pt_BR": {"A & B": "A & B <pt>"}})
    assert done == (
        "  <summary>A &amp; B</summary>\n"
        '  <summary xml:lang="pt-BR">A &amp; B &lt;pt&gt;</summary>\n'
    )
