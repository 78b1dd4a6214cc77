"""Install and run ttt_qt, its checks and its builds, in a private virtual environment.

    python3 tasks.py run              install the app into .venv (when pyproject.toml changed)
                                      and start it
    python3 tasks.py test [--slow]    install the app with its test and documentation tools
                                      into .venv, then run ruff check, ruff format --check, mypy
                                      beside the strict documentation build, and pytest (in
                                      parallel, one worker per core); --slow adds the tests
                                      marked slow (the full proofs) and runs hypothesis at
                                      double size
    python3 tasks.py docs             install the documentation tools (Sphinx, MyST) and build
                                      the documentation site from docs/ into build/docs,
                                      strictly: a warning or a broken internal link fails it
    python3 tasks.py build [--onefile]
                                      freeze the app with PyInstaller (build.spec) into dist/
    python3 tasks.py selftest EXE     run a frozen app's --self-test; fail if it fails
    python3 tasks.py deb              freeze the app and pack dist/ttt-qt_VERSION_ARCH.deb
                                      (Debian or Ubuntu, with dpkg-deb)
    python3 tasks.py release          everything a release ships for this system, self-tested,
                                      into dist/release/ (what .github/workflows/release.yml runs)
    python3 tasks.py translations     after a change to a text in the code: merge the code's
                                      texts into resources/translations/*.ts (for Qt Linguist)

Every command that installs also compiles the translations (.ts -> .qm) that changed, and
installs the tools at the versions pinned in constraints.txt (the versions the suite passed
with; pyproject.toml keeps ranges for people installing the app).

Works the same on Linux, macOS and Windows (``deb`` on Debian-like systems only); the
environment lives in ``.venv`` (or in ``$TTT_QT_VENV`` when set). Extra arguments after
``test`` go to pytest, after ``run`` to the app. Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
MIN_PYTHON = (3, 11)
STAMP_NAME = "ttt_qt-install.json"
DIST = ROOT / "dist"
SELF_TEST_TIMEOUT_S = 300
COMMANDS = ("run", "test", "docs", "build", "selftest", "deb", "release", "translations")
DOCS_OUT = ROOT / "build" / "docs"
CONSTRAINTS = ROOT / "constraints.txt"
# One pytest worker per core (pytest-xdist), each test file on one worker: a file's module
# fixtures and caches (the wheel, the Debian package, generated positions) are made once.
# (--dist loadgroup would group across files, but xdist 3.8 cannot mark the tests of pytest 9.)
PARALLEL = ("-n", "auto", "--dist", "loadfile", "--no-loadscope-reorder")


def venv_dir() -> Path:
    """Where the private environment lives."""
    return Path(os.environ.get("TTT_QT_VENV", ROOT / ".venv")).resolve()


def venv_python(env: Path) -> Path:
    """The environment's Python interpreter on this operating system."""
    if os.name == "nt":
        return env / "Scripts" / "python.exe"
    return env / "bin" / "python"


def run(*args: str | Path, env: dict[str, str] | None = None) -> None:
    """Run a command in the project folder; stop with its exit code when it fails."""
    print("+", " ".join(str(arg) for arg in args), flush=True)
    code = subprocess.call([str(arg) for arg in args], cwd=ROOT, env=env)
    if code != 0:
        sys.exit(code)


def run_together(*commands: list[str]) -> None:
    """Run commands at the same time in the project folder, one process each.

    On a machine with two cores two checks take the time of the longer one. Each command's
    output is shown in turn when all are done; then stop with the first failure's exit code.
    """
    with tempfile.TemporaryDirectory() as folder:
        started = []
        for number, command in enumerate(commands):
            log = (Path(folder) / f"{number}.log").open("w+", encoding="utf-8")
            process = subprocess.Popen(
                command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, text=True
            )
            started.append((command, process, log))
        codes = []
        for command, process, log in started:
            codes.append(process.wait())
            log.seek(0)
            print("+", " ".join(command), flush=True)
            print(log.read(), end="", flush=True)
            log.close()
    failed = [code for code in codes if code != 0]
    if failed:
        sys.exit(failed[0])


