"""The GitHub workflows: valid against the workflow schema (checked offline), and running the
same tasks.py commands as CI here, on the three systems, with the Python the project needs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib.resources import files
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402  (tasks.py at the top of the repository)

WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
LINT = [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows"]
DEAD_PROXY = "http://127.0.0.1:9"  # nothing listens there: any download fails at once


def test_there_is_a_release_and_a_pull_request_workflow() -> None:
    assert {path.name for path in WORKFLOWS} == {"release.yml", "pull-request.yml"}


def test_the_workflow_schema_is_vendored() -> None:
    schema = files("check_jsonschema.builtin_schemas.vendor") / "github-workflows.json"
    assert schema.is_file()


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda path: path.name)
def test_check_jsonschema_accepts_the_workflow_offline(workflow: Path) -> None:
    env = {**os.environ, "HTTP_PROXY": DEAD_PROXY, "HTTPS_PROXY": DEAD_PROXY}
    env |= {"http_proxy": DEAD_PROXY, "https_proxy": DEAD_PROXY, "NO_PROXY": ""}
    result = subprocess.run(
        [*LINT, str(workflow)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok -- validation done" in result.stdout


def test_check_jsonschema_refuses_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  build:\n    steps: [{run: make}]\n", encoding="utf-8")
    result = subprocess.run(
        [*LINT, str(broken)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1
    assert "runs-on" in result.stdout + result.stderr


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda path: path.name)
def test_the_workflow_runs_only_commands_tasks_py_knows(workflow: Path) -> None:
    text = workflow.read_text(encoding="utf-8")
    used = re.findall(r"python3? tasks\.py (\w+)", text)
    assert used
    assert set(used) <= set(tasks.COMMANDS)


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda path: path.name)
def test_the_workflow_covers_the_three_systems_with_the_projects_python(workflow: Path) -> None:
    text = workflow.read_text(encoding="utf-8")
    assert re.search(r"os: \[ubuntu-[\d.]+, windows-latest, macos-\d+\]", text)
    version = ".".join(map(str, tasks.MIN_PYTHON))
    assert set(re.findall(r'python-version: "([\d.]+)"', text)) == {version}


def test_the_release_uploads_every_download_and_checks_the_deb() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "python tasks.py release" in text
    assert "lintian --fail-on error,warning dist/release/*.deb" in text
    assert "actions/upload-artifact" in text and "path: dist/release/*" in text


def test_the_release_runs_the_slow_tests_before_it_builds() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 0 <= text.find("python tasks.py test --slow") < text.find("python tasks.py release")
