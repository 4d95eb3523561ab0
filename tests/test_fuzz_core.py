"""Run the C core's fuzz target for a short, reproducible while.

``tests/fuzz/run_core.sh short`` builds ``tests/fuzz/fuzz_core.c`` (every batch
kernel checked against its scalar function, its status against the row
checks) with a plain ``main`` and AddressSanitizer + UndefinedBehaviorSanitizer,
and runs the seed corpus plus a fixed-seed stream of pseudo-random inputs. The
long, coverage-guided run (``run_core.sh long``, clang's libFuzzer) is not part
of the test suite. Skipped only when there is no C compiler (CI has gcc).
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUN_SH = ROOT / "tests" / "fuzz" / "run_core.sh"


def _missing_tool() -> str | None:
    """Why the fuzz run cannot happen here, or None when it can."""
    if shutil.which("sh") is None:
        return "no POSIX sh on PATH to run tests/fuzz/run_core.sh"
    compiler = shlex.split(os.environ.get("CC", "cc"))[0]
    if shutil.which(compiler) is None:
        return f"no C compiler on PATH ({compiler!r}); the C core fuzz run needs one"
    return None


def test_batch_kernels_survive_a_short_fuzz_run_under_sanitizers() -> None:
    """Every batch kernel equals its scalar function on fuzzed rows, under ASan + UBSan."""
    reason = _missing_tool()
    if reason is not None:
        pytest.skip(reason)
    result = subprocess.run(
        ["sh", str(RUN_SH), "short"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = f"--- stdout ---\n{result.stdout}\n--- stderr ---\n{result.stderr}"
    assert result.returncode == 0, f"tests/fuzz/run_core.sh exited {result.returncode}\n{output}"
    # The program's last line is its tally; make sure it really ran.
    last_line = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    assert last_line.endswith(" passed, 0 failed"), output
