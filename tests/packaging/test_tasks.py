"""tasks.py: ``run`` installs only when pyproject.toml changed; the frozen app's paths."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402  (tasks.py at the top of the repository)


def test_a_fresh_environment_has_nothing_installed(tmp_path: Path) -> None:
    assert tasks.installed_extras(tmp_path) is None


def test_the_stamp_remembers_the_extras_for_this_pyproject(tmp_path: Path) -> None:
    stamp = {"pyproject": tasks.project_hash(), "extras": ["package", "test"]}
    (tmp_path / tasks.STAMP_NAME).write_text(json.dumps(stamp), encoding="utf-8")
    assert tasks.installed_extras(tmp_path) == {"package", "test"}


def test_a_changed_pyproject_means_a_new_install(tmp_path: Path) -> None:
    stamp = {"pyproject": "0" * 64, "extras": ["test"]}
    (tmp_path / tasks.STAMP_NAME).write_text(json.dumps(stamp), encoding="utf-8")
    assert tasks.installed_extras(tmp_path) is None


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]", '{"pyproject": 3}'])
def test_a_damaged_stamp_means_a_new_install(tmp_path: Path, text: str) -> None:
    (tmp_path / tasks.STAMP_NAME).write_text(text, encoding="utf-8")
    assert tasks.installed_extras(tmp_path) is None


def test_install_skips_pip_when_the_stamp_matches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = tmp_path / "venv"
    python = tasks.venv_python(env)
    python.parent.mkdir(parents=True)
    python.write_text("", encoding="utf-8")
    stamp = {"pyproject": tasks.project_hash(), "extras": ["test"]}
    (env / tasks.STAMP_NAME).write_text(json.dumps(stamp), encoding="utf-8")
    monkeypatch.setenv("TTT_QT_VENV", str(env))
    ran: list[tuple[object, ...]] = []
    monkeypatch.setattr(tasks, "run", lambda *args, **kwargs: ran.append(args))

    def pip_runs() -> list[tuple[object, ...]]:
        return [args for args in ran if "pip" in map(str, args)]

    assert tasks.install("") == python
    assert tasks.install("test") == python
    assert pip_runs() == []
    # Every install compiles the translations that changed (quick when none did).
    assert len(ran) == 2 and all(str(args[1]).endswith("translations.py") for args in ran)
    tasks.install("test,package")
    assert len(pip_runs()) == 1
    assert json.loads((env / tasks.STAMP_NAME).read_text(encoding="utf-8"))["extras"] == [
        "package",
        "test",
    ]


def test_the_frozen_executable_is_where_build_spec_puts_it() -> None:
    suffix = ".exe" if sys.platform == "win32" else ""
    dist = Path("dist")
    assert tasks.frozen_executable(dist, onefile=False) == dist / "ttt-qt" / f"ttt-qt{suffix}"
    assert tasks.frozen_executable(dist, onefile=True) == dist / f"ttt-qt{suffix}"
