"""tasks.py: ``run`` installs only when pyproject.toml or the pins changed, always pinned; the
test command runs pytest in parallel; the frozen app's paths."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
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


def recording_install(installed: list[str]) -> Callable[[str], Path]:
    """A stand-in for ``tasks.install`` that notes the extras asked for."""

    def install(extra: str) -> Path:
        installed.append(extra)
        return Path("py")

    return install


def test_the_docs_build_is_strict_and_stays_off_the_network() -> None:
    command = tasks.docs_command("python", Path("out"))
    assert command[:3] == ["python", "-m", "sphinx"]
    assert {"-W", "--keep-going", "-n"} <= set(command)
    assert "linkcheck" not in command  # the internet is not a dependency of the build
    assert command[-2:] == [str(tasks.ROOT / "docs"), "out"]
    assert tasks.DOCS_OUT == tasks.ROOT / "build" / "docs"


@pytest.mark.parametrize(("packaging", "extras"), [("", "test,docs"), ("1", "test,docs,package")])
def test_the_test_command_builds_the_docs_before_pytest(
    monkeypatch: pytest.MonkeyPatch, packaging: str, extras: str
) -> None:
    monkeypatch.setenv("TTT_QT_PACKAGING", packaging)
    installed: list[str] = []
    ran: list[list[str] | list[list[str]]] = []
    monkeypatch.setattr(tasks, "install", recording_install(installed))
    monkeypatch.setattr(tasks, "run", lambda *args, **kwargs: ran.append([str(a) for a in args]))
    monkeypatch.setattr(tasks, "run_together", lambda *commands: ran.append(list(commands)))
    assert tasks.main(["test", "-q"]) == 0
    assert installed == [extras]
    # ruff first, then mypy and the documentation side by side, then pytest in parallel: one
    # worker per core, each test file on one worker, the longest files first.
    pytest_args = ["-n", "auto", "--dist", "loadfile", "--no-loadscope-reorder", "-q"]
    assert ran == [
        ["py", "-m", "ruff", "check", "."],
        ["py", "-m", "ruff", "format", "--check", "."],
        [["py", "-m", "mypy"], tasks.docs_command(Path("py"))],
        ["py", "-m", "pytest", *pytest_args],
    ]


def test_commands_run_together_show_each_output_and_fail_with_the_first_failure(
    capsys: pytest.CaptureFixture[str],
) -> None:
    say = [sys.executable, "-c", "print('first')"]
    fail = [sys.executable, "-c", "import sys; print('second'); sys.exit(3)"]
    with pytest.raises(SystemExit) as stopped:
        tasks.run_together(say, fail)
    assert stopped.value.code == 3
    out = capsys.readouterr().out
    assert out.splitlines()[1::2] == ["first", "second"]  # each after its command line
    tasks.run_together(say, say)
    assert capsys.readouterr().out.splitlines()[1::2] == ["first", "first"]


def test_the_test_command_passes_slow_to_pytest(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[list[str]] = []
    monkeypatch.setattr(tasks, "install", recording_install([]))
    monkeypatch.setattr(tasks, "run", lambda *args, **kwargs: ran.append([str(a) for a in args]))
    monkeypatch.setattr(tasks, "run_together", lambda *commands: None)
    assert tasks.main(["test", "--slow"]) == 0
    assert ran[-1][-1] == "--slow"  # tests/conftest.py's option: the slow tests run too


def test_every_install_is_pinned_by_the_constraints(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TTT_QT_VENV", str(tmp_path / "venv"))
    python = tasks.venv_python(tmp_path / "venv")
    python.parent.mkdir(parents=True)
    python.write_text("", encoding="utf-8")
    ran: list[list[str]] = []
    monkeypatch.setattr(tasks, "run", lambda *args, **kwargs: ran.append([str(a) for a in args]))
    tasks.install("test")
    (pip,) = [args for args in ran if "pip" in args]
    assert pip[pip.index("-c") + 1] == str(tasks.CONSTRAINTS)
    pinned = tasks.CONSTRAINTS.read_text(encoding="utf-8")
    for name in ("PySide6-Essentials", "shiboken6", "pytest", "pytest-qt", "pytest-xdist"):
        assert f"\n{name}==" in pinned, name
    for name in ("hypothesis", "Sphinx", "myst-parser", "docutils"):
        assert f"\n{name}==" in pinned, name


def test_moving_a_pin_means_a_new_install(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    before = tasks.project_hash()
    moved = tmp_path / "constraints.txt"
    moved.write_text(tasks.CONSTRAINTS.read_text(encoding="utf-8") + "ruff==0.0.1\n")
    monkeypatch.setattr(tasks, "CONSTRAINTS", moved)
    assert tasks.project_hash() != before


def test_the_docs_command_installs_the_docs_extra_and_builds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    installed: list[str] = []
    ran: list[list[str]] = []
    monkeypatch.setattr(tasks, "install", recording_install(installed))
    monkeypatch.setattr(tasks, "run", lambda *args, **kwargs: ran.append([str(a) for a in args]))
    assert tasks.main(["docs"]) == 0
    assert installed == ["docs"]
    assert ran == [tasks.docs_command(Path("py"))]