def project_hash() -> str:
    """What an install depends on: pyproject.toml and constraints.txt (the pinned versions)."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    digest.update(CONSTRAINTS.read_bytes())
    return digest.hexdigest()


def installed_extras(env: Path) -> set[str] | None:
    """The extras installed for the current pyproject.toml, or None if it changed since."""
    try:
        stamp = json.loads((env / STAMP_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(stamp, dict) or stamp.get("pyproject") != project_hash():
        return None
    extras = stamp.get("extras")
    return set(extras) if isinstance(extras, list) else None


def install(extra: str) -> Path:
    """Create the environment if needed, install the project (with ``extra``), return its Python.

    The install is editable, so code changes need none; it is skipped when pyproject.toml and
    constraints.txt are unchanged since the last install of these extras (a stamp in the
    environment remembers). Every package is installed at its version in constraints.txt.
    """
    env = venv_dir()
    python = venv_python(env)
    wanted = {name for name in extra.split(",") if name}
    if not python.exists():
        print(f"creating a virtual environment in {env}", flush=True)
        venv.create(env, with_pip=True)
    have = installed_extras(env)
    if have is None or not wanted <= have:
        target = f".[{','.join(sorted(wanted))}]" if wanted else "."
        quiet = ("--quiet", "--disable-pip-version-check")
        # No byte-compiling of every installed module: Python compiles (and caches) the ones it
        # imports when it first imports them, and a fresh environment (CI) installs sooner.
        run(python, "-m", "pip", "install", *quiet, "--no-compile", "-c", CONSTRAINTS, "-e", target)
        stamp = {"pyproject": project_hash(), "extras": sorted(wanted | (have or set()))}
        (env / STAMP_NAME).write_text(json.dumps(stamp), encoding="utf-8")
    # Quick when nothing changed: only translations edited since their last build are compiled.
    run(python, ROOT / "packaging" / "translations.py", "compile")
    return python


def docs_command(python: Path | str, out: Path = DOCS_OUT) -> list[str]:
    """The Sphinx build of docs/ into ``out``, strict: warnings are errors (all reported).

    ``-n`` checks every cross-reference; MyST checks the links between pages and to their
    headings. Only links inside the site are checked, so the build needs no network.
    """
    strict = ["-W", "--keep-going", "-n", "-q"]
    return [str(python), "-m", "sphinx", *strict, "-b", "html", str(ROOT / "docs"), str(out)]


def build_docs(python: Path) -> None:
    """Build the documentation site strictly into build/docs; stop if it fails."""
    run(*docs_command(python))


def frozen_executable(dist: Path, *, onefile: bool) -> Path:
    """Where build.spec puts the executable under ``dist``."""
    executable = dist / "ttt-qt" if onefile else dist / "ttt-qt" / "ttt-qt"
    return executable.with_suffix(".exe") if os.name == "nt" else executable


def freeze_command(python: Path | str, dist: Path, work: Path, *, onefile: bool) -> list[str]:
    """The PyInstaller command that builds the app with build.spec (CI's tests run it too)."""
    command = [str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work), "build.spec"]
    return [*command, "--", "--onefile"] if onefile else command


def freeze_environment() -> dict[str, str]:
    """The environment for a build: without TTT_QT_* settings that would change what it does."""
    return {key: value for key, value in os.environ.items() if not key.startswith("TTT_QT_")}


def freeze(python: Path, dist: Path, work: Path, *, onefile: bool) -> Path:
    """Build the app with PyInstaller and build.spec; return the executable."""
    run(*freeze_command(python, dist, work, onefile=onefile), env=freeze_environment())
    return frozen_executable(dist, onefile=onefile)


