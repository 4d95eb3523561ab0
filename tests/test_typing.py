"""The type information matches the runtime (mypy's stubtest over the whole
package) and a typed program passes `mypy --strict` against it."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPING = ROOT / "tests" / "typing"


def run_mypy(*args: str) -> subprocess.CompletedProcess:
    # The source folder for the static side (it holds _core.pyi and py.typed),
    # the installed package for the runtime side: run from an empty folder of its own,
    # so that neither the unbuilt source folder nor a stray file of the system's temp
    # folder (an abc.py there stopped mypy: it shadows the standard library's) is read.
    env = {**os.environ, "MYPYPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as neutral:
        return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True,
                              cwd=neutral, env=env, timeout=600)


def test_stubtest_finds_the_stubs_and_the_runtime_in_agreement() -> None:
    result = run_mypy("mypy.stubtest", "collide2d", "--ignore-disjoint-bases",
                      "--allowlist", str(TYPING / "stubtest_allowlist.txt"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success: no issues found" in result.stdout


def test_a_typed_program_passes_mypy_strict() -> None:
    result = run_mypy("mypy", "--strict", "--follow-imports=silent", "--no-incremental",
                      str(TYPING / "example.py"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_typed_program_runs() -> None:
    result = subprocess.run([sys.executable, str(TYPING / "example.py")], capture_output=True,
                            text=True, cwd=tempfile.gettempdir(), timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[3] == "point"
