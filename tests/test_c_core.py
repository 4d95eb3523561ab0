"""Run the C core's standalone test program under the sanitizers.

DESIGN.md asks that the core (everything in ``src/`` but the binding) build on
its own into a small C program so that AddressSanitizer and
UndefinedBehaviorSanitizer can run on it. ``tests/c/run.sh`` builds
``tests/c/test_core.c`` that way and runs it; this test makes it part of the
pytest run. It is skipped only when there is no C compiler (CI has gcc).
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUN_SH = ROOT / "tests" / "c" / "run.sh"


def _missing_tool() -> str | None:
    """Why the C tests cannot run here, or None when they can."""
    if shutil.which("sh") is None:
        return "no POSIX sh on PATH to run tests/c/run.sh"
    compiler = shlex.split(os.environ.get("CC", "cc"))[0]
    if shutil.which(compiler) is None:
        return f"no C compiler on PATH ({compiler!r}); the C core tests need one"
    return None


def test_c_core_passes_under_address_and_undefined_behaviour_sanitizers() -> None:
    """tests/c/run.sh builds test_core with ASan + UBSan and every check passes."""
    reason = _missing_tool()
    if reason is not None:
        pytest.skip(reason)
    result = subprocess.run(
        ["sh", str(RUN_SH)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = f"--- stdout ---\n{result.stdout}\n--- stderr ---\n{result.stderr}"
    assert result.returncode == 0, f"tests/c/run.sh exited {result.returncode}\n{output}"
    # The program's last line is its tally; make sure it really ran.
    last_line = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    assert last_line.endswith(" passed, 0 failed"), output