def self_test(executable: Path) -> None:
    """Run ``executable --self-test`` (offscreen when there is no display); stop if it fails.

    On Windows a windowed program has no console, so the exit code is what tells.
    """
    print("+", executable, "--self-test", flush=True)
    result = subprocess.run(
        [str(executable), "--self-test"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=SELF_TEST_TIMEOUT_S,
        check=False,
    )
    print(result.stdout + result.stderr, end="", flush=True)
    if result.returncode != 0:
        print(f"{executable} --self-test failed with exit code {result.returncode}")
        sys.exit(result.returncode or 1)


def make_deb(python: Path, app_folder: Path, out: Path) -> None:
    """Pack the one-folder app into a .deb in ``out`` (packaging/make_deb.py)."""
    run(python, ROOT / "packaging" / "make_deb.py", "deb", app_folder, out)


def release(python: Path) -> Path:
    """Build, self-test and pack what a release of this system ships; return the folder."""
    out = DIST / "release"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    folder_exe = freeze(python, DIST, ROOT / "build", onefile=False)
    self_test(folder_exe)
    if sys.platform == "darwin":
        self_test(DIST / "ttt-qt.app" / "Contents" / "MacOS" / "ttt-qt")
    file_exe = freeze(python, DIST / "onefile", ROOT / "build" / "onefile", onefile=True)
    self_test(file_exe)
    packer = ROOT / "packaging" / "make_deb.py"
    if sys.platform == "win32":
        shutil.copy2(file_exe, out / "ttt-qt.exe")
        shutil.make_archive(str(out / "ttt-qt-windows-folder"), "zip", DIST, "ttt-qt")
    elif sys.platform == "darwin":
        # ditto keeps the bundle's symbolic links and permissions, which zipfile would lose.
        run("ditto", "-c", "-k", "--keepParent", DIST / "ttt-qt.app", out / "ttt-qt-macos.zip")
        shutil.copy2(file_exe, out / "ttt-qt-macos")
    else:
        run(python, packer, "tarball", folder_exe.parent, out)
        shutil.copy2(file_exe, out / "ttt-qt-linux")
        if shutil.which("dpkg-deb"):
            make_deb(python, folder_exe.parent, out)
    for path in sorted(out.iterdir()):
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size / 1e6:.1f} MB")
    return out


def main(argv: list[str]) -> int:
    """Dispatch a command (see the module's docstring)."""
    if sys.version_info < MIN_PYTHON:
        print(f"ttt_qt needs Python {MIN_PYTHON[0]}.{MIN_PYTHON[1]} or newer", file=sys.stderr)
        return 2
    if not argv or argv[0] not in COMMANDS:
        print(__doc__, file=sys.stderr)
        return 2
    command, rest = argv[0], argv[1:]
    if command == "run":
        python = install("")
        return subprocess.call([str(python), "-m", "ttt_qt", *rest], cwd=ROOT)
    if command == "test":
        # CI also builds the frozen app; people running the suite locally need not.
        extras = "test,docs,package" if os.environ.get("TTT_QT_PACKAGING") == "1" else "test,docs"
        python = install(extras)
        # The suite starts hundreds of Python processes (the app, the console, the engine side):
        # with bytecode caches each compiles a module once, not every time (collecting the
        # tests alone takes 9 s instead of 2), even where the caller turned the caches off.
        os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
        run(python, "-m", "ruff", "check", ".")
        run(python, "-m", "ruff", "format", "--check", ".")
        run_together([str(python), "-m", "mypy"], docs_command(python))
        run(python, "-m", "pytest", *PARALLEL, *rest)  # --slow is an option of tests/conftest.py
        return 0
    if command == "docs":
        build_docs(install("docs"))
        print(f"the documentation is in {DOCS_OUT.relative_to(ROOT)}: open index.html")
        return 0
    if command == "translations":
        python = install("")
        run(python, ROOT / "packaging" / "translations.py", "refresh")
        return 0
    if command == "selftest":
        if len(rest) != 1:
            print("usage: python3 tasks.py selftest EXECUTABLE", file=sys.stderr)
            return 2
        self_test(Path(rest[0]).resolve())
        return 0
    python = install("package")
    if command == "build":
        freeze(python, DIST, ROOT / "build", onefile="--onefile" in rest)
    elif command == "deb":
        executable = freeze(python, DIST, ROOT / "build", onefile=False)
        make_deb(python, executable.parent, DIST)
    else:
        release(python)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
