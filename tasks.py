"""Install and run ttt_qt, or its checks, in a private virtual environment (standard library only).

    python3 tasks.py run      install the app into .venv and start it
    python3 tasks.py test     install the app with its test tools into .venv, then run
                              ruff check, ruff format --check, mypy and pytest

Works the same on Linux, macOS and Windows; the environment lives in ``.venv`` (or in
``$TTT_QT_VENV`` when set). Extra arguments after ``test`` go to pytest.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
MIN_PYTHON = (3, 11)


def venv_dir() -> Path:
    """Where the private environment lives."""
    return Path(os.environ.get("TTT_QT_VENV", ROOT / ".venv")).resolve()


def venv_python(env: Path) -> Path:
    """The environment's Python interpreter on this operating system."""
    if os.name == "nt":
        return env / "Scripts" / "python.exe"
    return env / "bin" / "python"


def run(*args: str | Path) -> None:
    """Run a command in the project folder; stop with its exit code when it fails."""
    print("+", " ".join(str(arg) for arg in args), flush=True)
    code = subprocess.call([str(arg) for arg in args], cwd=ROOT)
    if code != 0:
        sys.exit(code)


def install(extra: str) -> Path:
    """Create the environment if needed, install the project (with ``extra``), return its Python."""
    env = venv_dir()
    python = venv_python(env)
    if not python.exists():
        print(f"creating a virtual environment in {env}", flush=True)
        venv.create(env, with_pip=True)
    target = f".[{extra}]" if extra else "."
    run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", target)
    return python


def main(argv: list[str]) -> int:
    """Dispatch ``run`` or ``test``."""
    if sys.version_info < MIN_PYTHON:
        print(f"ttt_qt needs Python {MIN_PYTHON[0]}.{MIN_PYTHON[1]} or newer", file=sys.stderr)
        return 2
    if not argv or argv[0] not in ("run", "test"):
        print(__doc__, file=sys.stderr)
        return 2
    if argv[0] == "run":
        python = install("")
        return subprocess.call([str(python), "-m", "ttt_qt", *argv[1:]], cwd=ROOT)
    # CI also builds the frozen app; people running the suite locally need not.
    extras = "test,package" if os.environ.get("TTT_QT_PACKAGING") == "1" else "test"
    python = install(extras)
    run(python, "-m", "ruff", "check", ".")
    run(python, "-m", "ruff", "format", "--check", ".")
    run(python, "-m", "mypy")
    run(python, "-m", "pytest", *argv[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
